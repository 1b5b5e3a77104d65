/// Small text helpers for archive values, kept free of Foundation.
enum LegacyText {
    /// `text` without leading and trailing ASCII white space (`<int>` values may be indented).
    static func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
              let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }

    /// Decodes the base64 text Interface Builder writes for strings with control or
    /// unusual characters (`<string type="base64-UTF8">`): unpadded, possibly wrapped over
    /// lines. White space is skipped and decoding stops at `=`. Nil when a character is
    /// not base64; invalid UTF-8 is repaired with U+FFFD rather than rejected.
    static func decodeBase64UTF8(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var accumulator: UInt32 = 0
        var bitCount = 0
        for byte in text.utf8 {
            let sextet: UInt8
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): sextet = byte - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): sextet = byte - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sextet = byte - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): sextet = 62
            case UInt8(ascii: "/"): sextet = 63
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            case UInt8(ascii: "="): return String(decoding: bytes, as: UTF8.self)
            default: return nil
            }
            accumulator = (accumulator << 6) | UInt32(sextet)
            bitCount += 6
            if bitCount >= 8 {
                bitCount -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bitCount)))
                accumulator &= (1 << UInt32(bitCount)) - 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
