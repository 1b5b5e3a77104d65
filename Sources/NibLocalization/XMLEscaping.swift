/// Escaping of text for XML element content and attribute values, as Xcode's XLIFF files do it.
///
/// `&`, `<` and `>` are always escaped; in attributes also `"`, and tab, LF and CR become
/// character references (`&#10;` as in Xcode's files) because XML readers turn literal ones
/// into spaces. In content a CR becomes `&#13;` (readers turn a literal CR into LF).
/// Other control characters (U+0001-U+001F, except tab and LF) cannot appear in XML 1.0 at
/// all; they are written as character references, which NibForge's reader accepts (as XML
/// 1.1 does) so no text is lost, though strict XML 1.0 tools will reject such a file.
public enum XMLEscaping {
    /// `text` escaped for element content.
    public static func escapeContent(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    /// `text` escaped for an attribute value in double quotes.
    public static func escapeAttribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "\n" where !inAttribute, "\t" where !inAttribute:
                result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 {
                    result += "&#\(scalar.value);"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
