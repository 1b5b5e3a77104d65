import NibXML

/// `<segmentedControl>` with its `<segmentedCell>` and `<segment>`s: `NSSegmentedControl`,
/// `NSSegmentedCell` and one `NSSegmentItem` per segment in `NSSegmentImages`.
extension CocoaNibCompiler {
    mutating func segmentedControl(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let control = classedObject("NSSegmentedControl", for: element)
        try viewAttributes(element, object: control, parent: parent, isControl: true, addsEmptySubviews: true)
        archive.set("NSEnabled", bool: element[attribute: "enabled"] != "NO", on: control)
        fixedControlKeys(on: control)
        let horizontal = element[attribute: "horizontalHuggingPriority"], vertical = element[attribute: "verticalHuggingPriority"]
        if (horizontal != nil && horizontal != "750") || (vertical != nil && vertical != "750") {
            archive.set("NSHuggingPriority", string: "{\(horizontal ?? "250"), \(vertical ?? "750")}", on: control)
        }
        try compileControlContents(of: element, control: control)
        return control
    }

    mutating func segmentedCell(_ element: MarkupElement, control: Int) {
        let cell = startFlaggedCell("NSSegmentedCell", element, control: control)
        if let font = element.children(named: "font").first { archive.set("NSSupport", reference: sharedFont(font), on: cell) }
        controlAttributes(from: element, className: "NSSegmentedCell", control: control)
        archive.set("NSControlView", reference: control, on: cell)
        var items: [Int] = []
        var selected: [Int] = []
        for (index, segment) in (element.firstChild(named: "segments")?.children(named: "segment") ?? []).enumerated() {
            items.append(segmentItem(segment))
            if segment[attribute: "selected"] == "YES" { selected.append(index) }
        }
        archive.set("NSSegmentImages", reference: archive.collection("NSMutableArray", items), on: cell)
        let styles: [String: Int64] = [
            "rounded": 1, "texturedRounded": 2, "roundRect": 3, "texturedSquare": 4, "capsule": 5, "smallSquare": 6, "separated": 9,
        ]
        archive.set("NSSegmentStyle", integer: element[attribute: "style"].flatMap { styles[$0] } ?? 0, on: cell)
        if element[attribute: "style"] == "separated" { archive.set("NSSegmentStyleSeparated", integer: 1, on: cell) }
        let trackingModes: [String: Int64] = ["selectOne": 0, "selectAny": 1, "momentary": 2, "momentaryAccelerator": 3]
        let tracking = element[attribute: "trackingMode"].flatMap { trackingModes[$0] } ?? 0
        if tracking != 0 { archive.set("NSTrackingMode", integer: tracking, on: cell) }
        if tracking <= 1 {
            // The last selected segment (index 0 is the default and is not written).
            if let last = selected.last {
                if last != 0 { archive.set("NSSelectedSegment", integer: Int64(last), on: cell) }
            } else {
                archive.set("NSSelectedSegment", integer: -1, on: cell)
            }
        } else {
            archive.set("NSSelectedSegment", integer: -1, on: cell)
        }
        let distributions: [String: Int64] = ["fit": 0, "fill": 1, "fillEqually": 2, "fillProportionally": 3]
        archive.set("NSSegmentDistribution", integer: distributions[element[attribute: "segmentDistribution"] ?? "fit"] ?? 0, on: cell)
        attachCell(cell, to: control)
    }

    private mutating func segmentItem(_ segment: MarkupElement) -> Int {
        let item = archive.object("NSSegmentItem")
        if let width = segment[attribute: "width"].flatMap(Double.init) { archive.set("NSSegmentItemWidth", .double(width), on: item) }
        if !segment.children(named: "nil").contains(where: { $0[attribute: "key"] == "label" }) {
            archive.set("NSSegmentItemLabel", string: segment[attribute: "label"] ?? "", on: item)
        }
        if segment[attribute: "selected"] == "YES" { archive.set("NSSegmentItemSelected", bool: true, on: item) }
        let scalings: [String: Int64] = ["proportionallyUpOrDown": 3, "axesIndependently": 1, "none": 2]
        archive.set("NSSegmentItemImageScaling", integer: segment[attribute: "imageScaling"].flatMap { scalings[$0] } ?? 0, on: item)
        if let image = segment[attribute: "image"] {
            archive.set("NSSegmentItemImage", reference: imageResource(image, catalog: nil), on: item)
        }
        if let tag = segment[attribute: "tag"].flatMap(Int64.init) { archive.set("NSSegmentItemTag", integer: tag, on: item) }
        if segment[attribute: "enabled"] == "NO" { archive.set("NSSegmentItemDisabled", bool: true, on: item) }
        return item
    }
}
