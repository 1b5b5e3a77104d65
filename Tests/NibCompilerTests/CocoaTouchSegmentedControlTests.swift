import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// A segmented control reached the nib without segments, so it showed none. It now archives
/// one `UISegment` per `<segment>`, laid out before Xcode 9.3 (appium's older UICatalog as
/// Xcode 7.3.1 to 9.2 built it), as ibtool 11.2 archives them from Xcode 11 (UIKitCatalog's
/// four controls; `CocoaTouchSegmentedControls`).
final class CocoaTouchSegmentedControlTests: XCTestCase {
    private func segmentedControl(_ element: String, release: String = "9.2") throws -> GraphCursor {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 200), subviews: element)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
        let control = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
        XCTAssertEqual(control.className, "UISegmentedControl")
        return control
    }

    /// A `<segmentedControl>` with id `id` at `y`, selecting its first segment, with `segments`
    /// (each a `<segment>` element's attributes).
    private static func control(_ id: String, y: Int = 0, segments: [String]) -> String {
        """
        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="121" height="32"/>
            <segments>
                \(segments.map { "<segment \($0)/>" }.joined(separator: "\n"))
            </segments>
        </segmentedControl>
        """
    }

    private static let threeSegments = """
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" momentary="YES" apportionsSegmentWidthsByContent="YES" id="segments">
                <rect key="frame" x="16" y="8" width="200" height="32"/>
                <segments>
                    <segment title="First"/>
                    <segment title="Second" width="80"/>
                    <segment title="Third"/>
                </segments>
                <color key="selectedSegmentTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </segmentedControl>
            """

    func test_eachSegment_isArchivedWithItsTitlePositionAndWidth() throws {
        let control = try segmentedControl(Self.threeSegments)
        let segments = try XCTUnwrap(control["UISegments"]).elements
        XCTAssertEqual(control["UISegments"]?.className, "NSMutableArray")
        XCTAssertEqual(segments.map(\.className), ["UISegment", "UISegment", "UISegment"])
        XCTAssertEqual(segments.map { $0.string("UISegmentInfo") }, ["First", "Second", "Third"])
        XCTAssertEqual(try XCTUnwrap(control["UISubviews"]).elements.map(\.index), segments.map(\.index).reversed(),
                       "the segments are the control's subviews, last first before Xcode 9.3")
        XCTAssertEqual(segments.map { $0.value("UISegmentPosition") }, [nil, .integer(1, byteCount: 1), .integer(2, byteCount: 1)])
        XCTAssertEqual(segments.map { $0.value("UISegmentStyle") }, Array(repeating: .integer(5, byteCount: 1), count: 3))
        XCTAssertEqual(segments.map { $0.value("UISegmentWidth") }, [nil, .float(80), nil])
        XCTAssertEqual(segments.map { geometryBlobValues($0.value("UIBounds")) }, [[0, 0, 60, 32], [0, 0, 80, 32], [0, 0, 60, 32]])
        XCTAssertEqual(geometryBlobValues(segments[2].value("UICenter")), [170, 16], "side by side in the control")
        XCTAssertEqual(control.value("UISelectedSegmentIndex"), .integer(1, byteCount: 1))
        XCTAssertEqual(control.value("UIMomentary"), .bool(true))
        XCTAssertEqual(control.value("UIUseProportionalWidthSegments"), .bool(true))
        XCTAssertEqual(control["UISegmentedControlSelectedSegmentTintColor"]?.value("UIRed"), .float(1))
    }

    func test_fromXcode11_segmentsAreArchivedBeforeLayout_withIOS13Positions() throws {
        // UIKitCatalog's segmented controls (Xcode 11.2): zero wide, 32 high, at the origin;
        // first, middle, last at 0 (unwritten), 3, 1; the view keys of the release; the
        // control's hugging stated and its top alignment under both keys.
        let control = try segmentedControl(Self.threeSegments, release: "11.2")
        let segments = try XCTUnwrap(control["UISegments"]).elements
        XCTAssertEqual(segments.map { $0.value("UISegmentPosition") }, [nil, .integer(3, byteCount: 1), .integer(1, byteCount: 1)])
        XCTAssertEqual(segments.map { geometryBlobValues($0.value("UIBounds")) }, Array(repeating: [0, 0, 0, 32], count: 3))
        XCTAssertEqual(segments.map { geometryBlobValues($0.value("UICenter")) }, Array(repeating: [0, 16], count: 3))
        XCTAssertEqual(segments.map { $0.value("UIDeepDrawRect") }, Array(repeating: .bool(true), count: 3))
        XCTAssertEqual(segments.map { $0.value("UIViewLargeContentStoredProperties") }, Array(repeating: .null, count: 3))
        XCTAssertEqual(segments.map { $0.value("UISegmentWidth") }, [nil, .float(80), nil], "the fixed width stays for UIKit's layout")
        XCTAssertEqual(control.string("UIViewContentHuggingPriority"), "{250, 250}")
        XCTAssertEqual(control.value("UIContentVerticalAlignment"), .integer(1, byteCount: 1))
        XCTAssertEqual(control.value("UIContentVerticalAlignment2"), .integer(1, byteCount: 1))
        let earlier = try segmentedControl(Self.threeSegments)
        XCTAssertNil(earlier.value("UIContentVerticalAlignment2"))
        // Its hugging was stated before too (appium's older UICatalog, Xcode 7.3.1 to 9.3).
        XCTAssertEqual(earlier.string("UIViewContentHuggingPriority"), "{250, 250}")
    }

    func test_noSelection_isArchivedAsMinusOne_becauseUIKitReadsAMissingIndexAsTheFirst() throws {
        let control = try segmentedControl("""
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" id="segments">
                <rect key="frame" x="0.0" y="0.0" width="100" height="32"/>
                <segments>
                    <segment title="Only"/>
                </segments>
            </segmentedControl>
            """)
        XCTAssertEqual(control.value("UISelectedSegmentIndex"), .integer(-1, byteCount: 8), "negative numbers go in eight bytes")
        XCTAssertNil(control.value("UIMomentary"))
        let only = try XCTUnwrap(control["UISegments"]?.elements.first)
        XCTAssertEqual(only.value("UISegmentPosition"), .integer(3, byteCount: 1), "alone")
    }

    func test_aDisabledSegment_takesNoTouches_asUIKitKeepsASegmentsEnabledState() throws {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 200), subviews:
            Self.control("segments", segments: [#"title="First""#, #"title="Manual" enabled="NO""#]))
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
        let control = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
        let segments = try XCTUnwrap(control["UISegments"]).elements
        XCTAssertEqual(segments.map { $0.value("UIUserInteractionDisabled") }, [nil, .bool(true)], "an enabled segment takes touches")
        XCTAssertEqual(try compileWarnings(text, path: "segments.xib").objectIDs, [], "nothing left out")
    }

    func test_inABaseLocalizedDocument_segmentTitlesAreLocalizableAsTheStringsFileNamesThem() throws {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 200), subviews:
            Self.control("abc-12-xyz", segments: [#"title="Day""#, #"title="Week""#]))
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2", path: "Base.lproj/Calendar.xib"))
        let control = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
        let second = try XCTUnwrap(control["UISegments"]?.elements.last?["UISegmentInfo"])
        XCTAssertEqual(second.className, "NSLocalizableString")
        XCTAssertEqual(second.string("NSKey"), "abc-12-xyz.segmentTitles[1]")
        XCTAssertEqual(second.text, "Week")
    }
}
