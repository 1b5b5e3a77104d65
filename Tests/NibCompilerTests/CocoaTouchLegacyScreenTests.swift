import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// appium's TestApp, two xibs of Xcode 5 and 8, as Xcode 9.0.1, 9.2, a 9.4 beta, 10.1, 13.2.1,
/// 14.2 and 26.0 built it (test projects' copies; `APPS.tsv`): a view simulated on a legacy
/// screen is laid out on the release's default device with its subviews autoresized
/// (`CocoaTouchLegacyScreens`), and a document laid out without Auto Layout sets its switch's
/// frame at load; a slider states its value and hugging from Xcode 7.
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
        XCTAssertEqual(try geometry(retina4, release: "13.2.1"), rect(0, 0, 414, 896) + rect(35, 83, 344, 578) + rect(10, 828, 100, 40))
        for release in ["14.2", "26.0"] {
            XCTAssertEqual(try geometry(retina4, release: release), rect(0, 0, 393, 852) + rect(35, 83, 323, 534) + rect(10, 784, 100, 40), release)
        }
        // The document's frames: before Xcode 9 (unmeasured), for a view simulating no screen
        // (TestApp's other view, 320 × 701 in every build) and in a document naming a device.
        let documents = rect(0, 0, 320, 568) + rect(35, 83, 250, 250) + rect(10, 500, 100, 40)
        XCTAssertEqual(try geometry(retina4, release: "8.3"), documents)
        XCTAssertEqual(try geometry(gestureDocument(""), release: "14.2"), documents)
        let device = gestureDocument(#"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina4"/>"#,
                                     device: #"<device id="retina4_0" orientation="portrait"/>"#)
        XCTAssertEqual(try geometry(device, release: "14.2"), documents)
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

    func test_aSwitchInADocumentWithoutAutoLayout_setsItsFrameAtLoad() throws {
        let control = #"<switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="switch"><rect key="frame" x="170" y="378" width="51" height="31"/></switch>"#
        for release in ["9.0.1", "10.1", "13.2.1", "14.2"] {
            let pairs = try keyValuePairs(control, autolayout: false, release: release)
            XCTAssertEqual(pairs.map(\.keyPath), ["frame"], release)
            XCTAssertEqual(pairs.first?.value, "{{170, 378}, {51, 31}}", release)
            // With Auto Layout a switch of its own size at whole points needs none.
            XCTAssertTrue(try keyValuePairs(control, autolayout: true, release: release).isEmpty, release)
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
}
