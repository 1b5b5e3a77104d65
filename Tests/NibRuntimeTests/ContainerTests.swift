import XCTest
@testable import NibRuntime

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
