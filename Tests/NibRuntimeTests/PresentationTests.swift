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
        XCTAssertFalse(child.isAppearing, "the covered child got its disappearance callbacks too")
        child.dismiss()
        XCTAssertNil(navigation.presentedViewController)
        XCTAssertTrue(child.isAppearing)
    }
}

@MainActor
final class ContainerTests: XCTestCase {
    func test_tabSelectionSwapsViewsWithAppearanceCallbacks() async {
        final class FirstTab: ViewController {}
        final class SecondTab: ViewController {}
        let application = Application(notificationHub: NotificationHub())
        let first = FirstTab()
        let second = SecondTab()
        let tabs = TabBarController(viewControllers: [first, second])
        _ = showOnScreen(tabs, in: application)
        XCTAssertFalse(second.isViewLoaded, "an unselected tab loads lazily")

        let trace = LifecycleTrace()
        trace.record { tabs.selectedIndex = 1 }
        XCTAssertEqual(trace.lines.filter { !$0.contains("Layout") && !$0.contains("layout") }, [
            "SecondTab loadView", "SecondTab viewDidLoad",
            "FirstTab viewWillDisappear", "SecondTab viewWillAppear",
            "FirstTab viewDidDisappear", "SecondTab viewDidAppear",
        ])
        XCTAssertNil(first.view.superview)
        XCTAssertTrue(tabs.selectedViewController === second)
        tabs.selectedIndex = 7
        XCTAssertEqual(tabs.selectedIndex, 1, "an out-of-range index is ignored")
    }

    func test_navigationReportsTopAndVisibleControllers() async {
        let application = Application(notificationHub: NotificationHub())
        let root = DetailController()
        let navigation = NavigationController(rootViewController: root)
        _ = showOnScreen(navigation, in: application)
        let pushed = FormController()
        navigation.pushViewController(pushed)
        XCTAssertTrue(navigation.topViewController === pushed)
        XCTAssertTrue(pushed.navigationController === navigation)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual(pushed.view.frame, CGRect(x: 0, y: 44, width: 320, height: 416))
        XCTAssertEqual(navigation.navigationBarHeight, 44)
        XCTAssertNil(navigation.popViewController().flatMap { $0 === pushed ? nil : $0 })
        XCTAssertNil(navigation.popViewController(), "the root is never popped")
    }
}
