import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// What Xcode 9.2's Carthage build of Apptentive's storyboard of safe areas (deployed to
/// iOS 9: a runtime nib and an iOS 11 variant per view) showed of ibtool 9: top and bottom
/// guides stand in for a root view's safe area before iOS 11, every variant names its
/// placeholders anew, navigation controllers' bars have no width but the document's height.
final class CocoaTouchXcode9StoryboardTests: XCTestCase {
    /// Apptentive's banner and upgrade navigation in miniature: a root view whose card is
    /// pinned to the safe area's top and leading edge, in a navigation controller whose bar
    /// has no frame.
    static let storyboard = cocoaTouchStoryboard(device: "retina4_7", initial: "navigation", """
        <scene sceneID="navigation-scene"><objects>
            <navigationController storyboardIdentifier="Upgrade" navigationBarHidden="YES" id="navigation" customClass="UpgradeNavigationController" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" misplaced="YES" id="bar"><autoresizingMask key="autoresizingMask"/></navigationBar>
                <connections><segue destination="banner" kind="relationship" relationship="rootViewController" id="root"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="banner-scene"><objects>
            <viewController storyboardIdentifier="Banner" id="banner" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="banner-root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card"><rect key="frame" x="0.0" y="20" width="375" height="68"/></view></subviews>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="top" secondItem="safe" secondAttribute="top" id="pin-top"/>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="pin-leading"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </view>
                <navigationItem key="navigationItem" id="banner-item"/>
                <connections><outlet property="card" destination="card" id="card-outlet"/></connections>
            </viewController>
            <tapGestureRecognizer id="zoom-tap"><connections><action selector="zoom:" destination="banner" id="zoom-action"/></connections></tapGestureRecognizer>
            <tapGestureRecognizer id="about-tap"><connections><action selector="about:" destination="banner" id="about-action"/></connections></tapGestureRecognizer>
        </objects></scene>
        """)

    func nibs(release: String = "9.2", storyboard: String = storyboard) throws -> [String: [String: GraphCursor]] {
        var options = CompileOptions()
        options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: release)
        options.minimumDeploymentTarget = "9.0"
        guard case .storyboard(let files) = try NibCompiler.compile(try InterfaceDocument(parsing: Array(storyboard.utf8), path: "Main.storyboard"), options: options) else {
            XCTFail("expected a storyboardc")
            throw CocoaError(.featureUnsupported)
        }
        var result: [String: [String: GraphCursor]] = [:]
        for file in files where file.name.hasSuffix(".nib") {
            let parts = file.name.split(separator: "/")
            result[String(parts[0]), default: [:]][parts.count > 1 ? String(parts[1]) : "nib"] = GraphCursor(try CompiledNibFile(bytes: file.bytes).graph)
        }
        return result
    }

    func test_beforeIOS11_guidesStandInForTheRootViewsSafeArea() throws {
        let view = try XCTUnwrap(try nibs().first { $0.key.hasPrefix("banner-view") }?.value)
        let runtime = try XCTUnwrap(view["runtime.nib"]?["UINibTopLevelObjectsKey"]?.elements.first)
        let guides = try XCTUnwrap(runtime["UISubviews"]).elements.compactMap { $0.string("_UILayoutGuideIdentifier") }
        XCTAssertEqual(guides, ["_UIViewControllerTop", "_UIViewControllerBottom"])
        // The card's top holds to the top guide's bottom; its leading edge to the view's.
        let constraints = try XCTUnwrap(runtime["UIViewAutolayoutConstraints"]).elements
        let card = try XCTUnwrap(runtime["UISubviews"]?.elements.first { $0.string("_UILayoutGuideIdentifier") == nil })
        let top = try XCTUnwrap(constraints.first { $0["NSFirstItem"]?.index == card.index && $0.value("NSFirstAttribute") == .integer(3, byteCount: 1) })
        XCTAssertEqual(top["NSSecondItem"]?.string("_UILayoutGuideIdentifier"), "_UIViewControllerTop")
        XCTAssertEqual(top.value("NSSecondAttribute"), .integer(4, byteCount: 1))
        XCTAssertTrue(constraints.contains { $0.value("NSSecondAttribute") == .integer(5, byteCount: 1) && $0["NSSecondItem"]?.index == runtime.index })
        // A blank guide is listed for the constrained safe area; the iOS 11 variant keeps the area.
        XCTAssertTrue(try XCTUnwrap(view["runtime.nib"]?["UINibObjectsKey"]).elements.contains { $0.className == "UILayoutGuide" })
        let eleven = try XCTUnwrap(view["objects-11.0+.nib"]?["UINibTopLevelObjectsKey"]?.elements.first)
        XCTAssertEqual(eleven["UISubviews"]?.elements.count, 1)
    }

    func test_eachVariantNamesItsPlaceholdersAnew() throws {
        let view = try XCTUnwrap(try nibs().first { $0.key.hasPrefix("banner-view") }?.value)
        func placeholder(_ variant: String) -> String? {
            view[variant]?["UINibTopLevelObjectsKey"]?.elements.compactMap { $0.string("UIProxiedObjectIdentifier") }.first { $0.hasPrefix("UpstreamPlaceholder-") }
        }
        XCTAssertNotNil(placeholder("runtime.nib"))
        XCTAssertNotEqual(placeholder("runtime.nib"), placeholder("objects-11.0+.nib"))
    }

    func test_actionsByName_textFieldsMutable() throws {
        // Apptentive's message center (Xcode 9.2): `compose:`, `dismiss:`, `showAbout:` by name,
        // not in the document's order.
        let scene = try XCTUnwrap(try nibs()["Banner.nib"].flatMap { $0["runtime.nib"] ?? $0["nib"] })
        let actions = try XCTUnwrap(scene["UINibConnectionsKey"]).elements.filter { $0.className == "UIRuntimeEventConnection" }.compactMap { $0.string("UILabel") }
        XCTAssertEqual(actions, ["about:", "zoom:"])
        // A text field's text is a mutable string before the iOS 13 SDK (its survey field, 9.2).
        // No spell checking is archived, and a light system font's traits are 8 (its email field
        // and greeting, 9.2), before the iOS 13 SDK.
        let field = cocoaTouchDocument(toolsVersion: "13529", #"<view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/><subviews><textField opaque="NO" contentMode="scaleToFill" text="One Line" borderStyle="roundedRect" minimumFontSize="17" id="field"><rect key="frame" x="8" y="8" width="200" height="30"/><textInputTraits key="textInputTraits" spellCheckingType="no"/></textField><label opaque="NO" contentMode="left" text="Hello!" id="greeting"><rect key="frame" x="8" y="40" width="200" height="30"/><fontDescription key="fontDescription" type="system" weight="light" pointSize="22"/></label></subviews></view>"#)
        let objects = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(field, release: "9.2"))["UINibObjectsKey"]).elements
        let textField = objects.first { $0.className == "UITextField" }
        XCTAssertEqual(textField?["UIText"]?.className, "NSMutableString")
        XCTAssertNil(textField?.value("UISpellCheckingType"))
        XCTAssertEqual(objects.first { $0.className == "UILabel" }?["UIFont"]?.value("UIFontTraits"), .integer(8, byteCount: 1))
    }

    func test_groupedTable_styleUnderItsOldKeyOnly_freeformRootAtItsFreeformSize() throws {
        // Apptentive's message center (Xcode 9.2): a grouped table, the root of a controller
        // simulated at a freeform 375 × 667 though framed 623 high above a toolbar.
        let storyboard = cocoaTouchStoryboard(device: "retina4_7", initial: "messages", """
            <scene sceneID="messages-scene"><objects>
                <tableViewController storyboardIdentifier="Messages" id="messages" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="grouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="66" sectionHeaderHeight="6" sectionFooterHeight="6" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="623"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </tableView>
                    <size key="freeformSize" width="375" height="667"/>
                </tableViewController>
            </objects></scene>
            """)
        let view = try XCTUnwrap(try nibs(storyboard: storyboard).first { $0.key.hasPrefix("messages-view") }?.value)
        let table = try XCTUnwrap((view["nib"] ?? view["runtime.nib"])?["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableView" })
        XCTAssertEqual(table.value("UIStyle"), .integer(1, byteCount: 1))
        XCTAssertNil(table.value("UITableViewStyle"))
        XCTAssertEqual(geometryBlobValues(table.value("UIBounds")), [0, 0, 375, 667])
        // Below iOS 11 its estimated row height is set again after loading (the message
        // center's runtime nib, 66 points).
        let pairs = try XCTUnwrap((view["nib"] ?? view["runtime.nib"])?["UINibKeyValuePairsKey"]).elements
        let estimate = try XCTUnwrap(pairs.first { $0.string("UIKeyPath") == "estimatedRowHeight" })
        XCTAssertEqual(estimate["UIObject"]?.index, table.index)
        XCTAssertNotNil(estimate["UIValue"])
    }

    func test_viewsStandingAloneInAScene_listABlankGuideForTheirSafeArea() throws {
        // Apptentive's survey and message center scenes (Xcode 9.2): a view with constraints
        // lists a blank guide before them in both variants; a collection view without
        // constraints in the iOS 11 variant only, after its layout.
        let scene = try XCTUnwrap(try nibs(storyboard: Self.surveyStoryboard)["Survey.nib"])
        func listing(_ variant: String) throws -> [String] {
            try XCTUnwrap(scene[variant]?["UINibObjectsKey"]).elements.map { $0.className ?? "" }
        }
        let runtime = try listing("runtime.nib"), eleven = try listing("objects-11.0+.nib")
        XCTAssertEqual(runtime.filter { $0 == "UILayoutGuide" }.count, 1)
        XCTAssertEqual(eleven.filter { $0 == "UILayoutGuide" }.count, 2)
        let layout = try XCTUnwrap(eleven.firstIndex(of: "UICollectionViewFlowLayout"))
        XCTAssertEqual(eleven.dropFirst(layout + 1).first, "UILayoutGuide")
        let guide = try XCTUnwrap(runtime.firstIndex(of: "UILayoutGuide"))
        XCTAssertEqual(runtime.dropFirst(guide + 1).first, "NSLayoutConstraint")
    }

    /// Apptentive's survey scene in miniature: a root view of a freeform controller, framed
    /// above a toolbar, whose card is pinned to its safe area (so the scene has an iOS 11
    /// variant), a greeting view with constraints and an attachment collection view without,
    /// each standing alone in the scene with a safe area no constraint names.
    static let surveyStoryboard = cocoaTouchStoryboard(device: "retina4_7", initial: "survey", """
        <scene sceneID="survey-scene"><objects>
            <viewController storyboardIdentifier="Survey" id="survey" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="survey-root"><rect key="frame" x="0.0" y="0.0" width="375" height="623"/>
                    <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card"><rect key="frame" x="0.0" y="20" width="375" height="68"/></view></subviews>
                    <constraints><constraint firstItem="card" firstAttribute="top" secondItem="safe" secondAttribute="top" id="pin-top"/></constraints>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </view>
                <size key="freeformSize" width="375" height="667"/>
            </viewController>
            <view contentMode="scaleToFill" id="greeting"><rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <subviews><label opaque="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="greeting-label"><rect key="frame" x="8" y="8" width="100" height="21"/></label></subviews>
                <constraints><constraint firstItem="greeting-label" firstAttribute="top" secondItem="greeting" secondAttribute="top" constant="8" id="label-top"/></constraints>
                <viewLayoutGuide key="safeArea" id="greeting-safe"/>
            </view>
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="attachments"><rect key="frame" x="0.0" y="0.0" width="320" height="140"/>
                <viewLayoutGuide key="safeArea" id="attachments-safe"/>
                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="0.0" minimumInteritemSpacing="0.0" id="attachments-layout"><size key="itemSize" width="76" height="123"/></collectionViewFlowLayout>
            </collectionView>
        </objects></scene>
        """)

    func test_rootViewsTakeTheirFreeformSizeBeforeIOS11_andKeepTheirFrameInTheIOS11Variant() throws {
        // Apptentive's message center table, 667 and 623 points high (Xcode 9.2).
        let view = try XCTUnwrap(try nibs(storyboard: Self.surveyStoryboard).first { $0.key.hasPrefix("survey-view") }?.value)
        XCTAssertEqual(geometryBlobValues(view["runtime.nib"]?["UINibTopLevelObjectsKey"]?.elements.first?.value("UIBounds")), [0, 0, 375, 667])
        XCTAssertEqual(geometryBlobValues(view["objects-11.0+.nib"]?["UINibTopLevelObjectsKey"]?.elements.first?.value("UIBounds")), [0, 0, 375, 623])
    }

    func test_navigationControllersBar_noWidth_theDocumentsOr44PointsHeight_immutableItems() throws {
        let scene = try XCTUnwrap(try nibs()["Upgrade.nib"]?["runtime.nib"] ?? nibs()["Upgrade.nib"]?["nib"])
        let controller = try XCTUnwrap(scene["UINibTopLevelObjectsKey"]?.elements.first { $0.string("UIOriginalClassName") == "UINavigationController" })
        let bar = try XCTUnwrap(controller["UINavigationBar"])
        XCTAssertEqual(geometryBlobValues(bar.value("UIBounds")), [0, 0, 0, 44])
        XCTAssertEqual(geometryBlobValues(bar.value("UICenter")), [0, 22])
        XCTAssertEqual(bar.string("UIViewContentHuggingPriority"), "{250, 750}")
        XCTAssertEqual(bar["UIItems"]?.className, "NSArray")
    }
}
