import NibDocument
import NibXML

/// `UISegmentedControl` and its `UISegment`s as UIKit's encoders write them, measured on
/// ibtool's builds of appium's two UICatalogs.
///
/// The control archives its settings where they differ from UIKit's defaults, its selected
/// index always (UIKit's decoder reads a missing one as 0, selecting the first segment) and
/// its hugging, and one `UISegment` per `<segment>`, both in `UISegments` and among its
/// subviews. A segment is an image view without an image carrying its title or image
/// (`UISegmentInfo`), its fixed width, its content offset, UIKit's segment style (5) and its
/// position; a disabled one takes no touches, which is how UIKit's segment keeps its enabled
/// state. By release:
/// - Xcode 7.3.1 to 9.2 (the older UICatalog): segments laid out side by side, a point of
///   divider between each two, opaque, their images stretched near the rounded ends
///   (`laidOutContentStretch`: iOS 9's, then iOS 10's from Xcode 8, which also draws deep),
///   listed last first among the control's subviews, positions first 0, middle 1, last 2,
///   alone 3 (0 is not written);
/// - from Xcode 9.3 (the older UICatalog by 9.3 and 11.3; UIKitCatalog's four controls by
///   11.2): not laid out (zero wide, as high as the control, 32 from Xcode 11, iOS 13's
///   height), listed in order, with iOS 13's positions (first 0, middle 3, last 1; a lone
///   segment's is unmeasured, 2 assumed).
/// UIKit lays the segments out again when the control appears, so their frames only place
/// them until then. Before this, a compiled segmented control had no segments at all.
extension CocoaTouchNibCompiler {
    /// The segmented control's own keys, after its view and control keys.
    mutating func segmentedControlAttributes(_ element: MarkupElement, object: Int) {
        if element[attribute: "momentary"] == "YES" { archive.set("UIMomentary", bool: true, on: object) }
        let segmentElements = SegmentedControlLayout.segments(of: element)
        if !segmentElements.isEmpty {
            let segments = segmentObjects(segmentElements, of: element)
            archive.set("UISegments", reference: archive.collection("NSMutableArray", segments), on: object)
            let subviews = release.writesIOS26Keys ? iOS26SegmentContainers(holding: segments, of: element)
                : release.listsSegmentSubviewsLastFirst ? segments.reversed() : segments
            archive.set("UISubviews", reference: archive.collection("NSMutableArray", subviews), on: object)
        }
        if element[attribute: "apportionsSegmentWidthsByContent"] == "YES" {
            archive.set("UIUseProportionalWidthSegments", bool: true, on: object)
        }
        // Interface Builder leaves out "no segment" (-1), its default.
        let selected = element[attribute: "selectedSegmentIndex"].flatMap(Int64.init) ?? -1
        archive.set("UISelectedSegmentIndex", integer: selected < segmentElements.count ? selected : -1, on: object)
        if element[attribute: "springLoaded"] == "YES" { archive.set("UISpringLoaded", bool: true, on: object) }
        if let tint = color("selectedSegmentTintColor", in: element) {
            archive.set("UISegmentedControlSelectedSegmentTintColor", reference: tint, on: object)
        }
    }

    /// iOS 26's subviews of a segmented control: a background view, then a view tagged
    /// -2031 holding one tagged -2032 that holds the segments; each as large as the control,
    /// opaque and stretching with it (UIKitCatalog's four controls, Xcode 26.0.1).
    private mutating func iOS26SegmentContainers(holding segments: [Int], of control: MarkupElement) -> [Int] {
        let frame = rect("frame", in: control)
        func container(tag: Int64?, subviews: [Int]) -> Int {
            let view = archive.object("UIView")
            setGeometry(GeometryText.Rect(x: 0, y: 0, width: frame.width, height: frame.height), on: view)
            if !subviews.isEmpty { archive.set("UISubviews", reference: archive.collection("NSMutableArray", subviews), on: view) }
            archive.set("UIDeepDrawRect", bool: true, on: view)
            archive.set("UIOpaque", bool: true, on: view)
            if let tag { archive.set("UITag", integer: tag, on: view) }
            archive.set("UIAutoresizeSubviews", bool: true, on: view)
            archive.set("UIAutoresizingMask", integer: 18, on: view)
            archive.set("UIViewSemanticContentAttribute", integer: 0, on: view)
            archive.setNull("UIViewLargeContentStoredProperties", on: view)
            return view
        }
        let background = container(tag: nil, subviews: [])
        let segmentHolder = container(tag: -2032, subviews: segments)
        return [background, container(tag: -2031, subviews: [segmentHolder])]
    }

    /// One `UISegment` per `<segment>` of `control`, framed side by side across the control
    /// (`SegmentedControlLayout`); a title is localizable as `<control id>.segmentTitles[<index>]`.
    private mutating func segmentObjects(_ elements: [MarkupElement], of control: MarkupElement) -> [Int] {
        let unlaidOut = release.leavesSegmentsUnlaidOut
        let frames = unlaidOut ? SegmentedControlLayout.frames(of: control) : Self.dividedFrames(of: control, elements) ?? SegmentedControlLayout.frames(of: control)
        // Unlaid-out segments are as high as iOS 13's control from Xcode 11, as the control's
        // frame before (Xcode 9.3's, 29 points).
        let unlaidOutHeight = release >= .xcode11 ? 32 : DocumentGeometry.rect("frame", in: control)?.height ?? 29
        var segments: [Int] = []
        for (index, element) in elements.enumerated() {
            let segment = archive.object("UISegment")
            let frame = frames[index]
            if unlaidOut {
                setGeometry(GeometryText.Rect(x: 0, y: 0, width: 0, height: unlaidOutHeight), on: segment)
            } else {
                setGeometry(GeometryText.Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height), on: segment)
            }
            if release.writesDeepDrawRect { archive.set("UIDeepDrawRect", bool: true, on: segment) }
            if !unlaidOut { archive.set("UIOpaque", bool: true, on: segment) }
            archive.set("UIAutoresizeSubviews", bool: true, on: segment)
            // The segment images stretch about a point at the rounded end (appium's UICatalog
            // as Xcode 7.3.1, 8.2.1 and 9.2 built it; a lone segment's unmeasured, none archived).
            if !unlaidOut, let stretch = Self.laidOutContentStretch(index: index, count: elements.count, release: release) {
                archive.set("UIContentStretch", .data(GeometryBlob.encode(stretch)), on: segment)
            }
            archive.set("UIViewSemanticContentAttribute", integer: 0, on: segment)
            if unlaidOut, release.writesLargeContentProperties { archive.setNull("UIViewLargeContentStoredProperties", on: segment) }
            // UIKit's segment is enabled while it takes touches (`-[UISegment setEnabled:]`
            // sets `userInteractionEnabled`), so a disabled segment is archived as a view
            // without interaction, and an enabled one with it.
            if element[attribute: "enabled"] == "NO" { archive.set("UIUserInteractionDisabled", bool: true, on: segment) }
            if let image = image("image", of: element) {
                archive.set("UISegmentInfo", reference: image, on: segment)
            } else {
                set("UISegmentInfo", userText: DocumentStrings.value("title", of: element) ?? "", of: control, keyPath: "segmentTitles[\(index)]", on: segment)
            }
            if let width = element[attribute: "width"].flatMap(Double.init), width != 0 {
                archive.set("UISegmentWidth", .float(Float(width)), on: segment)
            }
            if let offset = element.children(named: "size").first(where: { $0[attribute: "key"] == "contentOffset" }),
               let width = offset[attribute: "width"].flatMap(Double.init), let height = offset[attribute: "height"].flatMap(Double.init),
               width != 0 || height != 0 {
                archive.set("UISegmentContentOffset", .data(GeometryBlob.encode([width, height])), on: segment)
            }
            archive.set("UISegmentStyle", integer: 5, on: segment)
            let position = unlaidOut ? Self.iOS13SegmentPosition(index: index, count: elements.count)
                : Self.segmentPosition(index: index, count: elements.count)
            if position != 0 { archive.set("UISegmentPosition", integer: position, on: segment) }
            segments.append(segment)
        }
        return segments
    }

    /// Where UIKit lays equal segments out before iOS 13: a point of divider between each two,
    /// every edge at the whole point below its exact place (appium's UICatalog, Xcode 7.3.1: three
    /// segments across 280 points are 92, 93 and 93 wide at 0, 93 and 187). Nil when a segment
    /// has a width of its own (`SegmentedControlLayout` then, unmeasured).
    static func dividedFrames(of control: MarkupElement, _ segments: [MarkupElement]) -> [DocumentFrame.Rectangle]? {
        guard !segments.isEmpty, !segments.contains(where: { ($0[attribute: "width"].flatMap(Double.init) ?? 0) != 0 }),
              let frame = DocumentGeometry.rect("frame", in: control) else { return nil }
        let count = Double(segments.count)
        let width = (frame.width - (count - 1)) / count
        return segments.indices.map { index in
            let start = (Double(index) * (width + 1)).rounded(.down)
            let end = index == segments.count - 1 ? frame.width : (Double(index) * (width + 1) + width).rounded(.down)
            return DocumentFrame.Rectangle(x: start, y: 0, width: end - start, height: frame.height)
        }
    }

    /// The content stretch of laid-out segments' images, by position: the first stretches near
    /// its right end, the last near its left, a middle one across (nil for a lone segment).
    /// iOS 9's (Xcode 7) stretch a point; iOS 10's to 11.2's (Xcode 8.2.1 and 9.2) half as much,
    /// at a height of their own.
    static func laidOutContentStretch(index: Int, count: Int, release: CocoaTouchRelease) -> [Double]? {
        guard count > 1 else { return nil }
        let iOS9 = !release.writesDeepDrawRect
        let (top, height) = iOS9 ? (0.49941176470588233, 0.0011764705882352942) : (0.485, 0.0005882352941176471)
        let width = iOS9 ? 0.0022222222222222222 : 0.0011111111111111111
        if index == 0 { return [iOS9 ? 0.9433333333333334 : 0.9161111111111111, top, width, height] }
        if index == count - 1 { return [iOS9 ? 0.05444444444444444 : 0.02722222222222222, top, width, height] }
        return [0, top, 1, height]
    }

    /// iOS 13's position of segment `index` of `count`, which Xcode 9.3's ibtool already
    /// archives: 0 first, 3 middle, 1 last (measured), 2 alone (assumed: the value left).
    private static func iOS13SegmentPosition(index: Int, count: Int) -> Int64 {
        if count == 1 { return 2 }
        if index == 0 { return 0 }
        return index == count - 1 ? 1 : 3
    }

    /// UIKit's position of segment `index` of `count`: 0 first, 1 middle, 2 last, 3 alone.
    private static func segmentPosition(index: Int, count: Int) -> Int64 {
        if count == 1 { return 3 }
        if index == 0 { return 0 }
        return index == count - 1 ? 2 : 1
    }
}
