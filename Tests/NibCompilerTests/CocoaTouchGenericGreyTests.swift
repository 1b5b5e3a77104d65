import NibArchive
import NibCompiler
import XCTest

/// Generic (gamma 2.2) greys as ibtool 13 archives them: a tint or text colour with 10
/// significant digits (DuckDuckGo's home cells, 0.6666666667), a background as written
/// (its favourite and privacy cells, 0.3333333333333333).
final class CocoaTouchGenericGreyTests: XCTestCase {
    func test_xcode13_aGenericGreyHasTenDigits_exceptAsABackground() throws {
        func grey(_ white: String) -> String { #"white="\#(white)" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""# }
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 100, height: 40), subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" id="label">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <color key="textColor" \(grey("0.66666666666666663"))/>
                <color key="backgroundColor" \(grey("0.33333333333333331"))/>
            </label>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
        let label = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
        XCTAssertEqual(label["UITextColor"]?.value("UIWhite-Double"), .double(0.6666666667))
        XCTAssertEqual(label["UIBackgroundColor"]?.value("UIWhite-Double"), .double(0.33333333333333331))
    }
}
