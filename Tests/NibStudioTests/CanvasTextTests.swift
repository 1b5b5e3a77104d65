import NibDocument
import NibExplorer
import NibStudio
import XCTest

/// The canvas draws the text objects show, also when Interface Builder wrote it as a
/// `<string key=...>` child (several lines, base64) or as attributed text: such a label was
/// drawn as "Label" and such a field without its placeholder.
final class CanvasTextTests: XCTestCase {
    func test_textsWrittenAsChildren_areDrawn() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" id="about">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="42"/>
                                <string key="text">About this app</string>
                            </label>
                            <label opaque="NO" contentMode="left" id="terms">
                                <rect key="frame" x="0.0" y="100" width="200" height="21"/>
                                <attributedString key="attributedText">
                                    <fragment content="Terms "/>
                                    <fragment content="of Use"/>
                                </attributedString>
                            </label>
                            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="name">
                                <rect key="frame" x="0.0" y="50" width="200" height="34"/>
                                <string key="placeholder">Your full name, as on your passport</string>
                            </textField>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try InterfaceDocument(parsing: Array(text.utf8), path: "About.xib")
        let svg = CanvasRenderer(geometry: InterfaceGeometry(document: document)).svg(for: try XCTUnwrap(document.indexOfObject(withID: "root")))
        XCTAssertTrue(svg.contains("About this app"), svg)
        XCTAssertTrue(svg.contains("Your full name, as on your passport"), svg)
        XCTAssertTrue(svg.contains("Terms of Use"), svg)
    }
}
