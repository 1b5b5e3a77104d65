import NibArchive
import NibCompiler
import XCTest

/// The digits of colour components as ibtool 13 archives them: a tint or text colour with 10
/// significant digits (DuckDuckGo's home cells' generic grey 0.6666666667, its home row
/// button's sRGB tint), a background as written (its favourite and privacy cells, 0.3333333333333333).
final class CocoaTouchColorDigitsTests: XCTestCase {
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

    func test_xcode13_anSRGBTextColourHasTenDigits_aBackgroundAsWritten() throws {
        func blue(_ key: String) -> String {
            #"<color key="\#(key)" red="0.69411764705882351" green="0.83529411764705885" blue="0.94901960784313721" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        }
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 100, height: 40), subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" id="label">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                \(blue("textColor"))
            </label>
            <view contentMode="scaleToFill" id="box">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <color key="backgroundColor" red="0.40392156862745099" green="0.5607843137254902" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
        let subviews = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements
        XCTAssertEqual(subviews[0]["UITextColor"]?.value("UIRed-Double"), .double(0.6941176471))
        XCTAssertEqual(subviews[1]["UIBackgroundColor"]?.value("UIRed-Double"), .double(0.40392156862745099))
    }
}
