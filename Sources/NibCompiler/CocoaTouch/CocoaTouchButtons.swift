import NibDocument
import NibXML

/// `UIButton`'s keys: its type, alignment, insets and the content of each control state.
extension CocoaTouchNibCompiler {
    /// `UIButtonType` values by document name (`roundedRect` is the system button since iOS 7).
    static let buttonTypes = ["custom": 0, "system": 1, "roundedRect": 1, "detailDisclosure": 2, "infoLight": 3, "infoDark": 4, "contactAdd": 5]
    /// The button types UIKit draws as an image of its own (an info or add button): no title
    /// font unless the document gives one, and their hugging stated at 250 (Apptentive's add
    /// button, Xcode 8.3).
    static let imageButtonTypes: Set<String> = ["detailDisclosure", "infoLight", "infoDark", "contactAdd"]
    /// `UIControlState` values by document name.
    static let controlStates = ["normal": 0, "highlighted": 1, "disabled": 2, "selected": 4]
    /// `UIControlContentHorizontalAlignment` values by document name.
    static let horizontalAlignments = ["center": 0, "left": 1, "right": 2, "fill": 3, "leading": 4, "trailing": 5]
    /// `UIControlContentVerticalAlignment` values by document name.
    static let verticalAlignments = ["center": 0, "top": 1, "bottom": 2, "fill": 3]

    /// True for a `<state>` whose only setting is its title shadow colour.
    static func setsTitleShadowColorAlone(_ state: MarkupElement) -> Bool {
        let settings = state.childElements.map { $0.name == "color" ? ($0[attribute: "key"] ?? "") : $0.name }
        let attributes = ["title", "image", "backgroundImage", "catalog"].filter { state[attribute: $0] != nil }
        return settings == ["titleShadowColor"] && attributes.isEmpty
    }

    mutating func buttonAttributes(_ element: MarkupElement, object: Int) {
        controlAttributes(element, object: object)
        let configurationElement = release.writesButtonConfiguration
            ? element.childElements.first { $0.name == "buttonConfiguration" && $0[attribute: "key"] == "configuration" } : nil
        let isConfigured = configurationElement != nil
        // For iOS 14 and earlier, which have no configurations, ibtool keeps a configured
        // button's classic content beside it (a jailbreak demo's button, 13.4.1 for iOS 14.1; a
        // quiz app's answers, 15.2 for iOS 13); for iOS 15 and later the configuration alone (a
        // calculator's keys, 13.3 for iOS 15.4: no stateful content, no inset marker, the
        // configuration's own title with its font).
        let keepsClassicContent = isConfigured && deploymentTarget < PlatformVersion(15, 0)
        let configurationAlone = isConfigured && !keepsClassicContent
        // The configuration's title is the button's normal title then (the jailbreak demo's
        // button, titled "Button" and configured "try me :3"; the quiz app's "True" configured
        // "Option 1"), and its base foreground colour the normal title colour (a tip calculator's
        // calibrated off-white title configured white, Xcode 15.2).
        let normalStateConfiguration = keepsClassicContent ? configurationElement : nil
        let configuredTitle = normalStateConfiguration.flatMap { DocumentStrings.value("title", of: $0) }
        var normalTitle: Int?
        var normalTitleColor: Int?
        var states: [(key: Int, value: Int)] = []
        var attributedFont: MarkupElement?
        let imageType = Self.imageButtonTypes.contains(element[attribute: "buttonType"] ?? "")
        for state in configurationAlone ? [] : element.children(named: "state") {
            // An image button's state that sets nothing but a title shadow colour, which
            // Interface Builder writes for every button, is not archived (appium's older
            // UICatalog's add and detail disclosure buttons, Xcode 7.3.1 to 12.4).
            if imageType, Self.setsTitleShadowColorAlone(state) { continue }
            let content = archive.object("UIButtonContent")
            let stateKey = state[attribute: "key"] ?? "normal"
            if let title = (stateKey == "normal" ? configuredTitle : nil) ?? DocumentStrings.value("title", of: state) {
                let string = userTextObject(title, of: element, keyPath: stateKey + "Title")
                archive.set("UITitle", reference: string, on: content)
                if stateKey == "normal" { normalTitle = string }
            }
            if let attributed = state.children(named: "attributedString").first(where: { $0[attribute: "key"] == "attributedTitle" }) {
                archive.set("UIAttributedTitle", reference: attributedString(attributed, mutable: false), on: content)
                attributedFont = attributedFont ?? attributedStringFontElement(attributed)
            }
            if let image = image("image", of: state) { archive.set("UIImage", reference: image, on: content) }
            if let preferred = state.children(named: "preferredSymbolConfiguration").first(where: { $0[attribute: "key"] == "preferredSymbolConfiguration" }),
               let configuration = symbolConfiguration(scale: preferred[attribute: "scale"], weight: preferred[attribute: "weight"]) {
                archive.set("UIImageSymbolConfiguration", reference: configuration, on: content)
            }
            // A state's `catalog="system"` names a system symbol as its background too (a weather
            // app's location and search buttons, Xcode 14.2).
            if let image = image("backgroundImage", of: state) { archive.set("UIBackgroundImage", reference: image, on: content) }
            if let titleColor = (stateKey == "normal" ? normalStateConfiguration.flatMap { color("baseForegroundColor", in: $0) } : nil)
                ?? color("titleColor", in: state) {
                archive.set("UITitleColor", reference: titleColor, on: content)
                if stateKey == "normal" { normalTitleColor = titleColor }
                if release < .xcode11 { colorsJoinedByDoubles.insert(titleColor) }
            }
            if let shadowColor = color("titleShadowColor", in: state) { archive.set("UIShadowColor", reference: shadowColor, on: content) }
            let stateValue = Self.controlStates[state[attribute: "key"] ?? ""] ?? 0
            states.append((archive.number(Int64(stateValue)), content))
        }
        // A button with no state archives no stateful content (Mixpanel's close button, Xcode 12.4).
        if !states.isEmpty { archive.set("UIButtonStatefulContent", reference: archive.dictionary("NSMutableDictionary", states), on: object) }
        // A button's title truncates in the middle unless the document says otherwise.
        if let mode = element[attribute: "lineBreakMode"].flatMap({ Self.lineBreakModes[$0] }), mode != 5 {
            archive.set("UILineBreakMode", integer: Int64(mode), on: object)
        }
        if element[attribute: "adjustsImageWhenHighlighted"] != "NO" { archive.set("UIAdjustsImageWhenHighlighted", bool: true, on: object) }
        if element[attribute: "adjustsImageWhenDisabled"] != "NO" { archive.set("UIAdjustsImageWhenDisabled", bool: true, on: object) }
        if element[attribute: "reversesTitleShadowWhenHighlighted"] == "YES" {
            archive.set("UIReversesTitleShadowWhenHighlighted", bool: true, on: object)
        }
        if element[attribute: "showsTouchWhenHighlighted"] == "YES" { archive.set("UIShowsTouchWhenHighlighted", bool: true, on: object) }
        if let type = element[attribute: "buttonType"].flatMap({ Self.buttonTypes[$0] }), type != 0 {
            archive.set("UIButtonType", integer: Int64(type), on: object)
        }
        // iOS 11's larger images at accessibility text sizes: UIButton's encoder writes it
        // between the type and the font (8 public buttons; unmeasured).
        if element[attribute: "adjustsImageSizeForAccessibilityContentSizeCategory"] == "YES" {
            archive.set("UIAdjustsImageSizeForAccessibilityContentSizeCategory", bool: true, on: object)
        }
        if isConfigured {
            // A configured button has no font of its own: its configuration's title carries it.
        } else if release.omitsEighteenPointSystemButtonFont, attributedFont == nil, isEighteenPointSystemFont(element) {
            // UIButton's default font: not archived.
        } else if let font = buttonFont(fontDescription(in: element)) ?? attributedFont.map({ attributedStringFont($0) }) {
            archive.set("UIFont", reference: font, on: object)
        } else if let type = element[attribute: "buttonType"], type != "custom", !Self.imageButtonTypes.contains(type) {
            // A button that names no font has its type's: system buttons 15 points...
            archive.set("UIFont", reference: defaultButtonFont(), on: object)
        } else if release.writesDefaultCustomButtonFont,
                  (release.xcodeMajorVersion >= 13 && !Self.imageButtonTypes.contains(element[attribute: "buttonType"] ?? "")) || !states.isEmpty {
            // ...custom buttons 18 from Xcode 12: when the button has a state (DuckDuckGo's image
            // buttons do), in Xcode 13 always (DuckDuckGo's omnibar menu button, no state at all)
            // but for the image types' (UIKitCatalog's stateless add and detail buttons, Xcode
            // 11.2 and 15.0).
            archive.set("UIFont", reference: systemFont(weight: "regular", size: 18), on: object)
        }
        // A title shadow's offset, after the font (a target game's "Hit Me!" button, Xcode 9.2).
        if let offset = DocumentGeometry.sizeComponents("titleShadowOffset", in: element) {
            archive.set("UITitleShadowOffset", .data(GeometryBlob.encode(offset)), on: object)
        }
        for (documentKey, archiveKey) in [("contentEdgeInsets", "UIContentEdgeInsets"), ("titleEdgeInsets", "UITitleEdgeInsets"),
                                          ("imageEdgeInsets", "UIImageEdgeInsets")] {
            if let inset = element.children(named: "inset").first(where: { $0[attribute: "key"] == documentKey }) {
                archive.set(archiveKey, .data(EdgeInsets(inset).blob), on: object)
            }
        }
        if release.writesButtonConfiguration {
            // ibtool marks a configured button's image insets with the smallest double as their
            // trailing inset (the jailbreak demo's button, Xcode 13.4.1), once, where a document
            // that states the mark as its image insets has it (the quiz app's answers, 15.2).
            if keepsClassicContent {
                archive.replace("UIImageEdgeInsets", .data(GeometryBlob.encode([0, 0, 0, Double.leastNormalMagnitude])), on: object)
            }
            // iOS 15's toggle buttons (`changesSelectionAsPrimaryAction`: a tap selects and
            // deselects), written by UIButton's encoder just before its configuration.
            if element[attribute: "changesSelectionAsPrimaryAction"] == "YES" {
                archive.set("UIButtonChangesSelectionAsPrimaryAction", bool: true, on: object)
            }
            archive.set("UIButtonConfiguration", optionalReference: configurationElement.map { buttonConfiguration($0, normalTitle: normalTitle, normalTitleColor: normalTitleColor) }, on: object)
        }
    }

    /// `UIControl`'s keys: content alignment, state flags and pointer interaction.
    mutating func controlAttributes(_ element: MarkupElement, object: Int) {
        if let alignment = element[attribute: "contentHorizontalAlignment"].flatMap({ Self.horizontalAlignments[$0] }), alignment != 0 {
            archive.set("UIContentHorizontalAlignment", integer: Int64(alignment), on: object)
        }
        if let alignment = element[attribute: "contentVerticalAlignment"].flatMap({ Self.verticalAlignments[$0] }), alignment != 0 {
            archive.set("UIContentVerticalAlignment", integer: Int64(alignment), on: object)
            // iOS 13's encoder repeats it under a second key (UIKitCatalog's segmented controls,
            // aligned to the top, Xcode 11.2).
            if release >= .xcode11 { archive.set("UIContentVerticalAlignment2", integer: Int64(alignment), on: object) }
        }
        if element[attribute: "enabled"] == "NO" { archive.set("UIDisabled", bool: true, on: object) }
        if element[attribute: "selected"] == "YES" { archive.set("UISelected", bool: true, on: object) }
        if element[attribute: "highlighted"] == "YES" { archive.set("UIHighlighted", bool: true, on: object) }
        // iOS 13.4's pointer interaction (Interface Builder's "Pointer Interaction: Enabled", 131
        // buttons of 48 public documents): UIControl's encoder writes it after the alignments
        // (unmeasured: no Apple nib of the corpora holds one).
        // A segmented control states it from Xcode 13: true, its default, unless the document
        // disables it (UIKitCatalog's controls, Xcode 13.2 to 15.3).
        if release.writesIOS15ControlDefaults, element.name == "segmentedControl" {
            archive.set("UIPointerInteractionEnabled", bool: element[attribute: "pointerInteraction"] != "NO", on: object)
        } else if release >= .xcode11_4, element[attribute: "pointerInteraction"] == "YES" {
            archive.set("UIPointerInteractionEnabled", bool: true, on: object)
        }
        // iOS 14's menu shown on touch-down: UIControl's encoder writes its context menu
        // interaction presenting on touch-down next (`UIContextMenuIsPrimary`, which its decoder
        // reads back; a decompiled `encodeWithCoder:` published on GitHub), and
        // `UIContextMenuIsEnabled` only once a menu has added the interaction to the control,
        // which a document's button does not until the app gives it one (unmeasured: no Apple
        // nib of one is in reach).
        if release >= .xcode12, element[attribute: "showsMenuAsPrimaryAction"] == "YES" {
            archive.set("UIContextMenuIsPrimary", bool: true, on: object)
        }
    }

    /// True when a button's `<fontDescription>` is the regular 18-point system font.
    private func isEighteenPointSystemFont(_ element: MarkupElement) -> Bool {
        guard let description = element.firstChild(named: "fontDescription") else { return false }
        return description[attribute: "type"] == "system" && (description[attribute: "weight"] ?? "regular") == "regular"
            && description[attribute: "pointSize"].flatMap(Double.init) == 18
    }
}
