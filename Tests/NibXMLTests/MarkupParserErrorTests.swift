import NibCore
import XCTest
@testable import NibXML

/// Malformed and hostile input ends in one clear error with the right place.
final class MarkupParserErrorTests: XCTestCase {
    private func error(parsing text: String, limits: MarkupParser.Limits = .init()) -> Diagnostic? {
        error(parsing: Array(text.utf8), limits: limits)
    }

    private func error(parsing bytes: [UInt8], limits: MarkupParser.Limits = .init()) -> Diagnostic? {
        do {
            _ = try MarkupDocument(parsing: bytes, path: "bad.xib", limits: limits)
            return nil
        } catch let diagnostic as Diagnostic {
            return diagnostic
        } catch {
            XCTFail("unexpected error type \(error)")
            return nil
        }
    }

    func testMismatchedEndTagNamesBothTagsAndPlaces() throws {
        let diagnostic = try XCTUnwrap(error(parsing: "<document>\n  <objects>\n  </views>\n</document>"))
        XCTAssertEqual(diagnostic.location?.line, 3)
        XCTAssertEqual(diagnostic.location?.column, 3)
        XCTAssertEqual(diagnostic.description, "bad.xib:3:3: error: end tag '</views>' does not match start tag '<objects>' opened at 2:3")
    }

    func testUnclosedElementAtEndOfFile() throws {
        let diagnostic = try XCTUnwrap(error(parsing: "<document>\n<objects>"))
        XCTAssertEqual(diagnostic.message, "the file ends before element '<objects>' is closed")
        XCTAssertEqual(diagnostic.location?.line, 2)
    }

    func testUnquotedAttributeValue() throws {
        let diagnostic = try XCTUnwrap(error(parsing: "<document id=abc/>"))
        XCTAssertEqual(diagnostic.message, "the value of attribute 'id' must be quoted")
        XCTAssertEqual(diagnostic.location?.column, 14)
    }

    func testDuplicateAttribute() throws {
        let diagnostic = try XCTUnwrap(error(parsing: "<a id=\"1\" id=\"2\"/>"))
        XCTAssertEqual(diagnostic.message, "attribute 'id' appears twice on '<a>'")
    }

    func testUndefinedEntity() throws {
        let diagnostic = try XCTUnwrap(error(parsing: "<a title=\"&nbsp;\"/>"))
        XCTAssertTrue(diagnostic.message.hasPrefix("undefined entity '&nbsp;'"), diagnostic.message)
    }

    func testInvalidCharacterReference() throws {
        let diagnostic = try XCTUnwrap(error(parsing: "<a>&#0;</a>"))
        XCTAssertEqual(diagnostic.message, "character reference &#0; is not a valid XML character")
    }

    func testEntityExpansionBombIsRefusedQuickly() throws {
        var bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            bomb += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        bomb += "]>\n<lolz>&lol9;</lolz>\n"
        let diagnostic = try XCTUnwrap(error(parsing: bomb))
        XCTAssertTrue(diagnostic.message.contains("entity declarations are not supported"), diagnostic.message)
        XCTAssertEqual(diagnostic.location?.line, 3)
    }

    func testHundredThousandLevelsOfNestingEndInAnError() throws {
        let depth = 100_000
        var bytes: [UInt8] = []
        bytes.reserveCapacity(depth * 7)
        for _ in 0..<depth { bytes.append(contentsOf: Array("<a>".utf8)) }
        for _ in 0..<depth { bytes.append(contentsOf: Array("</a>".utf8)) }
        let diagnostic = try XCTUnwrap(error(parsing: bytes))
        XCTAssertEqual(diagnostic.message, "elements are nested deeper than 1024 levels")
    }

    func testControlCharacterReferencesOnlyWhenAllowed() throws {
        let text = "<a t=\"x&#1;y\">&#31;</a>"
        XCTAssertEqual(error(parsing: text)?.message, "character reference &#1; is not a valid XML character")
        let document = try MarkupDocument(parsing: Array(text.utf8), limits: .init(allowsControlCharacterReferences: true))
        XCTAssertEqual(document.root[attribute: "t"], "x\u{1}y")
        XCTAssertEqual(document.root.textContent, "\u{1F}")
        XCTAssertNotNil(error(parsing: "<a>&#0;</a>", limits: .init(allowsControlCharacterReferences: true)), "NUL is never allowed")
    }

    func testDepthLimitIsConfigurable() throws {
        XCTAssertNil(error(parsing: "<a><b><c/></b></a>", limits: .init(maximumDepth: 2)))
        XCTAssertNotNil(error(parsing: "<a><b><c></c></b></a>", limits: .init(maximumDepth: 2)))
    }

    func testUTF16FileIsRecognisedAsSuch() throws {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("<a/>".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let diagnostic = try XCTUnwrap(error(parsing: bytes))
        XCTAssertEqual(diagnostic.message, "the file is UTF-16 encoded; Interface Builder documents are UTF-8")
    }

    func testInvalidUTF8IsReportedWithItsPlace() throws {
        let diagnostic = try XCTUnwrap(error(parsing: Array("<a>\n caf".utf8) + [0xE9] + Array("</a>".utf8)))
        XCTAssertEqual(diagnostic.message, "invalid UTF-8 sequence starting with byte 0xE9: the file is not UTF-8 text")
        XCTAssertEqual(diagnostic.location?.line, 2)
        XCTAssertEqual(diagnostic.location?.column, 5)
    }

    func testDeclaredLegacyEncodingIsRefused() throws {
        let diagnostic = try XCTUnwrap(error(parsing: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>"))
        XCTAssertEqual(diagnostic.message, "unsupported encoding 'ISO-8859-1': Interface Builder documents are UTF-8")
    }

    func testBinaryDataIsNotXML() throws {
        let diagnostic = try XCTUnwrap(error(parsing: Array("NIBArchive".utf8) + [1, 0, 0, 0]))
        XCTAssertTrue(diagnostic.message.contains("NUL byte"), diagnostic.message)
    }

    func testPlainTextIsNotXML() throws {
        let diagnostic = try XCTUnwrap(error(parsing: "hello"))
        XCTAssertEqual(diagnostic.message, "text before the root element")
    }

    func testEmptyFileHasNoRoot() throws {
        let diagnostic = try XCTUnwrap(error(parsing: ""))
        XCTAssertEqual(diagnostic.message, "no root element: this is not an XML document")
    }

    func testSecondRootElement() throws {
        XCTAssertEqual(error(parsing: "<a/><b/>")?.message, "a second root element; a document has exactly one")
    }
}
