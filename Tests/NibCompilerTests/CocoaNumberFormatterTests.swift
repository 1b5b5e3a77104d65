import NibArchive
@testable import NibCompiler
import XCTest

/// `NSNumberFormatter` on text field cells, with the values Apple's ibtool wrote in
/// viraptor's numfmt_basic.nib and numfmt_decimal.nib (both now compile equal), and the
/// order in which a top-level view archives its subviews (StatusBar.nib).
final class CocoaNumberFormatterTests: XCTestCase {
    private func formatter(_ formatter: String, title: String? = nil) throws -> (cell: GraphCursor, formatter: GraphCursor) {
        let cell = try compiledFormattedCell(formatter, title: title).cell
        return (cell, try XCTUnwrap(cell["NSFormatter"]))
    }

    /// The attributes dictionary: key → value object.
    private func attributes(_ formatter: GraphCursor) throws -> [String: GraphCursor] {
        let items = try XCTUnwrap(formatter["NS.attributes"]).elements
        var result: [String: GraphCursor] = [:]
        for index in stride(from: 0, to: items.count - 1, by: 2) { result[items[index].text ?? ""] = items[index + 1] }
        return result
    }

    func test_styleLessFormatter_asInNumfmtBasic() throws {
        let (cell, formatter) = try formatter("""
            <numberFormatter key="formatter" formatterBehavior="default10_4" usesGroupingSeparator="NO" groupingSize="0" minimumIntegerDigits="0" maximumIntegerDigits="42" id="12">
                <real key="minimum" value="1"/>
                <real key="maximum" value="40320"/>
            </numberFormatter>
            """)
        XCTAssertNil(cell.value("NSContents"), "no title: no contents")
        XCTAssertEqual(formatter.string("NS.positiveformat"), String(repeating: "#", count: 42))
        XCTAssertEqual(formatter["NS.min"]?.value("NS.dblval"), .double(1))
        XCTAssertEqual(formatter["NS.max"]?.value("NS.dblval"), .double(40320))
        XCTAssertEqual(formatter.value("NS.hasthousands"), .bool(false))
        let values = try attributes(formatter)
        XCTAssertEqual(values.count, 20)
        XCTAssertEqual(values["negativeInfinitySymbol"]?.text, "-∞")
        XCTAssertEqual(values["roundingMode"]?.value("NS.intval")?.integerValue, 4)
        XCTAssertEqual(values["allowsFloats"]?.value("NS.boolval"), .bool(true))
        XCTAssertNil(values["numberStyle"])
        XCTAssertEqual(formatter["NS.nan"]?.string("NSString"), "NaN")
        XCTAssertEqual(formatter["NS.rounding"]?.value("NS.roundingmode"), .integer(3, byteCount: 1))
    }

    func test_decimalStyle_groupsByThree_andAnUnboundedRangeIsNaN() throws {
        let (cell, formatter) = try formatter("""
            <numberFormatter key="formatter" formatterBehavior="default10_4" numberStyle="decimal" formatWidth="-1" minimumIntegerDigits="1" maximumIntegerDigits="2000000000" maximumFractionDigits="3" id="nf1"/>
            """, title: "400")
        XCTAssertEqual(cell["NSContents"]?.value("NS.intval"), .integer(400, byteCount: 2), "the title is archived as its number")
        XCTAssertEqual(formatter.string("NS.positiveformat"), "#,##0.###")
        XCTAssertEqual(formatter.value("NS.hasthousands"), .bool(true))
        XCTAssertEqual(formatter["NS.min"]?.className, "NSDecimalNumberPlaceholder")
        XCTAssertEqual(formatter["NS.min"]?.index, formatter["NS.max"]?.index)
        XCTAssertEqual(formatter["NS.min"]?.value("NS.negative"), .bool(true))
        let values = try attributes(formatter)
        XCTAssertEqual(values["groupingSize"]?.value("NS.intval")?.integerValue, 3)
        XCTAssertEqual(values["numberStyle"]?.value("NS.intval")?.integerValue, 1)
    }

    func test_topLevelView_archivesItsSubviewsLastToFirst() throws {
        let objects = try compiledCocoaObjects(cocoaDocument("""
            <customView id="1">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <box title="First" id="2"><rect key="frame" x="10" y="150" width="80" height="22"/></box>
                    <box title="Second" id="3"><rect key="frame" x="10" y="100" width="80" height="22"/></box>
                </subviews>
            </customView>
            """), path: "top.xib").objects
        let host = try XCTUnwrap(objects.first { $0.className == "NSCustomView" })
        XCTAssertEqual(host["NSSubviews"]?.elements.map { $0["NSTitleCell"]?.string("NSContents") }, ["Second", "First"])
    }
}
