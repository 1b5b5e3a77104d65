import NibXML

/// `MKMapView`'s own keys.
///
/// No Apple-compiled map view with settings of its own is in any corpus NibForge measures
/// against; the keys are those xibdump (a decompiler of Apple's nibs) reads back into these
/// document attributes, each archived as the document states it: the map type when not the
/// standard map, and the map's switches (user location, zoom, scroll, rotation, pitch,
/// buildings, compass, scale, traffic, points of interest). Before this, a map view reached
/// the nib with its view keys alone and showed MapKit's defaults (no user location).
extension CocoaTouchNibCompiler {
    /// `MKMapType` by document name.
    static let mapTypes: [String: Int64] = [
        "standard": 0, "satellite": 1, "hybrid": 2, "satelliteFlyover": 3, "hybridFlyover": 4, "mutedStandard": 5,
    ]

    /// The map's switches: document attribute and archive key.
    static let mapViewSwitches: [(attribute: String, key: String)] = [
        ("zoomEnabled", "MKZoomEnabled"), ("scrollEnabled", "MKScrollEnabled"), ("rotateEnabled", "MKRotateEnabled"),
        ("pitchEnabled", "MKPitchEnabled"), ("showsBuildings", "MKShowsBuildings"), ("showsCompass", "MKShowsCompass"),
        ("showsScale", "MKShowsScaleKey"), ("showsTraffic", "MKShowsTraffic"),
        ("showsPointsOfInterest", "MKShowsPointsOfInterest"), ("showsUserLocation", "MKShowsUserLocation"),
    ]

    /// The map view's own keys, after its view keys.
    mutating func mapViewAttributes(_ element: MarkupElement, object: Int) {
        if let type = element[attribute: "mapType"].flatMap({ Self.mapTypes[$0] }), type != 0 {
            archive.set("MKMapType", integer: type, on: object)
        }
        for entry in Self.mapViewSwitches {
            guard let value = element[attribute: entry.attribute] else { continue }
            archive.set(entry.key, bool: value == "YES", on: object)
        }
    }
}
