import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// What ibtool 26.0.1 wrote for Apple's UIKitCatalog sample (yogeshnaik2828/AppiumFirstProject's
/// copy of appium's simulator build, DTXcode 2601): iOS 26's encoders, each rule against the
/// same document compiled as Xcode 15, which must not change.
final class CocoaTouchXcode26Tests: XCTestCase {
    /// The subviews of a view document's root view compiled as ibtool `release` did.
    private func subviews(_ elements: String, release: String) throws -> [GraphCursor] {
        let text = cocoaTouchViewDocument(toolsVersion: "14810.12", size: (width: 375, height: 667), subviews: elements)
        var options = CompileOptions()
        options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: release)
        guard case .nib(let bytes) = try NibCompiler.compile(try InterfaceDocument(parsing: Array(text.utf8), path: "view.xib"), options: options) else {
            throw XCTSkip("a view document compiles to one nib")
        }
        let root = GraphCursor(try CompiledNibFile(bytes: bytes).graph)
        return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements
    }

    private static let navigationStoryboard = cocoaTouchStoryboard(device: "retina4_7", initial: "navigation",
                                                                   cocoaTouchNavigationScenes("navigation", root: "root", title: "Steppers"))

    func test_aNavigationItem_archivesItsTitleAsAnAttributedTitleToo_andItsBar54PointsWithZeroMargins() throws {
        func navigation(_ release: String) throws -> (item: GraphCursor, bar: GraphCursor) {
            let nibs = try compiledStoryboardNibs(Self.navigationStoryboard, release: release)
            let controller = try XCTUnwrap(nibs["UINavigationController-navigation.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
            let bar = try XCTUnwrap(controller["UINavigationBar"])
            return (try XCTUnwrap(bar["UIItems"]?.elements.first), bar)
        }
        let twentySix = try navigation("26.0.1")
        let attributed = try XCTUnwrap(twentySix.item["UIAttributedTitle"])
        XCTAssertEqual(attributed.className, "NSAttributedString")
        XCTAssertEqual(attributed["NSString"]?.string("NS.bytes") ?? attributed.string("NSString"), "Steppers")
        XCTAssertEqual(attributed["NSAttributes"]?.elements.count, 0, "no attributes")
        XCTAssertEqual(twentySix.bar.value("UIBounds"), .data(GeometryBlobProbe.encode([0, 0, 0, 54])))
        XCTAssertEqual(twentySix.bar.value("UIViewLayoutMargins"), .data(GeometryBlobProbe.encode([0, 0, 0, 0])))
        XCTAssertEqual(twentySix.bar.value("UIViewLayoutMarginsAreDirectional"), .bool(true))
        let fifteen = try navigation("15.2")
        XCTAssertNil(fifteen.item["UIAttributedTitle"])
        XCTAssertEqual(fifteen.bar.value("UIBounds"), .data(GeometryBlobProbe.encode([0, 0, 0, 50])))
        XCTAssertNil(fifteen.bar.value("UIViewLayoutMargins"))
    }

    func test_aStaticCell_getsIOS26sListBackground_andASeparatorInsetAtBothEnds() throws {
        let storyboard = staticTableStoryboard(device: "retina4_7", controller: "list", height: 44, cellAttributes: #"selectionStyle="none""#, subviews: "")
        func cell(_ release: String) throws -> GraphCursor {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(storyboard, release: release)["list-view-table.nib"])
            let source = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableViewDataSource" }
            return try XCTUnwrap(source?["UITableSections"]?.elements.first?["UITableSectionRows"]?.elements.first?["UITableRowCell"])
        }
        let twentySix = try cell("26.0.1")
        let background = try XCTUnwrap(twentySix["UISystemBackgroundView"]?["configurationAPI"])
        XCTAssertEqual(background.value("defaultStyle_v2"), .integer(11, byteCount: 1))
        XCTAssertEqual(background.value("visualEffectblurClippingMode"), .integer(0, byteCount: 1))
        XCTAssertNil(background.value("visualEffectAllowsTransparentBlurring"))
        XCTAssertNil(background.value("shadowType"))
        let separator = try XCTUnwrap(twentySix["UISubviews"]?.elements.last)
        XCTAssertEqual(separator.className, "_UITableViewCellSeparatorView")
        XCTAssertEqual(separator.value("UIBounds"), .data(GeometryBlobProbe.encode([0, 0, 359, 1])))
        XCTAssertEqual(separator.value("UICenter"), .data(GeometryBlobProbe.encode([187.5, 43.5])))
        let fifteen = try cell("15.2")
        XCTAssertEqual(fifteen["UISystemBackgroundView"]?["configurationAPI"]?.value("shadowType"), .integer(0, byteCount: 1))
        XCTAssertEqual(fifteen["UISubviews"]?.elements.last?.value("UIBounds"), .data(GeometryBlobProbe.encode([0, 0, 367, 1])))
    }

    func test_controls_takeIOS26sSizesAndViews() throws {
        let elements = """
            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="switch">
                <rect key="frame" x="163.5" y="6.5" width="51" height="31"/>
            </switch>
            \(cocoaTouchTextField("rounded", y: 50))
            \(cocoaTouchTextField("plain", y: 100, border: nil))
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" id="segments">
                <rect key="frame" x="47.5" y="150" width="280" height="32"/>
                <segments>
                    <segment title="Check"/>
                    <segment title="Search"/>
                </segments>
            </segmentedControl>
            <searchBar contentMode="redraw" id="scoped">
                <rect key="frame" x="0.0" y="200" width="375" height="56"/>
                <textInputTraits key="textInputTraits"/>
                <scopeButtonTitles>
                    <string>Title</string>
                    <string>Title</string>
                </scopeButtonTitles>
            </searchBar>
            <searchBar contentMode="redraw" id="unscoped">
                <rect key="frame" x="0.0" y="300" width="375" height="56"/>
                <textInputTraits key="textInputTraits"/>
            </searchBar>
            """
        let twentySix = try subviews(elements, release: "26.0.1")
        XCTAssertEqual(twentySix[0].value("UIBounds"), .data(GeometryBlobProbe.encode([0, 0, 63, 28])))
        XCTAssertEqual(twentySix[0].value("UICenter"), .data(GeometryBlobProbe.encode([195, 20.5])))
        XCTAssertEqual(twentySix[1].value("UIRoundedRectBackgroundCornerRadius"), .double(0))
        XCTAssertNil(twentySix[2].value("UIRoundedRectBackgroundCornerRadius"), "no rounded rect background")
        // The segments inside a view tagged -2032 inside one tagged -2031, after a background view.
        let containers = try XCTUnwrap(twentySix[3]["UISubviews"]?.elements)
        XCTAssertEqual(containers.map(\.className), ["UIView", "UIView"])
        XCTAssertNil(containers[0].value("UITag"))
        XCTAssertEqual(containers[1].value("UITag"), .integer(-2031, byteCount: 8))
        let holder = try XCTUnwrap(containers[1]["UISubviews"]?.elements.first)
        XCTAssertEqual(holder.value("UITag"), .integer(-2032, byteCount: 8))
        XCTAssertEqual(holder["UISubviews"]?.elements.map(\.className), ["UISegment", "UISegment"])
        XCTAssertEqual(twentySix[3]["UISegments"]?.elements.count, 2)
        XCTAssertEqual(twentySix[4].value("UIBounds"), .data(GeometryBlobProbe.encode([0, 0, 375, 64])))
        XCTAssertEqual(twentySix[4].value("UICenter"), .data(GeometryBlobProbe.encode([187.5, 232])))
        XCTAssertEqual(twentySix[5].value("UIBounds"), .data(GeometryBlobProbe.encode([0, 0, 375, 56])), "no scope titles, the document's height")

        let fifteen = try subviews(elements, release: "15.2")
        XCTAssertEqual(fifteen[0].value("UIBounds"), .data(GeometryBlobProbe.encode([0, 0, 51, 31])))
        XCTAssertNil(fifteen[1].value("UIRoundedRectBackgroundCornerRadius"))
        XCTAssertEqual(fifteen[3]["UISubviews"]?.elements.map(\.className), ["UISegment", "UISegment"])
        XCTAssertEqual(fifteen[4].value("UIBounds"), .data(GeometryBlobProbe.encode([0, 0, 375, 56])))
    }

    func test_webAndTextViews_archiveIOS26sDefaults() throws {
        let elements = """
            \(cocoaTouchCatalogWebView(height: 300))
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Text" id="text">
                <rect key="frame" x="16" y="300" width="343" height="300"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
            </textView>
            """
        let twentySix = try subviews(elements, release: "26.0.1")
        let configuration = try XCTUnwrap(twentySix[0]["configuration"])
        XCTAssertEqual(configuration.value("dataDetectorTypes"), .integer(127, byteCount: 1))
        XCTAssertEqual(configuration.string("applicationNameForUserAgent"), "")
        XCTAssertEqual(configuration.value("scrollToTextFragmentIndicatorEnabled"), .bool(true))
        XCTAssertEqual(configuration.value("scrollToTextFragmentMarkingEnabled"), .bool(true))
        XCTAssertEqual(configuration.value("multiRepresentationHEICInsertionEnabled"), .bool(false))
        XCTAssertEqual(configuration["preferences"]?.value("tabFocusesLinks"), .bool(false))
        XCTAssertEqual(twentySix[1].value("UITextAllowsNumberPadPopover"), .bool(true))
        let highlight = try XCTUnwrap(twentySix[1]["UITextHighlightAttributes"])
        XCTAssertEqual(highlight.elements.map { $0.string("UISystemColorName") }, [nil, "systemBlueColor", nil, "secondarySystemFillColor"])

        let fifteen = try subviews(elements, release: "15.2")
        XCTAssertEqual(fifteen[0]["configuration"]?.value("dataDetectorTypes"), .integer(-1, byteCount: 8))
        XCTAssertNil(fifteen[0]["configuration"]?.value("applicationNameForUserAgent").flatMap { $0 == .null ? nil : $0 })
        XCTAssertNil(fifteen[0]["configuration"]?["preferences"]?.value("tabFocusesLinks"))
        XCTAssertNil(fifteen[1].value("UITextHighlightAttributes"))
    }

    func test_aMapView_statesIOS26MapKitsDefaults_andAStandardConfiguration() throws {
        // appium's TestApp as Xcode 26.0 built it: a standard map showing the user's location.
        let elements = """
            <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" showsUserLocation="YES" id="map">
                <rect key="frame" x="35" y="83" width="250" height="250"/>
            </mapView>
            """
        let map = try XCTUnwrap(try subviews(elements, release: "26.0").first)
        XCTAssertEqual(map.value("MKMapType"), .integer(0, byteCount: 1))
        XCTAssertEqual(map.value("MKShowsUserLocation"), .bool(true))
        XCTAssertEqual(map.value("MKZoomEnabled"), .bool(true))
        XCTAssertEqual(map.value("MKShowsTraffic"), .bool(false))
        XCTAssertEqual(map.value("MKShowsPointsOfInterest"), .bool(true))
        XCTAssertEqual(map.value("MKPitchButtonVisibility"), .integer(1, byteCount: 1))
        XCTAssertEqual(map.value("UIViewLayoutMargins"), .data(GeometryBlobProbe.encode([0, 0, 0, 0])))
        let configuration = try XCTUnwrap(map["MKPreferredConfiguration"])
        XCTAssertEqual(configuration.className, "MKStandardMapConfiguration")
        XCTAssertEqual(configuration.value("MKStandardMapConfigurationEmphasisStyle"), .integer(0, byteCount: 1))
        // Xcode 14.2 (appium's TestApp) has no pitch button, and the configuration's own keys.
        let fourteen = try XCTUnwrap(try subviews(elements, release: "14.2").first)
        XCTAssertNil(fourteen.value("MKPitchButtonVisibility"))
        XCTAssertNil(fourteen["MKPreferredConfiguration"]?.value("MKMapConfigurationShowsHiking"))
        XCTAssertEqual(fourteen["MKPreferredConfiguration"]?.value("MKStandardMapConfigurationShowsTraffic"), .bool(false))
    }

    func test_xcode26sDocuments_compileAsXcode26_andXcode16sWithXcode15sRules() {
        XCTAssertEqual(CocoaTouchRelease.forToolsVersion("24127"), .xcode26)
        XCTAssertTrue(CocoaTouchRelease.xcode26.isMeasured)
        XCTAssertEqual(CocoaTouchRelease.forToolsVersion("23504"), .xcode16)
        // Measured on Flutter's and Capacitor's templates by Xcode 16.2 and 16.4 (Xcode 15's
        // encoding: `CocoaTouchAppTemplateTests`), so compiled as itself, without a note.
        XCTAssertTrue(CocoaTouchRelease.xcode16.isMeasured)
        XCTAssertEqual(CocoaTouchRelease.xcode16.nearestMeasured, .xcode16)
        XCTAssertTrue(CocoaTouchRelease.xcode15 < .xcode16 && CocoaTouchRelease.xcode16 < .xcode26)
        XCTAssertEqual(CocoaTouchRelease(ibtoolVersion: "27.0")?.nearestMeasured, .xcode26)
    }
}
