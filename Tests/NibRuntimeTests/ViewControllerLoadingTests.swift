import XCTest
@testable import NibRuntime

@MainActor
final class ViewControllerLoadingTests: XCTestCase {
    func test_V1_readingViewLoadsOnceThenNeverAgain() async {
        let controller = FormController()
        let trace = LifecycleTrace()
        let first = trace.record { controller.view }
        XCTAssertEqual(trace.lines, ["FormController loadView", "FormController viewDidLoad"])
        let second = trace.record { controller.view }
        XCTAssertTrue(first === second)
        XCTAssertEqual(trace.lines.count, 2, "a second read must call neither loadView nor viewDidLoad")
    }

    func test_V1_loadViewThatLeavesNoViewStillYieldsAView() async {
        final class Forgetful: ViewController {
            override func loadView() {}
        }
        let controller = Forgetful()
        XCTAssertNotNil(controller.view)
        XCTAssertTrue(controller.isViewLoaded)
    }

    func test_V2_defaultLoadViewLoadsNamedNibWithControllerAsOwner() async throws {
        let bundle = FakeNibBundle()
        let nibView = RuntimeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        bundle.nibs["Form"] = { owner in
            try (owner as? ViewController)?.setValue(nibView, forOutletKey: "view")
        }
        let controller = ViewController(nibName: "Form", bundle: bundle)
        XCTAssertTrue(controller.view === nibView)
        XCTAssertEqual(bundle.loaded, ["Form"])
        XCTAssertNil(controller.nibLoadingError)
    }

    func test_V2_withoutNibNameTriesClassNameWithoutControllerThenClassName() async {
        final class InboxController: ViewController {}
        let bundle = FakeNibBundle()
        bundle.nibs["InboxController"] = { owner in (owner as? ViewController)?.view = Label() }
        let controller = InboxController(bundle: bundle)
        XCTAssertTrue(controller.view is Label)
        XCTAssertEqual(bundle.loaded, ["InboxController"])

        bundle.nibs["Inbox"] = { owner in (owner as? ViewController)?.view = Button() }
        let preferred = InboxController(bundle: bundle)
        XCTAssertTrue(preferred.view is Button, "the name without Controller is tried first")
    }

    func test_V2_withoutAnyNibCreatesEmptyView() async {
        let controller = ViewController(bundle: FakeNibBundle())
        XCTAssertEqual(type(of: controller.view!) == RuntimeView.self, true)
        XCTAssertTrue(controller.view.subviews.isEmpty)
        XCTAssertNil(controller.nibLoadingError)
    }

    func test_V2_nibThatDoesNotSetViewOutletIsReported() async {
        let bundle = FakeNibBundle()
        bundle.nibs["Empty"] = { _ in }
        let controller = ViewController(nibName: "Empty", bundle: bundle)
        XCTAssertNotNil(controller.view)
        XCTAssertEqual(controller.nibLoadingError, .viewOutletNotSet(nibName: "Empty"))

        let missing = ViewController(nibName: "Nowhere", bundle: bundle)
        _ = missing.view
        XCTAssertEqual(missing.nibLoadingError, .nibNotFound("Nowhere"))
    }

    func test_V3_isViewLoadedAndViewIfLoadedNeverLoad() async {
        let controller = FormController()
        let trace = LifecycleTrace()
        trace.record {
            XCTAssertFalse(controller.isViewLoaded)
            XCTAssertNil(controller.viewIfLoaded)
        }
        XCTAssertEqual(trace.lines, [])
        trace.record { controller.loadViewIfNeeded() }
        XCTAssertEqual(trace.lines, ["FormController loadView", "FormController viewDidLoad"])
        trace.record { controller.loadViewIfNeeded() }
        XCTAssertEqual(trace.lines.count, 2, "loadViewIfNeeded must not load a loaded view again")
        XCTAssertNotNil(controller.viewIfLoaded)
    }

    func test_V4_assigningViewDoesNotRunViewDidLoad() async {
        let controller = FormController()
        let trace = LifecycleTrace()
        let assigned = RuntimeView()
        trace.record { controller.view = assigned }
        XCTAssertEqual(trace.lines, [])
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertTrue(controller.view === assigned)
    }

    func test_V4_assigningNilForgetsViewWithoutViewDidUnloadAndNextReadLoadsAgain() async {
        let controller = FormController()
        let first = WeakReference(controller.view)
        let trace = LifecycleTrace()
        trace.record { controller.view = nil }
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertEqual(trace.lines, [], "no viewDidUnload for a manual nil")
        trace.record { _ = controller.view }
        XCTAssertEqual(trace.lines, ["FormController loadView", "FormController viewDidLoad"])
        XCTAssertNil(first.object, "the forgotten view was freed")
    }

    func test_V4_noViewDidUnloadAtDeinit() async {
        let trace = LifecycleTrace()
        trace.record {
            var controller: FormController? = FormController()
            _ = controller?.view
            controller = nil
            XCTAssertNil(controller)
        }
        XCTAssertEqual(trace.lines, ["FormController loadView", "FormController viewDidLoad"])
    }

    func test_V9_noAppearanceCallbackBeforeViewDidLoad() async {
        let controller = FormController()
        let trace = LifecycleTrace()
        trace.record { controller.beginAppearanceTransition(true, animated: false) }
        XCTAssertEqual(trace.lines, ["FormController loadView", "FormController viewDidLoad", "FormController viewWillAppear"])

        let application = Application()
        let presented = ModalController()
        trace.clear()
        trace.record {
            let window = showOnScreen(DetailController(), in: application)
            window.rootViewController?.present(presented)
        }
        let modalLines = trace.lines.filter { $0.hasPrefix("ModalController") }
        XCTAssertEqual(Array(modalLines.prefix(3)),
                       ["ModalController loadView", "ModalController viewDidLoad", "ModalController viewWillAppear"])
    }

    func test_V11_settingRootLoadsViewSizesItToWindowAndReplacesPrevious() async {
        let application = Application()
        let window = Window(application: application)
        let first = FormController()
        window.rootViewController = first
        XCTAssertTrue(first.isViewLoaded)
        XCTAssertTrue(first.view.superview === window)
        XCTAssertEqual(first.view.frame, CGRect(x: 0, y: 20, width: 320, height: 460), "window minus the status bar")

        let second = DetailController()
        window.rootViewController = second
        XCTAssertNil(first.view.superview, "the previous content is removed")
        XCTAssertEqual(window.subviews.count, 1)
        XCTAssertTrue(window.subviews.first === second.view)
    }

    func test_V11_visibleWindowGivesRootAppearanceAroundLayout() async {
        let application = Application()
        let controller = DetailController()
        let trace = LifecycleTrace()
        trace.record { _ = showOnScreen(controller, in: application) }
        XCTAssertEqual(trace.lines.filter { $0.hasPrefix("DetailController") }, [
            "DetailController loadView", "DetailController viewDidLoad", "DetailController viewWillAppear",
            "DetailController viewWillLayoutSubviews", "DetailController viewDidLayoutSubviews",
            "DetailController viewDidAppear",
        ])
        XCTAssertTrue(application.keyWindow === controller.view.window)
    }
}
