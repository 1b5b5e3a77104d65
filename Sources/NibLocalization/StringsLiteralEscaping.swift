/// How `.strings` writers quote text, matching files that Apple's `ibtool` generates.
///
/// Checked against real generated files (see Tests/Fixtures/SOURCES.md): `"` is written `\"`
/// in values and in the comment alike. Apple's localisation notes require `\"`, `\\` and
/// `\n`. For the other control characters no real generated sample was available, so the
/// choice is the shortest form the reader (CoreFoundation's grammar) reads back exactly:
/// `\t`, `\r`, `\a`, `\b`, `\f`, `\v`, and `\U` with four upper-case hex digits for the rest
/// (U+0000-U+001F and U+007F). Everything else, including non-ASCII text, is written as is.
public enum StringsLiteralEscaping {
    /// `text` escaped for use between double quotes in a `.strings` file.
    public static func escape(_ text: String) -> String {
        // Most text needs no escaping; checking the UTF-8 bytes is much cheaper than rebuilding.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x0A: result += "\\n"
            case 0x09: result += "\\t"
            case 0x0D: result += "\\r"
            case 0x07: result += "\\a"
            case 0x08: result += "\\b"
            case 0x0C: result += "\\f"
            case 0x0B: result += "\\v"
            case 0x00...0x1F, 0x7F:
                result += "\\U" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` in double quotes, escaped.
    public static func quote(_ text: String) -> String {
        "\"" + escape(text) + "\""
    }
}
