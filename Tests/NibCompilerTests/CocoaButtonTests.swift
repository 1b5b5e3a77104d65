import NibArchive
import NibCompiler
import XCTest

/// `<button>` details learnt from Apple's nibs (viraptor/ibtool's test16_buttons.nib and
/// Transmission's MainMenu.nib); the expected values are Apple's.
final class CocoaButtonTests: XCTestCase {
    /// An inline button's small bold system font is the emphasized subheadline text style
    /// (`.AppleSystemUIFontDemi`, 11 points, `NSfFlags` 16, with its text style descriptor), as
    /// in Apple's test16_buttons.nib; other buttons keep the bold system font.
    func test_inlineButton_smallBoldFont_isTheEmphasizedSubheadlineStyle() throws {
        func button(_ id: Int, _ style: String) -> String {
            """
            <button id="\(id)">
                <rect key="frame" x="\(id * 50)" y="20" width="75" height="19"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                <buttonCell key="cell" type="\(style)" bezelStyle="\(style)" title="\(style)" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="\(id + 1)">
                    <font key="font" metaFont="smallSystemBold"/>
                </buttonCell>
            </button>
            """
        }
        let document = cocoaHostDocument(subviews: button(2, "inline") + button(4, "recessed"))
        let buttons = try compiledCocoaObjects(document, path: "inline.xib").objects.filter { $0.className == "NSButton" }
        let inline = try XCTUnwrap(buttons.first?["NSCell"]?["NSSupport"])
        XCTAssertEqual(inline.string("NSName"), ".AppleSystemUIFontDemi")
        XCTAssertEqual(inline.value("NSSize"), .double(11))
        XCTAssertEqual(inline.value("NSfFlags")?.integerValue, 16)
        let attributes = try XCTUnwrap(inline["NSTextStyleDescriptor"]?["NSFontDescriptorAttributes"]).elements.map { $0.text ?? $0.className ?? "" }
        XCTAssertEqual(attributes, ["NSCTFontSizeCategoryAttribute", "NSNumber", "NSCTFontUIUsageAttribute", "UICTFontTextStyleEmphasizedSubhead", "NSFontSizeAttribute", "NSNumber"])
        let recessed = try XCTUnwrap(buttons.last?["NSCell"]?["NSSupport"])
        XCTAssertEqual(recessed.string("NSName"), ".AppleSystemUIFontBold")
        XCTAssertNil(recessed.value("NSTextStyleDescriptor"))
    }

    /// A custom-class button placed by constraints archives its hugging priorities (Apple's
    /// MainMenu.nib from Transmission: `{250, 750}` for a square button whose document gives
    /// only the vertical 750); one placed by its frame keeps its class's (test16_buttons.nib).
    func test_customClassButton_huggingPriorities() throws {
        func hugging(fixedFrame: Bool) throws -> String? {
            let placement = fixedFrame ? "fixedFrame=\"YES\" " : ""
            let objects = try compiledCocoaObjects(cocoaHostDocument(subviews: """
                <button verticalHuggingPriority="750" \(placement)translatesAutoresizingMaskIntoConstraints="NO" id="2" customClass="ActionButton">
                    <rect key="frame" x="23" y="23" width="16" height="16"/>
                    <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" imagePosition="only" alignment="center" state="on" imageScaling="proportionallyDown" inset="2" id="3">
                        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                """), path: "hugging.xib").objects
            return try XCTUnwrap(objects.first { $0.className == "NSClassSwapper" }).string("NSHuggingPriority")
        }
        XCTAssertEqual(try hugging(fixedFrame: false), "{250, 750}")
        XCTAssertNil(try hugging(fixedFrame: true))
    }
}
