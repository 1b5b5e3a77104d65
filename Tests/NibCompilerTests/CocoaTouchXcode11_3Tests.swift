import NibArchive
import NibCompiler
import XCTest

/// What ibtool 11.3 writes, learned from the Covid-19 Test app's simulator build (its six
/// storyboards beside the documents; `APPS.tsv`), in miniature: large-title navigation bars,
/// greys handed over with 10 digits, a system tint background wrapped, a navigation bar placed
/// in a view, a storyboard reference's own scene nib and a tab's two items.
final class CocoaTouchXcode11_3Tests: XCTestCase {
    typealias Scenes = CocoaTouchSceneControllerTests

    func test_aLargeTitleNavigationBar_is44PointsHigh_andPrefersLargeTitles() throws {
        // The app's navigation controllers: bars drawn 96 high with large titles, archived 44
        // high (on a named device), stating the preference and UIKit's compression resistance.
        let bar = Scenes.bar("navigationBar", id: "nav-bar", height: 96, attributes: #"largeTitles="YES""#)
        let text = cocoaTouchStoryboard(initial: "nav", Scenes.containerScene("navigationController", "nav", children: bar,
                                                                             relationships: [("rootViewController", "home")]) + Scenes.scene("home"))
        let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: "11.3")["UINavigationController-nav.nib"])
        let navigation = try XCTUnwrap(nib["UINibTopLevelObjectsKey"]?.elements.first { $0["UINavigationBar"] != nil })
        let navigationBar = try XCTUnwrap(navigation["UINavigationBar"])
        XCTAssertEqual(geometryBlobValues(navigationBar.value("UIBounds")), [0, 0, 0, 44])
        XCTAssertEqual(navigationBar.value("UIBarPrefersLargeTitles"), .bool(true))
        XCTAssertEqual(navigationBar.string("UIViewContentCompressionResistancePriority"), "{750, 750}")
    }

    func test_aGreyTextColour_hasTenDigits_aSystemTintBackgroundIsWrapped_andABarInAViewIsTranslucent() throws {
        // A label's grey written with 17 digits (0.33333333333333331) is archived 0.3333333333;
        // a view's system green background, its components written beside its name, comes
        // wrapped in a dynamic modified colour with UIKit's own value (52/255...); a navigation
        // bar placed in a view and translucent is not opaque.
        let subviews = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Or" id="label">
                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <color key="textColor" white="0.33333333333333331" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </label>
            <view contentMode="scaleToFill" id="footer">
                <rect key="frame" x="0.0" y="20" width="100" height="20"/>
                <color key="backgroundColor" systemColor="systemGreenColor" red="0.20392156859999999" green="0.78039215689999997" blue="0.34901960780000002" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="40" width="100" height="44"/>
                <items><navigationItem title="Personal Details" id="bar-item"/></items>
            </navigationBar>
            """
        let text = cocoaTouchViewDocument(toolsVersion: "15705", size: (width: 100, height: 100), subviews: subviews)
        func compiledViews(_ release: String) throws -> [GraphCursor] {
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
            return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements
        }
        let views = try compiledViews("11.3")
        // A xib keeps the grey's digits (CarSwaddleUI's tweak cell, 11.3), a storyboard does not
        // (`test_aStoryboardsGenericGreys_haveTenDigits_theirAlphaToo_fromXcode11`).
        XCTAssertEqual(views[0]["UITextColor"]?.value("UIWhite-Double"), .double(0.33333333333333331))
        let background = try XCTUnwrap(views[1]["UIBackgroundColor"])
        XCTAssertEqual(background["UIDynamicModifiedBaseColor"]?.string("UISystemColorName"), "systemGreenColor")
        XCTAssertEqual(background.value("UIRed-Double"), .double(52.0 / 255))
        XCTAssertNil(views[2].value("UIOpaque"), "a translucent bar")
        // 11.2 wraps them too (a xylophone's keys, timnuwarinda/Xylophone-iOS13).
        let before = try compiledViews("11.2")
        XCTAssertEqual(before[1]["UIBackgroundColor"]?["UIDynamicModifiedBaseColor"]?.string("UISystemColorName"), "systemGreenColor")
        // The system grey is wrapped too (a calculator's key background, Xcode 12.3).
        let grey = cocoaTouchViewDocument(toolsVersion: "17701", size: (width: 100, height: 100), subviews: #"""
            <view contentMode="scaleToFill" id="key"><rect key="frame" x="0.0" y="0.0" width="50" height="50"/><color key="backgroundColor" systemColor="systemGrayColor"/></view>
            """#)
        let key = GraphCursor(try compiledCocoaTouchGraph(grey, release: "12.3"))["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first
        XCTAssertEqual(key?["UIBackgroundColor"]?["UIDynamicModifiedBaseColor"]?.string("UISystemColorName"), "systemGrayColor")
    }

    func test_aStoryboardsGenericGreys_haveTenDigits_theirAlphaToo_fromXcode11() throws {
        // The Covid-19 Test app's grey label (11.3) and CarSwaddleUI's alert dimming, a grey
        // background at 0.24 alpha (11.0 to 11.3: 0.6666666667 at 0.2438380282).
        let text = cocoaTouchStoryboard(device: "retina4_7", initial: "vc", """
            <scene sceneID="vc-scene"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <color key="backgroundColor" white="0.66666666666666663" alpha="0.24383802816901409" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
            </viewController></objects></scene>
            """)
        for release in ["11.0", "11.3"] {
            let nibs = try compiledStoryboardNibs(text, release: release, deploymentTarget: "13.0")
            let root = try XCTUnwrap(nibs["vc-view-root.nib"]?["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }, release)
            XCTAssertEqual(root["UIBackgroundColor"]?.value("UIWhite-Double"), .double(0.6666666667), release)
            XCTAssertEqual(root["UIBackgroundColor"]?.value("UIAlpha-Double"), .double(0.2438380282), release)
        }
    }

    func test_aReferencesSceneNib_listsThePlaceholderFirst_beforeXcode13() throws {
        // The app's references that presentation segues lead to: the placeholder first, then
        // File's Owner, First Responder and the storyboard (DuckDuckGo's, Xcode 13.2: last).
        let reference = """
            <scene sceneID="ref-scene"><objects>
                <viewControllerPlaceholder storyboardName="Main" id="ref" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="ref-first" sceneMemberID="firstResponder"/>
            </objects></scene>
            """
        let home = Scenes.scene("home", viewChildren: """
            <subviews><button opaque="NO" contentMode="scaleToFill" id="go"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <connections><segue destination="ref" kind="presentation" identifier="logout" id="to-ref"/></connections>
            </button></subviews>
            """)
        let text = cocoaTouchStoryboard(initial: "home", home + reference)
        func listed(_ release: String) throws -> [String] {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["UIViewController-ref.nib"])
            return try XCTUnwrap(nib["UINibTopLevelObjectsKey"]).elements.map { $0.string("UIProxiedObjectIdentifier") ?? $0.className ?? "" }
        }
        XCTAssertEqual(try listed("11.3"), ["UIStoryboardViewControllerPlaceholder", "IBFilesOwner", "IBFirstResponder", "UIStoryboardPlaceholder"])
        XCTAssertEqual(try listed("13.2"), ["IBFilesOwner", "IBFirstResponder", "UIStoryboardPlaceholder", "UIStoryboardViewControllerPlaceholder"])
    }

    func test_aControllersNavigationItem_isListedBeforeItsTabBarItem() throws {
        // The app's home tab: a navigation controller's root with a tab bar item and a
        // navigation item, written in that order; the nib lists the navigation item first.
        let bar = Scenes.bar("navigationBar", id: "nav-bar", height: 44)
        let items = #"<tabBarItem key="tabBarItem" title="Home" id="home-tab"/><navigationItem key="navigationItem" title="Home" id="home-item"/>"#
        let text = cocoaTouchStoryboard(initial: "nav", Scenes.containerScene("navigationController", "nav", children: bar, relationships: [("rootViewController", "home")])
            + Scenes.scene("home", children: items))
        let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: "11.3")["UINavigationController-nav.nib"])
        let classes = try XCTUnwrap(nib["UINibObjectsKey"]).elements.compactMap(\.className)
        XCTAssertEqual(classes.filter { $0 == "UINavigationItem" || $0 == "UITabBarItem" }, ["UINavigationItem", "UITabBarItem"])
    }
}
