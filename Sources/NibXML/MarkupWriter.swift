/// Serialises a node table back to bytes, reusing every byte span it holds. Iterative
/// (an explicit stack of open elements), so tree depth never touches the call stack.
struct MarkupWriter {
    let document: MarkupDocument
    var output: [UInt8] = []

    init(document: MarkupDocument) {
        self.document = document
        output.reserveCapacity(document.source.count + 64)
        if document.hasByteOrderMark { output.append(contentsOf: [0xEF, 0xBB, 0xBF]) }
    }

    mutating func append(_ span: ByteSpan) {
        if span.isEmpty { return }
        document.withBytes(span) { output.append(contentsOf: $0) }
    }

    /// Writes the children of `parent` and everything below them.
    mutating func writeChildren(of parent: Int32) {
        var openElements: [Int32] = []
        var current = document.nodes[Int(parent)].firstChild
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
                current = record.nextSibling
                continue
            }
            let record = document.nodes[Int(current)]
            guard record.kind == .element else {
                append(record.content)
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
                current = record.nextSibling
            } else {
                output.append(ASCII.greaterThan)
                openElements.append(current)
                current = record.firstChild
            }
        }
    }
}
