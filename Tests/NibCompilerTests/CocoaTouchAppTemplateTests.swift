import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// The documents of Flutter's, Capacitor's, React Native's and Cordova's app templates (and the scenes
/// apps added to them) as Xcode 7.1.1 to 26.5 built them: app builds their repositories
/// committed (`APPS.tsv`, the rows after appium's). What they showed: which nibs state the
/// encoding version from Xcode 15 (`EncodingVersionMark`), that Xcode 16 writes Xcode 15's
/// encoding, an unreachable scene left out, Xcode 14.0's default device, Xcode 10.1's
/// launch screens, navigation bars and root views, Xcode 7's launch screen fonts and colours, and where
/// Xcode 7 to 9 place a xib's top-level view (Cordova's).
final class CocoaTouchAppTemplateTests: XCTestCase {
    typealias Scenes = CocoaTouchSceneControllerTests

    /// A one-scene storyboard shaped as Flutter's and Capacitor's `Main.storyboard`: its entry
    /// point a plain view controller of `classAttributes`, with a root view unless `withView` is
    /// false (Capacitor's has none).
    private func templateMain(_ classAttributes: String, withView: Bool = true, rootAttributes: String = "") -> String {
        cocoaTouchStoryboard(device: nil, rootAttributes: rootAttributes, initial: "entry", """
            <scene sceneID="entry-scene"><objects>
                <viewController id="entry" \(classAttributes) sceneMemberID="viewController">
                    \(withView ? """
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                    </view>
                    """ : "")
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="entry-first" sceneMemberID="firstResponder"/>
            </objects></scene>
            """)
    }

    /// The names of the nibs that state the encoding version, compiled as ibtool `release`.
    private func markedNibs(_ text: String, release: String, path: String = "Base.lproj/Main.storyboard", module: String? = nil) throws -> [String] {
        try compiledStoryboardNibs(text, release: release, path: path, module: module).filter { $0.value.value("IBUINibLNEVersionKey") == .integer(1, byteCount: 1) }
            .map(\.key).sorted()
    }

    func test_fromXcode15_aStoryboardNibOfOnlyTheSimplestClasses_statesTheEncodingVersion_whateverItsController() throws {
        // Flutter's FlutterViewController (no module), Capacitor's CAPBridgeViewController
        // (module Capacitor, no view), a launch screen's plain controller, and the app's own
        // class (a weather app's WeatherViewController by 15.2), by Xcode 15.0 to 26.5: each
        // scene nib, and a view holding nothing but its background colour (a launch screen's,
        // the weather app's), states it.
        let flutter = templateMain(#"customClass="FlutterViewController""#)
        let capacitor = templateMain(#"customClass="CAPBridgeViewController" customModule="Capacitor""#, withView: false)
        let launch = templateMain("", rootAttributes: #"launchScreen="YES""#)
        let own = templateMain(#"customClass="WeatherViewController" customModule="App" customModuleProvider="target""#)
        for release in ["15.0", "15.4", "16.2", "16.4", "26.0.1", "26.5"] {
            XCTAssertEqual(try markedNibs(flutter, release: release), ["UIViewController-entry.nib", "entry-view-root.nib"], release)
            XCTAssertEqual(try markedNibs(capacitor, release: release), ["UIViewController-entry.nib"], release)
            XCTAssertEqual(try markedNibs(launch, release: release, path: "Base.lproj/LaunchScreen.storyboard"),
                           ["UIViewController-entry.nib", "entry-view-root.nib"], release)
            XCTAssertEqual(try markedNibs(own, release: release, module: "App"), ["UIViewController-entry.nib", "entry-view-root.nib"], release)
        }
        // None before Xcode 15 (Flutter's templates by 14.1, 12.4, 11.2).
        XCTAssertEqual(try markedNibs(flutter, release: "14.1"), [])
        // A view with a subview (Flutter's launch image, its main view's layout guides) has none.
        let label = #"<subviews><label opaque="NO" text="Hi" id="hi"><rect key="frame" x="0.0" y="0.0" width="42" height="21"/></label></subviews>"#
        let withSubview = cocoaTouchStoryboard(device: "retina4_7", initial: "entry", Scenes.scene("entry", viewChildren: label))
        XCTAssertEqual(try markedNibs(withSubview, release: "15.2"), ["UIViewController-entry.nib"])
    }

    func test_fromXcode15_aSceneNibWithASegueTemplateOrANavigationItem_hasNoMark_wherePlainScenesHaveOne() throws {
        // A tip calculator by 15.2: its entry scene presents the results scene from a button;
        // the entry's scene nib holds the segue's template and has no mark, the results' has
        // one (their views have subviews: neither view nib is marked).
        let button = #"""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go">
                <rect key="frame" x="16" y="100" width="60" height="30"/>
                <connections><segue destination="results" kind="presentation" identifier="goToResult" id="to-results"/></connections>
            </button>
            """#
        let calculator = cocoaTouchStoryboard(device: "retina4_7", initial: "entry",
                                              Scenes.scene("entry", viewChildren: "<subviews>\(button)</subviews>")
                                              + Scenes.scene("results", attributes: #"customClass="ResultsViewController" customModule="Tipsy" customModuleProvider="target""#,
                                                             viewChildren: "<subviews>\(button.replacingOccurrences(of: "id=\"go\"", with: "id=\"back\"").replacingOccurrences(of: #"<connections><segue destination="results" kind="presentation" identifier="goToResult" id="to-results"/></connections>"#, with: ""))</subviews>"))
        XCTAssertEqual(try markedNibs(calculator, release: "15.2"), ["UIViewController-results.nib"])
        // A navigation entry point: its root, inside the navigation controller's nib, carries
        // the mark on its bare view's nib (UIKitCatalog's launch screen by 15.2); the
        // navigation controller's nib, holding the bar and the root's navigation item, has none.
        let navigation = cocoaTouchStoryboard(device: "retina4_7", initial: "navigation", cocoaTouchNavigationScenes("navigation", root: "root"))
        XCTAssertEqual(try markedNibs(navigation, release: "15.2"), ["root-view-root-view.nib"])
        // A controller with a navigation item has none (UIKitCatalog's detail controllers).
        let titled = cocoaTouchStoryboard(device: "retina4_7", initial: "detail",
                                          Scenes.scene("detail", children: #"<navigationItem key="navigationItem" title="Date Picker" id="detail-item"/>"#))
        XCTAssertEqual(try markedNibs(titled, release: "15.2"), ["detail-view-detail-root.nib"])
    }

    func test_aRootViewDeclaringNoSafeArea_listsABlankGuide_inADocumentThatUsesThem() throws {
        // A hand-edited Capacitor launch screen (Xcode 16.4): `useSafeAreas="YES"`, its root
        // view without `<viewLayoutGuide key="safeArea">`: Apple's view nib lists a blank guide
        // after the view all the same; without safe areas, none.
        func objectClasses(usingSafeAreas: Bool) throws -> [String] {
            var text = cocoaTouchStoryboard(device: "retina4_7", rootAttributes: #"launchScreen="YES""#, initial: "launch", """
                <scene sceneID="launch-scene"><objects>
                    <viewController id="launch" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </viewController>
                </objects></scene>
                """)
            if !usingSafeAreas { text = text.replacingOccurrences(of: #" useSafeAreas="YES""#, with: "") }
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: "16.4", path: "Base.lproj/LaunchScreen.storyboard")["launch-view-root.nib"])
            return try XCTUnwrap(nib["UINibObjectsKey"]).elements.compactMap(\.className)
        }
        XCTAssertEqual(try objectClasses(usingSafeAreas: true), ["UIProxyObject", "UIProxyObject", "UIView", "UILayoutGuide"])
        XCTAssertEqual(try objectClasses(usingSafeAreas: false), ["UIProxyObject", "UIProxyObject", "UIView"])
    }

    func test_theEntryPoint_keepsItsNib_insideAContainerNothingReaches() throws {
        // CarSwaddleUI's tweak storyboard (Xcode 10.1 to 11.3): the initial controller is the
        // root of a navigation controller with no identifier that nothing leads to; the
        // navigation controller gets no nib, the initial controller its own.
        let text = cocoaTouchStoryboard(device: "retina4_7", initial: "entry", Scenes.scene("entry") + """
            <scene sceneID="nav-scene"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
                    <connections><segue destination="entry" kind="relationship" relationship="rootViewController" id="nav-root"/></connections>
                </navigationController>
            </objects></scene>
            """)
        let nibs = try compiledStoryboardNibs(text, release: "10.1", path: "Tweaks.storyboard")
        XCTAssertEqual(nibs.keys.filter { !$0.contains("-view-") }.sorted(), ["UIViewController-entry.nib"])
    }

    func test_aSceneNothingReaches_getsNoNib() throws {
        // A Flutter app's spare scene by Xcode 10.1: no identifier, not the entry point, no
        // segue's destination; the scene a segue leads to and the identified one keep theirs.
        let button = #"""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go">
                <rect key="frame" x="16" y="100" width="60" height="30"/>
                <connections><segue destination="shown" kind="show" id="to-shown"/></connections>
            </button>
            """#
        let text = cocoaTouchStoryboard(device: "retina4_7", initial: "entry",
                                        Scenes.scene("entry", viewChildren: "<subviews>\(button)</subviews>") + Scenes.scene("shown")
                                        + Scenes.scene("named", attributes: #"storyboardIdentifier="named""#) + Scenes.scene("spare"))
        var options = CompileOptions()
        options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: "10.1")
        guard case .storyboard(let files) = try NibCompiler.compile(try InterfaceDocument(parsing: Array(text.utf8), path: "Main.storyboard"), options: options) else {
            return XCTFail("expected a storyboardc")
        }
        let names = files.map(\.name)
        XCTAssertEqual(names.filter { $0.contains("spare") }, [], "the unreachable scene gets neither nib")
        for kept in ["UIViewController-entry.nib", "UIViewController-shown.nib", "named.nib"] {
            XCTAssertTrue(names.contains(kept), "\(kept) in \(names)")
        }
        let info = try XCTUnwrap(files.first { $0.name == "Info.plist" })
        XCTAssertFalse(String(decoding: info.bytes, as: UTF8.self).contains("spare"), "nor an entry in the Info.plist")
    }

    func test_beforeXcode11_aLaunchScreensController_isPlain() throws {
        // A Flutter launch screen by Xcode 10.1: a plain UIViewController; from Xcode 11 (11.0,
        // 11.2, 12.4 builds) one swapped for its own class.
        let launch = templateMain("", rootAttributes: #"launchScreen="YES""#)
        func entry(_ release: String) throws -> GraphCursor? {
            try compiledStoryboardNibs(launch, release: release, path: "Base.lproj/LaunchScreen.storyboard")["UIViewController-entry.nib"]?["UINibTopLevelObjectsKey"]?
                .elements.first { $0.className != "UIProxyObject" }
        }
        XCTAssertEqual(try entry("10.1")?.className, "UIViewController")
        for release in ["11.0", "12.4"] {
            let swapper = try XCTUnwrap(try entry(release))
            XCTAssertEqual(swapper.className, "UIClassSwapper", release)
            XCTAssertEqual(swapper["UIClassName"]?.text, "UIViewController", release)
        }
    }

    /// Flutter's launch screen as its template has it: naming no device, its root view framed
    /// by nothing.
    private static let framelessLaunchScreen = cocoaTouchStoryboard(device: nil, rootAttributes: #"launchScreen="YES""#, initial: "entry", """
        <scene sceneID="entry-scene"><objects>
            <viewController id="entry" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
            </viewController>
        </objects></scene>
        """).replacingOccurrences(of: #" useTraitCollections="YES" useSafeAreas="YES""#, with: "")
        .replacingOccurrences(of: #"toolsVersion="19529""#, with: #"toolsVersion="12121""#)

    /// The bounds of `framelessLaunchScreen`'s root view compiled as `release` for `target`.
    private func framelessRootViewBounds(_ release: String, target: String? = nil) throws -> [Double]? {
        let nibs = try compiledStoryboardNibs(Self.framelessLaunchScreen, release: release, path: "Base.lproj/LaunchScreen.storyboard", deploymentTarget: target)
        return geometryBlobValues(nibs["entry-view-root.nib"]?["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }?.value("UIBounds"))
    }

    func test_xcode14_0_simulatesIPhone14_andXcode14_1IPhone14Pro() throws {
        // A Flutter launch screen naming no device: its root view 390 × 844 by Xcode 14.0.1,
        // 393 × 852 by 14.1 and later.
        XCTAssertEqual(try framelessRootViewBounds("14.0.1"), [0, 0, 390, 844])
        for release in ["14.1", "15.2", "16.2", "26.5"] { XCTAssertEqual(try framelessRootViewBounds(release), [0, 0, 393, 852], release) }
        XCTAssertEqual(try framelessRootViewBounds("13.2.1"), [0, 0, 414, 896])
    }

    func test_xcode10_1_keepsADeviceDocumentsRootView_andGivesNavigationBarsUIKitsHeight() throws {
        // A Flutter app's navigation by Xcode 10.1: a document of Xcode 10 naming iPhone 8,
        // without safe areas. Its root view stays 375 × 667 (Xcode 9.3 put it on the 600 × 600
        // canvas) and its 44-point bar is archived 50 high (Xcode 9.2 kept 44).
        let navigation = cocoaTouchStoryboard(device: "retina4_7", initial: "navigation", cocoaTouchNavigationScenes("navigation", root: "root"))
            .replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
            .replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="root-safe-area"/>"#, with: "")
        func geometry(_ release: String, target: String? = nil) throws -> (bar: [Double]?, root: [Double]?) {
            let nibs = try compiledStoryboardNibs(navigation, release: release, deploymentTarget: target)
            let bar = nibs["UINavigationController-navigation.nib"]?["UINibTopLevelObjectsKey"]?.elements
                .first { $0.className != "UIProxyObject" }?["UINavigationBar"]?.value("UIBounds")
            let root = nibs["root-view-root-view.nib"]?["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }?.value("UIBounds")
            return (geometryBlobValues(bar), geometryBlobValues(root))
        }
        XCTAssertEqual(try geometry("10.1").bar?.last, 50)
        XCTAssertEqual(try geometry("10.1").root, [0, 0, 375, 667])
        XCTAssertEqual(try geometry("9.2").bar?.last, 44)
        XCTAssertEqual(try geometry("9.3", target: "9.0").root, [0, 0, 600, 600])
    }

    func test_aButtonStatesSystemSymbol_isASymbolImage_withACatalogKeyFromXcode13() throws {
        // A Flutter app's camera button by Xcode 12.4: `image="camera.fill" catalog="system"` on
        // its state, archived unsized and named as a system symbol.
        let button = #"""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="camera">
                <rect key="frame" x="16" y="16" width="60" height="60"/>
                <state key="normal" image="camera.fill" catalog="system"/>
            </button>
            """#
        let document = cocoaTouchDocument(toolsVersion: "17701", """
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>\(button)</subviews></view>
            """)
        func image(_ release: String) throws -> GraphCursor? {
            // For iOS 14 and later: below it Xcode 13 writes an iOS 14 variant beside a runtime nib.
            let root = GraphCursor(try compiledCocoaTouchGraph(document, release: release, deploymentTarget: "14.0"))["UINibTopLevelObjectsKey"]?.elements.last
            // The stateful content: a dictionary of state numbers and contents.
            return root?["UISubviews"]?.elements.first?["UIButtonStatefulContent"]?.elements.first { $0.className == "UIButtonContent" }?["UIImage"]
        }
        let twelve = try XCTUnwrap(try image("12.4"))
        XCTAssertEqual(twelve.value("UIImageWidth"), .float(0))
        XCTAssertEqual(twelve["UISystemSymbolResourceName"]?.text, "camera.fill")
        XCTAssertNil(twelve.value("UIResourceCatalogName"), "Xcode 12 writes no catalog key")
        XCTAssertNotNil(try image("13.2")?.value("UIResourceCatalogName"))
    }

    func test_aLaunchScreen_isCompiledForIOS8AtLeast_andXcode7sBoldSystemFontStatesNoOverride() throws {
        // React Native's launch screen xib by Xcode 7.1.1 and 7.3.1 for iOS 7.0: its 17-point
        // label named `.SFUIText-Regular`, as for iOS 8 (a view xib for iOS 7 names it
        // `.SFUIText`), and its 36-point bold system title without UIKit's bold usage override,
        // which Xcode 9.3 and later state.
        let labels = """
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="480" height="480"/><subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Powered by React Native" id="powered">
                    <rect key="frame" x="20" y="439" width="441" height="21"/><fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="AwesomeProject" id="title">
                    <rect key="frame" x="20" y="140" width="441" height="43"/><fontDescription key="fontDescription" type="boldSystem" pointSize="36"/>
                </label>
            </subviews></view>
            """
        let view = cocoaTouchDocument(toolsVersion: "7702", labels)
        let launch = view.replacingOccurrences(of: #"useAutolayout="YES""#, with: #"useAutolayout="YES" launchScreen="YES""#)
            .replacingOccurrences(of: #"<rect key="frame" x="20" y="140""#, with: #"<color key="textColor" cocoaTouchSystemColor="darkTextColor"/><rect key="frame" x="20" y="140""#)
        func fonts(_ text: String, release: String) throws -> [GraphCursor] {
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release, deploymentTarget: "7.0"))["UINibTopLevelObjectsKey"]?.elements.last
            return try XCTUnwrap(root?["UISubviews"]?.elements.compactMap { $0["UIFont"] })
        }
        func descriptorKeys(_ font: GraphCursor) -> [String] {
            (font["UIFontDescriptor"]?["UIFontDescriptorAttributes"]?.elements ?? []).compactMap(\.text)
        }
        XCTAssertEqual(try fonts(launch, release: "7.1.1").first?["UIFontName"]?.text, ".SFUIText-Regular")
        XCTAssertEqual(try fonts(view, release: "7.3.1").first?["UIFontName"]?.text, ".SFUIText")
        for release in ["7.1.1", "7.3.1"] {
            XCTAssertFalse(descriptorKeys(try fonts(launch, release: release)[1]).contains("NSCTFontUIUsageOverrideAttribute"), release)
        }
        XCTAssertTrue(descriptorKeys(try fonts(launch, release: "9.3")[1]).contains("NSCTFontUIUsageOverrideAttribute"))
        // Its title's dark text colour: RGB black without a name by Xcode 7.3.1 (two builds), a
        // named grey by 7.1.1 and 8.2.1 (joined with the other label's black, as UIKit's cache does).
        func titleColor(_ release: String) throws -> GraphCursor? {
            GraphCursor(try compiledCocoaTouchGraph(launch, release: release, deploymentTarget: "8.0"))["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?
                .elements.last?["UITextColor"]
        }
        XCTAssertNil(try titleColor("7.3.1")?.value("UISystemColorName"))
        XCTAssertEqual(try titleColor("7.3.1")?.value("UIColorComponentCount"), .integer(4, byteCount: 1))
        for release in ["7.1.1", "8.2.1"] {
            XCTAssertNotNil(try titleColor(release)?["UISystemColorName"]?.text, release)
            XCTAssertEqual(try titleColor(release)?.value("UIColorComponentCount"), .integer(2, byteCount: 1), release)
        }
    }

    func test_beforeXcode11_aXibsTopLevelView_isArchivedAtTheOrigin() throws {
        // Cordova's main view, framed at {0, 20} below a simulated status bar: centred at
        // (160, 230) by Xcode 7.1.1 to 9.1, at (160, 250) by 11.4.
        let view = cocoaTouchDocument(toolsVersion: "7702", """
            <view contentMode="scaleToFill" id="main"><rect key="frame" x="0.0" y="20" width="320" height="460"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
            """)
        func center(_ release: String) throws -> [Double]? {
            geometryBlobValues(GraphCursor(try compiledCocoaTouchGraph(view, release: release))["UINibTopLevelObjectsKey"]?.elements.last?.value("UICenter"))
        }
        for release in ["7.1.1", "8.3.3", "9.1"] { XCTAssertEqual(try center(release), [160, 230], release) }
        XCTAssertEqual(try center("11.4"), [160, 250])
    }

    func test_aCatalogColourDeclaredWhite_keepsItsOwnNameOnly_andBelowIOS13GoesThroughATraitStorage() throws {
        // Cordova's launch screen background, the asset catalog colour BackgroundColor declared
        // white, by Xcode 11.6: the colour names its catalog entry, not UIKit's white.
        let view = cocoaTouchDocument(toolsVersion: "15705", resources: """
            <namedColor name="BackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></namedColor>
            """, """
            <view contentMode="scaleToFill" id="main"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <color key="backgroundColor" name="BackgroundColor"/>
            </view>
            """)
        let color = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(view, release: "11.6"))["UINibTopLevelObjectsKey"]?.elements.last?["UIBackgroundColor"])
        XCTAssertEqual(color["UIDynamicCatalogName"]?.text, "BackgroundColor")
        XCTAssertNil(color.value("UISystemColorName"))
        XCTAssertEqual(color.value("UIWhite"), .float(1))

        // For iOS 11 (its deployment target there): an iOS 13 variant as above, and below it a
        // trait storage naming the asset for the view's background, UIKit's white as fallback.
        var options = CompileOptions()
        options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: "11.6")
        options.minimumDeploymentTarget = "11.0"
        guard case .nibDirectory(let files) = try NibCompiler.compile(try InterfaceDocument(parsing: Array(view.utf8), path: "launch.xib"), options: options) else {
            return XCTFail("expected an iOS 13 variant")
        }
        func storages(_ variant: String) throws -> [GraphCursor] {
            let nib = GraphCursor(try CompiledNibFile(bytes: try XCTUnwrap(files.first { $0.name == variant }).bytes).graph)
            return (nib["UINibTraitStorageListsKey"]?.elements ?? []).flatMap { $0["UITraitStorages"]?.elements ?? [] }
        }
        XCTAssertEqual(try storages("objects-13.0+.nib").count, 0)
        let storage = try XCTUnwrap(try storages("runtime.nib").first)
        XCTAssertEqual(storage.className, "_UIColorAttributeTraitStorage")
        XCTAssertEqual(storage["UIKeyPath"]?.text, "backgroundColor")
        XCTAssertEqual(storage["UINamedColor"]?["UIAssetName"]?.text, "BackgroundColor")
        XCTAssertEqual(storage["UINamedColor"]?["UIFallbackColor"]?["UISystemColorName"]?.text, "whiteColor")
        // Without catalog colours, Xcode 11.4 and later write one nib.
        guard case .nib = try NibCompiler.compile(try InterfaceDocument(parsing: Array(view.replacingOccurrences(of: #"name="BackgroundColor"/>"#, with: #"white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#).utf8), path: "plain.xib"), options: options) else {
            return XCTFail("expected a single nib")
        }
    }

    func test_belowIOS13_eachCatalogColourPropertyHasAStorage_inItsTopLevelObjectsList() throws {
        // A subview's catalog text colour and the root view's catalog background: one storage
        // each in the root view's list, the subview among its descendants (unmeasured beyond
        // the root view's own colour: the Cordova launch screen).
        let view = cocoaTouchDocument(toolsVersion: "16097", resources: """
            <namedColor name="Ink"><color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            <namedColor name="Paper"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></namedColor>
            """, """
            <view contentMode="scaleToFill" id="main"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Hi" id="text"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <color key="textColor" name="Ink"/>
                    </textView>
                </subviews>
                <color key="backgroundColor" name="Paper"/>
            </view>
            """)
        var options = CompileOptions()
        options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: "11.6")
        options.minimumDeploymentTarget = "12.0"
        guard case .nibDirectory(let files) = try NibCompiler.compile(try InterfaceDocument(parsing: Array(view.utf8), path: "text.xib"), options: options) else {
            return XCTFail("expected an iOS 13 variant")
        }
        let graph = GraphCursor(try CompiledNibFile(bytes: try XCTUnwrap(files.first { $0.name == "runtime.nib" }).bytes).graph)
        let storages = (graph["UINibTraitStorageListsKey"]?.elements ?? []).flatMap { $0["UITraitStorages"]?.elements ?? [] }
        XCTAssertEqual(storages.compactMap { $0["UIKeyPath"]?.text }.sorted(), ["backgroundColor", "textColor"])
        let list = try XCTUnwrap(graph["UINibTraitStorageListsKey"]?.elements.first)
        XCTAssertEqual(graph["UINibTraitStorageListsKey"]?.elements.count, 1)
        XCTAssertEqual(list["UIDescendants"]?.elements.map(\.className), ["UITextView"])
    }

    /// Flutter's launch screen, whose root view states no frame (a document predating devices):
    /// Xcode 12.5.1 archives it at its default device's 414 × 896 for iOS 12 as 13 does for any
    /// target; 12.4 for iOS 14.4 at Interface Builder's 1000 × 1000, as it keeps a root view's
    /// frame from iOS 11 on.
    func test_xcode12_5_aFramelessRootViewIsArchivedAtTheScreensSize() throws {
        XCTAssertEqual(try framelessRootViewBounds("12.5.1", target: "12.0"), [0, 0, 414, 896])
        XCTAssertEqual(try framelessRootViewBounds("12.5.1", target: "11.0"), [0, 0, 414, 896])
        XCTAssertEqual(try framelessRootViewBounds("12.4", target: "14.4"), [0, 0, 1000, 1000])
        XCTAssertEqual(try framelessRootViewBounds("13.2.1", target: "14.0"), [0, 0, 414, 896])
    }
}
