import NibCore

/// A hand-written, non-recursive scanner over UTF-8 bytes that builds a lossless tree.
///
/// It is well-formedness checking, not validating: tags must balance, attributes must be
/// quoted and unique, references must be the predefined entities or valid character
/// references. It refuses what makes XML dangerous to read: entity declarations (the
/// basis of expansion bombs) and nesting deeper than `Limits.maximumDepth`, so hostile
/// input ends in an error quickly, with bounded memory and stack.
public struct MarkupParser {
    /// Bounds that keep hostile input cheap to reject.
    public struct Limits: Sendable {
        /// Deepest element nesting accepted. Interface Builder documents stay far below it.
        public var maximumDepth: Int
        /// Most attributes accepted on one element.
        public var maximumAttributes: Int

        public init(maximumDepth: Int = 1024, maximumAttributes: Int = 4096) {
            self.maximumDepth = maximumDepth
            self.maximumAttributes = maximumAttributes
        }
    }

    /// What a parse produces; `MarkupDocument` wraps it.
    struct Parts {
        var hasByteOrderMark: Bool
        var prolog: [MarkupNode]
        var root: MarkupElement
        var epilog: [MarkupNode]
    }

    let source: [UInt8]
    let limits: Limits
    private var lineIndex: LineIndex?

    init(source: [UInt8], limits: Limits) {
        self.source = source
        self.limits = limits
    }

    // MARK: Errors

    private mutating func failure(_ message: String, at offset: Int) -> Diagnostic {
        if lineIndex == nil { lineIndex = LineIndex(source) }
        return Diagnostic.error(message, location: lineIndex!.location(ofOffset: offset))
    }

    // MARK: Parsing

    mutating func parse() throws -> Parts {
        let bytes = source
        let end = bytes.count
        var position = 0
        var hasByteOrderMark = false

        if end >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            throw failure("the file is UTF-16 encoded; Interface Builder documents are UTF-8", at: 0)
        }
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            hasByteOrderMark = true
            position = 3
        }
        if let problem = UTF8Validation.firstProblem(in: bytes) {
            throw failure(problem.message, at: problem.offset)
        }

        var prolog: [MarkupNode] = []
        var epilog: [MarkupNode] = []
        var root: MarkupElement?
        var stack: [MarkupElement] = []
        stack.reserveCapacity(64)

        func append(_ node: MarkupNode, to stack: [MarkupElement], root: MarkupElement?, prolog: inout [MarkupNode], epilog: inout [MarkupNode]) {
            if let parent = stack.last {
                parent.children.append(node)
            } else if root == nil {
                prolog.append(node)
            } else {
                epilog.append(node)
            }
        }

        while position < end {
            let byte = bytes[position]
            if byte != ASCII.lessThan {
                // Character data up to the next '<'.
                let start = position
                var onlyWhitespace = true
                while position < end, bytes[position] != ASCII.lessThan {
                    let current = bytes[position]
                    if current == ASCII.ampersand {
                        switch MarkupEscaping.decodeReference(bytes, at: position) {
                        case .scalar(_, let length):
                            position += length
                            onlyWhitespace = false
                            continue
                        case .invalid(let message):
                            throw failure(message, at: position)
                        }
                    }
                    if onlyWhitespace && !ASCII.isWhitespace(current) { onlyWhitespace = false }
                    position += 1
                }
                if stack.isEmpty && !onlyWhitespace {
                    throw failure(root == nil ? "text before the root element" : "text after the root element", at: start)
                }
                append(.text(MarkupText(raw: bytes[start..<position])), to: stack, root: root, prolog: &prolog, epilog: &epilog)
                continue
            }

            let start = position
            guard position + 1 < end else { throw failure("the file ends inside a tag", at: position) }
            let next = bytes[position + 1]

            if next == ASCII.slash {
                // End tag.
                position += 2
                let nameStart = position
                while position < end, !ASCII.endsName(bytes[position]) { position += 1 }
                let nameBytes = bytes[nameStart..<position]
                let spaceStart = position
                while position < end, ASCII.isWhitespace(bytes[position]) { position += 1 }
                guard position < end, bytes[position] == ASCII.greaterThan else {
                    throw failure("end tag '</\(String(decoding: nameBytes, as: UTF8.self))' is not closed with '>'", at: start)
                }
                guard let open = stack.popLast() else {
                    throw failure("end tag '</\(String(decoding: nameBytes, as: UTF8.self))>' has no matching start tag", at: start)
                }
                guard open.name.utf8.elementsEqual(nameBytes) else {
                    let opened = location(ofOffset: open.sourceOffset)
                    throw failure("end tag '</\(String(decoding: nameBytes, as: UTF8.self))>' does not match start tag '<\(open.name)>' opened at \(opened.line):\(opened.column)", at: start)
                }
                open.spaceInEndTag = bytes[spaceStart..<position]
                position += 1
                continue
            }

            if next == ASCII.question {
                guard let close = find([ASCII.question, ASCII.greaterThan], from: position + 2) else {
                    throw failure("processing instruction is not closed with '?>'", at: start)
                }
                position = close + 2
                let raw = bytes[start..<position]
                if stack.isEmpty, root == nil, raw.starts(with: Array("<?xml ".utf8)) {
                    try checkDeclaredEncoding(raw, at: start)
                }
                append(.processingInstruction(raw), to: stack, root: root, prolog: &prolog, epilog: &epilog)
                continue
            }

            if next == ASCII.exclamation {
                if matches("<!--", at: position) {
                    guard let close = find(Array("-->".utf8), from: position + 4) else {
                        throw failure("comment is not closed with '-->'", at: start)
                    }
                    position = close + 3
                    append(.comment(bytes[start..<position]), to: stack, root: root, prolog: &prolog, epilog: &epilog)
                    continue
                }
                if matches("<![CDATA[", at: position) {
                    guard !stack.isEmpty else { throw failure("CDATA section outside the root element", at: start) }
                    guard let close = find(Array("]]>".utf8), from: position + 9) else {
                        throw failure("CDATA section is not closed with ']]>'", at: start)
                    }
                    position = close + 3
                    append(.characterData(bytes[start..<position]), to: stack, root: root, prolog: &prolog, epilog: &epilog)
                    continue
                }
                if matches("<!DOCTYPE", at: position) {
                    guard stack.isEmpty, root == nil else { throw failure("DOCTYPE after the root element started", at: start) }
                    position = try scanDocumentType(from: position)
                    append(.documentType(bytes[start..<position]), to: stack, root: root, prolog: &prolog, epilog: &epilog)
                    continue
                }
                throw failure("'<!' must start a comment, CDATA section or DOCTYPE", at: start)
            }

            // Start tag.
            if stack.isEmpty && root != nil { throw failure("a second root element; a document has exactly one", at: start) }
            position += 1
            let nameStart = position
            while position < end, !ASCII.endsName(bytes[position]) { position += 1 }
            guard position > nameStart else { throw failure("'<' must start a tag name", at: start) }
            let element = MarkupElement(name: String(decoding: bytes[nameStart..<position], as: UTF8.self), sourceOffset: start)

            var closed = false
            while !closed {
                let spaceStart = position
                while position < end, ASCII.isWhitespace(bytes[position]) { position += 1 }
                guard position < end else { throw failure("the file ends inside the start tag of '<\(element.name)>'", at: start) }
                let current = bytes[position]
                if current == ASCII.greaterThan {
                    element.spaceBeforeClose = bytes[spaceStart..<position]
                    position += 1
                    closed = true
                    if stack.count >= limits.maximumDepth {
                        throw failure("elements are nested deeper than \(limits.maximumDepth) levels", at: start)
                    }
                    if let parent = stack.last { parent.children.append(.element(element)) } else { root = element }
                    stack.append(element)
                } else if current == ASCII.slash {
                    guard position + 1 < end, bytes[position + 1] == ASCII.greaterThan else {
                        throw failure("expected '/>' to close '<\(element.name)'", at: position)
                    }
                    element.spaceBeforeClose = bytes[spaceStart..<position]
                    element.isSelfClosing = true
                    position += 2
                    closed = true
                    if let parent = stack.last { parent.children.append(.element(element)) } else { root = element }
                } else {
                    guard position > spaceStart else {
                        throw failure("expected white space before attribute in '<\(element.name)'", at: position)
                    }
                    let attribute = try scanAttribute(from: &position, leadingSpace: bytes[spaceStart..<position], in: element)
                    guard element.attributes.count < limits.maximumAttributes else {
                        throw failure("more than \(limits.maximumAttributes) attributes on '<\(element.name)>'", at: start)
                    }
                    element.attributes.append(attribute)
                }
            }
        }

        if let open = stack.last {
            throw failure("the file ends before element '<\(open.name)>' is closed", at: open.sourceOffset)
        }
        guard let root else { throw failure("no root element: this is not an XML document", at: min(position, end)) }
        return Parts(hasByteOrderMark: hasByteOrderMark, prolog: prolog, root: root, epilog: epilog)
    }

    // MARK: Pieces

    private mutating func scanAttribute(from position: inout Int, leadingSpace: ArraySlice<UInt8>, in element: MarkupElement) throws -> MarkupAttribute {
        let bytes = source
        let end = bytes.count
        let nameStart = position
        while position < end, !ASCII.endsName(bytes[position]) { position += 1 }
        guard position > nameStart else {
            throw failure("unexpected '\(String(decoding: [bytes[position]], as: UTF8.self))' in the start tag of '<\(element.name)>'", at: position)
        }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        let equalsStart = position
        while position < end, ASCII.isWhitespace(bytes[position]) { position += 1 }
        guard position < end, bytes[position] == ASCII.equals else {
            throw failure("attribute '\(name)' has no value", at: nameStart)
        }
        position += 1
        while position < end, ASCII.isWhitespace(bytes[position]) { position += 1 }
        guard position < end, bytes[position] == ASCII.quote || bytes[position] == ASCII.apostrophe else {
            throw failure("the value of attribute '\(name)' must be quoted", at: position)
        }
        let equalsSign = bytes[equalsStart..<position]
        let quote = bytes[position]
        position += 1
        let valueStart = position
        while position < end, bytes[position] != quote {
            let current = bytes[position]
            if current == ASCII.lessThan {
                throw failure("'<' is not allowed in the value of attribute '\(name)'", at: position)
            }
            if current == ASCII.ampersand {
                switch MarkupEscaping.decodeReference(bytes, at: position) {
                case .scalar(_, let length): position += length; continue
                case .invalid(let message): throw failure(message, at: position)
                }
            }
            position += 1
        }
        guard position < end else { throw failure("the value of attribute '\(name)' is not closed", at: valueStart - 1) }
        let rawValue = bytes[valueStart..<position]
        position += 1
        for existing in element.attributes where existing.name == name {
            throw failure("attribute '\(name)' appears twice on '<\(element.name)>'", at: nameStart)
        }
        return MarkupAttribute(name: name, leadingSpace: leadingSpace, equalsSign: equalsSign, quote: quote, rawValue: rawValue)
    }

    /// Scans `<!DOCTYPE ...>` with an optional internal subset; refuses entity declarations.
    private mutating func scanDocumentType(from start: Int) throws -> Int {
        let bytes = source
        var position = start + 9
        var inSubset = false
        var quote: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == ASCII.quote || byte == ASCII.apostrophe {
                quote = byte
            } else if byte == ASCII.openBracket {
                inSubset = true
            } else if byte == ASCII.closeBracket {
                inSubset = false
            } else if inSubset, matches("<!ENTITY", at: position) {
                throw failure("entity declarations are not supported: a document that declares entities is refused (entity expansion attack)", at: position)
            } else if byte == ASCII.greaterThan, !inSubset {
                return position + 1
            }
            position += 1
        }
        throw failure("DOCTYPE is not closed with '>'", at: start)
    }

    /// Refuses an XML declaration that names an encoding other than UTF-8.
    private mutating func checkDeclaredEncoding(_ declaration: ArraySlice<UInt8>, at offset: Int) throws {
        let text = String(decoding: declaration, as: UTF8.self)
        guard let range = text.range(of: "encoding") else { return }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
        let value = rest.dropFirst().prefix { $0 != quote }
        let normalized = value.lowercased()
        if normalized != "utf-8" && normalized != "utf8" && normalized != "us-ascii" {
            throw failure("unsupported encoding '\(value)': Interface Builder documents are UTF-8", at: offset)
        }
    }

    private func matches(_ literal: StaticString, at position: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= source.count else { return false }
        return literal.withUTF8Buffer { buffer in
            for index in 0..<count where source[position + index] != buffer[index] { return false }
            return true
        }
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, source.count >= needle.count else { return nil }
        var position = start
        let last = source.count - needle.count
        while position <= last {
            if source[position] == first {
                var index = 1
                while index < needle.count, source[position + index] == needle[index] { index += 1 }
                if index == needle.count { return position }
            }
            position += 1
        }
        return nil
    }

    private mutating func location(ofOffset offset: Int) -> SourceLocation {
        if lineIndex == nil { lineIndex = LineIndex(source) }
        return lineIndex!.location(ofOffset: offset)
    }
}
