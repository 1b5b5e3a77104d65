import NibRuntime

/// What the command line asked for: a scenario and its options.
struct DemoOptions: Equatable {
    /// The scenario to play.
    var scenario: ScenarioName
    /// The memory-warning policy, when given with `--policy`.
    var policy: MemoryWarningPolicy?
    /// The storyboard scenario's storyboard, when given with `--storyboard`: the
    /// `.storyboard` document or a `.storyboardc` compiled from it.
    var storyboardPath: String?
}

/// The scenarios the demo plays, named as on the command line.
enum ScenarioName: String, CaseIterable {
    /// Seed 001: a table controller unloaded under a pushed controller, selection restored.
    case tableUnload = "table-unload"
    /// Seed 004: layout passes on rotation and status-bar changes, for root and contained controllers.
    case layout
    /// Rule V8: full-screen versus over-full-screen modal presentation during a memory warning.
    case modal
    /// A storyboard: scenes and views on demand, show, modal and unwind segues, a warning.
    case storyboard
}

/// Why the command line could not be understood.
enum DemoUsageError: Error, Equatable {
    case missingScenario
    case unknownScenario(String)
    case unknownOption(String)
    case missingPolicyValue
    case unknownPolicy(String)
    case missingStoryboardPath

    var message: String {
        switch self {
        case .missingScenario: return "no scenario given"
        case .unknownScenario(let name): return "unknown scenario '\(name)'"
        case .unknownOption(let option): return "unknown option '\(option)'"
        case .missingPolicyValue: return "--policy needs a value: legacy or modern"
        case .unknownPolicy(let value): return "unknown policy '\(value)' (expected legacy or modern)"
        case .missingStoryboardPath: return "--storyboard needs a path: Photos.storyboard or a Photos.storyboardc compiled from it"
        }
    }
}

/// The result of reading the command line.
enum DemoCommand: Equatable {
    case run(DemoOptions)
    case help
}

enum DemoCommandLine {
    /// The one-line synopsis, printed with every usage error.
    static let usage = "usage: lifecycle-demo <table-unload|layout|modal|storyboard> [--policy legacy|modern] [--storyboard PATH]"

    /// The full help text.
    static let help = """
        \(usage)

        Plays the view-controller scenarios of the NibForge seeds on NibRuntime and prints the
        lifecycle trace (one `<Class> <method>` line per call) and the memory in use.

        scenarios:
          table-unload  a table with a selected row under a navigation controller, a controller
                        pushed over it, a memory warning, then a pop (seed 001)
          layout        layout passes on rotation and on a status-bar height change, for a root
                        controller and for children of navigation and tab bar controllers (seed 004)
          modal         a memory warning while a full-screen, then an over-full-screen, modal
                        covers its presenter (rule V8)
          storyboard    Examples/Storyboard/Photos.storyboard: scenes and views loaded on demand,
                        show and modal segues, a memory warning, an unwind segue (seeds 001, 003)

        options:
          --policy legacy|modern   memory-warning policy (default: modern; modal, storyboard: legacy)
          --storyboard PATH        the storyboard scenario's storyboard: the document (the default,
                                   Examples/Storyboard/Photos.storyboard) or a .storyboardc compiled
                                   from it (`nibtool --compile Photos.storyboardc Photos.storyboard`)
          -h, --help               show this help
        """

    /// Reads the arguments after the program name.
    static func parse(_ arguments: [String]) throws -> DemoCommand {
        var scenario: ScenarioName?
        var policy: MemoryWarningPolicy?
        var storyboardPath: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return .help
            case "--policy":
                guard let value = remaining.popFirst() else { throw DemoUsageError.missingPolicyValue }
                guard let parsed = MemoryWarningPolicy(rawValue: value) else { throw DemoUsageError.unknownPolicy(value) }
                policy = parsed
            case let option where option.hasPrefix("--policy="):
                let value = String(option.dropFirst("--policy=".count))
                guard let parsed = MemoryWarningPolicy(rawValue: value) else { throw DemoUsageError.unknownPolicy(value) }
                policy = parsed
            case "--storyboard":
                guard let value = remaining.popFirst() else { throw DemoUsageError.missingStoryboardPath }
                storyboardPath = value
            case let option where option.hasPrefix("-"):
                throw DemoUsageError.unknownOption(option)
            default:
                guard scenario == nil else { throw DemoUsageError.unknownOption(argument) }
                guard let name = ScenarioName(rawValue: argument) else { throw DemoUsageError.unknownScenario(argument) }
                scenario = name
            }
        }
        guard let scenario else { throw DemoUsageError.missingScenario }
        return .run(DemoOptions(scenario: scenario, policy: policy, storyboardPath: storyboardPath))
    }
}
