import NibXML

/// Size-class variations as Xcode 13's ibtool archives them, one `_UITraitStorageList` per
/// top-level object:
/// - constraint sets (`<variation key="heightClass=compact"><mask key="constraints">`): a
///   `_UIRelationshipTraitStorage` per view, one record per variation (the default one
///   under an empty trait collection) with the constraints it adds and removes;
/// - constants (`<variation key=... constant="4"/>`): a `_UIAttributeTraitStorage` for the
///   constraint's `encodedConstant`, one record per variation and a last one for any traits
///   holding the default constant. Each view's attribute storages appear twice in a row, as
///   in every Apple nib of the pairs.
/// A view's constraint set is followed by the property storages of objects beyond its own
/// subviews that its constraints reach, once per constraint.
/// Storages are ordered by their view's place in the document (depth first, as the views are
/// created; not the breadth-first listing), a view's constraint sets first;
/// the list's empty trait collection is shared by its records. Its descendants are the
/// views' subviews and listed guides, and the constraints with varying constants.
extension CocoaTouchNibCompiler {
    /// Whether this nib archives size-class variations in full (`_UIRelationshipTraitStorage`s
    /// of every record): from Xcode 9 always; in Xcode 7 and 8 when the document varies
    /// something for a size class (a grocery app's launch screen, its image view installed for
    /// compact widths only, Xcode 7.3), not when it only leaves constraints out for every size
    /// class (Presentr's alert, 8.2; QBImagePicker's storyboard, 7.3.1), which keeps the older
    /// storage of the default traits' removals alone.
    var archivesSizeClassVariations: Bool {
        release.archivesSizeClassVariations || (release >= .xcode7 && tables.variesBySizeClass)
    }

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

    /// One `<variation>`'s mask: its size classes (nil for the default) and the ids of the
    /// objects it includes and excludes.
    typealias VariationRecord = (traits: (horizontal: Int64?, vertical: Int64?)?, added: [String], removed: [String])

    /// A view whose constraint set varies by size class (Xcode 13).
    struct ConstraintSetVariation {
        var topLevelObject: Int
        var view: Int
        /// The view's constraints, in archive order.
        var candidates: [Int]
        /// One record per `<variation>` masking the relationship.
        var records: [VariationRecord]
        /// The relationship the storage varies: the view's constraints, or its subviews
        /// (`CocoaTouchUninstalledViews`).
        var keyPath = "traitStorageConstraints"
    }

    /// A view property that varies by size class (a stack view's `axis` or `spacing`, a
    /// label's or button's `font`): its value per variation and by default, archived when
    /// its storage is written.
    struct PropertyVariation {
        var topLevelObject: Int
        var object: Int
        var keyPath: String
        var variations: [(horizontal: Int64?, vertical: Int64?, value: VariedValue)]
        var defaultValue: VariedValue
    }

    /// A value a size-class variation sets. It is archived with the record holding it, so a
    /// storage written twice (a static cell's) holds fonts of its own where UIKit's cache
    /// hands out no shared one, as in Apple's nibs.
    enum VariedValue {
        case integer(Int64)
        case double(Double)
        /// A `<fontDescription>`.
        case font(MarkupElement)
    }

    /// Archives a varied value: numbers (made one per value later), fonts as `font(_:)` does.
    private mutating func archivedValue(_ value: VariedValue) -> Int {
        switch value {
        case .integer(let integer): archive.number(integer)
        case .double(let double): archive.number(double: double)
        case .font(let description): font(description)
        }
    }

    /// The object whose `_UITraitStorageList` holds the size-class storages of `object`: its
    /// top-level object, or the static table cell it is in (under the table's data source and
    /// section), which ibtool 13 lists as a top-level object of its own (DuckDuckGo's privacy
    /// protection cells, Xcode 13.2.1).
    func traitStorageOwner(of object: Int) -> Int? {
        guard let topLevel = parentStack.first else { return nil }
        guard staticDataSources.contains(topLevel), parentStack.count >= 2 else { return topLevel }
        return parentStack.count > 2 ? parentStack[2] : object
    }

    /// Records the property variations of `element`: stack view axes and spacings, fonts.
    mutating func recordPropertyVariations(of element: MarkupElement, object: Int) {
        guard archivesSizeClassVariations, let topLevel = traitStorageOwner(of: object) ?? Optional(object) else { return }
        let variations = Self.sizeClassVariations(of: element)
        guard !variations.isEmpty else { return }
        // Each key path's records in variation order, key paths in the order ibtool stores them.
        var records: [String: [(horizontal: Int64?, vertical: Int64?, value: VariedValue)]] = [:]
        for variation in variations {
            let classes = Self.sizeClasses(of: variation[attribute: "key"] ?? "")
            func add(_ keyPath: String, _ value: VariedValue) { records[keyPath, default: []].append((classes.horizontal, classes.vertical, value)) }
            for enumerated in Self.enumeratedVariations {
                if let value = variation[attribute: enumerated.attribute].flatMap({ enumerated.values[$0] }) {
                    add(enumerated.attribute, .integer(value))
                }
            }
            if let spacing = variation[attribute: "spacing"].flatMap(Double.init) { add("spacing", .double(spacing)) }
            if let description = variation.firstChild(named: "fontDescription") { add("font", .font(description)) }
        }
        for keyPath in Self.enumeratedVariations.map(\.attribute) + ["spacing", "font"] {
            guard let values = records[keyPath] else { continue }
            let standard: VariedValue?
            if let enumerated = Self.enumeratedVariations.first(where: { $0.attribute == keyPath }) {
                standard = .integer(element[attribute: keyPath].flatMap { enumerated.values[$0] } ?? enumerated.standard)
            } else if keyPath == "spacing" {
                standard = .double(element[attribute: "spacing"].flatMap(Double.init) ?? 0)
            } else {
                standard = fontDescription(in: element, asDocumentDefault: true).map(VariedValue.font)
            }
            guard let standard else { continue }
            propertyVariations.append(PropertyVariation(topLevelObject: topLevel, object: object, keyPath: keyPath,
                                                        variations: values, defaultValue: standard))
        }
    }

    /// The integer properties a size-class variation can set, with their values by document
    /// name and UIKit's default: a stack view's axis and distribution (DuckDuckGo's tab error
    /// view, Xcode 13.2), a view's hidden flag, stored even at the view's own value
    /// (DuckDuckGo's blank snapshot toolbar, `hidden="NO"` for regular sizes).
    static let enumeratedVariations: [(attribute: String, values: [String: Int64], standard: Int64)] = [
        ("axis", ["horizontal": 0, "vertical": 1], 0),
        ("distribution", ["fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4], 0),
        ("hidden", ["NO": 0, "YES": 1], 0),
    ]

    /// An element's size-class variations other than the default, in the order ibtool
    /// archives their records, whatever order the document lists them in: those naming both
    /// size classes first (`heightClass=regular-widthClass=regular` before `widthClass=compact`
    /// in Mixpanel's iPad takeover xib, Xcode 8.3 to 9.4), then by the width's class and the
    /// height's, regular before compact before none (the same company's iPad takeover
    /// storyboard, Xcode 8.0: regular, then compact widths of regular height, then compact
    /// heights).
    static func sizeClassVariations(of element: MarkupElement) -> [MarkupElement] {
        func rank(_ variation: MarkupElement) -> (named: Int, horizontal: Int64, vertical: Int64) {
            let classes = sizeClasses(of: variation[attribute: "key"] ?? "")
            return ([classes.horizontal, classes.vertical].compactMap { $0 }.count, classes.horizontal ?? 0, classes.vertical ?? 0)
        }
        return element.children(named: "variation").filter { $0[attribute: "key"] != "default" }
            .sorted { rank($0) > rank($1) }
    }

    /// `UIUserInterfaceSizeClass` values by document name.
    static let sizeClasses: [String: Int64] = ["compact": 1, "regular": 2]

    /// The size classes a variation key names (`heightClass=compact-widthClass=regular`).
    static func sizeClasses(of key: String) -> (horizontal: Int64?, vertical: Int64?) {
        var horizontal: Int64?, vertical: Int64?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=").map(String.init)
            guard pair.count == 2, let value = sizeClasses[pair[1]] else { continue }
            if pair[0] == "widthClass" { horizontal = value } else if pair[0] == "heightClass" { vertical = value }
        }
        return (horizontal, vertical)
    }

    /// The records of `element`'s variations with a mask of `maskKey` (`constraints`,
    /// `subviews`), in document order, for the variations whose key `includesKey` accepts.
    static func variationRecords(of element: MarkupElement, mask maskKey: String,
                                 includesKey: (String) -> Bool = { _ in true }) -> [VariationRecord] {
        element.children(named: "variation").compactMap { variation in
            guard let key = variation[attribute: "key"], includesKey(key),
                  let mask = variation.children(named: "mask").first(where: { $0[attribute: "key"] == maskKey }) else { return nil }
            return (key == "default" ? nil : sizeClasses(of: key), mask.children(named: "include").compactMap { $0[attribute: "reference"] },
                    mask.children(named: "exclude").compactMap { $0[attribute: "reference"] })
        }
    }

    /// Records the constraint set variations of `element`, the view `view` (Xcode 13).
    mutating func recordConstraintSetVariations(of element: MarkupElement, view: Int, candidates: [Int]) {
        guard archivesSizeClassVariations, let topLevel = traitStorageOwner(of: view) else { return }
        var records = Self.variationRecords(of: element, mask: "constraints")
        // Constraints left out with an uninstalled view are the default traits' too.
        let uninstalled = (element.firstChild(named: "constraints")?.children(named: "constraint") ?? [])
            .compactMap { $0[attribute: "id"] }.filter { tables.uninstalledConstraintIDs.contains($0) }
        if !uninstalled.isEmpty {
            if let index = records.firstIndex(where: { $0.traits == nil }) {
                records[index].removed += uninstalled.filter { !records[index].removed.contains($0) }
            } else {
                records.insert((nil, [], uninstalled), at: 0)
            }
        }
        addConstraintsOfInstalledViews(of: element, to: &records)
        guard !records.isEmpty else { return }
        constraintSetVariations.append(ConstraintSetVariation(topLevelObject: topLevel, view: view, candidates: candidates, records: records))
    }

    /// A size class that installs a view installs the constraints naming it with it, where the
    /// document masks none of the view's constraints (Mixpanel's iPad takeover, an Xcode 7
    /// storyboard built by 8.0: its okay button, included for regular sizes, added there with
    /// its own two constraints and the five tying it to its superview and a label); a view whose
    /// variations mask its constraints keeps what they name (ALCameraViewController's confirm
    /// view by 10.1: its compact heights add the 11 constraints their mask includes).
    func addConstraintsOfInstalledViews(of element: MarkupElement, to records: inout [VariationRecord]) {
        guard !tables.installingSizeClasses.isEmpty, records.isEmpty else { return }
        let owner = element[attribute: "id"]
        for constraint in element.firstChild(named: "constraints")?.children(named: "constraint") ?? [] {
            guard let id = constraint[attribute: "id"] else { continue }
            let items = [constraint[attribute: "firstItem"] ?? owner, constraint[attribute: "secondItem"]].compactMap { $0 }
            for traits in items.flatMap({ tables.installingSizeClasses[$0] ?? [] }) {
                if let index = records.firstIndex(where: { $0.traits.map { $0 == traits } ?? false }) {
                    guard !records[index].added.contains(id), !records[index].removed.contains(id) else { continue }
                    records[index].added.append(id)
                } else {
                    records.append((traits, [id], []))
                }
            }
        }
    }

    /// Records `constraint`'s constant variations (Xcode 13).
    mutating func recordConstantVariations(of element: MarkupElement, constraint: Int, view: Int) {
        guard archivesSizeClassVariations, let topLevel = traitStorageOwner(of: view) else { return }
        var variations: [(horizontal: Int64?, vertical: Int64?, constant: Double)] = []
        for variation in Self.sizeClassVariations(of: element) {
            guard let key = variation[attribute: "key"], let constant = variation[attribute: "constant"].flatMap(Double.init) else { continue }
            let classes = Self.sizeClasses(of: key)
            variations.append((classes.horizontal, classes.vertical, constant))
        }
        guard !variations.isEmpty else { return }
        constantVariations.append(ConstantVariation(topLevelObject: topLevel, view: view, constraint: constraint,
                                                    defaultConstant: element[attribute: "constant"].flatMap(Double.init) ?? 0,
                                                    variations: variations))
    }

    /// Xcode 13's `_UITraitStorageList`s, one per top-level object with size-class variations
    /// or catalog colours' storages (`colorStorages`, below iOS 13).
    mutating func sizeClassTraitStorageLists(listing: [Int], colorStorages: [(topLevelObject: Int, object: Int, storage: Int)] = []) -> [Int] {
        let position = Dictionary(listing.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var owners: [Int] = []
        for owner in constraintSetVariations.map(\.topLevelObject) + constantVariations.map(\.topLevelObject)
            + propertyVariations.map(\.topLevelObject) + colorStorages.map(\.topLevelObject) where !owners.contains(owner) {
            owners.append(owner)
        }
        var lists: [Int] = []
        for owner in owners.sorted(by: { (position[$0] ?? .max) < (position[$1] ?? .max) }) {
            let sets = constraintSetVariations.filter { $0.topLevelObject == owner }
            let constants = constantVariations.filter { $0.topLevelObject == owner }
            let properties = propertyVariations.filter { $0.topLevelObject == owner }
            // The default records' empty trait collection: one object from Xcode 11 (every
            // storage list of the Carthage and DuckDuckGo builds by 11 to 13), one per record
            // before (all 35 by Xcode 8 to 10); none in Xcode 7 (`relationshipStorage13`).
            let anyTraits: Int? = release >= .xcode11 ? archive.object("UITraitCollection") : nil
            var views: [Int] = []
            for view in sets.map(\.view) + constants.map(\.view) + properties.map(\.object) where !views.contains(view) { views.append(view) }
            var storages: [Int] = []
            // A static cell's storages appear twice, the second time with values of their own
            // (DuckDuckGo's privacy protection cells: two buttons' font storages, A B A B).
            let passes = staticSectionCells.contains { $0.contains(owner) } ? 2 : 1
            for _ in 0..<passes {
                for view in views.sorted() {
                    // A view's own property storages come before its constraint set's (DuckDuckGo's
                    // tab error stack view: axis and distribution, then its constraints, Xcode 13.2).
                    storages += properties.filter { $0.object == view }.map { propertyStorage($0, anyTraits: anyTraits) }
                    for variation in sets where variation.view == view {
                        storages.append(relationshipStorage13(variation, anyTraits: anyTraits))
                        // A candidate constraint reaching past the view's own subviews repeats the
                        // property storages of the object it reaches, once per constraint
                        // (SwiftMessages' tab view: two constraints of the root view hold a
                        // grandchild stack view whose spacing varies; its card view, whose
                        // constraints hold only children, repeats nothing).
                        for constraint in variation.candidates {
                            for item in constraintItems[constraint] ?? [] where item != view && !(childrenByParent[view] ?? []).contains(item) {
                                storages += properties.filter { $0.object == item }.map { propertyStorage($0, anyTraits: anyTraits) }
                            }
                        }
                    }
                    let own = constants.filter { $0.view == view }
                    for _ in 0..<2 { storages += own.map { attributeStorage($0, anyTraits: anyTraits) } }
                }
            }
            var descendants: [Int] = []
            for set in sets {
                if set.view != owner { descendants.append(set.view) }
                if release < .xcode8 {
                    // Xcode 7: the objects the variations name, the items of their constraints
                    // included, a controller's layout guide too (a grocery app's launch screen,
                    // its image view and the bottom guide a compact-width constraint holds it to).
                    for candidate in set.candidates {
                        if let items = constraintItems[candidate] {
                            descendants += items.filter { $0 != owner && $0 != set.view }
                        } else {
                            descendants.append(candidate)
                        }
                    }
                } else {
                    descendants += listedDescendants(of: set.view)
                }
            }
            descendants += constants.map(\.constraint) + properties.map(\.object)
            // Catalog colours' storages last (`catalogColorTraitStorages`), their objects other
            // than the top-level one among the descendants (unmeasured: the one oracle's colour
            // is the top-level view's own).
            let colors = colorStorages.filter { $0.topLevelObject == owner }
            storages += colors.map(\.storage)
            descendants += colors.map(\.object).filter { $0 != owner }
            var unique: [Int] = []
            for member in descendants where !unique.contains(member) { unique.append(member) }
            let list = archive.object("_UITraitStorageList")
            archive.set("UITopLevelObject", reference: owner, on: list)
            archive.set("UITraitStorages", reference: archive.collection("NSArray", storages), on: list)
            archive.set("UIDescendants", reference: set(unique), on: list)
            lists.append(list)
        }
        return lists
    }

    /// The direct subviews of `view` and the blank guides listed for it (not a controller's
    /// layout guides): ibtool 13 goes no deeper, even where deeper views exist. Where the
    /// controller's guides stand in for the view's safe area (below iOS 11), they are listed
    /// instead of its blank guide (MapboxNavigation's runtime nibs by Xcode 9.2).
    func listedDescendants(of view: Int) -> [Int] {
        let standIns = (layoutGuidesByView[view] ?? []).filter { guide in
            safeAreaStandIns.values.contains { $0.top == guide || $0.bottom == guide }
        }
        return (childrenByParent[view] ?? []).filter { next in
            let controllerGuide = layoutGuidesByView.values.contains { $0.contains(next) }
            return (viewObjects.contains(next) && (!controllerGuide || standIns.contains(next)))
                || (blankLayoutGuides.contains(next) && standIns.isEmpty)
        }
    }

    private mutating func relationshipStorage13(_ variation: ConstraintSetVariation, anyTraits: Int?) -> Int {
        let storage = archive.object("_UIRelationshipTraitStorage")
        archive.set("UIObject", reference: variation.view, on: storage)
        archive.set("UIKeyPath", string: variation.keyPath, on: storage)
        var records: [Int] = []
        for entry in variation.records {
            let record = archive.object("_UIRelationshipTraitStorageRecord")
            let traits: Int
            if let classes = entry.traits {
                traits = archive.object("UITraitCollection")
                if let horizontal = classes.horizontal { archive.set("UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass", integer: horizontal, on: traits) }
                if let vertical = classes.vertical { archive.set("UITraitCollectionBuiltinTrait-_UITraitNameVerticalSizeClass", integer: vertical, on: traits) }
            } else if release < .xcode8 {
                // Xcode 7's default record names no traits.
                archive.setNull("UITraitCollection", on: record)
                archive.set("UIAddedObjects", reference: set(entry.added.compactMap { objectsByID[$0] }), on: record)
                archive.set("UIRemovedObjects", reference: set(entry.removed.compactMap { objectsByID[$0] }), on: record)
                records.append(record)
                continue
            } else {
                traits = anyTraits ?? archive.object("UITraitCollection")
            }
            archive.set("UITraitCollection", reference: traits, on: record)
            archive.set("UIAddedObjects", reference: set(entry.added.compactMap { objectsByID[$0] }), on: record)
            archive.set("UIRemovedObjects", reference: set(entry.removed.compactMap { objectsByID[$0] }), on: record)
            records.append(record)
        }
        archive.set("UIRecords", reference: archive.collection("NSMutableArray", records), on: storage)
        let candidates = archive.object("NSOrderedSet")
        for (index, constraint) in variation.candidates.enumerated() {
            archive.set("NS.object.\(index)", reference: constraint, on: candidates)
        }
        archive.set("UIRelationshipCandidates", reference: candidates, on: storage)
        return storage
    }

    private mutating func propertyStorage(_ variation: PropertyVariation, anyTraits: Int?) -> Int {
        let values = variation.variations.map(\.value) + [variation.defaultValue]
        return attributeTraitStorage(object: variation.object, keyPath: variation.keyPath,
                                     sizeClasses: variation.variations.map { ($0.horizontal, $0.vertical) },
                                     anyTraits: anyTraits) { compiler, index in compiler.archivedValue(values[index]) }
    }

    private mutating func attributeStorage(_ variation: ConstantVariation, anyTraits: Int?) -> Int {
        let constants = variation.variations.map(\.constant) + [variation.defaultConstant]
        return attributeTraitStorage(object: variation.constraint, keyPath: "encodedConstant",
                                     sizeClasses: variation.variations.map { ($0.horizontal, $0.vertical) },
                                     anyTraits: anyTraits) { compiler, index in compiler.constantValue(constants[index]) }
    }

    /// A `_UIAttributeTraitStorage` for `keyPath` of `object`: one record per size-class
    /// variation, then one under any traits for the default. `value` archives the value of
    /// the record at an index (the last index is the default's) when its record is written.
    private mutating func attributeTraitStorage(object: Int, keyPath: String,
                                                sizeClasses: [(horizontal: Int64?, vertical: Int64?)],
                                                anyTraits: Int?,
                                                value: (inout Self, Int) -> Int) -> Int {
        let storage = archive.object("_UIAttributeTraitStorage")
        archive.set("UIObject", reference: object, on: storage)
        archive.set("UIKeyPath", string: keyPath, on: storage)
        var records: [Int] = []
        for (index, classes) in sizeClasses.enumerated() {
            let traits = archive.object("UITraitCollection")
            if let horizontal = classes.horizontal { archive.set("UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass", integer: horizontal, on: traits) }
            if let vertical = classes.vertical { archive.set("UITraitCollectionBuiltinTrait-_UITraitNameVerticalSizeClass", integer: vertical, on: traits) }
            records.append(valueRecord(traits: traits, value: value(&self, index)))
        }
        records.append(valueRecord(traits: anyTraits ?? archive.object("UITraitCollection"), value: value(&self, sizeClasses.count)))
        archive.set("UIRecords", reference: archive.collection("NSMutableArray", records), on: storage)
        return storage
    }

    private mutating func valueRecord(traits: Int, value: Int) -> Int {
        let record = archive.object("_UIAttributeTraitStorageRecord")
        archive.set("UITraitCollection", reference: traits, on: record)
        archive.set("UIValue", reference: value, on: record)
        return record
    }

    /// A layout constraint constant as `encodedConstant` archives it: numeric, no symbol.
    private mutating func constantValue(_ constant: Double) -> Int {
        let value = archive.object("_NSLayoutConstraintConstant")
        archive.setNull("UISymbolicConstant", on: value)
        archive.set("UINumericConstant", .double(constant), on: value)
        return value
    }
}
