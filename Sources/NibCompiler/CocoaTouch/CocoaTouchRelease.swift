/// The release of Apple's ibtool whose Cocoa Touch encoding the compiler imitates.
///
/// UIKit's nib encoding changed between Xcode releases. The rules that changed for values
/// every class shares (fonts, colours, sets, coder version) are properties here; encoders of
/// classes whose output was only seen from one release (table views, storyboard layout
/// guides, Xcode 9's collection view cells) check `xcodeMajorVersion` where they apply.
/// The releases are the ones Apple's own output was checked against (the iOS pairs of the
/// shared corpus): Xcode 7 (iOS 9 SDK, one storyboard that embeds its source), Xcode 9-10
/// (iOS 11-12 SDKs) and Xcode 12-13 (iOS 14-15 SDKs).
///
/// By default a document is compiled as the release that saved it would have compiled it
/// (its `toolsVersion`); `--ibtool-version` chooses another.
public struct CocoaTouchRelease: Hashable, Sendable, CustomStringConvertible {
    /// Xcode's major version (9 stands for 9-10, 13 for 11-13 and later).
    public let xcodeMajorVersion: Int

    /// Xcode 7 and 8: Xcode 9's encoding, but constraints on one item archive their unused
    /// second attribute (0), and compiled storyboards embed their source.
    public static let xcode7 = CocoaTouchRelease(xcodeMajorVersion: 7)
    /// Xcode 9 and 10: `.SFUIText` / `.SFUIDisplay` system fonts, mutable descriptor
    /// dictionaries, integer font sizes in descriptors, coder version 9.
    public static let xcode9 = CocoaTouchRelease(xcodeMajorVersion: 9)
    /// Xcode 13: `.SFUI-*` system fonts, immutable descriptor dictionaries, double font
    /// sizes, `-Double` colour components, large-content and button-configuration keys,
    /// coder version 10.
    public static let xcode13 = CocoaTouchRelease(xcodeMajorVersion: 13)

    /// The release for an Xcode version given on the command line (`7.3`, `9`, `10.1`, `13.2`, `15`).
    /// Nil for versions before Xcode 7, which NibForge has no oracle for.
    public init?(ibtoolVersion text: String) {
        guard let major = text.split(separator: ".").first.flatMap({ Int($0) }), major >= 7 else { return nil }
        self = major >= 11 ? .xcode13 : major >= 9 ? .xcode9 : .xcode7
    }

    private init(xcodeMajorVersion: Int) {
        self.xcodeMajorVersion = xcodeMajorVersion
    }

    /// The release that compiles a document saved with `toolsVersion` (Interface Builder's
    /// build number: 10117 is Xcode 7, 13196 Xcode 9, 17156 Xcode 12, 19529 Xcode 13).
    /// Documents saved before Xcode 9 were mostly compiled by Xcode 9 or 10 in the pairs we
    /// have (Carthage builds of older sources), so they default to Xcode 9; `--ibtool-version 7`
    /// chooses Xcode 7's encoding.
    public static func forToolsVersion(_ toolsVersion: String?) -> CocoaTouchRelease {
        let build = toolsVersion.flatMap { Double($0) } ?? 0
        return build >= 15_000 ? .xcode13 : .xcode9
    }

    public var description: String { "Xcode \(xcodeMajorVersion)" }

    /// The NIBArchive coder version UINibEncoder writes.
    var coderVersion: UInt32 { xcodeMajorVersion >= 13 ? 10 : 9 }
    /// Colours also store each float32 component as a double (`UIRed-Double`) when the
    /// float loses precision.
    var writesDoubleColorComponents: Bool { xcodeMajorVersion >= 13 }
    /// Font descriptor attribute dictionaries are `NSDictionary` (not mutable) and store
    /// sizes as doubles.
    var writesImmutableFontDescriptors: Bool { xcodeMajorVersion >= 13 }
    /// System fonts are named `.SFUI-<Weight>` at every size (not `.SFUIText` / `.SFUIDisplay`).
    var namesUnifiedSystemFont: Bool { xcodeMajorVersion >= 13 }
    /// Sets are archived with keyed members (`NS.object.0`...), not inline.
    var writesKeyedSets: Bool { xcodeMajorVersion >= 13 }
    /// Views store `UIViewLargeContentStoredProperties` (nil) and buttons `UIButtonConfiguration` (nil).
    var writesLargeContentAndConfigurationKeys: Bool { xcodeMajorVersion >= 13 }
    /// A text style font's `NSSize` is its size at the extra-small content size category
    /// (Body 14, not 17), the category ibtool 13 resolves text styles in.
    var sizesTextStylesAtExtraSmallCategory: Bool { xcodeMajorVersion >= 13 }
    /// A label's smallest font size (scale factor times size) is rounded to whole points.
    var roundsMinimumFontSize: Bool { xcodeMajorVersion < 13 }
    /// A table cell that selects nothing and sets no background gets UIKit's compatibility
    /// background colour and a `_UISystemBackgroundView` with its background configuration.
    var writesCellSystemBackgroundViews: Bool { xcodeMajorVersion >= 13 }
    /// Calibrated RGB colours are converted to sRGB (single precision), not archived as written.
    var convertsCalibratedRGBToSRGB: Bool { xcodeMajorVersion >= 13 }
    /// A storyboard scene nib lists File's Owner, First Responder and the storyboard before
    /// its controller (earlier releases list the controller first).
    var listsSceneProxiesFirst: Bool { xcodeMajorVersion >= 13 }
    /// A view nib's upstream placeholders are numbered (`UpstreamPlaceholder-1`), not named
    /// by the id of the scene object they stand for.
    var numbersUpstreamPlaceholders: Bool { xcodeMajorVersion >= 13 }
    /// A constraint on one item archives its unused second attribute as 0 (`NSSecondAttribute`
    /// and `NSSecondAttributeV2`).
    var archivesUnusedSecondAttribute: Bool { xcodeMajorVersion < 9 }
    /// Views archive `UIDeepDrawRect` (Xcode 7's ibtool leaves it out).
    var writesDeepDrawRect: Bool { xcodeMajorVersion >= 9 }
    /// A table view controller archives `UIClearsSelectionOnViewWillAppear` when it is true too.
    var archivesDefaultClearsSelection: Bool { xcodeMajorVersion < 9 }
    /// A button that names no font archives its type's system font (Xcode 9 and 10 leave it out).
    var writesDefaultButtonFont: Bool { xcodeMajorVersion != 9 }
    /// The regular system font is named with its weight (`.SFUIText-Regular`, iOS 9).
    var namesRegularSystemFontWithWeight: Bool { xcodeMajorVersion < 9 }
    /// Fonts archive UIKit's Dynamic Type scaling keys (iOS 11 and later).
    var writesFontScalingKeys: Bool { xcodeMajorVersion >= 9 }
    /// A plain table's white background is archived as `tableBackgroundColor` (Xcode 7 and
    /// 13; no Xcode 9 table was measured).
    var namesPlainTableBackground: Bool { xcodeMajorVersion != 9 }
    /// A view nib lists the root view before File's Owner and First Responder.
    var listsRootViewFirst: Bool { xcodeMajorVersion < 9 }
    /// A compiled storyboard holds a copy of its source, `designable.storyboard`.
    var embedsDesignableStoryboard: Bool { xcodeMajorVersion < 9 }
    /// Runtime attributes (`UINibKeyValuePairsKey`) and accessibility configurations are
    /// ordered as their objects are listed (earlier releases: an object after its contents).
    var ordersRuntimeAttributesByListing: Bool { xcodeMajorVersion >= 13 }
}
