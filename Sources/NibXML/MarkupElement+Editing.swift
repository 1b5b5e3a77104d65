/// Edits that change only the bytes they touch.
extension MarkupElement {
    /// Sets the attribute `name` to `value`, keeping its place, spacing and quote character
    /// if it exists, else appending it as ` name="value"`.
    public func setAttribute(_ name: String, to value: String) {
        if let attribute = attributeIndex(name) {
            let quote = document.attributeRecords[attribute].quote
            document.attributeRecords[attribute].value = document.own(MarkupEscaping.escapeAttribute(value, quote: quote))
            return
        }
        let newAttribute = document.makeAttributeRecord(name: name, value: value)
        let record = self.record
        let first = Int(record.firstAttribute)
        let count = Int(record.attributeCount)
        if first + count == document.attributeRecords.count {
            document.attributeRecords.append(newAttribute)
        } else {
            // Move this element's attributes to the end of the table so they stay contiguous.
            let existing = Array(document.attributeRecords[first..<(first + count)])
            document.nodes[Int(index)].firstAttribute = Int32(document.attributeRecords.count)
            document.attributeRecords.append(contentsOf: existing)
            document.attributeRecords.append(newAttribute)
        }
        document.nodes[Int(index)].attributeCount += 1
    }

    /// Removes the attribute `name` with the white space before it. Returns whether it existed.
    @discardableResult
    public func removeAttribute(_ name: String) -> Bool {
        guard let attribute = attributeIndex(name) else { return false }
        let record = self.record
        let end = Int(record.firstAttribute + record.attributeCount)
        if attribute + 1 < end {
            for moved in (attribute + 1)..<end {
                document.attributeRecords[moved - 1] = document.attributeRecords[moved]
            }
        }
        document.nodes[Int(index)].attributeCount -= 1
        return true
    }

    /// Replaces all children with one text node holding `value` (escaped as IB writes it).
    public func setTextContent(_ value: String) {
        while record.firstChild >= 0 { document.unlink(record.firstChild) }
        if !value.isEmpty { document.link(document.makeText(value), into: index, before: -1) }
    }

    /// Inserts `element` (made with `MarkupDocument.makeElement`) as the last child element,
    /// on its own line indented with `indentation`, before the closing white space, so the
    /// insertion looks as if Interface Builder wrote it.
    public func insertChildElement(_ element: MarkupElement, indentation: String) {
        precondition(element.document === document, "insert elements made by the same document")
        let lineBreak = document.makeText("\n" + indentation)
        let last = record.lastChild
        if last < 0 {
            document.link(lineBreak, into: index, before: -1)
            document.link(element.index, into: index, before: -1)
            let closingIndentation = String(indentation.dropLast(min(4, indentation.count)))
            document.link(document.makeText("\n" + closingIndentation), into: index, before: -1)
        } else if document.nodes[Int(last)].kind == .text {
            document.link(lineBreak, into: index, before: last)
            document.link(element.index, into: index, before: last)
        } else {
            document.link(lineBreak, into: index, before: -1)
            document.link(element.index, into: index, before: -1)
        }
    }

    /// Removes the child `element` and the white space right before it, so the surrounding
    /// layout stays as it was. Returns whether it was a child.
    @discardableResult
    public func removeChildElement(_ element: MarkupElement) -> Bool {
        guard element.document === document, element.record.parent == index else { return false }
        let previous = element.record.previousSibling
        document.unlink(element.index)
        if previous >= 0, MarkupNode(document: document, index: previous).isWhitespace {
            document.unlink(previous)
        }
        return true
    }
}
