import NibDocument
import NibXML

/// The document's `<resources>` entries (images, named colours, system colours) that the
/// moved part uses: they are copied to the new document, and removed from the old one
/// when nothing left there names them, as Interface Builder drops unused resources.
struct ResourceMove {
    /// The entries for the new document, each as text at the resources' depth.
    let movedText: [[UInt8]]

    /// Call after the moved elements have left the old document's tree.
    init(document: InterfaceDocument, usedByMovedPart: Set<String>) {
        guard let resources = document.markup.root.firstChild(named: "resources") else {
            movedText = []
            return
        }
        let entries = resources.childElements.filter { entry in
            entry[attribute: "name"].map(usedByMovedPart.contains) ?? false
        }
        movedText = entries.map { $0.serializedSubtree(indentationShift: 8 - ($0.indentation ?? 8)) }
        guard !entries.isEmpty else { return }
        let remainingElements = document.markup.root.childElements.filter { !$0.hasName("resources") }
        let stillUsed = DocumentSplit.attributeValues(under: remainingElements)
        for entry in entries where !stillUsed.contains(entry[attribute: "name"] ?? "") {
            resources.removeChildElement(entry)
        }
        if resources.holdsOnlyWhitespace { document.markup.root.removeChildElement(resources) }
    }
}
