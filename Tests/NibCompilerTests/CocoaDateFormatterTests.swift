import NibArchive
@testable import NibCompiler
import XCTest

/// `NSDateFormatter` on text field cells, with the values Apple's ibtool wrote in
/// viraptor's dateformatter_weekday.nib, datacell_unparseable.nib and
/// test_date_formatter.nib (all three now compile equal).
final class CocoaDateFormatterTests: XCTestCase {
    private func cell(title: String?, formatter: String) throws -> GraphCursor {
        let (cell, objects) = try compiledFormattedCell(formatter, title: title)
        XCTAssertEqual(objects.last?.className, "NSDateFormatter", "the formatter is listed after its cell")
        return cell
    }

    func test_styledFormatter_archivesItsStylesAndTheDerivedFormat() throws {
        let cell = try cell(title: "4/1/1976, 11:00 pm", formatter: "<dateFormatter key=\"formatter\" dateStyle=\"short\" timeStyle=\"short\" id=\"4\"/>")
        let formatter = try XCTUnwrap(cell["NSFormatter"])
        XCTAssertEqual(formatter.string("NS.format"), "d/M/y, h:mm\u{202F}a")
        XCTAssertEqual(formatter.value("NS.natural"), .bool(false))
        let attributes = try XCTUnwrap(formatter["NS.attributes"]).elements
        XCTAssertEqual(stride(from: 0, to: attributes.count, by: 2).map { attributes[$0].text }, ["dateStyle", "formatterBehavior", "timeStyle"])
        XCTAssertEqual(attributes[3].value("NS.intval"), .integer(1040, byteCount: 2))
        // The title parses to 4 January 1976, 23:00 UTC.
        XCTAssertEqual(cell["NSContents"]?.className, "NSDate")
        XCTAssertEqual(cell["NSContents"]?.value("NS.time"), .double(-788_662_800))
    }

    func test_unparseableTitle_staysAStringAndMarksTheCell() throws {
        let cell = try cell(title: "Text Cell", formatter: "<dateFormatter key=\"formatter\" dateStyle=\"short\" timeStyle=\"short\" id=\"4\"/>")
        XCTAssertEqual(cell.string("NSContents"), "Text Cell")
        let flags = try XCTUnwrap(cell.value("NSCellFlags2")?.integerValue)
        XCTAssertEqual(UInt32(truncatingIfNeeded: flags) & 0x8000_0000, 0x8000_0000)
    }

    func test_customFormat_aWeekdayAlone_isTheFirstSuchDayOf2000() throws {
        let cell = try cell(title: "Wednesday", formatter: "<dateFormatter key=\"formatter\" formatterBehavior=\"custom10_4\" dateFormat=\"EEEE\" id=\"4\"/>")
        XCTAssertEqual(cell["NSFormatter"]?.string("NS.format"), "EEEE")
        XCTAssertEqual(cell["NSContents"]?.value("NS.time"), .double(-31_276_800))
        let flags = try XCTUnwrap(cell.value("NSCellFlags2")?.integerValue)
        XCTAssertEqual(UInt32(truncatingIfNeeded: flags) & 0x8000_0000, 0)
    }

    func test_longStyles_joinWithAt() throws {
        let holder = try MarkupElementHolder("<dateFormatter key=\"formatter\" dateStyle=\"long\" timeStyle=\"short\" id=\"4\"/>")
        XCTAssertEqual(CocoaNibCompiler.dateFormat(of: holder.element), "d MMMM y 'at' h:mm\u{202F}a")
        XCTAssertNil(CocoaNibCompiler.parsedDate("", format: "d/M/y"), "an empty title parses to nothing")
    }
}

import NibXML

/// Parses one element for tests that need a `MarkupElement` on its own.
struct MarkupElementHolder {
    let document: MarkupDocument
    var element: MarkupElement { document.root }

    init(_ text: String) throws {
        document = try MarkupDocument(parsing: Array(text.utf8))
    }
}
