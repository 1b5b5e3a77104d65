import Foundation
import NibDocument
import NibXML

/// iOS 15's configuration-based buttons: `<buttonConfiguration key="configuration">` as the
/// `UIButtonConfiguration` UIKit archives under `UIButtonConfiguration`, with the
/// `UIBackgroundConfiguration` it draws its background with.
///
/// No Apple nib of the corpora holds a button configuration, so the keys are the ones UIKit's
/// own encoders write (`-[UIButtonConfiguration encodeWithCoder:]` and
/// `-[UIBackgroundConfiguration encodeWithCoder:]`, read in the iOS 26 UIKit; iOS 15's
/// writes the same button keys but the symbol transition, iOS 17's), in their order, nil
/// objects as nil, and the values are those of the configuration Interface Builder builds:
/// the style's factory configuration (`+plainButtonConfiguration`...) with the document's
/// properties set on it. UIKit's decoder reads every key it knows by name, so the button
/// shows its configured style, title, image and colours on every iOS from 15 on.
extension CocoaTouchNibCompiler {
    /// `_UIButtonConfigurationStyleBehaviors` styles (`UIButtonConfigurationButtonStyle`) by
    /// document name: plain 0, gray 1, tinted 2, filled 3. The Mac-like names are iOS's
    /// factories for them (`+borderedButtonConfiguration` is gray on iOS).
    static let buttonConfigurationStyles = [
        "plain": 0, "gray": 1, "tinted": 2, "filled": 3,
        "borderless": 0, "bordered": 1, "borderedTinted": 2, "borderedProminent": 3,
    ]
    /// `UIButtonConfigurationCornerStyle` values by document name.
    static let buttonConfigurationCornerStyles = ["fixed": -1, "dynamic": 0, "small": 1, "medium": 2, "large": 3, "capsule": 4]
    /// `UIButtonConfigurationSize` values by document name.
    static let buttonConfigurationSizes = ["medium": 0, "small": 1, "mini": 2, "large": 3]
    /// `NSDirectionalRectEdge` values of `imagePlacement` by document name (leading is UIKit's default).
    static let buttonConfigurationImagePlacements = ["top": 1, "leading": 2, "bottom": 4, "trailing": 8]
    /// `UIButtonConfigurationTitleAlignment` values by document name.
    static let buttonConfigurationTitleAlignments = ["automatic": 0, "leading": 1, "center": 2, "trailing": 3]
    /// `UIButtonConfigurationIndicator` values by document name.
    static let buttonConfigurationIndicators = ["automatic": 0, "none": 1, "popup": 2, "pulldown": 3]
    /// `UIButtonConfigurationMacIdiomStyle` values by document name.
    static let buttonConfigurationMacIdiomStyles = ["automatic": 0, "bordered": 1, "borderless": 2, "borderlessTinted": 3]

    /// The attributes of `<buttonConfiguration>` the compiler archives (anything else draws a
    /// warning from `CompileLimitations`).
    static let archivedButtonConfigurationAttributes: Set<String> = [
        "key", "style", "title", "subtitle", "image", "catalog", "imagePlacement", "imagePadding", "titlePadding",
        "cornerStyle", "buttonSize", "titleAlignment", "showsActivityIndicator", "macIdiomStyle", "indicator",
        "titleLineBreakMode", "subtitleLineBreakMode",
    ]
    /// The children of `<buttonConfiguration>` the compiler archives, by element name and key.
    static let archivedButtonConfigurationChildren: Set<String> = [
        "backgroundConfiguration/background", "color/baseForegroundColor", "color/baseBackgroundColor",
        "fontDescription/titleFontDescription", "fontDescription/subtitleFontDescription",
        "attributedString/attributedTitle", "attributedString/attributedSubtitle", "imageReference/image",
        "preferredSymbolConfiguration/preferredSymbolConfigurationForImage", "directionalEdgeInsets/contentInsets",
    ]
    /// The attributes and children of `<backgroundConfiguration>` the compiler archives.
    static let archivedBackgroundConfigurationAttributes: Set<String> = ["key", "cornerRadius", "strokeWidth", "strokeOutset", "image", "catalog"]
    /// The children of `<backgroundConfiguration>` the compiler archives, by element name and key.
    static let archivedBackgroundConfigurationChildren: Set<String> = ["color/backgroundColor", "color/strokeColor"]

    /// The `UIButtonConfiguration` of a `<buttonConfiguration>`, keyed as UIKit's encoder
    /// writes them. `normalTitle`: the button's normal title string, which the configuration's
    /// title shares when the button keeps its classic content; `normalTitleColor`: the normal
    /// state's title colour, that title's only attribute.
    mutating func buttonConfiguration(_ element: MarkupElement, normalTitle: Int? = nil, normalTitleColor: Int? = nil) -> Int {
        let configuration = archive.object("UIButtonConfiguration")
        let style = element[attribute: "style"].flatMap { Self.buttonConfigurationStyles[$0] } ?? 0
        archive.set("UIButtonConfigurationButtonStyle", integer: Int64(style), on: configuration)
        let background = element.childElements.first { $0.name == "backgroundConfiguration" && $0[attribute: "key"] == "background" }
        // A filled configuration's background is the button's tint colour (a dice app's roll
        // button, Xcode 14.1), UIKit's default blue in RGB without one (a demo app's button,
        // Xcode 15.0 beta: 0, 122/255, 1); one with a base background colour of its own is
        // unmeasured and left clear.
        let filled = element[attribute: "style"] == "filled"
        let statesBaseBackground = element.childElements.contains { $0[attribute: "key"] == "baseBackgroundColor" }
        let tint = element.parent.flatMap { color("tintColor", in: $0) }
        // UIKit's default tint: system blue's light components.
        let fill = filled ? tint ?? (statesBaseBackground ? nil : rgbColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)) : nil
        archive.set("UIButtonConfigurationBackground", reference: backgroundConfiguration(background, fill: fill), on: configuration)
        // Every iOS style's factory leaves the corner style dynamic.
        let cornerStyle = element[attribute: "cornerStyle"].flatMap { Self.buttonConfigurationCornerStyles[$0] } ?? 0
        archive.set("UIButtonConfigurationCornerStyle", integer: Int64(cornerStyle), on: configuration)
        let size = element[attribute: "buttonSize"].flatMap { Self.buttonConfigurationSizes[$0] } ?? 0
        archive.set("UIButtonConfigurationButtonSize", integer: Int64(size), on: configuration)
        let macStyle = element[attribute: "macIdiomStyle"].flatMap { Self.buttonConfigurationMacIdiomStyles[$0] } ?? 0
        archive.set("UIButtonConfigurationMacIdiomStyle", integer: Int64(macStyle), on: configuration)
        archive.set("UIButtonConfigurationBaseBackgroundColor", optionalReference: color("baseBackgroundColor", in: element), on: configuration)
        archive.set("UIButtonConfigurationBaseForegroundColor", optionalReference: color("baseForegroundColor", in: element), on: configuration)
        archive.set("UIButtonConfigurationImage", optionalReference: configurationImage(of: element), on: configuration)
        if let indicator = element[attribute: "indicator"].flatMap({ Self.buttonConfigurationIndicators[$0] }), indicator != 0 {
            archive.set("UIButtonConfigurationIndicator", integer: Int64(indicator), on: configuration)
        }
        let preferred = element.childElements.first { $0.name == "preferredSymbolConfiguration" && $0[attribute: "key"] == "preferredSymbolConfigurationForImage" }
        let preferredConfiguration = preferred.flatMap { symbolConfiguration(scale: $0[attribute: "scale"], weight: $0[attribute: "weight"]) }
        archive.set("UIButtonConfigurationPreferredSymbolConfigurationForImage", optionalReference: preferredConfiguration, on: configuration)
        if release.writesButtonConfigurationSymbolTransition { archive.setNull("UIButtonConfigurationSymbolContentTransition", on: configuration) }
        archive.set("UIButtonConfigurationShowsActivityIndicator", bool: element[attribute: "showsActivityIndicator"] == "YES", on: configuration)
        let title: Int?
        if DocumentStrings.value("title", of: element) != nil, let normalTitle {
            // The button's normal title with its normal title colour, if any, as its only
            // attribute: the title font is not archived (the jailbreak demo's headline title,
            // no colour, Xcode 13.4.1; the quiz app's white answers, 15.2).
            let attributes = normalTitleColor.map { archive.dictionary("NSDictionary", [(archive.string("NSColor"), $0)]) }
            title = attributedString(stringObject: normalTitle, attributes: attributes)
        } else {
            // A configuration without a title has an empty one, as it has an empty subtitle
            // (below): a chat app's image-only send button, Xcode 13.2.1.
            title = configurationText("title", of: element) ?? emptyAttributedString()
        }
        archive.set("UIButtonConfigurationTitle", optionalReference: title, on: configuration)
        if let mode = lineBreakMode(element[attribute: "titleLineBreakMode"]), mode != 0 {
            archive.set("UIButtonConfigurationTitleLineBreakMode", integer: Int64(mode), on: configuration)
        }
        // An empty subtitle is kept (the jailbreak demo's button, Xcode 13.4.1; the quiz app's, 15.2).
        let subtitle = configurationText("subtitle", of: element) ?? emptyAttributedString()
        archive.set("UIButtonConfigurationSubtitle", reference: subtitle, on: configuration)
        if let mode = lineBreakMode(element[attribute: "subtitleLineBreakMode"]), mode != 0 {
            archive.set("UIButtonConfigurationSubtitleLineBreakMode", integer: Int64(mode), on: configuration)
        }
        if let insets = element.childElements.first(where: { $0.name == "directionalEdgeInsets" && $0[attribute: "key"] == "contentInsets" }) {
            archive.set("UIButtonConfigurationContentInset", string: Self.directionalInsetsString(insets), on: configuration)
        }
        let placement = element[attribute: "imagePlacement"].flatMap { Self.buttonConfigurationImagePlacements[$0] } ?? 2
        archive.set("UIButtonConfigurationImagePlacement", integer: Int64(placement), on: configuration)
        archive.set("UIButtonConfigurationImagePadding", .float(Float(element[attribute: "imagePadding"].flatMap(Double.init) ?? 0)), on: configuration)
        // Every style's factory pads the title from the subtitle by one point.
        archive.set("UIButtonConfigurationTitlePadding", .float(Float(element[attribute: "titlePadding"].flatMap(Double.init) ?? 1)), on: configuration)
        let alignment = element[attribute: "titleAlignment"].flatMap { Self.buttonConfigurationTitleAlignments[$0] } ?? 0
        archive.set("UIButtonConfigurationTitleAlignment", integer: Int64(alignment), on: configuration)
        return configuration
    }

    /// An attributed string of no characters and no attributes: what a configuration archives
    /// for a title or subtitle its document leaves out.
    private mutating func emptyAttributedString() -> Int {
        let string = archive.object("NSAttributedString")
        archive.set("NSString", string: "", on: string)
        return string
    }

    /// The `UIBackgroundConfiguration` of a button configuration: the clear configuration
    /// every style's factory starts from (clear fill and stroke, the stroke's colour and its
    /// width of 1 set through their setters, corners of 5.949999999999999 points set
    /// privately), with the document's `<backgroundConfiguration>` values over it: corner
    /// radius, colours, stroke, and its image (a quiz app's answer buttons, Xcode 15.2).
    /// `fill`: the colour the configuration's style fills the background with, if any.
    private mutating func backgroundConfiguration(_ element: MarkupElement?, fill: Int?) -> Int {
        let cornerRadius = element?[attribute: "cornerRadius"].flatMap(Double.init)
        let strokeWidth = element?[attribute: "strokeWidth"].flatMap(Double.init)
        let strokeOutset = element?[attribute: "strokeOutset"].flatMap(Double.init)
        let backgroundColor = element.flatMap { color("backgroundColor", in: $0) }
        let backgroundImage = element.flatMap { image("image", of: $0) }
        let strokeColor = element.flatMap { color("strokeColor", in: $0) }
        let customized: [(property: String, isCustomized: Bool)] = [
            ("cornerRadius", cornerRadius != nil), ("backgroundColor", backgroundColor != nil), ("image", backgroundImage != nil),
            ("strokeColor", true), ("strokeWidth", true), ("strokeOutset", strokeOutset != nil),
        ]
        return backgroundConfiguration(BackgroundConfiguration(
            cornerRadius: cornerRadius ?? 5.949_999_999_999_999, backgroundColor: backgroundColor ?? fill ?? systemColor(named: "clearColor"),
            image: backgroundImage, strokeColor: strokeColor ?? systemColor(named: "clearColor"), strokeWidth: strokeWidth ?? 1,
            strokeOutset: strokeOutset ?? 0, defaultStyle: 0, secondDefaultStyle: 0,
            customizedProperties: Set(customized.filter(\.isCustomized).map(\.property))))
    }

    /// The configuration's image: `image="..."` (a system symbol with `catalog="system"`) or
    /// an `<imageReference key="image">`.
    private mutating func configurationImage(of element: MarkupElement) -> Int? {
        if let name = element[attribute: "image"], element[attribute: "catalog"] == "system" {
            return symbolImagePlaceholder(named: name, reference: element)
        }
        return image("image", of: element)
    }

    /// The configuration's title or subtitle as the `NSAttributedString` UIKit keeps it in:
    /// the document's attributed text, or its plain text with the font the document gives
    /// it (`titleFontDescription`) as the only attribute.
    private mutating func configurationText(_ name: String, of element: MarkupElement) -> Int? {
        let attributedKey = "attributed" + name.prefix(1).uppercased() + name.dropFirst()
        if let attributed = element.childElements.first(where: { $0.name == "attributedString" && $0[attribute: "key"] == attributedKey }) {
            return attributedString(attributed, mutable: false)
        }
        guard let text = DocumentStrings.value(name, of: element) else { return nil }
        let description = element.childElements.first { $0.name == "fontDescription" && $0[attribute: "key"] == name + "FontDescription" }
        let attributes = description.map { archive.dictionary("NSDictionary", [(archive.string("NSFont"), font($0))]) }
        // Localizable in a Base.lproj document, keyed by the button (`<id>.configuration.title`:
        // a calculator's keys, Xcode 13.3).
        return attributedString(stringObject: userTextObject(text, of: element.parent ?? element, keyPath: "configuration." + name), attributes: attributes)
    }

    /// A configuration's line break mode by either naming the document uses.
    private func lineBreakMode(_ name: String?) -> Int? {
        name.flatMap { Self.paragraphLineBreakModes[$0] ?? Self.lineBreakModes[$0] }
    }

    /// Directional insets as UIKit's coder archives them, a string
    /// (`NSStringFromDirectionalEdgeInsets`): UINibEncoder has no form of its own for them.
    static func directionalInsetsString(_ element: MarkupElement) -> String {
        func value(_ name: String) -> Double { element[attribute: name].flatMap(Double.init) ?? 0 }
        return directionalInsetsString(top: value("top"), leading: value("leading"), bottom: value("bottom"), trailing: value("trailing"))
    }

    static func directionalInsetsString(top: Double, leading: Double, bottom: Double, trailing: Double) -> String {
        "{" + [top, leading, bottom, trailing].map { String(format: "%.17g", $0) }.joined(separator: ", ") + "}"
    }
}
