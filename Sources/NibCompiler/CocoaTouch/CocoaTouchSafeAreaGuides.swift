import NibXML

/// Safe area layout guides (`UIViewSafeAreaLayoutGuide`) as ibtool archives them: Xcode 9
/// gives one to a collection view cell's content view and archives nothing for a view's
/// `<viewLayoutGuide key="safeArea">`; Xcode 13 archives that as one, and lists a blank
/// guide right after its view.
extension CocoaTouchNibCompiler {
    /// Archives the view's `<viewLayoutGuide key="safeArea">` (Xcode 13): the guide joins the
    /// view's `UIViewLayoutGuides`; a blank guide is listed first among the view's contents.
    mutating func safeAreaGuide(of element: MarkupElement, view: Int) {
        guard release.xcodeMajorVersion >= 13,
              let declaration = element.children(named: "viewLayoutGuide").first(where: { $0[attribute: "key"] == "safeArea" }) else { return }
        let guide = safeAreaLayoutGuide(of: view)
        if let id = declaration[attribute: "id"] { objectsByID[id] = guide }
        unlistedObjects.insert(guide)  // not even through the constraints that name it
        // The nib's object list holds a blank guide in its place: the one UIKit gives the
        // view (archived with it, constrained by the document) is not listed.
        listBlankLayoutGuide()
        // A freeform-sized controller's root view keeps UIKit's guide unarchived.
        let freeform = element[attribute: "key"] == "view"
            && element.parent?.children(named: "size").contains { $0[attribute: "key"] == "freeformSize" } == true
        if !freeform {
            archive.set("UIViewLayoutGuides", reference: archive.collection("NSMutableArray", [guide]), on: view)
        }
    }

    /// Lists a blank `UILayoutGuide` (no owning view, no identifier) under the object being
    /// compiled: ibtool 13's stand-in for a guide UIKit makes itself (safe area, a scroll
    /// view's content and frame guides).
    mutating func listBlankLayoutGuide() {
        let listed = archive.object("UILayoutGuide")
        archive.setNull("UILayoutGuideOwningView", on: listed)
        archive.set("UILayoutGuideIdentifier", string: "", on: listed)
        archive.set("UILayoutGuideOwningViewIsLocked", bool: false, on: listed)
        archive.set("UILayoutGuideShouldBeArchived", bool: false, on: listed)
        archive.set("UILayoutGuideAllowsNegativeDimensions", bool: false, on: listed)
        blankLayoutGuides.insert(listed)
        list(listed)
    }

    /// A safe area layout guide owned by `view`, tied to its edges by four system
    /// constraints that are not archived for reuse.
    mutating func safeAreaLayoutGuide(of view: Int) -> Int {
        let guide = archive.object("UILayoutGuide")
        let sides: [(name: String, attribute: Int64, guideFirst: Bool)] = [("top", 3, true), ("left", 1, true), ("bottom", 4, false), ("right", 2, false)]
        var systemConstraints: [Int] = []
        for side in sides {
            let constraint = archive.object("NSLayoutConstraint")
            archive.set("NSFirstItem", reference: side.guideFirst ? guide : view, on: constraint)
            archive.set("NSFirstAttributeV2", integer: side.attribute, on: constraint)
            archive.set("NSFirstAttribute", integer: side.attribute, on: constraint)
            archive.set("NSSecondItem", reference: side.guideFirst ? view : guide, on: constraint)
            archive.set("NSSecondAttributeV2", integer: side.attribute, on: constraint)
            archive.set("NSSecondAttribute", integer: side.attribute, on: constraint)
            archive.set("NSShouldBeArchived", bool: false, on: constraint)
            archive.set("NSLayoutIdentifier", string: "UIViewSafeAreaLayoutGuide-" + side.name, on: constraint)
            systemConstraints.append(constraint)
        }
        archive.set("UILayoutGuideOwningView", reference: view, on: guide)
        archive.set("UILayoutGuideIdentifier", string: "UIViewSafeAreaLayoutGuide", on: guide)
        archive.set("UILayoutGuideOwningViewIsLocked", bool: true, on: guide)
        archive.set("UILayoutGuideShouldBeArchived", bool: true, on: guide)
        archive.set("UILayoutGuideAllowsNegativeDimensions", bool: true, on: guide)
        archive.set("UILayoutGuideSystemConstraints", reference: archive.collection("NSArray", systemConstraints), on: guide)
        return guide
    }
}
