import NibXML

/// Views Interface Builder installs for no traits: its Installed box unchecked, which the
/// document writes as the superview's default variation excluding the view from its subviews
/// (`<variation key="default"><mask key="subviews"><exclude reference=.../>`) with no
/// size-class variation including it again. ibtool archives such a view (its outlets still
/// reach it) but does not add it to its superview, nor the constraints naming it or its own;
/// trait storages of the default traits record what they leave out (Sauce Labs' product
/// screen, a document of Xcode 14.3 built by 12.5.1: its description text view). Before
/// this, NibForge installed the view, which then showed on every device.
///
/// Measured on that one nib, whose ibtool (older than the document) writes its storages three
/// times over; NibForge writes them once. A view a size class installs again keeps the
/// document's default installation here, as before (unmeasured).
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

    /// Records the default traits' storage of `view`'s subviews when some are uninstalled:
    /// every subview a candidate, the uninstalled ones removed (listed before the view's
    /// constraint storage, as Apple's nib lists it).
    mutating func recordUninstalledSubviews(of view: Int, children: [(id: String?, object: Int)]) {
        let removed = children.compactMap { $0.id }.filter { tables.uninstalledViewIDs.contains($0) }
        guard !removed.isEmpty, release.archivesSizeClassVariations, let topLevel = traitStorageOwner(of: view) else { return }
        let storage = ConstraintSetVariation(topLevelObject: topLevel, view: view, candidates: children.map(\.object),
                                             records: [(nil, [], removed)], keyPath: "traitStorageSubviews")
        let first = constraintSetVariations.firstIndex { $0.view == view } ?? constraintSetVariations.endIndex
        constraintSetVariations.insert(storage, at: first)
    }
}
