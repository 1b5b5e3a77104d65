import NibArchive
import NibCompiler
import XCTest

/// Xcode 8.0's documents store frames as `<frame key="frameInset">` (`DocumentFrame`); the
/// compiler archived those views with zero bounds at the origin (24 of 2,501 public iOS
/// documents, AIL's message cells among them), so on a device they showed nothing until
/// layout moved them, and views without constraints never showed.
final class CocoaTouchInsetFrameTests: XCTestCase {
    func test_viewsFramedByInsets_archiveTheirBoundsAndCentre() throws {
        let text = cocoaTouchViewDocument(toolsVersion: "11201", size: (width: 375, height: 100), subviews: """
            <view contentMode="scaleToFill" id="panel">
                <frame key="frameInset" minX="10" minY="20" maxX="10" height="60"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="title">
                        <frame key="frameInset" minX="15" width="200" height="43.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
            </view>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "8.0"))
        let panel = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
        XCTAssertEqual(geometryBlobValues(panel.value("UIBounds")), [0, 0, 355, 60])
        XCTAssertEqual(geometryBlobValues(panel.value("UICenter")), [187.5, 50])
        let title = try XCTUnwrap(panel["UISubviews"]?.elements.first)
        XCTAssertEqual(geometryBlobValues(title.value("UIBounds")), [0, 0, 200, 43.5])
        XCTAssertEqual(geometryBlobValues(title.value("UICenter")), [115, 21.75])
    }
}
