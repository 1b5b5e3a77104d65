/// An element of a small XML tree, enough to read XLIFF: name, attributes, children, and
/// the byte offset where the element starts (for diagnostics).
struct XMLElementNode {
    /// A child: an element, or text with entities and character references resolved.
    enum Child {
        case element(XMLElementNode)
        case text(String)
    }

    var name: String
    var attributes: [(name: String, value: String)]
    var children: [Child]
    var offset: Int

    /// The name without a namespace prefix (`xliff:file` -> `file`).
    var localName: String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }

    /// The value of the attribute called `name` (the full name, prefix included), if present.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements in order.
    var elements: [XMLElementNode] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// All text inside the element, including text inside child elements, in order.
    var textContent: String {
        var result = ""
        for child in children {
            switch child {
            case .text(let text): result += text
            case .element(let element): result += element.textContent
            }
        }
        return result
    }
}
