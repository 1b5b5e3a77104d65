import Foundation
import NibCompiler
import NibCore

/// `nibtool compile-all --output-dir DIR [compile flags] DOCUMENT|FOLDER...`: compiles a
/// whole app's documents in one process, on every core (ibtool takes one per process).
///
/// Folders are searched for `.xib` and `.storyboard` files as `nibtool strings` searches
/// them. Each document goes to `DIR/<its .lproj folder>/<name>.nib|.storyboardc`, the place
/// Xcode's link step puts it in the product; two documents that would land on one path
/// are refused before anything is compiled. Errors and warnings are printed as
/// `path:line:col: severity: message`; the summary goes to standard output; the exit
/// status is 1 when a document failed.
enum CompileAllCommand {
    static let commandName = "compile-all"

    static let usage = """
        Usage: nibtool compile-all --output-dir DIR [--module NAME] [--ibtool-version X.Y]
                                   [--target-device D] [--minimum-deployment-target V] [--jobs N]
                                   DOCUMENT|FOLDER...

        """

    static func run(_ arguments: [String]) -> ToolResult {
        var result = ToolResult()
        var compile = CompileToolOptions()
        var outputDirectory: String?
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        var paths: [String] = []
        var index = 0
        do throws(ArgumentParser.Failure) {
            func value(for flag: String) throws(ArgumentParser.Failure) -> String {
                index += 1
                guard index < arguments.count else { throw .missingValue(flag: flag) }
                return arguments[index]
            }
            while index < arguments.count {
                let argument = arguments[index]
                switch argument {
                case "--output-dir":
                    outputDirectory = try value(for: argument)
                case "--jobs":
                    jobs = try ArgumentParser.positiveNumber(try value(for: argument), for: argument)
                case "--help":
                    result.standardOutput = Array(usage.utf8)
                    return result
                default:
                    if argument.hasPrefix("--") {
                        let accepted = try compile.accept(argument) { () throws(ArgumentParser.Failure) in try value(for: argument) }
                        guard accepted, compile.outputPath == nil, compile.compilationDirectory == nil else {
                            throw .unknownArgument(argument)
                        }
                    } else {
                        paths.append(argument)
                    }
                }
                index += 1
            }
        } catch {
            return failure(error.message + "\n" + usage)
        }
        guard let outputDirectory, !paths.isEmpty else { return failure("compile-all needs --output-dir DIR and at least one document or folder\n" + usage) }

        let collected = DocumentCollector.documents(in: paths)
        if !collected.diagnostics.isEmpty {
            return failure(collected.diagnostics.map(\.description).joined(separator: "\n"))
        }
        var jobsByOutput: [String: String] = [:]
        var batch: [BatchCompiler.Job] = []
        for document in collected.documents {
            let fileExtension = document.hasSuffix(".storyboard") ? "storyboardc" : "nib"
            let compiledName = URL(fileURLWithPath: document).deletingPathExtension().lastPathComponent + "." + fileExtension
            let placed = URL(fileURLWithPath: document).deletingLastPathComponent().appendingPathComponent(compiledName).path
            let output = LinkCommand.destinationPath(of: placed, in: outputDirectory)
            if let other = jobsByOutput[output] {
                return failure(Diagnostic.error("would be compiled to \(output), as \(other) is; rename one of them", path: document).description)
            }
            jobsByOutput[output] = document
            batch.append(BatchCompiler.Job(input: document, output: output, options: compile.compiler))
        }

        let outcomes = BatchCompiler.run(batch, concurrency: jobs)
        var messages: [String] = []
        for outcome in outcomes {
            messages += (outcome.warnings + outcome.notes).map(\.description)
            if let error = outcome.error { messages.append(error.description) }
        }
        result.standardError = messages.map { $0 + "\n" }.joined()
        let failed = outcomes.filter { !$0.succeeded }.count
        let warnings = outcomes.reduce(0) { $0 + $1.warnings.count }
        result.standardOutput = Array("compiled \(outcomes.count - failed) of \(outcomes.count) documents into \(outputDirectory) (\(failed) failed, \(warnings) warnings)\n".utf8)
        result.exitStatus = failed > 0 ? 1 : 0
        return result
    }

    private static func failure(_ message: String) -> ToolResult {
        var result = ToolResult()
        result.standardError = message.hasSuffix("\n") ? message : message + "\n"
        result.exitStatus = 64
        return result
    }
}
