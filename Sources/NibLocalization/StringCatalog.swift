import NibCore

/// A String Catalog (`.xcstrings`), the JSON file Xcode 15 and later keep a strings table
/// in with every language's translations: storyboards and xibs included (`Main.xcstrings`
/// beside `Main.storyboard`, its keys `ObjectID.property` as in `.strings` files).
///
/// The catalog is kept as its JSON tree, so what NibForge does not interpret (variations,
/// substitutions, `shouldTranslate`) is written back unchanged; `bytes` writes it as Xcode
/// does, so a catalog read and written again is identical to the file Xcode wrote.
public struct StringCatalog: Hashable, Sendable {
    /// The whole JSON document.
    public private(set) var root: StringCatalogJSON

    /// `extractionState` values Xcode writes.
    public enum ExtractionState {
        /// Found in an Interface Builder document (or an Info.plist), with its source value.
        public static let extractedWithValue = "extracted_with_value"
        /// No longer found where it was extracted from; kept for its translations.
        public static let stale = "stale"
        /// Added by hand; Xcode never changes or removes it.
        public static let manual = "manual"
    }

    /// `stringUnit` states Xcode writes.
    public enum UnitState {
        /// Not translated yet (and the source language's own unit).
        public static let new = "new"
        /// Translated.
        public static let translated = "translated"
        /// Translated from a source text that has changed since.
        public static let needsReview = "needs_review"
    }

    /// An empty catalog for strings written in `sourceLanguage`.
    public init(sourceLanguage: String) {
        root = .object([
            .init("sourceLanguage", .string(sourceLanguage)), .init("strings", .object([])), .init("version", .string("1.0")),
        ])
    }

    /// Reads a catalog. A file that is not JSON, or not a catalog (no `strings` object), is a
    /// `Diagnostic` naming the file and, for JSON errors, the line and column.
    public init(bytes: [UInt8], path: String? = nil) throws {
        let root = try StringCatalogJSONReader.read(bytes, path: path)
        guard root.members != nil else { throw Diagnostic.error("not a String Catalog: the file is not a JSON object", path: path) }
        guard root["strings"]?.members != nil else {
            throw Diagnostic.error("not a String Catalog: it has no \"strings\" object", path: path)
        }
        self.root = root
    }

    /// The catalog as Xcode writes it.
    public var bytes: [UInt8] { StringCatalogJSONWriter.bytes(for: root) }

    /// The language the keys' source values are written in (`en` when the file says none).
    public var sourceLanguage: String { root["sourceLanguage"]?.text ?? "en" }

    /// The keys, in file order.
    public var keys: [String] { root["strings"]?.members?.map(\.key) ?? [] }

    /// The entry of `key` (`comment`, `extractionState`, `localizations`...), or nil.
    public subscript(key: String) -> StringCatalogJSON? {
        get { root["strings"]?[key] }
        set {
            var strings = root["strings"] ?? .object([])
            strings[key] = newValue
            root["strings"] = strings
        }
    }

    /// The `extractionState` of `key`'s entry (nil: extracted from code, or never set).
    public func extractionState(of key: String) -> String? {
        self[key]?["extractionState"]?.text
    }

    /// The value and state of `key`'s string unit in `language`, when it has one.
    public func unit(of key: String, language: String) -> (value: String, state: String?)? {
        guard let unit = self[key]?["localizations"]?[language]?["stringUnit"], let value = unit["value"]?.text else { return nil }
        return (value, unit["state"]?.text)
    }

    /// The translations of `language` as a strings table (key → value), for the keys whose
    /// unit in that language is translated or waiting for review; untranslated units
    /// (`new`) are left out, as Xcode leaves them out of the built `.strings`.
    public func translations(for language: String) -> StringsTable {
        var entries: [StringsEntry] = []
        for member in root["strings"]?.members ?? [] {
            guard let unit = member.value["localizations"]?[language]?["stringUnit"], let value = unit["value"]?.text,
                  unit["state"]?.text != UnitState.new else { continue }
            entries.append(StringsEntry(key: member.key, value: value))
        }
        return StringsTable(entries: entries)
    }

    /// Replaces every entry at once (the update's way to set thousands of entries without
    /// copying the tree for each).
    mutating func replaceStrings(with members: [StringCatalogJSON.Member]) {
        root["strings"] = .object(members)
    }
}
