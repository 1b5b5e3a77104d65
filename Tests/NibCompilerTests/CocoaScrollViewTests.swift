import NibArchive
import NibCompiler
import XCTest

/// `<scrollView>` compiles to `NSScrollView` with an `NSClipView` and two `NSScroller`s.
final class CocoaScrollViewTests: XCTestCase {
    private func scrollView() throws -> GraphCursor {
        try XCTUnwrap(hostedSubviews("mac-scroll.xib", classes: ["NSScrollView"]).subviews.first)
    }

    func test_scrollView_subviewsFlagsGestureAndMagnification() throws {
        let scroll = try scrollView()
        let subviews = try XCTUnwrap(scroll["NSSubviews"]).elements
        XCTAssertEqual(subviews.map(\.className), ["NSClipView", "NSScroller", "NSScroller"])
        XCTAssertEqual(scroll["NSContentView"]?.index, subviews[0].index)
        XCTAssertEqual(scroll["NSNextKeyView"]?.index, subviews[0].index)
        XCTAssertEqual(scroll["NSHScroller"]?.index, subviews[1].index)
        XCTAssertEqual(scroll["NSVScroller"]?.index, subviews[2].index)
        // Line border, both scrollers, autohiding, no predominant-axis scrolling.
        XCTAssertEqual(scroll.value("NSsFlags"), .integer(0x20A31, byteCount: 4))
        let pan = try XCTUnwrap(scroll["NSGestureRecognizers"]?.elements.first)
        XCTAssertEqual(pan.className, "NSPanGestureRecognizer")
        XCTAssertEqual(pan["NSGestureRecognizer.target"]?.index, scroll.index)
        XCTAssertEqual(pan.string("NSGestureRecognizer.action"), "_panWithGestureRecognizer:")
        XCTAssertEqual(scroll.value("NSMinMagnification"), .double(0.25))
        XCTAssertEqual(scroll.value("NSMaxMagnification"), .double(4))
        XCTAssertEqual(scroll.value("NSMagnification"), .double(1))
    }

    func test_clipView_documentViewBackgroundAndFlags() throws {
        let scroll = try scrollView()
        let clip = try XCTUnwrap(scroll["NSContentView"])
        XCTAssertEqual(clip["NSSuperview"]?.index, scroll.index)
        XCTAssertEqual(clip["NSNextResponder"]?.index, scroll.index)
        XCTAssertEqual(clip.value("NSvFlags"), .integer(0x100, byteCount: 2))  // no autoresizing mask
        let document = try XCTUnwrap(clip["NSDocView"])
        XCTAssertEqual(clip["NSSubviews"]?.elements.map(\.index), [document.index])
        XCTAssertEqual(clip["NSNextKeyView"]?.index, document.index)
        XCTAssertEqual(clip["NSBGColor"]?.string("NSColorName"), "controlBackgroundColor")
        XCTAssertNil(clip.value("NScvFlags"))  // drawsBackground="NO"
        XCTAssertEqual(clip.value("NSAutomaticallyAdjustsContentInsets"), .bool(true))
    }

    func test_scrollers_targetTheScrollView() throws {
        let scroll = try scrollView()
        let horizontal = try XCTUnwrap(scroll["NSHScroller"]), vertical = try XCTUnwrap(scroll["NSVScroller"])
        for bar in [horizontal, vertical] {
            XCTAssertEqual(bar["NSTarget"]?.index, scroll.index)
            XCTAssertEqual(bar["NSControlTarget"]?.index, scroll.index)
            XCTAssertEqual(bar.string("NSAction"), "_doScroller:")
            XCTAssertEqual(bar.value("NSViewIsLayerTreeHost"), .bool(true))
            XCTAssertNil(bar.value("NSSubviews"))
        }
        XCTAssertEqual(horizontal.value("NSsFlags"), .integer(1, byteCount: 1))
        XCTAssertNil(vertical.value("NSsFlags"))
        XCTAssertNil(horizontal.value("NSCurValue"))
        XCTAssertEqual(vertical.value("NSCurValue"), .double(0.5))
        XCTAssertEqual(horizontal.value("NSvFlags"), .integer(-0x8000_0000 | 0x100, byteCount: 8))
    }
}
