import NibDocument
import NibExplorer
import XCTest

/// Views of Xcode 8.0's documents, framed by `<frame key="frameInset">`, were placed as views
/// without a frame (inferred, with a warning); they are now where Interface Builder showed them.
final class InsetFrameGeometryTests: XCTestCase {
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
}
