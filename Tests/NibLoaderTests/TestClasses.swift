import Foundation
import NibLoader
import NibRuntime

/// Where the loader fixtures live.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/NibLoader").path

    static func path(_ name: String) -> String { folder + "/" + name }
}

/// A log shared by the probe classes, to check the order of loading phases.
@MainActor
final class LoadLog {
    var entries: [String] = []
}

/// The owner of Card.xib: strong and weak outlets, a collection, an action.
final class CardController: ViewController {
    weak var titleLabel: Label?
    var okButton: Button?
    var fields: [RuntimeView] = []
    var confirmations = 0
    var awakeCount = 0

    override class var outletTable: OutletTable {
        super.outletTable
            .adding("titleLabel", \CardController.titleLabel)
            .adding("okButton", \CardController.okButton)
            .adding("fields", collection: \CardController.fields)
    }

    override class var actionTable: ActionTable {
        super.actionTable.adding("confirm:") { (controller: CardController, _) in controller.confirmations += 1 }
    }

    override func awakeFromNib() { awakeCount += 1 }
}

/// A custom view of Card.xib: records what was connected when it awoke.
final class BadgeView: RuntimeView {
    weak var partner: Label? {
        didSet { log?.entries.append("connect partner") }
    }
    var awakeCount = 0
    var partnerAtAwake: Label?
    var log: LoadLog?

    override class var outletTable: OutletTable {
        super.outletTable.adding("partner", \BadgeView.partner)
    }

    override func awakeFromNib() {
        awakeCount += 1
        partnerAtAwake = partner
        log?.entries.append("awake BadgeView")
    }
}

/// The external object of External.xib.
final class Coordinator: Responder {
    var headline: Label?
    var awakeCount = 0
    override class var outletTable: OutletTable {
        super.outletTable.adding("headline", \Coordinator.headline)
    }
    override func awakeFromNib() { awakeCount += 1 }
}

/// The owner of Desk.xib (Cocoa): a setter outlet, an unretained field, a missing outlet.
class DeskController: Responder, OutletFieldHolder {
    var window: DesktopWindow?
    var helper: DeskHelper?
    weak var app: Application?
    static let outletFieldNames: Set<String> = ["nameField"]
    let outletFields = OutletFields()
    var presses = 0
    var awakeCount = 0

    override class var outletTable: OutletTable {
        super.outletTable
            .adding("window", \DeskController.window)
            .adding("helper", \DeskController.helper)
            .adding("app", \DeskController.app)
    }

    override class var actionTable: ActionTable {
        super.actionTable.adding("press:") { (controller: DeskController, _) in controller.presses += 1 }
    }

    override func awakeFromNib() { awakeCount += 1 }
}

/// A plain custom object of Desk.xib.
final class DeskHelper: Responder {
    var name = "Ada"
    var awakeCount = 0
    override func awakeFromNib() { awakeCount += 1 }
}

/// Desk.xib's main window: records whether it was on screen when it awoke.
final class DeskWindow: DesktopWindow {
    var wasHiddenAtAwake: Bool?
    override func awakeFromNib() { wasHiddenAtAwake = isHidden }
}

/// Desk.xib's text field: a Cocoa-bindings participant.
final class BoundField: TextField, Bindable {
    var bindings = BindingStorage()
    var awoken = false
    var boundBeforeAwake = false

    func bind(_ binding: String, to object: AnyObject, withKeyPath keyPath: String, options: [String: String]) {
        bindings.bind(binding, to: object, withKeyPath: keyPath, options: options)
        boundBeforeAwake = !awoken
    }

    override func awakeFromNib() { awoken = true }
}

@MainActor
func makeRegistry(log: LoadLog? = nil) -> NibClassRegistry {
    let registry = NibClassRegistry()
    registry.register("CardApp.BadgeView") { _ in
        log?.entries.append("create BadgeView")
        let badge = BadgeView()
        badge.log = log
        return badge
    }
    registry.register("DeskApp.DeskHelper") { DeskHelper() }
    registry.register("DeskApp.DeskWindow") { context in
        DeskWindow(frame: .zero, application: context.application)
    }
    registry.register("DeskApp.BoundField") { BoundField() }
    return registry
}
