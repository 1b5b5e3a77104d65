import NibCore

/// A hand-written, non-recursive scanner over UTF-8 bytes that fills a document's node and
/// attribute tables.
///
/// It checks well-formedness, not validity: tags must balance, attributes must be quoted
/// and unique, references must be the predefined entities or valid character references.
/// It refuses what makes XML dangerous to read: entity declarations (the basis of
/// expansion bombs) and nesting deeper than `Limits.maximumDepth`, so hostile input ends
/// in an error quickly, with bounded memory and no recursion at all.
public enum MarkupParser {
    /// Bounds that keep hostile input cheap to reject.
    public struct Limits: Sendable {
        /// Deepest element nesting accepted. Interface Builder documents stay far below it.
        public var maximumDepth: Int
        /// Most attributes accepted on one element.
        public var maximumAttributes: Int
        /// Accept character references to control characters (`&#1;`), as XML 1.1 does.
        /// XML 1.0 forbids them; some XLIFF writers use them so that no text is lost.
        public var allowsControlCharacterReferences: Bool

        public init(maximumDepth: Int = 1024, maximumAttributes: Int = 4096, allowsControlCharacterReferences: Bool = false) {
            self.maximumDepth = maximumDepth
            self.maximumAttributes = maximumAttributes
            self.allowsControlCharacterReferences = allowsControlCharacterReferences
        }
    }

    /// The tables a parse produces; `MarkupDocument` takes them over.
    struct Parsed {
        var hasByteOrderMark: Bool
        var nodes: ContiguousArray<NodeRecord>
        var attributes: ContiguousArray<AttributeRecord>
        var rootIndex: Int32
    }

    static func parse(_ source: [UInt8], limits: Limits) throws -> Parsed {
        guard source.count < Int(Int32.max) else {
            throw Diagnostic.error("the file is larger than 2 GiB")
        }
        if source.count >= 2, (source[0] == 0xFF && source[1] == 0xFE) || (source[0] == 0xFE && source[1] == 0xFF) {
            throw Scanner.failure("the file is UTF-16 encoded; Interface Builder documents are UTF-8", at: 0, in: source)
        }
        if let problem = UTF8Validation.firstProblem(in: source) {
            throw Scanner.failure(problem.message, at: problem.offset, in: source)
        }
        return try source.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer, source: source, limits: limits)
            return try scanner.run()
        }
    }

    /// The scanning state: one pass, positions only, appending records.
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let source: [UInt8]
        let limits: Limits
        var position = 0
        var nodes = ContiguousArray<NodeRecord>()
        var attributes = ContiguousArray<AttributeRecord>()
        var openElements: [Int32] = []
        var rootIndex: Int32 = -1

        init(bytes: UnsafeBufferPointer<UInt8>, source: [UInt8], limits: Limits) {
            self.bytes = bytes
            self.source = source
            self.limits = limits
            // A rough guess from Interface Builder documents: one node per 40 bytes.
            nodes.reserveCapacity(bytes.count / 40 + 4)
            attributes.reserveCapacity(bytes.count / 30 + 4)
            openElements.reserveCapacity(64)
            nodes.append(NodeRecord(kind: .document, parent: -1, content: .empty, sourceOffset: 0))
        }

        static func failure(_ message: String, at offset: Int, in source: [UInt8]) -> Diagnostic {
            Diagnostic.error(message, location: LineIndex(source).location(ofOffset: offset))
        }

        func failure(_ message: String, at offset: Int) -> Diagnostic {
            Scanner.failure(message, at: offset, in: source)
        }

        /// Appends a node as the last child of the innermost open element (or of the
        /// document container) and returns its index.
        @inline(__always)
        mutating func appendNode(_ kind: MarkupNodeKind, content: ByteSpan, offset: Int) -> Int32 {
            let parent = openElements.last ?? 0
            var record = NodeRecord(kind: kind, parent: parent, content: content, sourceOffset: Int32(truncatingIfNeeded: offset))
            let previous = nodes[Int(parent)].lastChild
            record.previousSibling = previous
            let index = Int32(truncatingIfNeeded: nodes.count)
            nodes.append(record)
            if previous >= 0 { nodes[Int(previous)].nextSibling = index } else { nodes[Int(parent)].firstChild = index }
            nodes[Int(parent)].lastChild = index
            return index
        }

        mutating func run() throws -> Parsed {
            let end = bytes.count
            var hasByteOrderMark = false
            if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                hasByteOrderMark = true
                position = 3
            }
            while position < end {
                if bytes[position] == ASCII.lessThan {
                    try scanMarkup()
                } else {
                    try scanText()
                }
            }
            if let open = openElements.last {
                let record = nodes[Int(open)]
                throw failure("the file ends before element '<\(string(record.content))>' is closed", at: Int(record.sourceOffset))
            }
            guard rootIndex >= 0 else { throw failure("no root element: this is not an XML document", at: min(position, end)) }
            return Parsed(hasByteOrderMark: hasByteOrderMark, nodes: nodes, attributes: attributes, rootIndex: rootIndex)
        }

        func string(_ span: ByteSpan) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(span.start)..<Int(span.end)]), as: UTF8.self)
        }

        // MARK: Text

        mutating func scanText() throws {
            let end = bytes.count
            let start = position
            var hasReference = false
            while position < end {
                let byte = bytes[position]
                if byte == ASCII.lessThan { break }
                if byte == ASCII.ampersand {
                    position += try referenceLength(at: position)
                    hasReference = true
                    continue
                }
                position += 1
            }
            // Outside the root element only white space may stand; checked only there,
            // which keeps the loop above tight for the common case inside elements.
            if openElements.isEmpty {
                let onlyWhitespace = !hasReference && UnsafeBufferPointer(rebasing: bytes[start..<position]).allSatisfy(ASCII.isWhitespace)
                if !onlyWhitespace {
                    throw failure(rootIndex < 0 ? "text before the root element" : "text after the root element", at: start)
                }
            }
            _ = appendNode(.text, content: ByteSpan(source: start, position), offset: start)
        }

        /// The length of the valid reference at `offset` (which holds `&`), or an error.
        func referenceLength(at offset: Int) throws -> Int {
            switch MarkupEscaping.decodeReference(bytes, at: offset, allowsControlCharacters: limits.allowsControlCharacterReferences) {
            case .scalar(_, let length): return length
            case .invalid(let message): throw failure(message, at: offset)
            }
        }

        // MARK: Markup

        mutating func scanMarkup() throws {
            let start = position
            let end = bytes.count
            guard position + 1 < end else { throw failure("the file ends inside a tag", at: position) }
            switch bytes[position + 1] {
            case ASCII.slash:
                try scanEndTag()
            case ASCII.question:
                guard let close = find(ASCII.question, ASCII.greaterThan, from: position + 2) else {
                    throw failure("processing instruction is not closed with '?>'", at: start)
                }
                position = close + 2
                if openElements.isEmpty, rootIndex < 0, matches("<?xml ", at: start) {
                    try checkDeclaredEncoding(from: start, to: position)
                }
                _ = appendNode(.processingInstruction, content: ByteSpan(source: start, position), offset: start)
            case ASCII.exclamation:
                if matches("<!--", at: position) {
                    guard let close = find("-->", from: position + 4) else { throw failure("comment is not closed with '-->'", at: start) }
                    position = close + 3
                    _ = appendNode(.comment, content: ByteSpan(source: start, position), offset: start)
                } else if matches("<![CDATA[", at: position) {
                    guard !openElements.isEmpty else { throw failure("CDATA section outside the root element", at: start) }
                    guard let close = find("]]>", from: position + 9) else { throw failure("CDATA section is not closed with ']]>'", at: start) }
                    position = close + 3
                    _ = appendNode(.characterData, content: ByteSpan(source: start, position), offset: start)
                } else if matches("<!DOCTYPE", at: position) {
                    guard openElements.isEmpty, rootIndex < 0 else { throw failure("DOCTYPE after the root element started", at: start) }
                    position = try scanDocumentType(from: position)
                    _ = appendNode(.documentType, content: ByteSpan(source: start, position), offset: start)
                } else {
                    throw failure("'<!' must start a comment, CDATA section or DOCTYPE", at: start)
                }
            default:
                try scanStartTag()
            }
        }

        mutating func scanEndTag() throws {
            let start = position
            let end = bytes.count
            position += 2
            let nameStart = position
            while position < end, !ASCII.endsName(bytes[position]) { position += 1 }
            let name = ByteSpan(source: nameStart, position)
            let spaceStart = position
            while position < end, ASCII.isWhitespace(bytes[position]) { position += 1 }
            guard position < end, bytes[position] == ASCII.greaterThan else {
                throw failure("end tag '</\(string(name))' is not closed with '>'", at: start)
            }
            guard let open = openElements.popLast() else {
                throw failure("end tag '</\(string(name))>' has no matching start tag", at: start)
            }
            let openName = nodes[Int(open)].content
            guard sameBytes(openName, name) else {
                let opened = LineIndex(source).location(ofOffset: Int(nodes[Int(open)].sourceOffset))
                throw failure("end tag '</\(string(name))>' does not match start tag '<\(string(openName))>' opened at \(opened.line):\(opened.column)", at: start)
            }
            nodes[Int(open)].spaceInEndTag = ByteSpan(source: spaceStart, position)
            position += 1
        }

        mutating func scanStartTag() throws {
            let start = position
            let end = bytes.count
            if openElements.isEmpty && rootIndex >= 0 { throw failure("a second root element; a document has exactly one", at: start) }
            position += 1
            let nameStart = position
            while position < end, !ASCII.endsName(bytes[position]) { position += 1 }
            guard position > nameStart else { throw failure("'<' must start a tag name", at: start) }
            let element = appendNode(.element, content: ByteSpan(source: nameStart, position), offset: start)
            if openElements.isEmpty { rootIndex = element }
            let firstAttribute = attributes.count
            nodes[Int(element)].firstAttribute = Int32(truncatingIfNeeded: firstAttribute)

            while true {
                let spaceStart = position
                while position < end, ASCII.isWhitespace(bytes[position]) { position += 1 }
                guard position < end else {
                    throw failure("the file ends inside the start tag of '<\(string(nodes[Int(element)].content))>'", at: start)
                }
                let byte = bytes[position]
                if byte == ASCII.greaterThan {
                    nodes[Int(element)].spaceBeforeClose = ByteSpan(source: spaceStart, position)
                    position += 1
                    if openElements.count >= limits.maximumDepth {
                        throw failure("elements are nested deeper than \(limits.maximumDepth) levels", at: start)
                    }
                    openElements.append(element)
                    break
                }
                if byte == ASCII.slash {
                    guard position + 1 < end, bytes[position + 1] == ASCII.greaterThan else {
                        throw failure("expected '/>' to close '<\(string(nodes[Int(element)].content))'", at: position)
                    }
                    nodes[Int(element)].spaceBeforeClose = ByteSpan(source: spaceStart, position)
                    nodes[Int(element)].isSelfClosing = true
                    position += 2
                    break
                }
                guard position > spaceStart else {
                    throw failure("expected white space before attribute in '<\(string(nodes[Int(element)].content))'", at: position)
                }
                guard attributes.count - firstAttribute < limits.maximumAttributes else {
                    throw failure("more than \(limits.maximumAttributes) attributes on '<\(string(nodes[Int(element)].content))>'", at: start)
                }
                try scanAttribute(leadingSpaceStart: spaceStart, element: element, firstAttribute: firstAttribute)
            }
            nodes[Int(element)].attributeCount = Int32(truncatingIfNeeded: attributes.count - firstAttribute)
        }

        mutating func scanAttribute(leadingSpaceStart: Int, element: Int32, firstAttribute: Int) throws {
            let end = bytes.count
            let nameStart = position
            while position < end, !ASCII.endsName(bytes[position]) { position += 1 }
            var elementName: String { string(nodes[Int(element)].content) }
            guard position > nameStart else {
                throw failure("unexpected '\(String(decoding: [bytes[position]], as: UTF8.self))' in the start tag of '<\(elementName)>'", at: position)
            }
            let name = ByteSpan(source: nameStart, position)
            let equalsStart = position
            while position < end, ASCII.isWhitespace(bytes[position]) { position += 1 }
            guard position < end, bytes[position] == ASCII.equals else {
                throw failure("attribute '\(string(name))' has no value", at: nameStart)
            }
            position += 1
            while position < end, ASCII.isWhitespace(bytes[position]) { position += 1 }
            guard position < end, bytes[position] == ASCII.quote || bytes[position] == ASCII.apostrophe else {
                throw failure("the value of attribute '\(string(name))' must be quoted", at: position)
            }
            let equalsSign = ByteSpan(source: equalsStart, position)
            let quote = bytes[position]
            position += 1
            let valueStart = position
            while position < end {
                let byte = bytes[position]
                if byte == quote { break }
                if byte == ASCII.lessThan {
                    throw failure("'<' is not allowed in the value of attribute '\(string(name))'", at: position)
                }
                if byte == ASCII.ampersand {
                    position += try referenceLength(at: position)
                    continue
                }
                position += 1
            }
            guard position < end else { throw failure("the value of attribute '\(string(name))' is not closed", at: valueStart - 1) }
            let value = ByteSpan(source: valueStart, position)
            position += 1
            for existing in firstAttribute..<attributes.count where sameBytes(attributes[existing].name, name) {
                throw failure("attribute '\(string(name))' appears twice on '<\(elementName)>'", at: nameStart)
            }
            attributes.append(AttributeRecord(
                leadingSpace: ByteSpan(source: leadingSpaceStart, nameStart), name: name,
                equalsSign: equalsSign, value: value, quote: quote))
        }

        /// Scans `<!DOCTYPE ...>` with an optional internal subset; refuses entity declarations.
        mutating func scanDocumentType(from start: Int) throws -> Int {
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
        func checkDeclaredEncoding(from start: Int, to end: Int) throws {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            let characters = Array(text)
            let keyword = Array("encoding")
            guard characters.count >= keyword.count,
                  let found = (0...(characters.count - keyword.count)).first(where: { Array(characters[$0..<($0 + keyword.count)]) == keyword })
            else { return }
            let rest = characters[(found + keyword.count)...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
            let value = String(rest.dropFirst().prefix { $0 != quote })
            let normalized = value.lowercased()
            if normalized != "utf-8" && normalized != "utf8" && normalized != "us-ascii" {
                throw failure("unsupported encoding '\(value)': Interface Builder documents are UTF-8", at: start)
            }
        }

        // MARK: Byte helpers

        func sameBytes(_ left: ByteSpan, _ right: ByteSpan) -> Bool {
            guard left.count == right.count else { return false }
            var offset: Int32 = 0
            while offset < Int32(left.count) {
                if bytes[Int(left.start + offset)] != bytes[Int(right.start + offset)] { return false }
                offset += 1
            }
            return true
        }

        func matches(_ literal: StaticString, at position: Int) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            let literalBytes = literal.utf8Start
            for index in 0..<count where bytes[position + index] != literalBytes[index] { return false }
            return true
        }

        func find(_ first: UInt8, _ second: UInt8, from start: Int) -> Int? {
            var position = start
            while position + 1 < bytes.count {
                if bytes[position] == first && bytes[position + 1] == second { return position }
                position += 1
            }
            return nil
        }

        func find(_ literal: StaticString, from start: Int) -> Int? {
            var position = start
            let first = literal.utf8Start[0]
            while position + literal.utf8CodeUnitCount <= bytes.count {
                if bytes[position] == first && matches(literal, at: position) { return position }
                position += 1
            }
            return nil
        }
    }
}
