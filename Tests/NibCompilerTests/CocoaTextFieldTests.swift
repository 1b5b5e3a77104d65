import NibArchive
import NibCompiler
import XCTest

/// `<textField>` compiles to `NSTextField` with an `NSTextFieldCell`.
final class CocoaTextFieldTests: XCTestCase {
    private func fields() throws -> [GraphCursor] {
        try hostedSubviews("mac-textfields.xib", classes: ["NSTextField", "NSTextField"]).subviews
    }

    func test_textField_controlKeysFromItsCell() throws {
        let (name, caption) = try (fields()[0], fields()[1])
        XCTAssertEqual(name.string("NSHuggingPriority"), "{600, 750}")
        XCTAssertNil(caption.value("NSHuggingPriority"))  // vertical 750 alone is not archived
        XCTAssertNil(name.value("NSSubviews"))
        XCTAssertEqual(name.value("NSEnabled"), .bool(true))
        XCTAssertEqual(name.value("NSControlUsesSingleLineMode"), .bool(true))
        XCTAssertEqual(name.value("NSControlLineBreakMode"), .integer(2, byteCount: 1))
        XCTAssertEqual(name.value("NSControlTextAlignment"), .integer(4, byteCount: 1))
        XCTAssertEqual(name.value("NSControlWritingDirection"), .integer(-1, byteCount: 8))
        XCTAssertEqual(name.value("NSTextFieldAlignmentRectInsetsVersion"), .integer(2, byteCount: 1))
        XCTAssertEqual(name.value("NSAllowsWritingTools"), .bool(true))
        XCTAssertEqual(caption.value("NSAllowsWritingTools"), .bool(false))
        XCTAssertEqual(caption.value("NSControlSize"), .integer(1, byteCount: 1))
        XCTAssertEqual(caption.value("NSControlTextAlignment"), .integer(1, byteCount: 1))
        XCTAssertEqual(caption.value("NSControlLineBreakMode"), .integer(4, byteCount: 1))
    }

    func test_textFieldCell_textFontPlaceholderColoursAndPicker() throws {
        let (name, caption) = try (fields()[0], fields()[1])
        let cell = try XCTUnwrap(name["NSCell"])
        XCTAssertEqual(cell.className, "NSTextFieldCell")
        XCTAssertEqual(cell["NSControlView"]?.index, name.index)
        XCTAssertEqual(cell.string("NSContents"), "")
        XCTAssertEqual(cell.string("NSPlaceholderString"), "Your name")
        XCTAssertEqual(cell.value("NSDrawsBackground"), .bool(true))
        XCTAssertEqual(cell["NSTextColor"]?.value("NSColorSpace"), .integer(1, byteCount: 1))
        XCTAssertEqual(cell["NSBackgroundColor"]?.value("NSColorSpace"), .integer(3, byteCount: 1))
        XCTAssertEqual(cell.value("NSCharacterPickerEnabled"), .bool(true))
        // Text cell, selectable, editable, scrollable, bezel, clipping.
        XCTAssertEqual(cell.value("NSCellFlags"), .integer(0x1470_0041, byteCount: 4))
        let captionCell = try XCTUnwrap(caption["NSCell"])
        XCTAssertEqual(captionCell.string("NSContents"), "Caption")
        XCTAssertNil(captionCell.value("NSCharacterPickerEnabled"))
        XCTAssertNil(captionCell.value("NSDrawsBackground"))
        // One font object for both cells.
        XCTAssertEqual(cell["NSSupport"]?.index, captionCell["NSSupport"]?.index)
    }

    func test_xcode8Document_withoutPickerSetting_enablesCharacterPicker() throws {
        let graph = try compiledGraph("mac-textfield-xcode8.xib")
        let data = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"])
        let field = try XCTUnwrap(data["NSObjectsKeys"]?.elements.first { $0.className == "NSTextField" })
        XCTAssertEqual(field["NSCell"]?.value("NSCharacterPickerEnabled"), .bool(true))
    }

    /// Controls keep their tag and expansion tool tips (Apple's HSChooserWindow.nib: text
    /// fields with `NSTag` 1, 2 and -1 and `NSControlAllowsExpansionToolTips`, an image view
    /// with `NSTag` 4).
    func test_textFieldAndImageView_tagsAndExpansionToolTips() throws {
        let objects = try compiledCocoaObjects(cocoaHostDocument(subviews: """
            <imageView tag="4" id="2">
                <rect key="frame" x="0.0" y="0.0" width="36" height="40"/>
                <autoresizingMask key="autoresizingMask"/>
                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyUpOrDown" id="3"/>
            </imageView>
            <textField verticalHuggingPriority="750" tag="-1" allowsExpansionToolTips="YES" id="4">
                <rect key="frame" x="39" y="16" width="200" height="19"/>
                <autoresizingMask key="autoresizingMask"/>
                <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" title="Text" id="5">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            <textField verticalHuggingPriority="750" id="6">
                <rect key="frame" x="39" y="40" width="200" height="19"/>
                <autoresizingMask key="autoresizingMask"/>
                <textFieldCell key="cell" sendsActionOnEndEditing="YES" title="Plain" id="7">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """), path: "tags.xib").objects
        let image = try XCTUnwrap(objects.first { $0.className == "NSImageView" })
        XCTAssertEqual(image.value("NSTag")?.integerValue, 4)
        let fields = objects.filter { $0.className == "NSTextField" }
        XCTAssertEqual(fields.first?.value("NSTag"), .integer(-1, byteCount: 8))
        XCTAssertEqual(fields.first?.value("NSControlAllowsExpansionToolTips"), .bool(true))
        // Apple's order: the tag before NSEnabled, expansion tool tips after NSAllowsLogicalLayoutDirection.
        let keys = try XCTUnwrap(fields.first?.keys)
        XCTAssertEqual(keys.firstIndex(of: "NSTag").map { $0 + 1 }, keys.firstIndex(of: "NSEnabled"))
        XCTAssertEqual(keys.firstIndex(of: "NSAllowsLogicalLayoutDirection").map { $0 + 1 }, keys.firstIndex(of: "NSControlAllowsExpansionToolTips"))
        XCTAssertNil(fields.last?.value("NSTag"))
        XCTAssertNil(fields.last?.value("NSControlAllowsExpansionToolTips"))
    }
}
