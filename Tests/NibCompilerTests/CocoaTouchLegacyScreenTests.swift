import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// appium's TestApp, two xibs of Xcode 5 and 8, as Xcode 9.0.1, 9.2, a 9.4 beta, 10.1, 10.2, 13.2.1,
/// 14.2 and 26.0 built it (test projects' copies; `APPS.tsv`): a view simulated on a legacy
/// screen is laid out on the release's default device with its subviews autoresized
/// (`CocoaTouchLegacyScreens`), every switch sets its frame at load, and a slider states its
/// value and hugging from Xcode 7.
final class CocoaTouchLegacyScreenTests: XCTestCase {
    /// An Xcode 5 view document like TestApp's gesture view: a 320 × 568 root holding a map
    /// view flexible in both sizes and a view flexible at the top, `extra` inside the root.
    private func gestureDocument(_ extra: String, device: String = "") -> String {
        cocoaTouchDocument(toolsVersion: "4514", """
            <view contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <mapView contentMode="scaleToFill" mapType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="4">
                        <rect key="frame" x="35" y="83" width="250" height="250"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <constraints><constraint firstAttribute="width" constant="250" id="18"/></constraints>
                    </mapView>
                    <view contentMode="scaleToFill" id="5">
                        <rect key="frame" x="10" y="500" width="100" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMinY="YES"/>
                    </view>
                </subviews>
                \(extra)
            </view>
            """).replacingOccurrences(of: "<objects>", with: device + "<objects>")
    }

    /// The bounds and centre of the root and of each subview, compiled as ibtool `release`.
    private func geometry(_ text: String, release: String) throws -> [ArchivedValue?] {
        let root = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: release))["UINibTopLevelObjectsKey"]?.elements.last)
        return ([root] + (root["UISubviews"]?.elements ?? [])).flatMap { [$0.value("UIBounds"), $0.value("UICenter")] }
    }

    /// Bounds and centre of a frame.
    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> [ArchivedValue?] {
        [.data(GeometryBlobProbe.encode([0, 0, width, height])), .data(GeometryBlobProbe.encode([x + width / 2, y + height / 2]))]
    }

    func test_aViewOnALegacyScreen_isLaidOutOnTheReleasesDefaultDevice_itsSubviewsAutoresized() throws {
        let retina4 = gestureDocument(#"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina4"/>"#)
        // The map view grows by the screen's growth in both sizes; the lower view moves down.
        XCTAssertEqual(try geometry(retina4, release: "9.0.1"), rect(0, 0, 375, 667) + rect(35, 83, 305, 349) + rect(10, 599, 100, 40))
        XCTAssertEqual(try geometry(retina4, release: "10.1"), rect(0, 0, 375, 667) + rect(35, 83, 305, 349) + rect(10, 599, 100, 40))
        for release in ["10.2", "13.2.1"] {
            XCTAssertEqual(try geometry(retina4, release: release), rect(0, 0, 414, 896) + rect(35, 83, 344, 578) + rect(10, 828, 100, 40), release)
        }
        for release in ["14.2", "26.0"] {
            XCTAssertEqual(try geometry(retina4, release: release), rect(0, 0, 393, 852) + rect(35, 83, 323, 534) + rect(10, 784, 100, 40), release)
        }
        // The document's frames: before Xcode 8, which had no devices, for a view simulating no
        // screen (TestApp's other view, 320 × 701 in every build) and in a document naming a device.
        let documents = rect(0, 0, 320, 568) + rect(35, 83, 250, 250) + rect(10, 500, 100, 40)
        XCTAssertEqual(try geometry(retina4, release: "7.3.1"), documents)
        XCTAssertEqual(try geometry(gestureDocument(""), release: "14.2"), documents)
        let device = gestureDocument(#"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina4"/>"#,
                                     device: #"<device id="retina4_0" orientation="portrait"/>"#)
        XCTAssertEqual(try geometry(device, release: "14.2"), documents)
    }

    /// A camera app's three views by Xcode 7.2.1 (`APPS.tsv`), in documents with size classes:
    /// a view Xcode 7 sized for the 4.7-inch iPhone keeps its 375 × 667, where one sized by
    /// nothing goes on the 600 × 600 canvas of "any" size classes (Mixpanel's takeovers, 9.x).
    func test_xcode7_aSizeClassXibsViewSizedForALegacyScreen_keepsItsSize() throws {
        func bounds(_ metrics: String) throws -> [Double]? {
            let text = cocoaTouchDocument(toolsVersion: "9532", traits: true, """
                <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    \(metrics)
                </view>
                """)
            let graph = GraphCursor(try compiledCocoaTouchGraph(text, release: "7.2.1", deploymentTarget: "9.2"))
            return geometryBlobValues(try XCTUnwrap(graph["UINibTopLevelObjectsKey"]?.elements.last).value("UIBounds"))
        }
        XCTAssertEqual(try bounds(#"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina47"/>"#), [0, 0, 375, 667])
        XCTAssertEqual(try bounds(""), [0, 0, 600, 600])
    }

    /// The key-value pairs of a view document holding `subview`, with or without Auto Layout.
    private func keyValuePairs(_ subview: String, autolayout: Bool, release: String) throws -> [(keyPath: String?, value: String?)] {
        var text = cocoaTouchViewDocument(toolsVersion: "11762", size: (width: 320, height: 701), subviews: subview)
        if !autolayout { text = text.replacingOccurrences(of: #" useAutolayout="YES""#, with: "") }
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
        return (root["UINibKeyValuePairsKey"]?.elements ?? []).map { pair in
            (pair.string("UIKeyPath"), pair["UIValue"]?.string("NS.rectval"))
        }
    }

    func test_everySwitch_setsItsFrameAtLoad_withOrWithoutAutoLayout() throws {
        let control = #"<switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="switch"><rect key="frame" x="170" y="378" width="51" height="31"/></switch>"#
        for release in ["7.3.1", "9.0.1", "10.1", "13.2.1", "14.2"] {
            for autolayout in [false, true] {
                let pairs = try keyValuePairs(control, autolayout: autolayout, release: release)
                XCTAssertEqual(pairs.map(\.keyPath), ["frame"], release)
                XCTAssertEqual(pairs.first?.value, "{{170, 378}, {51, 31}}", release)
            }
        }
    }

    func test_aSlider_statesItsValueAndHugging_fromXcode7() throws {
        let slider = #"<slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" id="slider"><rect key="frame" x="91" y="288" width="118" height="29"/></slider>"#
        for release in ["7.3.1", "9.0.1", "10.1"] {
            let text = cocoaTouchViewDocument(toolsVersion: "11762", size: (width: 320, height: 701), subviews: slider)
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
            let control = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
            XCTAssertEqual(control.value("UIValue"), .float(0.5), release)
            XCTAssertEqual(control.string("UIViewContentHuggingPriority"), "{250, 250}", release)
            XCTAssertNil(control.value("UIHitTestDirectionalInsets"), "the iOS 13 SDK's alone (\(release))")
        }
    }

    func test_aLegacyStoryboardsControllerRootView_takesTheDefaultDevicesSize() throws {
        // appium's older UICatalog, an Xcode 5 storyboard naming no device: its table view
        // controllers' root views, 320 × 568 in the document, are 375 × 667 in Xcode 8.2.1's
        // to 9.3's builds and 414 × 896 in 11.3's to 12.4's (13.2.1's default device alike).
        let scene = """
            <scene sceneID="scene"><objects><tableViewController id="list" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </tableView>
            </tableViewController><placeholder placeholderIdentifier="IBFirstResponder" id="first" sceneMemberID="firstResponder"/></objects></scene>
            """
        let legacy = cocoaTouchStoryboard(device: nil, initial: "list", scene)
            .replacingOccurrences(of: #"useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" "#, with: "")
        func rootBounds(_ text: String, release: String) throws -> ArchivedValue? {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["list-view-table.nib"])
            return nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableView" }?.value("UIBounds")
        }
        XCTAssertEqual(try rootBounds(legacy, release: "8.2.1"), .data(GeometryBlobProbe.encode([0, 0, 375, 667])))
        XCTAssertEqual(try rootBounds(legacy, release: "13.2"), .data(GeometryBlobProbe.encode([0, 0, 414, 896])))
        // Xcode 7 had no devices: the document's size.
        XCTAssertEqual(try rootBounds(legacy, release: "7.3.1"), .data(GeometryBlobProbe.encode([0, 0, 320, 568])))
    }

    func test_aLegacyDocumentsGreyPageIndicator_isTurnedIntoRGBInSinglePrecision() throws {
        // The same storyboard's page control: a two-thirds calibrated grey, archived as RGB whose
        // doubles are the float's ten digits (0.6666666865) in Xcode 11.3 to 12.4.
        let control = """
            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" id="pages">
                <rect key="frame" x="141" y="265" width="39" height="37"/>
                <color key="pageIndicatorTintColor" white="0.66666666666666663" alpha="1" colorSpace="calibratedWhite"/>
            </pageControl>
            """
        func tint(_ release: String) throws -> GraphCursor {
            let text = cocoaTouchViewDocument(toolsVersion: "10117", size: (width: 320, height: 568), subviews: control)
                .replacingOccurrences(of: #" colorMatched="YES""#, with: "")
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
            return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first?["UIPageIndicatorTintColor"])
        }
        let twelve = try tint("12.4")
        XCTAssertEqual(twelve.value("UIRed"), .float(Float(2.0 / 3)))
        XCTAssertEqual(twelve.value("UIRed-Double"), .double(0.6666666865))
        XCTAssertNil(try tint("10.1").value("UIRed-Double"), "no doubles before Xcode 11")
    }
}
