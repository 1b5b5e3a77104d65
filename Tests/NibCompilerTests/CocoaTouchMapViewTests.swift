import NibArchive
import NibCompiler
import XCTest

/// A map view's own keys as MapKit's encoder writes them (`CocoaTouchMapViews`), measured on
/// appium's TestApp, a standard map showing the user's location, as Xcode 9.0.1 to 26.0 built
/// it: every switch stated, in the order of the release's MapKit. They were once left out,
/// and the map showed MapKit's defaults.
final class CocoaTouchMapViewTests: XCTestCase {
    /// The first map view and the keys of its object, in order, compiled as ibtool `release`.
    private func mapKeys(_ attributes: String, release: String) throws -> (map: GraphCursor, keys: [String]) {
        let element = #"<mapView clipsSubviews="YES" contentMode="scaleToFill" \#(attributes) id="map"><rect key="frame" x="35" y="83" width="250" height="250"/></mapView>"#
        let text = cocoaTouchViewDocument(toolsVersion: "14490.70", size: (width: 320, height: 568), subviews: element)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
        let map = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
        return (map, (map.object?.entries.map(\.key) ?? []).filter { $0.hasPrefix("MK") })
    }

    func test_aMapView_statesEverySwitch_inItsReleasesOrder() throws {
        let located = #"mapType="standard" showsUserLocation="YES""#
        // Xcode 9 and 10 (iOS 11 and 12): points of interest before buildings, no filter.
        XCTAssertEqual(try mapKeys(located, release: "9.0.1").keys, [
            "MKDelegate", "MKMapType", "MKZoomEnabled", "MKScrollEnabled", "MKShowsUserLocation", "MKPitchEnabled",
            "MKRotateEnabled", "MKShowsPointsOfInterest", "MKShowsBuildings", "MKShowsTraffic", "MKShowsCompass", "MKShowsScaleKey",
        ])
        // Xcode 13.2.1 (iOS 13's order): points of interest last, then a null filter.
        XCTAssertEqual(try mapKeys(located, release: "13.2.1").keys, [
            "MKDelegate", "MKMapType", "MKZoomEnabled", "MKScrollEnabled", "MKShowsUserLocation", "MKPitchEnabled",
            "MKRotateEnabled", "MKShowsBuildings", "MKShowsTraffic", "MKShowsCompass", "MKShowsScaleKey",
            "MKShowsPointsOfInterest", "MKPointOfInterestFilter",
        ])
        // Xcode 14.2 (iOS 16): a standard map's configuration.
        let fourteen = try mapKeys(located, release: "14.2")
        XCTAssertEqual(fourteen.keys.last, "MKPreferredConfiguration")
        let configuration = try XCTUnwrap(fourteen.map["MKPreferredConfiguration"])
        XCTAssertEqual(configuration.className, "MKStandardMapConfiguration")
        XCTAssertEqual(configuration.object?.entries.map(\.key), [
            "MKMapConfigurationElevationStyle", "MKStandardMapConfigurationEmphasisStyle",
            "MKStandardMapConfigurationPointOfInterestFilter", "MKStandardMapConfigurationShowsTraffic",
        ])
        for release in ["9.0.1", "13.2.1", "14.2"] {
            let map = try mapKeys(located, release: release).map
            XCTAssertEqual(map.value("UIViewLayoutMargins"), .data(GeometryBlobProbe.encode([0, 0, 0, 0])), release)
            XCTAssertEqual(map.value("MKShowsUserLocation"), .bool(true), release)
            XCTAssertEqual(map.value("MKShowsCompass"), .bool(true), "MapKit's default, stated (\(release))")
            XCTAssertEqual(map.value("MKShowsTraffic"), .bool(false), "MapKit's default, stated (\(release))")
        }
    }

    func test_aMapView_archivesTheTypeAndSwitchesTheDocumentSets() throws {
        let (map, _) = try mapKeys(#"mapType="hybrid" showsUserLocation="YES" zoomEnabled="NO""#, release: "13.2")
        XCTAssertEqual(map.value("MKMapType"), .integer(2, byteCount: 1))
        XCTAssertEqual(map.value("MKShowsUserLocation"), .bool(true))
        XCTAssertEqual(map.value("MKZoomEnabled"), .bool(false))
        XCTAssertEqual(map.value("MKScrollEnabled"), .bool(true), "MapKit's default")
        // Only a standard map's configuration is measured: another type gets none.
        XCTAssertNil(try mapKeys(#"mapType="hybrid""#, release: "14.2").map["MKPreferredConfiguration"])
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 400),
                                          subviews: #"<mapView contentMode="scaleToFill" mapType="hybrid" id="map"><rect key="frame" x="0.0" y="0.0" width="375" height="200"/></mapView>"#)
        XCTAssertEqual(try compileWarnings(text, path: "Map.xib").objectIDs, [])
    }
}
