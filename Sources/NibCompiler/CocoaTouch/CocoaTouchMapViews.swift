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
        if release.writesIOS26Keys { return iOS26MapViewAttributes(element, object: object) }
        if let type = element[attribute: "mapType"].flatMap({ Self.mapTypes[$0] }), type != 0 {
            archive.set("MKMapType", integer: type, on: object)
        }
        for entry in Self.mapViewSwitches {
            guard let value = element[attribute: entry.attribute] else { continue }
            archive.set(entry.key, bool: value == "YES", on: object)
        }
    }

    /// The switches iOS 26's MapKit archives, in its order, with its defaults (the document's
    /// attribute, when it states one, wins).
    static let iOS26MapViewSwitches: [(attribute: String, key: String, byDefault: Bool)] = [
        ("zoomEnabled", "MKZoomEnabled", true), ("scrollEnabled", "MKScrollEnabled", true),
        ("showsUserLocation", "MKShowsUserLocation", false),
    ]

    /// The switches after the pitch button's visibility.
    static let iOS26MapViewLaterSwitches: [(attribute: String, key: String, byDefault: Bool)] = [
        ("pitchEnabled", "MKPitchEnabled", true), ("rotateEnabled", "MKRotateEnabled", true),
        ("showsBuildings", "MKShowsBuildings", true), ("showsTraffic", "MKShowsTraffic", false),
        ("showsCompass", "MKShowsCompass", true), ("showsScale", "MKShowsScaleKey", false),
        ("showsUserTrackingButton", "MKShowsUserTrackingButton", false),
        ("showsPointsOfInterest", "MKShowsPointsOfInterest", true),
    ]

    /// What iOS 26's MapKit archives for a map view (appium's TestApp as Xcode 26.0 built it, in
    /// appium-xcuitest-driver's test assets): zero layout margins, every switch stated, no
    /// delegate or point of interest filter, the pitch button's adaptive visibility and a
    /// standard map configuration. Other map types' configurations are unmeasured: they get
    /// their type and no configuration.
    private mutating func iOS26MapViewAttributes(_ element: MarkupElement, object: Int) {
        archive.set("UIViewLayoutMargins", .data(EdgeInsets().blob), on: object)
        func state(_ switches: [(attribute: String, key: String, byDefault: Bool)]) {
            for entry in switches {
                archive.set(entry.key, bool: element[attribute: entry.attribute].map { $0 == "YES" } ?? entry.byDefault, on: object)
            }
        }
        archive.setNull("MKDelegate", on: object)
        let type = element[attribute: "mapType"].flatMap { Self.mapTypes[$0] } ?? 0
        archive.set("MKMapType", integer: type, on: object)
        state(Self.iOS26MapViewSwitches)
        archive.set("MKPitchButtonVisibility", integer: 1, on: object)
        state(Self.iOS26MapViewLaterSwitches)
        archive.setNull("MKPointOfInterestFilter", on: object)
        guard type == 0 else { return }
        let configuration = archive.object("MKStandardMapConfiguration")
        archive.set("MKMapConfigurationElevationStyle", integer: 0, on: configuration)
        archive.set("MKMapConfigurationShowsTraffic", bool: element[attribute: "showsTraffic"] == "YES", on: configuration)
        archive.set("MKMapConfigurationShowsHiking", bool: false, on: configuration)
        archive.set("MKMapConfigurationShowsTopographicFeatures", bool: false, on: configuration)
        archive.setNull("MKMapConfigurationPointOfInterestFilter", on: configuration)
        archive.set("MKStandardMapConfigurationEmphasisStyle", integer: 0, on: configuration)
        archive.set("MKPreferredConfiguration", reference: configuration, on: object)
    }
}
