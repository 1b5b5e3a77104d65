import XCTest
@testable import NibRuntime

@MainActor
final class PresentationTests: XCTestCase {
    func test_V8_fullScreenModalRemovesPresenterViewAndDismissalPutsItBack() async {
        let application = Application(notificationHub: NotificationHub())
        let presenter = FormController()
        let window = showOnScreen(presenter, in: application)
        let modal = ModalController()
        let trace = LifecycleTrace()

        trace.record { presenter.present(modal) }
        XCTAssertTrue(presenter.presentedViewController === modal)
        XCTAssertTrue(modal.presentingViewController === presenter)
        XCTAssertNil(presenter.view.superview, "the presenter's view left the window")
        XCTAssertTrue(modal.view.superview === window)
        XCTAssertEqual(modal.view.frame, window.contentFrame)
        XCTAssertTrue(trace.lines.contains("FormController viewDidDisappear"))

        trace.clear()
        trace.record { modal.dismiss() }
        XCTAssertTrue(presenter.view.superview === window)
        XCTAssertNil(modal.viewIfLoaded?.superview)
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertEqual(trace.lines.filter { !$0.contains("Layout") && !$0.contains("layout") }, [
            "ModalController viewWillDisappear", "FormController viewWillAppear",
            "ModalController viewDidDisappear", "FormController viewDidAppear",
        ])
    }

    func test_V8_presenterUnloadedUnderFullScreenModalReloadsBeforeAppearing() async {
        let application = Application(memoryWarningPolicy: .legacy, notificationHub: NotificationHub())
        let presenter = FormController()
        _ = showOnScreen(presenter, in: application)
        presenter.present(ModalController())
        application.simulateMemoryWarning()
        XCTAssertFalse(presenter.isViewLoaded, "covered by a full-screen modal, the presenter unloads")

        let trace = LifecycleTrace()
        trace.record { presenter.dismiss() }
        XCTAssertEqual(Array(trace.lines.filter { $0.hasPrefix("FormController") }.prefix(3)),
                       ["FormController loadView", "FormController viewDidLoad", "FormController viewWillAppear"])
        XCTAssertNotNil(presenter.view.window)
    }

    func test_V8_overFullScreenKeepsPresenterViewInWindow() async {
        let application = Application(memoryWarningPolicy: .legacy, notificationHub: NotificationHub())
        let presenter = FormController()
        let window = showOnScreen(presenter, in: application)
        let modal = ModalController()
        modal.modalPresentationStyle = .overFullScreen
        let trace = LifecycleTrace()
        trace.record { presenter.present(modal) }
        XCTAssertTrue(presenter.view.superview === window)
        XCTAssertFalse(trace.lines.contains("FormController viewWillDisappear"))
        application.simulateMemoryWarning()
        XCTAssertTrue(presenter.isViewLoaded, "a presenter still in the window is never unloaded")
        XCTAssertTrue(window.subviews.last === modal.view, "the presented view is on top")
    }

    func test_presentingFromOffscreenControllerDoesNothing() async {
        let presenter = FormController()
        XCTAssertFalse(presenter.present(ModalController()))
        XCTAssertNil(presenter.presentedViewController)
    }

    func test_presentingFromChildUsesRootOfContainerTree() async {
        let application = Application(notificationHub: NotificationHub())
        let child = DetailController()
        let navigation = NavigationController(rootViewController: child)
        _ = showOnScreen(navigation, in: application)
        let modal = ModalController()
        child.present(modal)
        XCTAssertTrue(navigation.presentedViewController === modal)
        XCTAssertTrue(navigation.visibleViewController === modal)
        XCTAssertFalse(child.isVisible, "the covered child got its disappearance callbacks too")
        child.dismiss()
        XCTAssertNil(navigation.presentedViewController)
        XCTAssertTrue(child.isVisible)
    }
}
