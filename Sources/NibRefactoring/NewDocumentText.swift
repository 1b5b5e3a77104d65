import NibDocument
import NibXML

/// The text of the document a split creates, written as Interface Builder writes a new
/// document of the same platform and tools version: the old document's XML declaration,
/// `<document>` attributes and what precedes `<objects>` (device, dependencies), then File's Owner with the owner's class,
/// First Responder (and the Application object in Cocoa), the moved objects, and the
/// resources they use.
struct NewDocumentText {
    let bytes: [UInt8]

    init(document: InterfaceDocument, identifiers: PlaceholderIdentifiers, owner: InterfaceObject,
         ownerConnections: [[UInt8]], movedObjects: [[UInt8]], resources: [[UInt8]]) {
        var text: [UInt8] = []
        let root = document.markup.root
        // The XML declaration and anything else before the root element.
        text.append(contentsOf: document.markup.source.prefix(max(0, root.sourceOffset)))
        if text.isEmpty { text.append(contentsOf: Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)) }
        text.append(contentsOf: Array("<document".utf8))
        for attribute in root.attributes {
            text.append(contentsOf: Array(" \(attribute.name)=\"".utf8))
            text.append(contentsOf: attribute.rawValue)
            text.append(UInt8(ascii: "\""))
        }
        text.append(contentsOf: Array(">\n".utf8))
        // What precedes the objects (`<device>`, `<dependencies>`, `<customFonts>`) is the
        // same for the new document.
        for element in root.childElements {
            if element.hasName("objects") { break }
            text.append(contentsOf: Array("    ".utf8))
            text.append(contentsOf: element.serializedSubtree(indentationShift: 4 - (element.indentation ?? 4)))
            text.append(UInt8(ascii: "\n"))
        }
        text.append(contentsOf: Array("    <objects>\n".utf8))
        text.append(contentsOf: Array(NewDocumentText.filesOwner(owner, identifiers: identifiers, platform: document.platform,
                                                                 connections: ownerConnections).utf8))
        for element in movedObjects {
            text.append(contentsOf: Array("        ".utf8))
            text.append(contentsOf: element)
            text.append(UInt8(ascii: "\n"))
        }
        text.append(contentsOf: Array("    </objects>\n".utf8))
        if !resources.isEmpty {
            text.append(contentsOf: Array("    <resources>\n".utf8))
            for element in resources {
                text.append(contentsOf: Array("        ".utf8))
                text.append(contentsOf: element)
                text.append(UInt8(ascii: "\n"))
            }
            text.append(contentsOf: Array("    </resources>\n".utf8))
        }
        text.append(contentsOf: Array("</document>\n".utf8))
        bytes = text
    }

    /// File's Owner (with the owner's class and module), First Responder and, in Cocoa,
    /// the Application object, each on its own line as Interface Builder writes them.
    static func filesOwner(_ owner: InterfaceObject, identifiers: PlaceholderIdentifiers, platform: TargetPlatform,
                           connections: [[UInt8]]) -> String {
        let className = owner.customClass ?? owner.className
        var classAttributes = " customClass=\"\(escaped(className))\""
        if let module = owner.customModule { classAttributes += " customModule=\"\(escaped(module))\"" }
        if let provider = owner.customModuleProvider { classAttributes += " customModuleProvider=\"\(escaped(provider))\"" }
        let opening: String
        let closing: String
        var placeholders: String
        switch platform {
        case .cocoa:
            opening = "        <customObject id=\"\(identifiers.filesOwner)\" userLabel=\"File's Owner\"\(classAttributes)"
            closing = "        </customObject>\n"
            placeholders = "        <customObject id=\"\(identifiers.firstResponder)\" userLabel=\"First Responder\" customClass=\"FirstResponder\"/>\n"
            if let application = identifiers.application {
                placeholders += "        <customObject id=\"\(application)\" userLabel=\"Application\" customClass=\"NSObject\"/>\n"
            }
        case .cocoaTouch, .appleTV, .watchKit:
            opening = "        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"\(identifiers.filesOwner)\" userLabel=\"File's Owner\"\(classAttributes)"
            closing = "        </placeholder>\n"
            placeholders = "        <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(identifiers.firstResponder)\" customClass=\"UIResponder\"/>\n"
        }
        guard !connections.isEmpty else { return opening + "/>\n" + placeholders }
        var text = opening + ">\n            <connections>\n"
        for connection in connections {
            text += "                " + String(decoding: connection, as: UTF8.self) + "\n"
        }
        return text + "            </connections>\n" + closing + placeholders
    }
}

/// `value` escaped for a double-quoted attribute.
private func escaped(_ value: String) -> String {
    String(decoding: MarkupEscaping.escapeAttribute(value), as: UTF8.self)
}
