import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// Steppers and page controls used to reach the nib with none of their own settings (a page
/// control showed no pages); date pickers still do, and the compile says so (segmented
/// controls and search bars: `CocoaTouchSegmentedControlTests`, `CocoaTouchSearchBarTests`). No Apple-compiled one of these is in the corpora: the keys are those
/// UIKit's classes encode, through which ibtool archives.
final class CocoaTouchValueControlTests: XCTestCase {
    private func subviews(_ subviews: String) throws -> [GraphCursor] {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 200), subviews: subviews)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
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

    func test_aDatePicker_isCompiledWithAWarning() throws {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 200), subviews: """
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" id="date">
                <rect key="frame" x="0.0" y="40" width="320" height="50"/>
            </datePicker>
            """)
        let compilation = try NibCompiler.compilation(of: InterfaceDocument(parsing: Array(text.utf8), path: "controls.xib"))
        XCTAssertEqual(compilation.warnings.compactMap(\.objectID), ["date"])
        let first = try XCTUnwrap(compilation.warnings.first).description
        XCTAssertTrue(first.hasPrefix("controls.xib:"), first)
        XCTAssertTrue(first.contains("<datePicker>: compiled without its mode"), first)
        let plain = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 200), subviews: "")
        XCTAssertEqual(try NibCompiler.compilation(of: InterfaceDocument(parsing: Array(plain.utf8), path: "plain.xib")).warnings.count, 0)
    }
}
