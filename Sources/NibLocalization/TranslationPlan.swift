import NibCore

/// What applying translations (from `.strings` or XLIFF) to a document would change.
///
/// Each translation key `ObjectID.keyPath` is matched against the document's localizable
/// entries. Matches whose value differs become `changes`; the caller (the document layer)
/// performs them. A key that matches nothing is never dropped silently: it becomes a warning
/// that names the key and says whether the object is missing or only the property.
public struct TranslationPlan: Hashable, Sendable {
    /// One property to set.
    public struct Change: Hashable, Sendable {
        /// The entry as the document has it now.
        public var entry: LocalizableEntry
        /// The translated value to set.
        public var newValue: String

        public init(entry: LocalizableEntry, newValue: String) {
            self.entry = entry
            self.newValue = newValue
        }
    }

    /// The properties whose value changes, in the order of the document's entries.
    public var changes: [Change]
    /// How many translation keys matched an entry (changed or already equal).
    public var matchedCount: Int
    /// Document entries no translation mentioned; they keep their value.
    public var untranslatedEntries: [LocalizableEntry]
    /// One warning per translation key that matches no entry, naming the key.
    public var warnings: [Diagnostic]

    /// Plans applying the entries of a `.strings` table; warnings point at the keys in the file at `path`.
    public init(entries: [LocalizableEntry], translations table: StringsTable, path: String? = nil) {
        self.init(
            entries: entries,
            keyedTranslations: table.entries.map { (key: $0.key, value: $0.value, location: $0.location) },
            path: path)
    }

    /// Plans applying `translations` (key `ObjectID.keyPath` to value). Warnings come in key order.
    public init(entries: [LocalizableEntry], translations: [String: String], path: String? = nil) {
        let ordered = translations.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        self.init(
            entries: entries,
            keyedTranslations: ordered.map { (key: $0.key, value: $0.value, location: nil) },
            path: path)
    }

    private init(
        entries: [LocalizableEntry],
        keyedTranslations: [(key: String, value: String, location: SourceLocation?)],
        path: String?
    ) {
        var entryIndexByKey: [String: Int] = [:]
        var objectIDs: Set<String> = []
        for (index, entry) in entries.enumerated() {
            if entryIndexByKey[entry.key] == nil { entryIndexByKey[entry.key] = index }
            objectIDs.insert(entry.objectID)
        }
        var translatedValues: [Int: String] = [:]
        var warnings: [Diagnostic] = []
        var matched = 0
        for translation in keyedTranslations {
            if let index = entryIndexByKey[translation.key] {
                translatedValues[index] = translation.value
                matched += 1
                continue
            }
            warnings.append(Diagnostic.warning(
                Self.unmatchedMessage(forKey: translation.key, objectIDs: objectIDs),
                path: path, location: translation.location))
        }
        var changes: [Change] = []
        var untranslated: [LocalizableEntry] = []
        for (index, entry) in entries.enumerated() {
            guard let value = translatedValues[index] else {
                untranslated.append(entry)
                continue
            }
            if !value.unicodeScalars.elementsEqual(entry.value.unicodeScalars) {
                changes.append(Change(entry: entry, newValue: value))
            }
        }
        self.changes = changes
        self.matchedCount = matched
        self.untranslatedEntries = untranslated
        self.warnings = warnings
    }

    /// Why `key` matched nothing: not `ObjectID.keyPath` at all, no such object, or no such property.
    private static func unmatchedMessage(forKey key: String, objectIDs: Set<String>) -> String {
        guard let dot = key.firstIndex(of: "."), dot != key.startIndex, key.index(after: dot) != key.endIndex else {
            return "key \"\(key)\" is not of the form ObjectID.keyPath; it was not applied"
        }
        let objectID = String(key[..<dot])
        let keyPath = String(key[key.index(after: dot)...])
        if objectIDs.contains(objectID) {
            return "key \"\(key)\": object \"\(objectID)\" has no localizable property \"\(keyPath)\"; it was not applied"
        }
        return "key \"\(key)\": no object with id \"\(objectID)\" has a localizable string; it was not applied"
    }
}
