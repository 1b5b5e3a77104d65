/// Writes `.strings` files in the layout Apple's `ibtool --export-strings-file` produces.
///
/// Each entry is an empty line, the comment, and `"key" = "value";`, each line ending in LF:
///
///     (empty line)
///     /* Class = "UIButton"; normalTitle = "Example Button 1"; ObjectID = "35F-cl-mdI"; */
///     "35F-cl-mdI.normalTitle" = "Example Button 1";
///
/// A comment that would contain `*/` (a value with that text) gets `*\/` instead, so the
/// comment cannot end early; reading the comment's quoted value back still gives `*/`.
public enum StringsFileWriter {
    /// The file text for `entries` of a document, sorted by key in byte (UTF-8) order as ibtool does.
    public static func text(for entries: [LocalizableEntry]) -> String {
        text(for: sortedByKey(entries).map(\.stringsEntry))
    }

    /// The file text for `entries`, in the order given. Entries without a comment get none.
    public static func text(for entries: [StringsEntry]) -> String {
        var result = ""
        for entry in entries {
            result += "\n"
            if let comment = entry.comment {
                result += "/* " + comment.replacingAll("*/", with: "*\\/") + " */\n"
            }
            result += StringsLiteralEscaping.quote(entry.key) + " = " + StringsLiteralEscaping.quote(entry.value) + ";\n"
        }
        return result
    }

    /// The file bytes for `entries` of a document; by default UTF-16 LE with a BOM, like ibtool.
    public static func bytes(
        for entries: [LocalizableEntry], encoding: StringsOutputEncoding = .utf16LittleEndianWithByteOrderMark
    ) -> [UInt8] {
        encoding.encode(text(for: entries))
    }

    /// The file bytes for `entries` in the order given; by default UTF-16 LE with a BOM.
    public static func bytes(
        for entries: [StringsEntry], encoding: StringsOutputEncoding = .utf16LittleEndianWithByteOrderMark
    ) -> [UInt8] {
        encoding.encode(text(for: entries))
    }

    /// `entries` sorted by key, comparing the keys' UTF-8 bytes; equal keys keep their order.
    public static func sortedByKey(_ entries: [LocalizableEntry]) -> [LocalizableEntry] {
        entries.enumerated().sorted { left, right in
            if left.element.key.utf8.elementsEqual(right.element.key.utf8) { return left.offset < right.offset }
            return left.element.key.utf8.lexicographicallyPrecedes(right.element.key.utf8)
        }.map(\.element)
    }
}

extension String {
    /// The string with every occurrence of `target` replaced (no Foundation needed).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard let firstTargetByte = target.utf8.first, utf8.contains(firstTargetByte),
              let first = firstRange(of: target) else { return self }
        var result = String(self[..<first.lowerBound]) + replacement
        var rest = self[first.upperBound...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}
