import NibXML

/// Sends each element to the encoder of its UIKit class.
extension CocoaTouchNibCompiler {
    /// Controls whose encoders leave `UIControl`'s keys to `classAttributes` (a switch writes
    /// its own disabled state; buttons and text fields call `controlAttributes` themselves).
    static let plainControlElements: Set<String> = ["slider", "stepper", "pageControl", "segmentedControl", "datePicker"]

    /// The class-specific keys of `element` (after the `UIView` keys for views).
    mutating func classAttributes(_ element: MarkupElement, object: Int) throws {
        // UIControl's keys come before the control's own (buttons and text fields write them
        // in their encoders): a segmented control's top-left content alignment, which
        // Interface Builder gives every one it makes (416 of 418 public ones), or a disabled one.
        if Self.plainControlElements.contains(element.name) { controlAttributes(element, object: object) }
        switch element.name {
        case "label": labelAttributes(element, object: object)
        case "button": buttonAttributes(element, object: object)
        case "imageView": imageViewAttributes(element, object: object)
        case "stackView": stackViewAttributes(element, object: object)
        case "scrollView": scrollViewAttributes(element, object: object)
        case "tableView": try tableViewAttributes(element, object: object)
        case "tableViewCell": tableViewCellAttributes(element, object: object)
        case "collectionView": try collectionViewAttributes(element, object: object)
        case "collectionViewCell": collectionViewCellAttributes(element, object: object)
        case "collectionReusableView":
            // A header's or footer's reuse identifier (Apptentive's survey question, Xcode 8.3).
            if let identifier = element[attribute: "reuseIdentifier"] { archive.set("UIReuseIdentifier", string: identifier, on: object) }
        case "barButtonItem": try barButtonItemAttributes(element, object: object)
        case "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer", "pinchGestureRecognizer",
             "rotationGestureRecognizer", "pongPressGestureRecognizer", "screenEdgePanGestureRecognizer":
            gestureRecognizerAttributes(element, object: object)
        case "textView": textViewAttributes(element, object: object)
        case "refreshControl": refreshControlAttributes(element, object: object)
        case "wkWebView": webViewAttributes(element, object: object)
        case "webView": legacyWebViewAttributes(element, object: object)
        case "toolbar": toolbarAttributes(element, object: object)
        case "navigationBar": barStyle(element, on: object)
        case "navigationItem": try navigationItemAttributes(element, object: object)
        case "visualEffectView": visualEffectViewAttributes(element, object: object)
        case "activityIndicatorView": activityIndicatorAttributes(element, object: object)
        case "pickerView": pickerViewAttributes(element, object: object)
        case "slider": sliderAttributes(element, object: object)
        case "progressView": progressViewAttributes(element, object: object)
        case "stepper": stepperAttributes(element, object: object)
        case "pageControl": pageControlAttributes(element, object: object)
        case "segmentedControl": segmentedControlAttributes(element, object: object)
        case "searchBar": searchBarAttributes(element, object: object)
        case "datePicker": datePickerAttributes(element, object: object)
        case "mapView": mapViewAttributes(element, object: object)
        case "switch":
            // A disabled switch is a disabled control, with no switch key of its own
            // (DuckDuckGo's privacy dashboard, Xcode 13.2).
            if element[attribute: "enabled"] == "NO" {
                archive.set("UIDisabled", bool: true, on: object)
            } else {
                archive.set("UISwitchEnabled", bool: true, on: object)
            }
            if element[attribute: "on"] == "YES" { archive.set("UISwitchOn", bool: true, on: object) }
            // Its colour when on (DuckDuckGo's privacy dashboard, Xcode 13.2).
            if let tint = color("onTintColor", in: element) { archive.set("UISwitchOnTintColor", reference: tint, on: object) }
            // Its thumb's, under the key xibdump reads (unmeasured).
            if let tint = color("thumbTintColor", in: element) { archive.set("UISwitchThumbTintColor", reference: tint, on: object) }
        case "textField": textFieldAttributes(element, object: object)
        case "viewController":
            if let view = element.childElements.first(where: { $0[attribute: "key"] == "view" }),
               let compiled = try compileObject(view, superview: nil) {
                archive.set("UIView", reference: compiled, on: object)
            }
        default:
            break
        }
    }

    /// The first `<color key=...>` child of `element` as a `UIColor`, or nil.
    mutating func color(_ key: String, in element: MarkupElement, significantDigits: Int? = nil) -> Int? {
        element.firstChild(named: "color", key: key).map { color($0, significantDigits: significantDigits) }
    }

    /// The first `<fontDescription>` child of `element` as a `UIFont`, or nil.
    ///
    /// From Xcode 12 the font is the one the document's device shows: a size-class variation's
    /// when the device matches it (DuckDuckGo's privacy dashboard buttons, 16 points with 15
    /// for compact widths, archive 15 on an iPhone, Xcode 13.2); `asDocumentDefault` takes
    /// the document's own, as a trait storage's default record does.
    mutating func font(in element: MarkupElement, asDocumentDefault: Bool = false) -> Int? {
        fontDescription(in: element, asDocumentDefault: asDocumentDefault).map { font($0) }
    }

    /// The `<fontDescription>` `font(in:asDocumentDefault:)` archives.
    func fontDescription(in element: MarkupElement, asDocumentDefault: Bool = false) -> MarkupElement? {
        let shown = asDocumentDefault ? nil : deviceVariations(of: element).last { $0.variation.firstChild(named: "fontDescription") != nil }
        return (shown?.variation ?? element).firstChild(named: "fontDescription")
    }

    /// A `UIImageNibPlaceholder` for an image resource. ibtool does not read the image, so
    /// its size is archived as 1 × 1; Xcode 12 adds empty symbol keys, Xcode 13 a catalog key.
    /// One object per name, however many objects show the image (all 25 images used more than
    /// once in the Carthage and DuckDuckGo nibs).
    mutating func imagePlaceholder(named name: String) -> Int {
        if let image = imagePlaceholders[name] { return image }
        let image = archive.object("UIImageNibPlaceholder")
        imagePlaceholders[name] = image
        archive.set("UIImageWidth", .float(1), on: image)
        archive.set("UIImageHeight", .float(1), on: image)
        archive.set("UIResourceName", string: name, on: image)
        if release.writesImageSymbolKeys {
            archive.setNull("UISystemSymbolResourceName", on: image)
            archive.setNull("UISymbolImageConfiguration", on: image)
        }
        if release >= .xcode13 { archive.setNull("UIResourceCatalogName", on: image) }
        return image
    }

    /// `UIImageSymbolScale` values by document name.
    static let symbolScales: [String: Int64] = ["default": -1, "unspecified": 0, "small": 1, "medium": 2, "large": 3]
    /// `UIImageSymbolWeight` values by document name.
    static let symbolWeights: [String: Int64] = [
        "unspecified": 0, "ultraLight": 1, "thin": 2, "light": 3, "regular": 4, "medium": 5,
        "semibold": 6, "bold": 7, "heavy": 8, "black": 9,
    ]

    /// The image `element` names under `key`: its attribute (`image="Logo"`, a system symbol
    /// when the element says `catalog="system"`, as a button's state does) or its
    /// `<imageReference key=...>` child, which may name a system symbol (`catalog="system"`).
    mutating func image(_ key: String, of element: MarkupElement) -> Int? {
        if let name = element[attribute: key] {
            guard element[attribute: "catalog"] == "system" else { return imagePlaceholder(named: name) }
            return symbolImagePlaceholder(named: name, reference: element)
        }
        guard let reference = element.children(named: "imageReference").first(where: { $0[attribute: "key"] == key }),
              let name = reference[attribute: "image"] else { return nil }
        guard reference[attribute: "catalog"] == "system" else { return imagePlaceholder(named: name) }
        return symbolImagePlaceholder(named: name, reference: reference)
    }

    /// A system symbol image: ibtool archives it unsized, named as a system symbol, with
    /// the symbol configuration its reference gives (the scale); from Xcode 13 with a catalog
    /// key (Xcode 12.4 writes none: a Flutter app's camera button).
    mutating func symbolImagePlaceholder(named name: String, reference: MarkupElement) -> Int {
        let image = archive.object("UIImageNibPlaceholder")
        archive.set("UIImageWidth", .float(0), on: image)
        archive.set("UIImageHeight", .float(0), on: image)
        archive.set("UIResourceName", string: name, on: image)
        archive.set("UISystemSymbolResourceName", string: name, on: image)
        archive.set("UISymbolImageConfiguration", optionalReference: symbolConfiguration(scale: reference[attribute: "symbolScale"], weight: nil), on: image)
        if release >= .xcode13 { archive.setNull("UIResourceCatalogName", on: image) }
        return image
    }

    /// A `UIImageSymbolConfiguration` with the scale and weight given, or nil when neither is.
    mutating func symbolConfiguration(scale: String?, weight: String?) -> Int? {
        let scaleValue = scale.flatMap { Self.symbolScales[$0] }
        let weightValue = weight.flatMap { Self.symbolWeights[$0] }
        guard scaleValue != nil || weightValue != nil else { return nil }
        let configuration = archive.object("UIImageSymbolConfiguration")
        archive.setNull("UITraitCollection", on: configuration)
        if let scaleValue { archive.set("UISymbolScale", integer: scaleValue, on: configuration) }
        if let weightValue { archive.set("UISymbolWeight", integer: weightValue, on: configuration) }
        return configuration
    }

    /// `UISlider`: value, range when not 0-1, track and thumb tints, behavioural style (Xcode
    /// 13). Before Xcode 13 the value is archived when not 0, as Xcode 11 and 12 do and as
    /// Xcode 7.3.1 to 10.1 did (appium's older UICatalog and its TestApp, sliders at 0.5).
    mutating func sliderAttributes(_ element: MarkupElement, object: Int) {
        if release.xcodeMajorVersion >= 13 {
            archive.set("UIValue", .float(Float(element[attribute: "value"].flatMap(Double.init) ?? 0.5)), on: object)
        } else {
            // The iOS 13 SDK's slider widens its touch area by 12.5 points on every side (not
            // 12.3's, UIKitCatalog's sliders) and archives a value only when it is not 0
            // (CleverTap's video controls, Xcode 11.7, a slider of no range whose value is 0).
            if release >= .xcode11, release < .xcode12 { archive.set("UIHitTestDirectionalInsets", string: "{-12.5, -12.5, -12.5, -12.5}", on: object) }
            if let value = element[attribute: "value"].flatMap(Double.init), value != 0 { archive.set("UIValue", .float(Float(value)), on: object) }
        }
        if let minimum = element[attribute: "minValue"].flatMap(Double.init), minimum != 0 { archive.set("UIMinValue", .float(Float(minimum)), on: object) }
        if let maximum = element[attribute: "maxValue"].flatMap(Double.init), maximum != 1 { archive.set("UIMaxValue", .float(Float(maximum)), on: object) }
        if let tint = color("minimumTrackTintColor", in: element) { archive.set("UIMinimumTintColor", reference: tint, on: object) }
        if let tint = color("maximumTrackTintColor", in: element) { archive.set("UIMaximumTintColor", reference: tint, on: object) }
        if let tint = color("thumbTintColor", in: element) { archive.set("UIThumbTintColor", reference: tint, on: object) }
        if element[attribute: "continuous"] == "NO" { archive.set("UIContinuous", bool: false, on: object) }
        if release.xcodeMajorVersion >= 13 { archive.set("UIBehavioralStyle", integer: 0, on: object) }
    }

    /// `UIStepper`: its value, range and step, each where it is not UIKit's default (0, 0 to
    /// 100, 1), as doubles, and the behaviours turned from their defaults. No Apple-compiled
    /// stepper is in the corpora: the keys are those UIKit's `UIStepper` encodes, through which
    /// ibtool archives; a stepper used to reach the nib with none of them.
    mutating func stepperAttributes(_ element: MarkupElement, object: Int) {
        for (attribute, key, fallback) in [("value", "UIValue", 0.0), ("minimumValue", "UIMinimumValue", 0), ("maximumValue", "UIMaximumValue", 100), ("stepValue", "UIStepValue", 1)] {
            if let value = element[attribute: attribute].flatMap(Double.init), value != fallback { archive.set(key, .double(value), on: object) }
        }
        if element[attribute: "continuous"] == "NO" { archive.set("UIContinuous", bool: false, on: object) }
        if element[attribute: "autorepeat"] == "NO" { archive.set("UIAutorepeat", bool: false, on: object) }
        if element[attribute: "wraps"] == "YES" { archive.set("UIWraps", bool: true, on: object) }
    }

    /// `UIPageControl`: its number of pages and current page (other than 0), hiding for a
    /// single page and its indicator tints (UIKitCatalog's page control, Xcode 11.2).
    mutating func pageControlAttributes(_ element: MarkupElement, object: Int) {
        if let pages = element[attribute: "numberOfPages"].flatMap(Int64.init), pages != 0 { archive.set("UINumberOfPages", integer: pages, on: object) }
        let page = element[attribute: "currentPage"].flatMap(Int64.init) ?? 0
        if page != 0 || release.archivesPageControlsFirstPage { archive.set("UICurrentPage", integer: page, on: object) }
        if element[attribute: "hidesForSinglePage"] == "YES" { archive.set("UIHideForSinglePage", bool: true, on: object) }
        // Their components reach the nib with ten significant digits (0.6666666667), as an sRGB
        // tint's do in Xcode 13 (Xcode 11 keeps a label's seventeen).
        let digits = release >= .xcode11 ? 10 : nil
        if let tint = color("currentPageIndicatorTintColor", in: element, significantDigits: digits) {
            archive.set("UICurrentPageIndicatorTintColor", reference: tint, on: object)
        }
        if let tint = color("pageIndicatorTintColor", in: element, significantDigits: digits) {
            archive.set("UIPageIndicatorTintColor", reference: tint, on: object)
        }
    }

    /// `UIProgressView`: its progress and tints (DuckDuckGo's web container, Xcode 13.2).
    mutating func progressViewAttributes(_ element: MarkupElement, object: Int) {
        if let progress = element[attribute: "progress"].flatMap(Double.init), progress != 0 {
            archive.set("UIProgress", .float(Float(progress)), on: object)
        }
        if element[attribute: "progressViewStyle"] == "bar" { archive.set("UIProgressViewStyle", integer: 1, on: object) }
        if let tint = color("progressTintColor", in: element) { archive.set("UIProgressProgressTintColor", reference: tint, on: object) }
        if let tint = color("trackTintColor", in: element) { archive.set("UIProgressTrackTintColor", reference: tint, on: object) }
    }
}
