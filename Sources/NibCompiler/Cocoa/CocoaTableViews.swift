import NibDocument
import NibXML

/// `<tableView>` and `<outlineView>` compile to `NSTableView` / `NSOutlineView` with their
/// `<tableColumn>`s (`NSTableColumn`, each with an `NSTableHeaderCell` and a data cell), the
/// `<tableHeaderView>` the enclosing scroll view shows in a second clip view, and the
/// `_NSCornerView` AppKit makes for the corner above the vertical scroller.
///
/// Learnt from Apple's nibs (viraptor/ibtool's samples): a table archives the control keys
/// with fixed values, its columns, spacing, colours, row height and `NSTvFlags`:
/// column reordering (0x80000000), resizing (0x40000000), empty (0x10000000), multiple
/// (0x08000000) and column (0x04000000) selection, a bit always set (0x02000000), column
/// autosaving (0x01000000), alternating rows (0x00800000), grid lines (0x20000000) and
/// uniform column autoresizing (0x8000). Two bits at 0x00600000 are state AppKit's scroll
/// view tiling leaves behind: both are set when the scroll view uses predominant-axis
/// scrolling; otherwise NibForge writes 0x00400000 for source lists, view-based tables,
/// tables resizing columns from the first and tables whose columns the tiling fitted to the
/// clip view (`columnsFittedByTiling`), else 0x00200000. That matches all 31 tables of
/// Apple's sample xib nibs (viraptor/ibtool).
extension CocoaNibCompiler {
    /// `NSTableViewColumnAutoresizingStyle` by document name (uniform when absent).
    static let columnAutoresizingStyles: [String: Int64] = [
        "none": 0, "uniform": 1, "sequential": 2, "reverseSequential": 3, "lastColumnOnly": 4, "firstColumnOnly": 5,
    ]

    /// The objects a scroll view makes for the table it shows, before the table is compiled:
    /// the table refers to its header view and corner view, which the scroll view places.
    struct TableScrollParts {
        /// The `NSTableHeaderView` (filled in when its element is met) and its clip view.
        var header: (view: Int, clip: Int, element: MarkupElement)?
        var corner: Int
        /// True when AppKit keeps the corner view among the scroll view's subviews.
        var cornerIsShown: Bool
    }

    mutating func tableView(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let isOutline = element.name == "outlineView"
        let table = classedObject(isOutline ? "NSOutlineView" : "NSTableView", for: element)
        let parts = tableScrollParts[element] ?? TableScrollParts(header: nil, corner: archive.object("_NSCornerView"), cornerIsShown: false)
        try viewAttributes(element, object: table, parent: parent, isControl: true, addsEmptySubviews: element[attribute: "viewBased"] == "YES")
        // A table always sizes with its clip view, whatever mask the document gives it.
        // It has no cell to keep its focus ring type, so its flags keep it, as a view's do.
        let focusRing: Int64 = ["none": 0x1000, "exterior": 0x2000][element[attribute: "focusRingType"] ?? ""] ?? 0
        archive.replace("NSvFlags", .integer(viewFlags(element) | 0x12 | focusRing), on: table)
        // A table's class hugs at {250, 750}; other priorities are archived.
        let hugging = (element[attribute: "horizontalHuggingPriority"] ?? "250", element[attribute: "verticalHuggingPriority"] ?? "250")
        if hugging != ("250", "750") { archive.set("NSHuggingPriority", string: "{\(hugging.0), \(hugging.1)}", on: table) }
        archive.set("NSEnabled", bool: true, on: table)
        archive.set("NSAllowsLogicalLayoutDirection", bool: false, on: table)
        if element[attribute: "allowsExpansionToolTips"] == "YES" { archive.set("NSControlAllowsExpansionToolTips", bool: true, on: table) }
        neutralControlKeys(on: table, sendActionMask: 0)
        if let header = parts.header {
            archive.set("NSHeaderView", reference: header.view, on: table)
            tablesByHeaderView[header.view] = table
        }
        archive.set("NSCornerView", reference: parts.corner, on: table)

        let columnElements = element.firstChild(named: "tableColumns")?.children(named: "tableColumn") ?? []
        var columns: [Int] = []
        for (index, columnElement) in columnElements.enumerated() {
            columns.append(try tableColumn(columnElement, index: index, table: table, tableElement: element, parent: parent))
        }
        archive.set("NSTableColumns", reference: archive.collection("NSMutableArray", columns), on: table)
        let spacing = element.children(named: "size").first { $0[attribute: "key"] == "intercellSpacing" }
        archive.set("NSIntercellSpacingWidth", .double(spacing?[attribute: "width"].flatMap(Double.init) ?? 3), on: table)
        archive.set("NSIntercellSpacingHeight", .double(spacing?[attribute: "height"].flatMap(Double.init) ?? 2), on: table)
        for (key, archiveKey) in [("backgroundColor", "NSBackgroundColor"), ("gridColor", "NSGridColor")] {
            if let colorElement = element.firstChild(named: "color", key: key) {
                archive.set(archiveKey, reference: color(colorElement), on: table)
            }
        }
        archive.set("NSRowHeight", .double(Self.rowHeight(of: element)), on: table)
        archive.set("NSTvFlags", integer: Int64(Int32(truncatingIfNeeded: tableFlags(element))), on: table)
        archive.setNull("NSDelegate", on: table)
        archive.setNull("NSDataSource", on: table)
        if let name = element[attribute: "autosaveName"] { archive.set("NSAutosaveName", string: name, on: table) }
        if let mask = Self.gridStyleMask(element) { archive.set("NSGridStyleMask", integer: mask, on: table) }
        let autoresizing = element[attribute: "columnAutoresizingStyle"].flatMap { Self.columnAutoresizingStyles[$0] } ?? 1
        archive.set("NSColumnAutoresizingStyle", integer: autoresizing, on: table)
        archive.set("NSDraggingSourceMaskForLocal", integer: -1, on: table)
        archive.set("NSDraggingSourceMaskForNonLocal", integer: 0, on: table)
        archive.set("NSAllowsTypeSelect", bool: element[attribute: "typeSelect"] != "NO", on: table)
        let isSourceList = element[attribute: "selectionHighlightStyle"] == "sourceList"
        if isSourceList { archive.set("NSTableViewSelectionHighlightStyle", integer: 1, on: table) }
        archive.set("NSTableViewDraggingDestinationStyle", integer: isSourceList ? 1 : 0, on: table)
        if element[attribute: "viewBased"] == "YES", let reusable = try reusableViewNibs(columnElements) {
            archive.set("NSTableViewArchivedReusableViewsKey", reference: reusable, on: table)
        }
        archive.set("NSTableViewGroupRowStyle", integer: 1, on: table)
        if element[attribute: "usesAutomaticRowHeights"] == "YES" { archive.set("NSTableViewUseARH", bool: true, on: table) }
        if isOutline {
            if element[attribute: "autoresizesOutlineColumn"] != "YES" {
                archive.set("NSOutlineViewAutoresizesOutlineColumnKey", bool: false, on: table)
            }
            let indentation = element[attribute: "indentationPerLevel"].flatMap(Float.init) ?? 0
            archive.set("NSOutlineViewIndentationPerLevelKey", .float(indentation), on: table)
            if element[attribute: "indentationMarkerFollowsCell"] == "NO" {
                archive.set("NSOutlineViewIndentationMarkerFollowsCellKey", bool: false, on: table)
            }
            if element[attribute: "autosaveExpandedItems"] == "YES" {
                archive.set("NSOutlineViewAutosaveExpandedItemsKey", bool: true, on: table)
            }
            archive.set("NSOutineViewStronglyReferencesItems", bool: true, on: table)  // AppKit's spelling
        }
        if tableScrollParts[element] == nil { cornerView(parts.corner, in: nil) }
        return table
    }

    /// A table's row height: as the document says (17 when it does not), or, with automatic
    /// row sizing in a view-based table, the tallest prototype cell view's.
    static func rowHeight(of element: MarkupElement) -> Double {
        let height = element[attribute: "rowHeight"].flatMap(Double.init) ?? 17
        guard element[attribute: "rowSizeStyle"] == "automatic", element[attribute: "viewBased"] == "YES" else { return height }
        let columns = element.firstChild(named: "tableColumns")?.children(named: "tableColumn") ?? []
        let heights = columns.flatMap { $0.firstChild(named: "prototypeCellViews")?.childElements.map { $0 } ?? [] }
            .compactMap { DocumentGeometry.rect("frame", in: $0)?.height }
        return heights.max().map { $0 > 0 ? $0 : height } ?? height
    }

    /// `NSTvFlags` of a table or outline view (see the type's documentation).
    func tableFlags(_ element: MarkupElement) -> UInt32 {
        var flags: UInt32 = 0x0200_0000
        if element[attribute: "columnReordering"] != "NO" { flags |= 0x8000_0000 }
        if element[attribute: "columnResizing"] != "NO" { flags |= 0x4000_0000 }
        if element[attribute: "emptySelection"] != "NO" { flags |= 0x1000_0000 }
        if element[attribute: "multipleSelection"] != "NO" { flags |= 0x0800_0000 }
        if element[attribute: "columnSelection"] == "YES" { flags |= 0x0400_0000 }
        if element[attribute: "autosaveColumns"] != "NO" { flags |= 0x0100_0000 }
        if element[attribute: "alternatingRowBackgroundColors"] == "YES" { flags |= 0x0080_0000 }
        if Self.gridStyleMask(element) != nil { flags |= 0x2000_0000 }
        if (element[attribute: "columnAutoresizingStyle"] ?? "uniform") == "uniform" { flags |= 0x8000 }
        if scrollViewUsesPredominantAxis[element] == true {
            flags |= 0x0060_0000
        } else {
            // 0x00400000 for source lists, view-based tables and the column autoresizing
            // styles that resize from the first column; 0x00200000 otherwise.
            let style = element[attribute: "columnAutoresizingStyle"] ?? "uniform"
            let resizesFromFirst = ["firstColumnOnly", "sequential", "reverseSequential"].contains(style)
            let isSecondKind = element[attribute: "selectionHighlightStyle"] == "sourceList" || element[attribute: "viewBased"] == "YES" || resizesFromFirst
                || columnsFittedByTiling.contains(element)
            flags |= isSecondKind ? 0x0040_0000 : 0x0020_0000
        }
        return flags
    }

    /// `NSGridStyleMask` from `gridStyleMask="vertical horizontal dashedHorizontal"`.
    static func gridStyleMask(_ element: MarkupElement) -> Int64? {
        let bits: [String: Int64] = ["vertical": 1, "horizontal": 2, "dashedHorizontal": 8]
        var mask: Int64 = 0
        if let names = element[attribute: "gridStyleMask"] {
            mask = names.split(separator: " ").reduce(Int64(0)) { $0 | (bits[String($1)] ?? 0) }
        } else if let lines = element.children(named: "tableViewGridLines").first(where: { $0[attribute: "key"] == "gridStyleMask" }) {
            // Newer documents: `<tableViewGridLines key="gridStyleMask" vertical="YES" horizontal="YES"/>`.
            mask = bits.reduce(Int64(0)) { $0 | (lines[attribute: $1.key] == "YES" ? $1.value : 0) }
        }
        return mask == 0 ? nil : mask
    }

    /// One `NSTableColumn`: identifier (AppKit names unnamed columns by position), widths,
    /// header cell, data cell, resizing and editing.
    private mutating func tableColumn(_ element: MarkupElement, index: Int, table: Int, tableElement: MarkupElement,
                                      parent: ObjectContext) throws -> Int {
        let column = classedObject("NSTableColumn", for: element)
        if let id = element[attribute: "id"] {
            listedObjects.append((column, table))
            register(column, id: id)
        }
        archive.set("NSIdentifier", string: element[attribute: "identifier"] ?? "AutomaticTableColumnIdentifier.\(index)", on: column)
        for (attribute, key, fallback) in [("width", "NSWidth", 100.0), ("minWidth", "NSMinWidth", 10.0), ("maxWidth", "NSMaxWidth", 1000.0)] {
            let value = attribute == "width" ? columnWidthOverrides[element] : nil
            archive.set(key, .double(value ?? element[attribute: attribute].flatMap(Double.init) ?? fallback), on: column)
        }
        if let headerCell = element.childElements.first(where: { $0[attribute: "key"] == "headerCell" }) {
            archive.set("NSHeaderCell", reference: tableHeaderCell(headerCell), on: column)
        }
        if let dataCell = element.childElements.first(where: { $0[attribute: "key"] == "dataCell" }) {
            dataCellColumn = column
            defer { dataCellColumn = nil }
            if let cell = try compileDataCell(dataCell, column: element, table: table) {
                archive.set("NSDataCell", reference: cell, on: column)
            }
        }
        // Apple's nibs also hold each prototype cell view (with its connections) in the table's
        // own nib, listed under its column, besides the nib of its own the table instantiates.
        for cellView in element.firstChild(named: "prototypeCellViews")?.childElements.map({ $0 }) ?? [] {
            _ = try compileObject(cellView, parent: ObjectContext(parent: column))
        }
        let mask = element.children(named: "tableColumnResizingMask").first { $0[attribute: "key"] == "resizingMask" }
        let resizing: Int64 = (mask?[attribute: "resizeWithTable"] == "YES" ? 1 : 0) | (mask?[attribute: "userResizable"] == "YES" ? 2 : 0)
        if resizing != 0 {
            archive.set("NSResizingMask", integer: resizing, on: column)
            archive.set("NSIsResizeable", bool: true, on: column)
        }
        if element[attribute: "editable"] != "NO" { archive.set("NSIsEditable", bool: true, on: column) }
        if element[attribute: "hidden"] == "YES" { archive.set("NSHidden", bool: true, on: column) }
        archive.set("NSTableView", reference: table, on: column)
        if let tip = element[attribute: "headerToolTip"] { archive.set("NSHeaderToolTip", string: tip, on: column) }
        if let prototype = element.children(named: "sortDescriptor").first(where: { $0[attribute: "key"] == "sortDescriptorPrototype" }) {
            let descriptor = archive.object("NSSortDescriptor")
            archive.set("NSKey", string: prototype[attribute: "sortKey"] ?? "", on: descriptor)
            archive.set("NSAscending", bool: prototype[attribute: "ascending"] == "YES", on: descriptor)
            archive.set("NSSelector", string: prototype[attribute: "selector"] ?? "compare:", on: descriptor)
            archive.set("NSReverseNullOrder", bool: false, on: descriptor)
            archive.set("NSSortDescriptorPrototype", reference: descriptor, on: column)
        }
        collectConnections(of: element, source: column)
        return column
    }

    /// A cell a control holds besides its own (a column's data cell, a matrix's cells),
    /// compiled by its own class's compiler with `table` as its control view, listed under
    /// `dataCellColumn`; the control takes none of the keys a control takes from its cell.
    mutating func compileDataCell(_ cell: MarkupElement, column: MarkupElement, table: Int) throws -> Int? {
        lastDataCell = nil
        switch cell.name {
        case "textFieldCell": textFieldCell(cell, of: column, control: table)
        case "imageCell": try imageCell(cell, control: table)
        case "buttonCell": try buttonCell(cell, control: table)
        case "popUpButtonCell": try popUpButtonCell(cell, control: table)
        case "levelIndicatorCell": levelIndicatorCell(cell, control: table)
        case "sliderCell": sliderCell(cell, control: table)
        case "datePickerCell": datePickerCell(cell, control: table)
        case "pathCell": pathCell(cell, control: table)
        case "stepperCell": stepperCell(cell, control: table)
        case "segmentedCell": segmentedCell(cell, control: table)
        default:
            guard let compiled = try compileObject(cell, parent: ObjectContext(parent: dataCellColumn, superview: table)) else { return nil }
            archive.set("NSControlView", reference: table, on: compiled)
            return compiled
        }
        guard let compiled = lastDataCell else { return nil }
        if let flags = buttonFlags[compiled] {
            archive.set("NSButtonFlags", integer: Int64(Int32(truncatingIfNeeded: flags | (buttonFlagsExtra[compiled] ?? 0))), on: compiled)
        }
        return compiled
    }

    /// An `NSTableHeaderCell`: its title in the table header font, with its colours.
    private mutating func tableHeaderCell(_ element: MarkupElement) -> Int {
        let cell = classedObject("NSTableHeaderCell", for: element)
        archive.set("NSCellFlags", integer: Self.cellFlags(element, className: "NSTableHeaderCell"), on: cell)
        archive.set("NSCellFlags2", integer: Self.cellFlags2(element), on: cell)
        setTitle("NSContents", DocumentStrings.value("title", of: element) ?? "", of: element, on: cell)
        archive.set("NSSupport", reference: tableHeaderFont(), on: cell)
        for (key, archiveKey) in [("backgroundColor", "NSBackgroundColor"), ("textColor", "NSTextColor")] {
            if let colorElement = element.firstChild(named: "color", key: key) {
                archive.set(archiveKey, reference: color(colorElement), on: cell)
            }
        }
        return cell
    }

    /// The font of every header cell, whatever the document says: the 11 point system font
    /// with the text style AppKit gives table headers.
    private mutating func tableHeaderFont() -> Int {
        textStyleFont(name: Self.systemFontName, size: 11, flags: 0x10, style: "UICTFontTextStyleSubhead")
    }

    /// `<tableHeaderView>`: the view made ready by the scroll view, pointing back at its table.
    mutating func tableHeaderView(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let header = preparedHeaderViews[element] ?? classedObject("NSTableHeaderView", for: element)
        try viewAttributes(element, object: header, parent: parent, addsEmptySubviews: false)
        if let table = tablesByHeaderView[header] { archive.set("NSTableView", reference: table, on: header) }
        return header
    }

    /// Writes the `_NSCornerView`'s keys; `frame` nil gives AppKit's unplaced 17 × 28 view.
    mutating func cornerView(_ corner: Int, in scroll: Int?, frame: GeometryText.Rect? = nil, hidden: Bool = false) {
        if let scroll { archive.set("NSNextResponder", reference: scroll, on: corner) } else { archive.setNull("NSNextResponder", on: corner) }
        archive.setNull("NSNibTouchBar", on: corner)
        archive.set("NSvFlags", integer: hidden ? ViewFlags.hidden | 0x100 : 0x100, on: corner)
        if let frame {
            archive.set("NSFrame", string: GeometryText.rect(frame), on: corner)
        } else {
            archive.set("NSFrameSize", string: GeometryText.size(17, 28), on: corner)
        }
        if let scroll { archive.set("NSSuperview", reference: scroll, on: corner) }
        archive.set("NSViewWantsBestResolutionOpenGLSurface", bool: true, on: corner)
        noDesignTimeGuides(on: corner)
    }
}
