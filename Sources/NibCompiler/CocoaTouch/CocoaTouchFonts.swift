import NibXML

/// `<fontDescription>` and `<font>` elements as UIKit archives `UIFont`s: system fonts by
/// their private names and usage attributes, text styles by name, named fonts by
/// PostScript name.
extension CocoaTouchNibCompiler {
    /// A system font weight: the name suffix, the CoreText usage and whether UIKit reports it bold.
    struct SystemFontWeight {
        var suffix: String
        var usage: String
        var isBold: Bool
    }

    /// Weights by document name (`weight="semibold"`).
    static let systemFontWeights: [String: SystemFontWeight] = [
        "ultraLight": SystemFontWeight(suffix: "Ultralight", usage: "CTFontUltraLightUsage", isBold: false),
        "thin": SystemFontWeight(suffix: "Thin", usage: "CTFontThinUsage", isBold: false),
        "light": SystemFontWeight(suffix: "Light", usage: "CTFontLightUsage", isBold: false),
        "regular": SystemFontWeight(suffix: "Regular", usage: "CTFontRegularUsage", isBold: false),
        "medium": SystemFontWeight(suffix: "Medium", usage: "CTFontMediumUsage", isBold: false),
        "semibold": SystemFontWeight(suffix: "Semibold", usage: "CTFontDemiUsage", isBold: true),
        "bold": SystemFontWeight(suffix: "Bold", usage: "CTFontBoldUsage", isBold: true),
        "heavy": SystemFontWeight(suffix: "Heavy", usage: "CTFontHeavyUsage", isBold: true),
        "black": SystemFontWeight(suffix: "Black", usage: "CTFontBlackUsage", isBold: true),
    ]

    /// Text styles: the system font's weight and size at the default content size.
    static let textStyles: [String: (weight: String, size: Double)] = [
        "UICTFontTextStyleLargeTitle": ("regular", 34), "UICTFontTextStyleTitle1": ("regular", 28),
        "UICTFontTextStyleTitle2": ("regular", 22), "UICTFontTextStyleTitle3": ("regular", 20),
        "UICTFontTextStyleHeadline": ("semibold", 17), "UICTFontTextStyleBody": ("regular", 17),
        "UICTFontTextStyleCallout": ("regular", 16), "UICTFontTextStyleSubhead": ("regular", 15),
        "UICTFontTextStyleFootnote": ("regular", 13), "UICTFontTextStyleCaption1": ("regular", 12),
        "UICTFontTextStyleCaption2": ("regular", 11),
    ]

    /// Text style sizes at the medium content size category, one step below the default,
    /// where ibtool 7 resolves a text style font's `NSSize` (a Twitter client's tweet cell by
    /// Xcode 7.3: Headline and Body 16, Caption 1 11; the other styles are iOS 9's sizes at
    /// that category, unmeasured). Xcode 8 resolves them at the default (SwiftMessages' views).
    static let mediumTextStyleSizes: [String: Double] = [
        "UICTFontTextStyleTitle1": 27, "UICTFontTextStyleTitle2": 21, "UICTFontTextStyleTitle3": 19,
        "UICTFontTextStyleHeadline": 16, "UICTFontTextStyleBody": 16, "UICTFontTextStyleCallout": 15,
        "UICTFontTextStyleSubhead": 14, "UICTFontTextStyleFootnote": 12, "UICTFontTextStyleCaption1": 11,
        "UICTFontTextStyleCaption2": 11,
    ]

    /// Text style sizes at the extra-small content size category, where ibtool 13 resolves
    /// a text style font's `NSSize`.
    static let extraSmallTextStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 31, "UICTFontTextStyleTitle1": 25, "UICTFontTextStyleTitle2": 19,
        "UICTFontTextStyleTitle3": 17, "UICTFontTextStyleHeadline": 14, "UICTFontTextStyleBody": 14,
        "UICTFontTextStyleCallout": 13, "UICTFontTextStyleSubhead": 12, "UICTFontTextStyleFootnote": 12,
        "UICTFontTextStyleCaption1": 11, "UICTFontTextStyleCaption2": 11,
    ]

    /// `UIFontTraits` of the system font of `weight`: bold from semibold up, light 8 from Xcode 8
    /// (Apptentive's greeting, Xcode 8.3 and 9.2; SwiftPasscodeLock's keypad, 11.4; none
    /// measured later; none in Xcode 7.3's build of that keypad), thin 4 (a calculator's
    /// display, Xcode 12.3; taken from Xcode 8 as light's), other weights none.
    func systemFontTraits(weight: String) -> Int64 {
        if Self.systemFontWeights[weight]?.isBold == true { return 2 }
        guard release >= .xcode8 else { return 0 }
        return ["light": 8, "thin": 4][weight] ?? 0
    }

    /// The private name of the system font of `weight` at `size`. Xcode 7 names the regular
    /// weight too (`.SFUIText-Regular`: SwiftPasscodeLock's and QBImagePicker's builds for iOS
    /// 8.0), but not in an app for iOS 7, even in its iOS 8 variant (appium's UICatalog built
    /// for 7.0 by Xcode 7.3.1: every system font `.SFUIText`, the iPad storyboard's
    /// `objects-8.0+.nib` too).
    func systemFontName(weight: String, size: Double) -> String {
        let suffix = Self.systemFontWeights[weight]?.suffix ?? "Regular"
        if release.namesUnifiedSystemFont { return ".SFUI-" + suffix }
        let family = size >= 20 ? ".SFUIDisplay" : ".SFUIText"
        let namesRegular = release.namesRegularSystemFontWithWeight && deploymentTarget >= PlatformVersion(8, 0)
        return suffix == "Regular" && !namesRegular ? family : family + "-" + suffix
    }

    /// The point size a `<fontDescription>` stands for (a text style's default size).
    func fontPointSize(of element: MarkupElement) -> Double? {
        if let style = element[attribute: "style"] { return Self.textStyles[style]?.size }
        return element[attribute: "pointSize"].flatMap(Double.init)
    }

    /// The `UIFont` UIKit resolves as `key`, made by `make` the first time: ibtool archives
    /// one object for a font however many objects use it, as UIKit hands out one cached
    /// instance. Of the Carthage and DuckDuckGo nibs' fonts used more than once, the system
    /// fonts and installed fonts are one object in 192 of 210 cases, and in all once UIKit's
    /// default button font is set apart (`buttonFont(_:)`); text style fonts and fonts UIKit
    /// cannot find are one object per use in 89 of 91 and 44 of 46, so they do not come here.
    private mutating func shared(font key: String, _ make: (inout Self, Int) -> Void) -> Int {
        if let font = resolvedFonts[key] { return font }
        let font = archive.object("UIFont", fallbacks: ["NSFont"])
        make(&self, font)
        resolvedFonts[key] = font
        return font
    }

    /// The system font of `weight` at `size` (`emphasized`: IB's "Bold System"; `italic`: its
    /// "Italic System"), shared.
    mutating func systemFont(weight: String, size: Double, emphasized: Bool = false, italic: Bool = false) -> Int {
        shared(font: "system \(weight) \(size) \(emphasized) \(italic)") { compiler, font in
            compiler.systemFont(font, weight: weight, size: size, emphasized: emphasized, italic: italic)
        }
    }

    /// The font with PostScript `name` at `size`: shared when UIKit has it.
    private mutating func namedFont(name: String, size: Double) -> Int {
        guard Self.isInstalledFont(name) else {
            let font = archive.object("UIFont", fallbacks: ["NSFont"])
            namedFont(font, name: name, size: size)
            return font
        }
        return shared(font: "named \(name) \(size)") { compiler, font in compiler.namedFont(font, name: name, size: size) }
    }

    /// A `<fontDescription>` as a `UIFont` object.
    mutating func font(_ element: MarkupElement) -> Int {
        if let style = element[attribute: "style"] {
            let font = archive.object("UIFont", fallbacks: ["NSFont"])
            let (weight, size) = Self.textStyles[style] ?? ("regular", 17)
            let name = systemFontName(weight: weight, size: size)
            archive.set("UIFontName", string: name, on: font)
            archive.set("UIIBTextStyle", string: style, on: font)
            archive.set("UIFontPointSize", .double(0), on: font)
            scalingKeys(on: font)
            archive.set("UIFontTraits", integer: systemFontTraits(weight: weight), on: font)
            archive.set("UISystemFont", bool: true, on: font)
            archive.set("NSName", string: name, on: font)
            let archivedSize = release.sizesTextStylesAtExtraSmallCategory ? Self.extraSmallTextStyleSizes[style] ?? size
                : release < .xcode8 ? Self.mediumTextStyleSizes[style] ?? size : size
            archive.set("NSSize", .double(archivedSize), on: font)
            return font
        }
        var size = element[attribute: "pointSize"].flatMap(Double.init) ?? element[attribute: "size"].flatMap(Double.init) ?? 17
        let type = element[attribute: "type"]
        // Xcode 13 archives a system font of size 0 ("default") at 12 points.
        if size == 0, release.xcodeMajorVersion >= 13 { size = 12 }
        if let type, type == "system" || type == "boldSystem" || type == "italicSystem" {
            return systemFont(weight: type == "boldSystem" ? "bold" : (element[attribute: "weight"] ?? "regular"),
                              size: size, emphasized: type == "boldSystem", italic: type == "italicSystem")
        }
        // The system font named by its private family (`.AppleSystemUIFont`, as Interface Builder
        // writes a system font some documents carry over) is the system font (a weather app's
        // label, Xcode 11.2).
        if element[attribute: "name"] == ".AppleSystemUIFont" { return systemFont(weight: "regular", size: size) }
        return namedFont(name: element[attribute: "name"] ?? "Helvetica", size: size)
    }

    /// A `<font key="NSFont">` of an attributed string: a font ibtool cannot find becomes
    /// the regular system font of the same size, since the attributed string holds a real font.
    mutating func attributedStringFont(_ element: MarkupElement) -> Int {
        // A size-less AppKit meta font takes AppKit's size for it: `smallSystem` 11 points (a
        // refresh control's title, Xcode 7.3); `system` 13 and `miniSystem` 9 are AppKit's too.
        let metaSize = element[attribute: "metaFont"].flatMap { ["smallSystem": 11.0, "system": 13.0, "miniSystem": 9.0][$0] }
        let size = element[attribute: "size"].flatMap(Double.init) ?? metaSize ?? 17
        if let name = element[attribute: "name"], Self.isInstalledFont(name) {
            return namedFont(name: name, size: size)
        } else if let name = element[attribute: "name"], name.hasPrefix(".SFUI") || name.hasPrefix("SFUI") {
            return systemFont(weight: "regular", size: size)
        }
        return systemFont(weight: element[attribute: "metaFont"] == "systemBold" ? "bold" : "regular", size: size)
    }


    /// A button's font: UIKit's default one, the regular system font at 15 points, is one
    /// instance for every button but not the one labels of that font share (in all 18 Carthage
    /// nibs where buttons and other objects use it, two objects; buttons alone share one in 7);
    /// any other font as `font(_:)` archives it (a bold 15 is shared with labels, in 5).
    mutating func buttonFont(_ description: MarkupElement?) -> Int? {
        guard let description else { return nil }
        let size = description[attribute: "pointSize"].flatMap(Double.init)
        guard description[attribute: "type"] == "system", description[attribute: "weight"] ?? "regular" == "regular", size == 15 else {
            return font(description)
        }
        return defaultButtonFont()
    }

    /// UIKit's default button font (`buttonFont(_:)`).
    mutating func defaultButtonFont() -> Int {
        shared(font: "button system regular 15") { compiler, font in compiler.systemFont(font, weight: "regular", size: 15, emphasized: false) }
    }

    /// Fills `font` as the system font of `weight` at `size` (`emphasized`: IB's "Bold System").
    /// The italic system font is UIKit's oblique face: its own name (`.SFUI-RegularItalic`),
    /// the oblique usage and the italic symbolic trait in its descriptor, italic traits (a dice
    /// app's credit line, Xcode 14.1; before the unified name, `.SFUIText-Italic`, unmeasured).
    private mutating func systemFont(_ font: Int, weight: String, size: Double, emphasized: Bool, italic: Bool = false) {
        let name = italic ? Self.italicSystemFontName(systemFontName(weight: "regular", size: size)) : systemFontName(weight: weight, size: size)
        // Before Xcode 12 UIKit's default button font, a font of its own, shares the descriptor
        // of the system font alike (Apptentive's message centre, 8.2 to 9.2: 8 of 8 such pairs
        // in the Xcode 7 to 11 builds share one; 10 of 10 in Xcode 12's and 32 of 32 in 13's
        // do not).
        let descriptorKey = "\(weight) \(size) \(emphasized) \(italic)"
        archive.set("UIFontName", string: name, on: font)
        let descriptor: Int
        if !release.writesImmutableFontDescriptors, let shared = systemFontDescriptors[descriptorKey] {
            descriptor = shared
        } else {
            // Xcode 9.0 and 9.1 describe the semibold system font by the emphasized usage
            // (MapboxNavigation's "Rerouting…" label, 9.1; 8.x and 9.4 on the demi usage).
            let semiboldEmphasized = weight == "semibold" && release >= .xcode9 && release < .xcode9_2
            let usage = italic ? "CTFontObliqueUsage"
                : emphasized || semiboldEmphasized ? "CTFontEmphasizedUsage" : (Self.systemFontWeights[weight]?.usage ?? "CTFontRegularUsage")
            var attributes: [(String, Int)] = [("NSCTFontUIUsageAttribute", archive.string(usage)), ("NSFontSizeAttribute", fontSizeNumber(size))]
            if italic {
                let traits = archive.dictionary(release.writesImmutableFontDescriptors ? "NSDictionary" : "NSMutableDictionary",
                                                [(archive.string("NSCTFontSymbolicTrait"), archive.number(1))])
                attributes.append(("NSCTFontTraitsAttribute", traits))
            }
            if emphasized, release.writesBoldSystemFontOverride { attributes.append(("NSCTFontUIUsageOverrideAttribute", archive.string("CTFontBoldUsage"))) }
            // IB's "Bold System" descriptor stays mutable when others are not (Xcode 12.2-12.5's
            // FMPhotoPicker builds): UIKit adds the bold override to a mutable copy.
            descriptor = fontDescriptor(attributes, mutable: emphasized)
            systemFontDescriptors[descriptorKey] = descriptor
        }
        if release.writesFontDescriptorOptions {
            // UIKit's options for the bold system font, as ibtool 13.4 asks UIKit for them
            // (XLPagerTabStrip's button cell, Xcode 13.4.1; 13.3.1 archives none), and from
            // Xcode 15 for every system font (UIKitCatalog's regular ones).
            archive.set("UIFontDescriptorOptions", integer: release.systemFontDescriptorOptions, on: descriptor)
        }
        archive.set("UIFontDescriptor", reference: descriptor, on: font)
        archive.set("UIFontPointSize", .double(size), on: font)
        scalingKeys(on: font)
        archive.set("UIFontTraits", integer: italic ? 1 : systemFontTraits(weight: weight), on: font)
        archive.set("UISystemFont", bool: true, on: font)
        archive.set("NSName", string: name, on: font)
        archive.set("NSSize", .double(size), on: font)
    }

    /// The italic face of the regular system font named `regularName`.
    static func italicSystemFontName(_ regularName: String) -> String {
        regularName.hasPrefix(".SFUI-") ? ".SFUI-RegularItalic" : regularName.replacingOccurrences(of: "-Regular", with: "") + "-Italic"
    }

    /// Fills `font` as the font with PostScript `name`. A font ibtool could not find is
    /// archived from its description alone: an immutable descriptor with a double size, and
    /// no Dynamic Type keys.
    private mutating func namedFont(_ font: Int, name: String, size: Double) {
        let installed = Self.isInstalledFont(name)
        let sizeNumber = installed ? fontSizeNumber(size) : archive.number(double: size)
        let attributes = [("NSFontSizeAttribute", sizeNumber), ("NSFontNameAttribute", archive.string(name))]
        archive.set("UIFontName", string: name, on: font)
        // Its descriptor is immutable from Xcode 9 (Presentr's Montserrat alert in Xcode 10.0's
        // builds; Xcode 8.2's keeps it mutable, as every descriptor then).
        let descriptor = fontDescriptor(attributes, immutable: !installed && release >= .xcode9)
        // A font the build machine has gets UIKit's options (HelveticaNeue in UIKitCatalog's
        // text view, Xcode 13.4 to 15.3); a missing one is unmeasured and gets none.
        if installed, release.writesFontDescriptorOptions { archive.set("UIFontDescriptorOptions", integer: 2_147_483_648, on: descriptor) }
        archive.set("UIFontDescriptor", reference: descriptor, on: font)
        archive.set("UIFontPointSize", .double(size), on: font)
        if installed { scalingKeys(on: font) }
        // ibtool reads traits from the font itself; one it cannot find has none.
        archive.set("UIFontTraits", integer: installed ? Self.symbolicTraits(ofFontNamed: name) : 0, on: font)
        archive.set("UISystemFont", bool: false, on: font)
        archive.set("NSName", string: name, on: font)
        archive.set("NSSize", .double(size), on: font)
    }

    /// The Dynamic Type keys UIKit writes for fonts it can resolve (none scaled in IB).
    private mutating func scalingKeys(on font: Int) {
        guard release.writesFontScalingKeys else { return }
        archive.setNull("UIFontTextStyleForScaling", on: font)
        archive.set("UIFontPointSizeForScaling", .double(0), on: font)
        archive.set("UIFontMaximumPointSizeAfterScaling", .double(0), on: font)
    }

    /// A font size inside a descriptor: an integer `NSNumber` when whole, until Xcode 13.
    private mutating func fontSizeNumber(_ size: Double) -> Int {
        if !release.writesImmutableFontDescriptors, size == size.rounded() { return archive.number(Int64(size)) }
        return archive.number(double: size)
    }

    /// A descriptor of `attributes`: `immutable` for a font ibtool could not find, `mutable`
    /// for one UIKit derives from another; otherwise as the release writes them.
    private mutating func fontDescriptor(_ attributes: [(String, Int)], immutable: Bool = false, mutable: Bool = false) -> Int {
        let descriptor = archive.object("UIFontDescriptor")
        let pairs = attributes.map { (key: archive.string($0.0), value: $0.1) }
        let className = !mutable && (immutable || release.writesImmutableFontDescriptors) ? "NSDictionary" : "NSMutableDictionary"
        archive.set("UIFontDescriptorAttributes", reference: archive.dictionary(className, pairs), on: descriptor)
        return descriptor
    }

    /// True for font families that ship with iOS and macOS, which ibtool resolves (and so
    /// archives with their Dynamic Type keys); a font only the app bundles is archived by name.
    static func isInstalledFont(_ postScriptName: String) -> Bool {
        let family = postScriptName.split(separator: "-").first.map(String.init) ?? postScriptName
        return installedFontFamilies.contains(family)
    }

    /// PostScript family prefixes of the fonts shared by iOS and macOS. Times New Roman's and
    /// Courier New's styled faces have a prefix of their own (`TimesNewRomanPS-BoldMT`, which
    /// ibtool 11.7 resolves as bold in CleverTap's inbox cells). Euphemia UCAS resolved as bold
    /// too (`EuphemiaUCAS-Bold`, a jailbreak demo's label, Xcode 13.4.1); the other families
    /// iOS lists among its fonts are taken alike.
    static let installedFontFamilies: Set<String> = [
        "AmericanTypewriter", "Arial", "ArialMT", "Avenir", "AvenirNext", "AvenirNextCondensed", "Baskerville",
        "Chalkduster", "Cochin", "Copperplate", "Courier", "CourierNewPSMT", "CourierNewPS", "Didot", "Futura", "Georgia",
        "GillSans", "Helvetica", "HelveticaNeue", "HoeflerText", "Menlo", "Noteworthy", "Optima", "Palatino",
        "Papyrus", "SnellRoundhand", "TimesNewRomanPSMT", "TimesNewRomanPS", "Times", "TrebuchetMS", "Verdana", "Zapfino",
        "EuphemiaUCAS", "ArialRoundedMTBold", "ArialHebrew", "AppleSDGothicNeo", "BodoniSvtyTwoITCTT", "BodoniSvtyTwoOSITCTT",
        "BradleyHandITCTT", "ChalkboardSE", "Charter", "DINAlternate", "DINCondensed", "GeezaPro", "Kailasa", "MarkerFelt",
        "Rockwell", "Thonburi", "PingFangSC", "PingFangTC", "PingFangHK", "HiraginoSans", "HiraMinProN", "HiraMaruProN",
        "Damascus", "Kefa", "Farah", "Mishafi", "Symbol", "ZapfDingbatsITC", "AcademyEngravedLetPlain", "PartyLetPlain",
        "SavoyeLetPlain", "KohinoorBangla", "KohinoorDevanagari", "KohinoorTelugu", "SignPainter",
        // The Indic and Southeast Asian system faces (Oriya Sangam MN resolved as bold by ibtool
        // 10.1: a calculator's display label, `OriyaSangamMN-Bold`).
        "OriyaSangamMN", "BanglaSangamMN", "DevanagariSangamMN", "GujaratiSangamMN", "GurmukhiMN", "KannadaSangamMN",
        "KhmerSangamMN", "LaoSangamMN", "MalayalamSangamMN", "MyanmarSangamMN", "SinhalaSangamMN", "TamilSangamMN", "TeluguSangamMN",
    ]

    /// UIKit's symbolic traits of an installed face by its PostScript name: italic (1) for an
    /// italic or oblique style (`HelveticaNeue-Italic`, a Pokédex's label by Xcode 7.3.1), bold
    /// (2) from semibold up (`AvenirNext-DemiBold`), both for a bold italic.
    static func symbolicTraits(ofFontNamed postScriptName: String) -> Int64 {
        let style = styleName(of: postScriptName) ?? ""
        let italic = style.hasSuffix("italic") || style.hasSuffix("oblique")
        return (isBoldFontName(postScriptName) ? 2 : 0) | (italic ? 1 : 0)
    }

    /// The style part of a PostScript name, lowercased (`demibold` of `AvenirNext-DemiBold`).
    private static func styleName(of postScriptName: String) -> String? {
        postScriptName.split(separator: "-").dropFirst().first?.lowercased()
    }

    /// True when a PostScript name's style is bold or heavier (`AvenirNext-DemiBold`).
    static func isBoldFontName(_ postScriptName: String) -> Bool {
        guard let style = styleName(of: postScriptName) else { return false }
        // A face's style may carry its name first: SignPainter's `HouseScriptSemibold`, bold to
        // ibtool 13.2.1 (a Flutter app's launch screen title).
        return ["bold", "demibold", "semibold", "heavy", "black", "boldmt", "bolditalic", "demibolditalic", "heavyitalic"].contains { style.hasSuffix($0) }
    }
}
