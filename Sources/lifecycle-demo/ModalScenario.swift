import NibRuntime

/// Rule V8: a full-screen modal takes its presenter's view out of the window, so a legacy
/// memory warning unloads it and dismissal loads it again; an over-full-screen modal keeps it.
@MainActor
enum ModalScenario {
    static func run(policy: MemoryWarningPolicy, report: DemoReport) {
        report.title("modal (rule V8), policy: \(policy.rawValue)")
        let application = Application(memoryWarningPolicy: policy)
        let window = Window(application: application)
        let presenter = PresenterViewController()
        report.step("show the presenter") {
            window.rootViewController = presenter
            window.makeKeyAndVisible()
        }
        for style in [ModalPresentationStyle.fullScreen, .overFullScreen] {
            let name = style == .fullScreen ? "a full-screen" : "an over-full-screen"
            let modal = ModalViewController()
            modal.modalPresentationStyle = style
            report.step("present \(name) modal") { presenter.present(modal) }
            report.figure("presenter's view in the window", presenter.viewIfLoaded?.window == nil ? "no" : "yes")
            let before = application.memoryInUse
            report.step("memory warning") { application.simulateMemoryWarning() }
            report.figure("presenter's view loaded", presenter.isViewLoaded ? "yes" : "no (unloaded)")
            report.memory("freed by the warning", before - application.memoryInUse)
            report.step("dismiss the modal") { modal.dismiss() }
            report.memory("memory in use (the dismissed modal still referenced)", application.memoryInUse)
        }
    }
}
