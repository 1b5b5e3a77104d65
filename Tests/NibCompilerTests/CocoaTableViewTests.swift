import NibArchive
@testable import NibCompiler
import XCTest

/// `NSTableView` / `NSOutlineView` in their scroll view, with the keys and values Apple's
/// ibtool wrote in viraptor's test_table_header.nib and outline_2col_default.nib (the
/// first now compiles equal to Apple's nib).
final class CocoaTableViewTests: XCTestCase {
    /// A two-column cell-based table with a header, in a scroll view without predominant-axis
    /// scrolling, as Interface Builder saves one.
    private static let tableInScrollView = """
        <scrollView autohidesScrollers="YES" horizontalLineScroll="19" horizontalPageScroll="10" verticalLineScroll="19" verticalPageScroll="10" hasHorizontalScroller="NO" usesPredominantAxisScrolling="NO" id="10">
            <rect key="frame" x="10" y="10" width="380" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <clipView key="contentView" id="11">
                <rect key="frame" x="1" y="1" width="378" height="198"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <tableView verticalHuggingPriority="750" columnAutoresizingStyle="lastColumnOnly" alternatingRowBackgroundColors="YES" multipleSelection="NO" headerView="20" id="12">
                        <rect key="frame" x="0.0" y="0.0" width="378" height="175"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <size key="intercellSpacing" width="3" height="2"/>
                        <color key="backgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
                        <color key="gridColor" name="gridColor" catalog="System" colorSpace="catalog"/>
                        <tableColumns>
                            <tableColumn identifier="name" width="100" minWidth="40" maxWidth="1000" id="13">
                                <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" alignment="left" title="Name">
                                    <color key="textColor" name="headerTextColor" catalog="System" colorSpace="catalog"/>
                                </tableHeaderCell>
                                <textFieldCell key="dataCell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" alignment="left" id="14">
                                    <font key="font" metaFont="system"/>
                                </textFieldCell>
                                <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                                <sortDescriptor key="sortDescriptorPrototype" sortKey="name" ascending="YES" selector="compare:"/>
                            </tableColumn>
                            <tableColumn editable="NO" width="240" minWidth="40" maxWidth="1000" id="15">
                                <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="Value">
                                    <font key="font" metaFont="smallSystem"/>
                                </tableHeaderCell>
                                <imageCell key="dataCell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="16">
                                    <font key="font" metaFont="system"/>
                                </imageCell>
                            </tableColumn>
                        </tableColumns>
                    </tableView>
                </subviews></clipView>
            <scroller key="horizontalScroller" hidden="YES" wantsLayer="YES" verticalHuggingPriority="750" horizontal="YES" id="17">
                <rect key="frame" x="-100" y="-100" width="363" height="15"/>
                <autoresizingMask key="autoresizingMask"/>
            </scroller>
            <scroller key="verticalScroller" hidden="YES" wantsLayer="YES" verticalHuggingPriority="750" horizontal="NO" id="18">
                <rect key="frame" x="364" y="24" width="15" height="210"/>
                <autoresizingMask key="autoresizingMask"/>
            </scroller>
            <tableHeaderView key="headerView" wantsLayer="YES" id="20">
                <rect key="frame" x="0.0" y="0.0" width="378" height="23"/>
                <autoresizingMask key="autoresizingMask"/>
            </tableHeaderView>
        </scrollView>
        """

    private func compiled() throws -> (objects: [GraphCursor], scroll: GraphCursor, table: GraphCursor) {
        let objects = try compiledCocoaObjects(cocoaDocument(Self.tableInScrollView), path: "table.xib").objects
        let scroll = try XCTUnwrap(objects.first { $0.className == "NSScrollView" })
        let table = try XCTUnwrap(objects.first { $0.className == "NSTableView" })
        return (objects, scroll, table)
    }

    func test_table_archivesColumnsSpacingColoursAndFlags() throws {
        let table = try compiled().table
        XCTAssertEqual(table["NSTableColumns"]?.elements.map { $0.string("NSIdentifier") }, ["name", "AutomaticTableColumnIdentifier.1"])
        XCTAssertEqual(table.value("NSIntercellSpacingWidth"), .double(3))
        XCTAssertEqual(table.value("NSRowHeight"), .double(17))
        XCTAssertEqual(table["NSGridColor"]?.string("NSColorName"), "gridColor")
        // Apple's value in test_table_header.nib: reordering, resizing, empty selection,
        // autosaved columns, alternating rows, and the tiling bit of a scroll view without
        // predominant-axis scrolling.
        XCTAssertEqual(table.value("NSTvFlags"), .integer(-744_488_960, byteCount: 8))
        XCTAssertEqual(table.value("NSColumnAutoresizingStyle"), .integer(4, byteCount: 1))
        XCTAssertEqual(table.value("NSControlSendActionMask"), .integer(0, byteCount: 1))
        XCTAssertNil(table.value("NSHuggingPriority"), "a table keeps its class's hugging priorities")
        XCTAssertNil(table.value("NSCell"), "data cells belong to their columns, not the table")
        XCTAssertEqual(table.value("NSControlTextAlignment"), .integer(0, byteCount: 1), "no control keys taken from a data cell")
    }

    func test_columns_widthsCellsResizingAndSortPrototype() throws {
        let (objects, _, table) = try compiled()
        let columns = try XCTUnwrap(table["NSTableColumns"]).elements
        XCTAssertEqual(columns[0].value("NSWidth"), .double(100))
        XCTAssertEqual(columns[0].value("NSResizingMask"), .integer(3, byteCount: 1))
        XCTAssertEqual(columns[0].value("NSIsEditable"), .bool(true))
        XCTAssertNil(columns[1].value("NSResizingMask"))
        XCTAssertNil(columns[1].value("NSIsEditable"))
        XCTAssertEqual(columns[0]["NSTableView"]?.index, table.index)
        let sort = try XCTUnwrap(columns[0]["NSSortDescriptorPrototype"])
        XCTAssertEqual(sort.string("NSKey"), "name")
        XCTAssertEqual(sort.string("NSSelector"), "compare:")
        // Data cells: their class's keys, the table as control view, listed under the column.
        let text = try XCTUnwrap(columns[0]["NSDataCell"])
        XCTAssertEqual(text.value("NSCellFlags"), .integer(337_641_537, byteCount: 4))
        XCTAssertEqual(text["NSControlView"]?.index, table.index)
        let image = try XCTUnwrap(columns[1]["NSDataCell"])
        XCTAssertEqual(image.className, "NSImageCell")
        XCTAssertEqual(image.value("NSCellFlags"), .integer(67_108_864, byteCount: 4), "an image cell with a font is a text-type cell")
        XCTAssertNotNil(image["NSSupport"])
        let listed = objects.map(\.index)
        XCTAssertLessThan(try XCTUnwrap(listed.firstIndex(of: columns[0].index)), try XCTUnwrap(listed.firstIndex(of: text.index)))
    }

    func test_headerCells_useTheHeaderFontWhateverTheDocumentSays() throws {
        let columns = try XCTUnwrap(compiled().table["NSTableColumns"]).elements
        let cells = columns.compactMap { $0["NSHeaderCell"] }
        XCTAssertEqual(cells.map(\.className), ["NSTableHeaderCell", "NSTableHeaderCell"])
        XCTAssertEqual(cells[0].value("NSCellFlags"), .integer(75_497_536, byteCount: 4))
        XCTAssertEqual(cells[0].value("NSCellFlags2"), .integer(2048, byteCount: 2))
        XCTAssertEqual(cells[0]["NSSupport"]?.index, cells[1]["NSSupport"]?.index, "one shared header font")
        let font = try XCTUnwrap(cells[1]["NSSupport"])
        XCTAssertEqual(font.value("NSSize"), .double(11))
        XCTAssertEqual(font.value("NSfFlags"), .integer(16, byteCount: 1))
        let descriptor = try XCTUnwrap(font["NSTextStyleDescriptor"])
        XCTAssertEqual(descriptor.value("NSFontDescriptorOptions"), .integer(2_147_517_444, byteCount: 8))
        XCTAssertTrue(try XCTUnwrap(descriptor["NSFontDescriptorAttributes"]).elements.contains { $0.text == "UICTFontTextStyleSubhead" })
    }

    func test_scrollView_showsTheHeaderInItsOwnClipViewAndTheCornerView() throws {
        let (objects, scroll, table) = try compiled()
        let subviews = try XCTUnwrap(scroll["NSSubviews"]).elements
        XCTAssertEqual(subviews.map(\.className), ["NSClipView", "NSClipView", "NSScroller", "_NSCornerView", "NSScroller"])
        let header = try XCTUnwrap(table["NSHeaderView"])
        XCTAssertEqual(header.className, "NSTableHeaderView")
        XCTAssertEqual(header["NSTableView"]?.index, table.index)
        let headerClip = try XCTUnwrap(scroll["NSHeaderClipView"])
        XCTAssertEqual(headerClip.index, subviews[1].index)
        XCTAssertEqual(headerClip["NSDocView"]?.index, header.index)
        XCTAssertEqual(headerClip.string("NSFrame"), "{{1, 1}, {378, 23}}")
        XCTAssertNil(headerClip.value("NSBGColor"))
        XCTAssertEqual(scroll["NSContentView"]?.string("NSBounds"), "{{0, -23}, {378, 198}}", "the rows scroll under the header")
        let corner = try XCTUnwrap(scroll["NSCornerView"])
        XCTAssertEqual(corner.index, table["NSCornerView"]?.index)
        XCTAssertEqual(corner.value("NSvFlags"), .integer(-2_147_483_392, byteCount: 8))
        XCTAssertEqual(corner.string("NSFrameSize"), "{17, 28}")
        // Apple's flags: no table bit without predominant-axis scrolling; line scroll = row + spacing.
        XCTAssertEqual(scroll.value("NSsFlags"), .integer(133_650, byteCount: 4))
        XCTAssertEqual(scroll.value("NSScrollAmts"), .data([0x41, 0x20, 0, 0, 0x41, 0x20, 0, 0, 0x41, 0x98, 0, 0, 0x41, 0x98, 0, 0]))
        // The header view is listed last, under the scroll view; its clip and the corner are not listed.
        XCTAssertEqual(objects.last?.index, header.index)
        XCTAssertFalse(objects.contains { $0.index == headerClip.index || $0.index == corner.index })
        XCTAssertEqual(subviews[2].value("NSViewIsLayerTreeHost"), .bool(true))
        XCTAssertEqual(subviews[2].keys.filter { $0 == "NSViewIsLayerTreeHost" }.count, 1)
    }

    func test_outlineView_indentationAutoresizingAndItsTiledFlags() throws {
        let outline = Self.tableInScrollView
            .replacingOccurrences(of: "<tableView verticalHuggingPriority=\"750\" columnAutoresizingStyle=\"lastColumnOnly\" alternatingRowBackgroundColors=\"YES\" multipleSelection=\"NO\"",
                                  with: "<outlineView allowsExpansionToolTips=\"YES\" indentationPerLevel=\"16\" outlineTableColumn=\"13\"")
            .replacingOccurrences(of: "</tableView>", with: "</outlineView>")
            .replacingOccurrences(of: " usesPredominantAxisScrolling=\"NO\"", with: "")
        let objects = try compiledCocoaObjects(cocoaDocument(outline), path: "outline.xib").objects
        let view = try XCTUnwrap(objects.first { $0.className == "NSOutlineView" })
        XCTAssertEqual(view.value("NSOutlineViewIndentationPerLevelKey"), .float(16))
        XCTAssertEqual(view.value("NSOutlineViewAutoresizesOutlineColumnKey"), .bool(false))
        XCTAssertEqual(view.value("NSOutineViewStronglyReferencesItems"), .bool(true))
        XCTAssertEqual(view.value("NSControlAllowsExpansionToolTips"), .bool(true))
        XCTAssertNil(view.value("NSOutlineViewIndentationMarkerFollowsCellKey"))
        // A marker that does not follow the cell is archived (Transmission's MainMenu.nib).
        let marker = try compiledCocoaObjects(cocoaDocument(outline.replacingOccurrences(of: "indentationPerLevel=\"16\"", with: "indentationPerLevel=\"16\" indentationMarkerFollowsCell=\"NO\"")),
                                              path: "marker.xib").objects.first { $0.className == "NSOutlineView" }
        XCTAssertEqual(marker?.value("NSOutlineViewIndentationMarkerFollowsCellKey"), .bool(false))
        // Uniform autoresizing (0x8000) and both tiling bits under predominant-axis scrolling,
        // which also sets the scroll view's table bit (0x80), as in test_table_uniform_header.nib.
        let flags = try XCTUnwrap(view.value("NSTvFlags")?.integerValue)
        XCTAssertEqual(UInt32(truncatingIfNeeded: flags) & 0x0060_8000, 0x0060_8000)
        let scroll = try XCTUnwrap(objects.first { $0.className == "NSScrollView" })
        XCTAssertEqual((scroll.value("NSsFlags")?.integerValue ?? 0) & 0x80, 0x80)
    }

    /// AppKit's tiling under predominant-axis scrolling with a shown vertical scroller, as in
    /// Apple's test_table_header_first_col.nib: the clip view loses the scroller's legacy 17
    /// points, the scroller sits at the right edge below the header, and the table and its
    /// header are as wide as the columns and spacing plus 32.
    func test_tiling_underPredominantAxisScrolling() throws {
        let tiled = Self.tableInScrollView
            .replacingOccurrences(of: " usesPredominantAxisScrolling=\"NO\"", with: "")
            .replacingOccurrences(of: "<scroller key=\"verticalScroller\" hidden=\"YES\"", with: "<scroller key=\"verticalScroller\"")
        let objects = try compiledCocoaObjects(cocoaDocument(tiled), path: "tiled.xib").objects
        let scroll = try XCTUnwrap(objects.first { $0.className == "NSScrollView" })
        let table = try XCTUnwrap(objects.first { $0.className == "NSTableView" })
        XCTAssertEqual(scroll["NSContentView"]?.string("NSFrame"), "{{1, 1}, {361, 198}}")
        XCTAssertEqual(scroll["NSContentView"]?.string("NSBounds"), "{{0, -23}, {361, 198}}")
        XCTAssertEqual(scroll["NSHeaderClipView"]?.string("NSFrame"), "{{1, 1}, {361, 23}}")
        XCTAssertEqual(table.string("NSFrameSize"), "{375, 175}", "100 + 240 + 3 + 32")
        XCTAssertEqual(table["NSHeaderView"]?.string("NSFrameSize"), "{375, 23}")
        XCTAssertEqual(scroll["NSVScroller"]?.string("NSFrame"), "{{362, 24}, {17, 175}}")
        XCTAssertEqual(scroll["NSHScroller"]?.value("NSEnabled"), .bool(true))
        XCTAssertEqual(scroll["NSCornerView"]?.string("NSFrame"), "{{362, 1}, {18, 23}}")
    }

    /// A view-based table keeps each prototype cell view as a nib of its own, by identifier,
    /// as in Apple's outline_cellview.nib and HSChooserWindow.nib; its own nib also holds
    /// the prototype, listed under its column.
    func test_viewBasedTable_keepsEachPrototypeCellViewAsANib() throws {
        let viewBased = Self.tableInScrollView
            .replacingOccurrences(of: "multipleSelection=\"NO\" headerView", with: "multipleSelection=\"NO\" viewBased=\"YES\" headerView")
            .replacingOccurrences(of: "<tableColumnResizingMask key=\"resizingMask\" resizeWithTable=\"YES\" userResizable=\"YES\"/>", with: """
                <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                <prototypeCellViews>
                    <tableCellView identifier="Zebra" id="30">
                        <rect key="frame" x="1" y="1" width="100" height="17"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <textField verticalHuggingPriority="750" id="31">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="17"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                <textFieldCell key="cell" lineBreakMode="truncatingTail" title="Table View Cell" id="32">
                                    <font key="font" metaFont="system"/>
                                </textFieldCell>
                            </textField>
                        </subviews>
                        <connections>
                            <outlet property="textField" destination="31" id="33"/>
                        </connections>
                    </tableCellView>
                    <tableCellView id="34">
                        <rect key="frame" x="1" y="20" width="100" height="17"/>
                    </tableCellView>
                </prototypeCellViews>
                """)
        let (graph, objects) = try compiledCocoaObjects(cocoaDocument(viewBased), path: "view-based.xib")
        let table = try XCTUnwrap(objects.first { $0.className == "NSTableView" })
        XCTAssertEqual(table["NSSubviews"]?.elements.count, 0, "a view-based table archives an empty subview list")
        let reusable = try XCTUnwrap(table["NSTableViewArchivedReusableViewsKey"]).elements
        // Sorted by identifier: the cell view's own, else its column's.
        XCTAssertEqual(stride(from: 0, to: reusable.count, by: 2).map { reusable[$0].text }, ["Zebra", "name"])
        let nib = reusable[1]
        XCTAssertEqual(nib.className, "NSNib")
        XCTAssertEqual(nib.value("NSNibFileIsKeyed"), .bool(true))
        guard case .data(let bytes)? = nib["NSNibFileData"]?.value("NS.bytes") else { return XCTFail("no nested nib data") }
        let nested = try CompiledNibFile(bytes: bytes).graph
        let nestedObjects = try XCTUnwrap(GraphCursor(nested)["IB.objectdata"]?["NSObjectsKeys"]).elements
        XCTAssertEqual(nestedObjects.map(\.className), ["NSTableCellView", "NSTextField", "NSTextFieldCell", "NSCustomObject"])
        XCTAssertEqual(nestedObjects[0].string("NSReuseIdentifierKey"), "Zebra")
        XCTAssertEqual(nestedObjects[3].string("NSClassName"), "NSApplication")
        let nestedConnections = try XCTUnwrap(GraphCursor(nested)["IB.objectdata"]?["NSConnections"]).elements
        XCTAssertEqual(nestedConnections.map { $0.string("NSLabel") }, ["textField"])
        // The table's own nib lists the prototypes under their column, with the outlet.
        let column = try XCTUnwrap(objects.first { $0.className == "NSTableColumn" })
        let values = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"]?["NSObjectsValues"]).elements
        let cellViews = objects.enumerated().filter { $0.element.className == "NSTableCellView" }
        XCTAssertEqual(cellViews.count, 2)
        XCTAssertTrue(cellViews.allSatisfy { values[$0.offset].index == column.index })
        // Its own identifier stays with a cell view everywhere (HSChooserWindow.nib); a cell
        // view without one has its column's only in its nib.
        XCTAssertEqual(cellViews.first?.element.string("NSReuseIdentifierKey"), "Zebra")
        XCTAssertNil(cellViews.last?.element.value("NSReuseIdentifierKey"))
    }

    /// A hidden vertical scroller placed off the view: AppKit sizes the columns for a shown
    /// legacy scroller (17 + 4 × 3 points fewer, shared by width among the columns that resize
    /// with the table under uniform resizing), as in Apple's test_table_mult_sel_no.nib
    /// (178 + 172 → 163 + 158); a bordered table's regular scrollers are not layer-backed there.
    func test_offscreenHiddenScroller_narrowsTheColumns() throws {
        let document = Self.tableInScrollView
            .replacingOccurrences(of: " columnAutoresizingStyle=\"lastColumnOnly\"", with: "")
            .replacingOccurrences(of: "</imageCell>", with: "</imageCell><tableColumnResizingMask key=\"resizingMask\" resizeWithTable=\"YES\" userResizable=\"YES\"/>")
            .replacingOccurrences(of: "width=\"100\" minWidth=\"40\"", with: "width=\"178\" minWidth=\"40\"")
            .replacingOccurrences(of: "width=\"240\" minWidth=\"40\"", with: "width=\"172\" minWidth=\"40\"")
            .replacingOccurrences(of: "<rect key=\"frame\" x=\"364\" y=\"24\" width=\"15\" height=\"210\"/>", with: "<rect key=\"frame\" x=\"-100\" y=\"-100\" width=\"15\" height=\"210\"/>")
            .replacingOccurrences(of: " wantsLayer=\"YES\" verticalHuggingPriority=\"750\"", with: " verticalHuggingPriority=\"750\"")
        let objects = try compiledCocoaObjects(cocoaDocument(document), path: "narrow.xib").objects
        let table = try XCTUnwrap(objects.first { $0.className == "NSTableView" })
        XCTAssertEqual(table["NSTableColumns"]?.elements.map { $0.value("NSWidth") }, [.double(163), .double(158)])
        let scroll = try XCTUnwrap(objects.first { $0.className == "NSScrollView" })
        XCTAssertNil(scroll["NSVScroller"]?.value("NSViewIsLayerTreeHost"))
    }

    /// Columns that end within a legacy scroller and three spacings of the clip view's edge
    /// (17 + 3 × 3 points) are fitted to end three spacings before it, by the autoresizing
    /// style, and the table keeps 0x00400000 instead of 0x00200000 in `NSTvFlags`: Apple's
    /// scrollview_table.nib narrows [20, 115] to [20, 106] in a 141-point clip view, and
    /// sv16b.nib widens 542 to 556 in a 568-point one.
    func test_columnsNearTheClipEdge_areFittedThreeSpacingsBeforeIt() throws {
        func compiledColumns(lastWidth: String, uniform: Bool = false) throws -> (widths: [ArchivedValue?]?, flags: Int64?) {
            var document = Self.tableInScrollView
                .replacingOccurrences(of: "width=\"240\" minWidth=\"40\"", with: "width=\"\(lastWidth)\" minWidth=\"40\"")
            if uniform { document = document.replacingOccurrences(of: " columnAutoresizingStyle=\"lastColumnOnly\"", with: "") }
            let objects = try compiledCocoaObjects(cocoaDocument(document), path: "fit.xib").objects
            let table = try XCTUnwrap(objects.first { $0.className == "NSTableView" })
            return (table["NSTableColumns"]?.elements.map { $0.value("NSWidth") }, table.value("NSTvFlags")?.integerValue)
        }
        // 100 + 272 + 2 × 3 = 378, the clip's width: the last column gives up 9 points.
        let narrowed = try compiledColumns(lastWidth: "272")
        XCTAssertEqual(narrowed.widths, [.double(100), .double(263)])
        XCTAssertEqual((narrowed.flags ?? 0) & 0x0060_0000, 0x0040_0000)
        // 100 + 250 + 6 = 356 ends 22 points before the edge: the last column grows by 13.
        XCTAssertEqual(try compiledColumns(lastWidth: "250").widths, [.double(100), .double(263)])
        // Uniform resizing changes only the columns that resize with the table (Apple's
        // test_outline_small_sv.nib: 231 → 218, its other columns unchanged).
        XCTAssertEqual(try compiledColumns(lastWidth: "272", uniform: true).widths, [.double(91), .double(272)])
        // 32 points from the edge is outside the band: nothing changes, and 0x00200000 stays.
        let untouched = try compiledColumns(lastWidth: "240")
        XCTAssertEqual(untouched.widths, [.double(100), .double(240)])
        XCTAssertEqual((untouched.flags ?? 0) & 0x0060_0000, 0x0020_0000)
    }

    /// Newer documents write the grid as `<tableViewGridLines key="gridStyleMask" .../>`:
    /// Apple's test_table_vignettes.nib archives `NSGridStyleMask` 3 and the grid bit
    /// 0x20000000 for vertical and horizontal lines. A table that filled its clip view below
    /// the header fills the tiled one (131 points there, not the document's 132).
    func test_gridLinesElement_andTableHeightAfterTiling() throws {
        let document = Self.tableInScrollView
            .replacingOccurrences(of: "<color key=\"gridColor\"", with: "<tableViewGridLines key=\"gridStyleMask\" vertical=\"YES\" horizontal=\"YES\"/><color key=\"gridColor\"")
            .replacingOccurrences(of: "<rect key=\"frame\" x=\"1\" y=\"1\" width=\"378\" height=\"198\"/>", with: "<rect key=\"frame\" x=\"1\" y=\"0.0\" width=\"378\" height=\"199\"/>")
            .replacingOccurrences(of: "width=\"378\" height=\"175\"", with: "width=\"378\" height=\"176\"")
        let objects = try compiledCocoaObjects(cocoaDocument(document), path: "grid.xib").objects
        let table = try XCTUnwrap(objects.first { $0.className == "NSTableView" })
        XCTAssertEqual(table.value("NSGridStyleMask")?.integerValue, 3)
        XCTAssertEqual((table.value("NSTvFlags")?.integerValue ?? 0) & 0x2000_0000, 0x2000_0000)
        XCTAssertEqual(table.string("NSFrameSize"), "{378, 175}")
    }

    /// In the nib of a prototype cell view an image cell animates unless the document says
    /// not to, as in storyboards; the copy in the table's own nib keeps the document's value
    /// (Apple's HSChooserWindow.nib and Transmission's MainMenu.nib: `NSAnimates` true in
    /// each of their 11 cell-view nibs, false in the tables' nibs).
    func test_prototypeCellViewNib_imageCellsAnimate() throws {
        let document = Self.tableInScrollView
            .replacingOccurrences(of: "multipleSelection=\"NO\"", with: "multipleSelection=\"NO\" viewBased=\"YES\"")
            .replacingOccurrences(of: "<sortDescriptor key=\"sortDescriptorPrototype\" sortKey=\"name\" ascending=\"YES\" selector=\"compare:\"/>", with: """
                <prototypeCellViews>
                    <tableCellView identifier="Icon" id="30">
                        <rect key="frame" x="1" y="1" width="100" height="17"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <imageView id="31">
                                <rect key="frame" x="0.0" y="0.0" width="17" height="17"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="32"/>
                            </imageView>
                        </subviews>
                    </tableCellView>
                </prototypeCellViews>
                """)
        let objects = try compiledCocoaObjects(cocoaDocument(document), path: "cells.xib").objects
        let listed = try XCTUnwrap(objects.first { $0.className == "NSImageCell" && $0["NSControlView"]?.className == "NSImageView" })
        XCTAssertEqual(listed.value("NSAnimates"), .bool(false))
        let table = try XCTUnwrap(objects.first { $0.className == "NSTableView" })
        let nib = try XCTUnwrap(table["NSTableViewArchivedReusableViewsKey"]?.elements.last?["NSNibFileData"]?.value("NS.bytes"))
        guard case .data(let bytes) = nib else { return XCTFail("no nested nib") }
        let nested = try CompiledNibFile(bytes: bytes).graph
        let cell = try XCTUnwrap(nested.objects.firstIndex { $0.className == "NSImageCell" })
        XCTAssertEqual(GraphCursor(nested, cell).value("NSAnimates"), .bool(true))
    }
}
