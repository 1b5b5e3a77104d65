import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// A launch screen (`launchScreen="YES"`) as ibtool 13 compiled DuckDuckGo's: its controller
/// is a class swapper naming its own class, no safe area guide is archived, and colours keep
/// 10 significant digits.
final class CocoaTouchLaunchScreenTests: XCTestCase {
    static let scene = """
        <scene sceneID="scene">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" red="0.13333333333333333" green="0.13333333333333333" blue="0.13333333333333333" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="first" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """

    /// An entry point whose segue leads to the scene's controller, when that is not the entry
    /// point (a scene nothing reaches gets no nib).
    static let presenter = """
        <scene sceneID="presenter-scene"><objects>
            <viewController id="presenter" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="presenter-view"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view>
                <connections><segue destination="vc" kind="presentation" id="to-vc"/></connections>
            </viewController>
        </objects></scene>
        """

    func compiled(launchScreen: Bool, release: String = "13.2", entryPoint: Bool = true) throws -> (controller: GraphCursor, view: GraphCursor) {
        let text = cocoaTouchStoryboard(rootAttributes: launchScreen ? #"launchScreen="YES""# : "", initial: entryPoint ? "vc" : "presenter",
                                        Self.scene + (entryPoint ? "" : Self.presenter))
        let nibs = try compiledStoryboardNibs(text, release: release, path: "Base.lproj/LaunchScreen.storyboard")
        func topLevel(_ name: String) throws -> GraphCursor {
            try XCTUnwrap(nibs[name]?["UINibTopLevelObjectsKey"]?.elements.first { $0.className != "UIProxyObject" }, name)
        }
        return (try topLevel("UIViewController-vc.nib"), try topLevel("vc-view-root.nib"))
    }

    func test_aLaunchScreensController_isAClassSwapperOfItsOwnClass() throws {
        let launch = try compiled(launchScreen: true).controller
        XCTAssertEqual(launch.className, "UIClassSwapper")
        XCTAssertEqual(launch.string("UIClassName"), "UIViewController")
        XCTAssertEqual(launch.string("UIOriginalClassName"), "UIViewController")
        // Another storyboard's controller with a nib of its own is swapped from Xcode 11 when
        // the storyboard instantiates it itself, by identifier or as its entry point (appium's
        // older UICatalog as 11.3, 11.7 and 12.4 built it; UIKitCatalog's; DuckDuckGo's debug
        // navigation); a launch screen's always.
        XCTAssertEqual(try compiled(launchScreen: false, release: "11.3", entryPoint: false).controller.className, "UIViewController")
        XCTAssertEqual(try compiled(launchScreen: false, entryPoint: false).controller.className, "UIViewController")
        XCTAssertEqual(try compiled(launchScreen: false).controller.className, "UIClassSwapper", "the entry point")
        XCTAssertEqual(try compiled(launchScreen: false, release: "10.0").controller.className, "UIViewController")
        XCTAssertEqual(try compiled(launchScreen: true, release: "12.4", entryPoint: false).controller.className, "UIClassSwapper")
    }

    func test_aLaunchScreensView_archivesNoSafeAreaGuide_andColoursOfTenDigits() throws {
        let launch = try compiled(launchScreen: true).view
        XCTAssertNil(launch["UIViewLayoutGuides"])
        XCTAssertEqual(launch["UIBackgroundColor"]?.value("UIRed-Double"), .double(0.1333333333))
        // Another storyboard's root view laid out without constraints keeps it unarchived too
        // (a jailbreak demo's, Xcode 13.4.1), as Xcode 13.2 archives it for one with them
        // (DuckDuckGo's).
        let other = try compiled(launchScreen: false).view
        XCTAssertNil(other["UIViewLayoutGuides"])
        // Its background has 10 digits from Xcode 13 too (a chat app's buttons and DuckDuckGo's
        // empty-folder cell by 13.2.1), as written by 12.4; a launch screen's has them in 12.4.
        XCTAssertEqual(other["UIBackgroundColor"]?.value("UIRed-Double"), .double(0.1333333333))
        XCTAssertEqual(try compiled(launchScreen: false, release: "12.4").view["UIBackgroundColor"]?.value("UIRed-Double"),
                       .double(0.13333333333333333))
        XCTAssertEqual(try compiled(launchScreen: true, release: "12.4").view["UIBackgroundColor"]?.value("UIRed-Double"),
                       .double(0.1333333333))
    }

    func test_aLaunchScreensView_archivesItsSafeAreaGuide_whenAConstraintNamesIt() throws {
        // Sauce Labs' demo app, Xcode 12.5.1: a logo held 40 points inside the safe area.
        let constrained = Self.scene.replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="safe"/>"#, with: """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                    <rect key="frame" x="40" y="429" width="334" height="38"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="logo" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="40" id="lead"/>
                <constraint firstItem="logo" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="middle"/>
            </constraints>
            """)
        let nibs = try compiledStoryboardNibs(cocoaTouchStoryboard(rootAttributes: #"launchScreen="YES""#, initial: "vc", constrained),
                                              release: "12.5", path: "Base.lproj/LaunchScreen.storyboard")
        let view = try XCTUnwrap(nibs["vc-view-root.nib"]?["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
        XCTAssertEqual(view["UIViewLayoutGuides"]?.elements.map(\.className), ["UILayoutGuide"])
        XCTAssertEqual(view["UIViewLayoutGuides"]?.elements.first?.string("UILayoutGuideIdentifier"), "UIViewSafeAreaLayoutGuide")
    }
}
