import NibArchive
import NibCompiler
import XCTest

/// A map view's own settings reach the nib under the keys xibdump reads from Apple's nibs
/// (`CocoaTouchMapViews`); they were left out, and the map showed MapKit's defaults.
final class CocoaTouchMapViewTests: XCTestCase {
    func test_aMapView_archivesItsTypeAndTheSwitchesTheDocumentStates() throws {
        let located = #"<mapView clipsSubviews="YES" contentMode="scaleToFill" mapType="hybrid" showsUserLocation="YES" zoomEnabled="NO" id="located"><rect key="frame" x="0.0" y="0.0" width="375" height="200"/></mapView>"#
        let plain = located.replacingOccurrences(of: #"mapType="hybrid" showsUserLocation="YES" zoomEnabled="NO" id="located""#, with: #"mapType="standard" id="plain""#)
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 400), subviews: located + plain)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
        let maps = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements
        XCTAssertEqual(maps.map(\.className), ["MKMapView", "MKMapView"])
        XCTAssertEqual(maps[0].value("MKMapType"), .integer(2, byteCount: 1))
        XCTAssertEqual(maps[0].value("MKShowsUserLocation"), .bool(true))
        XCTAssertEqual(maps[0].value("MKZoomEnabled"), .bool(false))
        XCTAssertNil(maps[0].value("MKScrollEnabled"), "a switch the document does not state keeps MapKit's default")
        XCTAssertNil(maps[1].value("MKMapType"))
        XCTAssertNil(maps[1].value("MKShowsUserLocation"))
        XCTAssertEqual(try compileWarnings(text, path: "Map.xib").objectIDs, [])
    }
}
