// lifecycle-demo: plays the seeds' view-controller scenarios on NibRuntime and prints the
// lifecycle trace and memory figures. Run `lifecycle-demo --help` for the scenarios.
import Foundation
import NibRuntime

/// EX_USAGE from sysexits(3): the command was used incorrectly.
let usageExitStatus: Int32 = 64

func printToStandardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

do {
    switch try DemoCommandLine.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help:
        print(DemoCommandLine.help)
    case .run(let options):
        let report = DemoReport()
        switch options.scenario {
        case .tableUnload:
            TableUnloadScenario.run(policy: options.policy ?? .modern, report: report)
        case .layout:
            LayoutScenario.run(policy: options.policy ?? .modern, report: report)
        case .modal:
            ModalScenario.run(policy: options.policy ?? .legacy, report: report)
        case .storyboard:
            StoryboardScenario.run(policy: options.policy ?? .legacy, storyboardPath: options.storyboardPath, report: report)
        }
    }
} catch let error as DemoUsageError {
    printToStandardError("lifecycle-demo: \(error.message)")
    printToStandardError(DemoCommandLine.usage)
    exit(usageExitStatus)
}
