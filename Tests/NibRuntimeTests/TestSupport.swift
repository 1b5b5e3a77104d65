import Foundation
import NibRuntime

/// A controller building its view in code: a root view with a label, held by a strong outlet,
/// and a button, held by a weak one.
final class FormController: ViewController {
    var titleLabel: Label?
    weak var saveButton: Button?

    override class var outletTable: OutletTable {
        super.outletTable
            .adding("titleLabel", \FormController.titleLabel)
            .adding("saveButton", \FormController.saveButton)
    }

    override func loadView() {
        let root = RuntimeView()
        let label = Label(frame: CGRect(x: 20, y: 20, width: 280, height: 30))
        let button = Button(frame: CGRect(x: 20, y: 60, width: 100, height: 44))
        root.addSubview(label)
        root.addSubview(button)
        titleLabel = label
        saveButton = button
        view = root
    }
}

/// The master list of seed 001, on the runtime's table controller, which keeps the selected
/// row across unloads (rule V12). It records the selection its `viewDidLoad` sees.
final class PhotoListController: TableViewController {
    let rows = (1...30).map { "Photo \($0)" }
    private(set) var selectionSeenInViewDidLoad: [Int?] = []

    override func viewDidLoad() {
        selectionSeenInViewDidLoad.append(tableView?.indexPathForSelectedRow)
    }

    override func numberOfRows(in tableView: TableView) -> Int { rows.count }

    override func tableView(_ tableView: TableView, titleForRow row: Int) -> String { rows[row] }
}

/// A plain controller for detail screens.
final class DetailController: ViewController {}

/// A controller presented modally.
final class ModalController: ViewController {}

/// An application delegate; the runtime logs the warning it receives to the active trace.
final class RecordingAppDelegate: Responder, ApplicationDelegate {
    func applicationDidReceiveMemoryWarning(_ application: Application) {}
}

/// Holds an object weakly, to prove with ARC that it was freed.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
}

/// A nib bundle that "loads" nibs by building a view with a closure.
final class FakeNibBundle: NibBundle {
    var nibs: [String: @MainActor (AnyObject) throws -> Void] = [:]
    private(set) var loaded: [String] = []

    func containsNib(named name: String) -> Bool { nibs[name] != nil }

    func instantiateNib(named name: String, owner: AnyObject) throws -> [AnyObject] {
        loaded.append(name)
        try nibs[name]?(owner)
        return []
    }
}

/// An application with a visible key window showing `root`.
@MainActor
func showOnScreen(_ root: ViewController, in application: Application) -> Window {
    let window = Window(application: application)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}
