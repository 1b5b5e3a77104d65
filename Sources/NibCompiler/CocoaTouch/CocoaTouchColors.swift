import Foundation
import NibDocument
import NibXML

/// `<color>` elements as UIKit encodes `UIColor`s: device RGB (`NSColorSpace` 2, `NSRGB`)
/// or device white (`NSColorSpace` 4, `NSWhite`), with the `NSColor` keys AppKit reads.
extension CocoaTouchNibCompiler {
    /// UIKit's cached white colours, which it archives under their names.
    static let namedWhiteColors: [String: (white: Double, alpha: Double)] = [
        "whiteColor": (1, 1), "blackColor": (0, 1), "clearColor": (0, 0),
    ]

    /// Component values of the `cocoaTouchSystemColor` names UIKit archives by name.
    static let systemColorComponents: [String: [Double]] = [
        "whiteColor": [1, 1], "blackColor": [0, 1], "clearColor": [0, 0], "darkTextColor": [0, 1],
        "lightTextColor": [1, 0.6], "groupTableViewBackgroundColor": [0.937_254_901_960_784_3, 0.937_254_901_960_784_3, 0.956_862_745_098_039_2, 1],
        "tableCellGroupedBackgroundColor": [1, 1], "tableCellPlainBackgroundColor": [1, 1], "tableCellBackgroundColor": [1, 1, 1, 1], "labelColor": [0, 1],
    ]

    /// A `<color>` as a `UIColor` object (with its `NSColor` fallback).
    ///
    /// Documents saved before Xcode 8 (no `colorMatched="YES"`) had their grey colours turned
    /// into RGB by Interface Builder; later ones keep them grey, and the three grey colours
    /// UIKit caches (white, black, clear) are archived with their names.
    /// `archivedName` replaces a system colour's name (UIKit's own substitutions);
    /// `significantDigits` rounds the components as Interface Builder does for some colours.
    ///
    /// A colour named from the app's asset catalog (`name="AccentColor"`, no `catalog`) keeps its name, which
    /// UIKit looks up in the nib's bundle, with the components the document declares for it.
    mutating func color(_ element: MarkupElement, archivedName: String? = nil, significantDigits: Int? = nil) -> Int {
        if let name = Self.systemColorName(element), let components = inlineSystemColorComponents(element) {
            return systemColor(named: name, components: components, archivedName: archivedName)
        }
        if release >= .xcode11, Self.systemColorName(element) == nil, let classic = element[attribute: "cocoaTouchSystemColor"],
           let current = Self.iOS13SystemColorNames[classic] {
            // Xcode 15 keeps the classic name with the dynamic colour's value (UIKitCatalog's
            // nine grouped tables, `groupTableViewBackgroundColor` 242, 242, 247).
            let name = release.keepsClassicSystemColorNames ? classic : current.name
            return systemColor(named: name, components: current.components, archivedName: archivedName)
        }
        if let name = element[attribute: "cocoaTouchSystemColor"] ?? Self.systemColorName(element) {
            let archivesComponents = documentIsLaunchScreen && release.archivesLaunchScreenSystemColorsAsRGB
                || documentSavedByXcode7 && release.archivesXcode7DocumentsSystemColorsAsRGB
            if archivesComponents, archivedName == nil, let components = Self.systemColorComponents[name] {
                let rgb = components.count == 2 ? [components[0], components[0], components[0], components[1]] : components
                return rgbColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: rgb[3])
            }
            return systemColor(named: name, archivedName: archivedName)
        }
        let color = archive.object("UIColor", fallbacks: ["NSColor"])
        var element = element
        var significantDigits = significantDigits
        var roundsOnlyInexactComponents = false
        let catalogName = Self.catalogColorName(element)
        let isCatalogColor = catalogName != nil
        if let catalogName {
            if storesCatalogColorTraits, element[attribute: "key"] != nil { catalogColorUses.append(element) }
            archive.set("UIDynamicCatalogName", string: catalogName, on: color)
            archive.set("UIDynamicCatalogUseNibBundle", bool: true, on: color)
            if let declared = declaredNamedColor(catalogName) { element = declared }
            // The components the document declares for it are archived as written, even for a
            // table's separator (DuckDuckGo's bookmarks, Xcode 13.2).
            significantDigits = nil
        } else if documentIsLaunchScreen {
            // A launch screen's colours reach the nib with 10 significant digits (DuckDuckGo's
            // launch screen, Xcode 13.2), as a table's separator does.
            significantDigits = significantDigits ?? 10
        } else if release.handsStoryboardRuntimeColorsOverWithTenDigits, document.kind == .storyboard,
                  element[attribute: "key"] == "value", element[attribute: "customColorSpace"] == "sRGB" {
            // A storyboard's runtime attribute colours too (Sauce Labs' placeholder colours, Xcode
            // 12.5.1 and 13.0; OmiseSDK's, 11.2, 11.3 and 13.2.1); a xib's keep their digits (below).
            significantDigits = significantDigits ?? 10
        } else if release.handsOlderDocumentsSRGBOverWithTenDigits, documentRelease < .xcode9_3,
                  element[attribute: "customColorSpace"] == "sRGB" {
            // A document saved before Xcode 9.3 hands its sRGB colours over with 10 significant
            // digits where a component is no float (a Bitcoin ticker's background and text, 18/255
            // archived as 0.07058823529, Xcode 12.3); a float's components stay as written
            // (FMPhotoPicker's 0.32586389780044556, SDCAlertView's 0.80000001192092896, 12.x and
            // 11.x), and so does every component of a document of 9.4 (SwiftPasscodeLock's 2/3
            // by 11.4, DuckDuckGo's notification background by 13.2.1).
            significantDigits = significantDigits ?? 10
            roundsOnlyInexactComponents = true
        } else if release.xcodeMajorVersion >= 13, element[attribute: "customColorSpace"] == "sRGB",
                  !["NSColor", "value"].contains(element[attribute: "key"] ?? ""),
                  element[attribute: "key"] != "backgroundColor" || document.kind == .storyboard {
            // So do an sRGB tint or text colour (DuckDuckGo's home row button tint, a privacy
            // dashboard label), as generic greys do below, and a storyboard's backgrounds (a
            // chat app's buttons by 13.2.1, DuckDuckGo's empty-folder cell by 13.2.1); a xib's
            // backgrounds, attributed strings' colours (DuckDuckGo's feedback and settings
            // texts) and runtime attributes' keep what the document wrote (the omnibar's
            // border colour, a third archived to 16 digits).
            significantDigits = significantDigits ?? 10
        } else if release.handsStoryboardSRGBOverWithTenDigits, document.kind == .storyboard,
                  element[attribute: "customColorSpace"] == "sRGB" {
            // Xcode 12.5 hands every sRGB colour of a storyboard over with 10 digits, a background
            // too (an egg timer's, 203/255 archived as 0.7960784314); a xib's keep what the
            // document wrote (FMPhotoPicker's presenter background by 12.5).
            significantDigits = significantDigits ?? 10
        }
        // A float-equal component written shorter elsewhere in the document lends its digits.
        let lendsDigits = !isCatalogColor && CocoaTouchEqualColors.isGivenByComponents(element)
        func written(_ name: String) -> Double? {
            guard let value = element[attribute: name].flatMap(Double.init) else { return nil }
            return lendsDigits ? tables.shortestEqualColorComponents[Float(value).bitPattern] ?? value : value
        }
        func component(_ name: String) -> Double {
            let value = written(name) ?? 0
            guard let significantDigits else { return value }
            if roundsOnlyInexactComponents, Double(Float(value)) == value { return value }
            return Double(String(format: "%.\(significantDigits)g", value)) ?? value
        }
        let alpha = written("alpha") ?? 1
        if element[attribute: "white"] == nil, let archivedName {
            // An RGB white renamed (a plain table's background, Xcode 7 to 10) keeps its components.
            archive.set("UISystemColorName", string: archivedName, on: color)
        }
        if element[attribute: "white"] != nil {
            let white = component("white")
            if !documentIsColorMatched || (archivedName == "tableBackgroundColor" && release < .xcode11) {
                // Before the iOS 13 SDK the table background colour is an RGB white, so a table's
                // white renamed to it is one too (TLPhotoPicker's album list, Xcode 10.0; 12.1
                // archives its grey white).
                if let archivedName { archive.set("UISystemColorName", string: archivedName, on: color) }
                // Turned into RGB in single precision before the colour's digits round it
                // (appium's older UICatalog, an Xcode 5 storyboard: its page control's
                // two-thirds grey is 0.6666666865 in Xcode 11.3's, 11.7's and 12.4's builds).
                let rgbWhite = significantDigits.flatMap { digits in
                    Double(element[attribute: "white"] ?? "").flatMap { Double(String(format: "%.\(digits)g", Double(Float($0)))) }
                } ?? white
                rgbComponents(red: rgbWhite, green: rgbWhite, blue: rgbWhite, alpha: alpha, on: color)
            } else {
                // A catalog colour keeps its own name only, whatever white it declares (a
                // Cordova launch screen's white background colour, Xcode 11.6).
                if !isCatalogColor, let name = Self.namedWhiteColors.first(where: { $0.value == (white, alpha) })?.key {
                    archive.set("UISystemColorName", string: archivedName ?? name, on: color)
                }
                // ibtool (11.3 on) hands a storyboard's generic grey over with 10 significant digits,
                // its alpha too (CarSwaddleUI's alert dimming, 0.6666666667 at 0.2438380282 by 11.3),
                // as it does a table's separator colour; a xib's from Xcode 13 only, and not its
                // backgrounds (DuckDuckGo's home cells' tint and text, 0.6666666667, its favourite
                // and privacy cells' backgrounds 0.3333333333333333; CarSwaddleUI's tweak cell keeps
                // its text's 0.3333333333333333 by 11.3).
                let xibRoundsGreys = release.xcodeMajorVersion >= 13 && element[attribute: "key"] != "backgroundColor"
                let generic = release.handsGenericGreysOverWithTenDigits && element[attribute: "customColorSpace"] == "genericGamma22GrayColorSpace"
                    && (document.kind == .storyboard || xibRoundsGreys)
                // Xcode 8 and 9 hand a colour-matched document's calibrated (gamma 1.8) white over
                // in sRGB's grey, as they do calibrated RGB colours, white kept at 1 (a calculator's
                // keys, 0.6666666667 archived as 0.7233663, and its white, Xcode 8.3.3; a card
                // game's background, 9.3); Xcode 10.1, 12.2 and 13.2 keep the document's (a Flutter
                // app's, a booru client's and DuckDuckGo's greys).
                let calibrated = release.convertsCalibratedWhiteOfColorMatchedDocuments
                    && (element[attribute: "colorSpace"] == "calibratedWhite" || element[attribute: "customColorSpace"] == "calibratedWhite")
                let archived = generic ? Double(String(format: "%.10g", white)) ?? white
                    : calibrated ? min(Self.standardRGB(fromCalibrated: white), 1) : white
                let archivedAlpha = generic ? Double(String(format: "%.10g", alpha)) ?? alpha : alpha
                whiteComponents(white: archived, alpha: archivedAlpha, on: color)
            }
        } else if release.convertsCalibratedRGBOfColorMatchedDocuments, documentIsColorMatched,
                  element[attribute: "colorSpace"] == "calibratedRGB" || element[attribute: "customColorSpace"] == "calibratedRGB" {
            // A colour-matched document's calibrated colours reach the nib in sRGB (Xcode
            // 10.0's and 12.1's TLPhotoPicker cells alike, 11.7's CleverTap, 13.2's DuckDuckGo);
            // a document saved before colour matching keeps them (SDCAlertView's text field
            // cell, Xcode 9.0 to 11.4).
            let calibrated = [component("red"), component("green"), component("blue")]
            let converted = release < .xcode13 ? Self.standardRGBAsXcode12(fromCalibrated: calibrated) : Self.standardRGB(fromCalibrated: calibrated)
            rgbComponents(red: converted[0], green: converted[1], blue: converted[2], alpha: alpha, on: color)
        } else if !documentIsColorMatched, element[attribute: "customColorSpace"] == "sRGB" {
            // A document saved before colour matching gives its sRGB colours to UIKit as the
            // calibrated components that look alike (SwiftPasscodeLock's key title, Xcode 7.3.1
            // and 8.3.2: sRGB 0.828, 0.865, 0.955 archived as 0.7897, 0.8303, 0.9425; this
            // inverse of `standardRGB(fromCalibrated:)` comes within 5e-5 of Apple's floats).
            let converted = Self.calibratedRGB(fromStandard: [component("red"), component("green"), component("blue")])
            rgbComponents(red: converted[0], green: converted[1], blue: converted[2], alpha: alpha, on: color)
        } else if release.convertsCalibratedRGBToSRGB, element[attribute: "customColorSpace"] == "displayP3" {
            let converted = Self.standardRGB(fromDisplayP3: [component("red"), component("green"), component("blue")])
            rgbComponents(red: converted[0], green: converted[1], blue: converted[2], alpha: alpha, on: color)
        } else {
            rgbComponents(red: component("red"), green: component("green"), blue: component("blue"), alpha: alpha, on: color)
        }
        return color
    }

    /// Display P3 components in sRGB, kept at single precision as ColorSync returns them: a
    /// grey stays as it is (both spaces share white point and curve); other colours go
    /// through a P3 → sRGB matrix on linear values. The matrix is the one both spaces'
    /// primaries and their common D65 white give, each entry moved by at most 4e-5, fitted
    /// to the three colours ibtool 13 converted in the oracles: a jailbreak demo's background
    /// (0.8608, 0.7763, 0.8197 archived as 0.8783472, 0.77249026, 0.8221877) and tint by
    /// 13.4.1 (inversecos/ios-breakmedaddy), OmiseSDK's grey-blue text by 13.2.1 (a Carthage
    /// build): all three exactly; the unmoved matrix came within 4e-6, not within a float
    /// step. DuckDuckGo's near-white text (13.2: 0.99999064, 0.99999362, 1, out of sRGB's
    /// gamut) stays within three float steps (two of its components were one step off
    /// before): no matrix on linear values fits all four colours (a linear program finds
    /// none), so ColorSync's own pipeline is still not reproduced.
    static func standardRGB(fromDisplayP3 components: [Double]) -> [Double] {
        if components.allSatisfy({ $0 == components[0] }) { return components.map { Double(Float($0)) } }
        let matrix: [[Double]] = [
            [1.225_003_481_671_765, -0.224_975_845_329_003, -0.000_027_518_522_743],
            [-0.042_091_853_691_240, 1.042_073_295_835_494, 0.000_019_099_143_702],
            [-0.019_625_301_817_655, -0.078_607_257_140_573, 1.098_233_073_667_098],
        ]
        return standardRGBFloats(linear: components.map(StandardRGBCurve.linear), through: matrix)
    }

    /// A calibrated (Generic RGB, gamma 1.8) component in sRGB, as ColorSync converts it for
    /// ibtool: linearised in single precision with the 1.8 gamma, scaled by the white-point
    /// gain of the Generic RGB → sRGB matrices, sRGB-encoded in double precision and kept
    /// as a float. The gain was fitted to Apple's output for grey colours (it maps white to
    /// 1.0000001, as ibtool does); colours with unequal components may still differ by a
    /// float step, since the matrices themselves are not reproduced.
    static func standardRGB(fromCalibrated value: Double) -> Double {
        let linear = Double(Float(value) > 0 ? powf(Float(value), 1.8) : 0) * calibratedWhiteGain
        return Double(Float(StandardRGBCurve.encoded(linear)))
    }

    /// Calibrated components in sRGB as ibtool 12 converts them: greys too through one
    /// matrix, whose rows do not sum to one (a grey of 110/255 archives three different
    /// components, 0.5065524, 0.50656474 and 0.50655806, in TLPhotoPicker's album cell). The
    /// matrix is the primaries' (as in `standardRGB(fromCalibrated:)`), its rows scaled to
    /// that grey and the Generic RGB primaries moved by at most 5e-6 to fit the other colour
    /// ibtool 12.1 converted, (71, 120, 217) in the photo cell: both exactly, nothing else
    /// measured.
    static func standardRGBAsXcode12(fromCalibrated components: [Double]) -> [Double] {
        standardRGB(fromCalibrated: components, through: [
            [1.025_243_968_655_432, -0.026_550_419_062_148, 0.001_297_882_201_110],
            [0.019_390_563_410_361, 0.948_065_745_324_288, 0.032_587_862_931_936],
            [-0.001_764_800_876_067, -0.001_434_596_002_572, 1.003_215_018_720_925],
        ])
    }

    /// Calibrated components linearised (gamma 1.8), taken through a Generic RGB → sRGB
    /// matrix, sRGB-encoded and kept as floats.
    static func standardRGB(fromCalibrated components: [Double], through matrix: [[Double]]) -> [Double] {
        standardRGBFloats(linear: components.map { $0 > 0 ? pow($0, 1.8) : 0 }, through: matrix)
    }

    /// Linear components taken through a conversion `matrix` into linear sRGB, then
    /// sRGB-encoded and kept as single-precision floats, as ColorSync hands them to ibtool.
    static func standardRGBFloats(linear components: [Double], through matrix: [[Double]]) -> [Double] {
        matrix.map { row in Double(Float(StandardRGBCurve.encoded(zip(row, components).reduce(0) { $0 + $1.0 * $1.1 }))) }
    }

    /// How much ColorSync's Generic RGB → sRGB conversion scales a linear grey.
    static let calibratedWhiteGain = 1.000_000_138_65

    /// Calibrated (Generic RGB) components in sRGB: a grey channel by channel as above (each
    /// equal to Apple's for the greys of the iOS pairs), other colours through the Generic RGB
    /// → sRGB matrix on linear values. The matrix is built from the spaces' primaries and their
    /// common D65 white (sRGB per IEC 61966-2.1; Generic RGB's P22 phosphors, gamma 1.8), the
    /// Generic RGB primaries moved by at most 3e-5 (the rounding of ColorSync's profile
    /// colorants) to fit Apple's conversions: Interface Builder's of pure red (green
    /// 0.1491314173, DuckDuckGo's Settings) for the red column, ibtool 13.2's of (103, 143, 255)
    /// in DuckDuckGo's authentication screen (0.47595125, 0.64301103, 1.0010304) with rows
    /// summing to the grey gain for the other two. Out-of-gamut results are kept, not clipped,
    /// as ibtool keeps them (a Display P3 white archives blue 1.0000008).
    static func standardRGB(fromCalibrated components: [Double]) -> [Double] {
        if components.allSatisfy({ $0 == components[0] }) { return components.map(standardRGB(fromCalibrated:)) }
        return standardRGB(fromCalibrated: components, through: [
            [1.025_238_964_543, -0.026_541_515_874, 0.001_302_689_981],
            [0.019_407_863_438, 0.948_000_174_092, 0.032_592_101_120],
            [-0.001_774_089_893, -0.001_419_572_747, 1.003_193_801_290],
        ])
    }

    /// sRGB components as calibrated (Generic RGB, gamma 1.8) ones: linearised, taken through
    /// the inverse of `standardRGB(fromCalibrated:)`'s matrix, gamma-encoded, kept as floats.
    static func calibratedRGB(fromStandard components: [Double]) -> [Double] {
        let matrix: [[Double]] = [
            [0.974_862_025_676_578, 0.027_290_353_926_343, -0.002_152_518_252_901],
            [-0.020_016_087_341_114, 1.054_240_479_908_725, -0.034_224_531_217_592],
            [0.001_695_662_964_169, 0.001_540_067_924_217, 0.996_764_130_461_634],
        ]
        let values = components.map(StandardRGBCurve.linear)
        return matrix.map { row in
            let mixed = zip(row, values).reduce(0) { $0 + $1.0 * $1.1 }
            return Double(Float(mixed > 0 ? pow(mixed, 1 / 1.8) : 0))
        }
    }

    /// The components of the system colours the document declares in its resources
    /// (`<systemColor name=...><color .../></systemColor>`): as Interface Builder saw them,
    /// which is what ibtool archives. White colours have two components, others four. Xcode 15
    /// writes them rounded to 10 significant digits; ibtool archives UIKit's own value, an
    /// 8-bit fraction, which the rounding stands for (a weather app's `systemFillColor`,
    /// declared 0.4705882353 and archived as 120/255 by Xcode 15.2; a price app's
    /// `tertiaryLabelColor`, its alpha declared 0.2980392157, archived as 76/255).
    static func declaredSystemColors(in document: InterfaceDocument) -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        guard let resources = document.markup.root.firstChild(named: "resources") else { return result }
        for declaration in resources.children(named: "systemColor") {
            guard let name = declaration[attribute: "name"], let color = declaration.firstChild(named: "color") else { continue }
            func value(_ attribute: String) -> Double { eightBitFraction(roundedTo: Double(color[attribute: attribute] ?? "") ?? 0) }
            let alpha = eightBitFraction(roundedTo: color[attribute: "alpha"].flatMap(Double.init) ?? 1)
            result[name] = color[attribute: "white"] != nil ? [value("white"), alpha] : [value("red"), value("green"), value("blue"), alpha]
        }
        return result
    }

    /// The 8-bit fraction (n/255) whose 10-significant-digit rounding `value` is, or `value`
    /// itself when it is no such rounding.
    static func eightBitFraction(roundedTo value: Double) -> Double {
        let rounded = String(format: "%.10g", value), fraction = (value * 255).rounded() / 255
        guard Double(rounded) == value, String(format: "%.10g", fraction) == rounded else { return value }
        return fraction
    }

    /// The colour the document declares for an asset catalog colour
    /// (`<resources><namedColor name=...><color .../>`), as Interface Builder last saw it.
    /// The asset catalog colour a `<color>` names (`name="AccentColor"`, no `catalog`), if any.
    static func catalogColorName(_ element: MarkupElement) -> String? {
        element[attribute: "catalog"] == nil ? element[attribute: "name"] : nil
    }

    func declaredNamedColor(_ name: String) -> MarkupElement? {
        document.markup.root.firstChild(named: "resources")?.children(named: "namedColor")
            .first { $0[attribute: "name"] == name }?.firstChild(named: "color")
    }

    /// A system colour by name, with the components UIKit archives for it in light mode (the
    /// document's declaration first); `archivedName` replaces the name UIKit archives.
    mutating func systemColor(named name: String, components: [Double]? = nil, archivedName: String? = nil) -> Int {
        let color = archive.object("UIColor", fallbacks: ["NSColor"])
        archive.set("UISystemColorName", string: archivedName ?? name, on: color)
        // Before the iOS 13 SDK the grouped table background is a pattern colour, archived by
        // its name alone (appium's older UICatalog's iPad tables, Xcode 7.3.1 to 9.3; 11.3's
        // archive the colour's components).
        if name == "groupTableViewBackgroundColor", archivedName == nil, components == nil, release < .xcode11 {
            archive.set("UIPatternSelector", string: name, on: color)
            return color
        }
        let components = components ?? systemColorComponents(named: name)
        if components.count == 2 {
            whiteComponents(white: components[0], alpha: components[1], on: color)
        } else {
            rgbComponents(red: components[0], green: components[1], blue: components[2], alpha: components[3], on: color)
        }
        return color
    }

    /// The iOS 13 system colour a `<color>` names: `systemColor`, or the attribute the betas of
    /// Xcode 11 wrote for it (`xcode11CocoaTouchSystemColor="systemBackgroundColor"
    /// cocoaTouchSystemColor="whiteColor"`), which ibtool 11.2 archives as it archives
    /// `systemColor` (all 18 of Apple's UIKitCatalog sample, 14810.12).
    static func systemColorName(_ element: MarkupElement) -> String? {
        element[attribute: "systemColor"] ?? element[attribute: "xcode11CocoaTouchSystemColor"]
    }

    /// The components Xcode 11's documents give an iOS 13 system colour beside its name, for
    /// systems without it: a classic system colour (`systemColor="systemBackgroundColor"
    /// cocoaTouchSystemColor="whiteColor"`) or components (`white="1"`, or sRGB `red=...`). ibtool
    /// 11.4 archives the name with those components (SDCAlertView's action sheet), UIKit's 8-bit
    /// values that the document prints to ten digits (0.9490196078 is 242/255). Nil when the
    /// document gives none, as from Xcode 12, which declares system colours in its resources.
    func inlineSystemColorComponents(_ element: MarkupElement) -> [Double]? {
        if let fallback = element[attribute: "cocoaTouchSystemColor"] { return Self.systemColorComponents[fallback] }
        func value(_ attribute: String) -> Double? {
            guard let value = element[attribute: attribute].flatMap(Double.init) else { return nil }
            let eightBit = (value * 255).rounded() / 255
            return abs(eightBit - value) < 5e-10 ? eightBit : value
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return [white, alpha] }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return [red, green, blue, alpha]
    }

    /// Classic system colours the iOS 13 SDK answers with a dynamic system colour, which
    /// ibtool archives under its own name and light value when the document names the classic
    /// colour alone, as documents saved before Xcode 11 do (`cocoaTouchSystemColor`: Xcode
    /// 11.7's CleverTap inbox, whose group table background is `systemGroupedBackgroundColor`,
    /// 242, 242, 247). A document of Xcode 11 or later declares the colour it saw and keeps the
    /// name (DuckDuckGo's settings, Xcode 13.2).
    static let iOS13SystemColorNames: [String: (name: String, components: [Double])] = [
        "groupTableViewBackgroundColor": ("systemGroupedBackgroundColor", [242.0 / 255, 242.0 / 255, 247.0 / 255, 1]),
    ]

    /// System colours whose light-mode value the iOS 15 SDK changed: ibtool 13 archives its
    /// own value, not the one an older document declares.
    static let iOS15SystemColorComponents: [String: [Double]] = [
        "systemTealColor": [48.0 / 255, 176.0 / 255, 199.0 / 255, 1],
    ]

    /// A system colour's components as ibtool archives them: the SDK's own where it changed
    /// them, else the document's declaration, else UIKit's.
    func systemColorComponents(named name: String) -> [Double] {
        // iOS 16's label colour is an RGB black (UIKitCatalog's labels, Xcode 14.3.1; 15.2's grey).
        if release.writesIOS16Keys, !release.writesIOS17Keys, name == "labelColor" { return [0, 0, 0, 1] }
        if release.xcodeMajorVersion >= 13, let current = Self.iOS15SystemColorComponents[name] { return current }
        return declaredSystemColors[name] ?? Self.systemColorComponents[name] ?? [0, 1]
    }

    /// The system tint colours, which UIKit wraps when they colour a view's background, and
    /// the system grey (a calculator's key background, Xcode 12.3).
    static let systemTintColorNames: Set<String> = [
        "systemRedColor", "systemOrangeColor", "systemYellowColor", "systemGreenColor", "systemMintColor", "systemTealColor",
        "systemCyanColor", "systemBlueColor", "systemIndigoColor", "systemPurpleColor", "systemPinkColor", "systemBrownColor",
        "systemGrayColor",
    ]

    /// A view's background colour: a system tint colour comes wrapped in a dynamic
    /// modified colour (no alpha change, normal contrast) holding it, with its components
    /// repeated, from the iOS 13 SDK that brought those colours (Xcode 13, as in TabSwitcher's
    /// tab bar; 12.3, a calculator's grey key; 11.3, the Covid-19 Test app's green table footer;
    /// 11.2, a xylophone's seven keys; 14.3.1, another's), until the iOS 17 SDK (Xcode 15.2, a
    /// chat app's teal buttons; 16.3, a Pokédex's red background); other colours as they are.
    mutating func backgroundColor(_ element: MarkupElement, archivedName: String? = nil) -> Int {
        guard release >= .xcode11, !release.writesIOS17Keys, let name = Self.systemColorName(element), Self.systemTintColorNames.contains(name) else {
            return color(element, archivedName: archivedName)
        }
        // Components an Xcode 11 document writes beside the name, as `color(_:)` reads them.
        let components = inlineSystemColorComponents(element) ?? systemColorComponents(named: name)
        let base = systemColor(named: name, components: components)
        let wrapper = archive.object("UIColor", fallbacks: ["NSColor"])
        archive.set("UIDynamicModifiedBaseColor", reference: base, on: wrapper)
        archive.set("UIDynamicModifiedAlphaComponent", .double(Double.greatestFiniteMagnitude), on: wrapper)
        archive.set("UIDynamicModifiedContrast", integer: 0, on: wrapper)
        if components.count == 2 {
            whiteComponents(white: components[0], alpha: components[1], on: wrapper)
        } else {
            rgbComponents(red: components[0], green: components[1], blue: components[2], alpha: components[3], on: wrapper)
        }
        return wrapper
    }

    /// A `UIColor` of a white component, without a name.
    mutating func whiteColor(white: Double, alpha: Double) -> Int {
        let color = archive.object("UIColor", fallbacks: ["NSColor"])
        whiteComponents(white: white, alpha: alpha, on: color)
        return color
    }

    /// A `UIColor` of RGB components, without a name.
    mutating func rgbColor(red: Double, green: Double, blue: Double, alpha: Double) -> Int {
        let color = archive.object("UIColor", fallbacks: ["NSColor"])
        rgbComponents(red: red, green: green, blue: blue, alpha: alpha, on: color)
        return color
    }

    /// True when the document was saved by Xcode 8 or later with colour matching on.
    var documentIsColorMatched: Bool { document.markup.root[attribute: "colorMatched"] == "YES" }

    /// True for an app's launch screen (`launchScreen="YES"`), which ibtool compiles with
    /// rules of its own.
    var documentIsLaunchScreen: Bool { document.markup.root[attribute: "launchScreen"] == "YES" }

    private mutating func whiteComponents(white: Double, alpha: Double, on color: Int) {
        archive.set("UIColorComponentCount", integer: 2, on: color)
        floatComponent("UIWhite", white, on: color)
        floatComponent("UIAlpha", alpha, on: color)
        let text = alpha == 1 ? Self.shortNumber(white) : "\(Self.shortNumber(white)) \(Self.shortNumber(alpha))"
        archive.set("NSWhite", .data(Array(text.utf8)), on: color)
        archive.set("NSColorSpace", integer: 4, on: color)
    }

    private mutating func rgbComponents(red: Double, green: Double, blue: Double, alpha: Double, on color: Int) {
        archive.set("UIColorComponentCount", integer: 4, on: color)
        floatComponent("UIRed", red, on: color)
        floatComponent("UIGreen", green, on: color)
        floatComponent("UIBlue", blue, on: color)
        floatComponent("UIAlpha", alpha, on: color)
        var text = [red, green, blue].map(Self.shortNumber).joined(separator: " ")
        if alpha != 1 { text += " " + Self.shortNumber(alpha) }
        archive.set("NSRGB", .data(Array(text.utf8)), on: color)
        archive.set("NSColorSpace", integer: 2, on: color)
    }

    /// A float32 component, and from Xcode 11 on its double (`<key>-Double`) when the float
    /// does not hold it exactly; before, the double is kept aside (`colorDoubles`), by which
    /// ibtool still tells some colours apart.
    private mutating func floatComponent(_ key: String, _ value: Double, on color: Int) {
        archive.set(key, .float(Float(value)), on: color)
        guard Double(Float(value)) != value else { return }
        if release.writesDoubleColorComponents {
            archive.set(key + "-Double", .double(value), on: color)
        } else {
            colorDoubles[color, default: [:]][key] = value
        }
    }

    /// A component as AppKit prints it in `NSRGB` / `NSWhite`: `%.3g`.
    static func shortNumber(_ value: Double) -> String {
        String(format: "%.3g", value)
    }
}
