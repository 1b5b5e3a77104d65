import NibCore

/// The contents of a `.strings` file: its entries in file order, plus what the reader noticed.
///
/// Keys are unique. When a file repeats a key, the last value wins (as in CoreFoundation),
/// the entry keeps the place of the first occurrence, and a warning names the key.
public struct StringsTable: Hashable, Sendable {
    /// The entries in the order their keys first appear in the file.
    public var entries: [StringsEntry]
    /// Problems that did not stop reading: duplicate keys, values that are not strings,
    /// escapes with no character, an unterminated comment at the end.
    public var warnings: [Diagnostic]
    /// The encoding the file was read in (UTF-8 for tables built in code).
    public var encoding: StringsTextEncoding
    /// Whether the file started with a byte order mark.
    public var hasByteOrderMark: Bool

    public init(
        entries: [StringsEntry] = [], warnings: [Diagnostic] = [],
        encoding: StringsTextEncoding = .utf8, hasByteOrderMark: Bool = false
    ) {
        self.entries = entries
        self.warnings = warnings
        self.encoding = encoding
        self.hasByteOrderMark = hasByteOrderMark
    }

    /// The value for `key`, or nil when the file has no such key.
    public subscript(key: String) -> String? {
        entries.first { $0.key == key }?.value
    }

    /// The entries as a dictionary from key to value.
    public var dictionary: [String: String] {
        var result = [String: String](minimumCapacity: entries.count)
        for entry in entries { result[entry.key] = entry.value }
        return result
    }
}
