import NibCore
import NibFiles
import NibDocument

/// `nibtool`: an `ibtool`-compatible command line for Interface Builder documents on Linux.
///
/// `NibTool.run(arguments)` does everything the executable does and returns the output
/// instead of printing it. Output keys follow ibtool (`com.apple.ibtool.document.*`).
public enum NibTool {
    /// The version nibtool reports under `com.apple.ibtool.version`.
    public static let version = "0.1.0"

    /// Which program the command line is for. Build scripts call `ibtool` by name; installed
    /// as `ibtool` (a link to nibtool), nibtool behaves exactly as ibtool: no subcommands, no
    /// NibForge-only options, ibtool's version dictionary and usage.
    public enum Personality: Sendable, Equatable {
        case nibtool
        case ibtool

        /// The personality a program started as `programName` (argv[0]) has: `ibtool` for
        /// any path whose last component is `ibtool`.
        public init(programName: String) {
            let name = programName.split(separator: "/").last.map(String.init) ?? programName
            self = name == "ibtool" ? .ibtool : .nibtool
        }
    }

    /// Options only nibtool has; ibtool would not accept them.
    static let nibtoolOnlyOptions: Set<String> = ["--compare", "--difference-limit", "--dump", "--ibtool-version"]

    /// Runs one command line (without the program name) as `personality`.
    ///
    /// ```swift
    /// let result = NibTool.run(["--compile", "Main.nib", "Main.xib"])
    /// FileHandle.standardError.write(Data(result.standardError.utf8))
    /// exit(result.exitStatus)
    /// ```
    public static func run(_ arguments: [String], as personality: Personality = .nibtool) -> ToolResult {
        if personality == .ibtool { return runAsIBTool(arguments) }
        if arguments.first == StringsTool.commandName {
            return StringsTool.run(Array(arguments.dropFirst()))
        }
        if arguments.first == CompileAllCommand.commandName {
            return CompileAllCommand.run(Array(arguments.dropFirst()))
        }
        if arguments.first == CheckCommand.name {
            return CheckCommand.run(Array(arguments.dropFirst()))
        }
        if arguments.first == SplitCommand.name {
            return SplitCommand.run(Array(arguments.dropFirst()))
        }
        if arguments.first == LazyReportCommand.name {
            return LazyReportCommand.run(Array(arguments.dropFirst()))
        }
        if arguments.first == ClassOfCommand.name {
            return ClassOfCommand.run(Array(arguments.dropFirst()))
        }
        if let first = arguments.first, let explore = ExploreCommand.Subcommand(rawValue: first) {
            return ExploreCommand.run(explore, Array(arguments.dropFirst()))
        }
        if arguments.first == "help" || (arguments.count == 1 && ["--help", "-h"].contains(arguments[0])) {
            return HelpText.run(Array(arguments.dropFirst()))
        }
        if let first = arguments.first, let unknown = unknownSubcommand(first) {
            var result = ToolResult()
            result.standardError = "error: no subcommand is called '\(first)'\(HelpText.suggestion(for: unknown)) (nibtool --help lists them)\n"
            result.exitStatus = 64
            return result
        }
        return runDocumentCommand(arguments, personality: .nibtool)
    }

    /// ibtool's command line: one document and options, nothing of nibtool's own.
    static func runAsIBTool(_ arguments: [String]) -> ToolResult {
        var result = ToolResult()
        if arguments.count == 1 && ["--help", "-h"].contains(arguments[0]) {
            result.standardOutput = Array(ibtoolUsage.utf8)
            return result
        }
        if let option = arguments.first(where: nibtoolOnlyOptions.contains) {
            let message = "Unrecognized option: \(option)"
            return failure(message, diagnostic: .error(message), format: .xml)
        }
        return runDocumentCommand(arguments, personality: .ibtool)
    }

    /// The ibtool-style command line shared by both personalities.
    static func runDocumentCommand(_ arguments: [String], personality: Personality) -> ToolResult {
        var result = ToolResult()
        let options: ToolOptions
        do {
            options = try ArgumentParser.parse(arguments)
        } catch .noArguments {
            result.standardError = "Error: No arguments specified\n" + (personality == .ibtool ? ibtoolUsage : usage)
            result.exitStatus = 64
            return result
        } catch {
            return failure(error.message, diagnostic: .error(error.message), format: .xml)
        }

        var output: [String: ReportValue] = [:]
        if options.printVersion {
            var versionDictionary: [String: ReportValue] = [
                "bundle-version": .string(version), "short-bundle-version": .string(version),
            ]
            if personality == .nibtool { versionDictionary["description"] = .string("NibForge nibtool \(version)") }
            output["com.apple.ibtool.version"] = .dictionary(versionDictionary)
        }
        guard let path = options.documentPath else {
            if options.printVersion && options.informationKeys.isEmpty && options.writePath == nil && !options.dump
                && !options.localization.requestsWork {
                return render(output, options: options, into: result)
            }
            let message = "No document specified."
            return failure(message, diagnostic: .error(message), format: options.outputFormat)
        }
        if let comparePath = options.compile.comparePath {
            return CompareCommand.run(left: comparePath, right: path, differenceLimit: options.compile.differenceLimit)
        }
        if let destination = options.compile.linkDirectory {
            return LinkCommand.run(options, destination: destination, inputs: [path] + options.additionalDocumentPaths)
        }
        if options.upgrade {
            return UpgradeCommand.run(options, documentPath: path)
        }
        if let catalogPath = options.localization.exportCatalogPath {
            return StringCatalogCommand.export(to: catalogPath, documents: [path] + options.additionalDocumentPaths,
                                               sourceLanguage: options.localization.sourceLanguage)
        }
        if options.compile.requestsCompile {
            return CompileCommand.run(options, documentPath: path)
        }
        if CompiledNibInspection.isCompiledNib(at: path) {
            return CompiledNibInspection.run(path: path, options: options, output: output, result: result)
        }
        if options.dump {
            let diagnostic = Diagnostic.error("--dump reads compiled nibs (.nib files and directories, .storyboardc); for documents use --objects, --hierarchy or --connections", path: path)
            return failure(diagnostic.description, diagnostic: diagnostic, format: options.outputFormat, documentPath: path)
        }
        do {
            let bytes = try InputFile.read(path)
            let document = try InterfaceDocument(parsing: bytes, path: path)
            let localization = try LocalizationCommands.perform(
                options.localization, on: document, documentPath: path, writePath: options.writePath)
            result.standardError += localization.standardError
            let reports = DocumentReports(document: document)
            for key in options.informationKeys {
                switch key {
                case .objects: output[key.plistKey] = reports.objects()
                case .hierarchy: output[key.plistKey] = reports.hierarchy()
                case .connections: output[key.plistKey] = reports.connections()
                case .classes: output[key.plistKey] = reports.classes()
                case .versionHistory: output[key.plistKey] = reports.versionHistory()
                case .errors: output[key.plistKey] = DocumentReports.messages(document.diagnostics, severity: .error)
                case .warnings: output[key.plistKey] = DocumentReports.messages(document.diagnostics, severity: .warning)
                case .notices: output[key.plistKey] = DocumentReports.messages(document.diagnostics, severity: .note)
                }
            }
            localization.merge(into: &output, informationKeys: options.informationKeys)
            if let writePath = options.writePath {
                try AtomicFile.write(document.serialized(), to: writePath)
            }
        } catch let diagnostic as Diagnostic {
            return failure(diagnostic.description, diagnostic: diagnostic, format: options.outputFormat, documentPath: path)
        } catch {
            let diagnostic = Diagnostic.error("\(error)", path: path)
            return failure(diagnostic.description, diagnostic: diagnostic, format: options.outputFormat, documentPath: path)
        }
        return render(output, options: options, into: result)
    }

    /// A first argument that looks like a mistyped subcommand: no option, no file of that
    /// name, no file extension, and close to a subcommand's name.
    static func unknownSubcommand(_ argument: String) -> String? {
        guard !argument.hasPrefix("-"), !argument.contains("."), !argument.contains("/"),
              !FileSystemCheck.exists(argument),
              EditDistance.nearest(to: argument, among: HelpText.subcommands, limit: max(2, argument.count / 3)) != nil else { return nil }
        return argument
    }

    /// The usage text printed as ibtool's: the options ibtool has.
    static let ibtoolUsage = """
        Usage: ibtool [options] document
          Information:  --objects --hierarchy --connections --classes --version-history --all
                        --errors --warnings --notices --version
          Output:       --output-format xml1|binary1|human-readable-text   --write PATH
          Compile:      --compile OUT.nib|OUT.storyboardc IN  (or --compilation-directory DIR IN)  [--module NAME]
                        --upgrade --write NEW.xib OLD.xib   --link PRODUCT_DIR COMPILED.storyboardc...
          Localisation: --export-strings-file OUT  --import-strings-file IN --write OUT  --localizable-strings
                        --export-xliff OUT [--source-language en] [--target-language fr]  --import-xliff IN --write OUT

        """

    /// The usage text printed with argument errors.
    static let usage = """
        Usage: nibtool [options] document
          Information:  --objects --hierarchy --connections --classes --version-history --all
                        --errors --warnings --notices --version
          Output:       --output-format xml1|binary1|human-readable-text   --write PATH
          Compiled nibs: --dump FILE.nib|DIR.nib|X.storyboardc  (and --objects --hierarchy --connections --classes)
          Compile:      --compile OUT.nib|OUT.storyboardc IN  (or --compilation-directory DIR IN)  [--module NAME]
                        --upgrade --write NEW.xib OLD.xib  (an Interface Builder 3 archive as a modern document)
                        --link PRODUCT_DIR COMPILED.storyboardc...  (Xcode's second step)
                        [--ibtool-version X.Y]  (Cocoa Touch: the Xcode whose encoding to write, 7 to 26)
                        [--companion-strings-file LOCALE:PATH]  (translations applied before compiling)
                        --compare A.nib B.nib  [--difference-limit N]
          Localisation: --export-strings-file OUT  --import-strings-file IN --write OUT  --localizable-strings
                        --export-xliff OUT [--source-language en] [--target-language fr]  --import-xliff IN --write OUT
                        --export-xcstrings CATALOG DOCUMENT...  --import-xcstrings CATALOG --target-language L --write OUT
                        --previous-file OLD_BASE --incremental-file OLD_LOCALIZED --localize-incremental --write OUT NEW_BASE
        Usage: nibtool strings list|find|replace ...   (nibtool strings --help)
        Usage: nibtool compile-all --output-dir DIR [compile flags] DOCUMENT|FOLDER...   (every core)
        Usage: nibtool geometry|objects-at|connections-of ...   (nibtool --help for everything)

        """

    static func render(_ output: [String: ReportValue], options: ToolOptions, into result: ToolResult) -> ToolResult {
        var result = result
        do {
            result.standardOutput = try PropertyListRenderer.render(output, format: options.outputFormat, documentPath: options.documentPath)
        } catch {
            result.standardError += "\(error)\n"
            result.exitStatus = 1
        }
        return result
    }

    /// A tool-level failure: `com.apple.ibtool.errors` in the output, the compiler-style
    /// line on standard error, exit status 1.
    static func failure(_ description: String, diagnostic: Diagnostic, format: OutputFormat, documentPath: String? = nil) -> ToolResult {
        var result = ToolResult()
        let output: [String: ReportValue] = [
            "com.apple.ibtool.errors": .array([.dictionary(["description": .string(description)])])
        ]
        result.standardOutput = (try? PropertyListRenderer.render(output, format: format, documentPath: documentPath)) ?? []
        result.standardError = diagnostic.description + "\n"
        result.exitStatus = 1
        return result
    }
}
