/// The text encodings a `.strings` file is read from or written in.
///
/// Apple's `ibtool` writes UTF-16 little-endian with a byte order mark; files kept in source
/// control are often UTF-8. The reader detects the encoding from the byte order mark, or, for
/// UTF-16 without one, from the pattern of zero bytes that ASCII text leaves in UTF-16.
public enum StringsTextEncoding: String, Sendable, Hashable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
}
