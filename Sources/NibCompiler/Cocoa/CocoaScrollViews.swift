import NibXML

/// `<scrollView>` compiles to `NSScrollView` with its `<clipView>` (`NSClipView`, holding the
/// document view) and its two `<scroller>`s (`NSScroller`).
///
/// The scroll view's subviews are the clip view then the scrollers, in document order; it
/// carries AppKit's pan gesture recognizer and the magnification range. `NSsFlags` packs
/// the border type (low two bits), the vertical (0x10) and horizontal (0x20) scrollers,
/// table-like document views (0x80), autohiding (0x200), a bit AppKit always sets (0x800),
/// vertical (0x1000 × n) and horizontal (0x4000 × n) scroll elasticity and predominant-axis
/// scrolling (0x10000, on unless the document turns it off) over 0x20000. Non-default line and page scroll amounts and rulers are not archived yet.
extension CocoaNibCompiler {
    /// `NSBorderType` values in the low bits of `NSsFlags` (bezel when absent).
    static let scrollBorderTypes: [String: Int64] = ["none": 0, "line": 1, "bezel": 2, "groove": 3]

    mutating func scrollView(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let scroll = classedObject("NSScrollView", for: element)
        let context = ObjectContext(parent: scroll, parentElementName: element.name, superview: scroll)
        let clipElement = element.childElements.first { $0.name == "clipView" && $0[attribute: "key"] == "contentView" }
        let table = prepareTable(in: element, clipElement: clipElement)
        // AppKit tiles a scroll view in a window; one in a tab view item stays as designed.
        if let clipElement, table == nil, element.nearestAncestor(named: ["tabViewItem"]) == nil { tileScrollView(element, clipElement: clipElement) }
        var clip: Int?
        var scrollers: [(key: String, object: Int)] = []
        for child in element.childElements {
            if child == clipElement {
                clip = try compileObject(child, parent: context)
            } else if child.name == "scroller", let key = child[attribute: "key"], let scroller = try compileObject(child, parent: context) {
                scrollers.append((key, scroller))
            } else if child.name == "tableHeaderView", let header = table?.header, header.element == child {
                let headerContext = ObjectContext(parent: scroll, parentElementName: element.name, superview: header.clip)
                _ = try compileObject(child, parent: headerContext)
            }
        }
        try viewAttributes(element, object: scroll, parent: parent)
        var subviews = [clip].compactMap { $0 }
        if let header = table?.header {
            tableHeaderClipView(header.clip, showing: header.view, element: header.element, in: scroll, clipElement: clipElement)
            subviews.append(header.clip)
        }
        for scroller in scrollers {
            if let table, table.cornerIsShown, scroller.key == "verticalScroller" { subviews.append(table.corner) }
            subviews.append(scroller.object)
        }
        if let table, table.cornerIsShown, !scrollers.contains(where: { $0.key == "verticalScroller" }) { subviews.append(table.corner) }
        if let table { tableCornerView(table, in: element, scroll: scroll) }
        archive.set("NSSubviews", reference: archive.collection("NSMutableArray", subviews), on: scroll)
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
        if let amounts = scrollAmounts(element) { archive.set("NSScrollAmts", .data(amounts), on: scroll) }
        if let header = table?.header { archive.set("NSHeaderClipView", reference: header.clip, on: scroll) }
        if let table, table.cornerIsShown { archive.set("NSCornerView", reference: table.corner, on: scroll) }
        archive.set("NSMinMagnification", .double(element[attribute: "minMagnification"].flatMap(Double.init) ?? 0.25), on: scroll)
        archive.set("NSMaxMagnification", .double(element[attribute: "maxMagnification"].flatMap(Double.init) ?? 4), on: scroll)
        archive.set("NSMagnification", .double(element[attribute: "magnification"].flatMap(Double.init) ?? 1), on: scroll)
        return scroll
    }

    /// Makes the header view, header clip view and corner view of the table or outline view
    /// `element` shows, before the table is compiled (the table refers to them).
    private mutating func prepareTable(in element: MarkupElement, clipElement: MarkupElement?) -> TableScrollParts? {
        guard let documentView = clipElement?.firstChild(named: "subviews")?.childElements.first(where: { _ in true }),
              documentView.name == "tableView" || documentView.name == "outlineView" else { return nil }
        var header: (view: Int, clip: Int, element: MarkupElement)?
        if let headerID = documentView[attribute: "headerView"],
           let headerElement = element.childElements.first(where: { $0.name == "tableHeaderView" && $0[attribute: "id"] == headerID }) {
            let view = classedObject("NSTableHeaderView", for: headerElement)
            preparedHeaderViews[headerElement] = view
            header = (view, archive.object("NSClipView"), headerElement)
            // The document view scrolls under the header: its clip view's bounds start above it.
            if let clipElement, let clipFrame = DocumentGeometry.rect("frame", in: clipElement) {
                let headerHeight = DocumentGeometry.rect("frame", in: headerElement)?.height ?? 23
                boundsOverrides[clipElement] = GeometryText.Rect(x: 0, y: -headerHeight, width: clipFrame.width, height: clipFrame.height)
            }
        }
        // AppKit shows the corner view beside a header, unless a horizontal scroller the
        // scroll view has is hidden.
        let horizontal = element.childElements.first { $0.name == "scroller" && $0[attribute: "key"] == "horizontalScroller" }
        let hidesHorizontal = element[attribute: "hasHorizontalScroller"] != "NO" && horizontal?[attribute: "hidden"] == "YES"
        let parts = TableScrollParts(header: header, corner: archive.object("_NSCornerView"), cornerIsShown: header != nil && !hidesHorizontal)
        // A bordered table scroll view's scrollers are not layer-backed unless one is small (Apple's nibs).
        let tableScrollers = element.childElements.filter { $0.name == "scroller" }
        if element[attribute: "borderType"] != "none", !tableScrollers.contains(where: { $0[attribute: "controlSize"] == "small" }) {
            plainScrollers.formUnion(tableScrollers)
        }
        tableScrollParts[documentView] = parts
        // AppKit tiles the table for sideways scrolling under predominant-axis scrolling, and
        // in a bordered scroll view whose horizontal scroller it allows but hides.
        let predominantAxis = element[attribute: "usesPredominantAxisScrolling"] != "NO"
            || (element[attribute: "hasHorizontalScroller"] != "NO" && horizontal?[attribute: "hidden"] == "YES" && element[attribute: "borderType"] != "none")
        scrollViewUsesPredominantAxis[documentView] = predominantAxis
        if predominantAxis { sidewaysTiledScrollViews.insert(element) }
        if let clipElement {
            tileTable(documentView, in: element, clipElement: clipElement, header: header?.element, predominantAxis: predominantAxis)
        }
        return parts
    }

    /// The frames AppKit's tiling gives a table's scroll view (Apple's nibs). The clip view
    /// fills the scroll view inside its border, less a shown vertical scroller's legacy
    /// width (17, placed at the right edge below the header); the table fills the clip view
    /// below the header. With predominant-axis scrolling the table (and its header) is as
    /// wide as its columns and the spacing between them plus 32, and the horizontal scroller
    /// is enabled; without it, a table that cannot scroll sideways takes the clip's width.
    private mutating func tileTable(_ table: MarkupElement, in element: MarkupElement, clipElement: MarkupElement, header: MarkupElement?,
                                    predominantAxis: Bool) {
        guard let scrollFrame = DocumentGeometry.rect("frame", in: element), let frame = DocumentGeometry.rect("frame", in: table) else { return }
        let border = Self.borderWidth(of: element)
        let headerHeight = header.flatMap { DocumentGeometry.rect("frame", in: $0)?.height } ?? 0
        let vertical = element.childElements.first { $0.name == "scroller" && $0[attribute: "key"] == "verticalScroller" }
        let showsVertical = vertical != nil && vertical?[attribute: "hidden"] != "YES" && element[attribute: "hasVerticalScroller"] != "NO"
        let scrollerWidth: Double = vertical?[attribute: "controlSize"] == "small" ? 13 : 17  // legacy scroller widths
        let clip = GeometryText.Rect(x: border, y: border, width: scrollFrame.width - 2 * border - (showsVertical ? scrollerWidth : 0),
                                     height: scrollFrame.height - 2 * border)
        frameOverrides[clipElement] = clip
        if header != nil { boundsOverrides[clipElement] = GeometryText.Rect(x: 0, y: -headerHeight, width: clip.width, height: clip.height) }
        if showsVertical, let vertical {
            frameOverrides[vertical] = GeometryText.Rect(x: scrollFrame.width - border - scrollerWidth, y: border + headerHeight, width: scrollerWidth,
                                                         height: scrollFrame.height - 2 * border - headerHeight)
        }
        var placed = frame
        if predominantAxis {
            let columns = (table.firstChild(named: "tableColumns")?.children(named: "tableColumn") ?? []).filter { $0[attribute: "hidden"] != "YES" }
            let spacing = table.children(named: "size").first { $0[attribute: "key"] == "intercellSpacing" }?[attribute: "width"].flatMap(Double.init) ?? 3
            let columnsWidth = columns.reduce(0) { $0 + (Double($1[attribute: "width"] ?? "") ?? 0) }
            placed.width = max(clip.width, columnsWidth + Double(max(columns.count - 1, 0)) * spacing + 32)
            // The prototype cell views move right by half the table's growth.
            for cellView in columns.flatMap({ $0.firstChild(named: "prototypeCellViews")?.childElements.map { $0 } ?? [] }) {
                guard let cellFrame = DocumentGeometry.rect("frame", in: cellView) else { continue }
                frameOverrides[cellView] = GeometryText.Rect(x: cellFrame.x + (placed.width - frame.width) / 2, y: cellFrame.y,
                                                             width: cellFrame.width, height: cellFrame.height)
            }
            if let header, let headerFrame = DocumentGeometry.rect("frame", in: header) {
                frameOverrides[header] = GeometryText.Rect(x: headerFrame.x, y: headerFrame.y, width: placed.width, height: headerFrame.height)
            }
            if let horizontal = element.childElements.first(where: { $0.name == "scroller" && $0[attribute: "key"] == "horizontalScroller" }) {
                enabledScrollers.insert(horizontal)
                // A table wider than its clip view shows the horizontal scroller (legacy
                // thickness: 17, 15 when small) along the bottom, with the visible share.
                if horizontal[attribute: "hidden"] == "YES", placed.width > clip.width, !Self.usesPredominantAxis(element) {
                    let thickness: Double = horizontal[attribute: "controlSize"] == "small" ? 15 : 17
                    frameOverrides[horizontal] = GeometryText.Rect(x: border, y: scrollFrame.height - border - thickness,
                                                                   width: scrollFrame.width - 2 * border, height: thickness)
                    shownScrollers.insert(horizontal)
                    scrollerPercents[horizontal] = clip.width / placed.width
                }
            }
            // Scrollers that never hide are shown: the vertical one beside the rows.
            if element[attribute: "autohidesScrollers"] == "NO", !Self.usesPredominantAxis(element), let vertical, vertical[attribute: "hidden"] == "YES" {
                frameOverrides[vertical] = GeometryText.Rect(x: scrollFrame.width - border - 17, y: border + headerHeight, width: 17,
                                                             height: scrollFrame.height - 2 * border - headerHeight)
                shownScrollers.insert(vertical)
            }
        } else {
            // A table that filled its clip view in the document fills the tiled one; a
            // taller one keeps its height.
            let documentClipHeight = DocumentGeometry.rect("frame", in: clipElement)?.height ?? clip.height
            placed.height = frame.height <= documentClipHeight - headerHeight ? clip.height - headerHeight : max(frame.height, clip.height - headerHeight)
            let allowsHorizontal = element[attribute: "hasHorizontalScroller"] != "NO"
            if showsVertical, !allowsHorizontal { placed.width = clip.width }
            // A table a little wider than its clip view whose columns fit takes the clip's
            // width, and an autohiding horizontal scroller hides (Apple's sv_hs_visible.nib).
            let columns = (table.firstChild(named: "tableColumns")?.children(named: "tableColumn") ?? []).filter { $0[attribute: "hidden"] != "YES" }
            let spacing = table.children(named: "size").first { $0[attribute: "key"] == "intercellSpacing" }?[attribute: "width"].flatMap(Double.init) ?? 3
            let columnsWidth = columns.reduce(0) { $0 + (Double($1[attribute: "width"] ?? "") ?? 0) + spacing }
            if allowsHorizontal, placed.width > clip.width, columnsWidth <= clip.width {
                placed.width = clip.width
                if let header, let headerFrame = DocumentGeometry.rect("frame", in: header) {
                    frameOverrides[header] = GeometryText.Rect(x: headerFrame.x, y: headerFrame.y, width: clip.width, height: headerFrame.height)
                }
                if element[attribute: "autohidesScrollers"] == "YES",
                   let horizontal = element.childElements.first(where: { $0.name == "scroller" && $0[attribute: "key"] == "horizontalScroller" }) {
                    hiddenScrollers.insert(horizontal)
                }
            }
            // A hidden vertical scroller placed off the view, or a small one, makes AppKit
            // size the columns of a table that cannot scroll sideways for a shown legacy
            // scroller: 17 points plus four spacings fewer, shared out by the table's column
            // autoresizing style.
            let offscreen = (vertical.flatMap { DocumentGeometry.rect("frame", in: $0) }?.x ?? 0) < 0
            if !allowsHorizontal, vertical?[attribute: "hidden"] == "YES", offscreen || vertical?[attribute: "controlSize"] == "small" {
                shrinkColumns(of: table, by: 17 + 4 * spacing)
            } else if !allowsHorizontal, columnsWidth > clip.width - 17 - 3 * spacing {
                // Columns that end within a legacy scroller and three spacings of the clip
                // view's edge are resized to end three spacings before it, by the column
                // autoresizing style, by a whole number of points (a fractional width
                // keeps its fraction); the table then keeps 0x00400000 in its flags.
                shrinkColumns(of: table, by: (columnsWidth - (clip.width - 3 * spacing)).rounded())
                columnsFittedByTiling.insert(table)
            }
        }
        if placed != frame { frameOverrides[table] = placed }
    }

    /// AppKit's tiling of a scroll view that shows no table (Apple's nibs): the clip view
    /// fills the scroll view inside its border, less each shown scroller's legacy width (17,
    /// whatever its control size; the scrollers keep their frames; autohiding scrollers show
    /// only for a document view that does not fit). A text view takes the
    /// clip view's width, and its scrollers are not layer-backed; any other document view
    /// resizes with the clip view by its autoresizing mask, its subviews with it.
    private mutating func tileScrollView(_ element: MarkupElement, clipElement: MarkupElement) {
        guard let scrollFrame = DocumentGeometry.rect("frame", in: element),
              let designedClip = DocumentGeometry.rect("frame", in: clipElement) else { return }
        let documentView = clipElement.firstChild(named: "subviews")?.childElements.first { _ in true }
        let border = Self.borderWidth(of: element)
        let scrollers = element.childElements.filter { $0.name == "scroller" }
        func shows(_ key: String, _ attribute: String) -> Bool {
            guard let scroller = scrollers.first(where: { $0[attribute: "key"] == key }) else { return false }
            return scroller[attribute: "hidden"] != "YES" && element[attribute: attribute] != "NO"
        }
        let isTextView = documentView?.name == "textView"
        let interior = (width: scrollFrame.width - 2 * border, height: scrollFrame.height - 2 * border)
        // Autohiding scrollers show only when the document view does not fit.
        let documentFrame = documentView.flatMap { DocumentGeometry.rect("frame", in: $0) }
        let autohides = element[attribute: "autohidesScrollers"] == "YES" && !isTextView
        let showsVertical = shows("verticalScroller", "hasVerticalScroller") && (!autohides || (documentFrame?.height ?? 0) > interior.height)
        let showsHorizontal = !isTextView && shows("horizontalScroller", "hasHorizontalScroller")
            && (!autohides || (documentFrame?.width ?? 0) > interior.width)
        let clip = GeometryText.Rect(x: border, y: border, width: interior.width - (showsVertical ? 17 : 0),
                                     height: interior.height - (showsHorizontal ? 17 : 0))
        frameOverrides[clipElement] = clip
        if isTextView {
            plainScrollers.formUnion(scrollers)
            tracksClipWidth.insert(clipElement)
        } else {
            resizeSubviews(of: clipElement, by: clip.width - designedClip.width, clip.height - designedClip.height)
        }
    }

    /// Narrows a table's columns by `amount` (widens them when it is negative) as its
    /// autoresizing style shares a change out: the columns that resize with the table in
    /// proportion to their widths (uniform), or the last or first column.
    private mutating func shrinkColumns(of table: MarkupElement, by amount: Double) {
        let columns = (table.firstChild(named: "tableColumns")?.children(named: "tableColumn") ?? []).filter { $0[attribute: "hidden"] != "YES" }
        let widths = columns.map { Double($0[attribute: "width"] ?? "") ?? 0 }
        guard amount != 0 else { return }
        switch table[attribute: "columnAutoresizingStyle"] ?? "uniform" {
        case "uniform":
            // The columns that resize with the table share the change in proportion to their
            // widths (all columns when every one or none of them does).
            let resizable = columns.indices.filter { Self.resizesWithTable(columns[$0]) }
            let sharing = resizable.isEmpty ? Array(columns.indices) : resizable
            let total = sharing.reduce(0) { $0 + widths[$1] }
            guard total > 0 else { return }
            var remaining = amount
            for (position, index) in sharing.enumerated() {
                let share = position == sharing.count - 1 ? remaining : (amount * widths[index] / total).rounded()
                columnWidthOverrides[columns[index]] = widths[index] - share
                remaining -= share
            }
        case "lastColumnOnly":
            if let last = columns.last, let width = widths.last { columnWidthOverrides[last] = width - amount }
        case "firstColumnOnly":
            if let first = columns.first, let width = widths.first { columnWidthOverrides[first] = width - amount }
        default:
            break
        }
    }

    /// True when a column's resizing mask lets it resize with its table.
    static func resizesWithTable(_ column: MarkupElement) -> Bool {
        column.children(named: "tableColumnResizingMask").first { $0[attribute: "key"] == "resizingMask" }?[attribute: "resizeWithTable"] == "YES"
    }

    /// The clip view that shows a table's header view, as wide as the content clip view.
    private mutating func tableHeaderClipView(_ clip: Int, showing header: Int, element headerElement: MarkupElement, in scroll: Int,
                                              clipElement: MarkupElement?) {
        archive.set("NSNextResponder", reference: scroll, on: clip)
        archive.setNull("NSNibTouchBar", on: clip)
        archive.set("NSvFlags", integer: 0x100, on: clip)
        archive.set("NSSubviews", reference: archive.collection("NSMutableArray", [header]), on: clip)
        let content = clipElement.flatMap { frameOverrides[$0] ?? DocumentGeometry.rect("frame", in: $0) }
        let headerHeight = DocumentGeometry.rect("frame", in: headerElement)?.height ?? 23
        let frame = GeometryText.Rect(x: content?.x ?? 1, y: content?.y ?? 1, width: content?.width ?? 0, height: headerHeight)
        if frame.x == 0, frame.y == 0 {
            archive.set("NSFrameSize", string: GeometryText.size(frame.width, frame.height), on: clip)
        } else {
            archive.set("NSFrame", string: GeometryText.rect(frame), on: clip)
        }
        archive.set("NSSuperview", reference: scroll, on: clip)
        archive.set("NSNextKeyView", reference: header, on: clip)
        archive.set("NSViewWantsBestResolutionOpenGLSurface", bool: true, on: clip)
        noDesignTimeGuides(on: clip)
        archive.set("NSDocView", reference: header, on: clip)
        archive.set("NSAutomaticallyAdjustsContentInsets", bool: true, on: clip)
    }

    /// The corner view's keys. Beside a shown vertical scroller AppKit places it in the top
    /// right corner (as tall as the header when shown); otherwise it keeps its unplaced
    /// 17 × 28 frame, hidden when shown or when the hidden scroller lies outside the view.
    private mutating func tableCornerView(_ parts: TableScrollParts, in element: MarkupElement, scroll: Int) {
        let vertical = element.childElements.first { $0.name == "scroller" && $0[attribute: "key"] == "verticalScroller" }
        let scrollFrame = DocumentGeometry.rect("frame", in: element)
        let border = Self.borderWidth(of: element)
        let container = parts.cornerIsShown ? scroll : nil
        if vertical?[attribute: "hidden"] == "YES" || vertical == nil {
            let scrollerFrame = vertical.flatMap { DocumentGeometry.rect("frame", in: $0) }
            let outside = scrollerFrame.map { $0.x + $0.width > (scrollFrame?.width ?? 0) } ?? false
            cornerView(parts.corner, in: container, hidden: parts.cornerIsShown || (parts.header == nil && outside))
        } else {
            let height = parts.cornerIsShown ? (parts.header.flatMap { DocumentGeometry.rect("frame", in: $0.element)?.height } ?? 23) : 28
            let frame = GeometryText.Rect(x: (scrollFrame?.width ?? 0) - 17 - border, y: border, width: 18, height: height)
            cornerView(parts.corner, in: container, frame: frame)
        }
    }

    /// True when the document turns predominant-axis scrolling on (it is on unless turned off).
    static func usesPredominantAxis(_ element: MarkupElement) -> Bool {
        element[attribute: "usesPredominantAxisScrolling"] != "NO"
    }

    /// The width of a scroll view's border: none 0, a line or bezel 1, a groove 2.
    static func borderWidth(of element: MarkupElement) -> Double {
        switch element[attribute: "borderType"] {
        case "none": 0
        case "groove": 2
        default: 1
        }
    }

    /// `NSScrollAmts`: page then line amounts, horizontal then vertical, as big-endian
    /// float32s; nil for AppKit's default of 10 everywhere. A table's line amount is its
    /// row height plus the spacing between rows, whatever the document says.
    func scrollAmounts(_ element: MarkupElement) -> [UInt8]? {
        func amount(_ name: String) -> Float { element[attribute: name].flatMap(Float.init) ?? 10 }
        var amounts = [amount("horizontalPageScroll"), amount("verticalPageScroll"), amount("horizontalLineScroll"), amount("verticalLineScroll")]
        let documentView = element.firstChild(named: "clipView")?.firstChild(named: "subviews")?.childElements.first { _ in true }
        if let table = documentView, table.name == "tableView" || table.name == "outlineView" {
            let rowHeight = Float(Self.rowHeight(of: table))
            let spacing = table.children(named: "size").first { $0[attribute: "key"] == "intercellSpacing" }?[attribute: "height"].flatMap(Float.init) ?? 2
            amounts[2] = rowHeight + spacing
            amounts[3] = rowHeight + spacing
        }
        guard amounts != [10, 10, 10, 10] else { return nil }
        return amounts.flatMap { value -> [UInt8] in
            let bits = value.bitPattern
            return [UInt8(bits >> 24), UInt8((bits >> 16) & 0xFF), UInt8((bits >> 8) & 0xFF), UInt8(bits & 0xFF)]
        }
    }

    /// `NSsFlags` of a scroll view (see the type's documentation).
    func scrollFlags(_ element: MarkupElement) -> Int64 {
        var flags: Int64 = 0x800 | 0x20000
        flags |= Self.scrollBorderTypes[element[attribute: "borderType"] ?? "bezel"] ?? 2
        if element[attribute: "hasVerticalScroller"] != "NO" { flags |= 0x10 }
        if element[attribute: "hasHorizontalScroller"] != "NO" { flags |= 0x20 }
        if element[attribute: "autohidesScrollers"] == "YES" { flags |= 0x200 }
        if element[attribute: "usesPredominantAxisScrolling"] != "NO" { flags |= 0x10000 }
        // Scroll elasticity in two bits per axis, just below predominant-axis scrolling
        // (AppKit's _SFlags: hContentElasticity, then vContentElasticity), by
        // NSScrollElasticity (automatic 0, none 1, allowed 2): Apple's test24_tables_elastic.nib.
        let elasticities: [String: Int64] = ["automatic": 0, "none": 1, "allowed": 2]
        flags |= (elasticities[element[attribute: "horizontalScrollElasticity"] ?? "automatic"] ?? 0) << 14
        flags |= (elasticities[element[attribute: "verticalScrollElasticity"] ?? "automatic"] ?? 0) << 12
        let documentView = element.firstChild(named: "clipView")?.firstChild(named: "subviews")?.childElements.first { _ in true }
        // A table that AppKit tiled for sideways scrolling (see `tableFlags`).
        if documentView?.name == "tableView" || documentView?.name == "outlineView", sidewaysTiledScrollViews.contains(element) { flags |= 0x80 }
        return flags
    }

    mutating func clipView(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let clip = classedObject("NSClipView", for: element)
        // A text view is at least as large as the clip view that shows it.
        let textView = element.firstChild(named: "subviews")?.childElements.first { $0.name == "textView" }
        let windowContent = element[attribute: "key"] == "contentView" ? parent.windowContentSize.map { GeometryText.Rect(x: 0, y: 0, width: $0.width, height: $0.height) } : nil
        if let textView, let clipFrame = windowContent ?? frameOverrides[element] ?? DocumentGeometry.rect("frame", in: element),
           let frame = frameOverrides[textView] ?? DocumentGeometry.rect("frame", in: textView) {
            let width = tracksClipWidth.contains(element) ? clipFrame.width : max(frame.width, clipFrame.width)
            frameOverrides[textView] = GeometryText.Rect(x: frame.x, y: frame.y, width: width,
                                                         height: max(frame.height, clipFrame.height))
        }
        try viewAttributes(element, object: clip, parent: parent)
        let documentElement = element.firstChild(named: "subviews")?.childElements.first { _ in true }
        if let id = documentElement?[attribute: "id"], let document = objectsByID[id] {
            archive.set("NSNextKeyView", reference: document, on: clip)
            archive.set("NSDocView", reference: document, on: clip)
        }
        if let colorElement = element.firstChild(named: "color", key: "backgroundColor") {
            archive.set("NSBGColor", reference: color(colorElement), on: clip)
        } else if !element.children(named: "nil").contains(where: { $0[attribute: "key"] == "backgroundColor" }) {
            // `<nil key="backgroundColor"/>` archives no colour (Apple's HSChooserWindow.nib).
            archive.set("NSBGColor", reference: systemCatalogColor("controlBackgroundColor"), on: clip)
        }
        if textView != nil {
            let cursor = archive.object("NSCursor")
            archive.set("NSHotSpot", string: "{1, -1}", on: cursor)
            archive.set("NSCursorType", integer: 0, on: cursor)
            archive.set("NSCursor", reference: cursor, on: clip)
        }
        // NScvFlags: draws its background (4), does not copy on scroll (2).
        let clipFlags: Int64 = (element[attribute: "drawsBackground"] != "NO" ? 4 : 0) | (element[attribute: "copiesOnScroll"] == "NO" ? 2 : 0)
        if clipFlags != 0 { archive.set("NScvFlags", integer: clipFlags, on: clip) }
        archive.set("NSAutomaticallyAdjustsContentInsets", bool: element[attribute: "automaticallyAdjustsContentInsets"] != "NO", on: clip)
        try compileOwnedObjects(of: element, object: clip, context: ObjectContext(parent: clip, parentElementName: element.name, superview: clip))
        return clip
    }

    mutating func scroller(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let scroller = classedObject("NSScroller", for: element)
        try viewAttributes(element, object: scroller, parent: parent, isControl: true, addsEmptySubviews: false)
        // A scroller is layer-backed unless it scrolls a text view or a bordered table (Apple's nibs).
        if element[attribute: "wantsLayer"] != "YES", !plainScrollers.contains(element) {
            archive.set("NSViewIsLayerTreeHost", bool: true, on: scroller)
        }
        if enabledScrollers.contains(element) { archive.set("NSEnabled", bool: true, on: scroller) }
        if shownScrollers.contains(element) { archive.replace("NSvFlags", .integer(viewFlags(element) & ~ViewFlags.hidden), on: scroller) }
        if hiddenScrollers.contains(element) { archive.replace("NSvFlags", .integer(viewFlags(element) | ViewFlags.hidden), on: scroller) }
        archive.set("NSAllowsLogicalLayoutDirection", bool: false, on: scroller)
        archive.set("NSControlAction", string: "_doScroller:", on: scroller)
        if let scroll = parent.superview { archive.set("NSControlTarget", reference: scroll, on: scroller) }
        neutralControlKeys(on: scroller, sendActionMask: 4)
        // NSsFlags: horizontal (1) and the small control size (0x100).
        let scrollerFlags: Int64 = (element[attribute: "horizontal"] == "YES" ? 1 : 0) | (element[attribute: "controlSize"] == "small" ? 0x100 : 0)
        if scrollerFlags != 0 { archive.set("NSsFlags", integer: scrollerFlags, on: scroller) }
        if let percent = scrollerPercents[element] { archive.set("NSPercent", .double(percent), on: scroller) }
        if let scroll = parent.superview { archive.set("NSTarget", reference: scroll, on: scroller) }
        archive.set("NSAction", string: "_doScroller:", on: scroller)
        if let value = element[attribute: "doubleValue"].flatMap(Double.init), value != 0 {
            archive.set("NSCurValue", .double(value), on: scroller)
        }
        return scroller
    }
}
