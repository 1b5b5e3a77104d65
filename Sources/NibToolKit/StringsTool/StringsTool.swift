/// `nibtool strings`: Interface Builder's Strings tool over many documents at once.
///
/// `list` prints every localizable string (a table, or JSON with `--json`), `find` the ones
/// whose value contains a text or matches a `--regex`, and `replace` changes exact text
/// inside localizable values in every document, atomically, or prints the unified diff with
/// `--dry-run`. A document that cannot be read gets a compiler-style error on standard
/// error; the others are still processed, and the exit status is 1 at the end.
public enum StringsTool {
    /// The first argument that selects the Strings tool: `nibtool strings ...`.
    /// (A document literally named `strings` can be given as `./strings`.)
    public static let commandName = "strings"

    /// Runs one `nibtool strings` command line (the arguments after `strings`). `progress`
    /// shows the progress of long runs; by default on standard error when it is a terminal.
    public static func run(_ arguments: [String], progress: ProgressLine = .terminal) -> ToolResult {
        var result = ToolResult()
        if arguments.first == "--help" || arguments.first == "help" {
            result.standardOutput = Array(StringsToolCommand.usage.utf8)
            return result
        }
        let command: StringsToolCommand
        do {
            command = try StringsToolCommand.parse(arguments)
        } catch {
            result.standardError = "error: \(error.message)\n" + StringsToolCommand.usage
            result.exitStatus = 64
            return result
        }

        let collected = DocumentCollector.documents(in: command.paths)
        var run = StringsToolRun(command: command)
        run.report(collected.diagnostics)
        for (index, path) in collected.documents.enumerated() {
            progress.report(index + 1, of: collected.documents.count, path: path)
            run.process(path)
        }
        progress.finish(total: collected.documents.count)
        return run.finish()
    }
}
