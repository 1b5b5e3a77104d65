import NibArchive
import NibCompiler
import XCTest

/// `NSDatePicker` with the keys Apple's ibtool wrote in viraptor's datepicker.nib, which
/// NibForge now compiles equal.
final class CocoaDatePickerTests: XCTestCase {
    func test_datePicker_archivesItsDateElementsAndControlKeys() throws {
        let objects = try compiledCocoaObjects(cocoaDocument("""
            <datePicker verticalHuggingPriority="750" id="10">
                <rect key="frame" x="20" y="20" width="86" height="28"/>
                <autoresizingMask key="autoresizingMask"/>
                <datePickerCell key="cell" borderStyle="bezel" alignment="left" id="11">
                    <font key="font" metaFont="system"/>
                    <date key="date" timeIntervalSinceReferenceDate="678949666.07677197"/>
                    <datePickerElements key="datePickerElements" hour="YES" minute="YES"/>
                </datePickerCell>
            </datePicker>
            """), path: "picker.xib").objects
        let picker = try XCTUnwrap(objects.first { $0.className == "NSDatePicker" })
        XCTAssertEqual(picker.value("presentsCalendarOverlay"), .bool(false))
        XCTAssertEqual(picker.value("NSControlTextAlignment"), .integer(0, byteCount: 1))
        let cell = try XCTUnwrap(picker["NSCell"])
        XCTAssertEqual(cell.className, "NSDatePickerCell")
        XCTAssertEqual(cell.value("NSCellFlags"), .integer(71_303_168, byteCount: 4))
        XCTAssertEqual(cell.value("NSCellFlags2"), .integer(0, byteCount: 1))
        XCTAssertEqual(cell["NSContents"]?.className, "NSDate")
        XCTAssertEqual(cell["NSContents"]?.value("NS.time"), .double(678_949_666.076_771_97))
        XCTAssertEqual(cell.value("NSDatePickerElements"), .integer(12, byteCount: 1), "hour and minute")
        XCTAssertEqual(cell.value("NSDatePickerUseCurrentDateDuringDecoding"), .bool(false))
    }
}
