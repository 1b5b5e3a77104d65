import NibDocument
import NibXML

/// Navigation items and bar button items: what a navigation or tool bar shows for a controller.
extension CocoaTouchNibCompiler {
    /// `UITabBarSystemItem` values by document name.
    static let tabBarSystemItems: [String: Int64] = [
        "more": 0, "favorites": 1, "featured": 2, "topRated": 3, "recents": 4, "contacts": 5, "history": 6,
        "bookmarks": 7, "search": 8, "downloads": 9, "mostRecent": 10, "mostViewed": 11,
    ]

    /// The controller's `<tabBarItem key="tabBarItem">` as a `UITabBarItem`, listed under
    /// `owner`: what a tab bar controller shows for it. Without it a tab bar app's tabs had no
    /// title or image. The keys are those UIKit's `UITabBarItem` encodes, through which ibtool
    /// archives (titled items with images measured: Xcode 11.3 and 12.2's): a system item by its
    /// number instead of a title and images, enabled unless the document disables it, a tag
    /// other than 0, a badge, the selected image.
    mutating func tabBarItem(of controller: MarkupElement, listedUnder owner: Int) -> Int? {
        guard let element = controller.childElements.first(where: { $0.name == "tabBarItem" && $0[attribute: "key"] == "tabBarItem" }) else {
            return nil
        }
        let item = archive.object("UITabBarItem")
        if let id = element[attribute: "id"] { objectsByID[id] = item }
        parentStack.append(owner)
        list(item)
        parentStack.removeLast()
        let system = element[attribute: "systemItem"].flatMap { Self.tabBarSystemItems[$0] }
        if let system { archive.set("UISystemItem", integer: system, on: item) }
        if element[attribute: "enabled"] != "NO" { archive.set("UIEnabled", bool: true, on: item) }
        if let tag = element[attribute: "tag"].flatMap(Int64.init), tag != 0 { archive.set("UITag", integer: tag, on: item) }
        if system == nil, let title = DocumentStrings.value("title", of: element) {
            set("UITitle", userText: title, of: element, keyPath: "title", on: item)
        }
        if let badge = element[attribute: "badgeValue"] { archive.set("UIBadgeValue", string: badge, on: item) }
        if let badgeColor = color("badgeColor", in: element) { archive.set("UIBadgeColor", reference: badgeColor, on: item) }
        if system == nil {
            if let image = image("image", of: element) { archive.set("UIImage", reference: image, on: item) }
            if let selected = image("selectedImage", of: element) { archive.set("UISelectedTemplateImage", reference: selected, on: item) }
            if let landscape = image("landscapeImage", of: element) { archive.set("UIImageLandscape", reference: landscape, on: item) }
        }
        // UIKit encodes a title offset other than zero as a UIOffset, which its coder writes
        // as text (`{0, -4}`, the string xibdump reads back; 39 of 2,501 public iOS documents).
        if let offset = element.children(named: "offsetWrapper").first(where: { $0[attribute: "key"] == "titlePositionAdjustment" }) {
            let horizontal = DocumentGeometry.number(offset[attribute: "horizontal"]), vertical = DocumentGeometry.number(offset[attribute: "vertical"])
            if horizontal != 0 || vertical != 0 { archive.set("UITitlePositionAdjustment", string: GeometryText.size(horizontal, vertical), on: item) }
        }
        if element[attribute: "springLoaded"] == "YES" { archive.set("UISpringLoaded", bool: true, on: item) }
        return item
    }

    /// The controller's `<navigationItem key="navigationItem">` as a `UINavigationItem`, listed
    /// under `owner` with its bar button items under it; nil when it has none.
    mutating func navigationItem(of controller: MarkupElement, listedUnder owner: Int) throws -> Int? {
        guard let element = controller.childElements.first(where: { $0.name == "navigationItem" && $0[attribute: "key"] == "navigationItem" }) else {
            return nil
        }
        parentStack.append(owner)
        defer { parentStack.removeLast() }
        let item = archive.object("UINavigationItem")
        if let id = element[attribute: "id"] { objectsByID[id] = item }
        list(item)
        parentStack.append(item)
        defer { parentStack.removeLast() }
        try navigationItemAttributes(element, object: item)
        return item
    }

    /// `UINavigationItem`'s keys: title, prompt, large title mode and bar button items (each
    /// side's first item alone, and all of them).
    mutating func navigationItemAttributes(_ element: MarkupElement, object: Int) throws {
        if let title = DocumentStrings.value("title", of: element) {
            let text = userTextObject(title, of: element, keyPath: "title")
            archive.set("UITitle", reference: text, on: object)
            // iOS 26's attributed title: the same string without attributes.
            if release.writesIOS26Keys {
                let attributed = archive.object("NSAttributedString")
                archive.set("NSString", reference: text, on: attributed)
                archive.set("NSAttributes", reference: archive.dictionary("NSDictionary", []), on: attributed)
                archive.set("UIAttributedTitle", reference: attributed, on: object)
            }
        }
        if let prompt = DocumentStrings.value("prompt", of: element) { set("UIPrompt", userText: prompt, of: element, keyPath: "prompt", on: object) }
        // The title view is listed before the bar button items, wherever the document puts
        // it (TLPhotoPicker's picker, Xcode 12.1: Cancel, title view, Done in the document).
        let titleView = try element.childElements.first(where: { $0[attribute: "key"] == "titleView" && Self.isView($0) })
            .flatMap { try compileObject($0, superview: nil) }
        var sides: [String: [Int]] = [:]
        for item in element.children(named: "barButtonItem") {
            guard let key = item[attribute: "key"], let compiled = try compileObject(item, superview: nil) else { continue }
            switch key {
            case "backBarButtonItem": archive.set("UIBackBarButtonItem", reference: compiled, on: object)
            case "leftBarButtonItem": sides["Left", default: []].append(compiled)
            case "rightBarButtonItem": sides["Right", default: []].append(compiled)
            default: continue
            }
        }
        // Several items a side: `<rightBarButtonItems>` (or `<barButtonItems key="rightBarButtonItems">`).
        for (name, key) in [("leftBarButtonItems", "Left"), ("rightBarButtonItems", "Right")] {
            let containers = element.childElements.filter { $0.name == name || ($0.name == "barButtonItems" && $0[attribute: "key"] == name) }
            for item in containers.flatMap({ $0.children(named: "barButtonItem") }) {
                if let compiled = try compileObject(item, superview: nil) { sides[key, default: []].append(compiled) }
            }
        }
        for side in ["Left", "Right"] {
            guard let items = sides[side], let first = items.first else { continue }
            archive.set("UI\(side)BarButtonItem", reference: first, on: object)
            archive.set("UI\(side)BarButtonItems", reference: archive.collection("NSArray", items), on: object)
        }
        if let titleView { archive.set("UITitleView", reference: titleView, on: object) }
        // iOS 16's centre item groups, none (UIKitCatalog's navigation items, Xcode 14.3.1 to 15.3).
        if release.writesIOS16Keys { archive.set("UICenterItemGroups", reference: archive.collection("NSArray", []), on: object) }
        // Large titles are iOS 11's: Xcode 8.3 archives none (SwiftyPickerPopover's navigation
        // items), Xcode 10.0 and later do (TLPhotoPicker's picker).
        guard release >= .xcode9 else { return }
        let modes = ["automatic": 0, "always": 1, "never": 2]
        archive.set("UILargeTitleDisplayMode", integer: Int64(element[attribute: "largeTitleDisplayMode"].flatMap { modes[$0] } ?? 0), on: object)
    }

    /// A navigation controller's `UINavigationBar` as ibtool 13 archives it: no width, the
    /// default height of 50 points (54 from Xcode 26) centred below the bar's top (before Xcode 11: at
    /// the document's frame), stretching horizontally, its navigation controller as delegate.
    mutating func navigationBarAttributes(_ element: MarkupElement, object: Int, delegate: Int) {
        let frame = rect("frame", in: element)
        // Without a frame (a hidden bar Interface Builder calls misplaced), UIKit's 44 points.
        let documentHeight = DocumentGeometry.rect("frame", in: element)?.height ?? 44
        // Xcode 9.3 to 9.4 and Xcode 11 give a bar 44 points in a document naming a device (a
        // to-do list's, Xcode 9.4; UIKitCatalog's bars, 11.2; the Covid-19 Test app's large-title
        // bars, drawn 96 high, 11.3), 50 in one naming none (appium's older UICatalog's iPad bars
        // by 9.3 and 11.3; QBImagePicker's by 11.2); Xcode 10 gives 50 even then (a movie app's,
        // 10.1, its document naming a device and laid out by safe areas; chat apps' by 10.0 and
        // 10.1 and a Flutter app's by 10.1, devices named), as Xcode 12 and 13 do (Sauce Labs'
        // demo app by 12.5, DuckDuckGo's by 13.2). Before Xcode 9.3 every bar keeps the
        // document's height (appium's older UICatalog's iPad navigation bars: 44 in 9.2's
        // build). Xcode 26 gives iOS 26's 54 points (UIKitCatalog's bars, 26.0.1).
        let major = release.xcodeMajorVersion
        let defaultHeight: Double = (major == 9 || major == 11) && documentNamesDevice ? 44 : release.writesIOS26Keys ? 54 : 50
        let height = release.archivesNavigationBarAtDocumentHeight ? documentHeight : defaultHeight
        // Before Xcode 9, at the document's place and height but UIKit's default width for a bar,
        // the iPhone's 320 points, whatever the document's (appium's older UICatalog's iPad bars,
        // 768 wide in the document, 320 in 7.3.1's and 8.2.1's builds; every other bar measured
        // was 320 wide in its document).
        setGeometry(release.archivesNavigationBarAtDocumentFrame
                        ? GeometryText.Rect(x: frame.x, y: frame.y, width: 320, height: frame.height)
                        : GeometryText.Rect(x: 0, y: frame.y, width: 0, height: height), on: object)
        // Its background colour (DuckDuckGo's bookmark folder editor, a catalog colour, Xcode 13.2).
        if let background = color("backgroundColor", in: element) { archive.set("UIBackgroundColor", reference: background, on: object) }
        if release.writesDeepDrawRect { archive.set("UIDeepDrawRect", bool: true, on: object) }
        // An opaque bar is one that is not translucent.
        if element[attribute: "translucent"] == "NO" { archive.set("UIOpaque", bool: true, on: object) }
        // Touches and clipping as the document sets them (UIKitCatalog's bars, Xcode 11.2).
        if element[attribute: "multipleTouchEnabled"] == "YES" { archive.set("UIMultipleTouchEnabled", bool: true, on: object) }
        archive.set("UIAutoresizeSubviews", bool: true, on: object)
        if element[attribute: "clipsSubviews"] == "YES" { archive.set("UIClipsToBounds", bool: true, on: object) }
        // And its alpha (a to-do list's bar made invisible, alpha 0, Xcode 10.3).
        if let alpha = element[attribute: "alpha"].flatMap(Double.init), alpha != 1 { archive.set("UIAlpha", .float(Float(alpha)), on: object) }
        archive.set("UIAutoresizingMask", integer: 2, on: object)
        // Xcode 9.2 to 10 state UIKit's vertical hugging of a bar, as for bars in views
        // (Apptentive's navigation scenes, Xcode 9.2).
        let verticalHugging = release.statesNavigationBarVerticalHugging ? 750 : 250
        archive.set("UIViewContentHuggingPriority", string: "{250, \(verticalHugging)}", on: object)
        // iOS 26's bar states zero directional layout margins (UIKitCatalog's bars, 26.0.1).
        if release.writesIOS26Keys {
            archive.set("UIViewLayoutMargins", .data(EdgeInsets().blob), on: object)
            archive.set("UIViewLayoutMarginsAreDirectional", bool: true, on: object)
        }
        // A bar that prefers large titles is archived with UIKit's compression resistance stated
        // and the preference (Omise's payment creator, 13.2.1; the Covid-19 Test app's three
        // bars, 11.3; 12 unmeasured, taken as both; earlier releases unmeasured).
        let largeTitles = release >= .xcode11 && element[attribute: "largeTitles"] == "YES"
        if largeTitles { archive.set("UIViewContentCompressionResistancePriority", string: "{750, 750}", on: object) }
        if element[attribute: "insetsLayoutMarginsFromSafeArea"] == "NO" {
            archive.set("UIViewInsetsLayoutMarginsFromSafeArea", integer: 0, on: object)
        }
        archive.set("UIViewSemanticContentAttribute", integer: 0, on: object)
        if release.writesLargeContentProperties { archive.setNull("UIViewLargeContentStoredProperties", on: object) }
        if release.writesIOS16_4Keys { archive.set("UIIsLocked", bool: true, on: object) }
        if let tint = color("tintColor", in: element) { archive.set("UITintColor", reference: tint, on: object) }
        barStyle(element, on: object)
        if largeTitles { archive.set("UIBarPrefersLargeTitles", bool: true, on: object) }
        // Its bar tint (Apptentive's survey navigation, Xcode 8.3).
        if let barTint = color("barTintColor", in: element) { archive.set("UIBarTintColor", reference: barTint, on: object) }
        for (documentKey, archiveKey) in [("titleTextAttributes", "UITitleTextAttributes"), ("largeTitleTextAttributes", "UIBarLargeTitleTextAttributes")] {
            if let attributes = element.children(named: "textAttributes").first(where: { $0[attribute: "key"] == documentKey }),
               let dictionary = titleTextAttributes(attributes) {
                archive.set(archiveKey, reference: dictionary, on: object)
            }
        }
        archive.set("UIDelegate", reference: delegate, on: object)
        archive.set("UIBarPosition", integer: 2, on: object)
        archive.set("UIBarTranslucence", integer: Self.barTranslucence(of: element), on: object)
        // The back indicator image and its mask: Xcode 11.2, 11.3 and 13.2.1 (Omise's payment
        // creator; Xcode 10 unmeasured).
        if release >= .xcode11 {
            if let name = element[attribute: "backIndicatorImage"] { archive.set("UIBackIndicatorImage", reference: imagePlaceholder(named: name), on: object) }
            if let name = element[attribute: "backIndicatorTransitionMaskImage"] {
                archive.set("UIBackIndicatorTransitionMask", reference: imagePlaceholder(named: name), on: object)
            }
        }
        barAppearances(of: element, on: object)
    }

    /// A bar's `<textAttributes>` as the attribute dictionary UIKit keeps: the colour (measured:
    /// Apptentive's survey bar, Xcode 8.3), font and shadow (unmeasured: 111 and 51 of 2,501
    /// public iOS documents give them, no Apple nib of the corpora); nil when it gives none.
    mutating func titleTextAttributes(_ attributes: MarkupElement) -> Int? {
        var pairs: [(key: Int, value: Int)] = []
        if let textColor = color("textColor", in: attributes) { pairs.append((archive.string("NSColor"), textColor)) }
        if let fontDescription = attributes.firstChild(named: "fontDescription") { pairs.append((archive.string("NSFont"), font(fontDescription))) }
        let shadowColor = attributes.firstChild(named: "color", key: "textShadowColor")
        let shadowOffset = attributes.children(named: "offsetWrapper").first { $0[attribute: "key"] == "textShadowOffset" }
        if shadowColor != nil || shadowOffset != nil {
            let offset = [DocumentGeometry.number(shadowOffset?[attribute: "horizontal"]), DocumentGeometry.number(shadowOffset?[attribute: "vertical"])]
            pairs.append((archive.string("NSShadow"), shadow(TextShadow(color: shadowColor, offset: offset))))
        }
        return pairs.isEmpty ? nil : archive.dictionary("NSDictionary", pairs)
    }

    /// `UIBarStyle` by document name (`blackOpaque` is `black`'s old name), for every bar.
    static let barStyles: [String: Int64] = ["black": 1, "blackOpaque": 1, "blackTranslucent": 2]

    /// A bar's `UIBarStyle` when not the default: the first key of a navigation bar's and a
    /// toolbar's encoders, among the last of a tab bar's and a search bar's (75 black
    /// navigation bars and toolbars of the public documents were archived default, a dark
    /// title on a black bar; unmeasured, no Apple nib of the corpora holds one).
    mutating func barStyle(_ element: MarkupElement, on object: Int) {
        if let style = element[attribute: "barStyle"].flatMap({ Self.barStyles[$0] }) { archive.set("UIBarStyle", integer: style, on: object) }
    }

    /// A bar's `UIBarTranslucence` as ibtool archives it: 1, or 2 for a bar the document makes
    /// opaque (`translucent="NO"`), measured on navigation bars and toolbars.
    static func barTranslucence(of element: MarkupElement) -> Int64 {
        element[attribute: "translucent"] == "NO" ? 2 : 1
    }

    /// `UITabBarItemPositioning` by document name (`automatic` is UIKit's default).
    static let tabBarItemPositionings: [String: Int64] = ["fill": 1, "centered": 2]

    /// A tab bar controller's `UITabBar`, as ibtool 11.3 archives it (the Covid-19 Test app's,
    /// whose tabs are storyboard references): no width from Xcode 9, as a navigation
    /// controller's bar, at the document's place and height (before, the document's frame);
    /// opaque, UIKit's hugging stated, stretching across the bottom; `items`, the tabs' tab bar
    /// items, none selected; its tints, images, item positioning, translucence and style; its
    /// controller as delegate; its iOS 13 and 15 appearances, last (unmeasured). Before this,
    /// the bar was left out and UIKit made a default one, losing the document's tint and
    /// translucence.
    mutating func tabBarAttributes(_ element: MarkupElement, object: Int, delegate: Int, items: [Int]) {
        let frame = rect("frame", in: element)
        // From Xcode 12 UIKit's 50 points, whatever the document's height (an iPad app's bar drawn
        // 49 high, Xcode 12.2; an iPhone calculator's left at Interface Builder's 1000, 12.5.1);
        // before, the document's (an iPhone app's 49, 11.3).
        setGeometry(release.archivesNavigationBarAtDocumentFrame
                        ? frame : GeometryText.Rect(x: 0, y: frame.y, width: 0, height: release >= .xcode12 ? 50 : frame.height), on: object)
        if let background = color("backgroundColor", in: element) { archive.set("UIBackgroundColor", reference: background, on: object) }
        if release.writesDeepDrawRect { archive.set("UIDeepDrawRect", bool: true, on: object) }
        // A tab bar stays opaque, as a view is, whatever its translucence (no document says
        // otherwise: Interface Builder writes no `opaque` for one).
        archive.set("UIOpaque", bool: true, on: object)
        archive.set("UIAutoresizeSubviews", bool: true, on: object)
        archive.set("UIAutoresizingMask", integer: 10, on: object)
        // UIKit's hugging, stated as for a navigation controller's bar.
        let verticalHugging = release.statesNavigationBarVerticalHugging ? 750 : 250
        archive.set("UIViewContentHuggingPriority", string: "{250, \(verticalHugging)}", on: object)
        if element[attribute: "insetsLayoutMarginsFromSafeArea"] == "NO" {
            archive.set("UIViewInsetsLayoutMarginsFromSafeArea", integer: 0, on: object)
        }
        archive.set("UIViewSemanticContentAttribute", integer: 0, on: object)
        if release.writesLargeContentProperties { archive.setNull("UIViewLargeContentStoredProperties", on: object) }
        if let tint = color("tintColor", in: element) { archive.set("UITintColor", reference: tint, on: object) }
        archive.set("UIDelegate", reference: delegate, on: object)
        if !items.isEmpty {
            archive.set("UIItems", reference: archive.collection("NSArray", items), on: object)
        }
        for (key, archiveKey) in [("barTintColor", "UIBarTintColor"), ("unselectedItemTintColor", "UIBarUnselectedImageTintColor"),
                                  ("selectedImageTintColor", "UISelectedImageTintColor")] {
            if let tint = color(key, in: element) { archive.set(archiveKey, reference: tint, on: object) }
        }
        for (key, archiveKey) in [("selectionIndicatorImage", "UISelectionIndicatorImage"), ("shadowImage", "UIShadowImage"),
                                  ("backgroundImage", "UIBackgroundImage")] {
            if let image = image(key, of: element) { archive.set(archiveKey, reference: image, on: object) }
        }
        if let positioning = element[attribute: "itemPositioning"].flatMap({ Self.tabBarItemPositionings[$0] }) {
            archive.set("UITabBarItemPositioning", integer: positioning, on: object)
        }
        archive.set("UIBarTranslucence", integer: Self.barTranslucence(of: element), on: object)
        barStyle(element, on: object)
        barAppearances(of: element, on: object)
    }

    /// After a navigation bar placed in a view (not a navigation controller's) is compiled
    /// with its `<items>`: the items (`UIItems`, each pointing back at the bar), its top
    /// position and translucence (TLPhotoPicker's picker, Xcode 12.1's Carthage build), then
    /// its appearances.
    mutating func finishNavigationBar(_ element: MarkupElement, object: Int) {
        let items = element.firstChild(named: "items")?.children(named: "navigationItem")
            .compactMap { $0[attribute: "id"].flatMap { objectsByID[$0] } } ?? []
        for item in items { archive.set("UINavigationBar", reference: object, on: item) }
        // An immutable array before the iOS 13 SDK (the same picker, Xcode 10.0).
        if !items.isEmpty { archive.set("UIItems", reference: archive.collection(release < .xcode11 ? "NSArray" : "NSMutableArray", items), on: object) }
        archive.set("UIBarPosition", integer: 2, on: object)
        archive.set("UIBarTranslucence", integer: Self.barTranslucence(of: element), on: object)
        barAppearances(of: element, on: object)
    }

    /// Before the iOS 10 SDK a navigation item's custom view is archived where UIKit's
    /// 320-point navigation bar lays it out: the left item's against the bar's left edge, the
    /// right item's against its right edge, at the document's height (a shopping list's
    /// buttons, framed 20 points in by the document, Xcode 7.3.1; NohanaImagePicker's pick
    /// button by 8.2.1 and DuckDuckGo's by 13.2 keep the document's frame).
    private mutating func placeCustomViewInNavigationBar(_ custom: MarkupElement, of item: MarkupElement, object: Int) {
        guard release.laysOutNavigationItemCustomViews, item.parent?.name == "navigationItem",
              let key = item[attribute: "key"], ["leftBarButtonItem", "rightBarButtonItem"].contains(key) else { return }
        let frame = rect("frame", in: custom)
        let x = key == "leftBarButtonItem" ? 0 : 320 - frame.width
        archive.replace("UICenter", .data(GeometryBlob.encode([x + frame.width / 2, frame.y + frame.height / 2])), on: object)
    }

    /// A `UIToolbar`'s own keys (Xcode 13; a navigation controller's in Xcode 8.2 to 11.2 too):
    /// hugging stated even at 250, bar tint, bottom position, translucence. Its `<items>`
    /// become `UIItems` in `finishToolbar`.
    mutating func toolbarAttributes(_ element: MarkupElement, object: Int) {
        barStyle(element, on: object)
        if let tint = color("barTintColor", in: element) { archive.set("UIBarTintColor", reference: tint, on: object) }
        archive.set("UIBarPosition", integer: 1, on: object)
        archive.set("UIBarTranslucence", integer: Self.barTranslucence(of: element), on: object)
    }

    /// After the toolbar's items are compiled: `UIItems`, in document order, then its
    /// appearances.
    mutating func finishToolbar(_ element: MarkupElement, object: Int) {
        if let items = element.firstChild(named: "items") {
            let compiled = items.children(named: "barButtonItem").compactMap { $0[attribute: "id"].flatMap { objectsByID[$0] } }
            archive.set("UIItems", reference: archive.collection("NSArray", compiled), on: object)
        }
        barAppearances(of: element, on: object)
    }

    /// A controller's `<toolbarItems>` as `UIToolbarItems`, listed under it.
    mutating func toolbarItems(of controller: MarkupElement, on object: Int) throws {
        guard let container = controller.firstChild(named: "toolbarItems"), !container.children(named: "barButtonItem").isEmpty else { return }
        parentStack.append(object)
        defer { parentStack.removeLast() }
        let items = try container.children(named: "barButtonItem").compactMap { try compileObject($0, superview: nil) }
        archive.set("UIToolbarItems", reference: archive.collection("NSArray", items), on: object)
    }

    /// `UIBarButtonItem`'s keys: enabled, system item or title and image, style (plain
    /// items archive the bordered style, 1), custom view.
    mutating func barButtonItemAttributes(_ element: MarkupElement, object: Int) throws {
        // A disabled item archives no enabled key at all (DuckDuckGo's blank snapshot, Xcode 13.2).
        if element[attribute: "enabled"] != "NO" { archive.set("UIEnabled", bool: true, on: object) }
        if let system = element[attribute: "systemItem"].flatMap(BarButtonSystemItems.number(named:)) {
            archive.set("UIIsSystemItem", bool: true, on: object)
            archive.set("UISystemItem", integer: Int64(system), on: object)
        }
        // Without a style Interface Builder's items are bordered (1); plain (0) is not archived.
        let style: Int64 = ["done": 2, "plain": 0][element[attribute: "style"] ?? ""] ?? 1
        if style != 0 { archive.set("UIStyle", integer: style, on: object) }
        if let title = DocumentStrings.value("title", of: element) { set("UITitle", userText: title, of: element, keyPath: "title", on: object) }
        if let image = image("image", of: element) { archive.set("UIImage", reference: image, on: object) }
        if let insets = element.children(named: "inset").first(where: { $0[attribute: "key"] == "imageInsets" }) {
            archive.set("UIImageInsets", .data(EdgeInsets(insets).blob), on: object)
        }
        if let tag = element[attribute: "tag"].flatMap(Int64.init), tag != 0 { archive.set("UITag", integer: tag, on: object) }
        if let width = element[attribute: "width"].flatMap(Double.init) { archive.set("UIWidth", .float(Float(width)), on: object) }
        if let tint = color("tintColor", in: element) { archive.set("UITintColor", reference: tint, on: object) }
        if let custom = element.childElements.first(where: { $0[attribute: "key"] == "customView" }),
           let compiled = try compileObject(custom, superview: nil) {
            archive.set("UICustomView", reference: compiled, on: object)
            placeCustomViewInNavigationBar(custom, of: element, object: compiled)
        }
        // iOS 15's toggle item: a tap changes its selection. UIBarButtonItem's decoder reads it
        // as `UIBarButtonSelectionAsPrimary`, after its spring loading and menu (a decompiled
        // `initWithCoder:` published on GitHub; no Apple nib of one is in reach).
        if element[attribute: "changesSelectionAsPrimaryAction"] == "YES" {
            archive.set("UIBarButtonSelectionAsPrimary", bool: true, on: object)
        }
    }
}
