import NibXML

/// iOS 13's bar appearances: a navigation bar's or toolbar's `<navigationBarAppearance>` and
/// `<toolbarAppearance>` (standard, compact, scroll edge, compact scroll edge) and a tab bar's
/// `<tabBarAppearance>` (standard, and iOS 15's scroll edge), archived as the
/// `UINavigationBarAppearance` / `UIToolbarAppearance` / `UITabBarAppearance` trees UIKit's
/// encoders write.
///
/// Unmeasured: no Apple-compiled nib of the corpora holds an appearance. The keys follow
/// UIKit's own `-encodeWithCoder:` (and its decoder, which reads every key as optional) for an
/// appearance made as Interface Builder makes one, `init` then the document's settings:
/// - the idiom and user interface style override;
/// - the background: untouched, the shared default background (`Background.Style` 1, a blur
///   under a hairline); with a colour, that background copied, so its blur effect (the system
///   chrome material, one object shared as UIKit's copies share it), the colour and the
///   default hairline colour (`_systemChromeShadowColor`, black at 30% in light mode) are
///   archived one by one;
/// - the default button appearances: plain and done items by their default style, the back
///   button as the copy UIKit makes of its default (no indicator images of its own);
/// - a navigation bar's title and large title attributes (colour, font, shadow), each as the
///   one-space attributed string UIKit's coder keeps text attributes in, under
///   `Title.InlineAttributes` and `Title.LargeAttributes`; without them the default title
///   data, which archives nothing (the font UIKit's setter adds to attributes that name none
///   is not added: the title shows the bar's default font as it does);
/// - a tab bar's item appearances, each its layout's default (`Stacked`, `Inline`,
///   `CompactInline`: `_UITabBarItemData`'s default styles 0, 1 and 2), and the default item
///   layout, which archives nothing.
///
/// What the document sets beyond the background colour is warned of by `CompileLimitations`.
/// Before this, the appearances were left out: an iOS 15 app's bars showed UIKit's default
/// (transparent at the scroll edge) where the document gave them a colour.
extension CocoaTouchNibCompiler {
    /// The document keys of a bar's appearances, in the order UIKit's bars encode them.
    static let barAppearanceKeys = ["standardAppearance", "compactAppearance", "scrollEdgeAppearance", "compactScrollEdgeAppearance"]
    /// The document keys of a tab bar's appearances, in the order `UITabBar` encodes them.
    static let tabBarAppearanceKeys = ["standardAppearance", "scrollEdgeAppearance"]

    /// The kinds of bar that keep appearances, by the bar's element name.
    enum AppearanceBar {
        case navigationBar, toolbar, tabBar

        init?(elementName: String) {
            switch elementName {
            case "navigationBar": self = .navigationBar
            case "toolbar": self = .toolbar
            case "tabBar": self = .tabBar
            default: return nil
            }
        }

        /// The appearance element the document writes for this bar.
        var appearanceElementName: String {
            switch self {
            case .navigationBar: "navigationBarAppearance"
            case .toolbar: "toolbarAppearance"
            case .tabBar: "tabBarAppearance"
            }
        }

        /// The bar's class, which prefixes its archived appearance keys and names the appearance's.
        var className: String {
            switch self {
            case .navigationBar: "UINavigationBar"
            case .toolbar: "UIToolbar"
            case .tabBar: "UITabBar"
            }
        }
    }

    /// Archives the appearances of the navigation bar, toolbar or tab bar `element` on `bar`,
    /// under `UINavigationBarStandardAppearance`..., `UIToolbarStandardAppearance`... or
    /// `UITabBarStandardAppearance`..., after the bar's other keys as UIKit's encoders write them.
    mutating func barAppearances(of element: MarkupElement, on bar: Int) {
        guard let kind = AppearanceBar(elementName: element.name) else { return }
        for key in kind == .tabBar ? Self.tabBarAppearanceKeys : Self.barAppearanceKeys {
            guard let appearance = element.children(named: kind.appearanceElementName).first(where: { $0[attribute: "key"] == key }) else { continue }
            let archived = barAppearance(appearance, of: kind)
            archive.set(kind.className + key.prefix(1).uppercased() + key.dropFirst(), reference: archived, on: bar)
        }
    }

    /// One appearance object: `UIBarAppearance`'s keys, then the bar's own.
    private mutating func barAppearance(_ element: MarkupElement, of kind: AppearanceBar) -> Int {
        let appearance = archive.object(kind.className + "Appearance")
        archive.set("Idiom", integer: documentIdiom, on: appearance)
        archive.set("OverrideUIStyle", integer: 0, on: appearance)
        let backgroundColor = element.firstChild(named: "color", key: "backgroundColor")
        if let backgroundColor, !Self.isClearColor(backgroundColor) {
            let effect = barAppearanceBlurEffect ?? archive.object("UIBlurEffect")
            if barAppearanceBlurEffect == nil {
                archive.set("UIBlurEffectStyle", integer: Self.blurEffectStyles["systemChromeMaterial"] ?? 10, on: effect)
                barAppearanceBlurEffect = effect
            }
            archive.set("Background.Effect", reference: effect, on: appearance)
            archive.set("Background.Color", reference: color(backgroundColor), on: appearance)
            archive.set("Background.ShadowColor", reference: systemColor(named: "_systemChromeShadowColor", components: [0, 0.3]), on: appearance)
        } else {
            // `setBackgroundColor:` takes a clear colour for none: the shared default stays.
            archive.set("Background.Style", integer: 1, on: appearance)
        }
        if kind == .navigationBar {
            // The title data: attributes the document gives, as UIKit's coder keeps text
            // attributes (`_ui_encodeTextAttributes:forKey:`: a one-space attributed string
            // carrying them); the default title data archives nothing.
            for (documentKey, archiveKey) in [("titleTextAttributes", "Title.InlineAttributes"), ("largeTitleTextAttributes", "Title.LargeAttributes")] {
                if let attributes = element.children(named: "textAttributes").first(where: { $0[attribute: "key"] == documentKey }),
                   let dictionary = titleTextAttributes(attributes) {
                    archive.set(archiveKey, reference: attributedString(" ", attributes: dictionary), on: appearance)
                }
            }
        }
        if kind == .tabBar {
            for (key, style) in [("Stacked", 0), ("Inline", 1), ("CompactInline", 2)] as [(String, Int64)] {
                let items = archive.object("UITabBarItemAppearance")
                archive.set("DefaultStyle", integer: style, on: items)
                archive.set(key, reference: items, on: appearance)
            }
            return appearance
        }
        archive.set("PlainButtons", reference: defaultButtonAppearance(style: 0), on: appearance)
        archive.set("DoneButtons", reference: defaultButtonAppearance(style: 2), on: appearance)
        if kind == .navigationBar {
            // The back button's default, copied when the plain buttons become its fallback.
            let back = archive.object("UIBarButtonItemAppearance")
            archive.set("IsBackButton", bool: true, on: back)
            archive.setNull("BackIndicator", on: back)
            archive.setNull("BackIndicatorTransitionMask", on: back)
            archive.set("CustomizedStyle", integer: 0, on: back)
            archive.set("BackButtons", reference: back, on: appearance)
        }
        return appearance
    }

    /// A `UIBarButtonItemAppearance` left at the shared default of a `UIBarButtonItemStyle`.
    private mutating func defaultButtonAppearance(style: Int64) -> Int {
        let buttons = archive.object("UIBarButtonItemAppearance")
        archive.set("DefaultStyle", integer: style, on: buttons)
        return buttons
    }

    /// The idiom Interface Builder's iOS process runs as: the pad for a document simulated on
    /// an iPad, the phone otherwise.
    private var documentIdiom: Int64 {
        document.markup.root.firstChild(named: "device")?[attribute: "id"]?.hasPrefix("ipad") == true ? 1 : 0
    }

    /// True for a colour equal to `UIColor.clearColor` (transparent black), which UIKit's
    /// appearances take for no colour.
    static func isClearColor(_ element: MarkupElement) -> Bool {
        if element[attribute: "systemColor"] == "clearColor" || element[attribute: "cocoaTouchSystemColor"] == "clearColor" { return true }
        guard element[attribute: "name"] == nil, Double(element[attribute: "alpha"] ?? "1") == 0 else { return false }
        let components = element[attribute: "white"].map { [$0] } ?? ["red", "green", "blue"].map { element[attribute: $0] ?? "" }
        return components.allSatisfy { Double($0) == 0 }
    }
}
