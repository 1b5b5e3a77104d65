import NibXML

/// A scroll view's content and frame layout guides (`<viewLayoutGuide key="contentLayoutGuide">`,
/// `key="frameLayoutGuide"`) as ibtool 13 archives them. UIKit makes both itself, so the
/// nib lists a blank guide in place of each; a guide a constraint names is archived
/// through that constraint alone, owned by the scroll view and tied to it by system
/// constraints: the content guide (`_UIScrollViewLayoutGuide`) at its origin, the frame
/// guide (`UILayoutGuide`) at its origin and size.
extension CocoaTouchNibCompiler {
    /// Lists a blank guide for each of the scroll view's guides, right after the view and
    /// before its contents (Xcode 13), and archives those a constraint names.
    mutating func scrollViewLayoutGuides(of element: MarkupElement, scrollView: Int) {
        guard release.xcodeMajorVersion >= 13 else { return }
        for declaration in element.children(named: "viewLayoutGuide") {
            guard let key = declaration[attribute: "key"], let kind = Self.scrollViewGuideKinds[key] else { continue }
            listBlankLayoutGuide()
            guard let id = declaration[attribute: "id"], tables.constrainedIDs.contains(id) else { continue }
            let guide = ownedLayoutGuide(className: kind.className, identifier: kind.identifier, of: scrollView, archived: false,
                                         edges: kind.edges)
            objectsByID[id] = guide
            unlistedObjects.insert(guide)
        }
    }

    /// Each guide's class, identifier and the edges its system constraints tie.
    static let scrollViewGuideKinds: [String: (className: String, identifier: String, edges: [(name: String, attribute: Int64, guideFirst: Bool)])] = [
        "contentLayoutGuide": ("_UIScrollViewLayoutGuide", "UIScrollView-contentLayoutGuide", [("minX", 1, true), ("minY", 3, true)]),
        "frameLayoutGuide": ("UILayoutGuide", "UIScrollView-frameLayoutGuide",
                             [("minX", 1, true), ("minY", 3, true), ("width", 7, true), ("height", 8, true)]),
    ]
}
