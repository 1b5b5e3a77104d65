/// Updates a String Catalog with the localizable strings of Interface Builder documents, as
/// Xcode does when it syncs a storyboard's or xib's catalog.
///
/// The rules, read from the history of Rectangle's `Main.xcstrings` (the commits where Xcode
/// synced the catalog after a storyboard edit; see `Tests/Fixtures/SOURCES.md`):
/// - A new string is added with ibtool's comment, `extractionState` `extracted_with_value`
///   and its source value as a `new` unit of the source language.
/// - A string Xcode manages (`extracted_with_value`, or `stale` and found again) gets the
///   current comment and source value; when the value changed, the translations marked
///   `translated` become `needs_review`.
/// - A managed string no longer in any document becomes `stale` when it has a translation,
///   and is removed when it has none.
/// - Entries Xcode does not manage are left alone: `manual` ones, and ones without an
///   extraction state (strings extracted from code, `NSLocalizedString(..., tableName:)`).
public struct StringCatalogUpdate: Sendable {
    /// What an update changed, key by key.
    public struct Report: Hashable, Sendable {
        /// Keys added.
        public var added: [String] = []
        /// Keys whose source value changed (their translations need review).
        public var changed: [String] = []
        /// Keys no longer in the documents, kept for their translations.
        public var markedStale: [String] = []
        /// Keys no longer in the documents, removed (nothing was translated).
        public var removed: [String] = []
        /// Translations now waiting for review, over all languages.
        public var translationsToReview = 0

        /// A report of no changes.
        public init() {}
    }

    /// The catalog after the update.
    public private(set) var catalog: StringCatalog
    /// What changed.
    public private(set) var report = Report()

    /// Applies `entries` (every localizable string of the documents the catalog belongs to,
    /// in document order) to `catalog`. Linear in the catalog's size: the entries are worked
    /// on through an index by key, and the catalog's tree is set once.
    public init(catalog: StringCatalog, entries: [LocalizableEntry]) {
        self.catalog = catalog
        let language = catalog.sourceLanguage
        var members = catalog.root["strings"]?.members ?? []
        var positions: [String: Int] = [:]
        for (position, member) in members.enumerated() { positions[member.key] = position }
        var found: Set<String> = []
        for entry in entries where found.insert(entry.key).inserted {
            guard let position = positions[entry.key] else {
                positions[entry.key] = members.count
                members.append(.init(entry.key, Self.newEntry(entry, language: language)))
                report.added.append(entry.key)
                continue
            }
            let existing = members[position].value
            let state = existing["extractionState"]?.text
            guard state == StringCatalog.ExtractionState.extractedWithValue || state == StringCatalog.ExtractionState.stale else { continue }
            members[position].value = refreshed(existing, with: entry, language: language)
        }
        var removed: Set<String> = []
        for position in members.indices where !found.contains(members[position].key) {
            let item = members[position].value
            guard item["extractionState"]?.text == StringCatalog.ExtractionState.extractedWithValue else { continue }
            let key = members[position].key
            if (item["localizations"]?.members ?? []).contains(where: { $0.key != language }) {
                members[position].value["extractionState"] = .string(StringCatalog.ExtractionState.stale)
                report.markedStale.append(key)
            } else {
                removed.insert(key)
                report.removed.append(key)
            }
        }
        if !removed.isEmpty { members.removeAll { removed.contains($0.key) } }
        self.catalog.replaceStrings(with: members)
    }

    /// A string seen for the first time.
    static func newEntry(_ entry: LocalizableEntry, language: String) -> StringCatalogJSON {
        .object([
            .init("comment", .string(entry.commentBody)),
            .init("extractionState", .string(StringCatalog.ExtractionState.extractedWithValue)),
            .init("localizations", .object([.init(language, unit(entry.value, state: StringCatalog.UnitState.new))])),
        ])
    }

    static func unit(_ value: String, state: String) -> StringCatalogJSON {
        .object([.init("stringUnit", .object([.init("state", .string(state)), .init("value", .string(value))]))])
    }

    /// A managed entry brought up to date with the document.
    private mutating func refreshed(_ existing: StringCatalogJSON, with entry: LocalizableEntry, language: String) -> StringCatalogJSON {
        var item = existing
        item["comment"] = .string(entry.commentBody)
        item["extractionState"] = .string(StringCatalog.ExtractionState.extractedWithValue)
        var localizations = item["localizations"] ?? .object([])
        let sourceUnit = localizations[language]?["stringUnit"]
        guard sourceUnit?["value"]?.text != entry.value else { return item }
        if var unit = sourceUnit {
            unit["value"] = .string(entry.value)
            localizations[language]?["stringUnit"] = unit
        } else {
            localizations[language] = Self.unit(entry.value, state: StringCatalog.UnitState.new)
        }
        // The source changed: what translators wrote for the old text needs a look.
        for member in localizations.members ?? [] where member.key != language {
            guard member.value["stringUnit"]?["state"]?.text == StringCatalog.UnitState.translated else { continue }
            localizations[member.key]?["stringUnit"]?["state"] = .string(StringCatalog.UnitState.needsReview)
            report.translationsToReview += 1
        }
        item["localizations"] = localizations
        report.changed.append(entry.key)
        return item
    }
}
