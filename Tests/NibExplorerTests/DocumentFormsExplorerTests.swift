import NibDocument
import NibExplorer
import XCTest

/// Forms of Interface Builder's documents the explorer missed: views of Xcode 8.0's documents,
/// framed by `<frame key="frameInset">`, were placed as views without a frame (inferred, with a
/// warning), and titles written as `<string key=...>` children were left out of the labels.
final class DocumentFormsExplorerTests: XCTestCase {
    func test_aViewFramedByInsets_isPlacedInItsContainersCoordinates() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="panel">
                                <frame key="frameInset" minX="10" minY="20" maxX="10" height="60"/>
                                <subviews>
                                    <label opaque="NO" contentMode="left" text="Title" id="title">
                                        <frame key="frameInset" minX="15" width="200" height="43.5"/>
                                    </label>
                                </subviews>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let geometry = InterfaceGeometry(document: try InterfaceDocument(parsing: Array(text.utf8), path: "Panel.xib"))
        XCTAssertEqual(geometry.frame("panel"), rect(10, 20, 355, 60))
        XCTAssertEqual(geometry.frame("title"), rect(25, 20, 200, 43.5))
        XCTAssertEqual(geometry.placement(ofID: "title")?.isFrameInferred, false)
    }

    func test_aTitleWrittenAsAChild_namesTheObject() throws {
        // A label's text of several lines, a button's title in base64: `<string key=...>`
        // children, which the explorer's labels left out ("Label" instead of its text), as
        // they left out an attributed label's text.
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
                <objects>
                    <label opaque="NO" contentMode="left" id="about">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="42"/>
                        <string key="text">Two
            lines</string>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="ok">
                        <rect key="frame" x="0.0" y="50" width="60" height="30"/>
                        <state key="normal"><string key="title" base64-UTF8="YES">T0s</string></state>
                    </button>
                    <label opaque="NO" contentMode="left" id="terms">
                        <rect key="frame" x="0.0" y="90" width="200" height="21"/>
                        <attributedString key="attributedText">
                            <fragment content="Terms "/>
                            <fragment><string key="content">of Use</string></fragment>
                        </attributedString>
                    </label>
                </objects>
            </document>
            """
        let document = try InterfaceDocument(parsing: Array(text.utf8), path: "About.xib")
        XCTAssertEqual(ExplorerLabels.label(of: try XCTUnwrap(document.indexOfObject(withID: "about")), in: document), "Label (Two\nlines)")
        XCTAssertEqual(ExplorerLabels.label(of: try XCTUnwrap(document.indexOfObject(withID: "ok")), in: document), "Button (OK)")
        // An attributed label's text: its fragments' contents.
        XCTAssertEqual(ExplorerLabels.label(of: try XCTUnwrap(document.indexOfObject(withID: "terms")), in: document), "Label (Terms of Use)")
    }
}
