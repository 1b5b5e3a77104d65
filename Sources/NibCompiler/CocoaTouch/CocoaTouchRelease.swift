/// The release of Apple's ibtool whose Cocoa Touch encoding the compiler imitates.
///
/// UIKit's nib encoding changed between Xcode releases. Each rule that changed is a property
/// here, true from the release that introduced it. The boundaries are the ones Apple's own
/// output shows: the iOS pairs of the shared corpus (Xcode 9-10 builds of Carthage
/// libraries, an Xcode 13 app), one storyboard SwiftGen compiled again with Xcode 7.1, 7.3,
/// 8.1, 8.3, 9.3, 9.4, 10.0 and 11.4 (`Tests/Fixtures/NibCompiler/ios-release-history`), and
/// 316 Carthage builds by Xcode 8.0 to 13.3 (`Tests/Fixtures/NibCompiler/ios-carthage-builds`),
/// and Apple's UIKitCatalog built by Xcode 11.0, 11.2, 11.5, 12.1, 12.3, 13.1, 13.2.1, 13.3.1,
/// 13.4.1, 14.3.1, 15.2, 15.3 and 26.0.1 (`Tests/Fixtures/NibCompiler/ios-sample-apps`).
/// Xcode 16 is not measured: it compiles as Xcode 15, and rules first seen in 26.0.1 are
/// Xcode 26's.
/// Where a boundary falls between two measured releases, the rule names both.
///
/// By default a document is compiled as the release that saved it would have compiled it
/// (its `toolsVersion`); `--ibtool-version` chooses another.
public struct CocoaTouchRelease: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Xcode's major version (7 and later).
    public let xcodeMajorVersion: Int
    /// Xcode's minor version (8.3 is 8 and 3).
    public let xcodeMinorVersion: Int

    /// Xcode 7 (iOS 9 SDK): unused second attributes archived, no `UIDeepDrawRect`,
    /// `.SFUIText-Regular`.
    public static let xcode7 = CocoaTouchRelease(7, 0)
    /// Xcode 7.2 (iOS 9.2 SDK): the system colours of a document Xcode 7 saved archived by
    /// their components (FoodTracker's meal cell by 7.2, a Pokédex's labels by 7.3.1).
    public static let xcode7_2 = CocoaTouchRelease(7, 2)
    /// Xcode 7.3 (iOS 9.3 SDK): a launch screen's system colours archived by their components
    /// (React Native's launch screen by 7.3.1; 7.1.1 and 8.2.1 keep the names).
    public static let xcode7_3 = CocoaTouchRelease(7, 3)
    /// Xcode 8.0-8.2 (iOS 10 SDK).
    public static let xcode8 = CocoaTouchRelease(8, 0)
    /// Xcode 8.3: a table view controller no longer archives its default selection clearing.
    public static let xcode8_3 = CocoaTouchRelease(8, 3)
    /// Xcode 9 (iOS 11 SDK): Dynamic Type scaling keys, safe areas, estimated table heights.
    public static let xcode9 = CocoaTouchRelease(9, 0)
    /// Xcode 9.2 (iOS 11.2 SDK): navigation bars state UIKit's vertical hugging of 750 until
    /// Xcode 11 (`statesNavigationBarVerticalHugging`).
    public static let xcode9_2 = CocoaTouchRelease(9, 2)
    /// Xcode 9.3 (iOS 11.3 SDK): a classic cell's content view keeps the document's height and
    /// a table without header or footer archives no content size (AWS's sign-in storyboard:
    /// Xcode 9.1 did both as Xcode 8, 9.3 neither; 9.2 is unmeasured and taken as 9.1).
    public static let xcode9_3 = CocoaTouchRelease(9, 3)
    /// Xcode 10 (iOS 12 SDK).
    public static let xcode10 = CocoaTouchRelease(10, 0)
    /// Xcode 10.1 (iOS 12.1 SDK): a classic cell's separator is one point high in a document
    /// naming its device too (a chat app's message cell: half a point by 10.0, one by 10.1).
    public static let xcode10_1 = CocoaTouchRelease(10, 1)
    /// Xcode 10.2 (iOS 12.2 SDK): the default device is iPhone XR's 414 × 896 screen (appium's
    /// TestApp: 10.1 lays its legacy view out at 375 × 667, 10.2 at 414 × 896).
    public static let xcode10_2 = CocoaTouchRelease(10, 2)
    /// Xcode 11 (iOS 13 SDK): `.SFUI-*` system fonts, large content properties, numbered
    /// upstream placeholders.
    public static let xcode11 = CocoaTouchRelease(11, 0)
    /// Xcode 11.3: a nib's iOS 12.3 variant keeps iOS 12's colours (Xcode 11.0 gave it the
    /// iOS 13 label colour, as in SDCAlertView's action cell; 11.1 and 11.2 are unmeasured).
    public static let xcode11_3 = CocoaTouchRelease(11, 3)
    /// Xcode 11.4: a label without a stated colour gets the label colour in every nib.
    public static let xcode11_4 = CocoaTouchRelease(11, 4)
    /// Xcode 11.7 (iOS 13.7 SDK): as Xcode 12 already, a xib's outlets and outlet collections
    /// ordered by label together (11.4 lists the collections first) and a label whose colour is
    /// nil given the label colour (CleverTap's 45 nibs built by 11.7; 11.5 and 11.6 are
    /// unmeasured and taken as 11.4).
    public static let xcode11_7 = CocoaTouchRelease(11, 7)
    /// Xcode 12 (iOS 14 SDK): cell content configurations, stack view backgrounds, symbol
    /// image keys (measured on Carthage builds by Xcode 12.1 to 12.4).
    public static let xcode12 = CocoaTouchRelease(12, 0)
    /// Xcode 12.2 (iOS 14.2 SDK), the release documents saved by it or 12.3 compile as by
    /// default (their Interface Builder build is one, 17506).
    public static let xcode12_2 = CocoaTouchRelease(12, 2)
    /// Xcode 12.3 (iOS 14.3 SDK): a rounded rect text field no longer archives a clear
    /// background (UIKitCatalog's fields: Xcode 12.1 does, 12.3 not; an iPad app's hidden
    /// field, 12.2, does).
    public static let xcode12_3 = CocoaTouchRelease(12, 3)
    /// Xcode 12.5 (iOS 14.5 SDK): a storyboard's user-defined runtime colours handed over with
    /// 10 significant digits (Sauce Labs' demo app by 12.5.1; 12.4 and earlier unmeasured); a
    /// screen-sized root view the document gives no frame archived at the screen's size for
    /// iOS 11 and later too (Flutter's launch screen: 12.5.1 for iOS 12, not 12.4 for 14.4).
    public static let xcode12_5 = CocoaTouchRelease(12, 5)
    /// Xcode 13 (iOS 15 SDK): coder version 10, immutable font descriptors, `-Double` colour
    /// components, button configurations.
    public static let xcode13 = CocoaTouchRelease(13, 0)
    /// Xcode 13.4: a bold system font's descriptor archives its options (XLPagerTabStrip's
    /// button cell, 13.4.1's build; 13.3.1's has none).
    public static let xcode13_4 = CocoaTouchRelease(13, 4)

    /// Xcode 14 (iOS 16 SDK): navigation items' centre item groups, cells' stroke location
    /// (measured key by key on Apple's UIKitCatalog built by Xcode 14.0 beta, 14.1 and 14.3.1).
    public static let xcode14 = CocoaTouchRelease(14, 0)
    /// Xcode 14.1: iPhone 14 Pro becomes the default device (a Flutter launch screen naming
    /// no device: 390 × 844 by Xcode 14.0.1, 393 × 852 by 14.1).
    public static let xcode14_1 = CocoaTouchRelease(14, 1)
    /// Xcode 14.3 (iOS 16.4 SDK): locked navigation bars, web views' background printing
    /// (UIKitCatalog's builds: a 14.0 beta and 14.1 have neither, 14.3.1 both; 14.2 unmeasured,
    /// taken as 14.1).
    public static let xcode14_3 = CocoaTouchRelease(14, 3)
    /// Xcode 15 (iOS 17 SDK): a storyboard's encoding version mark (`EncodingVersionMark`),
    /// font descriptor options (measured on Apple's UIKitCatalog built by Xcode 15.2 and 15.3,
    /// and by a 15.0 beta, and on Flutter's templates by 15.0 to 15.4).
    public static let xcode15 = CocoaTouchRelease(15, 0)
    /// Xcode 16 (iOS 18 SDK): Xcode 15's encoding, measured on Flutter's and Capacitor's
    /// storyboard templates as Xcode 16.2 and 16.4 built them (every nib equal to Xcode 15's
    /// rules; the controls iOS 18 may encode otherwise are unmeasured).
    public static let xcode16 = CocoaTouchRelease(16, 0)
    /// Xcode 26 (iOS 26 SDK; Apple numbered the release after 16 by its year): navigation
    /// items' attributed titles, list backgrounds' second default style, cell separators inset
    /// on both sides (measured on Apple's UIKitCatalog built by Xcode 26.0.1).
    public static let xcode26 = CocoaTouchRelease(26, 0)

    /// The newest release whose ibtool output NibForge has compared with its own; a newer
    /// one is compiled with its encoding (`UnmeasuredReleases` says so in a note).
    public static let newestMeasured = xcode26


    /// The release for an Xcode version given on the command line (`7.3`, `8.3`, `10.1`,
    /// `13.2`, `15`). Nil for versions before Xcode 7, which NibForge has no oracle for.
    public init?(ibtoolVersion text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let major = parts.first.flatMap({ Int($0) }), major >= 7, parts.count <= 3 else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) : 0
        guard let minor, minor >= 0 else { return nil }
        self.init(major, minor)
    }

    private init(_ major: Int, _ minor: Int) {
        xcodeMajorVersion = major
        xcodeMinorVersion = minor
    }

    /// Interface Builder builds (a document's `toolsVersion`) and the Xcode release that
    /// saved them, from the first build of each release on.
    static let releasesByToolsVersion: [(firstBuild: Double, release: CocoaTouchRelease)] = [
        (11_000, .xcode8), (12_000, .xcode8_3), (13_000, .xcode9), (14_000, .xcode9_3), (14_300, .xcode10), (15_000, .xcode11),
        (16_000, .xcode11_4), (17_000, .xcode12), (17_500, .xcode12_2), (18_000, .xcode13), (21_000, .xcode14), (21_600, .xcode14_3), (22_000, .xcode15),
        (23_000, .xcode16), (24_000, .xcode26),
    ]

    /// The first Interface Builder build (`toolsVersion`) after those of `newestMeasured`
    /// (Xcode 26.0's builds are 24xxx; 25094, seen in public documents, is a later one).
    static let firstUnmeasuredToolsVersion: Double = 25_000

    /// True when `toolsVersion` is a build of a release after `newestMeasured`'s.
    static func isUnmeasured(toolsVersion: String?) -> Bool {
        guard let build = toolsVersion.flatMap({ Double($0) }) else { return false }
        return build >= firstUnmeasuredToolsVersion
    }

    /// True for the releases whose ibtool output NibForge has compared with its own: Xcode 7
    /// to `newestMeasured` (each major release measured on at least one Apple build).
    public var isMeasured: Bool { xcodeMajorVersion <= Self.newestMeasured.xcodeMajorVersion }

    /// The measured release whose encoding an unmeasured one gets: the newest.
    public var nearestMeasured: CocoaTouchRelease { isMeasured ? self : .newestMeasured }

    /// The release that saved a document with `toolsVersion` (Interface Builder's build
    /// number: 10117 is Xcode 7.3, 12121 Xcode 8.3, 14113 Xcode 9.4, 16097 Xcode 11.4,
    /// 17701 Xcode 12.5, 19529 Xcode 13.2), which is how ibtool of that time compiled it.
    /// Documents saved before Xcode 7 compile as Xcode 7; a document that gives no version
    /// compiles as Xcode 13.
    public static func forToolsVersion(_ toolsVersion: String?) -> CocoaTouchRelease {
        guard let build = toolsVersion.flatMap({ Double($0) }) else { return .xcode13 }
        return releasesByToolsVersion.last { build >= $0.firstBuild }?.release ?? .xcode7
    }

    public static func < (left: CocoaTouchRelease, right: CocoaTouchRelease) -> Bool {
        (left.xcodeMajorVersion, left.xcodeMinorVersion) < (right.xcodeMajorVersion, right.xcodeMinorVersion)
    }

    public var description: String { xcodeMinorVersion == 0 ? "Xcode \(xcodeMajorVersion)" : "Xcode \(xcodeMajorVersion).\(xcodeMinorVersion)" }

    /// The NIBArchive coder version UINibEncoder writes.
    var coderVersion: UInt32 { self >= .xcode13 ? 10 : 9 }
    /// Colours also store each float32 component as a double (`UIRed-Double`) when the
    /// float loses precision.
    var writesDoubleColorComponents: Bool { self >= .xcode11 }
    /// Font descriptor attribute dictionaries are `NSDictionary` (not mutable) and store
    /// sizes as doubles.
    var writesImmutableFontDescriptors: Bool { self >= .xcode12 }
    /// System fonts are named `.SFUI-<Weight>` at every size (not `.SFUIText` / `.SFUIDisplay`).
    var namesUnifiedSystemFont: Bool { self >= .xcode11 }
    /// Sets are archived with keyed members (`NS.object.0`...), not inline.
    var writesKeyedSets: Bool { self >= .xcode13 }
    /// Views store `UIViewLargeContentStoredProperties` (nil), the iOS 13 large content viewer's.
    var writesLargeContentProperties: Bool { self >= .xcode11 }
    /// Buttons store `UIButtonConfiguration`, the iOS 15 SDK's (nil unless the document
    /// configures the button).
    var writesButtonConfiguration: Bool { self >= .xcode13 }
    /// A button configuration archives its symbol content transition (iOS 17's property, nil
    /// unless set) in iOS 26's encoder, whose keys the compiler followed before any Apple nib of
    /// a configured button by a later release was measured; Xcode 15.2 writes none (a quiz app's
    /// answer buttons). Xcode 16 and 26 are unmeasured.
    var writesButtonConfigurationSymbolTransition: Bool { self >= .xcode26 }
    /// A text style font's `NSSize` is its size at the extra-small content size category
    /// (Body 14, not 17), the category ibtool 13 resolves text styles in.
    var sizesTextStylesAtExtraSmallCategory: Bool { self >= .xcode13 }
    /// A label's smallest font size (scale factor times size) is rounded to a quarter point
    /// (17 × 0.58 archives 9.75, 13 × 0.3 archives 4: Xcode 9.0 to 12.4).
    var roundsMinimumFontSize: Bool { self < .xcode13 }
    /// A table cell that sets no background and a selection style other than UIKit's default
    /// (none or blue; gray assumed alike) gets UIKit's compatibility background colour and a
    /// `_UISystemBackgroundView` with its background configuration.
    var writesCellSystemBackgroundViews: Bool { self >= .xcode12 }
    /// A xib's outlets are ordered by label, then its actions (Xcode 11.7 and 12; 11.0 to 11.6
    /// and 13 order as `ordersXibConnectionsAsViewNibs`).
    var sortsXibConnectionsByName: Bool { self >= .xcode11_7 && self < .xcode13 }
    /// A xib's connections are ordered as a storyboard's view nib's: outlet collections, then
    /// outlets by label, then actions by selector (Xcode 13: DuckDuckGo's omnibar and
    /// notification view, whose two views have the same outlets; Xcode 11.4: SwiftPasscodeLock's
    /// lock view, its collection first and its keys' actions after the cancel button's;
    /// 11.0 to 11.6 assumed alike).
    var ordersXibConnectionsAsViewNibs: Bool { self >= .xcode13 || (self >= .xcode11 && self < .xcode11_7) }
    /// A label whose document sets its text colour to nil gets the dynamic label colour, which
    /// UIKit keeps updating (Xcode 11.2 and 11.3: Omise's installment and bank cells; 11.7 on;
    /// Xcode 10.0 gives it the named black, updated too: TLPhotoPicker's album cell).
    var givesNilTextColorTheLabelColor: Bool { self >= .xcode11 }
    /// Display P3 colours are converted to sRGB (Xcode 11.7 on; MapboxNavigation's grey-blue
    /// text by 9.2 and 10.1 too; Xcode 8 unmeasured, taken as 7, which had no Display P3).
    var convertsCalibratedRGBToSRGB: Bool { self >= .xcode9 }
    /// Generic greys are handed over with 10 significant digits (`CocoaTouchColors` says where):
    /// Xcode 11.3 on (the Covid-19 Test app's grey label, 0.3333333333 for the document's 17
    /// digits), 11.0 to 11.2 too (CarSwaddleUI's alert dimming), the releases whose colours
    /// carry doubles.
    var handsGenericGreysOverWithTenDigits: Bool { writesDoubleColorComponents }
    /// A storyboard's user-defined runtime attributes of sRGB colours are handed over with 10
    /// significant digits from Xcode 11, whose colours carry doubles (OmiseSDK's by 11.2, 11.3
    /// and 13.2.1; Sauce Labs' demo app's placeholder colours by 12.5.1 and 13.0, 0.4274509804
    /// for the document's 0.42745098039215684); a xib's keep what the document wrote
    /// (DuckDuckGo's omnibar border by 13.2.1, 16 digits).
    var handsStoryboardRuntimeColorsOverWithTenDigits: Bool { writesDoubleColorComponents }
    /// ibtool 12.5 hands a storyboard's sRGB colours over with 10 significant digits, whatever
    /// their use (an egg timer's background; 12.3 and 12.4 keep a calculator's and a weather
    /// table's 17; Xcode 13 rounds them but attributed strings' colours, and a xib's tints and
    /// text colours only: see `color(_:)`).
    var handsStoryboardSRGBOverWithTenDigits: Bool { self >= .xcode12_5 && xcodeMajorVersion == 12 }
    /// ibtool hands the sRGB colours of a document saved before Xcode 9.3 over with 10
    /// significant digits, unless a component is a float (a Bitcoin ticker by Xcode 12.3;
    /// 11.x's builds of such documents agree). Only the double components Xcode 11 began to
    /// write show it, so earlier releases are left as they were.
    var handsOlderDocumentsSRGBOverWithTenDigits: Bool { writesDoubleColorComponents }
    /// A colour-matched document's (`colorMatched="YES"`) calibrated RGB colours are converted
    /// to sRGB (single precision), not archived as written: measured from Xcode 10.0 on
    /// (TLPhotoPicker's album cell, the same floats as Xcode 12.1's build); colour matching came
    /// with Xcode 8, whose builds of such colours are unmeasured.
    var convertsCalibratedRGBOfColorMatchedDocuments: Bool { self >= .xcode8 }
    /// A colour-matched document's calibrated whites are converted to sRGB's grey too: Xcode 8
    /// to 10 (a calculator's keys by 8.3.3, a card game's background by 9.3: 0.75 archived as
    /// 0.7952535; Appboy's news feed background by 10.1: 0.94 as 0.9521597); not Xcode 12.2 or
    /// 13.2 (11 unmeasured, taken as 12).
    var convertsCalibratedWhiteOfColorMatchedDocuments: Bool { self >= .xcode8 && self < .xcode11 }
    /// A navigation controller's bar keeps the document's origin and height, 320 points wide
    /// (Apptentive's and SwiftyPickerPopover's scenes, Xcode 8.3; appium's older UICatalog's
    /// iPad bars, Xcode 7.3.1 and 8.2.1); from Xcode 9 on it has no width, and from
    /// Xcode 9.3 a default height rather than the document's (Apptentive's, Xcode 9.2:
    /// 44 points; appium's older UICatalog by 9.3, a Flutter app's navigation by 10.1 and
    /// QBImagePicker's by 11.2: 50; a to-do list's by 9.4, naming a device: 44; the height by
    /// release and document is `navigationBarAttributes`').
    var archivesNavigationBarAtDocumentFrame: Bool { self < .xcode9 }
    /// See `archivesNavigationBarAtDocumentFrame`.
    var archivesNavigationBarAtDocumentHeight: Bool { self < .xcode9_3 }
    /// Where a navigation controller's toolbar framed `documentFrame` is archived: at its
    /// document place and height but UIKit's 320-point default width in Xcode 7 and 8 (a
    /// shopping list's, 7.3.1; Apptentive's message center, 8.2 to 8.3.2), UIKit's default bar
    /// (320 × 44 at the origin) when the document gives it no frame (QBImagePicker's albums,
    /// 7.3.1; a frameless bar is taken as 1000 points square from Xcode 8, unmeasured), with
    /// no width in Xcode 9 and 10 as the navigation bar (the same, 9.2), 50 points high from
    /// Xcode 11, still without a width (QBImagePicker's albums, 11.2; 12 unmeasured) and at its
    /// document width from Xcode 13 (DuckDuckGo's bookmarks, 13.2).
    func navigationToolbarGeometry(documentFrame: GeometryText.Rect?) -> GeometryText.Rect {
        if self < .xcode8, documentFrame == nil { return GeometryText.Rect(x: 0, y: 0, width: 320, height: 44) }
        let frame = documentFrame ?? GeometryText.Rect(x: 0, y: 0, width: 1000, height: 1000)
        if self < .xcode9 { return GeometryText.Rect(x: 0, y: frame.y, width: 320, height: frame.height) }
        if self < .xcode11 { return GeometryText.Rect(x: 0, y: frame.y, width: 0, height: frame.height) }
        if xcodeMajorVersion < 13 { return GeometryText.Rect(x: 0, y: frame.y, width: 0, height: 50) }
        return GeometryText.Rect(x: frame.x, y: frame.y, width: frame.width, height: 50)
    }
    /// The touch types a gesture recognizer allows: direct, indirect and pencil (7) before
    /// the iOS 13.4 SDK added indirect pointers (15 from Xcode 11.4; Apptentive's recognizers
    /// in Xcode 8.3, DuckDuckGo's in 13.2).
    var gestureRecognizerTouchTypes: Int64 { self >= .xcode11_4 ? 15 : 7 }
    /// A storyboard scene nib lists File's Owner, First Responder and the storyboard before
    /// its controller (earlier releases list the controller first, Xcode 12.3's UIKitCatalog
    /// included).
    var listsSceneProxiesFirst: Bool { self >= .xcode13 }
    /// A view nib's upstream placeholders are numbered (`UpstreamPlaceholder-1`), not named
    /// with an object id made up for them (`GeneratedObjectIdentifier`): from Xcode 11.4
    /// (SwiftGen's Wizard); Xcode 11.2 still names them (QBImagePicker's storyboard in a
    /// Carthage build; 11.3 unmeasured).
    var numbersUpstreamPlaceholders: Bool { self >= .xcode11_4 }
    /// A constraint on one item archives its unused second attribute as 0 (`NSSecondAttribute`
    /// and `NSSecondAttributeV2`).
    var archivesUnusedSecondAttribute: Bool { self < .xcode8 }
    /// A view no constraint names, or that its constraints leave ambiguous, gets prototyping
    /// constraints holding it at its frame (`CocoaTouchPrototypingConstraints`): Xcode 7
    /// (LocDiary's passcode view, 7.3.1); Xcode 8.3.2's build of the same document has none.
    var addsPrototypingConstraints: Bool { self < .xcode8 }
    /// A static table's cells are archived where UIKit lays them out, not where the document
    /// draws them (`CocoaTouchStaticTableLayout`): Xcode 7 (appium's older UICatalog by
    /// 7.3.1; 8.2.1 keeps the document's frames).
    var laysOutStaticTableCellsAgain: Bool { self < .xcode8 }
    /// A segmented control's segments are archived unlaid out, zero wide, with iOS 13's
    /// positions (`CocoaTouchSegmentedControls`): from Xcode 9.3 (appium's older UICatalog by
    /// 9.3 and 11.3; 9.2 lays them out).
    var leavesSegmentsUnlaidOut: Bool { self >= .xcode9_3 }
    /// A segmented control lists its segments among its subviews last first, as UIKit before
    /// iOS 11.3 inserts each below the others (appium's older UICatalog by Xcode 7.3.1, 8.2.1
    /// and 9.2; 9.3 and 11.3 list them in order, as `UISegments` does).
    var listsSegmentSubviewsLastFirst: Bool { self < .xcode9_3 }
    /// Views archive `UIDeepDrawRect` (Xcode 7's ibtool leaves it out).
    var writesDeepDrawRect: Bool { self >= .xcode8 }
    /// A table view controller archives `UIClearsSelectionOnViewWillAppear` when it is true, and
    /// not when it is false; from Xcode 8.3 the other way round.
    var archivesDefaultClearsSelection: Bool { self < .xcode8_3 }
    /// A custom button that names no font archives the 18-point system font from Xcode 12
    /// (Xcode 9 to 11 leave it out, as `omitsEighteenPointSystemButtonFont` says; Xcode 7 and 8
    /// too, a title or none: every custom button of the 7.2 to 8.3.3 builds measured, 43, among
    /// them a voice changer's titled "Fast Button" by 7.2; every release archives a system
    /// button's 15 points).
    var writesDefaultCustomButtonFont: Bool { self >= .xcode12 }
    /// A button's font that is the regular 18-point system font, UIButton's own default, is
    /// not archived, whatever the button's type (Xcode 9 to 11: CleverTap's interstitial
    /// buttons and its notice view's image button, Xcode 11.7; Xcode 12.2 to 12.5 archive
    /// FMPhotoPicker's 18-point Cancel button and image cell button).
    var omitsEighteenPointSystemButtonFont: Bool { self >= .xcode9 && self < .xcode12 }
    /// The regular system font is named with its weight (`.SFUIText-Regular`, iOS 9).
    var namesRegularSystemFontWithWeight: Bool { self < .xcode8 }
    /// IB's bold system font states UIKit's bold usage override in its descriptor
    /// (`NSCTFontUIUsageOverrideAttribute`: AWS's sign-in by Xcode 9.3, XLPagerTabStrip's by
    /// 13.4.1; not React Native's launch screen title by Xcode 7.1.1 and 7.3.1; 8 unmeasured).
    var writesBoldSystemFontOverride: Bool { self >= .xcode8 }
    /// A launch screen's classic system colours (`darkTextColor`...) are archived as RGB
    /// components without their names (React Native's launch screen titles by Xcode 7.3.1, two
    /// builds: black in device RGB; 7.1.1's and 8.2.1 to 10.0's builds name `darkTextColor`).
    var archivesLaunchScreenSystemColorsAsRGB: Bool { self >= .xcode7_3 && self < .xcode8 }
    /// The classic system colours (`darkTextColor`...) of a document saved by Xcode 7 are
    /// archived as RGB components without their names, as a launch screen's are: Xcode 7.2
    /// (FoodTracker's meal cell label, a document of 7.2) and 7.3.1 (a Pokédex's name and
    /// description labels, a document of 7.3); documents of older formats keep the names in
    /// 7.3.1's builds (QBImagePicker's cells of Xcode 6.3, appium's older UICatalog of Xcode
    /// 5). Only `darkTextColor` was measured; the other names are taken to go the same way.
    var archivesXcode7DocumentsSystemColorsAsRGB: Bool { self >= .xcode7_2 && self < .xcode8 }
    /// An accessibility identifier is a localizable string, as a label is (Xcode 7.3.1; 9.4 to
    /// 10.3 archive plain ones; 8 unmeasured, taken as 9).
    var localizesAccessibilityIdentifiers: Bool { self < .xcode8 }
    /// A navigation item's custom views are archived as UIKit's 320-point bar lays them out
    /// (Xcode 7.3.1; the iOS 10 SDK's bar no longer does: NohanaImagePicker's pick button by
    /// 8.2.1 keeps its frame, `placeCustomViewInNavigationBar`).
    var laysOutNavigationItemCustomViews: Bool { self < .xcode8 }
    /// A text view's long text (`isLongElementText`) in a Base.lproj document is localizable
    /// (a quiz's by Xcode 12.5.1; MapboxNavigation's by 10.1 is a plain mutable string; 11
    /// unmeasured, taken as 10).
    var localizesLongTextViewTexts: Bool { self >= .xcode12 }
    /// A navigation bar (and a tab bar, taken alike) states UIKit's vertical hugging as 750, not
    /// 250: Xcode 9.2 to 10 (Apptentive's navigation scenes by 9.2, TLPhotoPicker's bar by 10.0;
    /// AWS's user pools navigation controller by 9.1 and a notes app's bar by 9.0.1 state 250,
    /// as 11 and later do).
    var statesNavigationBarVerticalHugging: Bool { self >= .xcode9_2 && self < .xcode11 }
    /// A segmented control's tint is `UISegmentedControlTintColor`, not UIView's `UITintColor`
    /// (Xcode 7.3.1; taken to last until the iOS 13 SDK redrew the control).
    var archivesSegmentedControlTintUnderItsOwnKey: Bool { self < .xcode11 }
    /// Gesture recognizers state whether they require an exclusive touch type from Xcode 8
    /// (Apptentive's banner, 8.3; FoodTracker's tap recogniser by 7.2 does not).
    var writesExclusiveTouchType: Bool { self >= .xcode8 }
    /// Fonts archive UIKit's Dynamic Type scaling keys (iOS 11 and later).
    var writesFontScalingKeys: Bool { self >= .xcode9 }
    /// A plain table's white background given as RGB components is archived as
    /// `tableBackgroundColor` (Xcode 7 to 10; Xcode 11 and later name only a white or
    /// system background colour so).
    var namesPlainTableRGBWhiteBackground: Bool { self < .xcode11 }
    /// Whether a controller with a nib of its own and no custom class is archived through a
    /// class swapper, `UIViewController` naming itself (iOS 13's controller creators): from
    /// Xcode 11 one the storyboard instantiates itself, by its identifier or as its entry
    /// point (`instantiable`: UIKitCatalog's split view and identified detail controllers in
    /// every build of it, 11.0 to 26.0.1; DuckDuckGo's debug navigation, 13.2), no other
    /// (appium's older UICatalog as 11.3, 11.7 and 12.4 built it: its pushed table view
    /// controllers and its iPad storyboard's detail navigation controllers plain).
    func swapsSceneControllerClass(instantiable: Bool) -> Bool {
        self >= .xcode11 && instantiable
    }
    /// A prototype cell sits at the origin of its own nib (Xcode 11 keeps its place in the table).
    var placesPrototypeCellAtOrigin: Bool { self < .xcode11 }
    /// A collection view's section header and footer stand in it as plain reusable views where
    /// the layout puts them (Apptentive's survey, Xcode 8.2 to 9.2); Xcode 11 archives no
    /// stand-in (QBImagePicker's assets footer, 11.2; Xcode 10 unmeasured).
    var archivesSupplementaryViewStandIns: Bool { self < .xcode11 }
    /// A storyboard's view nibs and prototype cell nibs list their root view before File's
    /// Owner and First Responder (to Xcode 12: UIKitCatalog's storyboards in 12.3's build; no
    /// other storyboard of Xcode 12 is in the oracles).
    var listsRootViewFirst: Bool { self < .xcode13 }
    /// Size-class variations archive every record: constraint sets per variation, constants
    /// and properties (earlier: only the constraints the default traits leave out).
    var archivesSizeClassVariations: Bool { self >= .xcode9 }
    /// Stack views archive their background colour and are opaque only when the document
    /// says so (Xcode 9 to 11 archive every stack view opaque, without a background).
    var archivesStackViewBackground: Bool { self >= .xcode12 }
    /// A cell's own labels showing plain text archive the attributed text UILabel makes of
    /// it (Xcode 11.0 and 11.2's UIKitCatalog; not 7.3.1's UICatalog, nor 11.5's, 12.3's or 13.2's:
    /// DuckDuckGo's and Omise's cells), when the deployment target is iOS 13 (`CocoaTouchLabels`:
    /// Omise's cells by 11.2 for iOS 8 have none, its iOS 13 variant's neither). 11.3 and 11.4
    /// are unmeasured (their Carthage builds hold no styled cell); the boundary is taken at 11.3;
    /// 8 to 10 are unmeasured, taken as 7.
    var archivesTableViewLabelsAttributedText: Bool { self >= .xcode11 && self < .xcode11_3 }
    /// ibtool lays out a view it archives at another size than the document's by solving the
    /// constraints of its subviews that do not translate their masks (Xcode 7.3.1's iPad
    /// storyboard of appium's older UICatalog: `CocoaTouchConstraintRelayout`); from Xcode 8
    /// (8.2.1 measured) every subview is autoresized by its mask.
    var solvesConstraintsWhenResizing: Bool { self < .xcode8 }
    /// The iOS release of the SDK the Xcode builds with, by its major version: Xcode 7 to 16
    /// ship iOS 9 to 18, Xcode 26 iOS 26.
    var sdkVersion: PlatformVersion { PlatformVersion(xcodeMajorVersion >= 26 ? xcodeMajorVersion : xcodeMajorVersion + 2, 0) }
    /// A secure text entry field whose document states no autocorrection archives it turned
    /// off (`UIAutocorrectionType` 1): UIKit's traits turn autocorrection off for secure entry
    /// before ibtool encodes the field (Sauce Labs' password field, Xcode 12.5.1, in both
    /// builds; the Covid-19 Test app's three, 11.3; chat apps' two, 9.2, 10.0 and 10.1). Xcode 7
    /// and 8 are unmeasured; the boundary is taken at 9.
    var disablesAutocorrectionForSecureEntry: Bool { self >= .xcode9 }
    /// Spell checking too (`UISpellCheckingType` 1) in Xcode 9 to 11 (chat apps' password
    /// fields by 9.2 and in three builds by 10.0 and 10.1, the Covid-19 Test app's by 11.3; not
    /// Sauce Labs', 12.5.1).
    var disablesSpellCheckingForSecureEntry: Bool { self >= .xcode9 && self < .xcode12 }
    /// Inline predictions too (`UITextInlinePredictionType` 1, iOS 17's) from Xcode 15 (a chat
    /// app's password fields, 15.2).
    var disablesInlinePredictionForSecureEntry: Bool { writesIOS17Keys }
    /// A document's spell checking setting is archived from Xcode 10; Xcode 8.3 and 9.2 archive
    /// none, not even a document's "no" (Apptentive's email field), though 9.2 archives secure
    /// fields' turned off (`disablesSpellCheckingForSecureEntry`: a chat app's, 9.2).
    var archivesSpellCheckingType: Bool { self >= .xcode10 }
    /// A rounded rect text field without a background of its own archives a clear one
    /// (`xcode12_3`).
    var archivesRoundedRectFieldClearBackground: Bool { self >= .xcode12 && self < .xcode12_3 }
    /// A search bar archives its translucence, text and two text input flags even at their
    /// defaults, states its hugging, and is opaque only when the document makes it so
    /// (Xcode 11.2: UIKitCatalog's two search bars; appium's older UICatalog's as Xcode 7.3.1,
    /// 8.2.1, 9.2 and 9.3 built them).
    var archivesSearchBarDefaults: Bool { self >= .xcode7 }
    /// iOS 16's encoders (UIKitCatalog's builds by Xcode 14.0 beta, 14.1, 14.3.1, 15.0 beta,
    /// 15.2 and 15.3; none in 13.4's): navigation items archive their centre item groups (an
    /// empty array), a cell's system background its stroke location (and whether its masked
    /// corners were customised), no content configuration identifier, and a web view its find
    /// interaction.
    var writesIOS16Keys: Bool { self >= .xcode14 }
    /// iOS 16.4's encoders (`xcode14_3`): a navigation controller's bar archives that it is
    /// locked, a web view's preferences their background printing.
    var writesIOS16_4Keys: Bool { self >= .xcode14_3 }
    /// iOS 17's encoders (UIKitCatalog's builds by Xcode 15.2 and 15.3): a launch screen's view
    /// nib states its encoding version (`IBUINibLNEVersionKey` 1), a cell's system background
    /// its visual effect group, table and collection views no local trait override. (The 15.0
    /// beta also wrote letterform-aware sizing rules, every control's pointer interaction, trait
    /// overrides and an RGB label colour, which the releases do not.)
    var writesIOS17Keys: Bool { self >= .xcode15 }
    /// iOS 26's encoders (UIKitCatalog's build by Xcode 26.0.1; Xcode 16 is unmeasured): a
    /// navigation item archives its title as an attributed title too and its bar is 54 points
    /// high with zero directional margins; a list background has a blur clipping mode and a
    /// second default style instead of transparent blurring and a shadow type; a cell's
    /// separator is inset at both ends; switches are 63 × 28; rounded rect fields state their
    /// corner radius; segmented controls hold their segments in two tagged views; a search bar
    /// given scope titles is 64 points high; web and text views archive iOS 26's defaults.
    var writesIOS26Keys: Bool { self >= .xcode26 }
    /// The screen of the release's default device, on which it simulates an iPhone document
    /// saved before Xcode 8's devices (`documentScreenSize`; appium's older UICatalog) and lays
    /// out a view such a document simulates on a legacy screen (`relaidFrames`; appium's
    /// TestApp): iPhone 7's and 8's 375 × 667 in Xcode 8 to 10.1, iPhone XR's and 11's
    /// 414 × 896 from Xcode 10.2 (10.2 to 13.2.1), iPhone 14's 390 × 844 in Xcode 14.0 (a
    /// Flutter launch screen by 14.0.1), iPhone 14 Pro's 393 × 852 from Xcode 14.1 (14.1 to
    /// 26.5: Flutter's and Capacitor's templates, appium's TestApp). Nil before Xcode 8, which
    /// had no devices: the document's frames are kept.
    var defaultDeviceScreenSize: (width: Double, height: Double)? {
        if self >= .xcode14_1 { return (393, 852) }
        if self >= .xcode14 { return (390, 844) }
        if self >= .xcode10_2 { return (414, 896) }
        return self >= .xcode8 ? (375, 667) : nil
    }
    /// An item's constraints are archived in the order of the attributes holding it, not the
    /// document's (`CocoaTouchNibCompiler.attributeRank`; UIKitCatalog's builds by 15.2 and 15.3).
    var ranksConstraintsByAttribute: Bool { self >= .xcode15 }
    /// A classic system colour the iOS 13 SDK answers with a dynamic one keeps its classic name
    /// (UIKitCatalog's builds by Xcode 12.3 to 15.3; Xcode 11 archives the dynamic
    /// colour's: `iOS13SystemColorNames`, CleverTap's 11.7 and UIKitCatalog's 11.2).
    var keepsClassicSystemColorNames: Bool { self >= .xcode12 }
    /// Font descriptors archive UIKit's options: a system font's 0x80008006 (0x80008404 from
    /// Xcode 15), an installed one's 0x80000000 (UIKitCatalog's builds by Xcode 13.4, 14.3.1,
    /// 15.2 and 15.3, XLPagerTabStrip's bold system font by 13.4.1; 13.2 and 13.3.1 archive none).
    var writesFontDescriptorOptions: Bool { self >= .xcode13_4 }
    /// The options of a system font's descriptor (`writesFontDescriptorOptions`).
    var systemFontDescriptorOptions: Int64 { self >= .xcode15 ? 2_147_517_444 : 2_147_516_422 }
    /// A segmented control archives its pointer interaction (true, its default; UIKitCatalog's
    /// builds by Xcode 13.2 to 15.3, not 12.3's or 11.2's).
    var writesIOS15ControlDefaults: Bool { self >= .xcode13 }
    /// A page control archives its current page even when 0 (UIKitCatalog's builds by Xcode
    /// 12.3 to 15.3; not 11.0's or 11.2's).
    var archivesPageControlsFirstPage: Bool { self >= .xcode12 }
    /// A picker view archives whether it shows the selection bar (`UIShowsSelectionBar`, which
    /// UIKit ignores since iOS 7): Xcode 8.1 to 8.3 write it (Fusuma's camera view,
    /// SwiftyPickerPopover, appium's older UICatalog's pickers by 8.2.1), 9.2 and later do not
    /// (the same pickers by 9.2, 9.3, 11.3 to 12.4; UIKitCatalog's by 11.2); 10 unmeasured.
    var archivesPickerSelectionBar: Bool { self < .xcode9 }
    /// An image placeholder names no symbol (`UISystemSymbolResourceName` and
    /// `UISymbolImageConfiguration` nil, iOS 13's; Xcode 12.4 writes them, Xcode 11.6 does not).
    var writesImageSymbolKeys: Bool { self >= .xcode12 }
    /// Runtime attributes (`UINibKeyValuePairsKey`) and accessibility configurations are
    /// ordered as their objects are listed (earlier releases: an object after its contents).
    var ordersRuntimeAttributesByListing: Bool { self >= .xcode12 }
    /// A storyboard's scene nibs list runtime attributes and accessibility configurations last
    /// compiled first (an object's before its contents', siblings last first), not as their
    /// objects are listed: Xcode 12.5 (Sauce Labs' demo app by 12.5.1, seven of its eight scene
    /// nibs with several configurations, and its authentication scene's runtime attributes).
    /// Xcode 12.0 lists them (FoodTracker's meal scene: its name field's before its photo's);
    /// UIKitCatalog's scenes by 12.1 to 12.4 are equal either way, taken as 12.0. Xcode 13 lists them.
    var listsStoryboardRuntimeEntriesLastCompiledFirst: Bool { self >= .xcode12_5 && xcodeMajorVersion == 12 }
}
