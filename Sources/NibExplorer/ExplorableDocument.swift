import NibCore
import NibDocument
import NibUpgrade

/// Opens a document for the explorer tools. Interface Builder 3 `<archive>` documents are
/// read through the same typed view as modern ones: they are upgraded in memory (object ids
/// kept), so their frames, connections and paths are found the same way.
public enum ExplorableDocument {
    /// Reads `bytes` (the file at `path`) as a document the tools can explore, and the
    /// warnings reading it gave.
    public static func open(_ bytes: [UInt8], path: String) throws -> (document: InterfaceDocument, warnings: [Diagnostic]) {
        let document = try InterfaceDocument(parsing: bytes, path: path)
        guard case .legacyArchive = document.format else { return (document, []) }
        let upgrade = try LegacyDocumentUpgrader(document: document).upgrade()
        // Lines and columns in warnings then refer to the upgraded text, which the path says.
        let upgraded = try upgrade.document(path: path + " (upgraded)")
        return (upgraded, [])
    }
}
