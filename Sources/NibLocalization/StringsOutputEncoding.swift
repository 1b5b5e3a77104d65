/// The byte encodings `StringsFileWriter` produces.
public enum StringsOutputEncoding: Sendable, Hashable {
    /// UTF-16 little-endian with the byte order mark `FF FE`: what Apple's `ibtool` writes.
    case utf16LittleEndianWithByteOrderMark
    /// UTF-8 without a byte order mark: what Apple recommends for files kept in source control.
    case utf8

    /// `text` in this encoding.
    public func encode(_ text: String) -> [UInt8] {
        switch self {
        case .utf8:
            return Array(text.utf8)
        case .utf16LittleEndianWithByteOrderMark:
            var bytes: [UInt8] = [0xFF, 0xFE]
            bytes.reserveCapacity(2 + text.utf16.count * 2)
            for unit in text.utf16 {
                bytes.append(UInt8(truncatingIfNeeded: unit))
                bytes.append(UInt8(truncatingIfNeeded: unit >> 8))
            }
            return bytes
        }
    }
}
