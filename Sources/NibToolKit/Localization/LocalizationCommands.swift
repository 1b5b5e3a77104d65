import NibCore
import NibFiles
import NibDocument
import NibLocalization

/// ibtool's localisation commands on one document: `--import-strings-file`,
/// `--import-xliff`, `--export-strings-file`, `--export-xliff` and `--localizable-strings`,
/// and NibForge's `--import-xcstrings` (`--export-xcstrings` takes many documents:
/// `StringCatalogCommand`).
///
/// Imports change the document's tree in place (only the translated values); `NibTool`
/// then writes it with `--write`. Imports run before exports, so one run can translate and
/// export the translated strings. Files are written atomically.
enum LocalizationCommands {
    /// The output key of `--localizable-strings`.
    static let localizableStringsKey = "com.apple.ibtool.document.localizable-strings"

    /// Runs the commands `options` asks for on `document` (read from `documentPath`).
    /// Throws a `Diagnostic` for anything that stops the run: an import without `--write`,
    /// an unreadable translation file (with its `path:line:col`), a file that cannot be written.
    static func perform(
        _ options: LocalizationOptions, on document: InterfaceDocument, documentPath: String, writePath: String?
    ) throws -> LocalizationOutcome {
        var outcome = LocalizationOutcome()
        guard options.requestsWork else { return outcome }
        if options.importsTranslations && writePath == nil {
            let flag = importFlag(options)
            throw Diagnostic.error(
                "nothing was written: \(flag) applies the translations to a copy of the document, so it needs --write OUTPUT")
        }
        // An IB 3 archive is read through its upgrade; comments name classes as its era did.
        let naming = options.classNaming ?? LocalizableClassNaming.era(of: document)
        if case .legacyArchive = document.format, options.importsTranslations {
            throw LocalizationSource.archiveImportError(document, flag: importFlag(options))
        }
        let source = try LocalizationSource.readable(document)

        if let stringsPath = options.importStringsPath {
            let table = try StringsFileReader.read(try InputFile.read(stringsPath), path: stringsPath)
            outcome.diagnostics += table.warnings
            outcome.diagnostics += apply(table, to: document, translationsPath: stringsPath)
        }
        if let xliffPath = options.importXLIFFPath {
            let xliff = try XLIFFReader.read(try InputFile.read(xliffPath), path: xliffPath)
            let file = try XLIFFFileSelection.file(for: documentPath, in: xliff, xliffPath: xliffPath)
            outcome.diagnostics += apply(file.translationTable, to: document, translationsPath: xliffPath)
        }
        if options.localizeIncremental {
            outcome.diagnostics += try IncrementalLocalizationCommand.merge(
                previous: options.previousFilePath, incremental: options.incrementalFilePath, into: document, documentPath: documentPath)
        }
        if let catalogPath = options.importCatalogPath {
            outcome.diagnostics += try StringCatalogCommand.importTranslations(
                from: catalogPath, language: options.targetLanguage, into: document, documentPath: documentPath)
        }
        if let exportPath = options.exportStringsPath {
            let entries = DocumentLocalization(document: source, classNaming: naming).localizableEntries()
            try AtomicFile.write(StringsFileWriter.bytes(for: entries), to: exportPath)
        }
        if let exportPath = options.exportXLIFFPath {
            let file = XLIFFFile(
                original: documentPath, sourceLanguage: options.sourceLanguage, targetLanguage: options.targetLanguage,
                tool: .nibtool(version: NibTool.version),
                entries: DocumentLocalization(document: source, classNaming: naming).localizableEntries())
            try AtomicFile.write(XLIFFWriter.bytes(for: XLIFFDocument(files: [file])), to: exportPath)
        }
        if options.reportLocalizableStrings {
            outcome.output[localizableStringsKey] = localizableStrings(of: source)
        }
        return outcome
    }

    /// The import flag of the run, for messages.
    private static func importFlag(_ options: LocalizationOptions) -> String {
        options.importStringsPath != nil ? "--import-strings-file" : options.importXLIFFPath != nil ? "--import-xliff"
            : options.importCatalogPath != nil ? "--import-xcstrings" : "--localize-incremental"
    }

    /// Sets the translated values of `table` in `document` and returns the warnings for keys
    /// that matched nothing (each names the key and points at it in `translationsPath`).
    static func apply(_ table: StringsTable, to document: InterfaceDocument, translationsPath: String) -> [Diagnostic] {
        let localization = DocumentLocalization(document: document)
        let plan = localization.translationPlan(applying: table, path: translationsPath)
        localization.apply(plan)
        return plan.warnings
    }

    /// `{objectID: {keyPath: value}}` for every non-empty localizable string of `document`.
    /// When a document repeats an object id, the first object's value is reported.
    static func localizableStrings(of document: InterfaceDocument) -> ReportValue {
        var objects: [String: [String: ReportValue]] = [:]
        for entry in DocumentLocalization(document: document).localizableEntries() where !entry.value.isEmpty {
            if objects[entry.objectID, default: [:]][entry.keyPath] == nil {
                objects[entry.objectID, default: [:]][entry.keyPath] = .string(entry.value)
            }
        }
        return .dictionary(objects.mapValues { .dictionary($0) })
    }
}
