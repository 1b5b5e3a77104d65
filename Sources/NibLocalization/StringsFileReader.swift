import NibCore

/// Reads `.strings` files: UTF-8 (with or without a byte order mark) or UTF-16 (little- or
/// big-endian, with a byte order mark, or without one when the zero bytes give it away), in
/// the full old-style property-list grammar. An empty file, or one with only white space and
/// comments, is an empty table.
///
/// Errors are thrown as a `Diagnostic` that prints as `path:line:col: error: message`;
/// problems that do not stop reading are the table's `warnings`.
public enum StringsFileReader {
    /// Reads a `.strings` file from its raw bytes. `path` is only used in diagnostics.
    public static func read(_ bytes: [UInt8], path: String? = nil) throws -> StringsTable {
        let text = try StringsTextDecoder.decode(bytes, path: path)
        var parser = StringsFileParser(text: text, path: path)
        let entries = try parser.parseTable()
        return StringsTable(
            entries: entries, warnings: parser.warnings,
            encoding: text.encoding, hasByteOrderMark: text.hasByteOrderMark)
    }

    /// Reads `.strings` text that is already a Swift string (as if it were UTF-8).
    public static func read(text: String, path: String? = nil) throws -> StringsTable {
        try read(Array(text.utf8), path: path)
    }
}
