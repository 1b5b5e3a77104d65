import NibCore

/// Reads a String Catalog's JSON (RFC 8259) into `StringCatalogJSON`, keeping member order
/// and number text. A malformed file is a `Diagnostic` at the line and column of the fault.
public enum StringCatalogJSONReader {
    /// Parses `bytes` (UTF-8, an optional byte order mark) read from `path`.
    public static func read(_ bytes: [UInt8], path: String? = nil) throws -> StringCatalogJSON {
        var parser = Parser(bytes: bytes, path: path)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.error("unexpected text after the catalog's JSON value") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        let path: String?
        var position = 0
        /// Catalogs nest five or six levels; anything past this is not a catalog.
        static let maximumDepth = 512

        init(bytes: [UInt8], path: String?) {
            self.bytes = bytes
            self.path = path
        }

        func error(_ message: String) -> Diagnostic {
            var line = 1, column = 1
            for byte in bytes[..<min(position, bytes.count)] {
                if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            return Diagnostic.error(message, path: path, location: SourceLocation(line: line, column: column, offset: position))
        }

        mutating func skipWhitespace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func value(depth: Int) throws -> StringCatalogJSON {
            guard depth < Self.maximumDepth else { throw error("JSON nested more than \(Self.maximumDepth) levels deep") }
            guard position < bytes.count else { throw error("the file ends where a value was expected") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("expected a JSON value, found '\(String(decoding: [bytes[position]], as: UTF8.self))'")
            }
        }

        mutating func literal(_ word: String) throws {
            let expected = Array(word.utf8)
            guard bytes.count - position >= expected.count, Array(bytes[position..<position + expected.count]) == expected else {
                throw error("expected '\(word)'")
            }
            position += expected.count
        }

        mutating func number() throws -> String {
            let start = position
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            func digits() -> Int {
                let first = position
                while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
                return position - first
            }
            guard digits() > 0 else { throw error("a number needs digits") }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                guard digits() > 0 else { throw error("a number needs digits after its decimal point") }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
                guard digits() > 0 else { throw error("a number needs digits in its exponent") }
            }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        mutating func string() throws -> String {
            position += 1  // the opening quote
            var scalars = String.UnicodeScalarView()
            var runStart = position
            func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars) }
            while true {
                guard position < bytes.count else { throw error("the file ends inside a string") }
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    flush(position)
                    position += 1
                    return String(scalars)
                }
                if byte < 0x20 { throw error("a control character must be escaped inside a string") }
                guard byte == UInt8(ascii: "\\") else { position += 1; continue }
                flush(position)
                position += 1
                guard position < bytes.count else { throw error("the file ends inside an escape") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hexQuad()
                    if (0xD800...0xDBFF).contains(code) {
                        guard bytes.count - position >= 6, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                            throw error("a high surrogate escape must be followed by a low one")
                        }
                        position += 2
                        let low = try hexQuad()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("a high surrogate escape must be followed by a low one") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("\\u escape names no character") }
                    scalars.append(scalar)
                default:
                    position -= 1
                    throw error("unknown escape '\\\(String(decoding: [escape], as: UTF8.self))'")
                }
                runStart = position
            }
        }

        mutating func hexQuad() throws -> UInt32 {
            guard bytes.count - position >= 4 else { throw error("a \\u escape needs four hex digits") }
            var code: UInt32 = 0
            for byte in bytes[position..<position + 4] {
                guard let digit = Self.hexValue(byte) else { throw error("a \\u escape needs four hex digits") }
                code = code * 16 + digit
            }
            position += 4
            return code
        }

        static func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }

        mutating func array(depth: Int) throws -> StringCatalogJSON {
            position += 1
            var elements: [StringCatalogJSON] = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array([]) }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                guard position < bytes.count else { throw error("the file ends inside an array") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                guard bytes[position] == UInt8(ascii: "]") else { throw error("expected ',' or ']' in an array") }
                position += 1
                return .array(elements)
            }
        }

        mutating func object(depth: Int) throws -> StringCatalogJSON {
            position += 1
            var members: [StringCatalogJSON.Member] = []
            var keys: Set<String> = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object([]) }
            while true {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a member name in quotes") }
                let keyPosition = position
                let key = try string()
                guard keys.insert(key).inserted else {
                    position = keyPosition
                    throw error("the key \"\(key)\" appears twice in one object")
                }
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':' after a member name") }
                position += 1
                skipWhitespace()
                members.append(StringCatalogJSON.Member(key, try value(depth: depth + 1)))
                skipWhitespace()
                guard position < bytes.count else { throw error("the file ends inside an object") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                guard bytes[position] == UInt8(ascii: "}") else { throw error("expected ',' or '}' in an object") }
                position += 1
                return .object(members)
            }
        }
    }
}
