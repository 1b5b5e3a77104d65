/// Quotes text for readable output (dumps, old-style property lists, JSON): the text in
/// double quotes, with `"`, `\`, line feed, carriage return and tab escaped, and other
/// control characters written as `\U` plus four hex digits, as in the old-style plist
/// grammar, or `\u` plus four for JSON.
public enum QuotedText {
    /// How control characters other than line feed, carriage return and tab are written.
    public enum ControlEscape: Sendable {
        /// `\U001b`, the old-style property list form (the default).
        case propertyList
        /// `\u001b`, JSON's form.
        case json
    }

    public static func quoted(_ text: String, controlEscape: ControlEscape = .propertyList) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    result += (controlEscape == .json ? "\\u" : "\\U") + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
