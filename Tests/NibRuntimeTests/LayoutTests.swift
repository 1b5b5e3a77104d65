import XCTest
@testable import NibRuntime

/// A controller whose root view logs its own layout, to check the order inside a pass.
final class LayoutRecordingController: ViewController {
    private(set) var frameSeenInDidLayout: CGRect?

    override func viewDidLayoutSubviews() {
        frameSeenInDidLayout = view.frame
    }
}

@MainActor
final class LayoutTests: XCTestCase {
    private func layoutLines(_ trace: LifecycleTrace, _ prefix: String) -> [String] {
        trace.lines.filter { $0.hasPrefix(prefix) }
    }

    func test_V10_layoutPassRunsWillLayoutThenLayoutSubviewsThenDidLayout() async {
        let application = Application(notificationHub: NotificationHub())
        let controller = LayoutRecordingController()
        let window = showOnScreen(controller, in: application)
        let trace = LifecycleTrace()
        trace.record {
            controller.view.frame.size.width = 200
            window.layoutIfNeeded()
        }
        XCTAssertEqual(trace.lines, [
            "LayoutRecordingController viewWillLayoutSubviews",
            "RuntimeView layoutSubviews",
            "LayoutRecordingController viewDidLayoutSubviews",
        ])
    }

    func test_V10_rotationRunsLayoutPassWithNewFrame() async {
        let application = Application(notificationHub: NotificationHub())
        let controller = LayoutRecordingController()
        _ = showOnScreen(controller, in: application)
        let trace = LifecycleTrace()
        trace.record { application.rotate(to: .landscapeLeft) }
        XCTAssertEqual(layoutLines(trace, "LayoutRecordingController"), [
            "LayoutRecordingController viewWillLayoutSubviews", "LayoutRecordingController viewDidLayoutSubviews",
        ])
        XCTAssertEqual(controller.frameSeenInDidLayout, CGRect(x: 0, y: 20, width: 480, height: 300))
    }

    func test_V10_statusBarHeightChangeRunsLayoutPass() async {
        let application = Application(notificationHub: NotificationHub())
        let controller = LayoutRecordingController()
        _ = showOnScreen(controller, in: application)
        let trace = LifecycleTrace()
        trace.record { application.setStatusBarHeight(40) }
        XCTAssertEqual(layoutLines(trace, "LayoutRecordingController").count, 2)
        XCTAssertEqual(controller.frameSeenInDidLayout, CGRect(x: 0, y: 40, width: 320, height: 440))
    }

    func test_V10_containersResizeChildrenWhichRunTheirOwnPasses() async {
        let application = Application(notificationHub: NotificationHub())
        let inNavigation = LayoutRecordingController()
        let inTab = DetailController()
        let navigation = NavigationController(rootViewController: inNavigation)
        let tabs = TabBarController(viewControllers: [navigation, inTab])
        _ = showOnScreen(tabs, in: application)
        XCTAssertEqual(inNavigation.frameSeenInDidLayout, CGRect(x: 0, y: 44, width: 320, height: 460 - 49 - 44))

        let trace = LifecycleTrace()
        trace.record { application.rotate(to: .landscapeRight) }
        XCTAssertEqual(trace.lines.filter { $0.hasSuffix("LayoutSubviews") }, [
            "TabBarController viewWillLayoutSubviews", "TabBarController viewDidLayoutSubviews",
            "NavigationController viewWillLayoutSubviews", "NavigationController viewDidLayoutSubviews",
            "LayoutRecordingController viewWillLayoutSubviews", "LayoutRecordingController viewDidLayoutSubviews",
        ])
        XCTAssertEqual(inNavigation.frameSeenInDidLayout, CGRect(x: 0, y: 32, width: 480, height: 300 - 49 - 32),
                       "landscape navigation bars are 32 points high")
        XCTAssertEqual(navigation.navigationBarHeight, 32)
    }

    func test_V10_originOnlyMoveDoesNotRunPass() async {
        let view = RuntimeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        let trace = LifecycleTrace()
        trace.record {
            view.frame.origin.x = 5
            view.layoutIfNeeded()
        }
        XCTAssertEqual(trace.lines, [])
    }

    func test_autoresizingSharesGrowthAmongFlexibleParts() async {
        let parent = RuntimeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretchy = RuntimeView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        stretchy.autoresizingMask = [.flexibleWidth]
        let pinnedRight = RuntimeView(frame: CGRect(x: 80, y: 40, width: 10, height: 10))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centered = RuntimeView(frame: CGRect(x: 40, y: 60, width: 20, height: 20))
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        for view in [stretchy, pinnedRight, centered] { parent.addSubview(view) }

        parent.frame.size.width = 200

        XCTAssertEqual(stretchy.frame, CGRect(x: 10, y: 10, width: 180, height: 20))
        XCTAssertEqual(pinnedRight.frame, CGRect(x: 180, y: 40, width: 10, height: 10))
        XCTAssertEqual(centered.frame, CGRect(x: 90, y: 60, width: 20, height: 20))
    }

    func test_autoresizingSplitsGrowthEquallyAmongEmptyFlexibleParts() async {
        let parent = RuntimeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = RuntimeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleTopMargin, .flexibleBottomMargin]
        parent.addSubview(child)
        parent.frame.size.height = 130
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 15, width: 100, height: 100),
                       "two empty flexible margins share the 30 points equally")
    }
}
