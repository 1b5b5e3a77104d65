import NibArchive
import NibCompiler
import XCTest

/// What ibtool 9.2 and 10.1 wrote for MapboxNavigation's storyboard as a Carthage build committed
/// it (agreenstein/navsets, `BUILDS.tsv` keeps no row: the 10.1 commit lacks one of Apple's
/// nibs, and text views' and calibrated colours' layout differ), and 9.0.1 for a notes app's
/// xib (`APPS.tsv`): a text view's long text and return key, a navigation bar's hugging, an embed
/// segue's outlet among the others, the guides that stand in for a safe area below iOS 11,
/// Display P3 text.
final class CocoaTouchMapboxNavigationTests: XCTestCase {
    /// The opening of Interface Builder's default text view text (447 bytes; the whole is 529).
    static let lorem = "Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum."

    /// The text view of a Base.lproj xib showing `text`, compiled as `release`.
    private func textView(_ text: String, release: String) throws -> GraphCursor {
        let document = cocoaTouchViewDocument(toolsVersion: "14109", size: (width: 375, height: 667), subviews: """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="comment">
                <rect key="frame" x="25" y="8" width="325" height="112"/>
                <string key="text">\(text)</string>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="sentences" returnKeyType="done"/>
            </textView>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(document, release: release, path: "Base.lproj/EndOfRoute.xib"))
        return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
    }

    func test_aTextViewsLongText_isAMutableStringOfItsOwn_localizableFromXcode12() throws {
        XCTAssertGreaterThan(Self.lorem.utf8.count, 300)
        // Xcode 10.1 (MapboxNavigation's comment view): not localizable, and its attributed
        // string holds another mutable string.
        let ten = try textView(Self.lorem, release: "10.1")
        XCTAssertEqual(ten["UIText"]?.className, "NSMutableString")
        XCTAssertEqual(ten["UIAttributedText"]?["NSString"]?.className, "NSMutableString")
        XCTAssertNotEqual(ten["UIAttributedText"]?["NSString"]?.index, ten["UIText"]?.index)
        // Xcode 12.5.1 (a quiz's text view): localizable, the attributed string's own mutable string.
        let twelve = try textView(Self.lorem, release: "12.5.1")
        XCTAssertEqual(twelve["UIText"]?.className, "NSLocalizableString")
        XCTAssertEqual(twelve["UIAttributedText"]?["NSString"]?.className, "NSMutableString")
        // A text of 300 bytes is localizable and shares its development text (DuckDuckGo's email
        // protection footer, Xcode 13.2.1), in Xcode 10.1 too.
        let footer = String(repeating: "Removing it. ", count: 23) + "0"
        XCTAssertEqual(footer.utf8.count, 300)
        for release in ["10.1", "13.2.1"] {
            let short = try textView(footer, release: release)
            XCTAssertEqual(short["UIText"]?.className, "NSLocalizableString", release)
            XCTAssertEqual(short["UIAttributedText"]?["NSString"]?.index, short["UIText"]?["NSDev"]?.index, release)
        }
    }

    func test_aTextView_archivesTheReturnKeyItsTraitsName() throws {
        XCTAssertEqual(try textView(Self.lorem, release: "10.1").value("UIReturnKeyType"), .integer(9, byteCount: 1), "done")
    }

    func test_xcode9_2To10_aNavigationBar_statesUIKitsVerticalHuggingOf750() throws {
        // A notes app's bar states 250 (Xcode 9.0.1), as AWS's user pools navigation controller's
        // by 9.1 (same Carthage build); TLPhotoPicker's states 750 (Xcode 10.0), as Apptentive's
        // navigation controllers' by 9.2.
        func hugging(_ bar: String, constraints: String = "", release: String) throws -> String? {
            let document = cocoaTouchViewDocument(toolsVersion: "13196", size: (width: 375, height: 667), subviews: bar)
                .replacingOccurrences(of: "</subviews>", with: "</subviews><constraints>\(constraints)</constraints>")
            let root = GraphCursor(try compiledCocoaTouchGraph(document, release: release))
            return root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first?.string("UIViewContentHuggingPriority")
        }
        let framed = """
            <navigationBar contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </navigationBar>
            """
        XCTAssertEqual(try hugging(framed, release: "9.0.1"), "{250, 250}")
        let pinned = framed.replacingOccurrences(of: #" fixedFrame="YES""#, with: "")
        let pins = """
            <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="top"/>
            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="leading"/>
            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="trailing"/>
            """
        XCTAssertEqual(try hugging(pinned, constraints: pins, release: "10.0"), "{250, 750}")
        XCTAssertEqual(try hugging(framed, release: "9.2"), "{250, 750}")
        XCTAssertEqual(try hugging(pinned, constraints: pins, release: "9.1"), "{250, 250}")
        XCTAssertEqual(try hugging(pinned, constraints: pins, release: "11.3"), "{250, 250}")
    }

    /// A map scene: a container view embedding a banner controller, and outlets to two views.
    private static func mapScene(extra: String = "", rootExtra: String = "") -> String {
        cocoaTouchStoryboard(initial: "map", """
            <scene sceneID="map-scene"><objects>
                <viewController id="map" customClass="RouteMapViewController" customModule="MapboxNavigation" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                                <connections><segue destination="banner" kind="embed" id="embed"/></connections>
                            </containerView>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                                <rect key="frame" x="0.0" y="567" width="375" height="100"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="status">
                                <rect key="frame" x="0.0" y="120" width="375" height="30"/>
                            </view>
                        </subviews>
                        \(rootExtra)
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                    <connections>
                        <outlet property="bottomBannerView" destination="bottom" id="o1"/>
                        <outlet property="statusView" destination="status" id="o2"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="map-first" sceneMemberID="firstResponder"/>
            </objects></scene>
            <scene sceneID="banner-scene"><objects>
                <viewController id="banner" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="banner-root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    </view>
                </viewController>
            </objects></scene>
            \(extra)
            """)
    }

    func test_beforeXcode11_anEmbedSeguesContainerViewOutlet_isOrderedByNameAmongTheOutlets() throws {
        let nibs = try compiledStoryboardNibs(Self.mapScene(), release: "9.2", module: "MapboxNavigation", deploymentTarget: "11.0")
        let viewNib = try XCTUnwrap(nibs.first { $0.key.hasPrefix("map-view-root.nib") }?.value, "\(nibs.keys.sorted())")
        let labels = try XCTUnwrap(viewNib["UINibConnectionsKey"]).elements.compactMap { $0.string("UILabel") }
        XCTAssertEqual(labels, ["bottomBannerView", "containerView", "statusView", "view"])
    }

    func test_belowIOS11_theGuidesStandingInForTheSafeArea_areWatched_notItsBlankGuide() throws {
        // The root view's constraints vary by size class; one holds the status view to the safe
        // area's top, which below iOS 11 is the top layout guide's bottom.
        let constraints = """
            <constraints>
                <constraint firstItem="status" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="100" id="pin"/>
                <constraint firstItem="status" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="lead"/>
            </constraints>
            <variation key="default">
                <mask key="constraints"><exclude reference="lead"/></mask>
            </variation>
            <variation key="heightClass=compact">
                <mask key="constraints"><include reference="lead"/></mask>
            </variation>
            """
        let nibs = try compiledStoryboardNibs(Self.mapScene(rootExtra: constraints), release: "9.2", module: "MapboxNavigation",
                                              deploymentTarget: "9.0")
        func watched(_ name: String) throws -> [String] {
            let nib = try XCTUnwrap(nibs[name], "\(nibs.keys.sorted())")
            return try XCTUnwrap(nib["UINibTraitStorageListsKey"]?.elements.first?["UIDescendants"]).elements.compactMap(\.className)
        }
        let runtime = try watched("map-view-root.nib/runtime.nib")
        XCTAssertEqual(runtime.filter { $0 == "_UILayoutGuide" }.count, 2)
        XCTAssertFalse(runtime.contains("UILayoutGuide"))
        let eleven = try watched("map-view-root.nib/objects-11.0+.nib")
        XCTAssertFalse(eleven.contains("_UILayoutGuide"))
    }

    func test_xcode9_aDisplayP3Colour_isArchivedInSRGB() throws {
        // MapboxNavigation's grey-blue text: Apple's 9.2 and 10.1 builds hold 0.21717393,
        // 0.36458516, 0.48929513; NibForge's conversion comes within 6e-5 (ColorSync's own
        // float steps are not reproduced). Xcode 7, which had no Display P3, keeps the components.
        func textColor(_ release: String) throws -> [Float] {
            let document = cocoaTouchViewDocument(toolsVersion: "14109", size: (width: 100, height: 40), subviews: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="1773 Scott St" id="street">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <color key="textColor" red="0.25098039220000001" green="0.36078431370000003" blue="0.47843137250000001" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                </label>
                """)
            let root = GraphCursor(try compiledCocoaTouchGraph(document, release: release))
            let color = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first?["UITextColor"])
            return ["UIRed", "UIGreen", "UIBlue"].map { key in
                if case .float(let value)? = color.value(key) { return value }
                return .nan
            }
        }
        for release in ["9.2", "10.1"] {
            for (archived, apples) in zip(try textColor(release), [Float(0.21717393), 0.36458516, 0.48929513]) {
                XCTAssertEqual(archived, apples, accuracy: 6e-5, release)
            }
        }
        XCTAssertEqual(try textColor("7.3.1"), [0.2509804, 0.36078432, 0.47843137])
    }

    func test_untilXcode9_1_anEmbeddedControllersView_isOnTheAnySizeCanvas_forIOS9() throws {
        // MapboxNavigation's map and route table, embedded 375 × 323.5: 600 × 600 in 9.1's build
        // for iOS 9.0, the container's size in 9.2's.
        func bannerBounds(_ release: String, target: String) throws -> [Double]? {
            let nibs = try compiledStoryboardNibs(Self.mapScene(), release: release, module: "MapboxNavigation", deploymentTarget: target)
            let nib = try XCTUnwrap(nibs.first { $0.key.hasPrefix("banner-view-banner-root.nib") }?.value, "\(nibs.keys.sorted())")
            return geometryBlobValues(nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }?.value("UIBounds"))
        }
        XCTAssertEqual(try bannerBounds("9.1", target: "9.0"), [0, 0, 600, 600])
        XCTAssertEqual(try bannerBounds("9.2", target: "9.0"), [0, 0, 375, 100])
        XCTAssertEqual(try bannerBounds("9.1", target: "10.0"), [0, 0, 375, 100])
    }

    func test_beforeXcode13_aCollectionCellsContentViewWithoutSubviews_archivesNoSubviewsNorGuide() throws {
        // The route page's two dummy cells (Xcode 9.1): no subviews, no safe area guide; a cell
        // with a subview has both (Apptentive's survey cells, 9.2).
        func contentView(_ subviews: String) throws -> GraphCursor {
            let document = cocoaTouchDocument(toolsVersion: "13189.4", traits: true, """
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="dummy1" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="155" height="134"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="155" height="134"/>
                        <autoresizingMask key="autoresizingMask"/>
                        \(subviews)
                    </view>
                </collectionViewCell>
                """)
            let root = GraphCursor(try compiledCocoaTouchGraph(document, release: "9.1", deploymentTarget: "9.0"))
            return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UIContentView"])
        }
        let empty = try contentView("")
        XCTAssertNil(empty.value("UISubviews"))
        XCTAssertNil(empty.value("UIViewLayoutGuides"))
        let filled = try contentView(#"<subviews><view contentMode="scaleToFill" id="dot"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></subviews>"#)
        XCTAssertEqual(filled["UISubviews"]?.elements.count, 1)
        XCTAssertEqual(filled["UIViewLayoutGuides"]?.elements.count, 1)
    }

    /// The first subview of a view document holding `subview`, as `release` for iOS `target`.
    private func subview(_ subview: String, release: String, target: String = "9.0") throws -> GraphCursor {
        let document = cocoaTouchViewDocument(toolsVersion: "13189.4", size: (width: 375, height: 100), subviews: subview)
        let root = GraphCursor(try compiledCocoaTouchGraph(document, release: release, deploymentTarget: target))
        return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
    }

    func test_beforeXcode11_aWhiteActivityIndicator_archivesNoStyle() throws {
        // The rerouting spinner (white, UIKit's default) by 9.1; gray is stated (TLPhotoPicker's, 10.0).
        func spinner(_ style: String) -> String {
            #"<activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="\#(style)" id="spinner"><rect key="frame" x="0.0" y="0.0" width="20" height="20"/></activityIndicatorView>"#
        }
        XCTAssertNil(try subview(spinner("white"), release: "9.1").value("UIActivityIndicatorViewStyle"))
        XCTAssertEqual(try subview(spinner("gray"), release: "9.1").value("UIActivityIndicatorViewStyle"), .integer(2, byteCount: 1))
        XCTAssertEqual(try subview(spinner("white"), release: "11.3", target: "13.0").value("UIActivityIndicatorViewStyle"), .integer(1, byteCount: 1))
    }

    func test_xcode9_0To9_1_theSemiboldSystemFont_hasTheEmphasizedUsage() throws {
        // "Rerouting…" by 9.1; SwiftMessages' semibold status line by 8.0 to 10.3 has the demi usage.
        let label = #"""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Rerouting…" id="rerouting">
                <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                <nil key="highlightedColor"/>
            </label>
            """#
        func usage(_ release: String) throws -> String? {
            let attributes = try XCTUnwrap(try subview(label, release: release)["UIFont"]?["UIFontDescriptor"]?["UIFontDescriptorAttributes"]).elements
            let key = try XCTUnwrap(attributes.firstIndex { $0.text == "NSCTFontUIUsageAttribute" })
            return attributes[key + 1].text
        }
        XCTAssertEqual(try usage("9.1"), "CTFontEmphasizedUsage")
        XCTAssertEqual(try usage("9.4"), "CTFontDemiUsage")
        XCTAssertEqual(try usage("8.3"), "CTFontDemiUsage")
    }
}
