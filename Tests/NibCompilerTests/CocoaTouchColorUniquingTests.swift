import NibArchive
import NibCompiler
import XCTest

/// Colours UIKit cannot tell apart are one object in ibtool 13's nibs, with the shorter
/// doubles (DuckDuckGo's onboarding and home row); in ibtool 11's and 12's, colours written
/// alike are one object, those written with other digits two.
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

    /// Xcode 11 and 12 archive a colour the document writes twice alike once (NibForge wrote
    /// more colours than Apple in 142 of the Carthage builds' nibs by those releases; 1 after),
    /// but a grey written to 17 digits and to 10 twice (Presentr's alert, 11.0).
    func test_xcode11And12_coloursWrittenAlike_areOneObject() throws {
        let grey = #"<color key="backgroundColor" red="0.59215686274509804" green="0.59215686274509804" blue="0.59215686274509804" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let text = cocoaTouchViewDocument(toolsVersion: "16097", size: (width: 100, height: 100), subviews: ["a", "b", "c"].enumerated().map { index, id in
            let color = id == "c" ? grey.replacingOccurrences(of: "0.59215686274509804", with: "0.59215686270000001") : grey
            return #"<view contentMode="scaleToFill" id="\#(id)"><rect key="frame" x="0.0" y="\#(index * 30)" width="100" height="30"/>\#(color)</view>"#
        }.joined())
        for release in ["11.4", "12.4"] {
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
            let colors = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements.compactMap { $0["UIBackgroundColor"]?.index }
            XCTAssertEqual(colors.count, 3, release)
            XCTAssertEqual(colors[0], colors[1], "\(release): written alike, one object")
            XCTAssertNotEqual(colors[1], colors[2], "\(release): written with other digits, two")
        }
    }
}

