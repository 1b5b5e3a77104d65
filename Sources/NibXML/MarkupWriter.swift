/// Serialises a lossless tree back to bytes, reusing every source byte it kept.
struct MarkupWriter {
    var output: [UInt8] = []

    init(capacity: Int) { output.reserveCapacity(capacity) }

    mutating func write(_ node: MarkupNode) {
        switch node {
        case .element(let element): write(element)
        case .text(let text): output.append(contentsOf: text.raw)
        case .comment(let raw), .characterData(let raw), .processingInstruction(let raw), .documentType(let raw):
            output.append(contentsOf: raw)
        }
    }

    mutating func write(_ element: MarkupElement) {
        output.append(ASCII.lessThan)
        output.append(contentsOf: element.name.utf8)
        for attribute in element.attributes {
            output.append(contentsOf: attribute.leadingSpace)
            output.append(contentsOf: attribute.name.utf8)
            output.append(contentsOf: attribute.equalsSign)
            output.append(attribute.quote)
            output.append(contentsOf: attribute.rawValue)
            output.append(attribute.quote)
        }
        output.append(contentsOf: element.spaceBeforeClose)
        if element.isSelfClosing && element.children.isEmpty {
            output.append(ASCII.slash)
            output.append(ASCII.greaterThan)
            return
        }
        output.append(ASCII.greaterThan)
        for child in element.children { write(child) }
        output.append(ASCII.lessThan)
        output.append(ASCII.slash)
        output.append(contentsOf: element.name.utf8)
        output.append(contentsOf: element.spaceInEndTag)
        output.append(ASCII.greaterThan)
    }
}
