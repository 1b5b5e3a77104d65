/// Parses ibtool-style arguments: `nibtool [options] document`, options in any order
/// (`--link DIR` takes several documents).
///
/// ibtool's command line is not POSIX-style (flags take their value as the next word, or
/// after `=` in the same word as in `--flatten=NO`, and an unknown flag is reported inside
/// the output plist), so it is parsed by hand rather than with a general argument library.
enum ArgumentParser {
    /// A problem with the command line itself.
    enum Failure: Error, Equatable {
        /// No arguments at all: ibtool prints to stderr and exits 64.
        case noArguments
        /// An unknown `--flag`.
        case unknownArgument(String)
        /// A flag that needs a value came last.
        case missingValue(flag: String)
        /// A flag's value is not one it accepts.
        case invalidValue(flag: String, value: String, expected: String)
        /// More than one document was named.
        case extraDocument(String)

        /// The message ibtool-style tools print for it.
        var message: String {
            switch self {
            case .noArguments: "No arguments specified"
            case .unknownArgument(let argument): "Unknown argument '\(argument)'."
            case .missingValue(let flag): "Missing value for argument '\(flag)'."
            case .invalidValue(let flag, let value, let expected): "Invalid value '\(value)' for argument '\(flag)'; expected \(expected)."
            case .extraDocument(let path): "Only one document may be given; '\(path)' is extra."
            }
        }
    }

    /// `text`, the value given to `flag`, converted by `convert`; a value it does not accept
    /// is an `invalidValue` failure saying what was `expected`. Every flag with a typed
    /// value reads it through here, so they all report a bad value the same way.
    static func converted<Value>(
        _ text: String, for flag: String, expected: String, _ convert: (String) -> Value?
    ) throws(Failure) -> Value {
        guard let value = convert(text) else { throw .invalidValue(flag: flag, value: text, expected: expected) }
        return value
    }

    /// A count such as `--jobs 4` or `--difference-limit 100`: a whole number above zero.
    static func positiveNumber(_ text: String, for flag: String) throws(Failure) -> Int {
        try converted(text, for: flag, expected: "a positive number") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
    }

    static func parse(_ arguments: [String]) throws(Failure) -> ToolOptions {
        guard !arguments.isEmpty else { throw .noArguments }
        var options = ToolOptions()
        var index = 0
        /// The value given after `=` in the current word (`--flatten=NO`), until a flag takes it.
        var inlineValue: String?

        func value(for flag: String) throws(Failure) -> String {
            if let inline = inlineValue {
                inlineValue = nil
                return inline
            }
            index += 1
            guard index < arguments.count else { throw .missingValue(flag: flag) }
            return arguments[index]
        }

        while index < arguments.count {
            var argument = arguments[index]
            inlineValue = nil
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            if argument.hasPrefix("--") {
                if let key = ToolOptions.InformationKey.allCases.first(where: { $0.flag == argument }) {
                    options.informationKeys.insert(key)
                } else {
                    switch argument {
                    case "--all":
                        options.informationKeys.formUnion(ToolOptions.InformationKey.allCases)
                    case "--version":
                        options.printVersion = true
                    case "--dump":
                        options.dump = true
                    case "--upgrade":
                        options.upgrade = true
                    case "--write":
                        options.writePath = try value(for: argument)
                    case "--output-format":
                        options.outputFormat = try converted(try value(for: argument), for: argument, expected: "xml1, binary1 or human-readable-text") {
                            OutputFormat(rawValue: $0)
                        }
                    default:
                        let readValue = { () throws(Failure) in try value(for: argument) }
                        var accepted = try options.localization.accept(argument, value: readValue)
                        if !accepted { accepted = try options.compile.accept(argument, value: readValue) }
                        guard accepted else { throw .unknownArgument(argument) }
                    }
                }
                // A flag that takes no value was given one (`--all=YES`).
                if inlineValue != nil { throw .unknownArgument(arguments[index]) }
            } else if options.documentPath == nil {
                options.documentPath = argument
            } else {
                options.additionalDocumentPaths.append(argument)
            }
            index += 1
        }
        // `--link DIR` takes every compiled storyboard of the target at once.
        // So does `--export-xcstrings`: one catalog for the documents that share it.
        if let extra = options.additionalDocumentPaths.first, options.compile.linkDirectory == nil,
           options.localization.exportCatalogPath == nil {
            throw .extraDocument(extra)
        }
        return options
    }
}
