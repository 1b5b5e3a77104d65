import NibCore

/// The report Xcode reads from a build step (`--compile`, `--link`): the requested
/// `com.apple.ibtool.document.{errors,warnings,notices}` keys; the step's warnings under
/// `warnings` and its notes under `notices` (when requested), both as `path:line:col:
/// warning: message` (or `note:`) on standard error;
/// on failure the error in `errors`, on standard error, and exit status 1.
enum BuildStepReport {
    /// Runs `step`, which returns its warnings and notes, and reports it; errors that are not
    /// `Diagnostic`s are attributed to `fallbackPath`.
    static func run(_ options: ToolOptions, fallbackPath: String, step: () throws -> [Diagnostic]) -> ToolResult {
        var output: [String: ReportValue] = [:]
        for key in options.informationKeys where [.errors, .warnings, .notices].contains(key) {
            output[key.plistKey] = .array([])
        }
        var result = ToolResult()
        do {
            let diagnostics = try step()
            let warnings = diagnostics.filter { $0.severity != .note }, notes = diagnostics.filter { $0.severity == .note }
            if !warnings.isEmpty, options.informationKeys.contains(.warnings) {
                output[ToolOptions.InformationKey.warnings.plistKey] = .array(warnings.map(DocumentReports.message))
            }
            if !notes.isEmpty, options.informationKeys.contains(.notices) {
                output[ToolOptions.InformationKey.notices.plistKey] = .array(notes.map(DocumentReports.message))
            }
            result.standardError = diagnostics.map { $0.description + "\n" }.joined()
        } catch {
            let diagnostic = (error as? Diagnostic) ?? Diagnostic.error("\(error)", path: fallbackPath)
            output[ToolOptions.InformationKey.errors.plistKey] = .array([DocumentReports.message(diagnostic)])
            result.standardError = diagnostic.description + "\n"
            result.exitStatus = 1
        }
        return NibTool.render(output, options: options, into: result)
    }
}
