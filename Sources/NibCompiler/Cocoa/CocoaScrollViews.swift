import NibXML

/// `<scrollView>` compiles to `NSScrollView` with its `<clipView>` (`NSClipView`, holding the
/// document view) and its two `<scroller>`s (`NSScroller`).
///
/// The scroll view's subviews are the clip view then the scrollers, in document order; it
/// carries AppKit's pan gesture recognizer and the magnification range. `NSsFlags` packs
/// the border type (low two bits), the vertical (0x10) and horizontal (0x20) scrollers,
/// table-like document views (0x80), autohiding (0x200), a bit AppKit always sets (0x800)
/// and predominant-axis scrolling (0x10000, on unless the document turns it off) over
/// 0x20000. Non-default line and page scroll amounts and rulers are not archived yet.
extension CocoaNibCompiler {
    /// `NSBorderType` values in the low bits of `NSsFlags` (bezel when absent).
    static let scrollBorderTypes: [String: Int64] = ["none": 0, "line": 1, "bezel": 2, "groove": 3]

    mutating func scrollView(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let scroll = classedObject("NSScrollView", for: element)
        let context = ObjectContext(parent: scroll, parentElementName: element.name, superview: scroll)
        var clip: Int?
        var scrollers: [(key: String, object: Int)] = []
        for child in element.childElements {
            if child.name == "clipView", child[attribute: "key"] == "contentView" {
                clip = try compileObject(child, parent: context)
            } else if child.name == "scroller", let key = child[attribute: "key"], let scroller = try compileObject(child, parent: context) {
                scrollers.append((key, scroller))
            }
        }
        try viewAttributes(element, object: scroll, parent: parent)
        archive.set("NSSubviews", reference: archive.collection("NSMutableArray", [clip].compactMap { $0 } + scrollers.map(\.object)), on: scroll)
        if let clip { archive.set("NSNextKeyView", reference: clip, on: scroll) }
        let pan = archive.object("NSPanGestureRecognizer")
        archive.set("NSGestureRecognizer.allowedTouchTypes", integer: 1, on: pan)
        archive.set("NSGestureRecognizer.action", string: "_panWithGestureRecognizer:", on: pan)
        archive.set("NSGestureRecognizer.target", reference: scroll, on: pan)
        archive.set("NSGestureRecognizer.delegate", reference: scroll, on: pan)
        archive.set("NSPanGestureRecognizer.buttonMask", integer: 0, on: pan)
        archive.set("NSPanGestureRecognizer.numberOfTouchesRequired", integer: 1, on: pan)
        archive.set("NSGestureRecognizers", reference: archive.collection("NSArray", [pan]), on: scroll)
        archive.set("NSsFlags", integer: scrollFlags(element), on: scroll)
        for (key, archiveKey) in [("verticalScroller", "NSVScroller"), ("horizontalScroller", "NSHScroller")] {
            if let scroller = scrollers.first(where: { $0.key == key }) { archive.set(archiveKey, reference: scroller.object, on: scroll) }
        }
        if let clip { archive.set("NSContentView", reference: clip, on: scroll) }
        archive.set("NSMinMagnification", .double(element[attribute: "minMagnification"].flatMap(Double.init) ?? 0.25), on: scroll)
        archive.set("NSMaxMagnification", .double(element[attribute: "maxMagnification"].flatMap(Double.init) ?? 4), on: scroll)
        archive.set("NSMagnification", .double(element[attribute: "magnification"].flatMap(Double.init) ?? 1), on: scroll)
        return scroll
    }

    /// `NSsFlags` of a scroll view (see the type's documentation).
    func scrollFlags(_ element: MarkupElement) -> Int64 {
        var flags: Int64 = 0x800 | 0x20000
        flags |= Self.scrollBorderTypes[element[attribute: "borderType"] ?? "bezel"] ?? 2
        if element[attribute: "hasVerticalScroller"] != "NO" { flags |= 0x10 }
        if element[attribute: "hasHorizontalScroller"] != "NO" { flags |= 0x20 }
        if element[attribute: "autohidesScrollers"] == "YES" { flags |= 0x200 }
        if element[attribute: "usesPredominantAxisScrolling"] != "NO" { flags |= 0x10000 }
        let documentView = element.firstChild(named: "clipView")?.firstChild(named: "subviews")?.childElements.first { _ in true }
        if documentView?.name == "tableView" || documentView?.name == "outlineView" { flags |= 0x80 }
        return flags
    }

    mutating func clipView(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let clip = classedObject("NSClipView", for: element)
        try viewAttributes(element, object: clip, parent: parent)
        let documentElement = element.firstChild(named: "subviews")?.childElements.first { _ in true }
        if let id = documentElement?[attribute: "id"], let document = objectsByID[id] {
            archive.set("NSNextKeyView", reference: document, on: clip)
            archive.set("NSDocView", reference: document, on: clip)
        }
        if let colorElement = element.children(named: "color").first(where: { $0[attribute: "key"] == "backgroundColor" }) {
            archive.set("NSBGColor", reference: color(colorElement), on: clip)
        } else {
            archive.set("NSBGColor", reference: systemCatalogColor("controlBackgroundColor"), on: clip)
        }
        if element[attribute: "drawsBackground"] != "NO" { archive.set("NScvFlags", integer: 4, on: clip) }
        archive.set("NSAutomaticallyAdjustsContentInsets", bool: element[attribute: "automaticallyAdjustsContentInsets"] != "NO", on: clip)
        try compileOwnedObjects(of: element, object: clip, context: ObjectContext(parent: clip, parentElementName: element.name, superview: clip))
        return clip
    }

    mutating func scroller(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let scroller = classedObject("NSScroller", for: element)
        try viewAttributes(element, object: scroller, parent: parent, isControl: true, addsEmptySubviews: false)
        archive.set("NSViewIsLayerTreeHost", bool: true, on: scroller)
        archive.set("NSAllowsLogicalLayoutDirection", bool: false, on: scroller)
        archive.set("NSControlAction", string: "_doScroller:", on: scroller)
        if let scroll = parent.superview { archive.set("NSControlTarget", reference: scroll, on: scroller) }
        archive.set("NSControlSize", integer: 0, on: scroller)
        archive.set("NSControlContinuous", bool: false, on: scroller)
        archive.set("NSControlRefusesFirstResponder", bool: false, on: scroller)
        archive.set("NSControlUsesSingleLineMode", bool: false, on: scroller)
        archive.set("NSControlTextAlignment", integer: 0, on: scroller)
        archive.set("NSControlLineBreakMode", integer: 0, on: scroller)
        archive.set("NSControlWritingDirection", integer: 0, on: scroller)
        archive.set("NSControlSendActionMask", integer: 4, on: scroller)
        if element[attribute: "horizontal"] == "YES" { archive.set("NSsFlags", integer: 1, on: scroller) }
        if let scroll = parent.superview { archive.set("NSTarget", reference: scroll, on: scroller) }
        archive.set("NSAction", string: "_doScroller:", on: scroller)
        if let value = element[attribute: "doubleValue"].flatMap(Double.init), value != 0 {
            archive.set("NSCurValue", .double(value), on: scroller)
        }
        return scroller
    }
}
