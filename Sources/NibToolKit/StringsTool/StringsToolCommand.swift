/// One `nibtool strings ...` command line, parsed.
///
///     nibtool strings list [--json] PATH...
///     nibtool strings find [--json] TEXT PATH...
///     nibtool strings find [--json] --regex PATTERN PATH...
///     nibtool strings replace [--dry-run] FROM TO PATH...
///
/// Flags may come anywhere after the subcommand; `--` ends the flags, so a text that starts
/// with `--` can still be searched for. A PATH is a document or a folder searched recursively.
struct StringsToolCommand {
    /// What to do with the localizable strings of the documents.
    enum Action {
        /// Print every localizable string.
        case list
        /// Print the localizable strings whose value matches.
        case find(StringsValueMatcher)
        /// Replace exact text inside localizable values.
        case replace(from: String, to: String)
    }

    /// A mistake in the command line, reported with the usage text (exit status 64).
    struct UsageError: Error {
        let message: String
    }

    var action: Action
    /// The documents and folders named on the command line, in order.
    var paths: [String]
    /// `--json`: print a JSON array instead of a table (list and find).
    var json = false
    /// `--dry-run`: print a unified diff instead of writing (replace).
    var dryRun = false

    /// Parses the arguments that follow `strings`.
    static func parse(_ arguments: [String]) throws(UsageError) -> StringsToolCommand {
        guard let subcommand = arguments.first else { throw UsageError(message: "no subcommand given") }
        var positionals: [String] = []
        var json = false
        var dryRun = false
        var regexPattern: String?
        var flagsEnded = false
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if flagsEnded || !argument.hasPrefix("--") {
                positionals.append(argument)
                continue
            }
            switch (argument, subcommand) {
            case ("--", _):
                flagsEnded = true
            case ("--json", "list"), ("--json", "find"):
                json = true
            case ("--dry-run", "replace"):
                dryRun = true
            case ("--regex", "find"):
                guard index < arguments.count else { throw UsageError(message: "missing pattern after '--regex'") }
                regexPattern = arguments[index]
                index += 1
            default:
                throw UsageError(message: "unknown option '\(argument)' for 'strings \(subcommand)'")
            }
        }

        let action: Action
        switch subcommand {
        case "list":
            action = .list
        case "find":
            if let regexPattern {
                do {
                    action = .find(try StringsValueMatcher(regexPattern: regexPattern))
                } catch {
                    throw UsageError(message: "invalid regular expression '\(regexPattern)': \(error)")
                }
            } else {
                guard !positionals.isEmpty else { throw UsageError(message: "'strings find' needs the TEXT to look for") }
                action = .find(StringsValueMatcher(text: positionals.removeFirst()))
            }
        case "replace":
            guard positionals.count >= 2 else { throw UsageError(message: "'strings replace' needs FROM and TO") }
            let from = positionals.removeFirst()
            let to = positionals.removeFirst()
            guard !from.isEmpty else { throw UsageError(message: "'strings replace' cannot replace empty text") }
            action = .replace(from: from, to: to)
        default:
            throw UsageError(message: "unknown subcommand '\(subcommand)'; use list, find or replace")
        }
        guard !positionals.isEmpty else { throw UsageError(message: "no documents or folders given") }
        return StringsToolCommand(action: action, paths: positionals, json: json, dryRun: dryRun)
    }

    /// The usage text printed with usage errors and `nibtool strings --help`.
    static let usage = """
        Usage: nibtool strings list [--json] PATH...
               nibtool strings find [--json] TEXT PATH...
               nibtool strings find [--json] --regex PATTERN PATH...
               nibtool strings replace [--dry-run] FROM TO PATH...
          PATH is a .xib or .storyboard, or a folder searched recursively for them.
          replace changes exact text inside localizable values and writes each document
          atomically; --dry-run prints a unified diff instead and writes nothing.

        """
}
