import Foundation
import NibCore
import NibDocument
import NibFiles
import NibLocalization

/// `nibtool --export-xcstrings CATALOG.xcstrings DOCUMENT...` and `--import-xcstrings`:
/// String Catalogs as Xcode 15 and later keep them for storyboards and xibs.
///
/// Export creates the catalog, or updates the one at the path as Xcode does when it syncs
/// (`StringCatalogUpdate`): existing translations are kept, changed strings send their
/// translations back for review, strings that left the documents go stale (or go, when
/// nothing was translated). The catalog is written atomically, and only when it changed,
/// in Xcode's layout, so an up-to-date catalog is left byte for byte as it was.
enum StringCatalogCommand {
    static func export(to catalogPath: String, documents: [String], sourceLanguage: String) -> ToolResult {
        var result = ToolResult()
        do {
            var entries: [LocalizableEntry] = []
            for path in documents {
                let document = try LocalizationSource.readable(InterfaceDocument(parsing: try InputFile.read(path), path: path))
                // Catalogs are Xcode 15's: it names classes as UIKit does, whatever the document's age.
                let localization = DocumentLocalization(document: document, classNaming: .current)
                result.standardError += localization.diagnostics.map { $0.description + "\n" }.joined()
                entries += localization.localizableEntries()
            }
            let existing = FileManager.default.fileExists(atPath: catalogPath) ? try InputFile.read(catalogPath) : nil
            let catalog = try existing.map { try StringCatalog(bytes: $0, path: catalogPath) } ?? StringCatalog(sourceLanguage: sourceLanguage)
            let update = StringCatalogUpdate(catalog: catalog, entries: entries)
            let bytes = update.catalog.bytes
            if bytes != existing { try AtomicFile.write(bytes, to: catalogPath) }
            result.standardOutput = Array(summary(of: update.report, catalogPath: catalogPath, created: existing == nil).utf8)
        } catch {
            result.fail(with: error, path: catalogPath)
        }
        return result
    }

    /// One line per kind of change, for people and CI logs.
    static func summary(of report: StringCatalogUpdate.Report, catalogPath: String, created: Bool) -> String {
        var text = "\(catalogPath): \(created ? "created" : "updated"): \(report.added.count) added, \(report.changed.count) changed"
        text += " (\(report.translationsToReview) translations to review), \(report.markedStale.count) stale, \(report.removed.count) removed\n"
        return text
    }

    /// Applies the `language` translations of the catalog at `catalogPath` to `document`;
    /// returns a note saying how many strings were translated and how many have no
    /// translation in that language yet.
    static func importTranslations(from catalogPath: String, language: String?, into document: InterfaceDocument,
                                   documentPath: String) throws -> [Diagnostic] {
        guard let language else {
            throw Diagnostic.error("--import-xcstrings needs --target-language: a catalog holds every language", path: catalogPath)
        }
        let catalog = try StringCatalog(bytes: try InputFile.read(catalogPath), path: catalogPath)
        let localization = DocumentLocalization(document: document)
        // A catalog serves several documents and code too: its other keys are not errors.
        let plan = TranslationPlan(entries: localization.localizableEntries(), translations: catalog.translations(for: language).dictionary)
        let applied = localization.apply(plan)
        guard !plan.untranslatedEntries.isEmpty else { return [] }
        return [Diagnostic(.note, "\(applied) strings translated to \(language); \(plan.untranslatedEntries.count) have no \(language) translation in \(catalogPath) and keep their source text",
                           path: documentPath)]
    }
}
