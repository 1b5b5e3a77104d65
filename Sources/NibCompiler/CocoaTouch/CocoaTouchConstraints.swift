import NibXML

/// `NSLayoutConstraint`s as UIKit archives them: each attribute twice (`NSFirstAttributeV2`
/// as written, `NSFirstAttribute` with margins resolved to edges) and the constant twice
/// (`NSConstantV2` as written, `NSConstant` with the margins added in).
extension CocoaTouchNibCompiler {
    /// `NSLayoutAttribute` values by document name.
    static let layoutAttributes: [String: Int64] = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "lastBaseline": 11, "baseline": 11, "firstBaseline": 12,
        "leftMargin": 13, "rightMargin": 14, "topMargin": 15, "bottomMargin": 16, "leadingMargin": 17,
        "trailingMargin": 18, "centerXWithinMargins": 19, "centerYWithinMargins": 20,
    ]

    /// The layout margins UIKit gives a view that sets none.
    static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// Compiles a view's `<constraints>` into `UIViewAutolayoutConstraints`; the constraints
    /// are listed among the nib's objects right after the view. Constraints a size-class
    /// variation excludes from the default layout are listed but not installed; their trait
    /// storage belongs to `variationOwner` when another object than `object` (a collection
    /// view cell, whose content view holds them) carries the variations.
    mutating func constraints(of element: MarkupElement, object: Int, varyingOn variationOwner: Int? = nil) throws {
        recordExcludedConstraints(of: element)
        if let margins = Self.documentLayoutMargins(of: element) {
            layoutMarginsByObject[object] = margins
        }
        if element[attribute: "preservesSuperviewLayoutMargins"] == "YES", let preserved = preservedLayoutMargins(of: element, object: object) {
            layoutMarginsByObject[object] = preserved
        }
        let generated = archiveControllerLayoutGuides(of: element, rootView: object)
        let prototyping = prototypingConstraints(forSubviewsOf: element, superview: object)
        guard let constraints = element.firstChild(named: "constraints") else {
            if !(generated + prototyping).isEmpty {
                archive.set("UIViewAutolayoutConstraints", reference: archive.collection("NSMutableArray", generated + prototyping), on: object)
            }
            return
        }
        var installed: [Int] = generated
        var removed: [Int] = []
        // Placeholder constraints exist only while designing; ibtool leaves them out.
        let archived = archiveOrder(of: constraints.children(named: "constraint").filter { $0[attribute: "placeholder"] != "YES" }, in: element)
        var all: [Int] = []
        for constraint in archived {
            let index = archive.object("NSLayoutConstraint")
            all.append(index)
            pendingConstraints.append((constraint, index, object))
            try runtimeAttributes(of: constraint, object: index)  // a constraint may carry some too
            list(index)
            if let id = constraint[attribute: "id"] {
                objectsByID[id] = index
                if excludedConstraintIDs.contains(id) || tables.uninstalledConstraintIDs.contains(id) {
                    removed.append(index)
                    continue
                }
            }
            installed.append(index)
        }
        for (constraint, index) in zip(archived, all) { recordConstantVariations(of: constraint, constraint: index, view: object) }
        recordTraitStorage(view: variationOwner ?? object, candidates: all, removed: removed, watchesListedViewsOnly: variationOwner != nil)
        recordConstraintSetVariations(of: element, view: variationOwner ?? object, candidates: all)
        installed += prototyping
        if !installed.isEmpty {
            archive.set("UIViewAutolayoutConstraints", reference: archive.collection("NSMutableArray", installed), on: object)
        }
    }

    /// Notes the constraints `element`'s variations leave out of the layout the nib holds:
    /// the default variation's exclusions, then, from Xcode 12, those of the variations the
    /// document's device matches, least specific first, each including or excluding again
    /// (DuckDuckGo's tab error view on an iPad, Xcode 13.2: a width included only for
    /// regular sizes is installed, a stack view's width excluded there is not).
    mutating func recordExcludedConstraints(of element: MarkupElement) {
        func apply(_ variation: MarkupElement) {
            for mask in variation.children(named: "mask") where mask[attribute: "key"] == "constraints" {
                for exclude in mask.children(named: "exclude") { if let id = exclude[attribute: "reference"] { excludedConstraintIDs.insert(id) } }
                for include in mask.children(named: "include") { if let id = include[attribute: "reference"] { excludedConstraintIDs.remove(id) } }
            }
        }
        for variation in element.children(named: "variation") where variation[attribute: "key"] == "default" { apply(variation) }
        for entry in deviceVariations(of: element) { apply(entry.variation) }
    }

    /// The order ibtool archives a view's constraints in, in its constraint list and in the
    /// trait storages of size-class variations alike. Each constraint belongs to its first
    /// item (its second when the first is the view itself or left out). Constraints on the
    /// view alone come first; then the items go by how far the top-left corner of their frame
    /// lies from the view's own, in the view's coordinates (the squared distance: nearest
    /// first), then by that corner's x (an item to the left before one as far away above),
    /// then by their ids in code-point order (items sharing a corner, and items whose frame
    /// the document does not give, such as layout guides or the subviews of an Xcode 8 cell);
    /// document order within an item.
    ///
    /// ibtool writes the same order on every compile of a document, from Xcode 7.3.1 to 13
    /// (documents compiled several times in `ios-carthage-builds`). The distance puts a
    /// keypad's keys 1, 2, 4, 3, 5, 6 because 3 lies further right than 4 lies down; the ids
    /// order three views filling Mixpanel's landscape takeover (`WAp-k0-Mff`, `niR-bW-Ce4`,
    /// `qEo-cT-dUY`) and XLActionController's frameless cell; the x orders CleverTap's iPad
    /// header, whose buttons row lies 124 points down and its text 124 points right. With it
    /// every view of the 313 Carthage builds, the 20 DuckDuckGo documents and the 20 corpus
    /// pairs NibForge compiles equal lists its constraints in Apple's order, trait storages
    /// included (DuckDuckGo's Home and Settings).
    func archiveOrder(of constraints: [MarkupElement], in view: MarkupElement) -> [MarkupElement] {
        let owner = view[attribute: "id"]
        let corners = subviewCorners(in: view)
        let bottomGuides = Set(controllerLayoutGuides(of: view).filter { $0[attribute: "type"] == "bottom" }.compactMap { $0[attribute: "id"] })
        // A subview the default traits do not install has no place: its constraints come last
        // (a grocery app's launch screen, an image view installed for compact widths only, its
        // constraint to the bottom guide first, Xcode 7.3).
        let leftOut = subviewIDsLeftOut(of: view).union(Self.subviewVariationRecords(of: view).filter { $0.traits == nil }.flatMap(\.removed))
        func key(_ constraint: MarkupElement) -> (group: Int, distance: Double, x: Double, item: String) {
            let first = constraint[attribute: "firstItem"]
            let item = first != nil && first != owner ? first : constraint[attribute: "secondItem"]
            guard let item, item != owner else { return (0, 0, 0, "") }
            if leftOut.contains(item) { return (1, .infinity, 0, item) }
            if bottomGuides.contains(item), let height = owner.flatMap({ frameByID[$0] })?.height {
                // A controller's bottom layout guide lies along the view's bottom edge.
                return (1, height * height, 0, item)
            }
            guard let frame = frameByID[item] else { return (1, 0, 0, item) }
            let corner = corners[item] ?? (x: 0, y: 0)
            let (x, y) = (corner.x + frame.x, corner.y + frame.y)
            return (1, x * x + y * y, x, item)
        }
        // Xcode 15 orders an item's constraints, not as the document lists them: those tying it
        // to the view itself first, then those tying it to another item (a sibling, a layout
        // guide), each by the attribute holding the item (`attributeRank`), and constraints on
        // the same attribute by their relation (`relationRank`).
        func rank(_ constraint: MarkupElement) -> Int {
            guard release.ranksConstraintsByAttribute else { return 0 }
            let (first, second) = (constraint[attribute: "firstItem"], constraint[attribute: "secondItem"])
            let ownsFirst = first != nil && first != owner
            let other = ownsFirst ? second : first
            let tiesToView = other == nil || other == owner
            let holdsByFirst = ownsFirst || second == nil || second == owner
            let attribute = Self.attributeRank(constraint[attribute: holdsByFirst ? "firstAttribute" : "secondAttribute"])
            return (tiesToView ? 0 : 1_000) + attribute * 10 + Self.relationRank(constraint[attribute: "relation"])
        }
        return constraints.map { ($0, key($0), rank($0)) }.enumerated()
            .sorted { left, right in
                let (a, b) = (left.element.1, right.element.1)
                return (a.group, a.distance, a.x, a.item, left.element.2, left.offset) < (b.group, b.distance, b.x, b.item, right.element.2, right.offset)
            }
            .map(\.element.0)
    }

    /// The attributes holding an item in the order Xcode 15 lists its constraints by them:
    /// centres, then trailing, leading, bottom and top edges, width and height (UIKitCatalog's
    /// cells and views in the builds by 15.2 and 15.3, whatever the documents' order).
    static let attributesInXcode15Order = ["centerX", "centerY", "trailing", "leading", "bottom", "top", "width", "height"]

    /// Where Xcode 15 places a constraint among its item's by the attribute that holds the
    /// item (`attributesInXcode15Order`; the others unmeasured, after them; then by relation,
    /// then the document's order). A margin counts as its edge, and a right or left edge as a
    /// trailing or leading one (a chat app's text fields by 15.2, pinned right, left, bottom and
    /// top, listed in that order).
    static func attributeRank(_ attribute: String?) -> Int {
        let edge = (attribute ?? "").replacingOccurrences(of: "Margin", with: "")
        let name = ["right": "trailing", "left": "leading"][edge] ?? edge
        return attributesInXcode15Order.firstIndex(of: name) ?? attributesInXcode15Order.count
    }

    /// Where Xcode 15 places a constraint among its item's constraints on the same attribute:
    /// at least before equal (UIKitCatalog's progress cell in the 15.2 and 15.3 builds lists
    /// its leading edge's `>= 20` before the document's earlier `= standard`; its other two
    /// cells, listing `>=` first, keep that order), at most after them (unmeasured).
    static func relationRank(_ relation: String?) -> Int {
        switch relation {
        case "greaterThanOrEqual": return 0
        case "lessThanOrEqual": return 2
        default: return 1
        }
    }

    /// Where each view below `view` has its coordinate space in `view`'s coordinates: the
    /// sum of its ancestors' frame origins up to `view` (zero for a direct subview).
    func subviewCorners(in view: MarkupElement) -> [String: (x: Double, y: Double)] {
        var corners: [String: (x: Double, y: Double)] = [:]
        var level: [(element: MarkupElement, corner: (x: Double, y: Double))] = [(view, (0, 0))]
        while !level.isEmpty {
            var next: [(element: MarkupElement, corner: (x: Double, y: Double))] = []
            for (element, corner) in level {
                guard let subviews = element.firstChild(named: "subviews")?.childElements else { continue }
                for subview in subviews {
                    guard let id = subview[attribute: "id"] else { continue }
                    corners[id] = corner
                    let frame = frameByID[id]
                    next.append((subview, (corner.x + (frame?.x ?? 0), corner.y + (frame?.y ?? 0))))
                }
            }
            level = next
        }
        return corners
    }

    /// Fills in every constraint now that all items exist. An absent `firstItem` is the
    /// view that owns the constraint.
    mutating func resolveConstraints() throws {
        // A safe area's top and bottom, where guides stand in for it, are the top guide's
        // bottom and the bottom guide's top.
        func standIn(_ item: Int, _ attribute: Int64, id: String?) -> (item: Int, attribute: Int64) {
            guard let guides = id.flatMap({ safeAreaStandIns[$0] }) else { return (item, attribute) }
            switch attribute {
            case 3: return (guides.top, 4)
            case 4: return (guides.bottom, 3)
            default: return (item, attribute)
            }
        }
        resolvePrototypingConstraints()
        for (element, constraint, owner) in pendingConstraints {
            var first = try element[attribute: "firstItem"].map { _ in try destination(element, attribute: "firstItem") } ?? owner
            var firstAttribute = Self.layoutAttributes[element[attribute: "firstAttribute"] ?? ""] ?? 0
            (first, firstAttribute) = standIn(first, firstAttribute, id: element[attribute: "firstItem"])
            let multiplier = element[attribute: "multiplier"].flatMap(Self.multiplier) ?? 1
            let constant = (deviceVariationValue("constant", of: element) ?? element[attribute: "constant"]).flatMap(Double.init) ?? 0
            var resolvedConstant = constant - marginOffset(firstAttribute, of: first)
            constraintItems[constraint] = [first]
            archive.set("NSFirstItem", reference: first, on: constraint)
            archive.set("NSFirstAttributeV2", integer: firstAttribute, on: constraint)
            archive.set("NSFirstAttribute", integer: Self.edge(of: firstAttribute), on: constraint)
            let relations: [String: Int64] = ["lessThanOrEqual": -1, "greaterThanOrEqual": 1]
            if let relation = element[attribute: "relation"].flatMap({ relations[$0] }) {
                archive.set("NSRelation", integer: relation, on: constraint)
            }
            if element[attribute: "secondItem"] != nil {
                var second = try destination(element, attribute: "secondItem")
                var secondAttribute = Self.layoutAttributes[element[attribute: "secondAttribute"] ?? ""] ?? 0
                (second, secondAttribute) = standIn(second, secondAttribute, id: element[attribute: "secondItem"])
                resolvedConstant += multiplier * marginOffset(secondAttribute, of: second)
                constraintItems[constraint, default: []].append(second)
                archive.set("NSSecondItem", reference: second, on: constraint)
                archive.set("NSSecondAttributeV2", integer: secondAttribute, on: constraint)
                archive.set("NSSecondAttribute", integer: Self.edge(of: secondAttribute), on: constraint)
            } else {
                archiveUnusedSecondAttribute(on: constraint)
            }
            // ibtool keeps multipliers at float precision.
            if multiplier != 1 { archive.set("NSMultiplier", .double(Double(Float(multiplier))), on: constraint) }
            if element[attribute: "symbolic"] == "YES" {
                // The standard spacing ("Use Standard Value"): UIKit resolves it at load time.
                archive.set("NSSymbolicConstant", string: "NSSpace", on: constraint)
            } else {
                if constant != 0 { archive.set("NSConstantV2", .double(constant), on: constraint) }
                if resolvedConstant != 0 { archive.set("NSConstant", .double(resolvedConstant), on: constraint) }
            }
            if let priority = element[attribute: "priority"].flatMap(Int64.init), priority != 1000 {
                archive.set("NSPriority", integer: priority, on: constraint)
            }
            archive.set("NSShouldBeArchived", bool: true, on: constraint)
            if let identifier = element[attribute: "identifier"] { archive.set("NSLayoutIdentifier", string: identifier, on: constraint) }
        }
    }

    /// Xcode 7's ibtool archives the second attribute of a constraint on one item (0), in a
    /// document that uses size classes (SwiftGen's wizard, SwiftPasscodeLock's view) or states
    /// a deployment below iOS 7 (Mixpanel's notification storyboard, saved by Xcode 5 for iOS
    /// 6.0, as Xcode 7.2.1 to 7.3.1 built it); one of neither archives none (appium's UICatalog
    /// as Xcode 7.3.1 built it: 91 such constraints; its iPad storyboard, an Xcode 5 document
    /// stating no deployment, by 7.3).
    mutating func archiveUnusedSecondAttribute(on constraint: Int) {
        guard release.archivesUnusedSecondAttribute,
              documentUsesTraitCollections || documentStatedDeployment.map({ $0 < PlatformVersion(7, 0) }) ?? false else { return }
        archive.set("NSSecondAttributeV2", integer: 0, on: constraint)
        archive.set("NSSecondAttribute", integer: 0, on: constraint)
    }

    /// The edge a margin attribute stands for (`leadingMargin` → `leading`); others unchanged.
    static func edge(of attribute: Int64) -> Int64 {
        switch attribute {
        case 13...18: return attribute - 12
        case 19: return 9
        case 20: return 10
        default: return attribute
        }
    }

    /// The margins of a view that preserves its superview's (`preservesSuperviewLayoutMargins`):
    /// on each edge its own margin or, where larger, what the superview's margin reaches past
    /// the view's edge, as UIKit lays it out. ibtool resolves margin constraints with them
    /// (SwiftMessages' tab view, Xcode 8: a background view with zero margins at the top of
    /// its superview resolves `topMargin + 20` to 28). A view the document gives no frame
    /// (placed by constraints alone, Xcode 8's format) is taken as flush with its superview, as
    /// that tab view's background is in Xcode 8.0 and 8.2's builds. Nil when the superview or
    /// its frame is not known; the superview's margins are its own effective ones, computed first.
    func preservedLayoutMargins(of element: MarkupElement, object: Int) -> EdgeInsets? {
        guard let container = element.parent, container.name == "subviews", let superview = container.parent,
              let superviewID = superview[attribute: "id"], let superviewObject = objectsByID[superviewID],
              let id = element[attribute: "id"], let bounds = tables.frameByID[superviewID] else { return nil }
        let frame = tables.frameByID[id] ?? GeometryText.Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        let own = layoutMarginsByObject[object] ?? Self.defaultLayoutMargins
        let inherited = layoutMarginsByObject[superviewObject] ?? Self.defaultLayoutMargins
        return EdgeInsets(
            top: max(own.top, inherited.top - frame.y),
            left: max(own.left, inherited.left - frame.x),
            bottom: max(own.bottom, inherited.bottom - (bounds.height - frame.y - frame.height)),
            right: max(own.right, inherited.right - (bounds.width - frame.x - frame.width)))
    }

    /// How far a margin attribute lies from its edge, signed along the axis (positive
    /// towards the trailing or bottom edge): `leadingMargin` is `leading + left margin`.
    func marginOffset(_ attribute: Int64, of item: Int) -> Double {
        let margins = layoutMarginsByObject[item] ?? Self.defaultLayoutMargins
        switch attribute {
        case 13, 17: return margins.left
        case 14, 18: return -margins.right
        case 15: return margins.top
        case 16: return -margins.bottom
        case 19: return (margins.left - margins.right) / 2
        case 20: return (margins.top - margins.bottom) / 2
        default: return 0
        }
    }

    /// A multiplier as written (`2` or `16:9`).
    static func multiplier(_ text: String) -> Double? {
        // A ratio is written `271:152` or, as Interface Builder also accepts, `2/3`
        // (DuckDuckGo's onboarding; ibtool archives 2/3 as Float(2/3), as it does ratios).
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" })
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            return numerator / denominator
        }
        return Double(text)
    }
}
