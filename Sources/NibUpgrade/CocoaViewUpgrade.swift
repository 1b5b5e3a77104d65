/// AppKit objects: the dispatch by archived class, and the view keys every view shares.
extension UpgradeSession {
    func upgradeCocoa(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        switch object.className {
        case "NSWindowTemplate": upgradeWindow(object, into: &element)
        case "NSMenu": upgradeMenu(object, into: &element)
        case "NSMenuItem": upgradeMenuItem(object, into: &element)
        case "NSCustomObject":
            object.use("NSClassName")  // the custom class, from the outline
        case "NSScrollView": upgradeScrollView(object, into: &element)
        case "NSTabView": upgradeTabView(object, into: &element)
        case "NSTabViewItem": upgradeTabViewItem(object, into: &element)
        case "NSBox": upgradeBox(object, into: &element)
        case "NSTableView", "NSOutlineView": upgradeTableView(object, into: &element)
        case "NSTableColumn": upgradeTableColumn(object, into: &element)
        case "NSUserDefaultsController": object.use("NSSharedInstance")
        case "NSNumberFormatter", "NSDateFormatter": upgradeFormatter(object, into: &element)
        case "NSMatrix": upgradeMatrix(object, into: &element)
        case "NSProgressIndicator": upgradeView(object, into: &element); upgradeProgressIndicator(object, into: &element)
        case "NSTextView": upgradeView(object, into: &element); upgradeTextView(object, into: &element)
        case "WebView": upgradeView(object, into: &element); upgradeWebView(object, into: &element)
        default:
            if object.className.hasSuffix("Cell") {
                upgradeCell(object, into: &element)
            } else if object.has("NSvFlags") || object.has("NSFrame") || object.has("NSFrameSize") {
                upgradeView(object, into: &element)
            }
        }
    }

    /// The `NSView` keys: frame, autoresizing, hidden, subviews; a control's cell, tag and
    /// enabled state; a custom view's class; clip view and scroller settings.
    func upgradeView(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        viewFrameAndFlags(object, into: &element)
        object.use("NSClassName")
        if let tag = object.integer("NSTag"), tag != 0 { element.set("tag", String(tag)) }
        if object.bool("NSEnabled") == false { element.set("enabled", "NO") }
        if object.className == "NSImageView" { _ = object.bool("NSEditable").map { element.set("editable", $0 ? "YES" : nil) } }
        if object.bool("NSControlAllowsExpansionToolTips") == true { element.set("allowsExpansionToolTips", "YES") }
        if object.className == "NSTableHeaderView" { object.use("NSTableView") }
        if object.className == "NSSplitView" {
            let styles = [1: "thick", 2: "thin", 3: "paneSplitter"]
            if let style = object.integer("NSDividerStyle"), let name = styles[Int(style)] { element.set("dividerStyle", name) }
            if let vertical = object.bool("NSIsVertical") { element.set("vertical", vertical ? "YES" : nil) }
        }
        writeItems(of: object, key: "NSSubviews", into: &element, container: "subviews")
        writeChild(of: object, archiveKey: "NSCell", modernKey: "cell", into: &element)
        if object.className == "NSClipView" {
            object.use("NSDocView")
            if let color = object.object("NSBGColor") { element.append(colorElement(color, key: "backgroundColor")) }
            if let flags = object.integer("NScvFlags"), flags & 4 == 0 { element.set("drawsBackground", "NO") }
            object.use("NSCursor")
        }
        if object.className == "NSScroller" {
            object.use("NSTarget"); object.use("NSAction")
            element.set("horizontal", (object.integer("NSsFlags") ?? 0) & 1 != 0 ? "YES" : "NO")
            if let value = object.double("NSCurValue"), value != 0 { element.set("doubleValue", ModernNumber.text(value)) }
            if let percent = object.double("NSPercent") { element.set("knobProportion", ModernNumber.text(percent)) }
        }
    }

    /// `<rect key=... x= y= width= height=>` from `{{x, y}, {w, h}}` numbers.
    func rectElement(_ key: String, _ numbers: [Double]) -> MarkupBuilder {
        MarkupBuilder("rect", [("key", key), ("x", ModernNumber.text(numbers[0])), ("y", ModernNumber.text(numbers[1])),
                               ("width", ModernNumber.text(numbers[2])), ("height", ModernNumber.text(numbers[3]))])
    }

    /// A scroll view: its clip view and scrollers under their keys, flags as attributes.
    private func upgradeScrollView(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        let contentView = object.object("NSContentView")
        let vertical = object.object("NSVScroller"), horizontal = object.object("NSHScroller")
        // The subviews are the clip view and scrollers, written under their keys instead.
        var plain = object.items("NSSubviews").filter { $0.element != contentView?.element && $0.element != vertical?.element && $0.element != horizontal?.element }
        upgradeViewWithoutSubviews(object, into: &element)
        if let contentView, let clip = write(contentView, key: "contentView") { element.append(clip) }
        if let horizontal, let scroller = write(horizontal, key: "horizontalScroller") { element.append(scroller) }
        if let vertical, let scroller = write(vertical, key: "verticalScroller") { element.append(scroller) }
        for other in plain where other.className == "NSClipView" || other.className == "_NSCornerView" { written.insert(other.element) }
        plain.removeAll { $0.className == "NSClipView" || $0.className == "_NSCornerView" }
        for view in plain { if let child = write(view, key: nil) { element.append(child, inContainer: "subviews") } }
        let flags = object.integer("NSsFlags") ?? 0
        let borders = [0: "none", 1: "line", 2: "bezel", 3: "groove"]
        if flags & 3 != 2 { element.set("borderType", borders[Int(flags & 3)]) }
        if flags & 0x10 == 0 { element.set("hasVerticalScroller", "NO") }
        if flags & 0x20 == 0 { element.set("hasHorizontalScroller", "NO") }
        if flags & 0x200 != 0 { element.set("autohidesScrollers", "YES") }
        if flags & 0x10000 == 0 { element.set("usesPredominantAxisScrolling", "NO") }
        object.use("NSScrollAmts")
        if object.bool("NSAllowsMagnification") == true { element.set("allowsMagnification", "YES") }
        for (archiveKey, key, fallback) in [("NSMinMagnification", "minMagnification", 0.25), ("NSMaxMagnification", "maxMagnification", 4.0),
                                            ("NSMagnification", "magnification", 1.0)] {
            if let value = object.double(archiveKey), value != fallback { element.set(key, ModernNumber.text(value)) }
        }
        // A table's header view, which its own clip view holds.
        if let headerClip = object.object("NSHeaderClipView"), let header = headerClip.object("NSDocView"),
           let written = write(header, key: "headerView") {
            element.append(written)
            written_(headerClip)
        }
        object.use("NSCornerView")
    }

    /// Marks an object AppKit makes itself (a header clip view) as written, so it is not
    /// written again as a subview.
    private func written_(_ object: ArchivedObject) { written.insert(object.element) }

    /// The view keys of a container whose subviews are written by the caller.
    private func upgradeViewWithoutSubviews(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        object.use("NSSubviews")
        viewFrameAndFlags(object, into: &element)
    }

    /// Frame, autoresizing mask, hidden and autoresizes-subviews from `NSFrame` /
    /// `NSFrameSize` and `NSvFlags`.
    func viewFrameAndFlags(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        let flags = object.integer("NSvFlags") ?? 0x100
        if flags & 0x8000_0000 != 0 { element.set("hidden", "YES") }
        if flags & 0x100 == 0 { element.set("autoresizesSubviews", "NO") }
        frameAndMask(object, flags: flags, into: &element)
    }

    /// `<rect key="frame">` from `NSFrame` / `NSFrameSize` and `<autoresizingMask>` from the
    /// low bits of `flags`.
    func frameAndMask(_ object: ArchivedObject, flags: Int64, into element: inout MarkupBuilder) {
        if let frame = object.string("NSFrame").map(ModernNumber.numbers), frame.count == 4 {
            element.append(rectElement("frame", frame))
        } else if let size = object.string("NSFrameSize").map(ModernNumber.numbers), size.count == 2 {
            element.append(rectElement("frame", [0, 0, size[0], size[1]]))
        }
        var mask = MarkupBuilder("autoresizingMask", [("key", "autoresizingMask")])
        let names = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"]
        for (bit, name) in names.enumerated() where flags & (Int64(1) << bit) != 0 { mask.set(name, "YES") }
        element.append(mask)
    }

    /// A tab view: its items (each with its view) and the selected item.
    private func upgradeTabView(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        upgradeViewWithoutSubviews(object, into: &element)
        for item in object.items("NSTabViewItems") {
            if let child = write(item, key: nil) { element.append(child, inContainer: "tabViewItems") }
        }
        object.use("NSSelectedTabViewItem")
        if let font = object.object("NSFont") { element.append(fontElement(font, key: "font")) }
        let flags = object.integer("NSTvFlags") ?? 0
        let types = [1: "leftTabsBezelBorder", 2: "bottomTabsBezelBorder", 3: "rightTabsBezelBorder", 4: "noTabsBezelBorder",
                     5: "noTabsLineBorder", 6: "noTabsNoBorder"]
        if let type = types[Int(flags & 7)] { element.set("type", type) }
        if object.bool("NSAllowTruncatedLabels") == false { element.set("allowsTruncatedLabels", "NO") }
        if object.bool("NSDrawsBackground") == false { element.set("drawsBackground", "NO") }
    }

    private func upgradeTabViewItem(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        element.set("label", object.string("NSLabel"))
        element.set("identifier", object.string("NSIdentifier"))
        object.use("NSTabView")
        if let color = object.object("NSColor") { element.append(colorElement(color, key: "color")) }
        writeChild(of: object, archiveKey: "NSView", modernKey: "view", into: &element)
    }

    /// A box: its title, type and border, and its content view.
    private func upgradeBox(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        let contentView = object.object("NSContentView")
        upgradeViewWithoutSubviews(object, into: &element)
        if let contentView, let view = write(contentView, key: "contentView") { element.append(view) }
        for view in object.items("NSSubviews") where view.element != contentView?.element {
            if let child = write(view, key: nil) { element.append(child, inContainer: "subviews") }
        }
        if let titleCell = object.object("NSTitleCell") {
            element.set("title", titleCell.string("NSContents"))
            if let font = titleCell.object("NSSupport") { element.append(fontElement(font, key: "titleFont")) }
            titleCell.use("NSCellFlags"); titleCell.use("NSCellFlags2"); titleCell.use("NSBackgroundColor"); titleCell.use("NSTextColor")
        }
        let boxTypes = [1: "secondary", 2: "separator", 3: "oldStyle", 4: "custom"]
        if let type = object.integer("NSBoxType"), let name = boxTypes[Int(type)] { element.set("boxType", name) }
        let borders = [0: "none", 1: "line", 2: "bezel", 3: "groove"]
        if let border = object.integer("NSBorderType"), border != 3, let name = borders[Int(border)] { element.set("borderType", name) }
        let positions = [0: "noTitle", 1: "aboveTop", 2: "atTop", 3: "belowTop", 4: "aboveBottom", 5: "atBottom", 6: "belowBottom"]
        if let position = object.integer("NSTitlePosition"), position != 2, let name = positions[Int(position)] { element.set("titlePosition", name) }
        if object.bool("NSTransparent") == true { element.set("transparent", "YES") }
        if let offsets = object.string("NSOffsets").map(ModernNumber.numbers), offsets.count == 2, offsets != [0, 0] || object.integer("NSBoxType") == 3 {
            element.append(MarkupBuilder("size", [("key", "contentViewMargins"), ("width", ModernNumber.text(offsets[0])), ("height", ModernNumber.text(offsets[1]))]))
        }
    }

    /// A progress indicator: style, range and the `NSpiFlags` settings the modern format names.
    private func upgradeProgressIndicator(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        let flags = object.integer("NSpiFlags") ?? 0
        if flags & 0x2 != 0 { element.set("indeterminate", "YES") }
        element.set("style", flags & 0x1000 != 0 ? "spinning" : "bar")
        if flags & 0x2000 != 0 { element.set("displayedWhenStopped", "NO") }
        if flags & 0x100 != 0 { element.set("controlSize", "small") }
        if let max = object.double("NSMaxValue") { element.set("maxValue", ModernNumber.text(max)) }
        if let min = object.double("NSMinValue"), min != 0 { element.set("minValue", ModernNumber.text(min)) }
        if let value = object.double("NSProgressIndicatorDoubleValue"), value != 0 { element.set("doubleValue", ModernNumber.text(value)) }
        object.use("NSDrawMatrix")  // AppKit's drawing state
    }

    /// A text view: its size limits and background; the text system objects (container,
    /// layout manager, storage, shared settings) are AppKit's and are made again at load.
    private func upgradeTextView(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        for (archiveKey, key) in [("NSMinize", "minSize"), ("NSMinSize", "minSize"), ("NSMaxSize", "maxSize")] {
            guard let size = object.string(archiveKey).map(ModernNumber.numbers), size.count == 2 else { continue }
            element.append(MarkupBuilder("size", [("key", key), ("width", ModernNumber.text(size[0])), ("height", ModernNumber.text(size[1]))]))
        }
        if let shared = object.object("NSSharedData"), let color = shared.object("NSBackgroundColor") {
            element.append(colorElement(color, key: "backgroundColor"))
        }
        object.use("NSDelegate")  // a connection, written with the connections
    }

    /// A web view: its frame and group names and back-forward list.
    private func upgradeWebView(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        element.set("frameName", object.string("FrameName"))
        element.set("groupName", object.string("GroupName"))
        if object.bool("UseBackForwardList") == false { element.set("maintainsBackForwardList", "NO") }
    }

    /// A matrix: its cells by column (the archive keeps them row by row), the prototype,
    /// cell size and spacing, mode and empty selection from `NSMatrixFlags`.
    private func upgradeMatrix(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        viewFrameAndFlags(object, into: &element)
        object.use("NSSubviews"); object.use("NSCell"); object.use("NSCellIsDiscardable"); object.use("NSCellClass")
        object.use("NSSelectedRow"); object.use("NSSelectedCol"); object.use("NSEnabled")
        let rows = Int(object.integer("NSNumRows") ?? 0), columns = Int(object.integer("NSNumCols") ?? 0)
        let cells = object.items("NSCells")
        for (archiveKey, key) in [("NSCellSize", "cellSize"), ("NSIntercellSpacing", "intercellSpacing")] {
            guard let size = object.string(archiveKey).map(ModernNumber.numbers), size.count == 2 else { continue }
            element.append(MarkupBuilder("size", [("key", key), ("width", ModernNumber.text(size[0])), ("height", ModernNumber.text(size[1]))]))
        }
        if let color = object.object("NSBackgroundColor") { element.append(colorElement(color, key: "backgroundColor")) }
        object.use("NSCellBackgroundColor")
        let flags = UInt32(truncatingIfNeeded: object.integer("NSMatrixFlags") ?? 0)
        if flags & 0x4000_0000 == 0 { element.set("mode", flags & 0x2000_0000 != 0 ? "highlight" : "track") }
        if flags & 0x1000_0000 == 0 { element.set("allowsEmptySelection", "NO") }
        writeChild(of: object, archiveKey: "NSProtoCell", modernKey: "prototype", into: &element)
        var container = MarkupBuilder("cells")
        for column in 0..<columns {
            var columnElement = MarkupBuilder("column")
            for row in 0..<rows where row * columns + column < cells.count {
                if let cell = write(cells[row * columns + column], key: nil) { columnElement.append(cell) }
            }
            container.append(columnElement)
        }
        element.append(container)
    }
}
