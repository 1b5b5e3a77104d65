import NibLoader
import NibRuntime
import XCTest

/// Rules N1-N12 where Cocoa mode differs, over the hand-written macOS document.
@MainActor
final class CocoaRuleTests: XCTestCase {
    private func deskNib() throws -> Nib {
        try Nib(documentAt: Fixtures.path("Desk.xib"), registry: makeRegistry())
    }

    private func load(_ owner: AnyObject, _ application: Application, ownership: CocoaOwnership = .modern,
                      ledger: NibOwnershipLedger? = nil) throws -> NibInstantiationResult {
        try deskNib().instantiateReturningResult(
            withOwner: owner, options: NibInstantiationOptions(cocoaOwnership: ownership, application: application, ownershipLedger: ledger))
    }

    func test_N2_cocoaApplicationPlaceholderResolvesToTheApplication() async throws {
        let application = Application()
        let owner = DeskController()
        let result = try load(owner, application)
        XCTAssertTrue(owner.app === application)
        XCTAssertEqual(result.topLevelObjects.count, 3)
    }

    func test_N4_cocoaUsesSetterThenUnretainedFieldThenLogsFailureAndContinues() async throws {
        let owner = DeskController()
        weak var weakField: BoundField?
        do {
            let result = try load(owner, Application())
            XCTAssertNotNil(owner.helper, "setter")
            let field = try XCTUnwrap(owner.outletFields["nameField"] as? BoundField, "instance variable without a setter")
            XCTAssertEqual(field.text, "Name")
            XCTAssertEqual(result.messages, ["Failed to connect (missingOutlet) outlet from (DeskController) to (DeskHelper): missing setter or instance variable"])
            XCTAssertNotNil(owner.window, "loading continued after the failure")
            weakField = field
        }
        owner.window?.close()
        owner.window = nil
        XCTAssertNotNil(owner.helper)
        XCTAssertNil(weakField, "the field outlet did not retain the text field")
    }

    func test_N5_cocoaActionsSetTargetAndActionAndFirstResponderIsNilTarget() async throws {
        let owner = DeskController()
        let result = try load(owner, Application())
        let content = try XCTUnwrap(owner.window?.subviews.first)
        let press = try XCTUnwrap(content.subviews[0] as? Button)
        XCTAssertEqual(press.title, "Press")
        XCTAssertEqual(press.tag, 3)
        press.simulateTap()
        XCTAssertEqual(owner.presses, 1)
        let close = try XCTUnwrap(content.subviews[1] as? Button)
        XCTAssertEqual(close.actions(forTarget: nil, forControlEvent: .primaryActionTriggered), ["performClose:"])
        XCTAssertEqual(result.topLevelObjects.count, 3)
    }

    func test_N6_cocoaBindingsAreEstablishedInTheConnectionPhase() async throws {
        let owner = DeskController()
        _ = try load(owner, Application())
        let field = try XCTUnwrap(owner.outletFields["nameField"] as? BoundField)
        let binding = try XCTUnwrap(field.bindings.record(named: "value"))
        XCTAssertTrue(binding.observedObject === owner.helper)
        XCTAssertEqual(binding.keyPath, "name")
        XCTAssertEqual(binding.options["NSNullPlaceholder"], "Nobody")
        XCTAssertEqual(binding.options["NSContinuouslyUpdatesValue"], "YES")
        XCTAssertTrue(field.boundBeforeAwake, "bound before awakeFromNib")
    }

    func test_N6_bindingsAreIgnoredInCocoaTouchMode() async throws {
        let owner = DeskTouchOwner()
        let result = try deskNib().instantiateReturningResult(
            withOwner: owner, options: NibInstantiationOptions(mode: .cocoaTouch, application: Application()))
        let field = try XCTUnwrap(owner.touchField)
        XCTAssertNil(field.bindings.record(named: "value"))
        XCTAssertTrue(result.messages.contains { $0.contains("bindings exist only in Cocoa mode") })
    }

    func test_N7_cocoaAwakesTheOwnerAndProxiesOncePerLoad() async throws {
        let application = Application()
        let owner = DeskController()
        let first = try load(owner, application)
        XCTAssertEqual(owner.awakeCount, 1)
        XCTAssertEqual(owner.helper?.awakeCount, 1)
        let second = try load(owner, application)
        XCTAssertEqual(owner.awakeCount, 2, "an owner that loads a nib twice is awakened twice")
        XCTAssertFalse(first.awakenedClassNames.contains("Application"), "the application is not awakened")
        XCTAssertEqual(first.awakenedClassNames.last, "DeskController")
        XCTAssertEqual(second.topLevelObjects.count, 3)

        let coordinator = Coordinator()
        let external = try Nib(documentAt: Fixtures.path("External.xib"), registry: makeRegistry())
        _ = try external.instantiate(withOwner: nil, options: NibInstantiationOptions(
            externalObjects: ["Coordinator": coordinator], mode: .cocoa, application: application))
        XCTAssertEqual(coordinator.awakeCount, 1, "Cocoa awakens external proxies")
        _ = try external.instantiate(withOwner: nil, options: NibInstantiationOptions(
            externalObjects: ["Coordinator": coordinator], mode: .cocoaTouch, application: application))
        XCTAssertEqual(coordinator.awakeCount, 1, "Cocoa Touch does not")
    }

    func test_N8_cocoaVisibleAtLaunchWindowsAreOrderedFrontAfterAwakening() async throws {
        let application = Application()
        let owner = DeskController()
        let result = try load(owner, application)
        let window = try XCTUnwrap(owner.window as? DeskWindow)
        XCTAssertEqual(window.wasHiddenAtAwake, true, "not yet on screen while awakening")
        XCTAssertFalse(window.isHidden)
        XCTAssertEqual(window.orderFrontCount, 1)
        XCTAssertTrue(application.keyWindow === window)
        XCTAssertEqual(window.title, "Desk")
        XCTAssertEqual(window.frame, CGRect(x: 100, y: 100, width: 400, height: 300))
        let inspector = try XCTUnwrap(result.topLevelObjects.last as? DesktopWindow)
        XCTAssertEqual(inspector.title, "Inspector")
        XCTAssertTrue(inspector.isHidden, "visibleAtLaunch=NO stays hidden")

        let touchOwner = DeskTouchOwner()
        _ = try deskNib().instantiate(withOwner: touchOwner, options: NibInstantiationOptions(mode: .cocoaTouch, application: Application()))
        XCTAssertEqual(touchOwner.window?.isHidden, true, "Cocoa Touch mode does not order windows front")
    }

    func test_N9_cocoaTopLevelObjectsNeverContainPlaceholders() async throws {
        let application = Application()
        let owner = DeskController()
        let objects = try load(owner, application).topLevelObjects
        XCTAssertEqual(objects.count, 3)
        XCTAssertTrue(objects[0] is DeskHelper)
        XCTAssertTrue(objects[1] is DeskWindow)
        XCTAssertFalse(objects.contains { $0 === owner || $0 === application })
    }

    func test_N10_legacyLoadingKeepsTopLevelObjectsUntilTheOwnerReleasesThem() async throws {
        let ledger = NibOwnershipLedger()
        let application = Application()
        let owner = Responder()
        weak var helper: AnyObject?
        weak var inspector: AnyObject?
        do {
            let objects = try deskNib().instantiate(withOwner: owner, options: NibInstantiationOptions(
                cocoaOwnership: .legacy, application: application, ownershipLedger: ledger))
            helper = objects[0]
            inspector = objects[2]
        }
        XCTAssertNotNil(helper, "kept by the load, though no outlet or array holds it")
        XCTAssertNotNil(inspector)
        ledger.releaseObjects(ownedBy: owner)
        XCTAssertNil(helper, "freed once the owner releases its top-level objects")
        XCTAssertNil(inspector)
    }

    func test_N10_windowControllerOwnerReleasesTopLevelObjectsWhenItGoesAway() async throws {
        let ledger = NibOwnershipLedger()
        let application = Application()
        weak var helper: AnyObject?
        var controller: WindowController? = WindowController()
        do {
            let objects = try deskNib().instantiate(withOwner: controller, options: NibInstantiationOptions(
                cocoaOwnership: .legacy, application: application, ownershipLedger: ledger))
            helper = objects[0]
        }
        XCTAssertNotNil(helper)
        XCTAssertEqual(controller?.topLevelObjects.count, 3)
        XCTAssertEqual(ledger.heldObjectCount, 0, "the window controller holds them, not the ledger")
        controller = nil
        XCTAssertNil(helper, "gone with the window controller")
    }

    func test_N10_viewControllerOwnerGivesUpTopLevelObjectsWhenItGoesAway() async throws {
        let ledger = NibOwnershipLedger()
        weak var helper: AnyObject?
        var controller: ViewController? = ViewController()
        do {
            let objects = try deskNib().instantiate(withOwner: controller, options: NibInstantiationOptions(
                cocoaOwnership: .legacy, application: Application(), ownershipLedger: ledger))
            helper = objects[0]
        }
        XCTAssertNotNil(helper)
        controller = nil
        ledger.collectObjectsOfDeadOwners()
        XCTAssertNil(helper)
    }

    func test_N10_releasedWhenClosedWindowIsFreedOnClose() async throws {
        let application = Application()
        let owner = Responder()
        weak var inspector: DesktopWindow?
        weak var main: DesktopWindow?
        do {
            let objects = try deskNib().instantiate(withOwner: owner, options: NibInstantiationOptions(
                cocoaOwnership: .legacy, application: application))
            inspector = objects[2] as? DesktopWindow
            main = objects[1] as? DesktopWindow
        }
        XCTAssertEqual(inspector?.isReleasedWhenClosed, true)
        XCTAssertEqual(main?.isReleasedWhenClosed, false)
        inspector?.orderFront()
        XCTAssertNotNil(inspector, "owned by the load and on screen")
        inspector?.close()
        main?.close()
        XCTAssertNil(inspector, "released when closed")
        XCTAssertNotNil(main, "not released when closed: the load still owns it")
        NibOwnershipLedger.shared.releaseObjects(ownedBy: owner)
        XCTAssertNil(main)
    }

    func test_N11_modernCocoaLoadingAddsNoOwnership() async throws {
        weak var helper: AnyObject?
        weak var inspector: AnyObject?
        let owner = Responder()
        do {
            let objects = try deskNib().instantiate(withOwner: owner, options: NibInstantiationOptions(application: Application()))
            helper = objects[0]
            inspector = objects[2]
        }
        XCTAssertNil(helper)
        XCTAssertNil(inspector)
    }

    func test_N12_cocoaNibInstantiatedTwiceGivesTwoWindows() async throws {
        let nib = try deskNib()
        let application = Application()
        let first = DeskController(), second = DeskController()
        _ = try nib.instantiate(withOwner: first, options: NibInstantiationOptions(application: application))
        _ = try nib.instantiate(withOwner: second, options: NibInstantiationOptions(application: application))
        XCTAssertFalse(first.window === second.window)
        XCTAssertFalse(first.helper === second.helper)
    }
}

/// Desk.xib's owner for Cocoa Touch mode, where every outlet needs a key-value setter.
final class DeskTouchOwner: DeskController {
    weak var touchField: BoundField?
    weak var missing: AnyObject?
    override class var outletTable: OutletTable {
        super.outletTable
            .adding("nameField", \DeskTouchOwner.touchField)
            .adding("missingOutlet", \DeskTouchOwner.missing)
    }
}
