import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// Steppers, page controls and date pickers used to reach the nib with none of their own
/// settings (a page control showed no pages, a date-only picker showed date and time); a date
/// picker's own time zone is still left out, and the compile says so (segmented controls and
/// search bars: `CocoaTouchSegmentedControlTests`, `CocoaTouchSearchBarTests`). No
/// Apple-compiled one of these is in the corpora: the keys are those UIKit's classes encode,
/// through which ibtool archives.
final class CocoaTouchValueControlTests: XCTestCase {
    private func subviews(_ subviews: String) throws -> [GraphCursor] {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 200), subviews: subviews)
        // For iOS 14 on: a date picker below it makes a directory of variants.
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2", deploymentTarget: "14.0"))
        return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements
    }

    func test_aStepper_archivesWhatDiffersFromUIKitsDefaults() throws {
        let steppers = try subviews("""
            <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="3" minimumValue="1" maximumValue="10" stepValue="0.5" continuous="NO" wraps="YES" id="custom">
                <rect key="frame" x="0.0" y="0.0" width="94" height="32"/>
            </stepper>
            <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" id="plain">
                <rect key="frame" x="0.0" y="40" width="94" height="32"/>
            </stepper>
            """)
        XCTAssertEqual(steppers.map(\.className), ["UIStepper", "UIStepper"])
        XCTAssertEqual(steppers[0].value("UIValue"), .double(3))
        XCTAssertEqual(steppers[0].value("UIMinimumValue"), .double(1))
        XCTAssertEqual(steppers[0].value("UIMaximumValue"), .double(10))
        XCTAssertEqual(steppers[0].value("UIStepValue"), .double(0.5))
        XCTAssertEqual(steppers[0].value("UIContinuous"), .bool(false))
        XCTAssertEqual(steppers[0].value("UIWraps"), .bool(true))
        XCTAssertNil(steppers[0].value("UIAutorepeat"))
        for key in ["UIValue", "UIMinimumValue", "UIMaximumValue", "UIStepValue", "UIContinuous", "UIWraps"] {
            XCTAssertNil(steppers[1].value(key), key)
        }
    }

    func test_aPageControl_archivesItsPagesCurrentPageAndTints() throws {
        let control = try XCTUnwrap(try subviews("""
            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" currentPage="1" hidesForSinglePage="YES" id="pages">
                <rect key="frame" x="0.0" y="0.0" width="120" height="26"/>
                <color key="pageIndicatorTintColor" white="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <color key="currentPageIndicatorTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </pageControl>
            """).first)
        XCTAssertEqual(control.className, "UIPageControl")
        XCTAssertEqual(control.value("UINumberOfPages"), .integer(3, byteCount: 1))
        XCTAssertEqual(control.value("UICurrentPage"), .integer(1, byteCount: 1))
        XCTAssertEqual(control.value("UIHideForSinglePage"), .bool(true))
        XCTAssertEqual(control["UICurrentPageIndicatorTintColor"]?.value("UIRed"), .float(1))
        XCTAssertNotNil(control["UIPageIndicatorTintColor"])
    }

    func test_aDatePicker_archivesItsModeStyleLocaleIntervalAndDates() throws {
        let pickers = try subviews("""
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="wheels" minuteInterval="15" useCurrentDate="NO" id="custom">
                <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
                <date key="date" timeIntervalSinceReferenceDate="448248004.37374699"/>
                <date key="minimumDate" timeIntervalSinceReferenceDate="-978267600"/>
                <locale key="locale" localeIdentifier="zh_CN"/>
            </datePicker>
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="1" id="plain">
                <rect key="frame" x="0.0" y="220" width="320" height="216"/>
            </datePicker>
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="countDownTimer" countDownDuration="90" id="timer">
                <rect key="frame" x="0.0" y="440" width="320" height="216"/>
                <date key="date" timeIntervalSinceReferenceDate="495455736.64444602"/>
            </datePicker>
            """)
        XCTAssertEqual(pickers.map(\.className), ["UIDatePicker", "UIDatePicker", "UIDatePicker"])
        let custom = pickers[0]
        XCTAssertEqual(custom.value("UIDatePickerMode"), .integer(1, byteCount: 1))
        XCTAssertEqual(custom.value("UIPickerStyle"), .integer(1, byteCount: 1))
        XCTAssertEqual(custom.value("UIMinuteInterval"), .integer(15, byteCount: 1))
        XCTAssertEqual(custom["UIDate"]?.className, "NSDate")
        XCTAssertEqual(custom["UIDate"]?.value("NS.time"), .double(448248004.37374699))
        XCTAssertEqual(custom["UIMinimumDate"]?.value("NS.time"), .double(-978267600))
        XCTAssertNil(custom.value("UIMaximumDate"))
        XCTAssertEqual(custom["UILocale"]?.string("NS.identifier"), "zh_CN")
        XCTAssertEqual(custom.value("UIDatePickerUseCurrentDateDuringDecoding"), .bool(false), "the document's date, not today's")
        for key in ["UIDatePickerMode", "UIPickerStyle", "UIMinuteInterval", "UILocale", "UIDatePickerUseCurrentDateDuringDecoding"] {
            XCTAssertNil(pickers[1].value(key), key)
        }
        XCTAssertNil(pickers[1]["UIDate"], "for iOS 14 on, Xcode 13 archives no compile-time date")
        let timer = pickers[2]
        XCTAssertNil(timer.value("UIDatePickerUseCurrentDateDuringDecoding"), "a date Interface Builder writes for a picker showing today's")
        XCTAssertEqual(timer.value("UIDatePickerMode"), .integer(3, byteCount: 1))
        XCTAssertEqual(timer.value("UICountDownDuration"), .float(90))
        XCTAssertNil(timer.value("UIDate"), "a countdown archives its duration, not dates")
        // A countdown stating no duration archives UIKit's shortest, a minute
        // (SwiftyPickerPopover's countdown picker, Xcode 8.3.3).
        let unstated = try subviews("""
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="countDownTimer" minuteInterval="1" id="timer">
                <rect key="frame" x="0.0" y="0.0" width="300" height="198"/>
            </datePicker>
            """)
        XCTAssertEqual(unstated.first?.value("UICountDownDuration"), .float(60))
    }

    func test_aDatePickerWithItsOwnTimeZone_isCompiledWithAWarning() throws {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 200), subviews: """
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" id="zoned">
                <rect key="frame" x="0.0" y="40" width="320" height="50"/>
                <timeZone key="timeZone" name="Europe/Paris"/>
            </datePicker>
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" id="date">
                <rect key="frame" x="0.0" y="100" width="320" height="50"/>
            </datePicker>
            """)
        let warnings = try compileWarnings(text, path: "controls.xib")
        XCTAssertEqual(warnings.objectIDs, ["zoned"])
        let warning = try XCTUnwrap(warnings.messages.first)
        XCTAssertTrue(warning.hasPrefix("controls.xib:"), warning)
        XCTAssertTrue(warning.contains("<datePicker>: compiled without its time zone"), warning)
    }
}
