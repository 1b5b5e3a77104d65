import NibXML

/// `MKMapView`'s own keys, as MapKit's encoder writes them from Xcode 9 (appium's TestApp, a
/// standard map showing the user's location, as Xcode 9.0.1, 9.2, 9.4, 10.1, 13.2.1, 14.2 and
/// 26.0 built it). Before Xcode 9 (unmeasured) each key is archived as the document states
/// it, the key names those xibdump (a decompiler of Apple's nibs) reads back into these
/// document attributes.
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
        if release >= .xcode9 { return statedMapViewAttributes(element, object: object) }
        // Before Xcode 9 (unmeasured): what the document states alone.
        if let type = element[attribute: "mapType"].flatMap({ Self.mapTypes[$0] }), type != 0 {
            archive.set("MKMapType", integer: type, on: object)
        }
        for entry in Self.mapViewSwitches {
            guard let value = element[attribute: entry.attribute] else { continue }
            archive.set(entry.key, bool: value == "YES", on: object)
        }
    }

    /// A map switch MapKit's encoder archives: document attribute, archive key, MapKit's default.
    typealias MapViewSwitch = (attribute: String, key: String, byDefault: Bool)

    /// The switches MapKit archives first, in every measured release.
    static let mapViewLeadingSwitches: [MapViewSwitch] = [
        ("zoomEnabled", "MKZoomEnabled", true), ("scrollEnabled", "MKScrollEnabled", true),
        ("showsUserLocation", "MKShowsUserLocation", false),
    ]

    /// The switches after them, in the order of the release's MapKit: iOS 11 and 12's (Xcode 9
    /// and 10) name points of interest before buildings; iOS 13's (Xcode 11, measured in 13.2.1)
    /// last; iOS 26's add the user tracking button (the pitch button's visibility precedes them).
    func mapViewLaterSwitches() -> [MapViewSwitch] {
        let pointsOfInterest: MapViewSwitch = ("showsPointsOfInterest", "MKShowsPointsOfInterest", true)
        let motion: [MapViewSwitch] = [("pitchEnabled", "MKPitchEnabled", true), ("rotateEnabled", "MKRotateEnabled", true)]
        let display: [MapViewSwitch] = [
            ("showsBuildings", "MKShowsBuildings", true), ("showsTraffic", "MKShowsTraffic", false),
            ("showsCompass", "MKShowsCompass", true), ("showsScale", "MKShowsScaleKey", false),
        ]
        if release < .xcode11 { return motion + [pointsOfInterest] + display }
        let trackingButton: [MapViewSwitch] = release.writesIOS26Keys ? [("showsUserTrackingButton", "MKShowsUserTrackingButton", false)] : []
        return motion + display + trackingButton + [pointsOfInterest]
    }

    /// What MapKit's encoder archives for a map view from Xcode 9 (appium's TestApp as Xcode
    /// 9.0.1 to 26.0 built it): zero layout margins, no delegate, the map type and every switch
    /// stated; from iOS 13 (Xcode 11) no point of interest filter; from iOS 16 (Xcode 14) a
    /// standard map's configuration; from iOS 26 the pitch button's adaptive visibility and a
    /// configuration of other keys. Other map types' configurations are unmeasured: they get
    /// their type and no configuration.
    private mutating func statedMapViewAttributes(_ element: MarkupElement, object: Int) {
        archive.set("UIViewLayoutMargins", .data(EdgeInsets().blob), on: object)
        func state(_ switches: [MapViewSwitch]) {
            for entry in switches {
                archive.set(entry.key, bool: element[attribute: entry.attribute].map { $0 == "YES" } ?? entry.byDefault, on: object)
            }
        }
        archive.setNull("MKDelegate", on: object)
        let type = element[attribute: "mapType"].flatMap { Self.mapTypes[$0] } ?? 0
        archive.set("MKMapType", integer: type, on: object)
        state(Self.mapViewLeadingSwitches)
        if release.writesIOS26Keys { archive.set("MKPitchButtonVisibility", integer: 1, on: object) }
        state(mapViewLaterSwitches())
        if release >= .xcode11 { archive.setNull("MKPointOfInterestFilter", on: object) }
        guard type == 0, release.writesIOS16Keys else { return }
        let showsTraffic = element[attribute: "showsTraffic"] == "YES"
        let configuration = archive.object("MKStandardMapConfiguration")
        archive.set("MKMapConfigurationElevationStyle", integer: 0, on: configuration)
        if release.writesIOS26Keys {
            archive.set("MKMapConfigurationShowsTraffic", bool: showsTraffic, on: configuration)
            archive.set("MKMapConfigurationShowsHiking", bool: false, on: configuration)
            archive.set("MKMapConfigurationShowsTopographicFeatures", bool: false, on: configuration)
            archive.setNull("MKMapConfigurationPointOfInterestFilter", on: configuration)
            archive.set("MKStandardMapConfigurationEmphasisStyle", integer: 0, on: configuration)
        } else {
            archive.set("MKStandardMapConfigurationEmphasisStyle", integer: 0, on: configuration)
            archive.setNull("MKStandardMapConfigurationPointOfInterestFilter", on: configuration)
            archive.set("MKStandardMapConfigurationShowsTraffic", bool: showsTraffic, on: configuration)
        }
        archive.set("MKPreferredConfiguration", reference: configuration, on: object)
    }
}
