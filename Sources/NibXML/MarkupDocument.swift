import NibCore

/// A whole XML document held losslessly, in one table of nodes and one of attributes.
///
/// Every node and attribute refers to its exact bytes in `source` (or, once edited, to
/// bytes the edit created), so `serialized()` of an unedited document returns the input
/// byte for byte, and an edit changes only the bytes it touches. `MarkupElement` and
/// `MarkupNode` are small handles (document + index) into these tables.
public final class MarkupDocument {
    /// The bytes the document was parsed from.
    public let source: [UInt8]
    /// True when the source started with a UTF-8 byte order mark (written back as it was).
    public var hasByteOrderMark: Bool

    @exclusivity(unchecked) var nodes: ContiguousArray<NodeRecord>
    @exclusivity(unchecked) var attributeRecords: ContiguousArray<AttributeRecord>
    /// Bytes created by edits; `ByteSpan.owner` indexes this array.
    @exclusivity(unchecked) var ownedBytes: [[UInt8]] = []
    var rootIndex: Int32

    private var cachedLineIndex: LineIndex?

    init(source: [UInt8], hasByteOrderMark: Bool, nodes: ContiguousArray<NodeRecord>,
         attributes: ContiguousArray<AttributeRecord>, rootIndex: Int32) {
        self.source = source
        self.hasByteOrderMark = hasByteOrderMark
        self.nodes = nodes
        self.attributeRecords = attributes
        self.rootIndex = rootIndex
    }

    /// Parses `bytes` as a UTF-8 XML document. Throws a `Diagnostic` with the line and
    /// column of the first problem; `path` is attached to it when given.
    public convenience init(parsing bytes: [UInt8], path: String? = nil, limits: MarkupParser.Limits = .init()) throws {
        do {
            let parsed = try MarkupParser.parse(bytes, limits: limits)
            self.init(source: bytes, hasByteOrderMark: parsed.hasByteOrderMark, nodes: parsed.nodes,
                      attributes: parsed.attributes, rootIndex: parsed.rootIndex)
        } catch let diagnostic as Diagnostic {
            throw path.map { diagnostic.inFile($0) } ?? diagnostic
        }
    }

    /// The root element (`document` for modern Interface Builder files, `archive` for old ones).
    public var root: MarkupElement { MarkupElement(document: self, index: rootIndex) }

    /// Every top-level node: the prolog (XML declaration, comments, white space), the root
    /// element and the epilog, in order.
    public var topLevelNodes: [MarkupNode] {
        MarkupNode(document: self, index: 0).children
    }

    /// The number of nodes parsed or created (elements, text, comments, ...).
    public var nodeCount: Int { nodes.count - 1 }

    // MARK: Locations

    /// The line and column of a byte offset in `source`.
    public func location(ofOffset offset: Int) -> SourceLocation {
        if cachedLineIndex == nil { cachedLineIndex = LineIndex(source) }
        return cachedLineIndex!.location(ofOffset: offset)
    }

    /// Where `element` starts in the source, or nil for elements created by edits.
    public func location(of element: MarkupElement) -> SourceLocation? {
        let offset = nodes[Int(element.index)].sourceOffset
        return offset >= 0 ? location(ofOffset: Int(offset)) : nil
    }

    // MARK: Writing

    /// The document as bytes: identical to `source` when nothing was edited.
    public func serialized() -> [UInt8] {
        var writer = MarkupWriter(document: self)
        writer.writeChildren(of: 0)
        return writer.output
    }

    // MARK: Bytes

    /// Calls `body` with the bytes of `span`, without copying them.
    @inline(__always)
    func withBytes<Result>(_ span: ByteSpan, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if span.owner < 0 {
            return try source.withUnsafeBufferPointer { buffer in
                try body(UnsafeBufferPointer(rebasing: buffer[Int(span.start)..<Int(span.end)]))
            }
        }
        return try ownedBytes[Int(span.owner)].withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[Int(span.start)..<Int(span.end)]))
        }
    }

    /// The bytes of `span` as a new array.
    func bytes(_ span: ByteSpan) -> [UInt8] { withBytes(span) { Array($0) } }

    /// The bytes of `span` decoded as UTF-8, references left as they are.
    func string(_ span: ByteSpan) -> String { withBytes(span) { String(decoding: $0, as: UTF8.self) } }

    /// True when `span` holds exactly the UTF-8 of `text`.
    @inline(__always)
    func span(_ span: ByteSpan, equals text: String) -> Bool {
        var text = text
        return text.withUTF8 { expected in
            guard expected.count == span.count else { return false }
            return withBytes(span) { actual in
                for index in 0..<expected.count where actual[index] != expected[index] { return false }
                return true
            }
        }
    }

    /// Stores bytes an edit created and returns their span.
    func own(_ bytes: [UInt8]) -> ByteSpan {
        ownedBytes.append(bytes)
        return ByteSpan(owner: Int32(ownedBytes.count - 1), start: 0, end: Int32(bytes.count))
    }

    // MARK: Creating nodes

    /// Creates an element that belongs to this document but is not yet in the tree; insert
    /// it with `MarkupElement.insertChildElement(_:indentation:)`.
    public func makeElement(name: String, attributes: [(String, String)] = []) -> MarkupElement {
        var record = NodeRecord(kind: .element, parent: -1, content: own(Array(name.utf8)), sourceOffset: -1)
        record.isSelfClosing = true
        record.firstAttribute = Int32(attributeRecords.count)
        record.attributeCount = Int32(attributes.count)
        for (attributeName, value) in attributes {
            attributeRecords.append(makeAttributeRecord(name: attributeName, value: value))
        }
        nodes.append(record)
        return MarkupElement(document: self, index: Int32(nodes.count - 1))
    }

    func makeAttributeRecord(name: String, value: String) -> AttributeRecord {
        AttributeRecord(
            leadingSpace: own([ASCII.space]), name: own(Array(name.utf8)), equalsSign: own([ASCII.equals]),
            value: own(MarkupEscaping.escapeAttribute(value)), quote: ASCII.quote)
    }

    /// Creates an unlinked text node holding `value`, escaped.
    func makeText(_ value: String) -> Int32 {
        nodes.append(NodeRecord(kind: .text, parent: -1, content: own(MarkupEscaping.escapeText(value)), sourceOffset: -1))
        return Int32(nodes.count - 1)
    }

    // MARK: Linking

    /// Links the unlinked node `child` into `parent`'s children before `successor`
    /// (at the end when `successor` is -1).
    func link(_ child: Int32, into parent: Int32, before successor: Int32) {
        let childIndex = Int(child)
        nodes[childIndex].parent = parent
        if successor < 0 {
            let last = nodes[Int(parent)].lastChild
            nodes[childIndex].previousSibling = last
            nodes[childIndex].nextSibling = -1
            if last >= 0 { nodes[Int(last)].nextSibling = child } else { nodes[Int(parent)].firstChild = child }
            nodes[Int(parent)].lastChild = child
        } else {
            let previous = nodes[Int(successor)].previousSibling
            nodes[childIndex].previousSibling = previous
            nodes[childIndex].nextSibling = successor
            nodes[Int(successor)].previousSibling = child
            if previous >= 0 { nodes[Int(previous)].nextSibling = child } else { nodes[Int(parent)].firstChild = child }
        }
    }

    /// Removes `child` from its parent's children (the node stays in the table, unlinked).
    func unlink(_ child: Int32) {
        let record = nodes[Int(child)]
        guard record.parent >= 0 else { return }
        if record.previousSibling >= 0 {
            nodes[Int(record.previousSibling)].nextSibling = record.nextSibling
        } else {
            nodes[Int(record.parent)].firstChild = record.nextSibling
        }
        if record.nextSibling >= 0 {
            nodes[Int(record.nextSibling)].previousSibling = record.previousSibling
        } else {
            nodes[Int(record.parent)].lastChild = record.previousSibling
        }
        nodes[Int(child)].parent = -1
        nodes[Int(child)].previousSibling = -1
        nodes[Int(child)].nextSibling = -1
    }
}
