import NibXML

/// Size-class variations (`<variation key="default">` masks on constraints) as UIKit's
/// trait storage: the constraints a view holds only for some trait collections.
///
/// Each top-level object with such views gets a `_UITraitStorageList` in
/// `UINibTraitStorageListsKey`: the views' `_UIRelationshipTraitStorage`s (key path
/// `traitStorageConstraints`, every constraint of the view as candidates, one record per
/// variation with the constraints it adds and removes) and the descendants whose traits
/// must be watched (each such view, and the items its constraints relate: a Pokédex's
/// root view by Xcode 7.3.1 lists its four subviews and the bottom layout guide its
/// constraints reach, not the label and button inside one of them).
extension CocoaTouchNibCompiler {
    /// A view whose constraints vary by trait collection.
    struct TraitStorage {
        /// The top-level object the view belongs to.
        var topLevelObject: Int
        /// The view holding the constraints.
        var view: Int
        /// All the view's constraints, in archive order.
        var candidates: [Int]
        /// The constraints the default (any width, any height) traits leave out.
        var removed: [Int]
        /// True when the storage belongs to a collection view cell whose content view holds
        /// the constraints: it watches the views the cell lists, not everything inside.
        var watchesListedViewsOnly = false
    }

    /// Records the trait storage of `view` when its variation removes any of its constraints.
    mutating func recordTraitStorage(view: Int, candidates: [Int], removed: [Int], watchesListedViewsOnly: Bool = false) {
        guard !removed.isEmpty, let topLevel = parentStack.first else { return }
        traitStorages.append(TraitStorage(topLevelObject: topLevel, view: view, candidates: candidates, removed: removed,
                                          watchesListedViewsOnly: watchesListedViewsOnly))
    }

    /// The `_UITraitStorageList`s, one per top-level object with trait storage, in listing order.
    mutating func traitStorageLists(listing: [Int]) -> [Int] {
        let position = Dictionary(listing.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let storages = traitStorages.sorted { (position[$0.view] ?? .max) < (position[$1.view] ?? .max) }
        var lists: [Int] = []
        var topLevelObjects: [Int] = []
        for storage in storages where !topLevelObjects.contains(storage.topLevelObject) { topLevelObjects.append(storage.topLevelObject) }
        for topLevel in topLevelObjects.sorted(by: { (position[$0] ?? .max) < (position[$1] ?? .max) }) {
            let members = storages.filter { $0.topLevelObject == topLevel }
            var descendants: [Int] = []
            for storage in members {
                if storage.view != topLevel { descendants.append(storage.view) }
                descendants += storage.watchesListedViewsOnly ? listedDescendants(of: storage.view) : constrainedItems(of: storage)
            }
            let list = archive.object("_UITraitStorageList")
            archive.set("UITopLevelObject", reference: topLevel, on: list)
            archive.set("UITraitStorages", reference: archive.collection("NSArray", members.map { relationshipStorage($0) }), on: list)
            var unique: [Int] = []
            for view in descendants where !unique.contains(view) { unique.append(view) }
            archive.set("UIDescendants", reference: set(unique), on: list)
            lists.append(list)
        }
        return lists
    }

    private mutating func relationshipStorage(_ storage: TraitStorage) -> Int {
        let object = archive.object("_UIRelationshipTraitStorage")
        archive.set("UIObject", reference: storage.view, on: object)
        archive.set("UIKeyPath", string: "traitStorageConstraints", on: object)
        let record = archive.object("_UIRelationshipTraitStorageRecord")
        // Xcode 7 gives the default record no trait collection (QBImagePicker's asset cell,
        // 7.3.1's build); Xcode 8 an empty one.
        if release >= .xcode8 {
            archive.set("UITraitCollection", reference: archive.object("UITraitCollection"), on: record)
        } else {
            archive.setNull("UITraitCollection", on: record)
        }
        archive.set("UIAddedObjects", reference: set([]), on: record)
        archive.set("UIRemovedObjects", reference: set(storage.removed), on: record)
        archive.set("UIRecords", reference: archive.collection("NSMutableArray", [record]), on: object)
        let candidates = archive.object("NSOrderedSet")
        for (index, constraint) in storage.candidates.enumerated() {
            archive.set("NS.object.\(index)", reference: constraint, on: candidates)
        }
        archive.set("UIRelationshipCandidates", reference: candidates, on: object)
        return object
    }

    /// The items a view's constraints relate, other than the view itself, in the order they
    /// first appear: the views and guides whose traits its variations depend on.
    private func constrainedItems(of storage: TraitStorage) -> [Int] {
        var items: [Int] = []
        for constraint in storage.candidates {
            for key in ["NSFirstItem", "NSSecondItem"] {
                if case .object(let item)? = archive.value(key, of: constraint), item != storage.view, !items.contains(item) { items.append(item) }
            }
        }
        return items
    }

    /// An `NSSet` of `members`: inline elements until Xcode 13, keyed members since.
    mutating func set(_ members: [Int]) -> Int {
        guard release.writesKeyedSets else { return archive.collection("NSSet", members) }
        let set = archive.object("NSSet")
        for (index, member) in members.enumerated() { archive.set("NS.object.\(index)", reference: member, on: set) }
        return set
    }
}
