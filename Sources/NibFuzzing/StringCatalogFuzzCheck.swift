import NibLocalization

/// String Catalogs (`.xcstrings`): a catalog that parses is written in Xcode's layout, and
/// that text parses back to the same tree (members compared in any order, since the writer
/// sorts them) and is written again byte for byte; an update with a document's strings
/// still gives a catalog that parses.
enum StringCatalogFuzzCheck {
    static let target = FuzzTarget(
        name: "xcstrings", summary: "String Catalogs (.xcstrings JSON)",
        seedSuffixes: [".xcstrings"]) { input in check(input) }

    static func check(_ input: [UInt8]) -> [String] {
        guard let catalog = try? StringCatalog(bytes: input) else { return [] }
        var violations: [String] = []
        let written = catalog.bytes
        guard let reread = try? StringCatalog(bytes: written) else { return ["the catalog written again does not parse"] }
        if !sameTree(reread.root, catalog.root) { violations.append("the catalog written again parses to a different tree") }
        if reread.bytes != written { violations.append("writing the catalog twice gives different bytes") }
        let entry = LocalizableEntry(objectID: "abc-12-xyz", keyPath: "title", className: "NSMenuItem", value: "Open \"it\"\n")
        let updated = StringCatalogUpdate(catalog: catalog, entries: [entry]).catalog
        if (try? StringCatalog(bytes: updated.bytes)) == nil { violations.append("an updated catalog does not parse") }
        return violations
    }

    /// Equal trees, object members in any order.
    private static func sameTree(_ left: StringCatalogJSON, _ right: StringCatalogJSON) -> Bool {
        switch (left, right) {
        case let (.object(a), .object(b)):
            guard a.count == b.count else { return false }
            let byKey = Dictionary(b.map { ($0.key, $0.value) }) { first, _ in first }
            return a.allSatisfy { member in byKey[member.key].map { sameTree(member.value, $0) } ?? false }
        case let (.array(a), .array(b)):
            return a.count == b.count && zip(a, b).allSatisfy { sameTree($0, $1) }
        default:
            return left == right
        }
    }
}
