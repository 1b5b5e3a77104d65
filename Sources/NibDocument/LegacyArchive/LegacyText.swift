/// Small text helpers for archive values, kept free of Foundation.
enum LegacyText {
    /// `text` without leading and trailing ASCII white space (`<int>` values may be indented).
    static func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
              let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }
}
