import NibRuntime

/// Seed 004: the layout cycle (`viewWillLayoutSubviews`, `layoutSubviews`,
/// `viewDidLayoutSubviews`) on rotation and on a status-bar height change, for a root
/// controller and for children of navigation and tab bar controllers.
@MainActor
enum LayoutScenario {
    static func run(policy: MemoryWarningPolicy, report: DemoReport) {
        report.title("layout (seed 004)")
        let application = Application(memoryWarningPolicy: policy)
        let window = Window(application: application)
        let root = RootViewController()

        report.step("show a root controller") {
            window.rootViewController = root
            window.makeKeyAndVisible()
        }
        printFrame("RootViewController", root, report)
        exercise(application, watching: [("RootViewController", root)], report: report)

        let navigated = NavigationChildController()
        let navigation = NavigationController(rootViewController: navigated)
        report.step("replace the root with a navigation controller holding a child") {
            window.rootViewController = navigation
        }
        printFrame("NavigationChildController", navigated, report)
        exercise(application, watching: [("NavigationChildController", navigated)], report: report)

        let innerNavigated = TabbedNavigationChildController()
        let tabs = TabBarController(viewControllers: [FirstTabController(), NavigationController(rootViewController: innerNavigated)])
        report.step("replace the root with a tab bar controller; select the navigation tab") {
            window.rootViewController = tabs
            tabs.selectedIndex = 1
        }
        printFrame("TabbedNavigationChildController", innerNavigated, report)
        exercise(application, watching: [("TabbedNavigationChildController", innerNavigated)], report: report)
    }

    /// Rotates to landscape, shows the in-call status bar, and undoes both, one event per step.
    private static func exercise(_ application: Application, watching controllers: [(String, ViewController)],
                                 report: DemoReport) {
        let changes: [(String, @MainActor () -> Void)] = [
            ("rotate to landscape", { application.rotate(to: .landscapeLeft) }),
            ("in-call status bar (40 points)", { application.setStatusBarHeight(40) }),
            ("rotate back to portrait", { application.rotate(to: .portrait) }),
            ("status bar back to 20 points", { application.setStatusBarHeight(20) }),
        ]
        for (heading, change) in changes {
            report.step(heading, change)
            for (name, controller) in controllers { printFrame(name, controller, report) }
        }
    }

    private static func printFrame(_ name: String, _ controller: ViewController, _ report: DemoReport) {
        report.figure("\(name) view frame", controller.viewIfLoaded.map { DemoReport.formatFrame($0.frame) } ?? "not loaded")
    }
}
