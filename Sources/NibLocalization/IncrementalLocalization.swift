import NibCore
import NibDocument
import NibXML

/// ibtool's three-way merge for translators (`--localize-incremental`): the new base
/// document gets what the translator did to the old one, where the base did not change.
///
/// Given the base document a localization was made from (`previousBase`), that
/// localization (`previousLocalized`) and the new base:
/// - a string whose base value is the same in both bases takes the localized value;
/// - a string that is new, or whose base value changed, keeps the new base value and is
///   reported as needing translation;
/// - a frame the translator changed (`<rect key="frame">`, a window's `contentRect`) is
///   carried over where the base's frame did not change, so text that grew in
///   translation keeps its room.
///
/// The merge edits `newBase`'s tree in place; only the carried values' bytes change when it
/// is serialised again.
public struct IncrementalLocalization {
    /// What the merge did.
    public struct Report: Sendable {
        /// Keys whose translation was carried over (including translations equal to the base).
        public var carried: [String] = []
        /// Strings that are new or changed in the base: they keep the base value.
        public var needsTranslation: [LocalizableEntry] = []
        /// Where each string needing translation is in the new base.
        public var locations: [String: SourceLocation] = [:]
        /// Ids of objects whose localized frame was carried over.
        public var carriedFrames: [String] = []
        /// Keys of the old localization that the new base no longer has.
        public var dropped: [String] = []
    }

    /// What the merge did.
    public private(set) var report = Report()

    /// Merges into `newBase` (its tree is changed in place).
    public init(previousBase: InterfaceDocument, previousLocalized: InterfaceDocument, newBase: InterfaceDocument) {
        let oldBaseValues = Self.values(of: previousBase)
        let oldLocalizedValues = Self.values(of: previousLocalized)
        let newLocalization = DocumentLocalization(document: newBase)
        var newKeys: Set<String> = []
        for property in newLocalization.properties {
            let entry = property.entry
            newKeys.insert(entry.key)
            if let oldBase = oldBaseValues[entry.key], oldBase == entry.value, let translated = oldLocalizedValues[entry.key] {
                if translated != entry.value { property.setValue(translated) }
                report.carried.append(entry.key)
            } else {
                report.needsTranslation.append(entry)
                report.locations[entry.key] = newBase.location(of: property.element)
            }
        }
        report.dropped = oldLocalizedValues.keys.filter { !newKeys.contains($0) }.sorted()
        carryFrames(previousBase: previousBase, previousLocalized: previousLocalized, newBase: newBase)
    }

    /// The non-empty localizable values of a document, by key (the first, when a key repeats).
    private static func values(of document: InterfaceDocument) -> [String: String] {
        var result: [String: String] = [:]
        for entry in DocumentLocalization(document: document).localizableEntries() where result[entry.key] == nil {
            result[entry.key] = entry.value
        }
        return result
    }

    /// The frame-like rectangles of a document by object id and key: `<rect key="frame">`
    /// and `<rect key="contentRect">` inside an element with an id.
    private static func frames(of document: InterfaceDocument) -> [String: MarkupElement] {
        var result: [String: MarkupElement] = [:]
        for element in document.markup.root.descendants() where element.name == "rect" {
            guard let key = element[attribute: "key"], key == "frame" || key == "contentRect",
                  let id = element.parent?[attribute: "id"] else { continue }
            result[id + "." + key] = element
        }
        return result
    }

    private static let rectAttributes = ["x", "y", "width", "height"]

    private static func geometry(_ element: MarkupElement) -> [String?] {
        rectAttributes.map { element[attribute: $0] }
    }

    private mutating func carryFrames(previousBase: InterfaceDocument, previousLocalized: InterfaceDocument, newBase: InterfaceDocument) {
        let oldBase = Self.frames(of: previousBase), oldLocalized = Self.frames(of: previousLocalized)
        for (place, element) in Self.frames(of: newBase).sorted(by: { $0.key < $1.key }) {
            guard let base = oldBase[place], let localized = oldLocalized[place],
                  Self.geometry(base) == Self.geometry(element), Self.geometry(localized) != Self.geometry(base) else { continue }
            for (name, value) in zip(Self.rectAttributes, Self.geometry(localized)) {
                if let value, element[attribute: name] != value { element.setAttribute(name, to: value) }
            }
            report.carriedFrames.append(String(place.split(separator: ".").first ?? ""))
        }
    }
}
