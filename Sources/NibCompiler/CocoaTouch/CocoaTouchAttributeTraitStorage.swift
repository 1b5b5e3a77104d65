import NibXML

/// Size-class values of a constraint's constant (`<variation key="heightClass=compact"
/// constant="4"/>`) as Xcode 13's ibtool archives them: a `_UIAttributeTraitStorage` for the
/// constraint's `encodedConstant`, one record per variation and a last one for any traits
/// (an empty trait collection, shared in the list) holding the default constant. Each view's
/// attribute storages appear twice in a row in its list, as in every Apple nib of the pairs.
extension CocoaTouchNibCompiler {
    /// A constraint whose constant varies by size class.
    struct ConstantVariation {
        /// The top-level object the constraint's view belongs to.
        var topLevelObject: Int
        /// The view holding the constraint.
        var view: Int
        var constraint: Int
        /// The constant for traits not named by a variation.
        var defaultConstant: Double
        /// Each variation's size classes (`UIUserInterfaceSizeClass`, horizontal and
        /// vertical, nil when not named) and constant.
        var variations: [(horizontal: Int64?, vertical: Int64?, constant: Double)]
    }

    /// `UIUserInterfaceSizeClass` values by document name.
    static let sizeClasses: [String: Int64] = ["compact": 1, "regular": 2]

    /// Records `constraint`'s constant variations (Xcode 13).
    mutating func recordConstantVariations(of element: MarkupElement, constraint: Int, view: Int) {
        guard release.xcodeMajorVersion >= 13, let topLevel = parentStack.first else { return }
        var variations: [(horizontal: Int64?, vertical: Int64?, constant: Double)] = []
        for variation in element.children(named: "variation") {
            guard let key = variation[attribute: "key"], key != "default",
                  let constant = variation[attribute: "constant"].flatMap(Double.init) else { continue }
            var horizontal: Int64?, vertical: Int64?
            for part in key.split(separator: "-") {
                let pair = part.split(separator: "=").map(String.init)
                guard pair.count == 2, let value = Self.sizeClasses[pair[1]] else { continue }
                if pair[0] == "widthClass" { horizontal = value } else if pair[0] == "heightClass" { vertical = value }
            }
            variations.append((horizontal, vertical, constant))
        }
        guard !variations.isEmpty else { return }
        constantVariations.append(ConstantVariation(topLevelObject: topLevel, view: view, constraint: constraint,
                                                    defaultConstant: element[attribute: "constant"].flatMap(Double.init) ?? 0,
                                                    variations: variations))
    }

    /// The `_UITraitStorageList`s of top-level objects whose only trait storage is varying
    /// constants (lists with constraint sets varying as well are not reproduced yet).
    mutating func attributeTraitStorageLists(listing: [Int], skipping topLevelObjects: Set<Int>) -> [Int] {
        let position = Dictionary(listing.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var lists: [Int] = []
        var owners: [Int] = []
        for variation in constantVariations where !topLevelObjects.contains(variation.topLevelObject) && !owners.contains(variation.topLevelObject) {
            owners.append(variation.topLevelObject)
        }
        for owner in owners.sorted(by: { (position[$0] ?? .max) < (position[$1] ?? .max) }) {
            let members = constantVariations.filter { $0.topLevelObject == owner }
            let anyTraits = archive.object("UITraitCollection")
            var views: [Int] = []
            for member in members where !views.contains(member.view) { views.append(member.view) }
            var storages: [Int] = []
            for view in views.sorted(by: { (position[$0] ?? .max) < (position[$1] ?? .max) }) {
                let own = members.filter { $0.view == view }
                for _ in 0..<2 { storages += own.map { attributeStorage($0, anyTraits: anyTraits) } }
            }
            let list = archive.object("_UITraitStorageList")
            archive.set("UITopLevelObject", reference: owner, on: list)
            archive.set("UITraitStorages", reference: archive.collection("NSArray", storages), on: list)
            let descendants = archive.object("NSSet")
            for (index, member) in members.enumerated() { archive.set("NS.object.\(index)", reference: member.constraint, on: descendants) }
            archive.set("UIDescendants", reference: descendants, on: list)
            lists.append(list)
        }
        return lists
    }

    private mutating func attributeStorage(_ variation: ConstantVariation, anyTraits: Int) -> Int {
        let storage = archive.object("_UIAttributeTraitStorage")
        archive.set("UIObject", reference: variation.constraint, on: storage)
        archive.set("UIKeyPath", string: "encodedConstant", on: storage)
        var records: [Int] = []
        for entry in variation.variations {
            let traits = archive.object("UITraitCollection")
            if let horizontal = entry.horizontal { archive.set("UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass", integer: horizontal, on: traits) }
            if let vertical = entry.vertical { archive.set("UITraitCollectionBuiltinTrait-_UITraitNameVerticalSizeClass", integer: vertical, on: traits) }
            records.append(constantRecord(traits: traits, constant: entry.constant))
        }
        records.append(constantRecord(traits: anyTraits, constant: variation.defaultConstant))
        archive.set("UIRecords", reference: archive.collection("NSMutableArray", records), on: storage)
        return storage
    }

    private mutating func constantRecord(traits: Int, constant: Double) -> Int {
        let record = archive.object("_UIAttributeTraitStorageRecord")
        archive.set("UITraitCollection", reference: traits, on: record)
        let value = archive.object("_NSLayoutConstraintConstant")
        archive.setNull("UISymbolicConstant", on: value)
        archive.set("UINumericConstant", .double(constant), on: value)
        archive.set("UIValue", reference: value, on: record)
        return record
    }
}
