/// An XML element in a lossless tree: its name, attributes in source order, children, and
/// the exact bytes of its tags so an unchanged element writes back identically.
///
/// Elements are reference types so that a typed layer (the `NibDocument` module) can keep
/// pointers to them and edit values in place; the edit is then visible when the whole
/// document is written.
public final class MarkupElement {
    /// The element name, e.g. `document`, `label`, `connections`.
    public var name: String
    /// Attributes in source order.
    public var attributes: [MarkupAttribute]
    /// Child nodes in source order, white space text included.
    public var children: [MarkupNode]
    /// The bytes between the last attribute and `>` or `/>` (usually empty).
    public var spaceBeforeClose: ArraySlice<UInt8>
    /// True when the element was written `<name/>`. An element that gains children is
    /// written with an end tag whatever this says.
    public var isSelfClosing: Bool
    /// The bytes between `</name` and `>` of the end tag (usually empty).
    public var spaceInEndTag: ArraySlice<UInt8>
    /// Byte offset of the `<` that starts this element in the parsed source; -1 for elements
    /// created in code. `MarkupDocument.location(of:)` turns it into line and column.
    public let sourceOffset: Int

    /// Creates an element in code, e.g. to insert it into a document.
    public init(name: String, attributes: [(String, String)] = [], children: [MarkupNode] = []) {
        self.name = name
        self.attributes = attributes.map { MarkupAttribute(name: $0.0, value: $0.1) }
        self.children = children
        self.spaceBeforeClose = []
        self.isSelfClosing = children.isEmpty
        self.spaceInEndTag = []
        self.sourceOffset = -1
    }

    init(name: String, sourceOffset: Int) {
        self.name = name
        self.attributes = []
        self.children = []
        self.spaceBeforeClose = []
        self.isSelfClosing = false
        self.spaceInEndTag = []
        self.sourceOffset = sourceOffset
    }

    // MARK: Attributes

    /// The decoded value of the attribute `name`, or nil when the element has none.
    public subscript(attribute name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// Sets the attribute `name` to `value`, keeping its place and spacing if it exists,
    /// else appending it as ` name="value"`.
    public func setAttribute(_ name: String, to value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append(MarkupAttribute(name: name, value: value))
        }
    }

    /// Removes the attribute `name` with the white space before it. Returns whether it existed.
    @discardableResult
    public func removeAttribute(_ name: String) -> Bool {
        guard let index = attributes.firstIndex(where: { $0.name == name }) else { return false }
        attributes.remove(at: index)
        return true
    }

    // MARK: Children

    /// The child elements, in order, skipping text, comments and other nodes.
    public var childElements: [MarkupElement] {
        children.compactMap(\.element)
    }

    /// The first child element named `name`.
    public func firstChild(named name: String) -> MarkupElement? {
        for child in children {
            if case .element(let element) = child, element.name == name { return element }
        }
        return nil
    }

    /// The child elements named `name`, in order.
    public func children(named name: String) -> [MarkupElement] {
        children.compactMap { node in
            if case .element(let element) = node, element.name == name { return element }
            return nil
        }
    }

    /// The decoded text of the element's direct text and CDATA children, concatenated.
    public var textContent: String {
        var result = ""
        for child in children {
            switch child {
            case .text(let text): result += text.value
            case .characterData(let raw):
                // Strip `<![CDATA[` (9 bytes) and `]]>` (3 bytes).
                if raw.count >= 12 { result += String(decoding: raw.dropFirst(9).dropLast(3), as: UTF8.self) }
            default: break
            }
        }
        return result
    }

    /// Replaces all children with one text node holding `value` (escaped).
    public func setTextContent(_ value: String) {
        children = value.isEmpty ? [] : [.text(MarkupText(value: value))]
    }

    /// Inserts `element` as a child at `index` among `children`, indenting it like its
    /// siblings: the white space before the previous child element (or this element's own
    /// indentation plus four spaces) is copied before it, so hand-made insertions look as
    /// if Interface Builder wrote them.
    public func insertChildElement(_ element: MarkupElement, indentation: String) {
        let newline = MarkupText(value: "\n" + indentation)
        if children.isEmpty {
            children = [.text(newline), .element(element), .text(MarkupText(value: "\n" + String(indentation.dropLast(min(4, indentation.count)))))]
        } else if case .text = children[children.count - 1] {
            children.insert(contentsOf: [.text(newline), .element(element)], at: children.count - 1)
        } else {
            children.append(contentsOf: [.text(newline), .element(element)])
        }
    }

    /// Removes the child element `element` (by identity) and the white space text right
    /// before it, so the surrounding layout stays as it was. Returns whether it was found.
    @discardableResult
    public func removeChildElement(_ element: MarkupElement) -> Bool {
        guard let index = children.firstIndex(where: { $0.element === element }) else { return false }
        children.remove(at: index)
        if index > 0, case .text(let text) = children[index - 1], text.isWhitespace {
            children.remove(at: index - 1)
        }
        return true
    }

    /// Every element of this subtree, this one first, in document order. Iterative, so
    /// any depth the parser accepted is safe.
    public func descendants() -> [MarkupElement] {
        var result: [MarkupElement] = []
        var stack: [MarkupElement] = [self]
        while let element = stack.popLast() {
            result.append(element)
            for child in element.children.reversed() {
                if case .element(let childElement) = child { stack.append(childElement) }
            }
        }
        return result
    }
}
