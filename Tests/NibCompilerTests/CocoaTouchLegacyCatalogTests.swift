import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// appium's older UICatalog (release 2.13: an iPhone storyboard of Xcode 7.3 and an iPad one of
/// Xcode 5.1, naming no device) as Xcode 8.2.1, 9.2, 9.3, 11.3, 11.7 and 12.4 built it (test
/// projects' copies; `APPS.tsv`): what a legacy storyboard gets from each release.
final class CocoaTouchLegacyCatalogTests: XCTestCase {
    /// A scene whose controller (`element`, id `id`) has a plain root view framed `width` × `height`.
    private func scene(_ element: String, id: String, width: Int = 320, height: Int = 568, connections: String = "") -> String {
        """
        <scene sceneID="\(id)-scene"><objects><\(element) id="\(id)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="\(id)-root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
            <connections>\(connections)</connections>
        </\(element)><placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-first" sceneMemberID="firstResponder"/></objects></scene>
        """
    }

    /// A split view controller scene (id `split`) whose master is `master` and detail `detail`.
    private static let splitScene = """
        <scene sceneID="split-scene"><objects><splitViewController id="split" sceneMemberID="viewController">
            <connections>
                <segue destination="master" kind="relationship" relationship="masterViewController" id="to-master"/>
                <segue destination="detail" kind="relationship" relationship="detailViewController" id="to-detail"/>
            </connections>
        </splitViewController><placeholder placeholderIdentifier="IBFirstResponder" id="split-first" sceneMemberID="firstResponder"/></objects></scene>
        """

    /// A navigation controller scene (id `id`) whose root is `root`.
    private func navigationScene(_ id: String, root: String) -> String {
        """
        <scene sceneID="\(id)-scene"><objects><navigationController id="\(id)" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-bar"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/><autoresizingMask key="autoresizingMask"/></navigationBar>
            <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root-segue"/></connections>
        </navigationController><placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-first" sceneMemberID="firstResponder"/></objects></scene>
        """
    }

    func test_aPushedNavigationController_isPlain_theEntryPointsSwapped() throws {
        // The iPad storyboard's detail navigation controllers, which segues lead to: plain in
        // 11.3, 11.7 and 12.4; the entry point's navigation controller swapped.
        let text = cocoaTouchLegacyStoryboard(initial: "entry", navigationScene("entry", root: "menu")
            + scene("viewController", id: "menu", connections: #"<segue destination="detail" kind="push" id="push"/>"#)
            + navigationScene("detail", root: "page") + scene("viewController", id: "page"))
        func className(_ nib: String, _ release: String) throws -> String? {
            let nibs = try compiledStoryboardNibs(text, release: release)
            return try XCTUnwrap(nibs[nib], "\(nib) in \(nibs.keys.sorted())")["UINibTopLevelObjectsKey"]?.elements.first { $0.className != "UIProxyObject" }?.className
        }
        XCTAssertEqual(try className("UINavigationController-detail.nib", "11.3"), "UINavigationController")
        XCTAssertEqual(try className("UINavigationController-detail.nib", "12.4"), "UINavigationController")
        XCTAssertEqual(try className("UINavigationController-entry.nib", "12.4"), "UIClassSwapper")
    }

    func test_aPushedControllerWithoutACustomClass_isPlain_fromXcode11_0() throws {
        // The iPhone storyboard's two pushed toolbar and search bar menus, table view
        // controllers of no class of their own: plain in 11.3's build (as in 11.7's and 12.4's).
        let text = cocoaTouchLegacyStoryboard(initial: "entry", navigationScene("entry", root: "menu")
            + scene("viewController", id: "menu", connections: #"<segue destination="pushed" kind="push" id="push"/>"#)
            + scene("viewController", id: "pushed"))
        for release in ["11.0", "11.3", "12.4"] {
            let nibs = try compiledStoryboardNibs(text, release: release)
            let pushed = try XCTUnwrap(nibs["UIViewController-pushed.nib"], "\(nibs.keys.sorted())")
            XCTAssertEqual(pushed["UINibTopLevelObjectsKey"]?.elements.first { $0.className != "UIProxyObject" }?.className, "UIViewController", release)
        }
    }

    func test_aNavigationControllersOwnNavigationItem_isListedAfterItsBar() throws {
        // The iPad storyboard's "Actions Sheets" navigation controller, whose title its item
        // holds: bar, then item, in every build (7.3.1 to 12.4).
        let text = cocoaTouchLegacyStoryboard(initial: "entry", navigationScene("entry", root: "menu")
            .replacingOccurrences(of: #"<navigationBar key="navigationBar""#, with: #"<navigationItem key="navigationItem" title="Actions Sheets" id="own-item"/><navigationBar key="navigationBar""#)
            + scene("viewController", id: "menu"))
        for release in ["7.3.1", "12.4", "13.2"] {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["UINavigationController-entry.nib"])
            let listed = try XCTUnwrap(nib["UINibObjectsKey"]?.elements.map(\.className))
            let bar = try XCTUnwrap(listed.firstIndex(of: "UINavigationBar"), release)
            let item = try XCTUnwrap(listed.firstIndex(of: "UINavigationItem"), release)
            XCTAssertLessThan(bar, item, "\(release): \(listed)")
        }
    }

    func test_aTextViewsAttributedText_inADocumentSavedBeforeColourMatching_isAMutableString() throws {
        // Its text view (calibrated black runs): `NSMutableString`s in all seven builds, where
        // UIKitCatalog's, in a colour-matched document, are immutable.
        let textView = """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" usesAttributedText="YES" id="text">
                <rect key="frame" x="0.0" y="0.0" width="320" height="504"/>
                <attributedString key="attributedText">
                    <fragment content="This is a UITextView that uses attributed text. ">
                        <attributes>
                            <color key="NSColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                            <font key="NSFont" size="14" name="HelveticaNeue"/>
                        </attributes>
                    </fragment>
                </attributedString>
                <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
            </textView>
            """
        let legacy = cocoaTouchLegacyStoryboard(initial: "page", scene("viewController", id: "page")
            .replacingOccurrences(of: "</view>", with: "<subviews>\(textView)</subviews></view>"))
        let matched = legacy.replacingOccurrences(of: #"useAutolayout="YES""#, with: #"useAutolayout="YES" colorMatched="YES""#)
        func classes(_ text: String) throws -> [String?] {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: "12.4")["page-view-page-root.nib"])
            let root = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }
            let view = try XCTUnwrap(root?["UISubviews"]?.elements.first { $0.className == "UITextView" })
            return [view["UIText"]?.className, view["UIAttributedText"]?["NSString"]?.className]
        }
        XCTAssertEqual(try classes(legacy), ["NSMutableString", "NSMutableString"])
        XCTAssertEqual(try classes(matched), ["NSString", "NSString"])
    }

    func test_beforeXcode9_aNavigationBarIs320PointsWide_andBefore8_3_aKeptSelectionIsNotArchived() throws {
        // Its iPad storyboard: navigation bars 768 wide in the document, 320 in 7.3.1's and
        // 8.2.1's builds (none from 9); the master, `clearsSelectionOnViewWillAppear="NO"`,
        // archives no flag in 7.3.1's and 8.2.1's builds and false from 9.2's.
        let text = cocoaTouchLegacyStoryboard(runtime: "iOS.CocoaTouch.iPad", initial: "entry", navigationScene("entry", root: "menu")
            .replacingOccurrences(of: #"width="320" height="44""#, with: #"width="768" height="44""#)
            + scene("tableViewController", id: "menu", width: 768, height: 1024)
            .replacingOccurrences(of: #"<tableViewController id="menu""#, with: #"<tableViewController clearsSelectionOnViewWillAppear="NO" id="menu""#))
        func controllers(_ release: String) throws -> (bar: GraphCursor, menu: GraphCursor) {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["UINavigationController-entry.nib"])
            let objects = try XCTUnwrap(nib["UINibObjectsKey"]?.elements)
            return (try XCTUnwrap(objects.first { $0.className == "UINavigationBar" }),
                    try XCTUnwrap(objects.first { $0.className == "UITableViewController" }))
        }
        let eight = try controllers("8.2.1"), nine = try controllers("9.2")
        XCTAssertEqual(eight.bar.value("UIBounds"), .data(GeometryBlobProbe.encode([0, 0, 320, 44])))
        XCTAssertEqual(eight.bar.value("UICenter"), .data(GeometryBlobProbe.encode([160, 22])))
        XCTAssertEqual(nine.bar.value("UIBounds"), .data(GeometryBlobProbe.encode([0, 0, 0, 44])))
        XCTAssertNil(eight.menu.value("UIClearsSelectionOnViewWillAppear"))
        XCTAssertEqual(nine.menu.value("UIClearsSelectionOnViewWillAppear"), .bool(false))
    }

    func test_xcode7_unstatedTextColoursArePlainBlack_labelsFlagOnlyNonSystemColours_andConstrainedViewsTheDefaultMask() throws {
        // 7.3.1's build: its stepper label and address field, no colour stated, plain black (named
        // black by 8.2.1); in this app for iOS 7 its date picker's black label flagged, and its
        // iPad ones in the dark text colour too (an app for iOS 8 flags no dark text label, as
        // QBImagePicker's album cells by 7.3.1); its iPad views placed by constraints archived
        // with the default mask (their own from 8.2.1).
        let subviews = cocoaTouchLabel(id: "unstated", text: "0", frame: #"x="258" y="11" width="42" height="21""#)
            + cocoaTouchLabel(id: "black", text: "Date", frame: #"x="0.0" y="397" width="320" height="48""#,
                              textColor: #"<color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>"#)
            + cocoaTouchLabel(id: "dark", text: "Dark", frame: #"x="0.0" y="300" width="320" height="21""#,
                              textColor: #"<color key="textColor" cocoaTouchSystemColor="darkTextColor"/>"#)
            + addressFieldWithoutColour + """
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="524" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                <items/>
            </toolbar>
            """
        let text = cocoaTouchLegacyStoryboard(initial: "page", scene("viewController", id: "page")
            .replacingOccurrences(of: "</view>", with: "<subviews>\(subviews)</subviews></view>"))
        func views(_ release: String) throws -> [GraphCursor] {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["page-view-page-root.nib"])
            let root = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }
            return try XCTUnwrap(root?["UISubviews"]?.elements)
        }
        let seven = try views("7.3.1"), eight = try views("8.2.1")
        XCTAssertEqual(seven[0]["UITextColor"]?.value("UIColorComponentCount"), .integer(4, byteCount: 1))
        XCTAssertNil(seven[0]["UITextColor"]?.string("UISystemColorName"))
        XCTAssertEqual(seven[3]["UITextColor"]?.value("UIColorComponentCount"), .integer(4, byteCount: 1))
        XCTAssertEqual(eight[0]["UITextColor"]?.string("UISystemColorName"), "blackColor")
        XCTAssertEqual(eight[3]["UITextColor"]?.string("UISystemColorName"), "blackColor")
        // An app for iOS 8 and later flags none (QBImagePicker's dark text for iOS 8.0; a
        // calculator's black display for iOS 9.3, Xcode 7.3).
        XCTAssertNil(seven[0].value("UIDisableUpdateTextColorOnTraitCollectionChange"))
        XCTAssertNil(seven[1].value("UIDisableUpdateTextColorOnTraitCollectionChange"))
        XCTAssertNil(seven[2].value("UIDisableUpdateTextColorOnTraitCollectionChange"), "for iOS 8")
        var options = CompileOptions()
        options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: "7.3.1")
        options.minimumDeploymentTarget = "7.0"
        guard case .storyboard(let files) = try NibCompiler.compile(try InterfaceDocument(parsing: Array(text.utf8), path: "Base.lproj/Main.storyboard"),
                                                                    options: options) else { return XCTFail("a storyboard is a directory") }
        let forIOS7 = try XCTUnwrap(files.first { $0.name == "page-view-page-root.nib" })
        let dark = GraphCursor(try CompiledNibFile(bytes: forIOS7.bytes).graph)["UINibTopLevelObjectsKey"]?.elements
            .first { $0.className == "UIView" }?["UISubviews"]?.elements[2]
        XCTAssertEqual(dark?.value("UIDisableUpdateTextColorOnTraitCollectionChange"), .bool(true), "for iOS 7")
        let labelsForIOS7 = GraphCursor(try CompiledNibFile(bytes: forIOS7.bytes).graph)["UINibTopLevelObjectsKey"]?.elements
            .first { $0.className == "UIView" }?["UISubviews"]?.elements
        XCTAssertEqual(labelsForIOS7?[0].value("UIDisableUpdateTextColorOnTraitCollectionChange"), .bool(true), "unstated, for iOS 7")
        XCTAssertEqual(labelsForIOS7?[1].value("UIDisableUpdateTextColorOnTraitCollectionChange"), .bool(true), "black, for iOS 7")
        XCTAssertEqual(seven[4].value("UIAutoresizingMask"), .integer(36, byteCount: 1))
        XCTAssertEqual(eight[4].value("UIAutoresizingMask"), .integer(10, byteCount: 1))
    }

    func test_aContainersRootThatASegueLeadsTo_keepsANibOfItsOwn() throws {
        // The iPad storyboard's "Actions Sheets" navigation controller: the split view's detail
        // navigation controller's root, and a replace segue's destination.
        let text = cocoaTouchLegacyStoryboard(initial: "entry", navigationScene("entry", root: "menu")
            + scene("viewController", id: "menu", connections: #"<segue destination="inner" kind="push" id="push"/>"#)
            + navigationScene("outer", root: "inner") + navigationScene("inner", root: "page") + scene("viewController", id: "page"))
        let nibs = try compiledStoryboardNibs(text, release: "12.4")
        XCTAssertNotNil(nibs["UINavigationController-inner.nib"], "a segue's destination: \(nibs.keys.sorted())")
    }

    func test_aLegacyIPadStoryboardsControllers_areLaidOutOn768By1024() throws {
        // The split view's detail controllers, framed 703 × 768 in landscape: portrait 768 × 1024
        // in every build (a deployment target below iOS 11 for Xcode 9 to 12's; these compile
        // for NibForge's default, iOS 13).
        let text = cocoaTouchLegacyStoryboard(runtime: "iOS.CocoaTouch.iPad", initial: "page", scene("viewController", id: "page", width: 703, height: 768))
        for release in ["7.3.1", "8.2.1"] {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["page-view-page-root.nib"])
            let root = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }
            XCTAssertEqual(root?.value("UIBounds"), .data(GeometryBlobProbe.encode([0, 0, 768, 1024])), release)
        }
    }

    func test_aLegacyIPadControllersSubviews_areAutoresizedWithItsRootView_byTheirMasks() throws {
        // Its toolbar controllers' detail views: framed 703 × 768, their toolbar (flexible width
        // and top margin, constrained to the bottom) archived across the foot of 768 × 1024 in
        // 8.2.1's to 12.4's builds (below iOS 11 from Xcode 9); a view with flexible right and
        // bottom margins stays (its picker's label). A nib keeping the document's root frame
        // keeps the subviews' too (Xcode 9 and 10 from iOS 11; Xcode 11 and 12 size a framed
        // root view for the screen in every variant).
        let text = cocoaTouchLegacyStoryboard(runtime: "iOS.CocoaTouch.iPad", initial: "page", """
            <scene sceneID="page-scene"><objects><viewController id="page" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="page-root">
                    <rect key="frame" x="0.0" y="0.0" width="703" height="768"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="0.0" y="724" width="703" height="44"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                            <items/>
                        </toolbar>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                            <rect key="frame" x="20" y="275" width="663" height="400"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </view>
                    </subviews>
                </view>
            </viewController><placeholder placeholderIdentifier="IBFirstResponder" id="page-first" sceneMemberID="firstResponder"/></objects></scene>
            """)
        func geometry(_ release: String, _ className: String) throws -> [ArchivedValue?] {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["page-view-page-root.nib"])
            let root = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }
            let view = try XCTUnwrap(root?["UISubviews"]?.elements.first { $0.className == className })
            return [view.value("UIBounds"), view.value("UICenter")]
        }
        for release in ["8.2.1", "12.4", "13.2"] {
            XCTAssertEqual(try geometry(release, "UIToolbar"), [.data(GeometryBlobProbe.encode([0, 0, 768, 44])), .data(GeometryBlobProbe.encode([384, 1002]))], release)
            XCTAssertEqual(try geometry(release, "UIView"), [.data(GeometryBlobProbe.encode([0, 0, 663, 400])), .data(GeometryBlobProbe.encode([351.5, 475]))], release)
        }
        XCTAssertEqual(try geometry("10.1", "UIToolbar"), [.data(GeometryBlobProbe.encode([0, 0, 703, 44])), .data(GeometryBlobProbe.encode([351.5, 746]))])
    }

    func test_xcode7_laysALegacyIPadControllersConstrainedSubviewsOut_byTheirConstraints() throws {
        // The date picker controller's detail view (703 × 768), by Xcode 7.3.1: the picker,
        // centred and pinned to both sides, at 404 across 768 × 1024; the label 13 below it, as
        // wide; 8.2.1 moves neither (their masks: flexible width; flexible right and bottom).
        let text = cocoaTouchLegacyStoryboard(runtime: "iOS.CocoaTouch.iPad", initial: "page", """
            <scene sceneID="page-scene"><objects><viewController id="page" sceneMemberID="viewController">
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="top-guide"/>
                    <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                </layoutGuides>
                <view key="view" contentMode="scaleToFill" id="page-root">
                    <rect key="frame" x="0.0" y="0.0" width="703" height="768"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                            <rect key="frame" x="0.0" y="276" width="703" height="216"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                        </view>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Date" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="0.0" y="505" width="703" height="21"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                            <rect key="frame" x="20" y="600" width="663" height="100"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="centerY" secondItem="picker" secondAttribute="centerY" id="c1"/>
                        <constraint firstItem="picker" firstAttribute="leading" secondItem="page-root" secondAttribute="leading" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="picker" secondAttribute="trailing" id="c3"/>
                        <constraint firstItem="label" firstAttribute="top" secondItem="picker" secondAttribute="bottom" constant="13" id="c4"/>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="page-root" secondAttribute="leading" id="c5"/>
                        <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" id="c6"/>
                        <constraint firstItem="panel" firstAttribute="leading" secondItem="page-root" secondAttribute="leading" constant="20" id="c7"/>
                        <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="20" id="c8"/>
                        <constraint firstItem="bottom-guide" firstAttribute="top" secondItem="panel" secondAttribute="bottom" constant="68" id="c9"/>
                        <constraint firstItem="panel" firstAttribute="height" constant="100" id="c10"/>
                    </constraints>
                </view>
            </viewController><placeholder placeholderIdentifier="IBFirstResponder" id="page-first" sceneMemberID="firstResponder"/></objects></scene>
            """)
        func frames(_ release: String) throws -> [[Double]] {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["page-view-page-root.nib"])
            let root = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }
            return try XCTUnwrap(root?["UISubviews"]?.elements).filter { $0.className != "_UILayoutGuide" }.map { view in
                let bounds = try XCTUnwrap(geometryBlobValues(view.value("UIBounds"))), center = try XCTUnwrap(geometryBlobValues(view.value("UICenter")))
                guard bounds.count == 4, center.count == 2 else { return bounds + center }
                return [center[0] - bounds[2] / 2, center[1] - bounds[3] / 2, bounds[2], bounds[3]]
            }
        }
        XCTAssertEqual(try frames("7.3"), [[0, 404, 768, 216], [0, 633, 768, 21], [20, 856, 728, 100]])
        XCTAssertEqual(try frames("8.2.1"), [[0, 276, 768, 216], [0, 505, 703, 21], [20, 600, 663, 100]])
    }

    func test_anImageButtonsStateOfATitleShadowAlone_isNotArchived() throws {
        // Its add and detail disclosure buttons: no stateful content, no font, in every build.
        let buttons = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="contactAdd" lineBreakMode="middleTruncation" id="add">
                <rect key="frame" x="149" y="11" width="22" height="22"/>
                <state key="normal"><color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/></state>
            </button>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" id="plain">
                <rect key="frame" x="137" y="7" width="46" height="30"/>
                <state key="normal" title="Button"><color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/></state>
            </button>
            """
        let text = cocoaTouchViewDocument(toolsVersion: "10117", size: (width: 320, height: 568), subviews: buttons)
            .replacingOccurrences(of: #" colorMatched="YES""#, with: "")
        for release in ["8.2.1", "11.7", "12.4"] {
            let views = GraphCursor(try compiledCocoaTouchGraph(text, release: release))["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements ?? []
            XCTAssertEqual(views.count, 2)
            XCTAssertNil(views.first?["UIButtonStatefulContent"], release)
            XCTAssertNil(views.first?["UIFont"], release)
            XCTAssertNotNil(views.last?["UIButtonStatefulContent"], "a titled button keeps its state (\(release))")
        }
    }

    func test_aStaticTableBefore9_3_archivesTheContentSizeOfNoRows_atItsLaidOutWidth() throws {
        // Its grouped static tables, sections footed 10: {375, 65} as 8.2.1 and 9.2 lay them out
        // on their default device, none from 9.3; a plain one {375, 0}. Xcode 8 states the
        // table's row height for a row of none (44), as Xcode 7 does; 9.2 UIKit's automatic -1.
        let text = staticTableStoryboard(device: nil, controller: "list", height: 44, subviews: "")
            .replacingOccurrences(of: #"useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" "#, with: "")
            .replacingOccurrences(of: #"style="grouped""#, with: #"style="grouped" sectionHeaderHeight="10" sectionFooterHeight="10""#)
        func table(_ release: String) throws -> GraphCursor {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["list-view-table.nib"])
            return try XCTUnwrap(nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableView" })
        }
        func rowHeight(_ release: String) throws -> ArchivedValue? {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["list-view-table.nib"])
            let source = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableViewDataSource" }
            return source?["UITableSections"]?.elements.first?["UITableSectionRows"]?.elements.first?.value("UITableRowHeight")
        }
        for release in ["8.2.1", "9.2"] {
            XCTAssertEqual(try table(release).value("UIContentSize"), .data(GeometryBlobProbe.encode([375, 65])), release)
        }
        XCTAssertNil(try table("9.3").value("UIContentSize"))
        XCTAssertEqual(try rowHeight("8.2.1"), .float(44))
        XCTAssertEqual(try rowHeight("9.2"), .float(-1))
    }

    func test_aLegacyDocumentsCellSeparator_isOnePointHighFromXcode9_3() throws {
        // Its cells' separators: half a point in 8.2.1's and 9.2's builds, one point in 9.3's
        // and 11.3's (a document of neither a device nor size classes).
        let text = staticTableStoryboard(device: nil, controller: "list", height: 44, subviews: "")
            .replacingOccurrences(of: #"useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" "#, with: "")
        func separatorBounds(_ release: String) throws -> ArchivedValue? {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["list-view-table.nib"])
            let source = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableViewDataSource" }
            let cell = source?["UITableSections"]?.elements.first?["UITableSectionRows"]?.elements.first?["UITableRowCell"]
            return cell?["UISubviews"]?.elements.first { $0.className == "_UITableViewCellSeparatorView" }?.value("UIBounds")
        }
        XCTAssertEqual(try separatorBounds("9.2"), .data(GeometryBlobProbe.encode([0, 0, 360, 0.5])))
        XCTAssertEqual(try separatorBounds("9.3"), .data(GeometryBlobProbe.encode([0, 0, 360, 1])))
    }

    func test_aSearchBar_statesItsDefaults_fromXcode7_andAFieldItsBackgroundImage() throws {
        // Its search bars: translucence, an empty text and the text input flags in every build;
        // before iOS 11 the search return key, enabled automatically. Its custom text field's
        // background image, by name (9.3, 12.4).
        let views = """
            <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                <rect key="frame" x="0.0" y="65" width="320" height="44"/>
                <textInputTraits key="textInputTraits"/>
            </searchBar>
            <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" background="text_field_background" id="field">
                <rect key="frame" x="50" y="7" width="220" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """
        let text = cocoaTouchViewDocument(toolsVersion: "10117", size: (width: 320, height: 568), subviews: views)
            .replacingOccurrences(of: #" colorMatched="YES""#, with: "")
        func subviews(_ release: String) throws -> [GraphCursor] {
            GraphCursor(try compiledCocoaTouchGraph(text, release: release))["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements ?? []
        }
        let eight = try subviews("8.2.1")
        XCTAssertEqual(eight.first?.value("UISearchBarTranslucence"), .integer(1, byteCount: 1))
        XCTAssertEqual(eight.first?.value("UIReturnKeyType"), .integer(6, byteCount: 1))
        XCTAssertEqual(eight.first?.value("UIEnablesReturnKeyAutomatically"), .bool(true))
        XCTAssertEqual(eight.first?.string("UIViewContentHuggingPriority"), "{250, 250}")
        let nine = try subviews("9.3")
        XCTAssertNil(nine.first?.value("UIReturnKeyType"))
        XCTAssertEqual(nine.first?.value("UIEnablesReturnKeyAutomatically"), .bool(false))
        XCTAssertEqual(nine.last?["UITextFieldBackground"]?.string("UIResourceName"), "text_field_background")
    }

    func test_aLegacyIPadDocument_asksForTheScreen_andPaintsGroupedTablesWithAPattern() throws {
        // Its iPad storyboard before Xcode 9.3: content controllers ask for 768 × 1024 (their
        // navigation controllers for nothing), and a grouped table's background is the pattern
        // colour of that name; 9.3 asks for nothing, 11.3 archives the colour's components.
        let text = cocoaTouchLegacyStoryboard(runtime: "iOS.CocoaTouch.iPad", initial: "entry", navigationScene("entry", root: "page")
            + scene("viewController", id: "page", width: 703, height: 768)
                .replacingOccurrences(of: "</view>", with: #"<color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/></view>"#))
        func nibs(_ release: String) throws -> (controller: GraphCursor?, background: GraphCursor?) {
            let nibs = try compiledStoryboardNibs(text, release: release)
            let navigation = try XCTUnwrap(nibs["UINavigationController-entry.nib"])
            let controller = navigation["UINibTopLevelObjectsKey"]?.elements.first { $0.className != "UIProxyObject" }?["UIChildViewControllers"]?.elements.first
            let view = try XCTUnwrap(nibs["page-view-page-root.nib"])["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }
            return (controller, view?["UIBackgroundColor"])
        }
        let nine = try nibs("9.2")
        XCTAssertEqual(nine.controller?.value("UIPreferredContentSize"), .data(GeometryBlobProbe.encode([768, 1024])))
        XCTAssertEqual(nine.controller?.value("UIContentSizeForViewInPopover"), .data(GeometryBlobProbe.encode([768, 1024])))
        XCTAssertEqual(nine.background?.string("UIPatternSelector"), "groupTableViewBackgroundColor")
        XCTAssertNil(nine.background?.value("UIRed"))
        XCTAssertNil(try nibs("9.3").controller?.value("UIPreferredContentSize"))
        XCTAssertNil(try nibs("11.3").background?.value("UIPatternSelector"))
    }

    func test_aSplitViewStoryboardForIOS7_getsAnIOS8VariantOfEveryNib_andOfItsInfoPlist() throws {
        // Its iPad storyboard as Xcode 7.3.1 and 8.2.1 built it for iOS 7.0: every nib a
        // directory of objects-8.0+.nib and runtime.nib, with an Info-8.0+.plist.
        let text = cocoaTouchLegacyStoryboard(runtime: "iOS.CocoaTouch.iPad", initial: "split", Self.splitScene
            + scene("viewController", id: "master", width: 320, height: 768) + scene("viewController", id: "detail", width: 703, height: 768))
        var options = CompileOptions()
        options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: "8.2.1")
        options.minimumDeploymentTarget = "7.0"
        let document = try InterfaceDocument(parsing: Array(text.utf8), path: "Base.lproj/Main_iPad.storyboard")
        guard case .storyboard(let files) = try NibCompiler.compile(document, options: options) else { return XCTFail("a storyboard is a directory") }
        let names = Set(files.map(\.name))
        XCTAssertTrue(names.contains("Info-8.0+.plist"), "\(names.sorted())")
        XCTAssertTrue(names.contains("UISplitViewController-split.nib/objects-8.0+.nib"))
        XCTAssertTrue(names.contains("UISplitViewController-split.nib/runtime.nib"))
        options.minimumDeploymentTarget = "8.0"
        guard case .storyboard(let later) = try NibCompiler.compile(document, options: options) else { return XCTFail("a storyboard is a directory") }
        XCTAssertFalse(later.map(\.name).contains("Info-8.0+.plist"), "no variant for iOS 8 and later")
    }

    func test_anIOS7AppsIOS8Variant_namesTheRegularSystemFontWithoutItsWeight_inXcode7() throws {
        // The iPad storyboard as Xcode 7.3.1 built it for iOS 7.0: the detail views' labels are
        // `.SFUIText` in runtime.nib and objects-8.0+.nib alike (an app for iOS 8.0 names the
        // weight, `test_theRegularSystemFont_isNamedWithoutItsWeight_inANibForIOS7`).
        let detail = scene("viewController", id: "detail", width: 703, height: 768).replacingOccurrences(of: #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#, with: """
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Date" lineBreakMode="tailTruncation" id="date">
                        <rect key="frame" x="0.0" y="505" width="703" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                """)
        let text = cocoaTouchLegacyStoryboard(runtime: "iOS.CocoaTouch.iPad", initial: "split", Self.splitScene
            + scene("viewController", id: "master", width: 320, height: 768) + detail)
        var options = CompileOptions()
        options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: "7.3.1")
        options.minimumDeploymentTarget = "7.0"
        let document = try InterfaceDocument(parsing: Array(text.utf8), path: "Base.lproj/Main_iPad.storyboard")
        func fontNames(_ deploymentTarget: String) throws -> [String: String?] {
            options.minimumDeploymentTarget = deploymentTarget
            guard case .storyboard(let files) = try NibCompiler.compile(document, options: options) else { throw CocoaError(.featureUnsupported) }
            var names: [String: String?] = [:]
            for file in files where file.name.hasPrefix("detail-view-") {
                let root = GraphCursor(try CompiledNibFile(bytes: file.bytes).graph)
                let label = root["UINibTopLevelObjectsKey"]?.elements.first?["UISubviews"]?.elements.first
                names[String(file.name.split(separator: "/").last ?? "")] = label?["UIFont"]?.string("UIFontName")
            }
            return names
        }
        XCTAssertEqual(try fontNames("7.0"), ["runtime.nib": ".SFUIText", "objects-8.0+.nib": ".SFUIText"])
        XCTAssertEqual(try fontNames("8.0"), ["detail-view-detail-root.nib": ".SFUIText-Regular"])
    }

    func test_aDisclosureCellsContentView_isLaidOut26PointsShort_upTo9_2() throws {
        // Its disclosure cells, 320 wide with a content view of 287 in the document: 294 in
        // 8.2.1's and 9.2's builds (as 7.3.1 lays QBImagePicker's out); 9.3 keeps the document's.
        let cells = staticTableStoryboard(device: "retina4_0", controller: "list", height: 44, cellAttributes: #"accessoryType="disclosureIndicator""#, subviews: "")
            .replacingOccurrences(of: #"width="375" height="44""#, with: #"width="320" height="44""#)
        var parts = cells.components(separatedBy: #"id="content">"#)
        parts[1] = parts[1].replacingOccurrences(of: #"width="320" height="44""#, with: #"width="287" height="43""#)
        let text = parts.joined(separator: #"id="content">"#)
        func contentWidth(_ release: String) throws -> [Double]? {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["list-view-table.nib"])
            let source = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableViewDataSource" }
            let cell = source?["UITableSections"]?.elements.first?["UITableSectionRows"]?.elements.first?["UITableRowCell"]
            return geometryBlobValues(cell?["UIContentView"]?.value("UIBounds"))
        }
        XCTAssertEqual(try contentWidth("8.2.1"), [0, 0, 294, 43.5])
        XCTAssertEqual(try contentWidth("9.2"), [0, 0, 294, 43.5])
        XCTAssertEqual(try contentWidth("9.3")?[2], 287)
    }

    func test_aFilledContentViewsSubviews_areAutoresized_andADefaultStyleLabelTakesItsHeight_upTo9_2() throws {
        // Its stepper cells (a stepper 29 high at 7, flexible at the top) and list cells (the
        // default style's label 290 × 43, no mask), content views drawn 43 high in 44-point
        // cells: in 8.2.1's and 9.2's builds the content view is 43.5 high, the stepper 7.5
        // down and the label 43.5 high; 9.3 keeps the document's frames.
        let stepper = #"<stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="10" id="stepper"><rect key="frame" x="206" y="7" width="94" height="29"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/></stepper>"#
        let label = #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Simple" lineBreakMode="tailTruncation" id="label"><rect key="frame" x="15" y="0.0" width="290" height="43"/><autoresizingMask key="autoresizingMask"/><fontDescription key="fontDescription" type="system" pointSize="18"/><nil key="highlightedColor"/></label>"#
        func cells(_ subviews: String, cellAttributes: String = "") -> String {
            let text = staticTableStoryboard(device: "retina4_0", controller: "list", height: 44, cellAttributes: cellAttributes, subviews: subviews)
                .replacingOccurrences(of: #"width="375" height="44""#, with: #"width="320" height="44""#)
            var parts = text.components(separatedBy: #"id="content">"#)
            parts[1] = parts[1].replacingOccurrences(of: #"width="320" height="44""#, with: #"width="320" height="43""#)
            return parts.joined(separator: #"id="content">"#)
        }
        func subviewFrame(_ text: String, _ release: String) throws -> (bounds: [Double]?, center: [Double]?) {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["list-view-table.nib"])
            let source = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableViewDataSource" }
            let cell = source?["UITableSections"]?.elements.first?["UITableSectionRows"]?.elements.first?["UITableRowCell"]
            let view = cell?["UIContentView"]?["UISubviews"]?.elements.first
            return (geometryBlobValues(view?.value("UIBounds")), geometryBlobValues(view?.value("UICenter")))
        }
        let stepperCells = cells(stepper)
        XCTAssertEqual(try subviewFrame(stepperCells, "8.2.1").center, [253, 22])
        XCTAssertEqual(try subviewFrame(stepperCells, "9.2").center, [253, 22])
        XCTAssertEqual(try subviewFrame(stepperCells, "9.3").center, [253, 21.5])
        let listCells = cells(label, cellAttributes: #"textLabel="label" style="IBUITableViewCellStyleDefault""#)
        XCTAssertEqual(try subviewFrame(listCells, "8.2.1").bounds, [0, 0, 290, 43.5])
        XCTAssertEqual(try subviewFrame(listCells, "9.3").bounds, [0, 0, 290, 43])
        XCTAssertEqual(try subviewFrame(cells(label), "8.2.1").bounds, [0, 0, 290, 43], "a label of no style keeps its mask's frame")
    }

    func test_aLegacyDocumentsNavigationBar_getsUIKits50Points_fromXcode9_3() throws {
        // Its iPad navigation bars, 44 in the document: 44 in 9.2's build, 50 in 9.3's and 11.3's.
        let text = cocoaTouchLegacyStoryboard(runtime: "iOS.CocoaTouch.iPad", initial: "entry", navigationScene("entry", root: "page") + scene("viewController", id: "page"))
        func barBounds(_ release: String) throws -> [Double]? {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["UINavigationController-entry.nib"])
            let controller = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className != "UIProxyObject" }
            return geometryBlobValues(controller?["UINavigationBar"]?.value("UIBounds"))
        }
        XCTAssertEqual(try barBounds("9.2"), [0, 0, 0, 44])
        XCTAssertEqual(try barBounds("9.3"), [0, 0, 0, 50])
        XCTAssertEqual(try barBounds("11.3"), [0, 0, 0, 50])
    }

    func test_aStyledCellsDarkTextLabel_isArchivedBlack_inXcode9() throws {
        // Its iPad menu's subtitle cells, labels in the dark text colour: `blackColor` in 9.2's
        // and 9.3's builds, `darkTextColor` in 8.2.1's (and 7.3.1's, 11.3's).
        let label = #"<label opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="left" text="Default" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="title"><rect key="frame" x="15" y="5" width="53" height="20"/><fontDescription key="fontDescription" type="system" pointSize="16"/><color key="textColor" cocoaTouchSystemColor="darkTextColor"/><nil key="highlightedColor"/></label>"#
        let text = staticTableStoryboard(device: nil, controller: "list", height: 44,
                                         cellAttributes: #"textLabel="title" style="IBUITableViewCellStyleSubtitle""#, subviews: label)
            .replacingOccurrences(of: #"useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" "#, with: "")
        func colorName(_ release: String) throws -> String? {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["list-view-table.nib"])
            let source = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableViewDataSource" }
            let cell = source?["UITableSections"]?.elements.first?["UITableSectionRows"]?.elements.first?["UITableRowCell"]
            return cell?["UIContentView"]?["UISubviews"]?.elements.first?["UITextColor"]?.string("UISystemColorName")
        }
        XCTAssertEqual(try colorName("9.2"), "blackColor")
        XCTAssertEqual(try colorName("8.2.1"), "darkTextColor")
    }

    func test_aSplitViewsDetailNavigationWhoseRootIsANavigationController_archivesBothWhole_andReplaceSeguesNameTheColumn() throws {
        // The older UICatalog's iPad storyboard: the split view's detail is a navigation
        // controller whose root is another, archived with its bar and its own root in the split
        // view's nib (Xcode 7.3.1 to 12.4); the master's replace segues into the detail column
        // state split view containment (1) and the column (1).
        typealias Scenes = CocoaTouchSceneControllerTests
        let master = Scenes.scene("master", children: #"<connections><segue destination="other" kind="replace" splitViewControllerTargetIndex="1" id="to-other"/></connections>"#)
        let text = cocoaTouchStoryboard(device: nil, initial: "split",
            Scenes.containerScene("splitViewController", "split", relationships: [("masterViewController", "master"), ("detailViewController", "outer")])
            + master
            + Scenes.containerScene("navigationController", "outer", children: Scenes.bar("navigationBar", id: "outer-bar", height: 44),
                                    relationships: [("rootViewController", "inner")])
            + Scenes.containerScene("navigationController", "inner", children: Scenes.bar("navigationBar", id: "inner-bar", height: 44)
                                    + #"<navigationItem key="navigationItem" id="inner-item"/>"#,
                                    relationships: [("rootViewController", "detail")])
            + Scenes.scene("detail", children: #"<navigationItem key="navigationItem" title="Detail" id="detail-item"/>"#)
            + Scenes.scene("other"))
        let nibs = try compiledStoryboardNibs(text, release: "11.3")
        let split = try XCTUnwrap(nibs["UISplitViewController-split.nib"]?["UINibTopLevelObjectsKey"]?.elements.first { $0["UIChildViewControllers"] != nil })
        let outer = try XCTUnwrap(split["UIChildViewControllers"]?.elements.first { $0.className == "UINavigationController" })
        let inner = try XCTUnwrap(outer["UIChildViewControllers"]?.elements.first)
        XCTAssertEqual(inner.className, "UINavigationController")
        XCTAssertNotNil(inner["UINavigationBar"], "the inner navigation controller's bar")
        XCTAssertEqual(inner["UIChildViewControllers"]?.elements.count, 1, "and its root")
        let masterController = try XCTUnwrap(split["UIChildViewControllers"]?.elements.first { $0["UIStoryboardSegueTemplates"] != nil })
        let template = try XCTUnwrap(masterController["UIStoryboardSegueTemplates"]?.elements.first)
        XCTAssertEqual(template.className, "UIStoryboardReplaceSegueTemplate")
        XCTAssertEqual(template.value("UIDestinationContainmentContext"), .integer(1, byteCount: 1))
        XCTAssertEqual(template.value("UISplitViewControllerIndex"), .integer(1, byteCount: 1))
    }
}
