import NibXML

/// The screens Interface Builder simulates (`<device id=... orientation=...>`), in points.
/// ibtool archives a storyboard controller's root view at the full size of
/// the document's device, whatever simulated bars made its frame smaller.
extension CocoaTouchNibCompiler {
    /// Portrait sizes by device id.
    static let screenSizes: [String: (width: Double, height: Double)] = [
        "retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667), "retina5_5": (414, 736),
        "retina5_9": (375, 812), "retina6_1": (414, 896), "retina6_5": (414, 896), "retina6_0": (390, 844),
        "retina6_7": (428, 926), "retina5_4": (375, 812), "retina6_3": (393, 852), "retina6_12": (393, 852), "retina6_9": (440, 956),
        "ipad9_7": (768, 1024), "ipad10_2": (810, 1080), "ipad10_5": (834, 1112), "ipad10_9rounded": (820, 1180),
        "ipad11": (834, 1194), "ipad12_9": (1024, 1366), "ipad12_9rounded": (1024, 1366),
    ]

    /// True when the document names the device it simulates (`<device>`, Xcode 8's format on).
    var documentNamesDevice: Bool { document.markup.root.firstChild(named: "device") != nil }

    /// True for a document of the days before Interface Builder's devices: it names no device
    /// and uses no size classes (appium's older UICatalog and TestApp), which ibtool lays out
    /// on a device of its own choosing (`documentScreenSize`, `relaidFrames`).
    var documentPredatesDevices: Bool { !documentNamesDevice && !documentUsesTraitCollections }

    /// The document's simulated screen, or nil when it names none this table knows. An iPhone
    /// document saved before Xcode 8's devices (no `<device>`, no size classes) is simulated on
    /// the release's default device (`CocoaTouchRelease.defaultDeviceScreenSize`: appium's
    /// older UICatalog, an Xcode 5 storyboard, whose controllers' root views Xcode 8.2.1 to 9.3
    /// archive at 375 × 667 and 11.3 to 12.4 at 414 × 896 where they resize them).
    var documentScreenSize: (width: Double, height: Double)? {
        let root = document.markup.root
        guard let device = root.firstChild(named: "device") else {
            return documentPredatesDevices ? Self.predevicesScreenSize(of: root, release: release) : nil
        }
        guard let size = device[attribute: "id"].flatMap({ Self.screenSizes[$0] }) else { return nil }
        return device[attribute: "orientation"] == "landscape" ? (size.height, size.width) : size
    }

    /// The screen `release` simulates a document predating devices on (its `root` names no
    /// device and uses no size classes): the release's default iPhone, or for an iPad
    /// document the iPad's, portrait whatever orientation it simulates (the same app's
    /// iPad storyboard, its split view's detail controllers framed 703 × 768 in landscape:
    /// 768 × 1024 in every build, Xcode 7.3.1 to 12.4).
    static func predevicesScreenSize(of root: MarkupElement, release: CocoaTouchRelease) -> (width: Double, height: Double)? {
        switch root[attribute: "targetRuntime"] {
        case "iOS.CocoaTouch": return release.defaultDeviceScreenSize
        case "iOS.CocoaTouch.iPad": return (768, 1024)
        default: return nil
        }
    }

    /// The screen a screen-sized controller root view is archived at: the document's, turned
    /// to landscape for a controller of a document predating devices that simulates itself in
    /// landscape (Mixpanel's landscape takeover, an Xcode 7 iPhone storyboard whose controller
    /// states `landscapeRight`: 667 × 375 in Xcode 8.0's build). Views that state the
    /// orientation do not turn their controller's screen (appium's older UICatalog's iPad
    /// details stay 768 × 1024).
    func screenSize(ofRootView element: MarkupElement) -> (width: Double, height: Double)? {
        guard let screen = documentScreenSize else { return nil }
        guard documentPredatesDevices, let controller = controller(ofRootView: element) else { return screen }
        return Self.oriented(screen, for: controller)
    }

    /// `screen` turned to landscape when `controller` states a landscape simulated orientation.
    static func oriented(_ screen: (width: Double, height: Double), for controller: MarkupElement) -> (width: Double, height: Double) {
        let orientation = controller.firstChild(named: "simulatedOrientationMetrics", key: "simulatedOrientationMetrics")?[attribute: "orientation"]
        return orientation?.hasPrefix("landscape") == true ? (max(screen.width, screen.height), min(screen.width, screen.height)) : screen
    }

    /// True for the root view of a storyboard scene's controller (its `key="view"` child)
    /// when the controller is simulated at the screen's size (no `freeformSize`) and not
    /// embedded in a container view (DuckDuckGo's bookmark folders keep the container's size).
    func isScreenSizedControllerRootView(_ element: MarkupElement) -> Bool {
        Self.isScreenSizedControllerRootView(element, embeddedControllerIDs: tables.embeddedControllerIDs)
    }

    /// `isScreenSizedControllerRootView(_:)` given the document's embedded controllers (for
    /// document-wide tables computed before a compiler exists).
    static func isScreenSizedControllerRootView(_ element: MarkupElement, embeddedControllerIDs: Set<String>) -> Bool {
        guard let controller = controller(ofRootView: element),
              !(controller[attribute: "id"].map(embeddedControllerIDs.contains) ?? false) else { return false }
        return !controller.children(named: "size").contains { $0[attribute: "key"] == "freeformSize" }
    }

    /// The storyboard scene controller whose root view (`key="view"` child) `element` is, or nil.
    func controller(ofRootView element: MarkupElement) -> MarkupElement? {
        Self.controller(ofRootView: element)
    }

    /// True for a xib's top-level view (a child of the document's `<objects>`), the xib's
    /// counterpart of a controller's root view.
    func isXibTopLevelView(_ element: MarkupElement) -> Bool {
        element.parent?.name == "objects" && element.parent?.parent?.name == "document"
    }

    /// The storyboard scene controller whose root view (`key="view"` child) `element` is, or nil.
    static func controller(ofRootView element: MarkupElement) -> MarkupElement? {
        guard element[attribute: "key"] == "view", let parent = element.parent,
              parent[attribute: "sceneMemberID"] == "viewController" else { return nil }
        return parent
    }

    /// True for a storyboard controller's root view in a document that uses size classes but
    /// names no device (saved before Xcode 9 chose one), compiled from Xcode 9 for a deployment
    /// target below the SDK's iOS: ibtool archives it on the 600 × 600 canvas of "any" size
    /// classes, with UIKit's safe area guide unarchived, as a freeform view's. For a target at
    /// or above the SDK's it keeps its frame. Xcode 9's launch screen template (framed 375 × 667)
    /// is 600 × 600 by 12.3 for iOS 13.0, 13.4.1 for 14.1, 14.2 for 13.0 and 15.2 for 13.0, and
    /// keeps its frame by 12.4 for 14.4, 12.5.1 for 14.5, 13.3 for 15.4, 11.5 for 13.0, 10.0 for
    /// 12.0 and 9.3 for 11.3; a chat app's (an Xcode 8 document) is 600 × 600 by 10.0 for 10.3
    /// and 10.1 for 10.0; DuckDuckGo's share extension by 13.2 for 13.0 too; SwiftGen's wizard
    /// keeps its frame (9.3 to 11.4, compiled for the SDK's iOS). Xcode 8 alike: a calculator's
    /// launch screen keeps it by 8.3.3 for 10.3, another's is 600 × 600 by 8.3.3 for 9.0.
    func isOnAnySizeCanvas(_ element: MarkupElement) -> Bool {
        guard release >= .xcode8, availability < release.sdkVersion else { return false }
        return isDevicelessSizeClassRootView(element) || release >= .xcode11 && isDevicelessSizeClassXibView(element)
    }

    /// True for a xib's top-level view, neither freeform nor a cell, in a document that uses
    /// size classes but names no device: from Xcode 11 it goes on the "any" canvas as a
    /// storyboard's root view does (FoodTracker's meal table, a table view framed 375 × 667 in
    /// a document of Xcode 9, 600 × 600 by 12.0 for iOS 13.7; SDCAlertView's text field cell
    /// keeps its 250 × 25 by 11.0 to 11.4); before, `isSizedBySizeClass` places it.
    func isDevicelessSizeClassXibView(_ element: MarkupElement) -> Bool {
        !documentNamesDevice && documentUsesTraitCollections && isXibTopLevelView(element)
            && !["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"].contains(element.name)
            && !isFreeform(element)
    }

    /// True for a view Interface Builder draws at a freeform size of its own
    /// (`<freeformSimulatedSizeMetrics>`), not at its screen's.
    func isFreeform(_ element: MarkupElement) -> Bool {
        element.childElements.contains { $0.name == "freeformSimulatedSizeMetrics" }
    }

    /// Whether the nib gives a screen-sized root view without a frame in the document the size
    /// of its screen: from Xcode 13 always; Xcode 12 only below iOS 14 (Flutter's launch screen,
    /// whose root view has no frame, is 414 × 896 in a build by 12.5.1 for iOS 12 and keeps
    /// Interface Builder's 1000 × 1000 in one by 12.4 for iOS 14.4).
    var sizesFramelessRootViewsToTheirScreen: Bool {
        release.xcodeMajorVersion >= 13 || (release >= .xcode12 && availability < PlatformVersion(14, 0))
    }

    /// True for a storyboard controller's screen-sized root view in a document that uses size
    /// classes but names no device (`isOnAnySizeCanvas`).
    func isDevicelessSizeClassRootView(_ element: MarkupElement) -> Bool {
        !documentNamesDevice && documentUsesTraitCollections && isScreenSizedControllerRootView(element)
    }

    /// True for the root view of a controller embedded in a container view (an `embed`
    /// segue's destination): it keeps the container's size, and UIKit's safe area guide
    /// unarchived (DuckDuckGo's suggestion tray, Xcode 13.2).
    func isEmbeddedControllerRootView(_ element: MarkupElement) -> Bool {
        guard let id = controller(ofRootView: element)?[attribute: "id"] else { return false }
        return tables.embeddedControllerIDs.contains(id)
    }

    /// The freeform size of the controller whose root view `element` is, if it has one: ibtool
    /// archives the root view at that size, whatever simulated bars made its frame smaller
    /// (DuckDuckGo's tracker network lists, 414 × 736 framed 682 high, Xcode 13.2; Apptentive's
    /// message center, 375 × 667 framed 623 high, Xcode 9.2).
    func freeformSize(ofControllerRootView element: MarkupElement) -> (width: Double, height: Double)? {
        guard let size = controller(ofRootView: element)?.children(named: "size").first(where: { $0[attribute: "key"] == "freeformSize" }),
              let width = size[attribute: "width"].flatMap(Double.init), let height = size[attribute: "height"].flatMap(Double.init) else { return nil }
        return (width, height)
    }
}
