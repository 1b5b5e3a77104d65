/// Entity and character references: decoding for reading, escaping for writing.
///
/// Only XML's five predefined entities and numeric character references exist in
/// Interface Builder documents. Custom entities are refused by the parser (they are how
/// entity-expansion bombs work), so decoding never expands anything user-defined.
public enum MarkupEscaping {
    /// The outcome of decoding one reference starting at `&`.
    enum Reference {
        /// A decoded scalar and the number of bytes the reference used, `&` and `;` included.
        case scalar(Unicode.Scalar, length: Int)
        /// The reference is malformed; the message says why.
        case invalid(String)
    }

    /// Decodes the reference that starts at `start` (which holds `&`).
    /// With `allowsControlCharacters`, references to U+0001-U+001F are accepted as XML 1.1
    /// does (XML 1.0 forbids them).
    static func decodeReference<Bytes: RandomAccessCollection>(
        _ bytes: Bytes, at start: Bytes.Index, allowsControlCharacters: Bool = false
    ) -> Reference
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var index = start + 1
        var name: [UInt8] = []
        while index < bytes.endIndex, bytes[index] != ASCII.semicolon {
            let byte = bytes[index]
            if ASCII.isWhitespace(byte) || byte == ASCII.ampersand || byte == ASCII.lessThan || name.count > 32 {
                return .invalid("'&' must start a reference such as '&amp;'")
            }
            name.append(byte)
            index += 1
        }
        guard index < bytes.endIndex else { return .invalid("reference is not closed with ';'") }
        let length = index - start + 1
        switch name {
        case Array("lt".utf8): return .scalar("<", length: length)
        case Array("gt".utf8): return .scalar(">", length: length)
        case Array("amp".utf8): return .scalar("&", length: length)
        case Array("quot".utf8): return .scalar("\"", length: length)
        case Array("apos".utf8): return .scalar("'", length: length)
        default: break
        }
        guard name.first == ASCII.hash else {
            let text = String(decoding: name, as: UTF8.self)
            return .invalid("undefined entity '&\(text);' (only the five predefined XML entities are allowed)")
        }
        var digits = name.dropFirst()
        var radix: UInt32 = 10
        if digits.first == ASCII.lowercaseX { radix = 16; digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 8 else { return .invalid("malformed character reference") }
        var code: UInt32 = 0
        for digit in digits {
            guard let value = hexValue(digit), value < radix else { return .invalid("malformed character reference") }
            code = code * radix + value
        }
        guard let scalar = Unicode.Scalar(code),
              isXMLCharacter(scalar) || (allowsControlCharacters && (0x1...0x1F).contains(code)) else {
            return .invalid("character reference &#\(code); is not a valid XML character")
        }
        return .scalar(scalar, length: length)
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// XML 1.0's `Char` production.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Decodes references in raw bytes: the non-generic fast path readers call for
    /// attribute values and text (most values contain no `&` and become a string directly).
    package static func decode(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        if !raw.contains(ASCII.ampersand) { return String(decoding: raw, as: UTF8.self) }
        return decodeLenient(raw)
    }

    /// Decodes references in `raw`. Bytes of a malformed reference are kept as they are;
    /// the parser has already rejected those for parsed documents.
    package static func decodeLenient<Bytes: RandomAccessCollection>(_ raw: Bytes) -> String
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard raw.contains(ASCII.ampersand) else { return String(decoding: raw, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            // The parser has already checked every reference against its limits.
            if byte == ASCII.ampersand, case .scalar(let scalar, let length) = decodeReference(raw, at: index, allowsControlCharacters: true) {
                output.append(contentsOf: String(Character(scalar)).utf8)
                index += length
            } else {
                output.append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Escapes text content the way Interface Builder writes it: `&amp;`, `&lt;`, `&gt;`.
    public static func escapeText(_ value: String) -> [UInt8] {
        escape(value, inAttributeQuotedBy: nil)
    }

    /// Escapes an attribute value as Interface Builder writes it: `&amp;`, `&lt;`, `&gt;`,
    /// the enclosing quote, and line feed, carriage return and tab as character references
    /// (so they survive attribute-value normalisation).
    public static func escapeAttribute(_ value: String, quote: UInt8 = UInt8(ascii: "\"")) -> [UInt8] {
        escape(value, inAttributeQuotedBy: quote)
    }

    /// The shared escaper: text when `quote` is nil, else an attribute value in that quote.
    private static func escape(_ value: String, inAttributeQuotedBy quote: UInt8?) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            let replacement: StaticString?
            switch byte {
            case ASCII.ampersand: replacement = "&amp;"
            case ASCII.lessThan: replacement = "&lt;"
            case ASCII.greaterThan: replacement = "&gt;"
            case ASCII.quote where quote == ASCII.quote: replacement = "&quot;"
            case ASCII.apostrophe where quote == ASCII.apostrophe: replacement = "&apos;"
            case ASCII.lineFeed where quote != nil: replacement = "&#10;"
            case ASCII.carriageReturn where quote != nil: replacement = "&#13;"
            case ASCII.tab where quote != nil: replacement = "&#9;"
            default: replacement = nil
            }
            if let replacement {
                output.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            } else {
                output.append(byte)
            }
        }
        return output
    }
}
