import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// What Xcode 10.0's Carthage build of TLPhotoPicker and SimpleImageViewer (deployment target
/// 9.1) showed of ibtool 10: a safe area a constraint names makes an iOS 11 variant, a view with
/// one keeps its size, equal colours share one object (names included), spinners carry their
/// style's colour as tint, navigation bars and zooming scroll views archive keys of their own.
final class CocoaTouchXcode10Tests: XCTestCase {
    /// TLPhotoPicker's picker in miniature: a screen-sized view whose navigation bar is pinned
    /// to its safe area, a plain table with a white background, a gray spinner, a zooming
    /// scroll view, and the view's own sRGB white.
    static let picker = cocoaTouchDocument(toolsVersion: "13771", traits: true, """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <navigationBar contentMode="scaleToFill" translucent="NO" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    <items><navigationItem title="Camera Roll" id="item"/></items>
                </navigationBar>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="75" id="list">
                    <rect key="frame" x="0.0" y="64" width="375" height="300"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                </tableView>
                <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="gray" id="spinner"><rect key="frame" x="177" y="400" width="20" height="20"/></activityIndicatorView>
                <scrollView clipsSubviews="YES" contentMode="scaleToFill" maximumZoomScale="6" id="zoom"><rect key="frame" x="0.0" y="430" width="375" height="237"/></scrollView>
            </subviews>
            <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <constraints>
                <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="pin"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="safe"/>
        </view>
        """).replacingOccurrences(of: #"colorMatched="YES">"#, with: #"useSafeAreas="YES" colorMatched="YES"><device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#)

    /// Each variant's root view, by file name.
    func variants(of text: String = picker, release: String = "10.0", deploymentTarget: String = "9.1") throws -> [String: GraphCursor] {
        var options = CompileOptions()
        options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: release)
        options.minimumDeploymentTarget = deploymentTarget
        guard case .nibDirectory(let files) = try NibCompiler.compile(try InterfaceDocument(parsing: Array(text.utf8), path: "picker.xib"), options: options) else {
            XCTFail("expected a nib directory")
            throw CocoaError(.featureUnsupported)
        }
        return try Dictionary(uniqueKeysWithValues: files.map { file in
            let root = GraphCursor(try CompiledNibFile(bytes: file.bytes).graph)
            return (file.name, try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }))
        })
    }

    func test_aSafeAreaAConstraintNames_makesAniOS11Variant_whereTheViewKeepsItsSize_andListsABlankGuide() throws {
        let files = try variants()
        XCTAssertEqual(files.keys.sorted(), ["objects-11.0+.nib", "runtime.nib"])
        let eleven = try XCTUnwrap(files["objects-11.0+.nib"])
        XCTAssertEqual(geometryBlobValues(eleven.value("UIBounds")), [0, 0, 375, 667])
        XCTAssertEqual(eleven["UIViewLayoutGuides"]?.elements.first?.string("UILayoutGuideIdentifier"), "UIViewSafeAreaLayoutGuide")
        let listed = try XCTUnwrap(GraphCursor(eleven.graph)["UINibObjectsKey"]).elements
        let after = try XCTUnwrap(listed.firstIndex { $0.index == eleven.index }) + 1
        XCTAssertEqual(listed[after].className, "UILayoutGuide")
        XCTAssertEqual(listed[after].value("UILayoutGuideShouldBeArchived"), .bool(false), "a blank guide")
        // Below iOS 11 there is no safe area: the any-size canvas, the bar pinned to the view.
        XCTAssertEqual(geometryBlobValues(try XCTUnwrap(files["runtime.nib"]).value("UIBounds")), [0, 0, 600, 600])
        // An unconstrained guide makes no variant (SwiftMessages' status line, Xcode 9.4 and 10.0).
        let unpinned = Self.picker.replacingOccurrences(of: #"<constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="pin"/>"#, with: "")
        var options = CompileOptions()
        options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: "10.0")
        options.minimumDeploymentTarget = "9.1"
        guard case .nib = try NibCompiler.compile(try InterfaceDocument(parsing: Array(unpinned.utf8), path: "picker.xib"), options: options) else {
            return XCTFail("one nib")
        }
    }

    func test_equalColoursAreOneObject_namesIncluded_theTablesWhiteAnRGBTableBackground() throws {
        let root = try XCTUnwrap(try variants()["objects-11.0+.nib"])
        let table = try XCTUnwrap(root["UISubviews"]?.elements.first { $0.className == "UITableView" })
        let tableBackground = try XCTUnwrap(table["UIBackgroundColor"])
        XCTAssertEqual(tableBackground.string("UISystemColorName"), "tableBackgroundColor")
        XCTAssertEqual(tableBackground.value("UIColorComponentCount"), .integer(4, byteCount: 1), "an RGB white before the iOS 13 SDK")
        XCTAssertEqual(root["UIBackgroundColor"]?.index, tableBackground.index, "the view's sRGB white is the table's colour, encoded first")
    }

    func test_aSpinnersTintIsItsStylesColour_aNavigationBarsItemsImmutable_aScrollViewsZoomScale() throws {
        let subviews = try XCTUnwrap(try variants()["objects-11.0+.nib"]?["UISubviews"]).elements
        let spinner = try XCTUnwrap(subviews.first { $0.className == "UIActivityIndicatorView" })
        XCTAssertEqual(spinner["UITintColor"]?.value("UIAlpha"), .float(0.45))
        XCTAssertNil(spinner.value("UIActivityIndicatorViewStyle-Modern"))
        let bar = try XCTUnwrap(subviews.first { $0.className == "UINavigationBar" })
        XCTAssertEqual(bar["UIItems"]?.className, "NSArray")
        XCTAssertEqual(bar["UIItems"]?.elements.first?.value("UILargeTitleDisplayMode"), .integer(0, byteCount: 1))
        let eight = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(Self.picker, release: "8.3"))["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
        let eightBar = try XCTUnwrap(eight["UISubviews"]?.elements.first { $0.className == "UINavigationBar" })
        XCTAssertNil(eightBar["UIItems"]?.elements.first?.value("UILargeTitleDisplayMode"), "large titles are iOS 11's (SwiftyPickerPopover, Xcode 8.3)")
        XCTAssertEqual(bar.string("UIViewContentHuggingPriority"), "{250, 750}")
        XCTAssertEqual(subviews.first { $0.className == "UIScrollView" }?.value("UIMaximumZoomScale"), .float(6))
        let twelve = try XCTUnwrap(try variants(release: "12.1")["objects-11.0+.nib"]?["UISubviews"]).elements
        XCTAssertEqual(twelve.first { $0.className == "UINavigationBar" }?["UIItems"]?.className, "NSMutableArray")
        XCTAssertNil(twelve.first { $0.className == "UIActivityIndicatorView" }?.value("UITintColor"))
    }

    func test_aClassicCellsSeparator_isHalfAPointHigh_whenTheDocumentNamesItsDevice() throws {
        // TLPhotoPicker's album cell (a retina phone), Xcode 10.0: 0.5 high at y 74.5.
        let cell = #"<tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell"><rect key="frame" x="0.0" y="0.0" width="375" height="75"/><tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content"><rect key="frame" x="0.0" y="0.0" width="375" height="74.5"/></tableViewCellContentView></tableViewCell>"#
        func separator(device: Bool) throws -> [Double]? {
            var text = cocoaTouchDocument(toolsVersion: "13771", cell)
            if device { text = text.replacingOccurrences(of: "<objects>", with: #"<device id="retina4_7" orientation="portrait"/><objects>"#) }
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "10.0"))
            let compiled = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableViewCell" })
            return geometryBlobValues(compiled["UISubviews"]?.elements.last?.value("UIBounds"))
        }
        XCTAssertEqual(try separator(device: true), [0, 0, 360, 0.5])
        XCTAssertEqual(try separator(device: false), [0, 0, 360, 1], "SDCAlertView's text field cell, Xcode 10.0 to 10.2")
    }
}
