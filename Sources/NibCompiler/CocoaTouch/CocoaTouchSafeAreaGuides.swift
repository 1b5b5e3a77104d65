import NibXML

/// Safe area layout guides (`UIViewSafeAreaLayoutGuide`) as ibtool archives them: Xcode 9
/// gives one to a collection view cell's content view and archives nothing for a view's
/// `<viewLayoutGuide key="safeArea">` unless a constraint names it; Xcode 12 and 13 archive
/// it (a subview's only when a constraint names it), and list a blank guide right after its view.
extension CocoaTouchNibCompiler {
    /// True when the document lays out by safe areas (`useSafeAreas="YES"`, Xcode 9 on): only
    /// then do a storyboard's prototype cells, headers and footers list a blank guide for
    /// the safe area UIKit gives them.
    var documentUsesSafeAreas: Bool { document.markup.root[attribute: "useSafeAreas"] == "YES" }

    /// True when the document uses size classes (`useTraitCollections`).
    var documentUsesTraitCollections: Bool { document.markup.root[attribute: "useTraitCollections"] == "YES" }

    /// True for a view's `<viewLayoutGuide key="safeArea">`: the document's declaration of the
    /// safe area guide UIKit gives the view.
    static func isSafeAreaDeclaration(_ element: MarkupElement) -> Bool {
        element.name == "viewLayoutGuide" && element[attribute: "key"] == "safeArea"
    }

    /// `view`'s safe area declaration, when the document gives it one.
    static func safeAreaDeclaration(of view: MarkupElement) -> MarkupElement? {
        view.childElements.first(where: isSafeAreaDeclaration)
    }

    /// Archives the view's `<viewLayoutGuide key="safeArea">` (Xcode 12 on): the guide joins the
    /// view's `UIViewLayoutGuides`; a blank guide is listed first among the view's contents.
    ///
    /// Xcode 9-11 archive nothing for it unless a constraint names it; then the guide is
    /// archived as UIKit's (`UIViewLayoutGuides`), unlisted, a blank guide listed in its place
    /// (TLPhotoPicker's picker root view, Xcode 10.0).
    mutating func safeAreaGuide(of element: MarkupElement, view: Int) {
        guard let declaration = Self.safeAreaDeclaration(of: element) else {
            // A controller's root view has a safe area in a document that uses them, declared
            // or not: one no constraint names lists a blank guide all the same (a hand-edited
            // launch screen without the declaration, Xcode 16.4).
            if documentUsesSafeAreas, release >= .xcode12, availability >= PlatformVersion(11, 0), element.name == "view", controller(ofRootView: element) != nil {
                listBlankLayoutGuide()
            }
            return
        }
        if release >= .xcode9, availability < PlatformVersion(11, 0) {
            // Before iOS 11 (the runtime variant, `CocoaTouchNibVariants`) there is no safe
            // area: constraints to it hold to the view itself.
            if let id = declaration[attribute: "id"] { objectsByID[id] = view }
            // A controller's root view whose guides stand in for a constrained safe area still
            // lists a blank guide in its place (Apptentive's banner, Xcode 9.2).
            if standsInForSafeArea(of: element) {
                listBlankLayoutGuide()
            }
            return
        }
        guard release >= .xcode12 else {
            guard let id = declaration[attribute: "id"], tables.constrainedIDs.contains(id) else {
                // A launch screen lists a blank guide for one no constraint names, as from Xcode 12
                // (UIKitCatalog's launch screen, Xcode 11.2), and so does a storyboard
                // controller's root view (a fastlane demo's two scenes, Xcode 10.2) and a xib's
                // top-level view (a notes app's table screen, Xcode 9.0.1).
                if documentIsLaunchScreen && release >= .xcode11 || controller(ofRootView: element) != nil || isXibTopLevelView(element) {
                    listBlankLayoutGuide()
                }
                return
            }
            let guide = safeAreaLayoutGuide(of: view)
            objectsByID[id] = guide
            unlistedObjects.insert(guide)
            constrainedSafeAreaGuides[view] = guide  // archived after the view's constraints
            // Listed in its place: a blank guide, as from Xcode 12 (TLPhotoPicker's picker,
            // Xcode 10.0).
            listBlankLayoutGuide()
            return
        }
        let guide = safeAreaLayoutGuide(of: view)
        if let id = declaration[attribute: "id"] { objectsByID[id] = guide }
        unlistedObjects.insert(guide)  // not even through the constraints that name it
        // The nib's object list holds a blank guide in its place: the one UIKit gives the
        // view (archived with it, constrained by the document) is not listed.
        listBlankLayoutGuide()
        // A freeform-sized controller's root view keeps UIKit's guide unarchived, and so does
        // a subview whose guide no constraint names (Xcode 9's documents give every view one:
        // FMPhotoPicker's control bars, Xcode 12.2-12.5).
        let freeform = element[attribute: "key"] == "view"
            && element.parent?.children(named: "size").contains { $0[attribute: "key"] == "freeformSize" } == true
            || isOnAnySizeCanvas(element) || isEmbeddedControllerRootView(element)
        // A launch screen keeps them unarchived unless a constraint names them (DuckDuckGo's,
        // Xcode 13.2, names none; Sauce Labs' demo app's root view guide, named, Xcode 12.5.1),
        // and so does a cell its own (DuckDuckGo's browsing menu cells).
        let cell = element.name == "tableViewCell" || element.name == "collectionViewCell"
        let root = !cell && (element[attribute: "key"] == "view" || element.parent?.name == "objects")
        let constrained = declaration[attribute: "id"].map { tables.constrainedIDs.contains($0) } ?? false
        // A freeform or embedded controller's root view archives it only when a constraint names
        // it (DuckDuckGo's onboarding widget panel, Xcode 13.2).
        // A root view laid out without constraints (every subview at a fixed frame) keeps it
        // unarchived too (a jailbreak demo's only view, Xcode 13.4.1).
        let laidOutByConstraints = element.descendants().contains { $0.name == "constraint" }
        // Before Xcode 13 a root view's guide no constraint names stays unarchived too (a
        // calculator's keypad, its stack view pinned to the root view's edges, Xcode 12.3).
        if (release >= .xcode13 && !documentIsLaunchScreen && root && !freeform && laidOutByConstraints) || constrained {
            archive.set("UIViewLayoutGuides", reference: archive.collection("NSMutableArray", [guide]), on: view)
        }
    }

    /// A view's safe area guide where it comes before the view's contents. A table cell's comes
    /// after its content view (`finish`; DuckDuckGo's browsing menu cells, Xcode 13.2). A cell
    /// whose content view ibtool makes gives that view the guide, and, pinned to it (iOS 12.3
    /// on, Xcode 12), lists a blank guide for its own (FMPhotoPicker's image cell, Xcode
    /// 12.2-12.5; not Xcode 13's DuckDuckGo home cells).
    mutating func safeAreaGuideBeforeContents(of element: MarkupElement, view: Int, cellWithContentView: Bool) {
        guard element.name != "tableViewCell" else { return }
        // A storyboard's collection header or footer of Xcode 9 to 12 lists a blank guide first
        // in its nib, as a prototype cell does, in a document that uses safe areas
        // (Apptentive's survey question, Xcode 9.2).
        if compilesPrototypeCellNib, documentUsesSafeAreas, element.name == "collectionReusableView",
           release >= .xcode9, release < .xcode13 {
            return listBlankLayoutGuide()
        }
        guard cellWithContentView else { return safeAreaGuide(of: element, view: view) }
        if pinsCellContentView, release.xcodeMajorVersion == 12,
           Self.safeAreaDeclaration(of: element) != nil {
            listBlankLayoutGuide()
        }
    }

    /// Xcode 9 to 11: a view standing alone in a storyboard scene (not a controller's root
    /// view) whose safe area no constraint names lists a blank guide for it before its
    /// constraints, after a collection view's layout: in an iOS 11 variant always, before
    /// iOS 11 only when the view has constraints of its own (Apptentive's survey greeting and
    /// submit views, both variants, and its attachment collection view, the iOS 11 variant
    /// only: Xcode 9.2; 10 and 11 unmeasured). A xib's views list none (SwiftMessages'
    /// status line, Xcode 9.4 and 10.0).
    mutating func sceneViewSafeAreaStandIn(of element: MarkupElement) {
        guard release >= .xcode9, release < .xcode12, element[attribute: "key"] == nil,
              element.parent?.name == "objects", element.parent?.parent?.name == "scene",
              let declaration = Self.safeAreaDeclaration(of: element),
              !(declaration[attribute: "id"].map { tables.constrainedIDs.contains($0) } ?? false) else { return }
        let hasConstraints = element.firstChild(named: "constraints")?.children(named: "constraint").isEmpty == false
        if availability >= PlatformVersion(11, 0) || hasConstraints { listBlankLayoutGuide() }
    }

    /// Xcode 9-10: archives the constrained safe area guide of `view`, after its constraints
    /// as for a cell's content view.
    mutating func archiveConstrainedSafeAreaGuide(of view: Int) {
        guard let guide = constrainedSafeAreaGuides.removeValue(forKey: view) else { return }
        archive.set("UIViewLayoutGuides", reference: archive.collection("NSMutableArray", [guide]), on: view)
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
        ownedLayoutGuide(className: "UILayoutGuide", identifier: "UIViewSafeAreaLayoutGuide", of: view, archived: true,
                         edges: [("top", 3, true), ("left", 1, true), ("bottom", 4, false), ("right", 2, false)])
    }

    /// A layout guide UIKit gives `view` itself: locked to its owning view and tied to it by
    /// system constraints (one per edge, named `<identifier>-<edge>`, not archived for
    /// reuse). `archived` guides are archived for reuse and may have negative dimensions.
    mutating func ownedLayoutGuide(className: String, identifier: String, of view: Int, archived: Bool,
                                   edges: [(name: String, attribute: Int64, guideFirst: Bool)]) -> Int {
        let guide = archive.object(className)
        var systemConstraints: [Int] = []
        for edge in edges {
            let constraint = archive.object("NSLayoutConstraint")
            archive.set("NSFirstItem", reference: edge.guideFirst ? guide : view, on: constraint)
            archive.set("NSFirstAttributeV2", integer: edge.attribute, on: constraint)
            archive.set("NSFirstAttribute", integer: edge.attribute, on: constraint)
            archive.set("NSSecondItem", reference: edge.guideFirst ? view : guide, on: constraint)
            archive.set("NSSecondAttributeV2", integer: edge.attribute, on: constraint)
            archive.set("NSSecondAttribute", integer: edge.attribute, on: constraint)
            archive.set("NSShouldBeArchived", bool: false, on: constraint)
            archive.set("NSLayoutIdentifier", string: identifier + "-" + edge.name, on: constraint)
            systemConstraints.append(constraint)
        }
        archive.set("UILayoutGuideOwningView", reference: view, on: guide)
        archive.set("UILayoutGuideIdentifier", string: identifier, on: guide)
        archive.set("UILayoutGuideOwningViewIsLocked", bool: true, on: guide)
        archive.set("UILayoutGuideShouldBeArchived", bool: archived, on: guide)
        archive.set("UILayoutGuideAllowsNegativeDimensions", bool: archived, on: guide)
        archive.set("UILayoutGuideSystemConstraints", reference: archive.collection("NSArray", systemConstraints), on: guide)
        return guide
    }
}
