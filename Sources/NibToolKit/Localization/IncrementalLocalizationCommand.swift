import NibCore
import NibDocument
import NibLocalization

/// `nibtool --previous-file OLD_BASE --incremental-file OLD_LOCALIZED --localize-incremental
/// --write NEW_LOCALIZED NEW_BASE`: ibtool's incremental localization (`IncrementalLocalization`).
enum IncrementalLocalizationCommand {
    /// Merges the old localization into `document` (the new base, changed in place) and
    /// returns a note for every string that needs translating, at its place in the new
    /// base, and one that sums the merge up.
    static func merge(previous: String?, incremental: String?, into document: InterfaceDocument, documentPath: String) throws -> [Diagnostic] {
        guard let previous, let incremental else {
            throw Diagnostic.error("--localize-incremental needs --previous-file (the old base document) and --incremental-file (its old localization)",
                                   path: documentPath)
        }
        let previousBase = try InterfaceDocument(parsing: try InputFile.read(previous), path: previous)
        let previousLocalized = try InterfaceDocument(parsing: try InputFile.read(incremental), path: incremental)
        let merge = IncrementalLocalization(previousBase: previousBase, previousLocalized: previousLocalized, newBase: document)
        let report = merge.report
        var notes = report.needsTranslation.map { entry in
            Diagnostic(.note, "\(entry.key) needs translating: \(QuotedText.quoted(entry.value))", path: documentPath,
                       location: report.locations[entry.key])
        }
        notes.append(Diagnostic(.note, "\(report.carried.count) translations carried over from \(incremental), \(report.needsTranslation.count) strings need translating, \(report.carriedFrames.count) localized frames kept, \(report.dropped.count) strings no longer in the document",
                                path: documentPath))
        return notes
    }
}
