import NibArchive
import NibCompiler
import XCTest

/// Display P3 colours as ibtool 13 hands them to UIKit: in sRGB, as single-precision floats.
/// The expected components are Apple's: read from the build a jailbreak demo committed beside
/// its main storyboard (inversecos/ios-breakmedaddy, `Payload.ipa`, Xcode 13.4.1: its view's
/// background and its button's tint) and from OmiseSDK's storyboard in a Carthage build
/// (cherrystz/eatmate, Xcode 13.2.1: its cells' grey-blue text).
final class CocoaTouchDisplayP3ColorTests: XCTestCase {
    func test_xcode13_aDisplayP3ColourIsArchivedInSRGB_asApplesBuildHoldsIt() throws {
        func displayP3(_ key: String, _ red: String, _ green: String, _ blue: String) -> String {
            #"<color key="\#(key)" red="\#(red)" green="\#(green)" blue="\#(blue)" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#
        }
        let text = cocoaTouchViewDocument(toolsVersion: "20037", size: (width: 100, height: 40), subviews: """
            <view contentMode="scaleToFill" id="box">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                \(displayP3("backgroundColor", "0.86078917980194092", "0.77631355219482157", "0.81972974946078603"))
                \(displayP3("tintColor", "0.1099246517", "0.1054748073", "0.1254926324"))
            </view>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.4.1"))
        let box = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
        func components(_ key: String) -> [ArchivedValue?] { ["UIRed", "UIGreen", "UIBlue"].map { box[key]?.value($0) } }
        XCTAssertEqual(components("UIBackgroundColor"), [.float(0.8783472), .float(0.77249026), .float(0.8221877)])
        XCTAssertEqual(components("UITintColor"), [.float(0.11090241), .float(0.10528415), .float(0.12722158)])
    }

    func test_xcode13_2_1_aDisplayP3TextColourIsArchivedInSRGB_asApplesBuildHoldsIt() throws {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 100, height: 40), subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Card number" id="label">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <color key="textColor" red="0.5450980392" green="0.58039215690000001" blue="0.61960784310000006" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
            </label>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2.1"))
        let label = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
        let components = ["UIRed", "UIGreen", "UIBlue"].map { label["UITextColor"]?.value($0) }
        XCTAssertEqual(components, [.float(0.53674483), .float(0.5818191), .float(0.62389797)])
    }
}
