import NibDocument
import NibXML

/// `UISearchBar` as UIKit's encoder writes it.
///
/// From Xcode 11 as ibtool 11.2 archived UIKitCatalog's two search bars: not opaque, hugging
/// stated, its translucence, text (empty) and return key and secure entry flags always. The
/// other keys are those UIKit's own `encodeWithCoder:` writes (ibtool archives through it),
/// each where it differs from UIKit's default: styles, the buttons shown, the scope buttons' titles, the
/// prompt, text and placeholder (localizable as the strings file names them), the bar tint,
/// background images and the text input traits. UIKit builds the bar's text field and
/// buttons when it decodes the bar; none of them is archived. Before this, a compiled search
/// bar lost its placeholder, style and scope buttons.
extension CocoaTouchNibCompiler {
    /// `UISearchBarStyle` by document name.
    static let searchBarStyles: [String: Int64] = ["prominent": 1, "minimal": 2]

    /// The search bar's own keys, after its view keys.
    mutating func searchBarAttributes(_ element: MarkupElement, object: Int) {
        barStyle(element, on: object)
        let statesDefaults = release.archivesSearchBarDefaults
        if statesDefaults { archive.set("UISearchBarTranslucence", integer: Self.barTranslucence(of: element), on: object) }
        for (attribute, key) in [("showsCancelButton", "UIShowsCancelButton"), ("showsBookmarkButton", "UIShowsBookmarkButton"),
                                 ("showsScopeBar", "UIShowsScopeBar"), ("showsSearchResultsButton", "UIShowSearchResultsButton"),
                                 ("searchResultsButtonSelected", "UISearchResultsButtonSelected")] where element[attribute: attribute] == "YES" {
            archive.set(key, bool: true, on: object)
        }
        let scopeTitles = element.firstChild(named: "scopeButtonTitles")?.children(named: "string") ?? []
        if !scopeTitles.isEmpty {
            let titles = scopeTitles.enumerated().map { index, title in
                userTextObject(DocumentStrings.text(of: title), of: element, keyPath: "scopeButtonTitles[\(index)]")
            }
            archive.set("UIScopeButtonTitles", reference: archive.collection("NSArray", titles), on: object)
            // iOS 26 sizes a bar given scope titles to 64 points at its origin, scope bar hidden
            // (UIKitCatalog's default search bar, 56 in the document, Xcode 26.0.1; its bar
            // without titles keeps its 56; a bar showing its scope bar unmeasured).
            if release.writesIOS26Keys, element[attribute: "showsScopeBar"] != "YES" {
                let frame = rect("frame", in: element)
                archive.replace("UIBounds", .data(GeometryBlob.encode([0, 0, frame.width, 64])), on: object)
                archive.replace("UICenter", .data(GeometryBlob.encode([frame.x + frame.width / 2, frame.y + 32])), on: object)
            }
        }
        for (attribute, key) in [("prompt", "UIPrompt"), ("text", "UIText"), ("placeholder", "UIPlaceholder")] {
            if let text = DocumentStrings.value(attribute, of: element) {
                set(key, userText: text, of: element, keyPath: attribute, on: object)
            } else if attribute == "text", statesDefaults {
                archive.set(key, string: "", on: object)
            }
        }
        if let tint = color("barTintColor", in: element) { archive.set("UIBarTintColor", reference: tint, on: object) }
        // Before iOS 11 a search field's own defaults, the search return key enabled
        // automatically, are stated (appium's older UICatalog's search bars, Xcode 7.3.1 and
        // 8.2.1; 9.2 on: not enabled automatically, no return key type).
        textInputTraits(of: element, object: object, statesEveryFlag: statesDefaults, searchDefaults: release < .xcode9)
        if let image = image("backgroundImage", of: element) { archive.set("UIBackgroundImage", reference: image, on: object) }
        if let image = image("scopeBarBackgroundImage", of: element) { archive.set("UIScopeBarBackgroundImage", reference: image, on: object) }
        if let style = element[attribute: "searchBarStyle"].flatMap({ Self.searchBarStyles[$0] }) {
            archive.set("UISearchBarStyle", integer: style, on: object)
        }
    }
}
