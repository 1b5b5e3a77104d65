import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// What students' committed simulator builds showed (`APPS.tsv`): the Stanford course's
/// calculator by Xcode 7.3, 8.3.3 and 12.3, a quiz by 11.5, a to-do list by 10.3. Each rule
/// against the measured builds it must not change.
final class CocoaTouchStudentAppTests: XCTestCase {
    /// A one-scene storyboard whose controller's root view (`root`, framed `frame`) holds
    /// `subviews` and `constraints`; `rootAttributes` and `device` as `cocoaTouchStoryboard`'s.
    private func scene(device: String? = "retina4_7", rootAttributes: String = "", frame: String = #"width="375" height="667""#,
                       subviews: String = "", constraints: String = "", safeArea: Bool = false) -> String {
        cocoaTouchStoryboard(device: device, rootAttributes: rootAttributes, initial: "vc", """
            <scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" \(frame)/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>\(subviews)</subviews>
                    <color key="backgroundColor" white="0.66666666666666663" alpha="1" colorSpace="calibratedWhite"/>
                    <constraints>\(constraints)</constraints>
                    \(safeArea ? #"<viewLayoutGuide key="safeArea" id="safe"/>"# : "")
                </view>
            </viewController></objects></scene>
            """)
    }

    /// The root view of `text` compiled as `release` for `target`.
    private func rootView(_ text: String, release: String, target: String, path: String = "Base.lproj/Main.storyboard") throws -> GraphCursor? {
        try compiledStoryboardNibs(text, release: release, path: path, deploymentTarget: target)["vc-view-root.nib"]?["UINibTopLevelObjectsKey"]?
            .elements.first { $0.className == "UIView" }
    }

    func test_aProgressViewStatingNoVerticalHugging_archives250_asQuizzlersBar() throws {
        // Interface Builder leaves out a progress view's 250, not UIKit's 750 (every measured
        // document states 750, which stays unarchived).
        func hugging(_ attributes: String) throws -> String? {
            let bar = #"<progressView opaque="NO" contentMode="scaleToFill" \#(attributes) progressViewStyle="bar" progress="0.5" id="bar"><rect key="frame" x="0.0" y="0.0" width="374" height="2.5"/></progressView>"#
            return try rootView(scene(subviews: bar), release: "11.5", target: "13.0")?["UISubviews"]?.elements.first?.string("UIViewContentHuggingPriority")
        }
        XCTAssertEqual(try hugging(""), "{250, 250}")
        XCTAssertNil(try hugging(#"verticalHuggingPriority="750""#))
    }

    /// The bounds of the root view of Xcode 9's launch screen template (size classes, no
    /// device, framed 375 × 667) as `release` compiles it for `target`.
    private func devicelessLaunchScreenBounds(_ release: String, _ target: String) throws -> [Double]? {
        let launch = scene(device: nil, rootAttributes: #"launchScreen="YES""#)
        return geometryBlobValues(try rootView(launch, release: release, target: target, path: "Base.lproj/LaunchScreen.storyboard")?.value("UIBounds"))
    }

    func test_aDevicelessRootView_isOnTheAnySizeCanvasForATargetBelowTheSDKsIOS() throws {
        // Below the SDK's iOS, 600 × 600: a calculator's by 12.3 for iOS 13.0, a jailbreak demo's
        // by 13.4.1 for 14.1, a chat app's (an Xcode 8 document) by 10.0 for 10.3 and 10.1 for
        // 10.0. At or above it, the frame: calculators' by 12.4 for 14.4, 12.5.1 for 14.5 and 13.3
        // for 15.4, a quiz's by 11.5 for 13.0, a xylophone's by 10.0 for 12.0; Xcode 8 alike (a
        // calculator's kept by 8.3.3 for 10.3, another's 600 × 600 by 8.3.3 for 9.0).
        XCTAssertEqual(try devicelessLaunchScreenBounds("12.3", "13.0"), [0, 0, 600, 600])
        XCTAssertEqual(try devicelessLaunchScreenBounds("13.4.1", "14.1"), [0, 0, 600, 600])
        XCTAssertEqual(try devicelessLaunchScreenBounds("10.0", "10.3"), [0, 0, 600, 600])
        XCTAssertEqual(try devicelessLaunchScreenBounds("10.1", "10.0"), [0, 0, 600, 600])
        XCTAssertEqual(try devicelessLaunchScreenBounds("12.4", "14.4"), [0, 0, 375, 667])
        XCTAssertEqual(try devicelessLaunchScreenBounds("12.5.1", "14.5"), [0, 0, 375, 667])
        XCTAssertEqual(try devicelessLaunchScreenBounds("13.3", "15.4"), [0, 0, 375, 667])
        XCTAssertEqual(try devicelessLaunchScreenBounds("11.5", "13.0"), [0, 0, 375, 667])
        XCTAssertEqual(try devicelessLaunchScreenBounds("10.0", "12.0"), [0, 0, 375, 667])
        XCTAssertEqual(try devicelessLaunchScreenBounds("8.3.3", "10.3"), [0, 0, 375, 667])
        XCTAssertEqual(try devicelessLaunchScreenBounds("8.3.3", "9.0"), [0, 0, 600, 600])
    }

    func test_xcode11And12_archiveAFramedRootView_atTheScreensSize_fromIOS11() throws {
        // A quiz's presented scene (Xcode 12.5.1 for iOS 14.5): drawn as a page sheet 842 points
        // high on a 896-point iPhone, archived 896 high, as any framed root view by Xcode 11 and
        // 12 (OmiseSDK's authorizing scene below an opaque bar, 11.2 and 11.3); Xcode 10 keeps
        // the frame from iOS 11 on (9.2's Apptentive message center).
        func height(_ style: String, release: String = "12.5.1", target: String = "14.5") throws -> Double? {
            let text = cocoaTouchStoryboard(device: "retina6_1", initial: "start", """
                <scene sceneID="start-scene"><objects>
                    <viewController id="start" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="start-root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go">
                                    <rect key="frame" x="16" y="100" width="60" height="30"/>
                                    <connections><segue destination="quiz" kind="presentation" \(style) id="to-quiz"/></connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="quiz-scene"><objects>
                    <viewController id="quiz" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="quiz-root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                        </view>
                    </viewController>
                </objects></scene>
                """)
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release, deploymentTarget: target)["quiz-view-quiz-root.nib"])
            return geometryBlobValues(nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }?.value("UIBounds"))?.last
        }
        XCTAssertEqual(try height(""), 896)
        XCTAssertEqual(try height(#"modalPresentationStyle="fullScreen""#), 896)
        XCTAssertEqual(try height("", release: "11.3", target: "13.0"), 896)
        XCTAssertEqual(try height("", release: "10.1", target: "12.0"), 842)
    }

    func test_xcode9_aXibsTopLevelView_listsABlankGuideForTheSafeAreaItDeclares() throws {
        // A notes app's table screen (Xcode 9.0.1 for iOS 11): the view declares a safe area no
        // constraint names; Apple's nib lists a blank guide after it, as for a storyboard
        // controller's root view.
        func objectClasses(declaringSafeArea: Bool) throws -> [String] {
            let text = cocoaTouchDocument(toolsVersion: "13196", traits: true, """
                <view contentMode="scaleToFill" id="notes">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" fixedFrame="YES" style="plain" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="list">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </tableView>
                    </subviews>
                    \(declaringSafeArea ? #"<viewLayoutGuide key="safeArea" id="notes-safe"/>"# : "")
                </view>
                """)
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "9.0.1", deploymentTarget: "11.0"))
            return try XCTUnwrap(root["UINibObjectsKey"]).elements.compactMap(\.className)
        }
        XCTAssertEqual(try objectClasses(declaringSafeArea: true), ["UIProxyObject", "UIProxyObject", "UIView", "UILayoutGuide", "UITableView"])
        XCTAssertEqual(try objectClasses(declaringSafeArea: false), ["UIProxyObject", "UIProxyObject", "UIView", "UITableView"])
    }

    func test_anIndicSystemFace_isAnInstalledFont_boldByItsName() throws {
        // A calculator's display label in Oriya Sangam MN Bold (Xcode 10.1): resolved, with the
        // Dynamic Type keys, bold traits and a mutable descriptor.
        let label = #"""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="0" id="display">
                <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                <fontDescription key="fontDescription" name="OriyaSangamMN-Bold" family="Oriya Sangam MN" pointSize="25"/>
                <nil key="highlightedColor"/>
            </label>
            """#
        let text = cocoaTouchViewDocument(toolsVersion: "14460.31", size: (width: 375, height: 100), subviews: label)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "10.1", deploymentTarget: "12.1"))
        let font = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first?["UIFont"])
        XCTAssertEqual(font.value("UIFontTraits"), .integer(2, byteCount: 1))
        XCTAssertEqual(font.value("UIFontTextStyleForScaling"), .null)
        XCTAssertEqual(font["UIFontDescriptor"]?["UIFontDescriptorAttributes"]?.className, "NSMutableDictionary")
    }

    func test_aCollectionViewsAutomaticEstimate_anUnidentifiedHeader_andAZeroFramedLabel() throws {
        // A calculator's operations (Xcode 12.5.1): the flow layout's automatic estimate is set at
        // load time as UIKit's automatic size; its header, without a reuse identifier, has no nib;
        // its cell's empty label, framed 0 × 0 at {2, 2}, archives a centre but no bounds.
        let collection = """
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                <rect key="frame" x="0.0" y="0.0" width="375" height="500"/>
                <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" minimumLineSpacing="20" minimumInteritemSpacing="20" id="layout">
                    <size key="itemSize" width="128" height="128"/>
                    <size key="headerReferenceSize" width="5" height="5"/>
                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                    <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="cell" id="cell">
                        <rect key="frame" x="0.0" y="5" width="16" height="16"/>
                        <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="16" height="16"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="" id="empty">
                                    <rect key="frame" x="2" y="2" width="0.0" height="0.0"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="24"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                        </collectionViewCellContentView>
                    </collectionViewCell>
                </cells>
                <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="5"/>
                    <autoresizingMask key="autoresizingMask"/>
                </collectionReusableView>
            </collectionView>
            """
        let nib = try XCTUnwrap(try compiledStoryboardNibs(scene(subviews: collection), release: "12.5.1", deploymentTarget: "14.5")["vc-view-root.nib"])
        let pairs = try XCTUnwrap(nib["UINibKeyValuePairsKey"]).elements
        let estimate = try XCTUnwrap(pairs.first { $0.string("UIKeyPath") == "estimatedItemSize" })
        XCTAssertEqual(estimate["UIValue"]?.string("NS.sizeval"), "{1.7976931348623157e+308, 1.7976931348623157e+308}")
        let grid = try XCTUnwrap(nib["UINibObjectsKey"]?.elements.first { $0.className == "UICollectionView" })
        XCTAssertNil(grid.value("UICollectionViewSupplementaryViewNibDict"))
        XCTAssertNil(grid.value("UISectionHeaderView"))
        guard case .data(let bytes) = grid["UICollectionViewCellNibDict"]?.elements.last?["archiveData"]?.value("NS.bytes") else {
            return XCTFail("the cell's nib")
        }
        let cellNib = GraphCursor(try CompiledNibFile(bytes: bytes).graph)
        let label = try XCTUnwrap(cellNib["UINibObjectsKey"]?.elements.first { $0.className == "UILabel" })
        XCTAssertNil(label.value("UIBounds"))
        XCTAssertEqual(geometryBlobValues(label.value("UICenter")), [2, 2])
    }

    func test_aClassicCellsSeparator_isOnePointHighFromXcode10_1_inADocumentNamingItsDevice() throws {
        // A chat app's message cell (a xib naming iPhone 8's screen): half a point by 10.0, one by 10.1.
        let cell = cocoaTouchDocument(toolsVersion: "14460.31", traits: true, """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="message" rowHeight="82" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="81"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80.5"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tableViewCellContentView>
            </tableViewCell>
            """).replacingOccurrences(of: "<objects>", with: #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device><objects>"#)
        func separatorHeight(_ release: String) throws -> Double? {
            let compiled = GraphCursor(try compiledCocoaTouchGraph(cell, release: release, deploymentTarget: "10.0"))["UINibTopLevelObjectsKey"]?
                .elements.first { $0.className == "UITableViewCell" }
            let separator = compiled?["UISubviews"]?.elements.first { $0.className == "_UITableViewCellSeparatorView" }
            return geometryBlobValues(separator?.value("UIBounds"))?.last
        }
        XCTAssertEqual(try separatorHeight("10.0"), 0.5)
        XCTAssertEqual(try separatorHeight("10.1"), 1)
    }

    func test_beforeXcode13_aRootViewsSafeAreaNoConstraintNames_staysUnarchived() throws {
        // The calculator's keypad, pinned to the root view's edges, by 12.3; Xcode 13 archives
        // the guide of a root view laid out by constraints.
        let keypad = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="keys"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>"#
        let pins = """
            <constraint firstItem="keys" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="keys" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="keys" secondAttribute="trailing" id="c3"/>
            <constraint firstAttribute="bottom" secondItem="keys" secondAttribute="bottom" id="c4"/>
            """
        let text = scene(rootAttributes: "", subviews: keypad, constraints: pins, safeArea: true)
        XCTAssertNil(try rootView(text, release: "12.3", target: "13.0")?.value("UIViewLayoutGuides"))
        XCTAssertNotNil(try rootView(text, release: "13.2", target: "13.0")?.value("UIViewLayoutGuides"))
    }

    func test_aThinSystemFontHasTrait4() throws {
        let display = cocoaTouchViewDocument(toolsVersion: "17701", size: (width: 375, height: 100), subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="0" id="display">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <fontDescription key="fontDescription" type="system" weight="thin" pointSize="50"/>
            </label>
            """)
        let label = GraphCursor(try compiledCocoaTouchGraph(display, release: "12.3"))["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first
        XCTAssertEqual(label?["UIFont"]?.value("UIFontTraits"), .integer(4, byteCount: 1))
    }

    func test_xcode7_aStoryboardLabelOfAnAppForIOS9_archivesNoTraitColourFlag_anAppForIOS7s() throws {
        // The calculator's black display by 7.3 for iOS 9.3; appium's older UICatalog's black
        // labels by 7.3.1 for iOS 7.0.
        let display = #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="0" id="display"><rect key="frame" x="0.0" y="0.0" width="375" height="36"/><fontDescription key="fontDescription" type="system" pointSize="30"/><color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/><nil key="highlightedColor"/></label>"#
        let text = scene(device: nil, subviews: display).replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
        func flag(_ target: String) throws -> ArchivedValue? {
            try rootView(text, release: "7.3", target: target)?["UISubviews"]?.elements.first?.value("UIDisableUpdateTextColorOnTraitCollectionChange")
        }
        XCTAssertNil(try flag("9.3"))
        XCTAssertEqual(try flag("7.0"), .bool(true))
    }

    func test_beforeXcode10_aDeviceDocumentsRootViewIsOnTheAnySizeCanvasOnlyForIOS9AndEarlier() throws {
        // Two calculators' keypads by 8.3.3 for iOS 10.2 and 10.3 keep 375 × 667; AWS's sign-in
        // screen, for iOS 9.0, by 8.0, 9.1 and 9.3 goes to 600 × 600.
        let text = scene().replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
        XCTAssertEqual(geometryBlobValues(try rootView(text, release: "8.3.3", target: "10.2")?.value("UIBounds")), [0, 0, 375, 667])
        XCTAssertEqual(geometryBlobValues(try rootView(text, release: "8.3.3", target: "9.0")?.value("UIBounds")), [0, 0, 600, 600])
    }

    func test_xcode8To10_haveACalibratedWhiteInSRGBsGrey_12_2KeepsIt() throws {
        // The calculator's keys by 8.3.3: 0.6666666667 archived as 0.7233663; the card game Set's
        // background by 9.3: 0.75 archived as 0.7952535; Appboy's news feed by 10.1 (a Carthage
        // build): 0.94 as 0.9521597; a booru client's grey kept by 12.2.
        let text = scene().replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
        XCTAssertEqual(try rootView(text, release: "8.3.3", target: "10.2")?["UIBackgroundColor"]?.value("UIWhite"), .float(0.7233663))
        let threeQuarters = text.replacingOccurrences(of: #"white="0.66666666666666663""#, with: #"white="0.75""#)
        XCTAssertNotEqual(threeQuarters, text)
        XCTAssertEqual(try rootView(threeQuarters, release: "9.3", target: "11.3")?["UIBackgroundColor"]?.value("UIWhite"), .float(0.7952535))
        XCTAssertEqual(try rootView(text, release: "10.1", target: "10.2")?["UIBackgroundColor"]?.value("UIWhite"), .float(0.7233663))
        XCTAssertEqual(try rootView(text, release: "12.2", target: "12.2")?["UIBackgroundColor"]?.value("UIWhite"), .float(Float(2.0 / 3.0)))
    }

    func test_aNavigationControllersBarArchivesItsAlpha() throws {
        // The to-do list's bar made invisible (alpha 0), Xcode 10.3.
        let text = cocoaTouchStoryboard(device: "retina6_1", initial: "navigation", cocoaTouchNavigationScenes("navigation", root: "root"))
            .replacingOccurrences(of: #"<navigationBar key="navigationBar" "#, with: #"<navigationBar key="navigationBar" alpha="0.0" "#)
        let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: "10.3")["UINavigationController-navigation.nib"])
        let bar = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UINavigationController" }?["UINavigationBar"]
        XCTAssertEqual(bar?.value("UIAlpha"), .float(0))
    }

    func test_xcode7_sizesTextStylesAtTheMediumCategory() throws {
        // A Twitter client's tweet cell by 7.3: Headline and Body 16, Caption 1 11 (Xcode 8's
        // SwiftMessages views: the default category's 17).
        let text = cocoaTouchViewDocument(toolsVersion: "10116", size: (width: 320, height: 60), subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tweet" id="tweet">
                <rect key="frame" x="0.0" y="0.0" width="320" height="20"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Date" id="date">
                <rect key="frame" x="0.0" y="20" width="320" height="20"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
            </label>
            """)
        func sizes(_ release: String) throws -> [ArchivedValue?] {
            let labels = GraphCursor(try compiledCocoaTouchGraph(text, release: release, deploymentTarget: "9.3"))["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements ?? []
            return [labels[0]["UIFont"]?.value("NSSize"), labels[1]["UIFont"]?.value("NSSize")]
        }
        XCTAssertEqual(try sizes("7.3"), [.double(16), .double(11)])
        XCTAssertEqual(try sizes("8.3"), [.double(17), .double(12)])
    }
}
