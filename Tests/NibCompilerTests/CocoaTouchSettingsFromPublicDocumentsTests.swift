import NibArchive
import NibCompiler
import XCTest

/// iOS 11 to 15 settings public documents make (Element's, Wikipedia's, Simplenote's) that the
/// compiler wrote as UIKit's defaults: each now reaches the nib under the key UIKit's decoder
/// reads. Unmeasured: no Apple nib of the corpora holds one, so the keys and values are those
/// of UIKit's own encoders.
final class CocoaTouchSettingsFromPublicDocumentsTests: XCTestCase {
    /// The first object of `className` among the objects of a one-view xib holding `subviews`.
    private func compiled(_ className: String, _ subviews: String, release: String = "13.2") throws -> GraphCursor {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 300), subviews: subviews)
        let data = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: release))["UINibObjectsKey"])
        return try XCTUnwrap(data.elements.first { $0.className == className })
    }

    func test_aStackViewWithStandardSpacing_archivesUIKitsSystemSpacingMarker() throws {
        // Interface Builder's "Standard" spacing is `UIStackViewSpacingUseSystem` (FLT_MIN); it
        // was archived as 0, the arranged views touching.
        let standard = try compiled("UIStackView", """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacingType="standard" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </stackView>
            """)
        XCTAssertEqual(standard.value("UIStackViewSpacing"), .double(1.1754943508222875e-38))
        let spaced = try compiled("UIStackView", """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="12" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </stackView>
            """)
        XCTAssertEqual(spaced.value("UIStackViewSpacing"), .double(12))
    }

    func test_aTableThatDoesNotInsetItsCellsToTheSafeArea_saysSo() throws {
        func insets(_ attribute: String) throws -> ArchivedValue? {
            try compiled("UITableView", """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" \(attribute) id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                </tableView>
                """).value("UIInsetsContentViewsToSafeArea")
        }
        XCTAssertEqual(try insets(#"contentViewInsetsToSafeArea="NO""#), .bool(false))
        XCTAssertEqual(try insets(""), .bool(true))
    }

    func test_aToggleButton_archivesThatATapChangesItsSelection_beforeItsConfiguration_andItsAccessibilityImageSizes() throws {
        let button = try compiled("UIButton", """
            <button opaque="NO" contentMode="scaleToFill" changesSelectionAsPrimaryAction="YES" adjustsImageSizeForAccessibilityContentSizeCategory="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="toggle">
                <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                <state key="normal" title="Bold"/>
            </button>
            """)
        XCTAssertEqual(button.value("UIButtonChangesSelectionAsPrimaryAction"), .bool(true))
        // iOS 11's accessibility image sizes, between the type and the font.
        XCTAssertEqual(button.value("UIAdjustsImageSizeForAccessibilityContentSizeCategory"), .bool(true))
        XCTAssertEqual(button.keys.firstIndex(of: "UIAdjustsImageSizeForAccessibilityContentSizeCategory"),
                       button.keys.firstIndex(of: "UIButtonType").map { $0 + 1 })
        XCTAssertEqual(button.keys.suffix(2), ["UIButtonChangesSelectionAsPrimaryAction", "UIButtonConfiguration"])
    }

    func test_aToggleBarButtonItem_archivesThatATapChangesItsSelection_withoutAWarning() throws {
        // Element's composer toolbar: UIBarButtonItem's decoder reads `UIBarButtonSelectionAsPrimary`.
        let text = cocoaTouchViewDocument(toolsVersion: "20037", size: (width: 375, height: 44), subviews: """
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <items>
                    <barButtonItem image="ellipsis.circle" catalog="system" changesSelectionAsPrimaryAction="YES" id="more"/>
                    <barButtonItem title="Send" id="send"/>
                </items>
            </toolbar>
            """)
        XCTAssertEqual(try compileWarnings(text, path: "Composer.xib").objectIDs, [])
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2", deploymentTarget: "14.0"))
        let toolbar = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
        let items = try XCTUnwrap(toolbar["UIItems"]).elements
        XCTAssertEqual(items.map { $0.value("UIBarButtonSelectionAsPrimary") }, [.bool(true), nil])
    }

    func test_segmentedControlsAndSliders_archiveUIControlsKeys() throws {
        // Interface Builder makes every segmented control aligned to the top left (416 of 418
        // public ones) and some disabled; only buttons and text fields wrote UIControl's keys.
        let segments = try compiled("UISegmentedControl", """
            <segmentedControl opaque="NO" contentMode="scaleToFill" enabled="NO" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" id="segments">
                <rect key="frame" x="0.0" y="0.0" width="150" height="32"/>
                <segments>
                    <segment title="First"/>
                    <segment title="Second"/>
                </segments>
            </segmentedControl>
            """)
        XCTAssertEqual(segments.value("UIContentHorizontalAlignment"), .integer(1, byteCount: 1))
        XCTAssertEqual(segments.value("UIContentVerticalAlignment"), .integer(1, byteCount: 1))
        XCTAssertEqual(segments.value("UIDisabled"), .bool(true))
        XCTAssertLessThan(try XCTUnwrap(segments.keys.firstIndex(of: "UIDisabled")), try XCTUnwrap(segments.keys.firstIndex(of: "UISegments")),
                          "UIControl's keys before the segmented control's own")
        let slider = try compiled("UISlider", """
            <slider opaque="NO" contentMode="scaleToFill" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" id="slider">
                <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
            </slider>
            """)
        XCTAssertEqual(slider.value("UIDisabled"), .bool(true))
        XCTAssertNil(slider.value("UIContentHorizontalAlignment"), "centred: UIKit's default, not archived")
    }

    func test_blackNavigationBarsAndToolbars_archiveTheirBarStyle() throws {
        // 73 public navigation bars are black: archived with UIKit's default style, they showed
        // a dark title on a dark bar.
        typealias Scenes = CocoaTouchSceneControllerTests
        let bar = Scenes.bar("navigationBar", id: "nav-bar", height: 44, attributes: #"barStyle="black""#)
        let text = cocoaTouchStoryboard(initial: "nav", Scenes.containerScene("navigationController", "nav", children: bar, relationships: [("rootViewController", "root")])
            + Scenes.scene("root"))
        let scene = try XCTUnwrap(try compiledStoryboardNibs(text, release: "13.2")["UINavigationController-nav.nib"])
        let navigationBar = try XCTUnwrap(scene["UINibTopLevelObjectsKey"]?.elements.last?["UINavigationBar"])
        XCTAssertEqual(navigationBar.value("UIBarStyle"), .integer(1, byteCount: 1))
        XCTAssertEqual(navigationBar.object?.values(forKey: "UIBarStyle").count, 1)
        let standalone = try compiled("UINavigationBar", """
            <navigationBar contentMode="scaleToFill" barStyle="black" id="loose">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <items>
                    <navigationItem title="Title" id="item"/>
                </items>
            </navigationBar>
            """)
        XCTAssertEqual(standalone.value("UIBarStyle"), .integer(1, byteCount: 1))
        XCTAssertEqual(standalone.object?.values(forKey: "UIBarStyle").count, 1)
        let toolbar = try compiled("UIToolbar", """
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" barStyle="black" id="tools">
                <rect key="frame" x="0.0" y="256" width="375" height="44"/>
                <items/>
            </toolbar>
            """)
        XCTAssertEqual(toolbar.value("UIBarStyle"), .integer(1, byteCount: 1))
    }

    func test_directionalLayoutMargins_archiveAsMarginsMarkedDirectional() throws {
        // iOS 11's leading and trailing margins (52 public views): left out, the view kept
        // UIKit's 8 points and every constraint to its margins moved.
        func card(_ margins: String) throws -> GraphCursor {
            try XCTUnwrap(try compiled("UIView", """
                <view contentMode="scaleToFill" id="card">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    \(margins)
                </view>
                """)["UISubviews"]?.elements.first)
        }
        let view = try card(#"<directionalEdgeInsets key="directionalLayoutMargins" top="16" leading="20" bottom="16" trailing="24"/>"#)
        XCTAssertEqual(geometryBlobValues(view.value("UIViewLayoutMargins")), [16, 20, 16, 24])
        XCTAssertEqual(view.value("UIViewLayoutMarginsAreDirectional"), .bool(true))
        let plain = try card(#"<edgeInsets key="layoutMargins" top="16" left="20" bottom="16" right="24"/>"#)
        XCTAssertEqual(geometryBlobValues(plain.value("UIViewLayoutMargins")), [16, 20, 16, 24])
        XCTAssertNil(plain.value("UIViewLayoutMarginsAreDirectional"))
    }

    func test_settingsWhoseKeysAreNotKnown_areCompiledWithAWarning_andThoseFoundAreArchived() throws {
        // A Dynamic Type text view: UIKit's key for it was not found, so it says what the nib
        // lacks. A Dynamic Type text field (12 public ones) archives the label's key, which
        // UITextField's decoder reads; a button opening its menu on touch-down, UIControl's
        // `UIContextMenuIsPrimary` (after the pointer interaction, as its encoder writes it).
        let text = cocoaTouchViewDocument(toolsVersion: "20037", size: (width: 375, height: 200), subviews: """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" adjustsFontForContentSizeCategory="YES" minimumFontSize="17" id="name">
                <rect key="frame" x="0.0" y="0.0" width="200" height="34"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" id="plain">
                <rect key="frame" x="210" y="0.0" width="160" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            <button opaque="NO" contentMode="scaleToFill" showsMenuAsPrimaryAction="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="more">
                <rect key="frame" x="0.0" y="50" width="100" height="44"/>
                <state key="normal" title="More"/>
            </button>
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" adjustsFontForContentSizeCategory="YES" id="notes">
                <rect key="frame" x="0.0" y="100" width="200" height="80"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <textInputTraits key="textInputTraits"/>
            </textView>
            """)
        let warnings = try compileWarnings(text, path: "Form.xib")
        XCTAssertEqual(warnings.objectIDs, ["notes"], "text fields and buttons draw no warning")
        XCTAssertTrue(warnings.messages.first?.contains("<textView>: compiled without adjustsFontForContentSizeCategory") == true, "\(warnings.messages)")
        let fields = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements
        XCTAssertEqual(fields.prefix(2).map { $0.value("UIAdjustsFontForContentSizeCategory") }, [.bool(true), nil])
        let button = try XCTUnwrap(fields.first { $0.className == "UIButton" })
        XCTAssertEqual(button.value("UIContextMenuIsPrimary"), .bool(true))
        XCTAssertNil(button.value("UIContextMenuIsEnabled"), "no menu has added the interaction")
        XCTAssertNil(fields.first?.value("UIContextMenuIsPrimary"))
    }
}
