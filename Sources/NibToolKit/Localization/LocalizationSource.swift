import NibCore
import NibDocument
import NibUpgrade

/// The document a localisation command reads strings from: the document itself, or for an
/// Interface Builder 3 `<archive>` the modern document `--upgrade` makes of it, whose
/// objects keep the archive's object ids (so keys are the archive's, `12.text`).
enum LocalizationSource {
    static func readable(_ document: InterfaceDocument) throws -> InterfaceDocument {
        guard case .legacyArchive = document.format else { return document }
        return try LegacyDocumentUpgrader(document: document).upgrade().document(path: document.path)
    }

    /// The error for a translation written into an archive, which NibForge reads but does not edit.
    static func archiveImportError(_ document: InterfaceDocument, flag: String) -> Diagnostic {
        Diagnostic.error("\(flag) cannot write translations into an Interface Builder 3 archive; upgrade it first (nibtool --upgrade --write NEW.xib OLD.xib)",
                         path: document.path)
    }
}
