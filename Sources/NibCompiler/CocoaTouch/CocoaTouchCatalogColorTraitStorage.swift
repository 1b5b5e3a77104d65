import NibCore
import NibXML

/// Asset catalog colours in a nib for iOS 12 and earlier: UIKit there cannot decode a dynamic
/// catalog colour, so from Xcode 11 ibtool adds, for each property set to one, a
/// `_UIColorAttributeTraitStorage` (the object, the property's key path, no records) naming
/// the asset through a `_UICoreUICatalogColorWrapper` (its name, no bundle identifier, the
/// colour the document declares for it as fallback), in its top-level object's trait storage
/// list (a Cordova launch screen's background for iOS 11, Xcode 11.6's runtime variant; its
/// iOS 13 variant has none).
extension CocoaTouchNibCompiler {
    /// Whether a catalog colour set in this nib gets a trait storage: Xcode 11 and later, below iOS 13.
    var storesCatalogColorTraits: Bool { release >= .xcode11 && availability < PlatformVersion(13, 0) }

    /// The `_UIColorAttributeTraitStorage`s of the catalog colours the nib's objects were set
    /// to, each with the top-level object whose list holds it and the object it sets.
    mutating func catalogColorTraitStorages() -> [(topLevelObject: Int, object: Int, storage: Int)] {
        var storages: [(topLevelObject: Int, object: Int, storage: Int)] = []
        var seen: [MarkupElement] = []
        // One storage per property, however often its colour element is compiled.
        for use in catalogColorUses where !seen.contains(use) {
            seen.append(use)
            guard let name = use[attribute: "name"], let keyPath = use[attribute: "key"], let owner = use.parent,
                  let object = owner[attribute: "id"].flatMap({ objectsByID[$0] }) else { continue }
            var ancestor: MarkupElement? = owner
            var topLevel: Int?
            while let current = ancestor {
                if let candidate = current[attribute: "id"].flatMap({ objectsByID[$0] }), topLevelObjects.contains(candidate) { topLevel = candidate }
                ancestor = current.parent
            }
            guard let topLevel else { continue }
            let wrapper = archive.object("_UICoreUICatalogColorWrapper")
            archive.set("UIAssetName", string: name, on: wrapper)
            archive.setNull("UIAssetBundleID", on: wrapper)
            archive.set("UIFallbackColor", optionalReference: declaredNamedColor(name).map { color($0) }, on: wrapper)
            let storage = archive.object("_UIColorAttributeTraitStorage")
            archive.set("UIObject", reference: object, on: storage)
            archive.set("UIKeyPath", string: keyPath, on: storage)
            archive.set("UIRecords", reference: archive.collection("NSMutableArray", []), on: storage)
            archive.set("UINamedColor", reference: wrapper, on: storage)
            storages.append((topLevel, object, storage))
        }
        return storages
    }
}
