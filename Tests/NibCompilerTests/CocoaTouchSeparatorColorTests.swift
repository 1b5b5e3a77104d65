import NibArchive
import NibCompiler
import XCTest

/// A table view's separator colour: 10 significant digits when written inline (DuckDuckGo's
/// settings), as declared when it names a catalog colour (DuckDuckGo's bookmarks), Xcode 13.2.
final class CocoaTouchSeparatorColorTests: XCTestCase {
    func separatorRed(_ color: String) throws -> ArchivedValue? {
        let text = cocoaTouchDocument(toolsVersion: "19529", resources: """
            <namedColor name="Separator"><color red="0.26666666666666666" green="0.26666666666666666" blue="0.26666666666666666" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            """, """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" separatorStyle="default" rowHeight="44" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                \(color)
            </tableView>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
        return root["UINibTopLevelObjectsKey"]?.elements.last?["UISeparatorColor"]?.value("UIRed-Double")
    }

    func test_anInlineSeparatorColour_hasTenDigits_aNamedOneItsDeclaredComponents() throws {
        let inline = #"<color key="separatorColor" red="0.26666666666666666" green="0.26666666666666666" blue="0.26666666666666666" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        XCTAssertEqual(try separatorRed(inline), .double(0.2666666667))
        XCTAssertEqual(try separatorRed(#"<color key="separatorColor" name="Separator"/>"#), .double(0.26666666666666666))
    }
}
