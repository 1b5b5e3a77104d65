/// A handle to an element of a lossless tree: read its name, attributes and children,
/// and edit them in place (see `MarkupElement+Editing.swift`).
///
/// Handles are small values (document + index), so a typed layer such as `NibDocument`
/// can keep one per object cheaply. Two handles are equal when they name the same element.
public struct MarkupElement: Hashable {
    /// The document the element belongs to.
    public let document: MarkupDocument
    let index: Int32

    init(document: MarkupDocument, index: Int32) {
        self.document = document
        self.index = index
    }

    @inline(__always)
    var record: NodeRecord { document.nodes[Int(index)] }

    /// The element name, e.g. `document`, `label`, `connections`.
    public var name: String { document.string(record.content) }

    /// True when the element's name is `name` (compares bytes, allocates nothing).
    @inline(__always)
    public func hasName(_ name: String) -> Bool { document.span(record.content, equals: name) }

    /// Byte offset of the `<` that starts this element in the source; -1 for elements
    /// created by edits. `MarkupDocument.location(of:)` turns it into line and column.
    public var sourceOffset: Int { Int(record.sourceOffset) }

    /// True when the element is written `<name/>` (and has no children).
    public var isSelfClosing: Bool { record.isSelfClosing && record.firstChild < 0 }

    /// The parent element; nil for the root and for elements not in the tree.
    public var parent: MarkupElement? {
        let parent = record.parent
        guard parent > 0, document.nodes[Int(parent)].kind == .element else { return nil }
        return MarkupElement(document: document, index: parent)
    }

    // MARK: Attributes

    /// The index in `attributeRecords` of the attribute `name`, if present. Compares lengths
    /// first and bytes only on a length match, all within one access to the tables.
    func attributeIndex(_ name: String) -> Int? {
        let record = self.record
        let first = Int(record.firstAttribute)
        let end = first + Int(record.attributeCount)
        guard first < end else { return nil }
        let document = self.document
        var name = name
        return name.withUTF8 { expected -> Int? in
            document.attributeRecords.withUnsafeBufferPointer { attributes -> Int? in
                for attribute in first..<end {
                    let span = attributes[attribute].name
                    guard span.count == expected.count else { continue }
                    if document.withBytes(span, { $0.elementsEqual(expected) }) { return attribute }
                }
                return nil
            }
        }
    }

    /// True when the element has an attribute called `name` (compares bytes, decodes nothing).
    public func hasAttribute(_ name: String) -> Bool { attributeIndex(name) != nil }

    /// The decoded value of the attribute `name`, or nil when the element has none.
    public subscript(attribute name: String) -> String? {
        guard let attribute = attributeIndex(name) else { return nil }
        return document.withBytes(document.attributeRecords[attribute].value) { MarkupEscaping.decode($0) }
    }

    /// Calls `body` with each attribute's name and raw value (references unexpanded), in
    /// order, without copying or allocating: the fast path for readers that pick several
    /// attributes out of every element. Decode a value with `MarkupEscaping.decodeLenient`.
    package func forEachRawAttribute(_ body: (_ name: UnsafeBufferPointer<UInt8>, _ rawValue: UnsafeBufferPointer<UInt8>) -> Void) {
        let record = self.record
        let first = Int(record.firstAttribute)
        let end = first + Int(record.attributeCount)
        guard first < end else { return }
        let document = self.document
        document.source.withUnsafeBufferPointer { source in
            document.attributeRecords.withUnsafeBufferPointer { attributes in
                for attributeIndex in first..<end {
                    let stored = attributes[attributeIndex]
                    if stored.name.owner < 0 && stored.value.owner < 0 {
                        // Fast path: both still point into the parsed source.
                        body(UnsafeBufferPointer(rebasing: source[Int(stored.name.start)..<Int(stored.name.end)]),
                             UnsafeBufferPointer(rebasing: source[Int(stored.value.start)..<Int(stored.value.end)]))
                    } else {
                        document.withBytes(stored.name) { name in
                            document.withBytes(stored.value) { value in body(name, value) }
                        }
                    }
                }
            }
        }
    }

    /// The attributes in source order.
    public var attributes: [MarkupAttribute] {
        let record = self.record
        let first = Int(record.firstAttribute)
        return (first..<(first + Int(record.attributeCount))).map { attribute in
            let stored = document.attributeRecords[attribute]
            return MarkupAttribute(
                name: document.string(stored.name),
                value: document.withBytes(stored.value) { MarkupEscaping.decodeLenient($0) },
                rawValue: document.bytes(stored.value))
        }
    }

    // MARK: Children

    /// Every child node in order, white space text included.
    public var children: [MarkupNode] { MarkupNode(document: document, index: index).children }

    /// The child elements in order, skipping text, comments and other nodes. Iterating
    /// allocates nothing.
    public var childElements: MarkupChildElements { MarkupChildElements(document: document, first: record.firstChild) }

    /// The first child element named `name`.
    public func firstChild(named name: String) -> MarkupElement? {
        childElements.first { $0.hasName(name) }
    }

    /// The first child element named `name` whose `key` attribute is `key`: how Interface
    /// Builder documents name a property's value (`<color key="backgroundColor" .../>`).
    /// Iterating allocates nothing.
    public func firstChild(named name: String, key: String) -> MarkupElement? {
        childElements.first { $0.hasName(name) && $0[attribute: "key"] == key }
    }

    /// The child elements named `name`, in order.
    public func children(named name: String) -> [MarkupElement] {
        childElements.filter { $0.hasName(name) }
    }

    /// The decoded text of the element's direct text and CDATA children, concatenated.
    public var textContent: String {
        var result = ""
        var child = record.firstChild
        while child >= 0 {
            if let text = MarkupNode(document: document, index: child).text { result += text }
            child = document.nodes[Int(child)].nextSibling
        }
        return result
    }

    /// The nearest element enclosing this one whose name is one of `names`, or nil.
    public func nearestAncestor(named names: Set<String>) -> MarkupElement? {
        var ancestor = parent
        while let current = ancestor, !names.contains(current.name) { ancestor = current.parent }
        return ancestor
    }

    /// Every element of this subtree, this one first, in document order. Iterative, so
    /// any depth is safe.
    public func descendants() -> [MarkupElement] {
        var result: [MarkupElement] = []
        var stack: [Int32] = [index]
        while let current = stack.popLast() {
            result.append(MarkupElement(document: document, index: current))
            var child = document.nodes[Int(current)].lastChild
            while child >= 0 {
                if document.nodes[Int(child)].kind == .element { stack.append(child) }
                child = document.nodes[Int(child)].previousSibling
            }
        }
        return result
    }

    public static func == (lhs: MarkupElement, rhs: MarkupElement) -> Bool {
        lhs.document === rhs.document && lhs.index == rhs.index
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(document))
        hasher.combine(index)
    }
}

/// The child elements of an element, as a sequence that walks sibling links directly.
public struct MarkupChildElements: Sequence {
    let document: MarkupDocument
    let first: Int32

    public struct Iterator: IteratorProtocol {
        let document: MarkupDocument
        var upcoming: Int32

        public mutating func next() -> MarkupElement? {
            while upcoming >= 0 {
                let current = upcoming
                let record = document.nodes[Int(current)]
                upcoming = record.nextSibling
                if record.kind == .element { return MarkupElement(document: document, index: current) }
            }
            return nil
        }
    }

    public func makeIterator() -> Iterator { Iterator(document: document, upcoming: first) }
}
