import XCTest
@testable import NibRuntime

@MainActor
final class OutletAndRegistryTests: XCTestCase {
    /// A controller with a strong outlet, a weak outlet and an outlet collection.
    final class PanelController: ViewController {
        var headline: Label?
        weak var confirm: Button?
        var fields: [TextField] = []

        override class var outletTable: OutletTable {
            super.outletTable
                .adding("headline", \PanelController.headline)
                .adding("confirm", \PanelController.confirm)
                .adding("fields", collection: \PanelController.fields)
        }
    }

    func test_outletsAreSetByKeyWithTheirPropertysOwnership() async throws {
        let panel = PanelController()
        var label: Label? = Label()
        var button: Button? = Button()
        let weakLabel = WeakReference(label)
        let weakButton = WeakReference(button)
        try panel.setValue(label, forOutletKey: "headline")
        try panel.setValue(button, forOutletKey: "confirm")
        try panel.setValue([TextField(), TextField()] as [AnyObject] as AnyObject, forOutletKey: "fields")
        label = nil
        button = nil
        XCTAssertNotNil(weakLabel.object, "a strong outlet keeps its object")
        XCTAssertNil(weakButton.object, "a weak outlet does not")
        XCTAssertEqual(panel.fields.count, 2)
        XCTAssertEqual(PanelController.outletTable.keys, ["confirm", "fields", "headline", "storyboard", "view"], "a controller inherits view and storyboard")
    }

    func test_unknownKeyAndWrongClassAreClearErrors() async {
        let panel = PanelController()
        XCTAssertThrowsError(try panel.setValue(Label(), forOutletKey: "missing")) { error in
            XCTAssertEqual(String(describing: error), "PanelController is not key value coding-compliant for the key missing")
        }
        XCTAssertThrowsError(try panel.setValue(Button(), forOutletKey: "headline")) { error in
            XCTAssertEqual(error as? OutletError,
                           .typeMismatch(className: "PanelController", key: "headline", expected: "Label", actual: "Button"))
        }
    }

    func test_viewOutletSetsViewWithoutLoading() async throws {
        let panel = PanelController()
        let view = RuntimeView()
        let trace = LifecycleTrace()
        try trace.record { try panel.setValue(view, forOutletKey: "view") }
        XCTAssertTrue(panel.viewIfLoaded === view)
        XCTAssertEqual(trace.lines, [])
    }

    func test_notificationHubHoldsObserversWeakly() async {
        final class Listener { var heard = 0 }
        let hub = NotificationHub()
        var listener: Listener? = Listener()
        if let listener { hub.addObserver(listener, for: "ping") { listener, _ in listener.heard += 1 } }
        hub.post("ping")
        XCTAssertEqual(listener?.heard, 1)
        let weakListener = WeakReference(listener)
        listener = nil
        XCTAssertNil(weakListener.object, "subscribing does not retain the observer")
        hub.post("ping")
        XCTAssertEqual(hub.observerCount, 0)
    }
}
