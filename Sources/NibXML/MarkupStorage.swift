/// The kinds of node a lossless tree holds.
public enum MarkupNodeKind: UInt8, Sendable {
    /// The invisible container of the prolog, the root element and the epilog.
    case document
    /// An element with attributes and children.
    case element
    /// Character data between tags, raw (white space between elements included).
    case text
    /// A comment, `<!--` and `-->` included.
    case comment
    /// A CDATA section, `<![CDATA[` and `]]>` included.
    case characterData
    /// A processing instruction or the XML declaration, `<?` and `?>` included.
    case processingInstruction
    /// A document type declaration, `<!DOCTYPE` and `>` included.
    case documentType
}

/// One node in the document's node table. Nodes link to each other by index, so the
/// whole tree lives in one contiguous array: parsing appends, editing relinks.
struct NodeRecord {
    var kind: MarkupNodeKind
    var isSelfClosing = false
    var parent: Int32
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var previousSibling: Int32 = -1
    var nextSibling: Int32 = -1
    /// Elements: the name. Other nodes: their exact bytes.
    var content: ByteSpan
    /// Elements: their attributes are `attributes[firstAttribute ..< firstAttribute + attributeCount]`.
    var firstAttribute: Int32 = 0
    var attributeCount: Int32 = 0
    /// Elements: bytes between the last attribute and `>` or `/>`.
    var spaceBeforeClose = ByteSpan.empty
    /// Elements: bytes between `</name` and `>`.
    var spaceInEndTag = ByteSpan.empty
    /// Byte offset of the node in the source; -1 for nodes created by edits.
    var sourceOffset: Int32

    init(kind: MarkupNodeKind, parent: Int32, content: ByteSpan, sourceOffset: Int32) {
        self.kind = kind
        self.parent = parent
        self.content = content
        self.sourceOffset = sourceOffset
    }
}

/// One attribute: the white space before it, its name, the bytes up to the opening quote
/// (`=`), the raw value between the quotes, and the quote character.
struct AttributeRecord {
    var leadingSpace: ByteSpan
    var name: ByteSpan
    var equalsSign: ByteSpan
    var value: ByteSpan
    var quote: UInt8
}
