import NibXML

/// Views Interface Builder installs for some traits only: their Installed box unchecked for
/// the default traits, which the document writes as the superview's default variation
/// excluding the view from its subviews (`<variation key="default"><mask key="subviews">
/// <exclude reference=.../>`), and checked again for a size class that includes it
/// (`<variation key="widthClass=compact">...<include .../>`), or for none.
///
/// ibtool archives such a view (its outlets still reach it) but does not add it to its
/// superview; a `traitStorageSubviews` storage of the superview records it removed for the
/// default traits and added for each size class that installs it, as constraint sets are
/// (`CocoaTouchSizeClassTraitStorage`). A view installed for no traits at all also leaves out
/// the constraints naming it and its own, the default traits' storages recording them (Sauce
/// Labs' product screen, a document of Xcode 14.3 built by 12.5.1: its description text view;
/// its ibtool, older than the document, writes the storages three times over, NibForge once).
/// Before this, NibForge installed every such view, which then showed on every device.
/// Releases before Xcode 9 (no size-class storages here) leave out only the views installed
/// for no traits.
extension CocoaTouchNibCompiler {
    /// The ids of the views the document installs for no traits, and of the constraints left
    /// out with them: those naming such a view as an item, and the view's own.
    static func uninstalledViews(in root: MarkupElement) -> (views: Set<String>, constraints: Set<String>) {
        var views: Set<String> = []
        for element in root.descendants() where element.name == "variation" && element[attribute: "key"] == "default" {
            guard let superview = element.parent else { continue }
            let reinstalled = Set(superview.children(named: "variation").filter { $0[attribute: "key"] != "default" }
                .flatMap { $0.children(named: "mask") }.filter { $0[attribute: "key"] == "subviews" }
                .flatMap { $0.children(named: "include") }.compactMap { $0[attribute: "reference"] })
            for mask in element.children(named: "mask") where mask[attribute: "key"] == "subviews" {
                for exclude in mask.children(named: "exclude") {
                    if let id = exclude[attribute: "reference"], !reinstalled.contains(id) { views.insert(id) }
                }
            }
        }
        guard !views.isEmpty else { return ([], []) }
        var constraints: Set<String> = []
        for constraint in root.descendants() where constraint.name == "constraint" {
            guard let id = constraint[attribute: "id"] else { continue }
            let owner = constraint.parent?.parent
            let ownerID = owner?[attribute: "id"]
            let first = constraint[attribute: "firstItem"] ?? ownerID
            if [first, constraint[attribute: "secondItem"]].contains(where: { $0.map(views.contains) ?? false }) { constraints.insert(id) }
        }
        return (views, constraints)
    }

    /// The ids of `superview`'s subviews left out of its subviews: the views installed for no
    /// traits, and (from Xcode 9) those installed for size classes only.
    func subviewIDsLeftOut(of superview: MarkupElement) -> Set<String> {
        let children = superview.firstChild(named: "subviews")?.childElements.compactMap { $0[attribute: "id"] } ?? []
        var leftOut = Set(children.filter(tables.uninstalledViewIDs.contains))
        if archivesSizeClassVariations {
            for record in Self.subviewVariationRecords(of: superview) where record.traits == nil { leftOut.formUnion(record.removed) }
        }
        return leftOut
    }

    /// The records of `element`'s variations of its subviews. Variations of other traits than
    /// size classes (`userInterfaceIdiom=mac`, Mac Catalyst's) are left to the device
    /// (unmeasured): the view stays installed on iOS.
    static func subviewVariationRecords(of element: MarkupElement) -> [VariationRecord] {
        variationRecords(of: element, mask: "subviews") { $0 == "default" || $0.contains("Class=") }
    }

    /// Records the storage of `view`'s subviews (the element `element`) when its variations
    /// install some for some traits only: every subview a candidate, a record per variation
    /// (listed before the view's constraint storage, as Apple's nib lists it).
    mutating func recordSubviewVariations(of element: MarkupElement, view: Int, children: [(id: String?, object: Int)]) {
        guard archivesSizeClassVariations, let topLevel = traitStorageOwner(of: view) else { return }
        var records = Self.subviewVariationRecords(of: element)
        // A storage only where the default traits leave a subview out or a size class installs
        // one (Mixpanel's iPad takeover: its okay button, listed among its superview's subviews,
        // added for regular sizes, Xcode 8.0).
        let ids = Set(children.compactMap(\.id))
        records = records.map { ($0.traits, $0.added.filter(ids.contains), $0.removed.filter(ids.contains)) }
        guard records.contains(where: { $0.traits == nil ? !$0.removed.isEmpty : !$0.added.isEmpty }) else { return }
        let storage = ConstraintSetVariation(topLevelObject: topLevel, view: view, candidates: children.map(\.object),
                                             records: records, keyPath: "traitStorageSubviews")
        let first = constraintSetVariations.firstIndex { $0.view == view } ?? constraintSetVariations.endIndex
        constraintSetVariations.insert(storage, at: first)
    }
}
