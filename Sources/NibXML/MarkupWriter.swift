/// Serialises a node table back to bytes, reusing every byte span it holds. Iterative
/// (an explicit stack of open elements), so tree depth never touches the call stack.
struct MarkupWriter {
    let document: MarkupDocument
    var output: [UInt8] = []

    init(document: MarkupDocument, includingByteOrderMark: Bool = true) {
        self.document = document
        output.reserveCapacity(document.source.count + 64)
        if includingByteOrderMark && document.hasByteOrderMark { output.append(contentsOf: [0xEF, 0xBB, 0xBF]) }
    }

    mutating func append(_ span: ByteSpan) {
        if span.isEmpty { return }
        document.withBytes(span) { output.append(contentsOf: $0) }
    }

    /// Added to (or, when negative, taken from) the indentation after every line break of
    /// white-space-only text, so a subtree written at another depth lines up there.
    var indentationShift = 0

    /// Writes the children of `parent` and everything below them.
    mutating func writeChildren(of parent: Int32) {
        write(from: document.nodes[Int(parent)].firstChild, siblings: true)
    }

    /// Writes the node `node` and everything below it.
    mutating func writeSubtree(of node: Int32) {
        write(from: node, siblings: false)
    }

    private mutating func appendWhitespace(_ span: ByteSpan) {
        let bytes = document.bytes(span)
        for byte in bytes {
            if byte == ASCII.space, indentationShift < 0, let last = output.last, last == ASCII.space || last == ASCII.lineFeed {
                // Drop leading spaces of a line while the shift asks for fewer.
                if droppedOnLine < -indentationShift { droppedOnLine += 1; continue }
            }
            output.append(byte)
            if byte == ASCII.lineFeed {
                droppedOnLine = 0
                if indentationShift > 0 { output.append(contentsOf: repeatElement(ASCII.space, count: indentationShift)) }
            }
        }
    }

    private var droppedOnLine = 0

    private mutating func write(from first: Int32, siblings: Bool) {
        var openElements: [Int32] = []
        var current = first
        while true {
            if current < 0 {
                // Finished a child list: close the innermost open element, continue after it.
                guard let finished = openElements.popLast() else { return }
                let record = document.nodes[Int(finished)]
                output.append(ASCII.lessThan)
                output.append(ASCII.slash)
                append(record.content)
                append(record.spaceInEndTag)
                output.append(ASCII.greaterThan)
                if !siblings && openElements.isEmpty { return }
                current = record.nextSibling
                continue
            }
            let record = document.nodes[Int(current)]
            guard record.kind == .element else {
                if indentationShift != 0 && MarkupNode(document: document, index: current).isWhitespace {
                    appendWhitespace(record.content)
                } else {
                    append(record.content)
                }
                if !siblings && openElements.isEmpty { return }
                current = record.nextSibling
                continue
            }
            output.append(ASCII.lessThan)
            append(record.content)
            let first = Int(record.firstAttribute)
            for attributeIndex in first..<(first + Int(record.attributeCount)) {
                let attribute = document.attributeRecords[attributeIndex]
                append(attribute.leadingSpace)
                append(attribute.name)
                append(attribute.equalsSign)
                output.append(attribute.quote)
                append(attribute.value)
                output.append(attribute.quote)
            }
            append(record.spaceBeforeClose)
            if record.firstChild < 0 && record.isSelfClosing {
                output.append(ASCII.slash)
                output.append(ASCII.greaterThan)
                if !siblings && openElements.isEmpty { return }
                current = record.nextSibling
            } else {
                output.append(ASCII.greaterThan)
                openElements.append(current)
                current = record.firstChild
            }
        }
    }
}
