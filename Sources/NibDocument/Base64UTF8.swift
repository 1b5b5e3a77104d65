/// The base64 text Interface Builder writes for strings with control or unusual characters,
/// in Interface Builder 3 archives (`<string type="base64-UTF8">`) and in documents
/// (`<string key="title" base64-UTF8="YES">`): the string's UTF-8 bytes, unpadded, possibly
/// wrapped over lines. Kept free of Foundation, as the rest of NibDocument.
public enum Base64UTF8 {
    /// Decodes `text`: white space is skipped and decoding stops at `=`. Nil when a
    /// character is not base64; invalid UTF-8 is repaired with U+FFFD rather than rejected.
    public static func decode(_ text: String) -> String? {
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

    /// `text`'s UTF-8 bytes in base64 without padding, as Interface Builder writes them.
    public static func encode(_ text: String) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        let bytes = Array(text.utf8)
        var encoded: [UInt8] = []
        for start in stride(from: 0, to: bytes.count, by: 3) {
            let chunk = bytes[start..<min(start + 3, bytes.count)]
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << UInt32(16 - 8 * $1.offset) }
            for position in 0...chunk.count { encoded.append(alphabet[Int(value >> UInt32(18 - 6 * position) & 0x3F)]) }
        }
        return String(decoding: encoded, as: UTF8.self)
    }
}
