import NibXML

/// Web views. `WKWebView` as ibtool archives it (Xcode 11.2: UIKitCatalog's; 13.2: DuckDuckGo's):
/// its own flags and a `WKWebViewConfiguration` holding the defaults of the release's WebKit
/// wherever the document's `<wkWebViewConfiguration>` says nothing. Earlier releases are
/// unmeasured and archive none of them.
extension CocoaTouchNibCompiler {
    mutating func webViewAttributes(_ element: MarkupElement, object: Int) {
        guard release >= .xcode11 else { return }
        let settings = element.children(named: "wkWebViewConfiguration").first { $0[attribute: "key"] == "configuration" }
        archive.set("configuration", reference: webViewConfiguration(settings), on: object)
        archive.set("allowsBackForwardNavigationGestures", bool: element[attribute: "allowsBackForwardNavigationGestures"] == "YES", on: object)
        archive.set("customUserAgent", string: element[attribute: "customUserAgent"] ?? "", on: object)
        archive.set("allowsLinkPreview", bool: element[attribute: "allowsLinkPreview"] != "NO", on: object)
        if release.writesIOS16Keys { archive.set("findInteractionEnabled", bool: element[attribute: "findInteractionEnabled"] == "YES", on: object) }
    }

    /// `UIWebView` (Apptentive's upgrade message, Xcode 8.3): no delegate, and the data it
    /// detects, phone numbers unless the document says otherwise; none is not archived
    /// (Appboy's HTML message, `<dataDetectorType key="dataDetectorTypes"/>`, Xcode 10.1).
    mutating func legacyWebViewAttributes(_ element: MarkupElement, object: Int) {
        archive.setNull("UIDelegate", on: object)
        let detectors = Self.dataDetectorBits(of: element) ?? 1
        if detectors != 0 { archive.set("UIDataDetectorTypes", integer: detectors, on: object) }
        // Scaling pages to fit, under the key xibdump reads (unmeasured).
        if element[attribute: "scalesPageToFit"] == "YES" { archive.set("UIScalesPageToFit", bool: true, on: object) }
    }

    /// `WKDataDetectorTypes` bits by WebKit's names for them (a document naming kinds is
    /// unmeasured: the corpora's and the 1,370 public documents' say `none` or nothing).
    static let webDataDetectorTypes: [String: Int64] = [
        "phoneNumber": 1, "link": 2, "address": 4, "calendarEvent": 8, "trackingNumber": 16, "flightNumber": 32,
        "lookupSuggestion": 64,
    ]

    /// The bits of a `<dataDetectorTypes>` element: 0 for `none="YES"`, -1 (all) for `all="YES"`.
    static func webDataDetectorBits(of element: MarkupElement) -> Int64 {
        if element[attribute: "all"] == "YES" { return -1 }
        return webDataDetectorTypes.reduce(Int64(0)) { element[attribute: $1.key] == "YES" ? $0 | $1.value : $0 }
    }

    private mutating func webViewConfiguration(_ element: MarkupElement?) -> Int {
        func flag(_ attribute: String, default value: Bool) -> Bool {
            element?[attribute: attribute].map { $0 == "YES" } ?? value
        }
        let configuration = archive.object("WKWebViewConfiguration")
        archive.set("processPool", reference: archive.object("WKProcessPool"), on: configuration)
        let preferencesElement = element?.children(named: "wkPreferences").first { $0[attribute: "key"] == "preferences" }
        let preferences = archive.object("WKPreferences")
        archive.set("minimumFontSize", .double(preferencesElement?[attribute: "minimumFontSize"].flatMap(Double.init) ?? 0), on: preferences)
        let javaScript = preferencesElement?[attribute: "javaScriptEnabled"] != "NO"
        let opensWindows = preferencesElement?[attribute: "javaScriptCanOpenWindowsAutomatically"] == "YES"
        if release.xcodeMajorVersion >= 13 {
            archive.set("javaScriptCanOpenWindowsAutomatically", bool: opensWindows, on: preferences)
            archive.set("javaScriptEnabled", bool: javaScript, on: preferences)
            if release.writesIOS16_4Keys {
                archive.set("shouldPrintBackgrounds", bool: preferencesElement?[attribute: "shouldPrintBackgrounds"] == "YES", on: preferences)
            }
            // iOS 26's WebKit: tab does not focus links (UIKitCatalog's web view, Xcode 26.0.1).
            if release.writesIOS26Keys { archive.set("tabFocusesLinks", bool: false, on: preferences) }
            // iOS 14.5's text interaction preference.
            archive.set("textInteractionEnabled", bool: true, on: preferences)
        } else {
            archive.set("javaScriptEnabled", bool: javaScript, on: preferences)
            archive.set("javaScriptCanOpenWindowsAutomatically", bool: opensWindows, on: preferences)
        }
        archive.set("preferences", reference: preferences, on: configuration)
        archive.set("userContentController", reference: archive.object("WKUserContentController"), on: configuration)
        let dataStore = archive.object("WKWebsiteDataStore")
        archive.set("isDefaultDataStore", bool: true, on: dataStore)
        archive.set("websiteDataStore", reference: dataStore, on: configuration)
        archive.set("suppressesIncrementalRendering", bool: flag("suppressesIncrementalRendering", default: false), on: configuration)
        // iOS 26's WebKit archives an empty application name rather than none (Xcode 26.0.1).
        let applicationName = element?[attribute: "applicationNameForUserAgent"] ?? (release.writesIOS26Keys ? "" : nil)
        archive.set("applicationNameForUserAgent", optionalString: applicationName, on: configuration)
        archive.set("allowsAirPlayForMediaPlayback", bool: flag("allowsAirPlayForMediaPlayback", default: true), on: configuration)
        archive.set("drawsBackground", bool: true, on: configuration)
        // The data the view detects: the document's (none is 0: DuckDuckGo's), every kind
        // (WKDataDetectorTypeAll) when the document states nothing (UIKitCatalog's): -1, and
        // from Xcode 26 the seven kinds' bits, 127.
        let detectors = element?.children(named: "dataDetectorTypes").first { $0[attribute: "key"] == "dataDetectorTypes" }
        let allDetectors: Int64 = release.writesIOS26Keys ? 127 : -1
        archive.set("dataDetectorTypes", integer: detectors.map { Self.webDataDetectorBits(of: $0) } ?? allDetectors, on: configuration)
        archive.set("allowsInlineMediaPlayback", bool: flag("allowsInlineMediaPlayback", default: false), on: configuration)
        // iOS 13's WebKit allows inline playback after full screen by default, iOS 14's on do not
        // (UIKitCatalog's web view: 11.0 and 11.2 true, 12.3 to 15.3 false).
        archive.set("allowsInlineMediaPlaybackAfterFullscreen", bool: release < .xcode12, on: configuration)
        // Media needing a user action: none (the document's `none="YES"`) or every kind.
        let media = element?.children(named: "audiovisualMediaTypes").first { $0[attribute: "key"] == "mediaTypesRequiringUserActionForPlayback" }
        archive.set("mediaTypesRequiringUserActionForPlayback", bool: media?[attribute: "none"] != "YES", on: configuration)
        archive.set("selectionGranularity", integer: 0, on: configuration)
        archive.set("allowsPictureInPictureMediaPlayback", bool: flag("allowsPictureInPictureMediaPlayback", default: true), on: configuration)
        archive.set("ignoresViewportScaleLimits", bool: false, on: configuration)
        archive.set("dragLiftDelay", integer: 0, on: configuration)
        archive.set("textInteractionGesturesEnabled", bool: true, on: configuration)
        archive.set("longPressActionsEnabled", bool: true, on: configuration)
        archive.set("systemPreviewEnabled", bool: false, on: configuration)
        archive.set("shouldDecidePolicyBeforeLoadingQuickLookPreview", bool: true, on: configuration)
        // iOS 26's WebKit: text fragment scrolling and marking on, HEIC insertion off.
        if release.writesIOS26Keys {
            archive.set("scrollToTextFragmentIndicatorEnabled", bool: true, on: configuration)
            archive.set("scrollToTextFragmentMarkingEnabled", bool: true, on: configuration)
            archive.set("multiRepresentationHEICInsertionEnabled", bool: false, on: configuration)
        }
        return configuration
    }
}
