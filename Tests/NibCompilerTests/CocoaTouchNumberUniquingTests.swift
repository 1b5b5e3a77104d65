import NibArchive
import NibCompiler
import XCTest

/// ibtool's encoder archives equal objects once, telling numbers apart as CoreFoundation
/// does: an integer and a double of one value are one `NSNumber`, the first one encoded.
/// DuckDuckGo's onboarding (Xcode 13.2) archives a view's `layer.cornerRadius` of integer 16
/// as the double 16.0 its label's font descriptor archived before it.
final class CocoaTouchNumberUniquingTests: XCTestCase {
    func test_anIntegerAttribute_isTheDoubleOfTheSameValueArchivedBefore() throws {
        let text = cocoaTouchDocument(toolsVersion: "19529", """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="label">
                        <rect key="frame" x="20" y="20" width="100" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="16"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <view contentMode="scaleToFill" id="badge">
                        <rect key="frame" x="20" y="60" width="40" height="40"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <integer key="value" value="16"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="tag">
                                <integer key="value" value="7"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
                </subviews>
            </view>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
        let pairs = try XCTUnwrap(root["UINibKeyValuePairsKey"]).elements
        let radius = try XCTUnwrap(pairs.first { $0.string("UIKeyPath") == "layer.cornerRadius" }?["UIValue"])
        XCTAssertEqual(radius.value("NS.dblval"), .double(16), "the font descriptor's 16.0, not an integer")
        let label = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
        let attributes = try XCTUnwrap(label["UIFont"]?["UIFontDescriptor"]?["UIFontDescriptorAttributes"]).elements
        XCTAssertTrue(attributes.contains { $0.index == radius.index }, "one object for both")
        // A number no other object equals keeps its own form.
        let tag = try XCTUnwrap(pairs.first { $0.string("UIKeyPath") == "tag" }?["UIValue"])
        XCTAssertEqual(tag.value("NS.intval"), .integer(7, byteCount: 1))
    }
}
