import NibArchive
import NibCompiler
import XCTest

/// `<levelIndicator>` compiles to `NSLevelIndicator` with an `NSLevelIndicatorCell`.
final class CocoaLevelIndicatorTests: XCTestCase {
    private func indicators() throws -> [GraphCursor] {
        try hostedSubviews("mac-level.xib", classes: ["NSLevelIndicator", "NSLevelIndicator"]).subviews
    }

    func test_levelIndicatorCell_valuesAndStyle() throws {
        let meter = try indicators()[0]
        let cell = try XCTUnwrap(meter["NSCell"])
        XCTAssertEqual(cell.className, "NSLevelIndicatorCell")
        XCTAssertEqual(cell["NSControlView"]?.index, meter.index)
        XCTAssertEqual(cell.value("NSValue"), .double(3))
        XCTAssertEqual(cell.value("NSMaxValue"), .double(8))
        XCTAssertEqual(cell.value("NSWarningValue"), .double(6))
        XCTAssertEqual(cell.value("NSCriticalValue"), .double(7))
        XCTAssertNil(cell.value("NSMinValue"))
        XCTAssertEqual(cell.value("NSIndicatorStyle"), .integer(3, byteCount: 1))
        XCTAssertEqual(cell.value("NSCellFlags2"), .integer(0x0400_0000, byteCount: 4))  // right aligned
        XCTAssertEqual(meter.value("NSControlTextAlignment"), .integer(2, byteCount: 1))
        XCTAssertEqual(meter.value("NSControlWritingDirection"), .integer(-1, byteCount: 8))
        XCTAssertEqual(meter.value("NSEnabled"), .bool(true))
        XCTAssertNil(meter.value("NSHuggingPriority"))  // 250 / 750 is the class default
        XCTAssertNil(meter.value("NSSubviews"))
    }

    func test_levelIndicatorDefaults_discreteCapacityNaturalAlignment() throws {
        let plain = try indicators()[1]
        let cell = try XCTUnwrap(plain["NSCell"])
        XCTAssertEqual(cell.value("NSIndicatorStyle"), .integer(2, byteCount: 1))
        XCTAssertNil(cell.value("NSMaxValue"))
        XCTAssertEqual(plain.value("NSControlTextAlignment"), .integer(4, byteCount: 1))
        XCTAssertEqual(plain.string("NSHuggingPriority"), "{300, 750}")
    }
}
