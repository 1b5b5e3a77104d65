import NibArchive
import NibCompiler
import XCTest

/// `<tabView>` compiles to `NSTabView`; only the selected item's view is in the hierarchy.
final class CocoaTabViewTests: XCTestCase {
    private func tabViews() throws -> (tabs: GraphCursor, bare: GraphCursor) {
        let subviews = try hostedSubviews("mac-tabs.xib", classes: ["NSTabView", "NSTabView"]).subviews
        return (subviews[0], subviews[1])
    }

    func test_tabView_itemsSelectionAndSelectedViewAsOnlySubview() throws {
        let (tabs, _) = try tabViews()
        let items = try XCTUnwrap(tabs["NSTabViewItems"]).elements
        XCTAssertEqual(items.map(\.className), ["NSTabViewItem", "NSTabViewItem"])
        XCTAssertEqual(items.map { $0.string("NSLabel") }, ["General", "Advanced"])
        XCTAssertEqual(items.map { $0.string("NSIdentifier") }, ["general", "advanced"])
        for item in items { XCTAssertEqual(item["NSTabView"]?.index, tabs.index) }
        // initialItem picks the second item.
        XCTAssertEqual(tabs["NSSelectedTabViewItem"]?.index, items[1].index)
        let selectedView = try XCTUnwrap(items[1]["NSView"])
        XCTAssertEqual(tabs["NSSubviews"]?.elements.map(\.index), [selectedView.index])
        XCTAssertEqual(tabs["NSNextKeyView"]?.index, selectedView.index)
        XCTAssertEqual(selectedView["NSSuperview"]?.index, tabs.index)
        // The other page is outside the hierarchy.
        let otherView = try XCTUnwrap(items[0]["NSView"])
        XCTAssertEqual(otherView.value("NSNextResponder"), .null)
        XCTAssertNil(otherView.value("NSSuperview"))
        XCTAssertEqual(items[0]["NSColor"]?.string("NSColorName"), "controlColor")
    }

    func test_tabView_typeFlagsFontAndBackground() throws {
        let (tabs, bare) = try tabViews()
        XCTAssertEqual(tabs.value("NSTvFlags"), .integer(2, byteCount: 1))
        XCTAssertEqual(tabs["NSFont"]?.value("NSSize"), .double(11))
        XCTAssertEqual(tabs.value("NSAllowTruncatedLabels"), .bool(true))
        XCTAssertEqual(tabs.value("NSDrawsBackground"), .bool(true))
        XCTAssertEqual(bare.value("NSTvFlags"), .integer(6, byteCount: 1))
        XCTAssertEqual(bare.value("NSAllowTruncatedLabels"), .bool(false))
        XCTAssertNil(bare.value("NSDrawsBackground"))
        XCTAssertEqual(bare["NSTabViewItems"]?.elements.count, 0)
        XCTAssertEqual(bare["NSSubviews"]?.elements.count, 0)
        XCTAssertNil(bare.value("NSSelectedTabViewItem"))
    }
}
