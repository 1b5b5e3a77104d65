/// AppKit cells: the attributes packed in `NSCellFlags` / `NSCellFlags2`, text, fonts,
/// colours, and the button and image cell keys.
extension UpgradeSession {
    static let alignments = [0: "left", 1: "right", 2: "center", 3: "justified"]
    static let lineBreakModes = [1: "charWrapping", 2: "clipping", 3: "truncatingHead", 4: "truncatingTail", 5: "truncatingMiddle"]
    static let bezelStyleNames: [Int64: String] = [
        1: "rounded", 2: "regularSquare", 5: "disclosure", 6: "shadowlessSquare", 7: "circular", 8: "texturedSquare",
        9: "helpButton", 10: "smallSquare", 11: "texturedRounded", 12: "roundedRect", 13: "recessed", 14: "roundedDisclosure", 15: "inline",
    ]
    /// Interface Builder's button type preset for a bezel style.
    static let buttonTypesByBezel: [Int64: String] = [
        1: "push", 2: "bevel", 5: "disclosureTriangle", 6: "square", 7: "push", 8: "squareTextured", 9: "help",
        10: "smallSquare", 11: "roundTextured", 12: "roundRect", 13: "recessed", 14: "disclosure", 15: "inline",
    ]

    /// Any cell: the flag attributes, then the class's own keys.
    func upgradeCell(_ cell: ArchivedObject, into element: inout MarkupBuilder) {
        let flags = cell.integer("NSCellFlags") ?? 0
        let flags2 = cell.integer("NSCellFlags2") ?? 0
        if let mode = Self.lineBreakModes[Int((flags2 >> 9) & 7)] { element.set("lineBreakMode", mode) }
        if flags & 0x1 != 0 { element.set("selectable", "YES") }
        if flags & 0x1000_0000 != 0 { element.set("editable", "YES") }
        if flags & 0x2000_0000 != 0 { element.set("enabled", "NO") }
        if flags & 0x0010_0000 != 0 { element.set("scrollable", "YES") }
        if flags & 0x8000_0000 != 0, cell.className == "NSButtonCell" { element.set("state", "on") }
        if flags & 0x0040_0000 != 0 { element.set("borderStyle", "bezel") } else if flags & 0x0080_0000 != 0, cell.className != "NSTableHeaderCell" {
            element.set("borderStyle", "border")
        }
        if cell.className == "NSTableHeaderCell" { element.set("borderStyle", "border") }
        if flags2 & 0x0040_0000 != 0 { element.set("sendsActionOnEndEditing", "YES") }
        if flags2 & 0x0200_0000 != 0 { element.set("refusesFirstResponder", "YES") }
        let sizes = [1: "small", 2: "mini"]
        if let size = sizes[Int((flags2 >> 17) & 3)] { element.set("controlSize", size) }
        if flags2 & 0x0100_0000 != 0 { element.set("allowsMixedState", "YES") }
        if flags2 & 0x4000_0000 != 0 { element.set("allowsEditingTextAttributes", "YES") }
        if let alignment = Self.alignments[Int((flags2 >> 26) & 7)] { element.set("alignment", alignment) }
        if let tag = cell.integer("NSTag"), tag != 0 { element.set("tag", String(tag)) }

        writeChild(of: cell, archiveKey: "NSFormatter", modernKey: "formatter", into: &element)
        switch cell.className {
        case "NSPopUpButtonCell":
            upgradeButtonCell(cell, flags2: flags2, into: &element)
            if let selected = cell.object("NSMenuItem") { element.set("selectedItem", id(of: selected.element)) }
            writeChild(of: cell, archiveKey: "NSMenu", modernKey: "menu", into: &element)
            if cell.bool("NSPullDown") == true { element.set("pullsDown", "YES") }
            for key in ["NSUsesItemFromMenu", "NSAltersState", "NSPreferredEdge", "NSArrowPosition", "NSMenuItemRespectAlignment"] { cell.use(key) }
        case "NSButtonCell": upgradeButtonCell(cell, flags2: flags2, into: &element)
        case "NSImageCell": upgradeImageCell(cell, into: &element)
        default: break
        }
        if let title = cell.string("NSContents") { element.set("title", title) }
        if let placeholder = cell.string("NSPlaceholderString") { element.set("placeholderString", placeholder) }
        if let support = cell.object("NSSupport") {
            if support.className == "NSFont" { element.append(fontElement(support, key: "font")) }
        }
        if cell.bool("NSDrawsBackground") == true { element.set("drawsBackground", "YES") }
        if let bezel = cell.integer("NSTextBezelStyle"), bezel == 1 { element.set("bezelStyle", "round") }
        if cell.className == "NSSearchFieldCell" {
            if let recents = cell.integer("NSMaximumRecents") { element.set("maximumRecents", String(recents)) }
            cell.use("NSSearchButtonCell"); cell.use("NSCancelButtonCell")  // AppKit's own button cells
        }
        for (archiveKey, key) in [("NSTextColor", "textColor"), ("NSBackgroundColor", "backgroundColor")] {
            if let color = cell.object(archiveKey) { element.append(colorElement(color, key: key)) }
        }
    }

    /// A button cell: type and bezel from `NSButtonFlags2`, border, image position, inset
    /// and behaviour from `NSButtonFlags`, images, titles and the key equivalent.
    private func upgradeButtonCell(_ cell: ArchivedObject, flags2 cellFlags2: Int64, into element: inout MarkupBuilder) {
        let flags = cell.integer("NSButtonFlags") ?? 0
        let flags2 = cell.integer("NSButtonFlags2") ?? 0
        let bezel = (flags2 & 7) | ((flags2 & 0x20) != 0 ? 8 : 0)
        let alternate = cell.object("NSAlternateImage")
        let switchImage = alternate?.className == "NSButtonImageSource" ? alternate?.string("NSImageName") : nil
        if switchImage == "NSSwitch" {
            element.set("type", "check")
        } else if switchImage == "NSRadioButton" {
            element.set("type", "radio")
        } else {
            element.set("type", Self.buttonTypesByBezel[bezel] ?? "square")
        }
        element.set("bezelStyle", Self.bezelStyleNames[bezel] ?? "shadowlessSquare")
        if flags & 0x80_0000 != 0 { element.set("borderStyle", "border") }
        let inset = (flags & 0x6000) >> 13
        if inset != 0 { element.set("inset", String(inset)) }
        let positions: [Int64: String] = [0x38_0000: "left", 0x28_0000: "right", 0x8_0000: "above", 0x18_0000: "below", 0x40_0000: "only", 0x48_0000: "overlaps"]
        if let position = positions[flags & 0x78_0000] { element.set("imagePosition", position) }
        if flags2 & 0x80 != 0 { element.set("imageScaling", "proportionallyDown") } else if flags2 & 0x40 != 0 { element.set("imageScaling", "proportionallyUpOrDown") }
        var behavior = MarkupBuilder("behavior", [("key", "behavior")])
        for (bit, name) in [(12, "doesNotDimImage"), (25, "lightByGray"), (26, "lightByBackground"), (27, "lightByContents"),
                            (28, "changeGray"), (29, "changeBackground"), (30, "changeContents"), (31, "pushIn")] where flags & (Int64(1) << bit) != 0 {
            behavior.set(name, "YES")
        }
        if !behavior.attributes.dropFirst().isEmpty { element.append(behavior) }
        if let image = cell.object("NSNormalImage") { element.set("image", imageName(image)) }
        if let alternate, switchImage == nil { element.set("alternateImage", imageName(alternate)) }
        if let title = cell.string("NSAlternateContents"), !title.isEmpty { element.set("alternateTitle", title) }
        if let key = cell.string("NSKeyEquivalent"), !key.isEmpty { element.set("keyEquivalent", key) }
        if let modifiers = cell.integer("NSKeyEquivModMask"), modifiers != 0 { element.append(modifierMask(modifiers)) }
        cell.use("NSPeriodicDelay"); cell.use("NSPeriodicInterval"); cell.use("NSAuxButtonType")
    }

    private func upgradeImageCell(_ cell: ArchivedObject, into element: inout MarkupBuilder) {
        let scalings = [0: "proportionallyDown", 1: "axesIndependently", 2: "none", 3: "proportionallyUpOrDown"]
        if let scaling = cell.integer("NSScale"), let name = scalings[Int(scaling)] { element.set("imageScaling", name) }
        let styles = [1: "photo", 2: "grayBezel", 3: "groove", 4: "button"]
        if let style = cell.integer("NSStyle"), let name = styles[Int(style)] { element.set("imageFrameStyle", name) }
        if cell.bool("NSAnimates") == true { element.set("animates", "YES") }
        cell.use("NSAlign")
        if let image = cell.object("NSContents") { element.set("image", imageName(image)); }
    }

    /// The name of an archived image: a named resource, an `NSImage` by name, a system image source.
    func imageName(_ image: ArchivedObject) -> String? {
        image.string("NSResourceName") ?? image.string("NSImageName") ?? image.string("NSName")
    }

    /// `<modifierMask key="keyEquivalentModifierMask">` from `NSEventModifierFlags`.
    func modifierMask(_ modifiers: Int64) -> MarkupBuilder {
        var mask = MarkupBuilder("modifierMask", [("key", "keyEquivalentModifierMask")])
        for (bit, name) in [(17, "shift"), (18, "control"), (19, "option"), (20, "command"), (23, "function")] where modifiers & (Int64(1) << bit) != 0 {
            mask.set(name, "YES")
        }
        return mask
    }

    /// A table or outline view: columns, spacing, colours and the `NSTvFlags` settings.
    func upgradeTableView(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        viewFrameAndFlags(object, into: &element)
        object.use("NSSubviews"); object.use("NSCornerView"); object.use("NSDelegate"); object.use("NSDataSource")
        object.use("NSEnabled")
        if let header = object.object("NSHeaderView") { element.set("headerView", id(of: header.element)) }
        for column in object.items("NSTableColumns") {
            if let child = write(column, key: nil) { element.append(child, inContainer: "tableColumns") }
        }
        let width = object.double("NSIntercellSpacingWidth") ?? 3, height = object.double("NSIntercellSpacingHeight") ?? 2
        element.append(MarkupBuilder("size", [("key", "intercellSpacing"), ("width", ModernNumber.text(width)), ("height", ModernNumber.text(height))]))
        for (archiveKey, key) in [("NSBackgroundColor", "backgroundColor"), ("NSGridColor", "gridColor")] {
            if let color = object.object(archiveKey) { element.append(colorElement(color, key: key)) }
        }
        if let rowHeight = object.double("NSRowHeight"), rowHeight != 17 { element.set("rowHeight", ModernNumber.text(rowHeight)) }
        let flags = UInt32(truncatingIfNeeded: object.integer("NSTvFlags") ?? 0)
        if flags & 0x8000_0000 == 0 { element.set("columnReordering", "NO") }
        if flags & 0x4000_0000 == 0 { element.set("columnResizing", "NO") }
        if flags & 0x0080_0000 != 0 { element.set("alternatingRowBackgroundColors", "YES") }
        if flags & 0x0400_0000 != 0 { element.set("columnSelection", "YES") }
        if flags & 0x0800_0000 == 0 { element.set("multipleSelection", "NO") }
        if flags & 0x1000_0000 == 0 { element.set("emptySelection", "NO") }
        if flags & 0x0100_0000 == 0 { element.set("autosaveColumns", "NO") }
        let styles = [0: "none", 2: "sequential", 3: "reverseSequential", 4: "lastColumnOnly", 5: "firstColumnOnly"]
        if let style = object.integer("NSColumnAutoresizingStyle"), let name = styles[Int(style)] { element.set("columnAutoresizingStyle", name) }
        if object.bool("NSAllowsTypeSelect") == false { element.set("typeSelect", "NO") }
        let highlightStyles = [-1: "none", 1: "sourceList"]
        if let style = object.integer("NSTableViewSelectionHighlightStyle"), let name = highlightStyles[Int(style)] {
            element.set("selectionHighlightStyle", name)
        }
        element.set("autosaveName", object.string("NSAutosaveName"))
        object.use("NSDraggingSourceMaskForLocal"); object.use("NSDraggingSourceMaskForNonLocal")
        object.use("NSTableViewDraggingDestinationStyle"); object.use("NSTableViewGroupRowStyle")
        if let indentation = object.double("NSOutlineViewIndentationPerLevelKey") { element.set("indentationPerLevel", ModernNumber.text(indentation)) }
        if let outlineColumn = object.object("NSOutlineViewOutlineTableColumnKey") { element.set("outlineTableColumn", id(of: outlineColumn.element)) }
        if object.bool("NSOutlineViewAutoresizesOutlineColumnKey") == true { element.set("autoresizesOutlineColumn", "YES") }
    }

    /// A table column with its header and data cells.
    func upgradeTableColumn(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        element.set("identifier", object.string("NSIdentifier"))
        if object.bool("NSIsEditable") != true { element.set("editable", "NO") }
        for (archiveKey, key) in [("NSWidth", "width"), ("NSMinWidth", "minWidth"), ("NSMaxWidth", "maxWidth")] {
            if let value = object.double(archiveKey) { element.set(key, ModernNumber.text(value)) }
        }
        if object.bool("NSHidden") == true { element.set("hidden", "YES") }
        element.set("headerToolTip", object.string("NSHeaderToolTip"))
        writeChild(of: object, archiveKey: "NSHeaderCell", modernKey: "headerCell", into: &element)
        writeChild(of: object, archiveKey: "NSDataCell", modernKey: "dataCell", into: &element)
        let resizing = object.integer("NSResizingMask") ?? 0
        object.use("NSIsResizeable"); object.use("NSTableView")
        if resizing != 0 {
            var mask = MarkupBuilder("tableColumnResizingMask", [("key", "resizingMask")])
            if resizing & 1 != 0 { mask.set("resizeWithTable", "YES") }
            if resizing & 2 != 0 { mask.set("userResizable", "YES") }
            element.append(mask)
        }
    }
}
