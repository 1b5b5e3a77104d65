import Foundation
import NibArchive
import NibXML

/// The `UIView` keys every view archives: geometry, flags, autoresizing, priorities,
/// margins and constraints.
extension CocoaTouchNibCompiler {
    /// `UIViewContentMode` values by document name.
    static let contentModes = [
        "scaleToFill": 0, "scaleAspectFit": 1, "scaleAspectFill": 2, "redraw": 3, "center": 4, "top": 5,
        "bottom": 6, "left": 7, "right": 8, "topLeft": 9, "topRight": 10, "bottomLeft": 11, "bottomRight": 12,
    ]

    /// The `UIViewContentMode` a document names, whatever the case of its first letter:
    /// Interface Builder reads `TopLeft` as `topLeft` (DuckDuckGo's browsing menu button).
    static func contentMode(named name: String) -> Int? {
        contentModes[name] ?? contentModes[name.prefix(1).lowercased() + name.dropFirst()]
    }

    /// `UISemanticContentAttribute` values by document name.
    static let semanticContentAttributes = [
        "unspecified": 0, "playback": 1, "spatial": 2, "forceLeftToRight": 3, "forceRightToLeft": 4,
    ]

    /// The autoresizing mask a view without `<autoresizingMask>` gets: flexible right and
    /// bottom margins.
    static let defaultAutoresizingMask: Int64 = 36

    /// The frame a view is archived at before any class-specific sizing: the document's (or
    /// the one `relaidFrames` gives it), a controller's root view sized as the release sizes it.
    func archivedFrame(of element: MarkupElement) -> GeometryText.Rect {
        // A view the document gives no frame (placed by constraints alone, Xcode 8's format)
        // is archived at Interface Builder's default, 1000 × 1000 at the origin.
        var frame = documentOrRelaidFrame(of: element) ?? GeometryText.Rect(x: 0, y: 0, width: 1000, height: 1000)
        let sizedBySizeClass = isSizedBySizeClass(element)
        if sizedBySizeClass { frame = GeometryText.Rect(x: 0, y: 0, width: 600, height: 600) }
        // A screen-sized controller's root view is archived at the device's size whatever bars
        // shrank its frame (Xcode 13; Xcode 8.3's Apptentive message center, framed above
        // its navigation controller's toolbar), unless size classes size it. In Xcode 9 and 10
        // only below iOS 11: an iOS 11 variant keeps the document's frame (the same table in
        // Xcode 9.2's build, 667 points high in the runtime nib and 623 in objects-11.0+); Xcode
        // 11 and 12 size a framed one in every variant (`resizesScreenSizedRootViews`).
        let resizesRootView = resizesScreenSizedRootViews(sizedBySizeClass: sizedBySizeClass,
                                                          framed: DocumentGeometry.rect("frame", in: element) != nil)
        // Where the document's frame would be kept (Xcode 12 for iOS 11 and later) but it states
        // none (`sizesFramelessRootViewsToTheirScreen`).
        let sizesFramelessRootView = sizesFramelessRootViewsToTheirScreen && DocumentGeometry.rect("frame", in: element) == nil
        if resizesRootView || sizesFramelessRootView, isScreenSizedControllerRootView(element), let screen = screenSize(ofRootView: element) {
            frame = GeometryText.Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        }
        if isOnAnySizeCanvas(element) {
            frame = GeometryText.Rect(x: 0, y: 0, width: 600, height: 600)
        }
        if resizesRootView, let freeform = freeformSize(ofControllerRootView: element) {
            frame = GeometryText.Rect(x: 0, y: 0, width: freeform.width, height: freeform.height)
        }
        // Before Xcode 11 a xib's top-level view is archived at the origin: Cordova's main view,
        // framed at {0, 20} below a simulated status bar, at {0, 0} by Xcode 7.1.1 to 9.1 and at
        // {0, 20} by 11.4 (10 unmeasured).
        if release < .xcode11, isXibTopLevelView(element) {
            frame = GeometryText.Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        }
        return frame
    }

    /// Whether the nib being compiled archives a screen-sized controller's root view at the
    /// screen's size (`archivedFrame(of:)`): from Xcode 13 always; before, unless size classes
    /// size it, and in Xcode 9 and 10 only below iOS 11 (10 unmeasured). `framed`: the document
    /// gives the view a frame, which Xcode 11 and 12 replace with the screen's in every variant
    /// (OmiseSDK's authorizing scene, framed 724 points high below an opaque navigation bar:
    /// 812 in 11.2's and 11.3's iOS 11 and 13 nibs; a quiz's two scenes presented as sheets,
    /// drawn 842 points high on a 896-point iPhone, 896 by 12.5.1 for iOS 14.5); a frameless one
    /// they size by `sizesFramelessRootViewsToTheirScreen`.
    func resizesScreenSizedRootViews(sizedBySizeClass: Bool = false, framed: Bool = false) -> Bool {
        release.xcodeMajorVersion >= 13
            || (!sizedBySizeClass && (release < .xcode9 || availability < PlatformVersion(11, 0) || (framed && release >= .xcode11)))
    }

    mutating func viewAttributes(_ element: MarkupElement, object: Int) throws {
        let frame = archivedFrame(of: element)
        if element.name == "switch" {
            switchGeometry(frame, on: object)
        } else if element.name == "stepper", release >= .xcode11 {
            // UIKit keeps iOS 13's stepper 94 × 32 at the frame's origin (UIKitCatalog's
            // steppers, framed 94 × 28 by an Xcode 11 beta, Xcode 11.2).
            setGeometry(GeometryText.Rect(x: frame.x, y: frame.y, width: 94, height: 32), on: object)
        } else if element.name == "progressView", let height = progressViewHeight(bar: element[attribute: "progressViewStyle"] == "bar") {
            // UIKit keeps a progress view its style's height from the frame's origin.
            setGeometry(GeometryText.Rect(x: frame.x, y: frame.y, width: frame.width, height: height), on: object)
        } else {
            setGeometry(frame, on: object)
        }
        if element.name != "stackView" || release.archivesStackViewBackground,
           let background = element.firstChild(named: "color", key: "backgroundColor") {
            // A plain table's white (system or plain) background is archived as the table background colour.
            let plainTable = element.name == "tableView" && (element[attribute: "style"] ?? "plain") == "plain"
            let opaque = (background[attribute: "alpha"] ?? "1") == "1"
            let rgbWhite = release.namesPlainTableRGBWhiteBackground && opaque
                && ["red", "green", "blue"].allSatisfy { background[attribute: $0] == "1" }
            // A document saved before colour matching archives its whites as RGB whites
            // (`color(_:)`), named so only before Xcode 11 like any RGB white (SwiftGen's Wizard,
            // Xcode 7.1; not QBImagePicker's albums, an Xcode 6.3 document built by 11.2).
            let plainWhite = background[attribute: "white"] == "1" && opaque
                && (documentIsColorMatched || release.namesPlainTableRGBWhiteBackground)
            let white = Self.systemColorName(background) == "systemBackgroundColor" || plainWhite || rgbWhite
            // A text view's white is archived as its default, the system background colour.
            let textView = release.xcodeMajorVersion >= 13 && element.name == "textView"
            let renamed = plainTable && white ? "tableBackgroundColor" : (textView && white ? "systemBackgroundColor" : nil)
            archive.set("UIBackgroundColor", reference: backgroundColor(background, archivedName: renamed), on: object)
        }
        if release.writesDeepDrawRect { archive.set("UIDeepDrawRect", bool: true, on: object) }
        // Stack views draw nothing; ibtool 9 to 11 archive them opaque whatever the document says.
        let opaqueStack = element.name == "stackView" && !release.archivesStackViewBackground
        // A search bar is opaque when it is not translucent (Xcode 11.2's UIKitCatalog), and so
        // is a navigation bar placed in a view (TLPhotoPicker's, not translucent, Xcode 12.1; the
        // Covid-19 Test app's, translucent, not opaque, 11.3).
        let translucentBar = element.name == "searchBar" && release.archivesSearchBarDefaults || element.name == "navigationBar"
        let opaque = translucentBar ? element[attribute: "translucent"] == "NO" : element[attribute: "opaque"] != "NO"
        if opaque || opaqueStack { archive.set("UIOpaque", bool: true, on: object) }
        if element[attribute: "hidden"] == "YES" { archive.set("UIHidden", bool: true, on: object) }
        if element[attribute: "userInteractionEnabled"] == "NO" { archive.set("UIUserInteractionDisabled", bool: true, on: object) }
        if element[attribute: "multipleTouchEnabled"] == "YES" { archive.set("UIMultipleTouchEnabled", bool: true, on: object) }
        if element[attribute: "autoresizesSubviews"] != "NO" { archive.set("UIAutoresizeSubviews", bool: true, on: object) }
        // Xcode 7 gives a view its constraints place the default mask, whatever the document
        // wrote (appium's older UICatalog's iPad views, an Xcode 5 document, by 7.3.1; their
        // masks from 8.2.1).
        let placedByConstraints = element[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO"
        let mask = release < .xcode8 && placedByConstraints ? Self.defaultAutoresizingMask : Self.autoresizingMask(of: element)
        if mask != 0 { archive.set("UIAutoresizingMask", integer: mask, on: object) }
        if let mode = element[attribute: "contentMode"].flatMap(Self.contentMode(named:)), mode != 0 {
            archive.set("UIContentMode", integer: Int64(mode), on: object)
        }
        // iOS 3's content stretch, when not the whole view (xibdump reads it as a rectangle;
        // unmeasured: 4 of 2,501 public iOS documents, none of the corpora).
        if let stretch = DocumentGeometry.rect("contentStretch", in: element), stretch != GeometryText.Rect(x: 0, y: 0, width: 1, height: 1) {
            archive.set("UIContentStretch", .data(GeometryBlob.encode([stretch.x, stretch.y, stretch.width, stretch.height])), on: object)
        }
        if element[attribute: "clipsSubviews"] == "YES" { archive.set("UIClipsToBounds", bool: true, on: object) }
        if element[attribute: "clearsContextBeforeDrawing"] == "NO" { archive.set("UIClearsContextBeforeDrawing", bool: false, on: object) }
        if let alpha = element[attribute: "alpha"].flatMap(Double.init), alpha != 1 { archive.set("UIAlpha", .float(Float(alpha)), on: object) }
        if let tag = element[attribute: "tag"].flatMap(Int64.init), tag != 0 { archive.set("UITag", integer: tag, on: object) }
        if let restoration = element[attribute: "restorationIdentifier"] { archive.set("UIRestorationIdentifier", string: restoration, on: object) }
        // A collection view cell's content view the document holds is pinned with constraints
        // (`finishCollectionViewCell`): Xcode 13, and Xcode 11 and 12 where they pin one.
        let pinnedContentView = element.name == "collectionViewCellContentView" && (release.xcodeMajorVersion >= 13 || pinsCellContentView)
        // A view with a fixed frame ("fixedFrame") keeps translating its mask (Xcode 8.1's
        // Fusuma picker, Xcode 12.1's TLPhotoPicker cell, Xcode 13).
        let fixedFrame = element[attribute: "fixedFrame"] == "YES"
        // So does a view no constraint names, whatever the document says (Omise's payment
        // chooser, Xcode 13.2: its cells' accessory images), except a stack view's arranged
        // subview, which its stack view lays out (DuckDuckGo's home, SwiftMessages' views).
        let unconstrained = !(element[attribute: "id"].map { tables.constrainedIDs.contains($0) } ?? false)
            && (element.firstChild(named: "constraints").map { Array($0.childElements).isEmpty } ?? true)
            && element.parent?.parent?.name != "stackView"
        // Before Xcode 8 such a view is held by prototyping constraints instead
        // (`prototypingConstraints`) and translates no mask (FoodTracker's meal cell, 7.2).
        let keepsMask = (fixedFrame || unconstrained) && release >= .xcode8
        if (element[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO" && !keepsMask) || pinnedContentView {
            archive.set("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", bool: true, on: object)
        }
        // A switch, an activity indicator and a stepper (UIKitCatalog's, Xcode 11.2) hug their
        // content at 750 unless told otherwise, a progress view vertically (DuckDuckGo's web
        // container, Xcode 13.2); other views at 250.
        let defaultHugging: (Double, Double) = ["switch", "activityIndicatorView", "stepper"].contains(element.name) ? (750, 750)
            : element.name == "progressView" ? (250, 750) : (250, 250)
        // A toolbar states its hugging even at the default (Xcode 13; Apptentive's navigation
        // toolbar, Xcode 8.2 to 9.2), a slider (Xcode 13; CleverTap's, 11.7; appium's TestApp,
        // Xcode 9.0.1 to 10.1; its older UICatalog, 7.3.1), a navigation bar too
        // (Xcode 12.1's TLPhotoPicker; Xcode 10.0's build of it states {250, 750}), a picker
        // view (Xcode 8.1's Fusuma), a page control and before Xcode 14 a date picker (Xcode 11.2
        // to 13.4's UIKitCatalog; not 14.3.1's or 15's),
        // a search bar and a segmented control (UIKitCatalog's from Xcode 11.2; appium's older
        // UICatalog's as Xcode 7.3.1 to 9.3 built it).
        let statesHugging = ["toolbar", "slider"].contains(element.name)
            || (element.name == "navigationBar" && release >= .xcode9) || ["pickerView", "pageControl"].contains(element.name) || (element.name == "datePicker" && release < .xcode14)
            || ["searchBar", "segmentedControl"].contains(element.name)
            || (element.name == "button" && Self.imageButtonTypes.contains(element[attribute: "buttonType"] ?? ""))
        let statedHugging = element.name == "navigationBar" && release.statesNavigationBarVerticalHugging ? "{250, 750}" : "{250, 250}"
        // A progress view's document leaves out a vertical hugging of 250, not UIKit's 750: every
        // measured document states 750, and Quizzler's bar, stating none, archives {250, 250}
        // (Xcode 11.5).
        // So does a spinner's stating none at all: {250, 250}, as Appboy's feedback spinner by
        // Xcode 10.1 states it (Interface Builder writes 750 for one it makes).
        let documentHugging: (Double, Double)? = ["progressView", "activityIndicatorView"].contains(element.name) ? (250, 250) : nil
        if let hugging = priorityPair(element, horizontal: "horizontalHuggingPriority", vertical: "verticalHuggingPriority", defaults: defaultHugging,
                                      documentDefaults: documentHugging)
            ?? (statesHugging ? statedHugging : nil) {
            archive.set("UIViewContentHuggingPriority", string: hugging, on: object)
        }
        if let resistance = priorityPair(element, horizontal: "horizontalCompressionResistancePriority",
                                         vertical: "verticalCompressionResistancePriority", default: 750) {
            archive.set("UIViewContentCompressionResistancePriority", string: resistance, on: object)
        }
        if let margins = layoutMargins(of: element) {
            archive.set("UIViewLayoutMargins", .data(margins.blob), on: object)
            // iOS 11's directional margins: leading and trailing in the left and right slots,
            // marked as such (the pair xibdump reads back; unmeasured: no Apple nib of the
            // corpora holds one, 52 views of the public documents set them).
            if Self.directionalLayoutMargins(of: element) != nil { archive.set("UIViewLayoutMarginsAreDirectional", bool: true, on: object) }
        }
        if element[attribute: "preservesSuperviewLayoutMargins"] == "YES" {
            archive.set("UIViewPreservesSuperviewMargins", bool: true, on: object)
            // With the edges it preserves, all four (Omise's notice view, Xcode 10.1 and 11.7;
            // DuckDuckGo's, Xcode 13.2); not in Xcode 8 (SwiftMessages' tab view, 8.0 to 8.3).
            // Taken from Xcode 9, whose iOS 11 SDK reworked layout margins; 9.x is unmeasured.
            if release >= .xcode9 { archive.set("UIViewPreservesSpecificSuperviewMargins", integer: 15, on: object) }
        }
        if element[attribute: "layoutMarginsFollowReadableWidth"] == "YES" {
            // A view whose margins follow the readable content guide (CleverTap's carousel
            // cell, Xcode 11.7).
            archive.set("UIViewLayoutMarginsFollowReadableWidth", bool: true, on: object)
        }
        if element[attribute: "insetsLayoutMarginsFromSafeArea"] == "NO" {
            archive.set("UIViewInsetsLayoutMarginsFromSafeArea", integer: 0, on: object)
        }
        let semantic = element[attribute: "semanticContentAttribute"].flatMap { Self.semanticContentAttributes[$0] } ?? 0
        archive.set("UIViewSemanticContentAttribute", integer: Int64(semantic), on: object)
        if release.writesLargeContentProperties { archive.setNull("UIViewLargeContentStoredProperties", on: object) }
        if let tint = element.firstChild(named: "color", key: "tintColor") {
            // A segmented control archives its tint under a key of its own before the iOS 13
            // SDK (a Pokédex's tab control, Xcode 7.3.1; 8 to 10 unmeasured, taken as 7; 11 on
            // unmeasured, taken to use UIView's key as iOS 13's redrawn control does).
            let key = element.name == "segmentedControl" && release.archivesSegmentedControlTintUnderItsOwnKey
                ? "UISegmentedControlTintColor" : "UITintColor"
            archive.set(key, reference: color(tint), on: object)
        }
    }

    /// True for a top-level view that fills a simulated screen (not freeform) in a document
    /// with size classes: Xcode 9 and 10 compile it at the size of the any-width, any-height
    /// canvas, 600 × 600 (Mixpanel's takeover screens, Xcode 9.0 to 9.2; SimpleImageViewer's,
    /// Xcode 10.0), unless it has a safe area guide (TLPhotoPicker's picker in the same Xcode
    /// 10.0 build keeps 375 × 667). Xcode 11.4 (SwiftPasscodeLock's lock view, no safe
    /// areas), 11.7 (CleverTap's iPad and iPhone screens), 12.1 and 12.4 keep the document's size.
    /// A storyboard controller's screen-sized root view goes on the 600 × 600 canvas too when
    /// the document names a device, in a nib for iOS 9 or earlier (AWS's sign-in storyboard,
    /// for iOS 9.0, as Xcode 8.0, 9.1 and 9.3 built it; Appboy's content cards by 10.1, in the
    /// runtime nib beside its iOS 11 variant), not for iOS 10 (two calculators' keypads, 8.3.3)
    /// nor 11 (a Flutter app's navigation root, 375 × 667 in 10.1's build); SwiftGen's Wizard,
    /// naming none, keeps its 375 × 667 (Xcode 9.3 to 10.0).
    func isSizedBySizeClass(_ element: MarkupElement) -> Bool {
        let safeArea = Self.safeAreaDeclaration(of: element) != nil
        // The runtime variant for iOS 10 and earlier has no safe area (TLPhotoPicker's picker in
        // Xcode 10.0's build: 600 × 600 there, 375 × 667 in its iOS 11 variant).
        guard release < .xcode11, !safeArea || availability < PlatformVersion(11, 0), documentUsesTraitCollections else { return false }
        // A controller's view in a document naming a device, in a nib for iOS 9 or earlier.
        let deviceViewForIOS9 = documentNamesDevice && availability < PlatformVersion(10, 0)
        if isScreenSizedControllerRootView(element) {
            // A table view controller's table too, in the nib for iOS 9 (Appboy's content cards
            // by Xcode 10.1: 600 × 600 in its runtime nib, 375 × 667 in its iOS 11 variant).
            return deviceViewForIOS9 || (safeArea && availability < PlatformVersion(11, 0) && element.name == "view")
        }
        guard element.name == "view" else { return false }
        if element[attribute: "key"] == "view", let controller = element.parent, controller.name.hasSuffix("Controller"), isXibTopLevelView(controller) {
            // A xib's top-level controller's view likewise (Appboy's navigation feedback, 10.1).
            return deviceViewForIOS9
        }
        if isEmbeddedControllerRootView(element) {
            // So does an embedded controller's until Xcode 9.1 (MapboxNavigation's map and route
            // table for iOS 9.0, 9.1's build); 9.2's keeps the container's size.
            return deviceViewForIOS9 && release < .xcode9_2
        }
        // A xib's view sized for a simulated screen of its own (`simulatedScreenMetrics`, as Xcode 7
        // wrote a chosen size) keeps it: a camera app's three 4.7-inch views by 7.2.1.
        guard isXibTopLevelView(element) else { return false }
        return !isFreeform(element) && !Self.isSimulatedOnLegacyScreen(element)
    }

    /// The height UIKit gives a progress view of the default or bar style, where measured:
    /// 4 and 3 from Xcode 12 (DuckDuckGo's web container, a default one framed 2 points high,
    /// 13.2; UIKitCatalog's, framed 2 and 2.5, 12.3 to 15.3), 2 and 3 in Xcode 11 (its 11.2 build);
    /// a bar 2.5 in Xcode 8.0 to 9.2 (appium's older UICatalog's, framed 3, by 8.2.1 and 9.2;
    /// 7.3.1 and 9.3 keep the frame's 3).
    private func progressViewHeight(bar: Bool) -> Double? {
        if release >= .xcode8, release < .xcode9_3 { return bar ? 2.5 : nil }
        switch release.xcodeMajorVersion {
        case 11: return bar ? 3 : 2
        case 12...: return bar ? 3 : 4
        default: return nil
        }
    }

    /// UISwitch keeps its own size (51 × 31 from Xcode 11; iOS 26's 63 × 28 from Xcode 26,
    /// UIKitCatalog's switches in its 26.0.1 build) at the frame's origin, and every switch's
    /// frame is set again at load time through a `frame` key-value pair (a rect `NSValue`
    /// printed as `NSStringFromCGRect` prints it): each of the 49 Apple-compiled nibs holding
    /// switches that NibForge measures against, Xcode 7.3.1 to 26.0.1, has one for every switch
    /// (appium's older UICatalog's, 51 × 31 at whole points; DuckDuckGo's settings switches,
    /// 31.000000000000004 high; UIKitCatalog's at 163.5, 6.5). Before Xcode 11 the switch is
    /// archived at its frame's size.
    private mutating func switchGeometry(_ frame: GeometryText.Rect, on object: Int) {
        let size = release < .xcode11 ? (width: frame.width, height: frame.height)
            : release.writesIOS26Keys ? (width: 63.0, height: 28.0) : (width: 51.0, height: 31.0)
        archive.set("UIBounds", .data(GeometryBlob.encode([0, 0, size.width, size.height])), on: object)
        archive.set("UICenter", .data(GeometryBlob.encode([frame.x + size.width / 2, frame.y + size.height / 2])), on: object)
        func text(_ value: Double) -> String { String(format: "%.17g", value) }
        let value = archive.object("NSValue")
        archive.set("NS.special", integer: 3, on: value)
        archive.set("NS.rectval", string: "{{\(text(frame.x)), \(text(frame.y))}, {\(text(frame.width)), \(text(frame.height))}}", on: value)
        setAtLoad("frame", to: value, on: object)
    }

    /// A table cell's content view holds the labels and image view of the cell's style before
    /// its other subviews, as UIKit creates them when Interface Builder styles the cell (Omise's
    /// payment chooser, Xcode 13.2.1: a row's accessory image written between its text label and
    /// its image view is archived after both); each group keeps the document's order.
    static func contentSubviewsInCreationOrder(_ subviews: [MarkupElement], of contentView: MarkupElement) -> [MarkupElement] {
        guard contentView.name == "tableViewCellContentView", let cell = contentView.parent, cell.name == "tableViewCell" else { return subviews }
        let roles = Set(["textLabel", "detailTextLabel", "imageView"].compactMap { cell[attribute: $0] })
        guard !roles.isEmpty else { return subviews }
        let isRole = { (element: MarkupElement) in element[attribute: "id"].map(roles.contains) ?? false }
        return subviews.filter(isRole) + subviews.filter { !isRole($0) }
    }

    /// A view's place: `UIBounds` (its size at the origin) and `UICenter` (its frame's centre).
    mutating func setGeometry(_ frame: GeometryText.Rect, on view: Int) {
        // UIView's encoder leaves out a zero rectangle and a zero point (a calculator cell's
        // empty label, framed 0 × 0 at {2, 2}: no bounds, its centre; Xcode 12.5.1).
        if frame.width != 0 || frame.height != 0 {
            archive.set("UIBounds", .data(GeometryBlob.encode([0, 0, frame.width, frame.height])), on: view)
        }
        let center = [frame.x + frame.width / 2, frame.y + frame.height / 2]
        if center != [0, 0] { archive.set("UICenter", .data(GeometryBlob.encode(center)), on: view) }
    }

    /// Compiles `<subviews>` into `UISubviews`, after the view's own keys and constraints.
    mutating func subviews(of element: MarkupElement, object: Int) throws {
        let guides = layoutGuidesByView[object] ?? []
        guard let subviews = element.firstChild(named: "subviews") ?? (guides.isEmpty ? nil : element) else { return }
        var children: [Int] = []
        // A controller's layout guides follow the root view's own subviews, but are listed
        // among the nib's objects before them.
        for guide in guides { list(guide) }
        var compiledChildren: [(id: String?, object: Int)] = []
        // A view installed for some traits only is archived but not added (`CocoaTouchUninstalledViews`).
        let leftOut = subviewIDsLeftOut(of: element)
        for child in Self.contentSubviewsInCreationOrder(subviews == element ? [] : Array(subviews.childElements), of: element) {
            guard let compiled = try compileObject(child, superview: object) else { continue }
            compiledChildren.append((child[attribute: "id"], compiled))
            if !(child[attribute: "id"].map(leftOut.contains) ?? false) { children.append(compiled) }
        }
        recordSubviewVariations(of: element, view: object, children: compiledChildren)
        children += guides
        archive.set("UISubviews", reference: archive.collection("NSMutableArray", children), on: object)
        if element.name == "stackView" {
            archive.set("UIStackViewArrangedSubviews", reference: archive.collection("NSArray", children), on: object)
        }
    }

    /// `UIViewAutoresizing` bits of `<autoresizingMask>`, or the default mask.
    static func autoresizingMask(of element: MarkupElement) -> Int64 {
        guard let mask = element.children(named: "autoresizingMask").first(where: { $0[attribute: "key"] == "autoresizingMask" }) else {
            return Self.defaultAutoresizingMask
        }
        let bits: [(String, Int64)] = [
            ("flexibleMinX", 1), ("widthSizable", 2), ("flexibleMaxX", 4),
            ("flexibleMinY", 8), ("heightSizable", 16), ("flexibleMaxY", 32),
        ]
        return bits.reduce(0) { $0 | (mask[attribute: $1.0] == "YES" ? $1.1 : 0) }
    }

    /// `{horizontal, vertical}` when either priority differs from the default.
    func priorityPair(_ element: MarkupElement, horizontal: String, vertical: String, default value: Double) -> String? {
        priorityPair(element, horizontal: horizontal, vertical: vertical, defaults: (value, value))
    }

    /// As above, with a class default of its own for each axis; `documentDefaults` are what
    /// an attribute the document leaves out means, when Interface Builder's default for the
    /// class is not UIKit's.
    func priorityPair(_ element: MarkupElement, horizontal: String, vertical: String, defaults: (horizontal: Double, vertical: Double),
                      documentDefaults: (horizontal: Double, vertical: Double)? = nil) -> String? {
        let omitted = documentDefaults ?? defaults
        let horizontalValue = element[attribute: horizontal].flatMap(Double.init) ?? omitted.horizontal
        let verticalValue = element[attribute: vertical].flatMap(Double.init) ?? omitted.vertical
        guard horizontalValue != defaults.horizontal || verticalValue != defaults.vertical else { return nil }
        return "{\(GeometryText.number(horizontalValue)), \(GeometryText.number(verticalValue))}"
    }

    /// Layout margins a view archives: its `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets
    /// key="directionalLayoutMargins">`, or zero for stack views (which have none unless told).
    func layoutMargins(of element: MarkupElement) -> EdgeInsets? {
        if let insets = Self.documentLayoutMargins(of: element) {
            // Xcode 7 leaves out margins a document states at UIKit's default, 8 on every side
            // (a voice changer's snail button, 7.2; later releases unmeasured).
            if release < .xcode8, insets == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) { return nil }
            return insets
        }
        if element.name == "stackView" { return EdgeInsets() }
        // Xcode 9 and 10 archive a collection view's default margins.
        if element.name == "collectionView", release >= .xcode9, release < .xcode11 { return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        return nil
    }

    /// The layout margins a view's document sets, either form (directional ones with leading
    /// and trailing as left and right, as in a left-to-right layout); nil when it sets none.
    static func documentLayoutMargins(of element: MarkupElement) -> EdgeInsets? {
        if let insets = element.children(named: "edgeInsets").first(where: { $0[attribute: "key"] == "layoutMargins" }) {
            return EdgeInsets(insets)
        }
        return directionalLayoutMargins(of: element)
    }

    /// A view's `<directionalEdgeInsets key="directionalLayoutMargins">` as insets, leading and
    /// trailing in the left and right slots; nil when it has none.
    static func directionalLayoutMargins(of element: MarkupElement) -> EdgeInsets? {
        guard let insets = element.children(named: "directionalEdgeInsets").first(where: { $0[attribute: "key"] == "directionalLayoutMargins" })
        else { return nil }
        func value(_ name: String) -> Double { insets[attribute: name].flatMap(Double.init) ?? 0 }
        return EdgeInsets(top: value("top"), left: value("leading"), bottom: value("bottom"), right: value("trailing"))
    }

    /// The `<rect key=...>` child of `element`, or a zero rectangle; for `frame`, the frame
    /// the release lays the view out at, when it lays it out again (`relaidFrames`).
    func rect(_ key: String, in element: MarkupElement) -> GeometryText.Rect {
        (key == "frame" ? documentOrRelaidFrame(of: element) : DocumentGeometry.rect(key, in: element)) ?? GeometryText.Rect()
    }
}

/// Insets as a document writes them (`<edgeInsets top= left= bottom= right=>` or
/// `<inset minX= minY= maxX= maxY=>`).
struct EdgeInsets: Equatable {
    var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0

    init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    init(_ element: MarkupElement) {
        func value(_ names: String...) -> Double {
            names.lazy.compactMap { element[attribute: $0].flatMap(Double.init) }.first ?? 0
        }
        self.init(top: value("top", "minY"), left: value("left", "minX"), bottom: value("bottom", "maxY"), right: value("right", "maxX"))
    }

    /// The geometry blob UIKit archives insets as: top, left, bottom, right.
    var blob: [UInt8] { GeometryBlob.encode([top, left, bottom, right]) }
}
