import NibArchive
import NibCompiler
import XCTest

/// Colours UIKit cannot tell apart are one object in ibtool 13's nibs, with the shorter
/// doubles (DuckDuckGo's onboarding and home row).
final class CocoaTouchColorUniquingTests: XCTestCase {
    func test_xcode13_floatEqualColours_areOneObjectWithTheShorterDoubles() throws {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 100, height: 100), subviews: """
            <view contentMode="scaleToFill" id="long">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                <color key="backgroundColor" red="0.40392156862745099" green="0.5607843137254902" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            <view contentMode="scaleToFill" id="short">
                <rect key="frame" x="0.0" y="50" width="100" height="50"/>
                <color key="backgroundColor" red="0.4039215686" green="0.56078431370000004" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            """)
        func backgrounds(_ release: String) throws -> [GraphCursor] {
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
            return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements.compactMap { $0["UIBackgroundColor"] }
        }
        let thirteen = try backgrounds("13.2")
        XCTAssertEqual(thirteen[0].index, thirteen[1].index, "one object")
        XCTAssertEqual(thirteen[0].value("UIRed-Double"), .double(0.4039215686))
        let eleven = try backgrounds("11.4")
        XCTAssertNotEqual(eleven[0].index, eleven[1].index)
    }
}

