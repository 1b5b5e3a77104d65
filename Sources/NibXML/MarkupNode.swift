/// A handle to any node of a lossless tree: element, text, comment, CDATA, processing
/// instruction or DOCTYPE. Cheap to copy; valid as long as its document lives.
public struct MarkupNode: Hashable {
    /// The document the node belongs to.
    public let document: MarkupDocument
    let index: Int32

    init(document: MarkupDocument, index: Int32) {
        self.document = document
        self.index = index
    }

    /// What kind of node this is.
    public var kind: MarkupNodeKind { document.nodes[Int(index)].kind }

    /// The element, when this node is one.
    public var element: MarkupElement? {
        kind == .element ? MarkupElement(document: document, index: index) : nil
    }

    /// The exact bytes of a non-element node (delimiters included; text raw, references
    /// unexpanded). For an element: its name.
    public var rawBytes: [UInt8] { document.bytes(document.nodes[Int(index)].content) }

    /// Decoded text: a text node's characters with references expanded, a CDATA section's
    /// content; nil for other kinds.
    public var text: String? {
        let record = document.nodes[Int(index)]
        switch record.kind {
        case .text:
            return document.withBytes(record.content) { MarkupEscaping.decodeLenient($0) }
        case .characterData:
            // Strip `<![CDATA[` (9 bytes) and `]]>` (3 bytes).
            return document.withBytes(record.content) { bytes in
                bytes.count >= 12 ? String(decoding: bytes[9..<(bytes.count - 3)], as: UTF8.self) : ""
            }
        default:
            return nil
        }
    }

    /// True for a text node holding only white space (indentation between elements).
    public var isWhitespace: Bool {
        let record = document.nodes[Int(index)]
        guard record.kind == .text else { return false }
        return document.withBytes(record.content) { $0.allSatisfy(ASCII.isWhitespace) }
    }

    /// The node's children, in order (elements and the document container only).
    public var children: [MarkupNode] {
        var result: [MarkupNode] = []
        var child = document.nodes[Int(index)].firstChild
        while child >= 0 {
            result.append(MarkupNode(document: document, index: child))
            child = document.nodes[Int(child)].nextSibling
        }
        return result
    }

    public static func == (lhs: MarkupNode, rhs: MarkupNode) -> Bool {
        lhs.document === rhs.document && lhs.index == rhs.index
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(document))
        hasher.combine(index)
    }
}

/// One attribute of an element, as read: its name, its decoded value and its raw bytes.
public struct MarkupAttribute: Hashable, Sendable {
    /// The attribute name, e.g. `customClass`.
    public var name: String
    /// The decoded value (references expanded).
    public var value: String
    /// The value exactly as it stands between the quotes.
    public var rawValue: [UInt8]
}
