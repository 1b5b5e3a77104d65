import NibCore

/// What the localisation commands of one run add to nibtool's output.
///
/// Warnings (a `.strings` key that matches no object, a duplicate key, ...) are always
/// printed compiler-style on standard error, because scripts that import translations
/// rarely ask for `--warnings`; they also join `com.apple.ibtool.document.warnings` when
/// `--warnings` is asked, as ibtool reports document problems there.
struct LocalizationOutcome {
    /// Keys for the output property list (`com.apple.ibtool.document.localizable-strings`).
    var output: [String: ReportValue] = [:]
    /// Warnings about the translations read or the document, with their file and place.
    var diagnostics: [Diagnostic] = []

    /// The warnings as standard error lines, `path:line:col: warning: message`.
    var standardError: String {
        diagnostics.map { $0.description + "\n" }.joined()
    }

    /// Adds the report keys to `output`, and the warnings to the warnings list when it was
    /// asked for. Plist entries leave out the line and column: they point into the
    /// translation file, not the document the output describes; the message names the key.
    func merge(into output: inout [String: ReportValue], informationKeys: Set<ToolOptions.InformationKey>) {
        output.merge(self.output) { _, new in new }
        guard informationKeys.contains(.warnings) else { return }
        let additions = diagnostics.filter { $0.severity == .warning }.map { diagnostic -> ReportValue in
            var withoutPlace = diagnostic
            withoutPlace.location = nil
            return DocumentReports.message(withoutPlace)
        }
        guard !additions.isEmpty else { return }
        let key = ToolOptions.InformationKey.warnings.plistKey
        output[key] = .array((output[key]?.arrayValue ?? []) + additions)
    }
}
