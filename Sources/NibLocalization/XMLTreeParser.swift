import NibCore

/// A small, strict, non-validating XML reader over UTF-8 bytes that builds an
/// `XMLElementNode` tree. It is meant for XLIFF, not for Interface Builder documents (NibXML
/// does those losslessly).
///
/// Handles the XML declaration and processing instructions (skipped), comments, CDATA,
/// elements, attributes in either quote, the five predefined entities and character
/// references. It rejects DTD internal subsets (no entity expansion, so no entity bombs),
/// unknown entities, mismatched tags and nesting deeper than `maximumDepth`. Line ends are
/// normalised to LF; literal white space in attribute values becomes spaces, as XML requires.
/// Character references to control characters are accepted (see `XMLEscaping`).
struct XMLTreeParser {
    private let bytes: [UInt8]
    private let path: String?
    private var position = 0

    static let maximumDepth = 256

    init(bytes: [UInt8], path: String?) {
        self.bytes = bytes
        self.path = path
    }

    /// Parses the document and returns its root element.
    mutating func parseDocument() throws -> XMLElementNode {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            throw error("UTF-16 XML is not supported; XLIFF files must be UTF-8", at: 0)
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        try validateUTF8()
        try skipMisc()
        guard peek() == ascii("<") else {
            throw error(position < bytes.count ? "expected the root element" : "the document is empty", at: position)
        }
        let root = try parseElement(depth: 1)
        try skipMisc()
        if position < bytes.count {
            throw error("unexpected content after the root element", at: position)
        }
        return root
    }

    // MARK: - Structure

    /// Skips white space, comments, processing instructions and a DOCTYPE without internal subset.
    private mutating func skipMisc() throws {
        while position < bytes.count {
            if isWhitespace(bytes[position]) {
                position += 1
            } else if startsWith("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if startsWith("<!--") {
                try skip(past: "-->", what: "comment")
            } else if startsWith("<!DOCTYPE") {
                let start = position
                while position < bytes.count, bytes[position] != ascii(">") {
                    if bytes[position] == ascii("[") {
                        throw error("DTD internal subsets are not supported", at: start)
                    }
                    position += 1
                }
                guard position < bytes.count else { throw error("unterminated DOCTYPE", at: start) }
                position += 1
            } else {
                return
            }
        }
    }

    private mutating func parseElement(depth: Int) throws -> XMLElementNode {
        let start = position
        if depth > Self.maximumDepth {
            throw error("elements are nested more than \(Self.maximumDepth) levels deep", at: start)
        }
        position += 1  // '<'
        let name = try parseName()
        var attributes: [(name: String, value: String)] = []
        var attributeNames: Set<String> = []
        while true {
            let hadSpace = skipWhitespace()
            guard let next = peek() else { throw error("unterminated start tag <\(name)>", at: start) }
            if next == ascii("/") {
                guard position + 1 < bytes.count, bytes[position + 1] == ascii(">") else {
                    throw error("expected '>' after '/' in <\(name)>", at: position)
                }
                position += 2
                return XMLElementNode(name: name, attributes: attributes, children: [], offset: start)
            }
            if next == ascii(">") {
                position += 1
                break
            }
            guard hadSpace else { throw error("expected white space before an attribute in <\(name)>", at: position) }
            let attributeStart = position
            let attributeName = try parseName()
            skipWhitespace()
            guard peek() == ascii("=") else { throw error("expected '=' after attribute \(attributeName)", at: position) }
            position += 1
            skipWhitespace()
            let value = try parseAttributeValue()
            guard attributeNames.insert(attributeName).inserted else {
                throw error("attribute \(attributeName) appears twice", at: attributeStart)
            }
            attributes.append((name: attributeName, value: value))
        }
        let children = try parseContent(of: name, elementStart: start, depth: depth)
        return XMLElementNode(name: name, attributes: attributes, children: children, offset: start)
    }

    private mutating func parseContent(of name: String, elementStart: Int, depth: Int) throws -> [XMLElementNode.Child] {
        var children: [XMLElementNode.Child] = []
        var text: [UInt8] = []
        func flushText() {
            if !text.isEmpty {
                children.append(.text(String(decoding: text, as: UTF8.self)))
                text.removeAll()
            }
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ascii("<") {
                if startsWith("</") {
                    let closeStart = position
                    position += 2
                    let closing = try parseName()
                    skipWhitespace()
                    guard peek() == ascii(">") else { throw error("expected '>' to end </\(closing)>", at: position) }
                    position += 1
                    guard closing == name else {
                        throw error("</\(closing)> does not match <\(name)> at \(location(of: elementStart))", at: closeStart)
                    }
                    flushText()
                    return children
                } else if startsWith("<!--") {
                    try skip(past: "-->", what: "comment")
                } else if startsWith("<![CDATA[") {
                    let cdataStart = position
                    position += 9
                    guard let end = find("]]>") else { throw error("unterminated CDATA section", at: cdataStart) }
                    appendNormalisingLineEnds(bytes[position..<end], to: &text)
                    position = end + 3
                } else if startsWith("<?") {
                    try skip(past: "?>", what: "processing instruction")
                } else {
                    flushText()
                    children.append(.element(try parseElement(depth: depth + 1)))
                }
            } else if byte == ascii("&") {
                text.append(contentsOf: Array(try parseReference().utf8))
            } else if byte == 0x0D {
                text.append(0x0A)
                position += 1
                if peek() == 0x0A { position += 1 }
            } else {
                text.append(byte)
                position += 1
            }
        }
        throw error("<\(name)> is not closed", at: elementStart)
    }

    // MARK: - Lexical pieces

    private mutating func parseName() throws -> String {
        let start = position
        while let byte = peek(), !isWhitespace(byte), !Self.endsName(byte) {
            position += 1
        }
        guard position > start else { throw error("expected a name", at: start) }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func parseAttributeValue() throws -> String {
        guard let quote = peek(), quote == ascii("\"") || quote == ascii("'") else {
            throw error("expected a quoted attribute value", at: position)
        }
        let start = position
        position += 1
        var value: [UInt8] = []
        while let byte = peek() {
            if byte == quote {
                position += 1
                return String(decoding: value, as: UTF8.self)
            }
            switch byte {
            case ascii("<"):
                throw error("'<' is not allowed in an attribute value", at: position)
            case ascii("&"):
                value.append(contentsOf: Array(try parseReference().utf8))
            case 0x0D:
                value.append(0x20)
                position += 1
                if peek() == 0x0A { position += 1 }
            case 0x09, 0x0A:
                value.append(0x20)
                position += 1
            default:
                value.append(byte)
                position += 1
            }
        }
        throw error("unterminated attribute value", at: start)
    }

    /// Reads `&name;` or `&#N;` / `&#xN;` at the current position and returns its text.
    private mutating func parseReference() throws -> String {
        let start = position
        position += 1
        let nameStart = position
        while let byte = peek(), byte != ascii(";") {
            guard position - nameStart < 16, !isWhitespace(byte), byte != ascii("<"), byte != ascii("&") else {
                throw error("'&' must start an entity such as &amp; or &#10;", at: start)
            }
            position += 1
        }
        guard peek() == ascii(";") else { throw error("unterminated entity reference", at: start) }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        position += 1
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        var digits = Substring(name)
        var radix = 10
        guard digits.first == "#" else { throw error("unknown entity &\(name);", at: start) }
        digits = digits.dropFirst()
        if digits.first == "x" || digits.first == "X" {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, let value = UInt32(digits, radix: radix), value != 0,
              let scalar = Unicode.Scalar(value) else {
            throw error("invalid character reference &\(name);", at: start)
        }
        return String(Character(scalar))
    }

    private mutating func skip(past terminator: String, what: String) throws {
        let start = position
        guard let end = find(terminator) else { throw error("unterminated \(what)", at: start) }
        position = end + terminator.utf8.count
    }

    /// The offset of the next occurrence of `needle` at or after the current position.
    private func find(_ needle: String) -> Int? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = position
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    private func startsWith(_ prefix: String) -> Bool {
        let pattern = prefix.utf8
        guard position + pattern.count <= bytes.count else { return false }
        return bytes[position..<(position + pattern.count)].elementsEqual(pattern)
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while let byte = peek(), isWhitespace(byte) { position += 1 }
        return position > start
    }

    private func appendNormalisingLineEnds(_ slice: ArraySlice<UInt8>, to text: inout [UInt8]) {
        var previousWasCarriageReturn = false
        for byte in slice {
            if byte == 0x0D {
                text.append(0x0A)
                previousWasCarriageReturn = true
            } else {
                if !(byte == 0x0A && previousWasCarriageReturn) { text.append(byte) }
                previousWasCarriageReturn = false
            }
        }
    }

    private func validateUTF8() throws {
        var index = position
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: throw error("invalid UTF-8 byte sequence", at: index)
            }
            guard index + length <= bytes.count,
                  bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 }) else {
                throw error("invalid UTF-8 byte sequence", at: index)
            }
            let second = bytes[index + 1]
            if (lead == 0xE0 && second < 0xA0) || (lead == 0xED && second >= 0xA0)
                || (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second >= 0x90) {
                throw error("invalid UTF-8 byte sequence", at: index)
            }
            index += length
        }
    }

    /// `/ > = < " ' &` end a name.
    private static func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2F, 0x3E, 0x3D, 0x3C, 0x22, 0x27, 0x26: true
        default: false
        }
    }

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func ascii(_ character: Unicode.Scalar) -> UInt8 {
        UInt8(truncatingIfNeeded: character.value)
    }

    private func location(of offset: Int) -> SourceLocation {
        LineIndex(bytes).location(ofOffset: offset)
    }

    private func error(_ message: String, at offset: Int) -> Diagnostic {
        Diagnostic.error(message, path: path, location: location(of: offset))
    }
}
