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
}
