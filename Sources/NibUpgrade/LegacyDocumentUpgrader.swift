import NibCore
import NibDocument
import NibXML

/// Writes a modern `<document>` from an Interface Builder 3 `<archive>` document, as
/// `ibtool --upgrade` does, for Cocoa and Cocoa Touch.
///
/// The archive holds the live objects with their AppKit / UIKit archive keys (`NSvFlags`,
/// `NSCellFlags`, `IBUIText`); the upgrade turns each into the element and attributes the
/// modern format uses for it, keeps every object id, custom class, user label and
/// connection, and reports each archived setting it does not carry over as a warning
/// (`path:line:col: warning: ...`). `verify(_:against:)` checks the result: the upgraded
/// document must hold the same objects, in the same places, with the same connections.
public struct LegacyDocumentUpgrader {
    /// The upgraded document's text and what the upgrade could not carry over.
    public struct Upgrade: Sendable {
        /// The modern document, UTF-8 XML.
        public let text: String
        /// One warning per archived setting left out, and per object written generically.
        public let warnings: [Diagnostic]

        /// The upgraded text read as a document (its messages name `path`).
        public func document(path: String?) throws -> InterfaceDocument {
            try InterfaceDocument(parsing: Array(text.utf8), path: path)
        }
    }

    public let document: InterfaceDocument

    /// `document` must be a legacy archive (`DocumentFormat.legacyArchive`).
    public init(document: InterfaceDocument) {
        self.document = document
    }

    /// Builds the modern document.
    public func upgrade() throws -> Upgrade {
        guard case .legacyArchive = document.format else {
            throw Diagnostic.error("the document is already in the modern format; there is nothing to upgrade", path: document.path)
        }
        guard let data = document.markup.root.firstChild(named: "data") else {
            throw Diagnostic.error("the archive has no <data> element", path: document.path)
        }
        let session = UpgradeSession(document: document, graph: LegacyArchiveGraph(data: data))
        let text = session.documentText()
        return Upgrade(text: text, warnings: session.warnings)
    }
}
