import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// A search bar reached the nib with its view keys alone (UIKit's default placeholder, style
/// and no scope buttons). It now archives what UIKit's `UISearchBar` encodes (no
/// Apple-compiled search bar is in the corpora to compare with; `CocoaTouchSearchBars`).
final class CocoaTouchSearchBarTests: XCTestCase {
    private func searchBar(_ element: String, path: String = "document.xib") throws -> GraphCursor {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 200), subviews: element)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2", path: path))
        let bar = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
        XCTAssertEqual(bar.className, "UISearchBar")
        return bar
    }

    func test_aSearchBar_archivesItsTextsStylesButtonsAndTraits() throws {
        let bar = try searchBar("""
            <searchBar contentMode="redraw" barStyle="black" searchBarStyle="minimal" placeholder="Search cities" prompt="Where to?" showsCancelButton="YES" showsScopeBar="YES" id="search">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <color key="barTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="words" returnKeyType="go" keyboardAppearance="alert"/>
                <scopeButtonTitles>
                    <string>All</string>
                    <string>Europe</string>
                    <string base64-UTF8="YES">
            CEFzaWE
            </string>
                </scopeButtonTitles>
            </searchBar>
            """)
        XCTAssertEqual(bar.value("UIBarStyle"), .integer(1, byteCount: 1))
        XCTAssertEqual(bar.value("UISearchBarStyle"), .integer(2, byteCount: 1))
        XCTAssertEqual(bar.string("UIPlaceholder"), "Search cities")
        XCTAssertEqual(bar.string("UIPrompt"), "Where to?")
        XCTAssertEqual(bar.string("UIText"), "", "from Xcode 11 an empty text is stated (UIKitCatalog's, 11.2)")
        XCTAssertEqual(bar.value("UIShowsCancelButton"), .bool(true))
        XCTAssertEqual(bar.value("UIShowsScopeBar"), .bool(true))
        XCTAssertNil(bar.value("UIShowsBookmarkButton"))
        XCTAssertEqual(bar["UIScopeButtonTitles"]?.elements.map(\.text), ["All", "Europe", "\u{8}Asia"], "a title in base64 decoded")
        XCTAssertEqual(bar["UIBarTintColor"]?.value("UIRed"), .float(1))
        XCTAssertEqual(bar.value("UIAutocapitalizationType"), .integer(1, byteCount: 1))
        XCTAssertNotNil(bar.value("UIReturnKeyType"))
        XCTAssertEqual(bar.value("UIKeyboardAppearance"), .integer(1, byteCount: 1), "alert is dark's old name")
        XCTAssertNil(bar.value("UISubviews"), "UIKit builds the text field and buttons itself")
    }

    func test_aPlainSearchBar_archivesNoneOfThem() throws {
        let bar = try searchBar("""
            <searchBar contentMode="redraw" id="search">
                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                <textInputTraits key="textInputTraits"/>
            </searchBar>
            """)
        for key in ["UIBarStyle", "UISearchBarStyle", "UIPlaceholder", "UIPrompt", "UIShowsCancelButton", "UIScopeButtonTitles", "UIBarTintColor"] {
            XCTAssertNil(bar.value(key), key)
        }
    }

    func test_inABaseLocalizedDocument_theTextsAreLocalizable() throws {
        let bar = try searchBar("""
            <searchBar contentMode="redraw" placeholder="Search" id="abc-12-xyz">
                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                <scopeButtonTitles>
                    <string>All</string>
                </scopeButtonTitles>
            </searchBar>
            """, path: "Base.lproj/Search.xib")
        XCTAssertEqual(bar["UIPlaceholder"]?.className, "NSLocalizableString")
        XCTAssertEqual(bar["UIPlaceholder"]?.string("NSKey"), "abc-12-xyz.placeholder")
        XCTAssertEqual(bar["UIScopeButtonTitles"]?.elements.first?.string("NSKey"), "abc-12-xyz.scopeButtonTitles[0]")
    }
}
