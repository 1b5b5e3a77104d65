import NibXML

/// A small element tree for writing new documents: attributes in insertion order, child
/// elements, serialised with Interface Builder's four-space indentation.
///
/// The lossless `MarkupDocument` edits existing bytes; an upgrade writes a document that
/// did not exist, so it builds this tree and serialises it once.
struct MarkupBuilder {
    var name: String
    var attributes: [(name: String, value: String)] = []
    var children: [MarkupBuilder] = []

    init(_ name: String, _ attributes: [(String, String?)] = []) {
        self.name = name
        for (attributeName, value) in attributes {
            if let value { self.attributes.append((attributeName, value)) }
        }
    }

    /// Sets `name` to `value` (nil leaves the element unchanged); replaces an earlier value.
    mutating func set(_ name: String, _ value: String?) {
        guard let value else { return }
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append((name, value))
        }
    }

    /// The value of attribute `name`, if set.
    subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    mutating func append(_ child: MarkupBuilder) { children.append(child) }

    /// Appends `child` inside the container element `containerName` (created when absent):
    /// `<subviews>`, `<items>`, `<connections>`.
    mutating func append(_ child: MarkupBuilder, inContainer containerName: String) {
        if let index = children.firstIndex(where: { $0.name == containerName && $0.attributes.isEmpty }) {
            children[index].children.append(child)
        } else {
            var container = MarkupBuilder(containerName)
            container.children.append(child)
            children.append(container)
        }
    }

    /// The element and its descendants as text, starting at `depth` levels of indentation.
    func serialized(depth: Int = 0) -> String {
        var text = ""
        write(into: &text, depth: depth)
        return text
    }

    private func write(into text: inout String, depth: Int) {
        let indentation = String(repeating: "    ", count: depth)
        text += indentation + "<" + name
        for attribute in attributes {
            text += " " + attribute.name + "=\"" + String(decoding: MarkupEscaping.escapeAttribute(attribute.value), as: UTF8.self) + "\""
        }
        if children.isEmpty {
            text += "/>\n"
            return
        }
        text += ">\n"
        for child in children { child.write(into: &text, depth: depth + 1) }
        text += indentation + "</" + name + ">\n"
    }
}
