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

/// Writing one element on its own, and emptying one.
extension MarkupElement {
    /// The element and everything below it as bytes, edits included. With a non-zero
    /// `indentationShift`, every line break inside white-space-only text is followed by that
    /// many more (or fewer) spaces, so the subtree lines up at another depth of another
    /// document; text content is never touched.
    public func serializedSubtree(indentationShift: Int = 0) -> [UInt8] {
        var writer = MarkupWriter(document: document, includingByteOrderMark: false)
        writer.indentationShift = indentationShift
        writer.writeSubtree(of: index)
        return writer.output
    }

    /// The spaces before the element on its line in the source (its indentation), or nil
    /// when something other than white space precedes it on that line.
    public var indentation: Int? {
        let previous = record.previousSibling
        guard previous >= 0 else { return nil }
        let node = MarkupNode(document: document, index: previous)
        guard node.isWhitespace else { return nil }
        let bytes = node.rawBytes
        guard let lineBreak = bytes.lastIndex(of: ASCII.lineFeed) else { return nil }
        return bytes.count - lineBreak - 1
    }

    /// True when the element holds nothing but white space (or nothing at all).
    public var holdsOnlyWhitespace: Bool {
        var child = record.firstChild
        while child >= 0 {
            if !MarkupNode(document: document, index: child).isWhitespace { return false }
            child = document.nodes[Int(child)].nextSibling
        }
        return true
    }

    /// Removes the element's white-space-only content and writes it self-closing
    /// (`<customObject id="x"/>`), as Interface Builder writes an element with no children.
    /// Does nothing when the element holds anything but white space.
    public func collapseToSelfClosing() {
        guard holdsOnlyWhitespace else { return }
        while record.firstChild >= 0 { document.unlink(record.firstChild) }
        document.nodes[Int(index)].isSelfClosing = true
    }
}
