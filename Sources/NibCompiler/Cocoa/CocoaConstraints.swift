import NibXML

/// `<constraints>` compile to `NSLayoutConstraint`s in the view's `NSViewConstraints`.
///
/// Items are resolved once every object exists; a view that opted out of autoresizing-mask
/// translation and takes part in a constraint gets `NSDoNotTranslateAutoresizingMask`.
extension CocoaNibCompiler {
    /// `NSLayoutAttribute` values by document name.
    static let layoutAttributes: [String: Int64] = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "baseline": 11, "lastBaseline": 11, "firstBaseline": 12,
    ]

    /// Compiles a view's `<constraints>` (placeholders, removed at build time, are skipped).
    mutating func constraints(_ list: MarkupElement, owner: Int) {
        var compiled: [Int] = []
        for element in list.children(named: "constraint") where element[attribute: "placeholder"] != "YES" {
            let constraint = archive.object("NSLayoutConstraint")
            if let id = element[attribute: "id"] { register(constraint, id: id) }
            listedObjects.append((constraint, owner))
            pendingConstraints.append((element, constraint, owner))
            compiled.append(constraint)
        }
        if !compiled.isEmpty {
            archive.set("NSViewConstraints", reference: archive.collection("NSArray", compiled), on: owner)
        }
    }

    /// Writes every constraint's keys now that all items exist.
    mutating func resolveConstraints() throws {
        var constrainedItems: Set<Int> = []
        for (element, constraint, owner) in pendingConstraints {
            let firstAttribute = Self.layoutAttributes[element[attribute: "firstAttribute"] ?? ""] ?? 0
            archive.set("NSFirstAttribute", integer: firstAttribute, on: constraint)
            archive.set("NSFirstAttributeV2", integer: firstAttribute, on: constraint)
            if let second = element[attribute: "secondAttribute"] {
                let value = Self.layoutAttributes[second] ?? 0
                archive.set("NSSecondAttribute", integer: value, on: constraint)
                archive.set("NSSecondAttributeV2", integer: value, on: constraint)
            }
            let first = try element[attribute: "firstItem"] == nil ? owner : constraintItem(element, attribute: "firstItem")
            archive.set("NSFirstItem", reference: first, on: constraint)
            constrainedItems.insert(first)
            if element[attribute: "secondItem"] != nil {
                let second = try constraintItem(element, attribute: "secondItem")
                archive.set("NSSecondItem", reference: second, on: constraint)
                constrainedItems.insert(second)
            }
            if let relation = element[attribute: "relation"].flatMap({ ["greaterThanOrEqual": Int64(1), "lessThanOrEqual": -1][$0] }) {
                archive.set("NSRelation", integer: relation, on: constraint)
            }
            if let multiplier = element[attribute: "multiplier"].flatMap(CocoaTouchNibCompiler.multiplier), multiplier != 1 {
                archive.set("NSMultiplier", .double(multiplier), on: constraint)
            }
            if let priority = element[attribute: "priority"].flatMap(Int64.init) {
                archive.set("NSPriority", integer: priority, on: constraint)
            }
            if element[attribute: "symbolic"] == "YES" {
                archive.set("NSSymbolicConstant", string: "NSSpace", on: constraint)
            } else if let constant = element[attribute: "constant"].flatMap(Double.init) {
                archive.set("NSConstant", .double(constant), on: constraint)
                archive.set("NSConstantV2", .double(constant), on: constraint)
            }
            archive.set("NSShouldBeArchived", bool: true, on: constraint)
        }
        for (view, guides) in viewLayoutGuides.sorted(by: { $0.key < $1.key }) {
            archive.set("NSViewLayoutGuides", reference: archive.collection("NSArray", guides), on: view)
        }
        for item in constrainedItems.union(implicitlyConstrainedViews).sorted() where untranslatedViews.contains(item) && !translationFlagged.contains(item) {
            archive.set("NSDoNotTranslateAutoresizingMask", bool: true, on: item)
        }
    }

    /// A constraint's item: an object, or the `NSLayoutGuide` standing for a view's safe
    /// area or layout margins (created on first use and kept in the view's `NSViewLayoutGuides`).
    private mutating func constraintItem(_ element: MarkupElement, attribute: String) throws -> Int {
        if let id = element[attribute: attribute], let (view, kind) = layoutGuides[id] {
            if let existing = runtimeLayoutGuides[id] { return existing }
            let guide = archive.object("NSLayoutGuide")
            archive.set("NSLayoutGuideIdentifier", string: kind == "safeArea" ? "NSViewSafeAreaLayoutGuide" : "NSViewLayoutMarginsGuide", on: guide)
            archive.set("NSShouldBeArchived", bool: true, on: guide)
            archive.set("NSLayoutGuideNegativeSize", bool: true, on: guide)
            archive.set("NSLayoutGuideLockedToOwningView", bool: true, on: guide)
            archive.set("NSLayoutGuideSystemConstraints", reference: archive.collection("NSMutableArray", []), on: guide)
            runtimeLayoutGuides[id] = guide
            viewLayoutGuides[view, default: []].append(guide)
            return guide
        }
        guard let id = element[attribute: attribute], let object = objectsByID[id] else {
            throw diagnostic("<constraint> \(attribute) '\(element[attribute: attribute] ?? "")' names no object in this document", at: element)
        }
        return object
    }
}
