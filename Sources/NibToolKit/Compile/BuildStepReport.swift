import NibCore

/// The report Xcode reads from a build step (`--compile`, `--link`): the requested
/// `com.apple.ibtool.document.{errors,warnings,notices}` keys, empty on success; on failure
/// the error in `errors`, as `path:line:col: error: message` on standard error, and exit
/// status 1.
enum BuildStepReport {
    /// Runs `step` and reports it; errors that are not `Diagnostic`s are attributed to `fallbackPath`.
    static func run(_ options: ToolOptions, fallbackPath: String, step: () throws -> Void) -> ToolResult {
        var output: [String: ReportValue] = [:]
        for key in options.informationKeys where [.errors, .warnings, .notices].contains(key) {
            output[key.plistKey] = .array([])
        }
        var result = ToolResult()
        do {
            try step()
        } catch {
            let diagnostic = (error as? Diagnostic) ?? Diagnostic.error("\(error)", path: fallbackPath)
            output[ToolOptions.InformationKey.errors.plistKey] = .array([DocumentReports.message(diagnostic)])
            result.standardError = diagnostic.description + "\n"
            result.exitStatus = 1
        }
        return NibTool.render(output, options: options, into: result)
    }
}
