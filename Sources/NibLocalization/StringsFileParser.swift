import NibCore

/// The old-style property-list grammar for `.strings` files, as CoreFoundation's
/// `CFOldStylePList.c` implements it, over UTF-16 code units.
///
/// - Strings are quoted with `"` or `'`, or unquoted runs of `[A-Za-z0-9_$/:.-]`.
/// - Escapes: `\a \b \f \n \r \t \v \"`, backslash-newline, `\U` with up to four hex digits
///   (two escapes forming a surrogate pair give one character), `\ooo` octal with up to three
///   digits read as a NeXTSTEP Latin byte, and any other `\c` gives `c`.
/// - Comments are `// ...` to the end of the line and `/* ... */`.
/// - A file is `key = value;` pairs, or the same inside `{ }`; `key;` means value = key.
///   Values may also be dictionaries `{}`, arrays `()` or data `<>`; those are parsed (so the
///   file is still understood) but reported and skipped, because a `.strings` value is text.
/// - Nothing here traps: every index is checked, nesting is limited, errors carry a location.
struct StringsFileParser {
    private let units: [UInt16]
    private var positions: StringsTextPositions
    private let path: String?
    private var position = 0
    private var pendingComments: [String] = []
    private(set) var warnings: [Diagnostic] = []

    /// Deeper nesting than CoreFoundation allows on 64-bit systems is an error.
    static let maximumDepth = 512

    init(text: DecodedStringsText, path: String?) {
        units = text.units
        positions = StringsTextPositions(text)
        self.path = path
    }

    // MARK: - Table

    /// Reads the whole file as a strings table.
    mutating func parseTable() throws -> [StringsEntry] {
        skipWhitespaceAndComments(recordingComments: true)
        guard let first = peek() else { return [] }
        if first == Unit.openBrace {
            let openingBrace = position
            position += 1
            let entries = try parseEntries(closingBraceOf: openingBrace)
            skipWhitespaceAndComments(recordingComments: false)
            if let extra = peek() {
                throw error("unexpected \(describe(extra)) after the closing '}'", at: position)
            }
            return entries
        }
        return try parseEntries(closingBraceOf: nil)
    }

    /// Reads `key = value;` pairs up to the end of the file, or up to the `}` that closes the
    /// brace at `openingBrace` when there is one.
    private mutating func parseEntries(closingBraceOf openingBrace: Int?) throws -> [StringsEntry] {
        var entries: [StringsEntry] = []
        var indexOfKey: [String: Int] = [:]
        while true {
            skipWhitespaceAndComments(recordingComments: true)
            guard let next = peek() else {
                if let openingBrace {
                    throw error("expected '}' to close the '{' at \(positions.location(ofUnit: openingBrace))", at: position)
                }
                break
            }
            if openingBrace != nil, next == Unit.closeBrace {
                position += 1
                break
            }
            let comment = takePendingComment()
            let keyStart = position
            guard let key = try parseString(role: "key") else {
                throw error("expected a key (a quoted string or a word), found \(describe(next))", at: position)
            }
            guard let value = try parseValueAfterKey(key) else {
                // The last value wins even when it is not a string: the key then has no string.
                if let existing = indexOfKey.removeValue(forKey: key) {
                    entries.remove(at: existing)
                    for (otherKey, index) in indexOfKey where index > existing { indexOfKey[otherKey] = index - 1 }
                }
                continue
            }
            let entry = StringsEntry(key: key, value: value, comment: comment, location: positions.location(ofUnit: keyStart))
            if let existing = indexOfKey[key] {
                let first = entries[existing].location.map { " (first at \($0))" } ?? ""
                warnings.append(Diagnostic.warning(
                    "duplicate key \"\(key)\"\(first); the last value wins", path: path, location: entry.location))
                entries[existing].value = entry.value
                entries[existing].comment = entry.comment
                entries[existing].location = entry.location
            } else {
                indexOfKey[key] = entries.count
                entries.append(entry)
            }
        }
        return entries
    }

    /// Reads `= value;` or `;` after a key. Returns nil (after a warning) when the value is not
    /// a string.
    private mutating func parseValueAfterKey(_ key: String) throws -> String? {
        skipWhitespaceAndComments(recordingComments: false)
        guard let next = peek() else {
            throw error("expected '=' or ';' after key \"\(key)\", found end of file", at: position)
        }
        if next == Unit.semicolon {
            position += 1
            return key
        }
        guard next == Unit.equals else {
            throw error("expected '=' or ';' after key \"\(key)\", found \(describe(next))", at: position)
        }
        position += 1
        let valueStart = position
        let value = try parseValue(depth: 1)
        let valueEnd = position
        skipWhitespaceAndComments(recordingComments: false)
        guard peek() == Unit.semicolon else {
            throw error("missing ';' after value", at: valueEnd)
        }
        position += 1
        guard case .string(let text) = value else {
            warnings.append(Diagnostic.warning(
                "the value of \"\(key)\" is \(value.kindDescription), not a string; the entry is ignored",
                path: path, location: positions.location(ofUnit: skipToNonSpace(from: valueStart))))
            return nil
        }
        return text
    }

    // MARK: - Values

    private enum Value {
        case string(String)
        case dictionary
        case array
        case data

        var kindDescription: String {
            switch self {
            case .string: "a string"
            case .dictionary: "a dictionary"
            case .array: "an array"
            case .data: "data"
            }
        }
    }

    private mutating func parseValue(depth: Int) throws -> Value {
        if depth > Self.maximumDepth {
            throw error("values are nested more than \(Self.maximumDepth) levels deep", at: position)
        }
        skipWhitespaceAndComments(recordingComments: false)
        guard let next = peek() else {
            throw error("expected a value, found end of file", at: position)
        }
        switch next {
        case Unit.openBrace:
            try skipNestedDictionary(depth: depth)
            return .dictionary
        case Unit.openParenthesis:
            try skipNestedArray(depth: depth)
            return .array
        case Unit.lessThan:
            try skipData()
            return .data
        default:
            guard let text = try parseString() else {
                throw error("expected a value, found \(describe(next))", at: position)
            }
            return .string(text)
        }
    }

    private mutating func skipNestedDictionary(depth: Int) throws {
        let openingBrace = position
        position += 1
        while true {
            skipWhitespaceAndComments(recordingComments: false)
            guard let next = peek() else {
                throw error("expected '}' to close the '{' at \(positions.location(ofUnit: openingBrace))", at: position)
            }
            if next == Unit.closeBrace {
                position += 1
                return
            }
            guard let key = try parseString() else {
                throw error("expected a key or '}', found \(describe(next))", at: position)
            }
            skipWhitespaceAndComments(recordingComments: false)
            if peek() == Unit.semicolon {
                position += 1
                continue
            }
            guard peek() == Unit.equals else {
                throw error("expected '=' or ';' after key \"\(key)\"", at: position)
            }
            position += 1
            _ = try parseValue(depth: depth + 1)
            let valueEnd = position
            skipWhitespaceAndComments(recordingComments: false)
            guard peek() == Unit.semicolon else {
                throw error("missing ';' after value", at: valueEnd)
            }
            position += 1
        }
    }

    private mutating func skipNestedArray(depth: Int) throws {
        let openingParenthesis = position
        position += 1
        while true {
            skipWhitespaceAndComments(recordingComments: false)
            guard let next = peek() else {
                throw error("expected ')' to close the '(' at \(positions.location(ofUnit: openingParenthesis))", at: position)
            }
            if next == Unit.closeParenthesis {
                position += 1
                return
            }
            _ = try parseValue(depth: depth + 1)
            skipWhitespaceAndComments(recordingComments: false)
            if peek() == Unit.comma {
                position += 1
            } else if peek() != Unit.closeParenthesis {
                throw error("expected ',' or ')' in array", at: position)
            }
        }
    }

    private mutating func skipData() throws {
        let openingBracket = position
        position += 1
        var digitsInGroup = 0
        while let next = peek() {
            if next == Unit.greaterThan {
                guard digitsInGroup % 2 == 0 else {
                    throw error("data has an odd number of hex digits", at: position)
                }
                position += 1
                return
            }
            if Unit.isHexDigit(next) {
                digitsInGroup += 1
            } else if next == 0x20 || next == 0x0A || next == 0x09 || next == 0x0D || next == 0x2028 || next == 0x2029 {
                guard digitsInGroup % 2 == 0 else {
                    throw error("data has an odd number of hex digits", at: position)
                }
            } else {
                throw error("unexpected \(describe(next)) in data; expected hex digits or '>'", at: position)
            }
            position += 1
        }
        throw error("expected '>' to close the '<' at \(positions.location(ofUnit: openingBracket))", at: position)
    }

    // MARK: - Strings

    /// A quoted or unquoted string at the current position, or nil (consuming nothing) when
    /// the current character starts neither.
    /// `role` names the string in the error for a missing closing quote ("key" or "string").
    private mutating func parseString(role: String = "string") throws -> String? {
        guard let first = peek() else { return nil }
        if first == Unit.doubleQuote || first == Unit.singleQuote {
            return try parseQuotedString(role: role)
        }
        guard Unit.isUnquotedStringCharacter(first) else { return nil }
        let start = position
        while let next = peek(), Unit.isUnquotedStringCharacter(next) { position += 1 }
        return UTF16TextConversion.string(units[start..<position])
    }

    private mutating func parseQuotedString(role: String) throws -> String {
        let openingQuote = position
        let quote = units[position]
        position += 1
        var buffer: [UInt16] = []
        var mark = position
        var sawEscape = false
        while let next = peek() {
            if next == quote {
                let text: String
                if sawEscape {
                    buffer.append(contentsOf: units[mark..<position])
                    text = makeString(buffer, escapedAt: openingQuote)
                } else {
                    text = UTF16TextConversion.string(units[mark..<position])
                }
                position += 1
                return text
            }
            if next == Unit.backslash {
                sawEscape = true
                buffer.append(contentsOf: units[mark..<position])
                position += 1
                guard position < units.count else { break }
                buffer.append(readEscapedCharacter())
                mark = position
            } else {
                position += 1
            }
        }
        throw error("unterminated quoted \(role)", at: openingQuote)
    }

    /// Reads the character after a backslash (the backslash is already consumed).
    private mutating func readEscapedCharacter() -> UInt16 {
        let escapeStart = position - 1
        let first = units[position]
        position += 1
        switch first {
        case 0x30...0x37:  // octal: up to three digits, wrapping in a byte as CoreFoundation does
            var byte = UInt8(first - 0x30)
            var digits = 1
            while digits < 3, let next = peek(), (0x30...0x37).contains(next) {
                byte = byte &* 8 &+ UInt8(next - 0x30)
                position += 1
                digits += 1
            }
            if let character = NeXTSTEPLatin.character(forByte: byte) { return character }
            // CoreFoundation fails the conversion, appends U+0000 and carries on; so do we, but say so.
            warnings.append(Diagnostic.warning(
                "octal escape gives byte 0x\(String(byte, radix: 16, uppercase: true)), which has no NeXTSTEP Latin character; read as U+0000",
                path: path, location: positions.location(ofUnit: escapeStart)))
            return 0
        case Unit.uppercaseU:
            var value: UInt16 = 0
            var digits = 0
            while digits < 4, let next = peek(), let digit = Unit.hexValue(next) {
                value = value << 4 | digit
                position += 1
                digits += 1
            }
            if digits == 0 {
                warnings.append(Diagnostic.warning(
                    "\\U escape without hex digits; read as U+0000", path: path,
                    location: positions.location(ofUnit: escapeStart)))
            }
            return value
        case 0x61: return 0x07  // \a
        case 0x62: return 0x08  // \b
        case 0x66: return 0x0C  // \f
        case 0x6E: return 0x0A  // \n
        case 0x72: return 0x0D  // \r
        case 0x74: return 0x09  // \t
        case 0x76: return 0x0B  // \v
        default: return first   // \" \\ \' backslash-newline and any other \c give c
        }
    }

    /// Builds a string from code units that came from escapes, warning about surrogates
    /// that `\U` escapes left unpaired (they become U+FFFD).
    private mutating func makeString(_ buffer: [UInt16], escapedAt openingQuote: Int) -> String {
        var index = 0
        while index < buffer.count {
            let unit = buffer[index]
            if (0xD800..<0xDC00).contains(unit), index + 1 < buffer.count, (0xDC00..<0xE000).contains(buffer[index + 1]) {
                index += 2
                continue
            }
            if (0xD800..<0xE000).contains(unit) {
                warnings.append(Diagnostic.warning(
                    "string contains an unpaired UTF-16 surrogate (U+\(String(unit, radix: 16, uppercase: true))); read as U+FFFD",
                    path: path, location: positions.location(ofUnit: openingQuote)))
                break
            }
            index += 1
        }
        return UTF16TextConversion.string(buffer[...])
    }

    // MARK: - White space and comments

    /// Skips white space and comments. With `recordingComments`, the comments' text is kept
    /// for the next entry; otherwise comments found here are dropped.
    private mutating func skipWhitespaceAndComments(recordingComments: Bool) {
        while let next = peek() {
            if Unit.isWhitespace(next) {
                position += 1
                continue
            }
            guard next == Unit.slash, position + 1 < units.count else { return }
            let second = units[position + 1]
            if second == Unit.slash {
                let textStart = position + 2
                position = textStart
                while let inLine = peek(), !Unit.isLineEnd(inLine) { position += 1 }
                if recordingComments { recordComment(textStart..<position) }
            } else if second == Unit.asterisk {
                let commentStart = position
                let textStart = position + 2
                position = textStart
                var closed = false
                while position < units.count {
                    if units[position] == Unit.asterisk, position + 1 < units.count, units[position + 1] == Unit.slash {
                        closed = true
                        break
                    }
                    position += 1
                }
                if recordingComments { recordComment(textStart..<position) }
                if closed {
                    position += 2
                } else {
                    warnings.append(Diagnostic.warning(
                        "unterminated '/*' comment; it runs to the end of the file", path: path,
                        location: positions.location(ofUnit: commentStart)))
                }
            } else {
                return  // a '/' that starts an unquoted string
            }
        }
    }

    /// The position of the first character at or after `start` that is not white space or a comment.
    private func skipToNonSpace(from start: Int) -> Int {
        var copy = self
        copy.position = start
        copy.skipWhitespaceAndComments(recordingComments: false)
        return copy.position
    }

    private mutating func recordComment(_ range: Range<Int>) {
        let text = UTF16TextConversion.string(units[range])
        pendingComments.append(text.trimmingWhitespace())
    }

    private mutating func takePendingComment() -> String? {
        defer { pendingComments.removeAll() }
        let nonEmpty = pendingComments.filter { !$0.isEmpty }
        return nonEmpty.isEmpty ? nil : nonEmpty.joined(separator: "\n")
    }

    // MARK: - Helpers

    private func peek() -> UInt16? {
        position < units.count ? units[position] : nil
    }

    private mutating func error(_ message: String, at index: Int) -> Diagnostic {
        Diagnostic.error(message, path: path, location: positions.location(ofUnit: index))
    }

    private func describe(_ unit: UInt16) -> String {
        if unit >= 0x21, unit < 0x7F, let scalar = Unicode.Scalar(unit) {
            return "'\(Character(scalar))'"
        }
        return "U+\(String(unit, radix: 16, uppercase: true).leftPadded(to: 4))"
    }

    /// Code units the grammar names.
    private enum Unit {
        static let openBrace: UInt16 = 0x7B
        static let closeBrace: UInt16 = 0x7D
        static let openParenthesis: UInt16 = 0x28
        static let closeParenthesis: UInt16 = 0x29
        static let lessThan: UInt16 = 0x3C
        static let greaterThan: UInt16 = 0x3E
        static let semicolon: UInt16 = 0x3B
        static let equals: UInt16 = 0x3D
        static let comma: UInt16 = 0x2C
        static let doubleQuote: UInt16 = 0x22
        static let singleQuote: UInt16 = 0x27
        static let backslash: UInt16 = 0x5C
        static let slash: UInt16 = 0x2F
        static let asterisk: UInt16 = 0x2A
        static let uppercaseU: UInt16 = 0x55

        /// Tab, LF, VT, FF, CR, space and the Unicode line and paragraph separators.
        static func isWhitespace(_ unit: UInt16) -> Bool {
            (0x09...0x0D).contains(unit) || unit == 0x20 || unit == 0x2028 || unit == 0x2029
        }

        static func isLineEnd(_ unit: UInt16) -> Bool {
            unit == 0x0A || unit == 0x0D || unit == 0x2028 || unit == 0x2029
        }

        /// `[A-Za-z0-9_$/:.-]`
        static func isUnquotedStringCharacter(_ unit: UInt16) -> Bool {
            switch unit {
            case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: true
            case 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: true
            default: false
            }
        }

        static func hexValue(_ unit: UInt16) -> UInt16? {
            switch unit {
            case 0x30...0x39: unit - 0x30
            case 0x41...0x46: unit - 0x41 + 10
            case 0x61...0x66: unit - 0x61 + 10
            default: nil
            }
        }

        static func isHexDigit(_ unit: UInt16) -> Bool { hexValue(unit) != nil }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line ends (no Foundation needed).
    func trimmingWhitespace() -> String {
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    /// The string padded with leading zeros to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
