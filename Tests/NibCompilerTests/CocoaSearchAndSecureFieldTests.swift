import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// Search and secure text fields, with the keys Apple's ibtool wrote for them in viraptor's
/// samples (searchfield_no_completion.nib, securetextfield.nib), which NibForge now compiles
/// equal.
final class CocoaSearchAndSecureFieldTests: XCTestCase {
    private func control(_ body: String) throws -> GraphCursor {
        let text = cocoaDocument(body)
        let objects = try compiledCocoaObjects(text, path: "fields.xib").objects
        return try XCTUnwrap(objects.first { $0.className?.hasSuffix("Field") == true })
    }

    /// Checks the field's class and writing tools (off unless asked for) and returns its cell,
    /// of the field's class + `Cell`.
    private func cell(of field: GraphCursor, fieldClass: String) throws -> GraphCursor {
        XCTAssertEqual(field.className, fieldClass)
        XCTAssertEqual(field.value("NSAllowsWritingTools"), .bool(false))
        let cell = try XCTUnwrap(field["NSCell"])
        XCTAssertEqual(cell.className, fieldClass + "Cell")
        return cell
    }

    func test_searchField_archivesItsButtonCellsRecentsAndFlags() throws {
        let field = try control("""
            <searchField verticalHuggingPriority="750" textCompletion="NO" id="SF1-aa-aaa">
                <rect key="frame" x="20" y="20" width="200" height="22"/>
                <autoresizingMask key="autoresizingMask"/>
                <searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" usesSingleLineMode="YES" bezelStyle="round" id="SF1-bb-bbb">
                    <font key="font" metaFont="system"/>
                </searchFieldCell>
            </searchField>
            """)
        let cell = try cell(of: field, fieldClass: "NSSearchField")
        XCTAssertEqual(cell.value("NSCellFlags"), .integer(342_884_417, byteCount: 4))
        XCTAssertEqual(cell.value("NSCellFlags2"), .integer(268_436_544, byteCount: 4))
        XCTAssertEqual(cell.value("NSTextBezelStyle"), .integer(1, byteCount: 1))
        XCTAssertEqual(cell.value("NSAutomaticTextCompletionDisabled"), .bool(true))
        XCTAssertEqual(cell.value("NSMaximumRecents"), .integer(255, byteCount: 2))
        XCTAssertEqual(cell.value("NSSearchFieldFlags"), .data([6, 0, 0, 0]))
        let search = try XCTUnwrap(cell["NSSearchButtonCell"]), cancel = try XCTUnwrap(cell["NSCancelButtonCell"])
        XCTAssertEqual(search.string("NSAction"), "_searchFieldSearch:")
        XCTAssertEqual(cancel.string("NSAction"), "_searchFieldCancel:")
        XCTAssertEqual(search["NSTarget"]?.index, cell.index)
        XCTAssertEqual(cancel["NSControlView"]?.index, field.index)
        XCTAssertEqual(cancel.value("NSCellFlags"), .integer(-2_147_483_648, byteCount: 8))
        let description = try XCTUnwrap(cancel["NSAccessibilityOverriddenAttributes"]?.elements.first)
        XCTAssertEqual(description.className, "NSMutableDictionary")
    }

    func test_secureTextField_archivesItsAllowedInputSources() throws {
        let field = try control("""
            <secureTextField verticalHuggingPriority="750" id="10">
                <rect key="frame" x="20" y="20" width="184" height="21"/>
                <autoresizingMask key="autoresizingMask"/>
                <secureTextFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="11">
                    <font key="font" metaFont="system"/>
                    <allowedInputSourceLocales>
                        <string>NSAllRomanInputSourcesLocaleIdentifier</string>
                    </allowedInputSourceLocales>
                </secureTextFieldCell>
            </secureTextField>
            """)
        let cell = try cell(of: field, fieldClass: "NSSecureTextField")
        XCTAssertEqual(cell.value("NSCellFlags2"), .integer(272_630_784, byteCount: 4))
        let locales = try XCTUnwrap(cell["NSAllowedInputLocales"]).elements
        XCTAssertEqual(locales.map(\.text), ["NSAllRomanInputSourcesLocaleIdentifier"])
    }
}
