/// The text encodings a `.strings` file is read from or written in.
///
/// Apple's `ibtool` writes UTF-16 little-endian with a byte order mark; files kept in source
/// control are often UTF-8. The reader detects the encoding from the byte order mark, or, for
/// UTF-16 without one, from the pattern of zero bytes that ASCII text leaves in UTF-16.
public enum StringsTextEncoding: String, Sendable, Hashable {
    /// UTF-8, with or without the byte order mark `EF BB BF`.
    case utf8
    /// UTF-16 little-endian (byte order mark `FF FE`, ibtool's output).
    case utf16LittleEndian
    /// UTF-16 big-endian (byte order mark `FE FF`).
    case utf16BigEndian
}
