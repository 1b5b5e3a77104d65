import NibArchive
import NibCompiler
import XCTest

/// A static table cell as ibtool 13 archives what varies by size class in it, and a switch
/// off its screen's pixel grid, learned from DuckDuckGo's privacy protection cells (Xcode
/// 13.2.1, an iPhone X canvas: two buttons whose font is smaller in compact widths, a switch
/// at y 12.666666666666664).
final class CocoaTouchStaticCellVariationTests: XCTestCase {
    private func storyboard(switchY: String) -> String {
        func button(_ id: String, x: String, title: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="wordWrap" id="\(id)">
                <rect key="frame" x="\(x)" y="56" width="186" height="56"/>
                <fontDescription key="fontDescription" name="ProximaNova-Semibold" family="Proxima Nova" pointSize="16"/>
                <state key="normal" title="\(title)"/>
                <variation key="widthClass=compact">
                    <fontDescription key="fontDescription" name="ProximaNova-Semibold" family="Proxima Nova" pointSize="15"/>
                </variation>
            </button>
            """
        }
        return staticTableStoryboard(device: "retina5_9", controller: "overview", height: 112, subviews: """
            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="toggle">
                <rect key="frame" x="306" y="\(switchY)" width="51" height="31"/>
            </switch>
            \(button("unprotected", x: "0.0", title: "Unprotected Sites"))
            \(button("report", x: "189", title: "Report Broken Site"))
            """)
    }

    private func viewNib(switchY: String = "12.666666666666664") throws -> GraphCursor {
        let nibs = try compiledStoryboardNibs(storyboard(switchY: switchY), release: "13.2")
        return try XCTUnwrap(nibs["overview-view-table.nib"], "\(nibs.keys.sorted())")
    }

    func test_aStaticCellsFontVariations_areTheCellsStorageList_writtenTwice() throws {
        let nib = try viewNib()
        let lists = try XCTUnwrap(nib["UINibTraitStorageListsKey"]?.elements)
        XCTAssertEqual(lists.count, 1)
        let list = try XCTUnwrap(lists.first)
        // The cell, not the data source holding it, owns the list.
        XCTAssertEqual(list["UITopLevelObject"]?.className, "UITableViewCell")
        let storages = try XCTUnwrap(list["UITraitStorages"]?.elements)
        XCTAssertEqual(storages.map { $0.string("UIKeyPath") }, ["font", "font", "font", "font"])
        guard storages.count == 4 else { return }
        let buttons = storages.map { $0["UIObject"]?.index }
        XCTAssertEqual(buttons[0], buttons[2], "the two buttons' storages, then both again: A B A B")
        XCTAssertEqual(buttons[1], buttons[3])
        XCTAssertNotEqual(buttons[0], buttons[1])
        let descendants = try XCTUnwrap(list["UIDescendants"])
        XCTAssertEqual(Set(descendants.keys), ["NS.object.0", "NS.object.1"])
        XCTAssertEqual(Set(descendants.keys.compactMap { descendants[$0]?.index }), Set(buttons.compactMap { $0 }))
        // Each storage: the compact width's 15 points, then 16 under any traits, in fonts of its own.
        let fonts = storages.map { $0["UIRecords"]?.elements.map { $0["UIValue"] } ?? [] }
        XCTAssertEqual(fonts.map { $0.map { $0?.value("UIFontPointSize") } }, Array(repeating: [.double(15), .double(16)], count: 4))
        XCTAssertEqual(Set(fonts.joined().compactMap { $0?.index }).count, 8, "a font the build machine lacks is one object per use")
    }

    func test_aSwitchOffThePixelGridOfAThreeTimesScreen_isFramedAgainAtLoad() throws {
        let pairs = try XCTUnwrap(try viewNib()["UINibKeyValuePairsKey"]?.elements)
        let frame = try XCTUnwrap(pairs.first { $0.string("UIKeyPath") == "frame" })
        XCTAssertEqual(frame["UIObject"]?.className, "UISwitch")
        XCTAssertEqual(frame["UIValue"]?.string("NS.rectval"), "{{306, 12.666666666666664}, {51, 31}}")
        // So is a switch at a whole point: every switch is (appium's older UICatalog's, 51 x 31
        // at whole points, in each of its builds from Xcode 7.3.1 to 12.4).
        let whole = try viewNib(switchY: "40")["UINibKeyValuePairsKey"]?.elements ?? []
        XCTAssertEqual(whole.first { $0.string("UIKeyPath") == "frame" }?["UIValue"]?.string("NS.rectval"), "{{306, 40}, {51, 31}}")
    }
}
