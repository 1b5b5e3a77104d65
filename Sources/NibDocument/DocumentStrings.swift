import NibXML

/// Interface Builder's string-valued properties. A value that fits in an attribute is one
/// (`title="Done"`); one that does not (several lines, long text) is a `<string key="title">`
/// child, and one holding characters XML 1.0 cannot carry (a control character, or text that
/// is white space only such as a lone line break) is that child's text base64-encoded as
/// UTF-8 without padding (`base64-UTF8="YES"`), on a line of its own.
///
/// The compiler and the localization tools read every such property through here, so a
/// value reaches the nib and the strings file whichever form the document chose.
public enum DocumentStrings {
    /// The value of property `key` of `element`: its attribute, else its `<string key=...>`
    /// child decoded; nil when the element has neither.
    public static func value(_ key: String, of element: MarkupElement) -> String? {
        if let attribute = element[attribute: key] { return attribute }
        return element.children(named: "string").first(where: { $0[attribute: "key"] == key }).map(text(of:))
    }

    /// The text a label or text view shows: its `text`, else the characters of its
    /// `attributedText`; nil when it has neither.
    public static func displayedText(of element: MarkupElement) -> String? {
        value("text", of: element) ?? attributedValue("attributedText", of: element)
    }

    /// The title a UIKit `<button>` shows: its configuration's (`<buttonConfiguration>`, iOS
    /// 15's configuration-based buttons show it, whatever title the normal state keeps beside
    /// it), else its normal state's; nil when neither has one.
    public static func buttonTitle(of element: MarkupElement) -> String? {
        if let configuration = element.children(named: "buttonConfiguration").first(where: { $0[attribute: "key"] == "configuration" }),
           let title = value("title", of: configuration) ?? attributedValue("attributedTitle", of: configuration) {
            return title
        }
        return element.children(named: "state").first { $0[attribute: "key"] == "normal" }.flatMap { value("title", of: $0) }
    }

    /// The text of the `<attributedString key=...>` child of `element` (`attributedText`, a
    /// localizer note's `userComments`): its fragments' contents joined; nil without one.
    public static func attributedValue(_ key: String, of element: MarkupElement) -> String? {
        element.children(named: "attributedString").first { $0[attribute: "key"] == key }.map(attributedText(of:))
    }

    /// The text an `<attributedString>` element stands for: its `<fragment>`s' contents, each
    /// an attribute or a `<string key="content">` child, joined.
    public static func attributedText(of attributedString: MarkupElement) -> String {
        attributedString.children(named: "fragment").map { value("content", of: $0) ?? "" }.joined()
    }

    /// The text a `<string>` element stands for, decoded when it is base64.
    public static func text(of string: MarkupElement) -> String {
        let text = string.textContent
        guard string[attribute: "base64-UTF8"] == "YES" else { return text }
        return Base64UTF8.decode(text) ?? text
    }

    /// Replaces the text of a `<string>` element with `value`, base64-encoded as Interface
    /// Builder writes it when the element already is, or when `value` needs it.
    public static func setText(_ value: String, of string: MarkupElement) {
        if string[attribute: "base64-UTF8"] == "YES" || needsEncoding(value) {
            if string[attribute: "base64-UTF8"] != "YES" { string.setAttribute("base64-UTF8", to: "YES") }
            string.setTextContent("\n" + Base64UTF8.encode(value) + "\n")
        } else {
            string.setTextContent(value)
        }
    }

    /// Whether `value` cannot be written as XML 1.0 text: it holds a control character other
    /// than tab, line feed and carriage return.
    public static func needsEncoding(_ value: String) -> Bool {
        value.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" }
    }
}
