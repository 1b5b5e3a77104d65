import Foundation
import NibCore
import NibDocument
import NibSourceCheck
import NibSourceIndex

/// `nibtool check [--sources DIR]... [--swift-version N] [--reporter xcode|json|checkstyle|sarif]
/// [--config FILE] [--unused] PATH...`: documents checked against their sources
/// (`NibSourceCheck`). Exit 0 with no errors, 1 with errors, 2 when it could not run.
enum CheckCommand {
    static let name = "check"

    struct Options {
        var paths: [String] = []
        var sources: [String] = []
        var swiftVersion = 6
        var reporter = CheckReporter.xcode
        var configPath: String?
        var unused = false
    }

    static func run(_ arguments: [String]) -> ToolResult {
        var result = ToolResult()
        if arguments.contains("--help") || arguments.contains("-h") {
            result.standardOutput = Array(HelpText.usage(of: name).utf8)
            return result
        }
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let message):
            result.standardError = "error: \(message)\n\n" + HelpText.usage(of: name)
            result.exitStatus = 2
            return result
        }
        var configuration = CheckConfiguration()
        if let configPath = options.configPath {
            do {
                let text = String(decoding: try InputFile.read(configPath), as: UTF8.self)
                configuration = try CheckConfiguration(parsing: text)
            } catch let error as CheckConfiguration.ParseError {
                result.standardError = "\(configPath):\(error.line):\(error.column): error: \(error.message)\n"
                result.exitStatus = 2
                return result
            } catch {
                result.standardError = Diagnostic.error("cannot read the configuration: \(error)", path: configPath).description + "\n"
                result.exitStatus = 2
                return result
            }
        }
        var documents: [String] = []
        for path in options.paths {
            guard FileManager.default.fileExists(atPath: path) else {
                result.standardError += Diagnostic.error("no such file or folder", path: path).description + "\n"
                result.exitStatus = 2
                return result
            }
            documents += documentPaths(under: path)
        }
        documents = documents.filter { !configuration.excludes($0) }

        let index = SourceIndex(paths: options.sources.isEmpty ? options.paths : options.sources,
                                style: SwiftSelectorStyle(swiftVersion: options.swiftVersion))
        var check = SourceCheck(index: index)
        check.disabledRules = configuration.disabledRules
        check.reportsUnused = options.unused
        var findings: [CheckFinding] = []
        for path in documents {
            do {
                let document = try InterfaceDocument(parsing: try InputFile.read(path), path: path)
                findings += check.check(document)
            } catch {
                let diagnostic = error as? Diagnostic ?? Diagnostic.error("\(error)", path: path)
                result.standardError += diagnostic.description + "\n"
                result.exitStatus = 2
            }
        }
        findings += check.unusedFindings()
        result.standardOutput = options.reporter.render(findings)
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        result.standardError += "checked \(documents.count) documents against \(index.classes.count) classes in \(index.files.count) source files: \(errors) errors, \(warnings) warnings\n"
        if result.exitStatus == 0, errors > 0 { result.exitStatus = 1 }
        return result
    }

    enum Parsed {
        case success(Options)
        case failure(String)
    }

    static func parse(_ arguments: [String]) -> Parsed {
        var options = Options()
        var index = 0
        func value(_ flag: String) -> String? {
            guard index < arguments.count else { return nil }
            defer { index += 1 }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--sources":
                guard let folder = value(argument) else { return .failure("missing folder after '--sources'") }
                options.sources.append(folder)
            case "--swift-version":
                guard let text = value(argument), let version = Int(text.split(separator: ".").first ?? ""), (2...6).contains(version) else {
                    return .failure("'--swift-version' takes 2, 3, 4, 5 or 6")
                }
                options.swiftVersion = version
            case "--reporter":
                guard let text = value(argument), let reporter = CheckReporter(rawValue: text) else {
                    return .failure("'--reporter' takes xcode, json, checkstyle or sarif")
                }
                options.reporter = reporter
            case "--config":
                guard let path = value(argument) else { return .failure("missing file after '--config'") }
                options.configPath = path
            case "--unused":
                options.unused = true
            case _ where argument.hasPrefix("--"):
                return .failure("unknown option '\(argument)' for 'check'")
            default:
                options.paths.append(argument)
            }
        }
        guard !options.paths.isEmpty else { return .failure("'check' needs at least one document or folder") }
        return .success(options)
    }

    /// The documents a PATH names: itself, or every .xib and .storyboard under a folder
    /// (hidden and build folders skipped), in path order.
    static func documentPaths(under path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
        var found: [String] = []
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || ["build", "DerivedData", "Pods", "Carthage"].contains(name) {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".xib") || name.hasSuffix(".storyboard") {
                found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
            }
        }
        return found.sorted()
    }
}
