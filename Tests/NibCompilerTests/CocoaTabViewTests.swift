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

    /// The selected item's key view loop, as in Apple's nkv_overlap.nib: tab view → item
    /// view → its views (entirely above first; overlapping vertically, further left first)
    /// → back to the tab view. A tab view without a font archives the small system font.
    func test_selectedItem_keyViewLoop() throws {
        func button(_ title: String, _ x: Int, _ y: Int, _ height: Int = 18) -> String {
            """
            <button id="\(title)"><rect key="frame" x="\(x)" y="\(y)" width="80" height="\(height)"/>
                <buttonCell key="cell" type="check" title="\(title)" bezelStyle="regularSquare" imagePosition="left" id="\(title)c"><font key="font" metaFont="system"/></buttonCell>
            </button>
            """
        }
        let objects = try compiledCocoaObjects(cocoaDocument("""
            <customView id="1">
                <rect key="frame" x="0.0" y="0.0" width="500" height="500"/>
                <subviews>
                    <tabView id="TV">
                        <rect key="frame" x="10" y="10" width="480" height="480"/>
                        <tabViewItems>
                            <tabViewItem label="One" identifier="one" id="TI">
                                <view key="view" id="V">
                                    <rect key="frame" x="10" y="33" width="460" height="434"/>
                                    <subviews>
                                        \(button("E", 20, 100)) \(button("D", 20, 210)) \(button("C", 20, 230)) \(button("B", 260, 245, 25)) \(button("A", 20, 250))
                                    </subviews>
                                </view>
                            </tabViewItem>
                        </tabViewItems>
                    </tabView>
                </subviews>
            </customView>
            """), path: "keys.xib").objects
        let tabView = try XCTUnwrap(objects.first { $0.className == "NSTabView" })
        var titles: [String] = []
        var current = tabView["NSNextKeyView"]
        while let view = current, view.index != tabView.index, titles.count < 10 {
            titles.append(view["NSCell"]?.string("NSContents") ?? view.className ?? "?")
            current = view["NSNextKeyView"]
        }
        XCTAssertEqual(titles, ["NSView", "A", "C", "B", "D", "E"])
        XCTAssertEqual(tabView["NSFont"]?.value("NSSize"), .double(11))
    }
}
