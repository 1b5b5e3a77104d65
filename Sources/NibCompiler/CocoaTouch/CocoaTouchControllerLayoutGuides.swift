import NibXML

/// A storyboard controller's top and bottom layout guides (`<viewControllerLayoutGuide>`)
/// as ibtool archives them (the same from Xcode 7 to Xcode 13): hidden `_UILayoutGuide` views appended to the root
/// view's subviews, each sized by a `_UILayoutSupportConstraint` and pinned to the root view
/// by three generated constraints, which come first among the root view's constraints.
extension CocoaTouchNibCompiler {
    /// The `<viewControllerLayoutGuide>`s of the controller whose root view `view` is.
    func controllerLayoutGuides(of view: MarkupElement) -> [MarkupElement] {
        guard let controller = controller(ofRootView: view) else { return [] }
        return controller.firstChild(named: "layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? []
    }

    /// The safe area of a controller's root view where iOS has none (a variant before iOS 11,
    /// from Xcode 9 on): ibtool gives the view top and bottom guides as the document's
    /// `<viewControllerLayoutGuide>`s would, and constraints to the safe area's top or bottom
    /// hold to them (Apptentive's storyboard of safe areas in Xcode 9.2's build, deployed to iOS 9).
    func standsInForSafeArea(of view: MarkupElement) -> Bool {
        release >= .xcode9 && availability < PlatformVersion(11, 0) && controllerLayoutGuides(of: view).isEmpty
            && controller(ofRootView: view) != nil
            && Self.safeAreaDeclaration(of: view) != nil
    }

    /// Archives the guides of `view`'s controller; returns the constraints they add to the
    /// root view, in ibtool's order. The guides become the view's last subviews.
    mutating func archiveControllerLayoutGuides(of view: MarkupElement, rootView: Int) -> [Int] {
        var generated: [Int] = []
        var guides = controllerLayoutGuides(of: view).map { (isTop: $0[attribute: "type"] == "top", id: $0[attribute: "id"]) }
        let standsIn = standsInForSafeArea(of: view)
        if standsIn { guides = [(true, nil), (false, nil)] }
        var made: [Int] = []
        for (isTop, id) in guides {
            let guide = archive.object("_UILayoutGuide", fallbacks: ["UIView"])
            made.append(guide)
            if let id { objectsByID[id] = guide }
            viewObjects.insert(guide)
            let support = archive.object("_UILayoutSupportConstraint", fallbacks: ["NSLayoutConstraint"])
            archive.set("NSFirstItem", reference: guide, on: support)
            archive.set("NSFirstAttributeV2", integer: 7, on: support)
            archive.set("NSFirstAttribute", integer: 7, on: support)
            archive.set("NSShouldBeArchived", bool: true, on: support)
            archive.set("NSPriority", integer: 999, on: support)
            archiveUnusedSecondAttribute(on: support)
            // Top: leading, top, height. Bottom: leading, height, and the view's bottom on it.
            typealias Pin = (first: Int, attribute: Int64, second: Int?)
            let topPins: [Pin] = [(guide, 5, rootView), (guide, 3, rootView), (guide, 8, nil)]
            let bottomPins: [Pin] = [(guide, 5, rootView), (guide, 8, nil), (rootView, 4, guide)]
            let pins = isTop ? topPins : bottomPins
            let constraints = pins.map { pin -> Int in
                let constraint = archive.object("NSLayoutConstraint")
                archive.set("NSFirstItem", reference: pin.first, on: constraint)
                archive.set("NSFirstAttributeV2", integer: pin.attribute, on: constraint)
                archive.set("NSFirstAttribute", integer: pin.attribute, on: constraint)
                if let second = pin.second {
                    archive.set("NSSecondItem", reference: second, on: constraint)
                    archive.set("NSSecondAttributeV2", integer: pin.attribute, on: constraint)
                    archive.set("NSSecondAttribute", integer: pin.attribute, on: constraint)
                } else {
                    archiveUnusedSecondAttribute(on: constraint)
                }
                archive.set("NSShouldBeArchived", bool: true, on: constraint)
                return constraint
            }
            if release.writesDeepDrawRect { archive.set("UIDeepDrawRect", bool: true, on: guide) }
            archive.set("UIOpaque", bool: true, on: guide)
            archive.set("UIHidden", bool: true, on: guide)
            archive.set("UIAutoresizeSubviews", bool: true, on: guide)
            archive.set("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", bool: true, on: guide)
            archive.set("UIViewAutolayoutConstraints", reference: archive.collection("NSMutableArray", [support]), on: guide)
            archive.set("UIViewSemanticContentAttribute", integer: 0, on: guide)
            if release.writesLargeContentProperties { archive.setNull("UIViewLargeContentStoredProperties", on: guide) }
            archive.set("_UILayoutGuideIdentifier", string: isTop ? "_UIViewControllerTop" : "_UIViewControllerBottom", on: guide)
            archive.set("_UILayoutGuideConstraintsToRemove", reference: archive.collection("NSArray", constraints), on: guide)
            layoutGuidesByView[rootView, default: []].append(guide)
            generated += constraints
        }
        // Constraints to the safe area's top and bottom hold to the guides standing in for it.
        if standsIn, let safeArea = Self.safeAreaDeclaration(of: view)?[attribute: "id"] {
            safeAreaStandIns[safeArea] = (top: made[0], bottom: made[1])
        }
        return generated
    }
}
