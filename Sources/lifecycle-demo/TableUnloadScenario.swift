import NibRuntime

/// Seed 001: a table with a selected row under a navigation controller, a controller pushed
/// over it, a memory warning, and a pop back to the table.
@MainActor
enum TableUnloadScenario {
    static func run(policy: MemoryWarningPolicy, report: DemoReport) {
        report.title("table-unload (seed 001), policy: \(policy.rawValue)")
        let application = Application(memoryWarningPolicy: policy)
        let window = Window(application: application)
        let table = PhotoListController()
        let navigation = NavigationController(rootViewController: table)

        report.step("show the table under a navigation controller and select row 4") {
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            table.tableView?.simulateTap(onRow: 3)
        }
        report.memory("memory in use", application.memoryInUse)
        report.memory("held by the table's view", table.viewIfLoaded?.subtreeResidentBytes ?? 0)

        report.step("push a detail controller over the table") {
            navigation.pushViewController(DetailViewController())
        }
        let beforeWarning = application.memoryInUse
        report.memory("memory in use before the warning", beforeWarning)

        report.step("memory warning") {
            application.simulateMemoryWarning()
        }
        let afterWarning = application.memoryInUse
        report.memory("memory in use after the warning", afterWarning)
        report.memory("freed by the warning", beforeWarning - afterWarning)
        report.figure("table view loaded", table.isViewLoaded ? "yes" : "no (unloaded)")

        report.step("pop back to the table") {
            navigation.popViewController()
        }
        report.memory("memory in use after the pop", application.memoryInUse)
        let selection = (table.viewIfLoaded as? TableView)?.indexPathForSelectedRow.map { "row \($0 + 1)" } ?? "none"
        report.figure("selection after the pop", selection)
    }
}
