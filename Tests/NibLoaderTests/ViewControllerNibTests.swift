import NibLoader
import NibRuntime
import XCTest

/// View controllers load their views through the loader (rule V2), and legacy memory
/// warnings release the outlets into an unloaded view, reconnected on reload (rule V6).
@MainActor
final class ViewControllerNibTests: XCTestCase {
    private func bundle() -> NibFolderBundle {
        NibFolderBundle(path: Fixtures.folder, registry: makeRegistry(), options: NibInstantiationOptions(application: Application()))
    }

    func test_V2_viewControllerLoadsItsViewFromItsNibThroughTheLoader() async throws {
        let controller = CardController(nibName: "Card", bundle: bundle())
        XCTAssertFalse(controller.isViewLoaded)
        let view = try XCTUnwrap(controller.view)
        XCTAssertNil(controller.nibLoadingError)
        XCTAssertEqual(view.frame.size, CGSize(width: 320, height: 480))
        XCTAssertTrue(controller.titleLabel?.superview === view)
        XCTAssertEqual(controller.okButton?.title, "OK")
    }

    func test_V2_nibNamedAfterTheClassWithoutController() async throws {
        let source = bundle()
        XCTAssertTrue(source.containsNib(named: "Card"))
        XCTAssertFalse(source.containsNib(named: "Missing"))
        XCTAssertFalse(source.containsNib(named: "../Card"))
        let controller = CardController(nibName: nil, bundle: source)
        XCTAssertNotNil(controller.view)
        XCTAssertEqual(controller.titleLabel?.text, "Title", "CardController found Card.xib")
    }

    func test_V6_legacyWarningReleasesOutletsIntoTheUnloadedViewAndReloadReconnects() async throws {
        let application = Application(memoryWarningPolicy: .legacy)
        let controller = CardController(nibName: "Card", bundle: bundle())
        weak var oldView: RuntimeView?
        weak var oldButton: Button?
        weak var oldLabel: Label?
        do {
            oldView = controller.view
            oldButton = controller.okButton
            oldLabel = controller.titleLabel
        }
        XCTAssertNotNil(oldButton)
        application.simulateMemoryWarning()
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertNil(controller.okButton, "the strong outlet into the view is released")
        XCTAssertTrue(controller.fields.isEmpty)
        XCTAssertNil(oldView, "the view is freed")
        XCTAssertNil(oldButton)
        XCTAssertNil(oldLabel)

        let reloaded = try XCTUnwrap(controller.view)
        XCTAssertTrue(controller.okButton?.superview === reloaded, "reconnected to the new view's button")
        XCTAssertEqual(controller.fields.count, 2)
        controller.okButton?.simulateTap()
        XCTAssertEqual(controller.confirmations, 1)
    }

    func test_N10_windowControllerLoadsItsNibAndKeepsTheTopLevelObjectsForItsLifetime() async throws {
        let application = Application()
        let source = NibFolderBundle(path: Fixtures.folder, registry: makeRegistry(),
                                     options: NibInstantiationOptions(mode: .cocoa, application: application))
        weak var helper: AnyObject?
        weak var window: DesktopWindow?
        var controller: WindowController? = WindowController(windowNibName: "Desk", bundle: source)
        XCTAssertEqual(controller?.isWindowLoaded, false)
        window = controller?.window
        XCTAssertNil(controller?.nibLoadingError)
        XCTAssertTrue(window is DeskWindow)
        XCTAssertTrue(window?.windowController === controller)
        XCTAssertTrue(window?.next === controller, "Cocoa's chain: window, then its controller")
        XCTAssertEqual(controller?.topLevelObjects.count, 3)
        helper = controller?.topLevelObjects.first
        XCTAssertNotNil(helper)
        window?.close()
        controller = nil
        XCTAssertNil(helper, "the controller took its top-level objects with it")
        XCTAssertNil(window)
    }
}
