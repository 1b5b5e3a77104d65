import XCTest
@testable import NibRuntime

@MainActor
final class MemoryWarningTests: XCTestCase {
    /// A navigation stack of a table with a selected row and a detail pushed over it (seed 001).
    private func makeSeed001Stack(policy: MemoryWarningPolicy)
        -> (Application, NavigationController, PhotoListController, DetailController) {
        let application = Application(memoryWarningPolicy: policy, notificationHub: NotificationHub())
        let table = PhotoListController()
        let navigation = NavigationController(rootViewController: table)
        _ = showOnScreen(navigation, in: application)
        table.tableView?.simulateTap(onRow: 3)
        let detail = DetailController()
        navigation.pushViewController(detail)
        return (application, navigation, table, detail)
    }

    func test_V5_modernWarningTellsDelegateThenObserversThenEveryControllerAndUnloadsNothing() async {
        final class WarnedOffscreenController: ViewController {}
        final class WarnedNeverLoadedController: ViewController {}
        final class WarningObserver {}
        let (application, navigation, table, detail) = makeSeed001Stack(policy: .modern)
        let offscreen = WarnedOffscreenController()
        _ = offscreen.view
        let neverLoaded = WarnedNeverLoadedController()
        let delegate = RecordingAppDelegate()
        application.delegate = delegate
        let observer = WarningObserver()
        let trace = LifecycleTrace()
        let applicationIdentity = ObjectIdentifier(application)
        application.notificationHub.addObserver(observer, for: Application.didReceiveMemoryWarningNotification) { observer, object in
            XCTAssertEqual(object.map(ObjectIdentifier.init), applicationIdentity, "the application is the object")
            trace.log(observer, "observed notification")
        }
        let memoryBefore = application.memoryInUse

        trace.record { application.simulateMemoryWarning() }

        let names = ["RecordingAppDelegate", "WarningObserver", "NavigationController", "PhotoListController",
                     "DetailController", "WarnedOffscreenController", "WarnedNeverLoadedController"]
        XCTAssertEqual(trace.lines.filter { line in names.contains { line.hasPrefix($0 + " ") } }, [
            "RecordingAppDelegate applicationDidReceiveMemoryWarning",
            "WarningObserver observed notification",
            "PhotoListController didReceiveMemoryWarning",
            "NavigationController didReceiveMemoryWarning",
            "DetailController didReceiveMemoryWarning",
            "WarnedOffscreenController didReceiveMemoryWarning",
            "WarnedNeverLoadedController didReceiveMemoryWarning",
        ])
        XCTAssertTrue(table.isViewLoaded && offscreen.isViewLoaded && detail.isViewLoaded && navigation.isViewLoaded)
        XCTAssertFalse(neverLoaded.isViewLoaded, "a warning never loads a view")
        XCTAssertEqual(application.memoryInUse, memoryBefore, "modern warnings free no view memory")
    }

    func test_V5_warningReachesOnlyControllersOfItsOwnApplication() async {
        let legacy = Application(memoryWarningPolicy: .legacy, notificationHub: NotificationHub())
        let other = Application(memoryWarningPolicy: .legacy, notificationHub: NotificationHub())
        let ownTable = PhotoListController()
        let navigation = NavigationController(rootViewController: ownTable)
        _ = showOnScreen(navigation, in: legacy)
        navigation.pushViewController(DetailController())
        let foreign = FormController()
        let foreignNavigation = NavigationController(rootViewController: foreign)
        _ = showOnScreen(foreignNavigation, in: other)
        foreignNavigation.pushViewController(DetailController())

        legacy.simulateMemoryWarning()

        XCTAssertFalse(ownTable.isViewLoaded)
        XCTAssertTrue(foreign.isViewLoaded, "a controller shown by another application is not this one's to unload")
    }

    func test_V6_legacyWarningUnloadsOffscreenView() async {
        let (application, navigation, table, detail) = makeSeed001Stack(policy: .legacy)
        let tableView = WeakReference(table.tableView)
        let cell = WeakReference(table.tableView?.cellForRow(0))
        XCTAssertNotNil(cell.object)
        let tableBytes = table.view.subtreeResidentBytes
        XCTAssertGreaterThan(tableBytes, 0, "the table was drawn while on screen")
        let memoryBefore = application.memoryInUse
        let trace = LifecycleTrace()

        trace.record { application.simulateMemoryWarning() }

        XCTAssertEqual(trace.lines.filter { $0.hasPrefix("PhotoListController") }, [
            "PhotoListController didReceiveMemoryWarning",
            "PhotoListController viewWillUnload",
            "PhotoListController viewDidUnload",
        ])
        XCTAssertFalse(table.isViewLoaded)
        XCTAssertNil(tableView.object, "the view was freed (ARC), not just forgotten")
        XCTAssertNil(cell.object, "its subviews too")
        XCTAssertEqual(memoryBefore - application.memoryInUse, tableBytes, "exactly the unloaded view's memory is freed")
        XCTAssertTrue(navigation.isViewLoaded && detail.isViewLoaded, "views on screen are never unloaded")
    }

    func test_V6_strongAndWeakOutletsIntoUnloadedViewAreReleased() async {
        let application = Application(memoryWarningPolicy: .legacy, notificationHub: NotificationHub())
        let form = FormController()
        let navigation = NavigationController(rootViewController: form)
        _ = showOnScreen(navigation, in: application)
        navigation.pushViewController(DetailController())
        let label = WeakReference(form.titleLabel)
        let button = WeakReference(form.saveButton)
        XCTAssertNotNil(label.object)

        application.simulateMemoryWarning()

        XCTAssertNil(form.titleLabel, "a strong outlet into the unloaded view is cleared")
        XCTAssertNil(label.object, "and the label it held is freed")
        XCTAssertNil(button.object)
    }

    func test_V6_viewOnScreenIsNeverUnloaded() async {
        let application = Application(memoryWarningPolicy: .legacy, notificationHub: NotificationHub())
        let form = FormController()
        _ = showOnScreen(form, in: application)
        let memoryBefore = application.memoryInUse
        application.simulateMemoryWarning()
        XCTAssertTrue(form.isViewLoaded)
        XCTAssertNotNil(form.titleLabel)
        XCTAssertEqual(application.memoryInUse, memoryBefore)
    }

    func test_V6_viewAssignedFromOutsideCannotBeRebuiltAndIsKept() async {
        let application = Application(memoryWarningPolicy: .legacy, notificationHub: NotificationHub())
        let controller = DetailController()
        controller.view = RuntimeView()
        let built = FormController()
        _ = built.view
        let bundle = FakeNibBundle()
        bundle.nibs["Detail"] = { _ in }
        let fromNib = ViewController(nibName: "Detail", bundle: bundle)
        fromNib.view = RuntimeView()
        XCTAssertFalse(controller.canUnloadView)
        XCTAssertTrue(built.canUnloadView)
        XCTAssertTrue(fromNib.canUnloadView, "an assigned view can go when the controller's nib can rebuild it")
        application.simulateMemoryWarning()
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertFalse(built.isViewLoaded)
        XCTAssertFalse(fromNib.isViewLoaded)
    }

    func test_V7_navigationUnloadsViewsBelowTopOnly() async {
        let application = Application(memoryWarningPolicy: .legacy, notificationHub: NotificationHub())
        let bottom = FormController()
        let middle = PhotoListController()
        let top = DetailController()
        let navigation = NavigationController(rootViewController: bottom)
        _ = showOnScreen(navigation, in: application)
        navigation.pushViewController(middle)
        navigation.pushViewController(top)
        application.simulateMemoryWarning()
        XCTAssertFalse(bottom.isViewLoaded)
        XCTAssertFalse(middle.isViewLoaded)
        XCTAssertTrue(top.isViewLoaded)
        XCTAssertTrue(navigation.isViewLoaded)
    }

    func test_V7_tabBarUnloadsUnselectedTabs() async {
        let application = Application(memoryWarningPolicy: .legacy, notificationHub: NotificationHub())
        let first = FormController()
        let second = PhotoListController()
        let tabs = TabBarController(viewControllers: [first, second])
        _ = showOnScreen(tabs, in: application)
        tabs.selectedIndex = 1
        XCTAssertTrue(first.isViewLoaded)
        application.simulateMemoryWarning()
        XCTAssertFalse(first.isViewLoaded, "the unselected tab's view is unloaded")
        XCTAssertTrue(second.isViewLoaded, "the selected tab's view is on screen")

        let trace = LifecycleTrace()
        trace.record { tabs.selectedIndex = 0 }
        XCTAssertEqual(Array(trace.lines.filter { $0.hasPrefix("FormController") }.prefix(3)),
                       ["FormController loadView", "FormController viewDidLoad", "FormController viewWillAppear"])
    }

    func test_V12_selectionSurvivesUnloadAndIsRestoredInViewDidLoad() async {
        let (application, navigation, table, _) = makeSeed001Stack(policy: .legacy)
        XCTAssertEqual(table.tableView?.indexPathForSelectedRow, 3)
        application.simulateMemoryWarning()
        XCTAssertFalse(table.isViewLoaded)
        XCTAssertEqual(table.savedSelection, 3, "the controller keeps the state, not the view")

        let trace = LifecycleTrace()
        trace.record { navigation.popViewController() }
        XCTAssertEqual(trace.lines.filter { $0.hasPrefix("PhotoListController") }, [
            "PhotoListController loadView", "PhotoListController viewDidLoad", "PhotoListController viewWillAppear",
            "PhotoListController viewWillLayoutSubviews", "PhotoListController viewDidLayoutSubviews",
            "PhotoListController viewDidAppear",
        ])
        XCTAssertEqual(table.tableView?.indexPathForSelectedRow, 3)
        XCTAssertEqual(table.tableView?.cellForRow(3)?.isSelected, true)
        XCTAssertEqual(table.selectionSeenInViewDidLoad, [nil, 3], "the selection is back when viewDidLoad runs")
    }

    func test_legacyWarningFreesMemoryAndReloadingTakesItAgain() async {
        let (application, navigation, table, _) = makeSeed001Stack(policy: .legacy)
        let before = application.memoryInUse
        application.simulateMemoryWarning()
        let freed = before - application.memoryInUse
        XCTAssertGreaterThan(freed, 0)
        navigation.popViewController()
        XCTAssertEqual(table.view.subtreeResidentBytes, freed, "the reloaded view is drawn again at the same size")
    }
}
