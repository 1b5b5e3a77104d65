import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// `NSBox` as Apple's ibtool wrote it in viraptor's samples test_box_titled.nib and
/// test_box_separator.nib, which NibForge now compiles equal.
final class CocoaBoxTests: XCTestCase {
    private let text = cocoaDocument("""
        <customView id="1">
            <rect key="frame" x="0.0" y="0.0" width="600" height="200"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <box fixedFrame="YES" title="Test Box" translatesAutoresizingMaskIntoConstraints="NO" id="10">
                    <rect key="frame" x="20" y="20" width="560" height="100"/>
                    <view key="contentView" id="11">
                        <rect key="frame" x="3" y="3" width="554" height="84"/>
                        <subviews>
                            <customView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="12">
                                <rect key="frame" x="100" y="30" width="400" height="22"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                            </customView>
                        </subviews>
                    </view>
                </box>
                <box focusRingType="none" verticalHuggingPriority="750" title="Box" boxType="separator" titlePosition="noTitle" id="20">
                    <rect key="frame" x="20" y="150" width="260" height="5"/>
                </box>
            </subviews>
        </customView>
        """)

    private func boxes() throws -> [GraphCursor] {
        let objects = try compiledCocoaObjects(text, path: "boxes.xib").objects
        let host = try XCTUnwrap(objects.first { $0["NSSubviews"]?.elements.first?.className == "NSBox" })
        // A top-level view archives its subviews last to first; back to document order.
        return Array(try XCTUnwrap(host["NSSubviews"]).elements.reversed())
    }

    func test_titledBox_holdsItsContentView_resizedAsAppKitDoes() throws {
        let box = try XCTUnwrap(boxes().first)
        XCTAssertEqual(box.className, "NSBox")
        XCTAssertEqual(box.value("NSBoxType"), .integer(0, byteCount: 1))
        XCTAssertEqual(box.string("NSOffsets"), "{0, 0}")
        let title = try XCTUnwrap(box["NSTitleCell"])
        XCTAssertEqual(title.string("NSContents"), "Test Box")
        XCTAssertEqual(title.value("NSCellFlags2"), .integer(0x0800_0000, byteCount: 4))
        XCTAssertEqual(title["NSSupport"]?.value("NSfFlags"), .integer(3100, byteCount: 2))
        let content = try XCTUnwrap(box["NSContentView"])
        XCTAssertEqual(box["NSSubviews"]?.elements.map(\.index), [content.index])
        XCTAssertEqual(content.string("NSFrameSize"), "{560, 88}", "the box's width, its height less the title")
        XCTAssertEqual(content.value("NSvFlags"), .integer(274, byteCount: 2))
        XCTAssertEqual(content["NSSuperview"]?.index, box.index)
        XCTAssertEqual(content["NSSubviews"]?.elements.first?.string("NSFrame"), "{{100, 30}, {406, 22}}", "a width-sizable subview grows with it")
        XCTAssertEqual(box.value("IBNSBoxIsUsingDocumentContentView"), .bool(true))
    }

    func test_separator_keepsAppKitsTitle_andItsFocusRingInItsFlags() throws {
        let separator = try XCTUnwrap(boxes().last)
        XCTAssertEqual(separator.value("NSBoxType"), .integer(2, byteCount: 1))
        XCTAssertEqual(separator.string("NSOffsets"), "{5, 5}")
        XCTAssertEqual(separator["NSTitleCell"]?.string("NSContents"), "Title")
        XCTAssertNil(separator["NSContentView"])
        XCTAssertEqual(separator.string("NSHuggingPriority"), "{250, 750}")
        XCTAssertEqual((try XCTUnwrap(separator.value("NSvFlags")).integerValue ?? 0) & 0x1000, 0x1000, "focus ring none")
    }
}
