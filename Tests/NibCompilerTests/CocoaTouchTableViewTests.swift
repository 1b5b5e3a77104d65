import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// Table views as ibtool 13 archives them, learned from DuckDuckGo's privacy dashboard
/// (Xcode 13.2): selection off, no separators, the content size of a grouped table whose
/// section headers size themselves.
final class CocoaTouchTableViewTests: XCTestCase {
    func table(_ attributes: String, header: Bool = true, children: String = "", release: String = "13.2") throws -> GraphCursor {
        let headerView = header ? #"<view key="tableHeaderView" contentMode="scaleToFill" id="header"><rect key="frame" x="0.0" y="0.0" width="414" height="200"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></view>"# : ""
        let text = cocoaTouchDocument(toolsVersion: "19529", """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="grouped" \(attributes) id="table">
                <rect key="frame" x="0.0" y="0.0" width="414" height="648"/>
                \(headerView)
                \(children)
            </tableView>
            """)
        return try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: release))["UINibTopLevelObjectsKey"]?.elements.last)
    }

    func contentHeight(_ table: GraphCursor) -> Double? {
        guard case .data(let bytes) = table.value("UIContentSize"), bytes.count == 17 else { return nil }
        return Double(bitPattern: bytes[9..<17].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    }

    func test_aCellsOwnConstraints_areListedAfterItsContentViews_butKeptByTheCell() throws {
        // DuckDuckGo's privacy dashboard (Xcode 13.2): a cell holding its stack view's width.
        let text = cocoaTouchDocument(toolsVersion: "19529", """
            <tableViewCell contentMode="scaleToFill" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                    <subviews><stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack"><rect key="frame" x="20" y="0.0" width="374" height="44"/></stackView></subviews>
                    <constraints><constraint firstItem="stack" firstAttribute="top" secondItem="content" secondAttribute="top" id="top"/></constraints>
                </tableViewCellContentView>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="width" constant="374" id="width"/>
                </constraints>
            </tableViewCell>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
        let listed = try XCTUnwrap(root["UINibObjectsKey"]).elements.dropFirst(2)
        XCTAssertEqual(listed.map(\.className), ["UITableViewCell", "UITableViewCellContentView", "UIStackView", "NSLayoutConstraint", "NSLayoutConstraint"])
        XCTAssertEqual(Array(listed)[4].value("NSConstant"), .double(374), "the cell's own constraint last")
        let cell = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last)
        XCTAssertEqual(cell["UIViewAutolayoutConstraints"]?.elements.map { $0.index }, [Array(listed)[4].index])
    }

    /// A cell without a background of its own gets UIKit's system background view when it
    /// selects nothing, and also when it selects in blue (DuckDuckGo's tracker network and
    /// practices cells, Xcode 13.2); with the default selection style it gets none.
    func test_aCellWithoutBackground_getsTheSystemBackgroundView_unlessItSelectsByDefault() throws {
        func cell(selectionStyle: String, background: String = "") throws -> GraphCursor {
            let text = cocoaTouchDocument(toolsVersion: "19529", """
                <tableViewCell contentMode="scaleToFill" selectionStyle="\(selectionStyle)" indentationWidth="10" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="25"/>
                    <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="25"/>
                    </tableViewCellContentView>
                    \(background)
                </tableViewCell>
                """)
            return try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))["UINibTopLevelObjectsKey"]?.elements.last)
        }
        for style in ["none", "blue"] {
            let compiled = try cell(selectionStyle: style)
            XCTAssertEqual(compiled["UISystemBackgroundView"]?.className, "_UISystemBackgroundView", style)
            XCTAssertEqual(compiled["UIBackgroundColor"]?.string("UISystemColorName"), "tableCellPlainBackgroundColor", style)
            XCTAssertEqual(compiled.value("UIDidEncodeCompatibilityBackgroundColor"), .bool(true), style)
        }
        let byDefault = try cell(selectionStyle: "default")
        XCTAssertEqual(byDefault.value("UISystemBackgroundView"), .null)
        XCTAssertNil(byDefault.value("UIBackgroundColor"))
        let coloured = try cell(selectionStyle: "blue", background: #"<color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>"#)
        XCTAssertEqual(coloured.value("UISystemBackgroundView"), .null)
    }

    func test_aTableWithoutSeparatorsOrSelection() throws {
        let table = try table(#"separatorStyle="none" allowsSelection="NO" rowHeight="25" sectionHeaderHeight="18" sectionFooterHeight="18""#)
        XCTAssertEqual(table.value("UIAllowsSelection"), .bool(false))
        XCTAssertEqual(table.value("UISeparatorStyleIOS9AndLater"), .integer(0, byteCount: 1))
        XCTAssertNil(table.value("UISeparatorStyle"))
        XCTAssertNil(table.value("UISeparatorStyleIOS5AndLater"))
        let lined = try self.table(#"separatorStyle="default" rowHeight="25" sectionHeaderHeight="18" sectionFooterHeight="18""#)
        XCTAssertEqual(lined.value("UISeparatorStyle"), .integer(1, byteCount: 1))
        XCTAssertNil(lined.value("UIAllowsSelection"))
        // Xcode 8's classic keys alike (a weather app's forecast table, 8.2.1).
        let eight = try self.table(#"separatorStyle="none" allowsSelection="NO" rowHeight="80""#, header: false, release: "8.2.1")
        XCTAssertEqual(eight.value("UIAllowsSelection"), .bool(false))
        XCTAssertEqual(eight.value("UISeparatorStyleIOS9AndLater"), .integer(0, byteCount: 1))
        XCTAssertNil(eight.value("UISeparatorStyle"))
        XCTAssertNil(eight.value("UISeparatorStyleIOS5AndLater"))
    }

    func test_aTableAllowingMultipleSelection_archivesIt_andAPlainOneDoesNot() throws {
        // UIKit's UITableView keys; no Apple-compiled document in the corpora allows it.
        let table = try table(#"allowsMultipleSelection="YES" allowsMultipleSelectionDuringEditing="YES" rowHeight="44""#)
        XCTAssertEqual(table.value("UIAllowsMultipleSelection"), .bool(true))
        XCTAssertEqual(table.value("UIAllowsMultipleSelectionDuringEditing"), .bool(true))
        let single = try self.table(#"rowHeight="44""#)
        XCTAssertNil(single.value("UIAllowsMultipleSelection"))
        XCTAssertNil(single.value("UIAllowsMultipleSelectionDuringEditing"))
    }

    func test_theSectionIndexColoursAndThreshold_areArchived() throws {
        // Keys as xibdump reads them from Apple's nibs; no document of the corpora sets them,
        // 67 of 2,501 public iOS documents do (their indexes lost their colours).
        let table = try table(#"sectionIndexMinimumDisplayRowCount="20" rowHeight="44""#, children: """
            <color key="sectionIndexColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <color key="sectionIndexBackgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <color key="sectionIndexTrackingBackgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            """)
        XCTAssertEqual(table["UISectionIndexColor"]?.value("UIRed"), .float(1))
        XCTAssertEqual(table["UISectionIndexBackgroundColor"]?.value("UIAlpha"), .float(0))
        XCTAssertEqual(table["UISectionIndexTrackingBackgroundColor"]?.value("UIBlue"), .float(1))
        XCTAssertEqual(table.value("UISectionIndexMinimumDisplayRowCount"), .integer(20, byteCount: 1))
        let classic = try self.table(#"rowHeight="44""#, children: #"<color key="sectionIndexColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>"#, release: "7.3.1")
        XCTAssertNotNil(classic["UISectionIndexColor"], "Xcode 7 and 8 tables too")
        let plain = try self.table(#"rowHeight="44""#)
        for key in ["UISectionIndexColor", "UISectionIndexBackgroundColor", "UISectionIndexTrackingBackgroundColor", "UISectionIndexMinimumDisplayRowCount"] {
            XCTAssertNil(plain.value(key), key)
        }
    }

    func test_aTableNotShowingSelectionAtOnce_archivesFalse() throws {
        XCTAssertEqual(try table(#"showsSelectionImmediatelyOnTouchBegin="NO" rowHeight="44""#, release: "7.3.1").value("UIShowsSelectionImmediatelyOnTouchBegin"), .bool(false))
        XCTAssertEqual(try table(#"rowHeight="44""#, release: "7.3.1").value("UIShowsSelectionImmediatelyOnTouchBegin"), .bool(true), "measured: Xcode 7's default")
        XCTAssertNil(try table(#"rowHeight="44""#, release: "8.3").value("UIShowsSelectionImmediatelyOnTouchBegin"), "measured: Xcode 8 writes no default")
    }

    func test_anIndicatorStyle_andACellsEditingAccessory_areArchived() throws {
        // Keys as xibdump reads them from Apple's nibs; no document of the corpora sets them.
        XCTAssertEqual(try table(#"indicatorStyle="white" rowHeight="44""#).value("UIIndicatorStyle"), .integer(2, byteCount: 1))
        XCTAssertNil(try table(#"rowHeight="44""#).value("UIIndicatorStyle"))
        let text = cocoaTouchTableViewCellDocument(toolsVersion: "19529", size: (width: 320, height: 44),
                                                   cellAttributes: #"accessoryType="disclosureIndicator" editingAccessoryType="checkmark""#, subviews: "")
        let cell = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))["UINibTopLevelObjectsKey"]?.elements.last)
        XCTAssertEqual(cell.value("UIAccessoryType"), .integer(1, byteCount: 1))
        XCTAssertEqual(cell.value("UIEditingAccessoryType"), .integer(3, byteCount: 1))
    }

    func test_aPlainTablesFooter_followsItsHeader_unpadded() throws {
        // DuckDuckGo's privacy dashboard lists: header 200 + footer 144 is the content size, the
        // footer placed at 200 whatever frame the document gives it.
        let footer = #"<view key="tableFooterView" contentMode="scaleToFill" id="footer"><rect key="frame" x="0.0" y="301.5" width="414" height="144"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></view>"#
        let text = cocoaTouchDocument(toolsVersion: "19529", """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                <rect key="frame" x="0.0" y="0.0" width="414" height="648"/>
                <view key="tableHeaderView" contentMode="scaleToFill" id="header"><rect key="frame" x="0.0" y="0.0" width="414" height="200"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></view>
                \(footer)
            </tableView>
            """)
        let table = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))["UINibTopLevelObjectsKey"]?.elements.last)
        XCTAssertEqual(contentHeight(table), 344)
        guard case .data(let center) = table["UITableFooterView"]?.value("UICenter") else { return XCTFail("no footer") }
        XCTAssertEqual(Double(bitPattern: center[9..<17].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }), 272)
    }

    func test_aGroupedTablesContentSize_padsItsSectionByTheFootersHeight() throws {
        // DuckDuckGo's tracker lists (Xcode 13.2): 200 points of header view, then 18 (the
        // footer's height, not the 46 the header has) and 20 at the bottom.
        let sizing = try table(#"rowHeight="25" sectionHeaderHeight="46" estimatedSectionHeaderHeight="46" sectionFooterHeight="18""#)
        XCTAssertEqual(contentHeight(sizing), 238)
        // Apptentive's message center (Xcode 9.2): a self-sizing header over a footer of 6.
        let automatic = try table(#"rowHeight="-1" sectionHeaderHeight="-1" sectionFooterHeight="6""#)
        XCTAssertEqual(contentHeight(automatic), 226)
    }
}
