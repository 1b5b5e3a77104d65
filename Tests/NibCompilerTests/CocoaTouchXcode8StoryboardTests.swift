import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// What Xcode 8.2-8.3.2's Carthage builds of Apptentive's storyboard (OneBusAway's app)
/// showed of ibtool 8: connections ordered by kind with the generated outlets among the
/// document's by name, a view nib's controller placeholder first, outlet collections folded
/// into one mutable array, gesture recognizers of seven touch types, navigation scenes that
/// list their root's objects and storyboard proxy first with the bar at its document frame,
/// and controller keys (presentation, bottom bar) that no later corpus document sets.
final class CocoaTouchXcode8StoryboardTests: XCTestCase {
    /// Apptentive's banner and upgrade message in miniature: a banner controller whose view's
    /// subview collects a tap and an up swipe of its scene (both sending actions to the
    /// controller), and a navigation controller with a hidden, tinted bar of its own class
    /// whose root has a tap recognizer in its scene.
    static let storyboard = cocoaTouchStoryboard(device: "retina4_7", initial: "banner", """
        <scene sceneID="banner-scene">
            <objects>
                <viewController storyboardIdentifier="Banner" hidesBottomBarWhenPushed="YES" modalPresentationStyle="formSheet" id="banner" customClass="BannerViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="banner-root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="68"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="card">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="68"/>
                                <subviews>
                                    <webView contentMode="scaleToFill" id="web"><rect key="frame" x="8" y="8" width="100" height="52"/></webView>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="about">
                                        <rect key="frame" x="120" y="8" width="192" height="52"/>
                                        <string key="text">A service for talking
        with the makers of this app.</string>
                                    </label>
                                </subviews>
                                <connections><outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="collect-tap"/><outletCollection property="gestureRecognizers" destination="swipe" appends="YES" id="collect-swipe"/></connections>
                            </view>
                        </subviews>
                    </view>
                    <connections><outlet property="webView" destination="web" id="web-outlet"/><outlet property="bannerView" destination="card" id="card-outlet"/><outlet property="view" destination="banner-root" id="view-outlet"/></connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="banner-first" sceneMemberID="firstResponder"/>
                <swipeGestureRecognizer direction="up" id="swipe">
                    <connections><action selector="hide:" destination="banner" id="hide-action"/></connections>
                </swipeGestureRecognizer>
                <tapGestureRecognizer id="tap">
                    <connections><action selector="tap:" destination="banner" id="tap-action"/></connections>
                </tapGestureRecognizer>
            </objects>
        </scene>
        <scene sceneID="navigation-scene">
            <objects>
                <navigationController storyboardIdentifier="UpgradeNavigation" navigationBarHidden="YES" toolbarHidden="NO" id="navigation" customClass="UpgradeNavigationController" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar" customClass="ProgressNavigationBar">
                        <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <color key="barTintColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </navigationBar>
                    <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="toolbar">
                        <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </toolbar>
                    <connections><segue destination="upgrade" kind="relationship" relationship="rootViewController" id="root-segue"/></connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="navigation-first" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <scene sceneID="upgrade-scene">
            <objects>
                <viewController storyboardIdentifier="Upgrade" id="upgrade" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="upgrade-root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <connections>
                            <outletCollection property="gestureRecognizers" destination="about-tap" appends="YES" id="collect-about"/>
                        </connections>
                    </view>
                    <navigationItem key="navigationItem" id="upgrade-item"/>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="upgrade-first" sceneMemberID="firstResponder"/>
                <tapGestureRecognizer id="about-tap">
                    <connections><action selector="showAbout:" destination="upgrade" id="about-action"/></connections>
                </tapGestureRecognizer>
                <customObject id="helper" customClass="UpgradeHelper"/>
            </objects>
        </scene>
        """)

    func nibs(release: String = "8.3") throws -> [String: GraphCursor] {
        try compiledStoryboardNibs(Self.storyboard, release: release)
    }

    /// Each connection of a nib as "label" with its class's short name.
    func connections(_ nib: GraphCursor?) throws -> [String] {
        try XCTUnwrap(nib?["UINibConnectionsKey"]).elements.map { connection in
            let kind = connection.className == "UIRuntimeEventConnection" ? "action" : connection.className == "UIRuntimeOutletConnection" ? "outlet" : "collection"
            return "\(kind) \(connection.string("UILabel") ?? "")"
        }
    }

    func test_sceneNib_actionsFirst_thenOutletsByName_theGeneratedOnesAmongThem() throws {
        // Apptentive's banner (Xcode 8.3): the recognizers' actions, then `sceneViewController`
        // and `storyboard` by name; from Xcode 11 on the generated outlets lead.
        XCTAssertEqual(try connections(try nibs()["Banner.nib"]), ["action hide:", "action tap:", "outlet sceneViewController", "outlet storyboard"])
        XCTAssertEqual(try connections(try nibs(release: "13.2")["Banner.nib"]).first, "outlet storyboard")
    }

    func test_viewNib_foldsACollectionIntoOneMutableArray_andNamesViewAmongTheOutlets() throws {
        // Apptentive's upgrade message: `view` before `webView`, after `bannerView`, the
        // controller's own `view` outlet before the generated one; the card's two recognizers
        // one collection connection holding a mutable array.
        let view = try XCTUnwrap(try nibs().first { $0.key.hasPrefix("banner-view") }?.value)
        XCTAssertEqual(try connections(view), ["collection gestureRecognizers", "outlet bannerView", "outlet view", "outlet view", "outlet webView"])
        let viewSources = try XCTUnwrap(view["UINibConnectionsKey"]).elements.filter { $0.string("UILabel") == "view" }
            .map { $0["UISource"]?.string("UIProxiedObjectIdentifier") ?? "" }
        XCTAssertEqual(viewSources.map { $0.hasPrefix("UpstreamPlaceholder-") ? "controller" : $0 }, ["controller", "IBFilesOwner"])
        // Xcode 9 and 10 put the generated one first (the same screen, Xcode 9.2).
        let nine = try XCTUnwrap(try nibs(release: "9.2").first { $0.key.hasPrefix("banner-view") }?.value)
        let nineSources = try XCTUnwrap(nine["UINibConnectionsKey"]).elements.filter { $0.string("UILabel") == "view" }
            .map { $0["UISource"]?.string("UIProxiedObjectIdentifier") ?? "" }
        XCTAssertEqual(nineSources.map { $0.hasPrefix("UpstreamPlaceholder-") ? "controller" : $0 }, ["IBFilesOwner", "controller"])
        let collection = try XCTUnwrap(view["UINibConnectionsKey"]?.elements.first?["UIDestination"])
        XCTAssertEqual(collection.className, "NSMutableArray")
        XCTAssertEqual(collection.elements.count, 2)
        XCTAssertEqual(try XCTUnwrap(view["UINibConnectionsKey"]?.elements.first).string("runtimeCollectionClassName"), "NSArray")
    }

    func test_viewNib_listsTheControllersPlaceholderFirst() throws {
        // Apptentive's banner: the controller's placeholder, then the tap and the swipe the
        // card's collection reaches (before Xcode 11 the controller came last: wrong).
        let all = try nibs()
        let view = try XCTUnwrap(all.first { $0.key.hasPrefix("banner-view") }?.value)
        let placeholders = try XCTUnwrap(view["UINibTopLevelObjectsKey"]).elements.compactMap { $0.string("UIProxiedObjectIdentifier") }
            .filter { $0.hasPrefix("UpstreamPlaceholder-") }
        XCTAssertEqual(placeholders.count, 3)
        let controller = try XCTUnwrap(all["Banner.nib"]?["UINibTopLevelObjectsKey"]?.elements.first { $0["UIExternalObjectsTableForViewLoading"] != nil })
        let table = try XCTUnwrap(controller["UIExternalObjectsTableForViewLoading"]).elements
        var objects: [String: String] = [:]
        for index in stride(from: 0, to: table.count - 1, by: 2) { objects[table[index].text ?? ""] = table[index + 1].className }
        XCTAssertEqual(placeholders.map { objects[$0] }, ["UIClassSwapper", "UITapGestureRecognizer", "UISwipeGestureRecognizer"])
    }

    func test_gestureRecognizers_allowSevenTouchTypesBeforeXcode11_4_andSwipesKeepTheirDirection() throws {
        func recognizers(_ release: String) throws -> [GraphCursor] {
            try XCTUnwrap(try nibs(release: release)["Banner.nib"]?["UINibObjectsKey"]).elements.filter { ($0.className ?? "").hasSuffix("GestureRecognizer") }
        }
        let old = try recognizers("8.3")
        XCTAssertEqual(old.count, 2)
        for recognizer in old {
            XCTAssertEqual(recognizer.value("UIGestureRecognizer.allowedTouchTypes"), .integer(7, byteCount: 1), "direct, indirect, pencil")
            XCTAssertEqual(recognizer.value("UIGestureRecognizer.requiresExclusiveTouchType"), .bool(true))
        }
        XCTAssertEqual(old.first { $0.className == "UISwipeGestureRecognizer" }?.value("UISwipeGestureRecognizer.direction"), .integer(4, byteCount: 1), "up")
        XCTAssertNotNil(old.first { $0.className == "UITapGestureRecognizer" }?["UITapGestureRecognizer._imp"])
        // The iOS 13.4 SDK added indirect pointers (DuckDuckGo's recognizers, Xcode 13.2).
        XCTAssertEqual(try recognizers("13.2").first?.value("UIGestureRecognizer.allowedTouchTypes"), .integer(15, byteCount: 1))
    }

    func test_navigationScene_listsItsRootsObjectsAndStoryboardFirst_withItsBarAtTheDocumentsFrame() throws {
        let scene = try XCTUnwrap(try nibs()["UpgradeNavigation.nib"])
        let topLevel = try XCTUnwrap(scene["UINibTopLevelObjectsKey"]).elements.map { $0.string("UIProxiedObjectIdentifier") ?? $0.className }
        XCTAssertEqual(topLevel, ["UITapGestureRecognizer", "UIClassSwapper", "UIStoryboardPlaceholder", "UIClassSwapper", "IBFilesOwner", "IBFirstResponder", "UIStoryboardPlaceholder"])
        XCTAssertEqual(try XCTUnwrap(scene["UINibObjectsKey"]).elements.first?.className, "UITapGestureRecognizer")
        let navigation = try XCTUnwrap(scene["UINibTopLevelObjectsKey"]?.elements.first { $0.string("UIOriginalClassName") == "UINavigationController" })
        XCTAssertEqual(navigation.value("UINavigationBarHidden"), .bool(true))
        let bar = try XCTUnwrap(navigation["UINavigationBar"])
        XCTAssertEqual(bar.className, "UIClassSwapper")
        XCTAssertEqual(bar.string("UIClassName"), "ProgressNavigationBar")
        XCTAssertEqual(geometryBlobValues(bar.value("UIBounds")), [0, 0, 320, 44])
        XCTAssertEqual(geometryBlobValues(bar.value("UICenter")), [160, 42])
        XCTAssertNotNil(bar["UIBarTintColor"])
        // From Xcode 9 on: no width; in 9.3 to 9.4 and in 11 the bar is 44 points in a
        // document naming a device, as this one does (a to-do list's, 9.4; UIKitCatalog's main
        // storyboard, 11.2), 50 in one naming none (QBImagePicker's by 11.2); Xcode 10 gives 50
        // even then (a movie app's, 10.1, a device named and safe areas used; chat apps' by
        // 10.0 and 10.1); in Xcode 13 UIKit's 50 (DuckDuckGo's).
        func navigationBar(_ release: String, in text: String = Self.storyboard) throws -> [Double]? {
            let bar = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["UpgradeNavigation.nib"]?["UINibTopLevelObjectsKey"]?
                .elements.first { $0.string("UIOriginalClassName") == "UINavigationController" }?["UINavigationBar"])
            return geometryBlobValues(bar.value("UIBounds"))
        }
        let withoutSafeAreas = Self.storyboard.replacingOccurrences(of: #"useSafeAreas="YES""#, with: "")
        let withNeither = withoutSafeAreas.replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: "")
        XCTAssertNotEqual(withoutSafeAreas, Self.storyboard)
        XCTAssertNotEqual(withNeither, withoutSafeAreas)
        XCTAssertEqual(try navigationBar("9.4"), [0, 0, 0, 44])
        XCTAssertEqual(try navigationBar("9.4", in: withNeither), [0, 0, 0, 50])
        XCTAssertEqual(try navigationBar("10.1"), [0, 0, 0, 50])
        XCTAssertEqual(try navigationBar("10.1", in: withoutSafeAreas), [0, 0, 0, 50])
        XCTAssertEqual(try navigationBar("11.2"), [0, 0, 0, 44])
        XCTAssertEqual(try navigationBar("11.2", in: withoutSafeAreas), [0, 0, 0, 44])
        XCTAssertEqual(try navigationBar("11.2", in: withNeither), [0, 0, 0, 50])
        XCTAssertEqual(try navigationBar("13.2"), [0, 0, 0, 50])
    }

    func test_navigationControllersToolbar_atTheDocumentsPlace_sizedByRelease_huggingStated() throws {
        func toolbar(_ release: String) throws -> GraphCursor {
            let scene = try XCTUnwrap(try nibs(release: release)["UpgradeNavigation.nib"])
            let navigation = try XCTUnwrap(scene["UINibTopLevelObjectsKey"]?.elements.first { $0.string("UIOriginalClassName") == "UINavigationController" })
            XCTAssertEqual(navigation.value("UIToolbarShown"), .bool(true))
            return try XCTUnwrap(navigation["UIToolbar"])
        }
        // Xcode 8: UIKit's 320-point width at the document's place and height (Apptentive's
        // message center, 8.2 to 8.3.2, whose document says 375).
        let eight = try toolbar("8.3")
        XCTAssertEqual(geometryBlobValues(eight.value("UIBounds")), [0, 0, 320, 44])
        XCTAssertEqual(geometryBlobValues(eight.value("UICenter")), [160, 645])
        XCTAssertEqual(eight.value("UIAutoresizingMask"), .integer(10, byteCount: 1))
        XCTAssertEqual(eight.string("UIViewContentHuggingPriority"), "{250, 250}")
        XCTAssertEqual(eight.value("UIBarPosition"), .integer(1, byteCount: 1))
        XCTAssertEqual(eight["UIItems"]?.elements.count, 0)
        // Xcode 9 and 10: no width, as the navigation bar (the same, 9.2); Xcode 13: the
        // document's width, 50 points high (DuckDuckGo's bookmarks, 13.2).
        XCTAssertEqual(geometryBlobValues(try toolbar("9.2").value("UIBounds")), [0, 0, 0, 44])
        XCTAssertEqual(geometryBlobValues(try toolbar("9.2").value("UICenter")), [0, 645])
        XCTAssertEqual(geometryBlobValues(try toolbar("13.2").value("UIBounds")), [0, 0, 375, 50])
    }

    func test_plainNavigationController_notSwapped_popoverSizeUnderBothKeys() throws {
        // SwiftyPickerPopover's pickers (Xcode 8.3): a navigation controller of no class of
        // its own archived as itself, asking for 300 × 300 in a popover under iOS 6's key too.
        let storyboard = cocoaTouchStoryboard(device: "retina4_7", initial: "picker-navigation", """
            <scene sceneID="picker-navigation-scene"><objects>
                <navigationController id="picker-navigation" sceneMemberID="viewController">
                    <value key="contentSizeForViewInPopover" type="size" width="300" height="300"/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="picker-bar"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/><autoresizingMask key="autoresizingMask"/></navigationBar>
                    <connections><segue destination="picker" kind="relationship" relationship="rootViewController" id="picker-root"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="picker-scene"><objects>
                <viewController id="picker" customClass="PickerViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="picker-root-view"><rect key="frame" x="0.0" y="0.0" width="300" height="300"/></view>
                    <navigationItem key="navigationItem" id="picker-item"/>
                </viewController>
            </objects></scene>
            """)
        func navigation(_ release: String) throws -> GraphCursor {
            let scene = try XCTUnwrap(try compiledStoryboardNibs(storyboard, release: release).first { $0.key.hasPrefix("UINavigationController-") }?.value)
            return try XCTUnwrap(scene["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UINavigationController" || $0.string("UIOriginalClassName") == "UINavigationController" })
        }
        let eight = try navigation("8.3")
        XCTAssertEqual(eight.className, "UINavigationController")
        XCTAssertEqual(geometryBlobValues(eight.value("UIContentSizeForViewInPopover")), [300, 300])
        XCTAssertEqual(geometryBlobValues(eight.value("UIPreferredContentSize")), [300, 300])
        // Xcode 13: swapped in under its own name, the new key alone (DuckDuckGo's debug
        // navigation and privacy dashboard, 13.2).
        let thirteen = try navigation("13.2")
        XCTAssertEqual(thirteen.className, "UIClassSwapper")
        XCTAssertNil(thirteen.value("UIContentSizeForViewInPopover"))
    }

    func test_webViewsDetectPhoneNumbers_andLabelsTakeATextOfSeveralLines() throws {
        // Apptentive's upgrade message (a UIWebView) and about screen (a label's text child).
        let view = try XCTUnwrap(try nibs().first { $0.key.hasPrefix("banner-view") }?.value)
        let objects = try XCTUnwrap(view["UINibObjectsKey"]).elements
        let web = try XCTUnwrap(objects.first { $0.className == "UIWebView" })
        XCTAssertEqual(web.value("UIDataDetectorTypes"), .integer(1, byteCount: 1))
        XCTAssertEqual(web.value("UIDelegate"), .null, "a nil delegate, archived")
        let label = try XCTUnwrap(objects.first { $0.className == "UILabel" })
        XCTAssertEqual(label.string("UIText"), "A service for talking\nwith the makers of this app.")
    }

    func test_controllerKeys_presentationStyle_bottomBar_andCustomObjects() throws {
        let all = try nibs()
        let banner = try XCTUnwrap(all["Banner.nib"]?["UINibTopLevelObjectsKey"]?.elements.first { $0.string("UIClassName") == "BannerViewController" })
        XCTAssertEqual(banner.value("UIModalPresentationStyle"), .integer(2, byteCount: 1), "form sheet")
        XCTAssertEqual(banner.value("UIHidesBottomBarWhenPushed"), .bool(true))
        // A custom object is a UICustomObject swapped for its class (Apptentive's message center).
        let helper = try XCTUnwrap(all["UpgradeNavigation.nib"]?["UINibObjectsKey"]?.elements.first { $0.string("UIClassName") == "UpgradeHelper" })
        XCTAssertEqual(helper.string("UIOriginalClassName"), "UICustomObject")
    }
}
