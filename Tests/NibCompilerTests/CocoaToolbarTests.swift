import NibArchive
import NibCompiler
import XCTest

/// `<toolbar>` compiles to the window template's `NSViewClass` toolbar, with its items.
final class CocoaToolbarTests: XCTestCase {
    private func compiledWindow() throws -> (data: GraphCursor, window: GraphCursor, toolbar: GraphCursor) {
        let graph = try compiledGraph("mac-toolbar.xib")
        let data = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"])
        let window = try XCTUnwrap(data["NSVisibleWindows"]?.elements.first)
        let toolbar = try XCTUnwrap(window["NSViewClass"])
        return (data, window, toolbar)
    }

    func test_toolbar_isWindowViewClassWithModesAndItemLists() throws {
        let (data, window, toolbar) = try compiledWindow()
        XCTAssertEqual(toolbar.className, "NSToolbar")
        XCTAssertEqual(toolbar.string("NSToolbarIdentifier"), "EditorToolbar")
        XCTAssertEqual(toolbar.value("NSToolbarDisplayMode"), .integer(2, byteCount: 1))
        XCTAssertEqual(toolbar.value("NSToolbarSizeMode"), .integer(2, byteCount: 1))
        XCTAssertEqual(toolbar.value("NSToolbarAutosavesConfiguration"), .bool(false))
        XCTAssertEqual(toolbar.value("NSToolbarAllowsUserCustomization"), .bool(true))
        XCTAssertEqual(toolbar.value("NSToolbarPrefersToBeShown"), .bool(true))
        let allowed = try XCTUnwrap(toolbar["NSToolbarIBAllowedItems"]).elements
        XCTAssertEqual(allowed.map(\.className), ["NSToolbarItem", "NSToolbarFlexibleSpaceItem", "NSToolbarSpaceItem"])
        XCTAssertEqual(toolbar["NSToolbarIBDefaultItems"]?.elements.map(\.index), [allowed[2].index, allowed[0].index])
        XCTAssertEqual(toolbar["NSToolbarIBSelectableItems"]?.elements.count, 0)
        let identified = try XCTUnwrap(toolbar["NSToolbarIBIdentifiedItems"])
        XCTAssertEqual(identified.className, "NSMutableDictionary")
        let pairs = identified.elements
        XCTAssertEqual(pairs.count, 6)
        XCTAssertEqual(pairs.first?.text, "Run")  // the explicit identifier wins
        XCTAssertEqual(pairs.dropFirst().first?.index, allowed[0].index)
        // With a toolbar the frame's min / max sizes are left out; the content size stays.
        XCTAssertNil(window.value("NSMaxSize"))
        XCTAssertNil(window.value("NSMinSize"))
        XCTAssertEqual(window.string("NSWindowContentMinSize"), "{200, 150}")
        // Listed after the content view, with the window as parent; items under the toolbar.
        let keys = try XCTUnwrap(data["NSObjectsKeys"]).elements
        let values = try XCTUnwrap(data["NSObjectsValues"]).elements
        let toolbarSlot = try XCTUnwrap(keys.firstIndex { $0.index == toolbar.index })
        XCTAssertEqual(keys[toolbarSlot - 1].className, "NSView")
        XCTAssertEqual(values[toolbarSlot].index, window.index)
        XCTAssertEqual(values[toolbarSlot + 1].index, toolbar.index)
    }

    func test_toolbarItems_customViewItemAndStandardSpaces() throws {
        let (_, _, toolbar) = try compiledWindow()
        let allowed = try XCTUnwrap(toolbar["NSToolbarIBAllowedItems"]).elements
        let run = allowed[0]
        XCTAssertEqual(run.string("NSToolbarItemIdentifier"), "Run")
        XCTAssertEqual(run.string("NSToolbarItemLabel"), "Run")
        XCTAssertEqual(run.string("NSToolbarItemPaletteLabel"), "Run Script")
        XCTAssertEqual(run.string("NSToolbarItemToolTip"), "")
        XCTAssertEqual(run.string("NSToolbarItemTitle"), "Go")
        XCTAssertEqual(run.value("NSToolbarItemBordered"), .bool(true))
        XCTAssertEqual(run.string("NSToolbarItemMinSize"), "{40, 24}")
        XCTAssertEqual(run.string("NSToolbarItemMaxSize"), "{60, 24}")
        XCTAssertEqual(run.value("NSToolbarItemTag"), .integer(0, byteCount: 1))
        XCTAssertNil(run.value("NSToolbarItemMenuFormRepresentation"))
        let button = try XCTUnwrap(run["NSToolbarItemView"])
        XCTAssertEqual(button.className, "NSButton")
        XCTAssertEqual(button.value("NSNextResponder"), .null)
        XCTAssertNil(button.value("NSSuperview"))

        let flexible = allowed[1], space = allowed[2]
        XCTAssertEqual(flexible.string("NSToolbarItemPaletteLabel"), "Flexible Space")
        XCTAssertEqual(flexible.string("NSToolbarItemMaxSize"), "{20000, 24}")
        XCTAssertEqual(space.string("NSToolbarItemPaletteLabel"), "Space")
        XCTAssertEqual(space.string("NSToolbarItemMaxSize"), "{8, 24}")
        for standard in [flexible, space] {
            XCTAssertEqual(standard.value("NSToolbarItemToolTip"), .null)
            XCTAssertEqual(standard.value("NSToolbarItemTag"), .integer(-1, byteCount: 8))
            let separator = try XCTUnwrap(standard["NSToolbarItemMenuFormRepresentation"])
            XCTAssertEqual(separator.value("NSIsSeparator"), .bool(true))
            XCTAssertEqual(separator.value("NSIsDisabled"), .bool(true))
            XCTAssertEqual(separator.value("NSKeyEquivModMask"), .integer(1 << 20, byteCount: 4))
        }
    }
}
