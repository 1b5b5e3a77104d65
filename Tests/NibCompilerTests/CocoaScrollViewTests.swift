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

    /// AppKit's tiling with both scrollers shown, as in Apple's test10_next_key.nib: the
    /// clip view loses 17 points each way, the document view resizes with it by its mask,
    /// and the document view's subviews follow theirs.
    func test_tiling_resizesTheDocumentViewAndItsSubviews() throws {
        let objects = try compiledCocoaObjects(cocoaDocument("""
            <scrollView usesPredominantAxisScrolling="NO" id="1">
                <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                <clipView key="contentView" id="2">
                    <rect key="frame" x="1" y="1" width="478" height="268"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view id="3">
                            <rect key="frame" x="0.0" y="0.0" width="463" height="253"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <customView id="4">
                                    <rect key="frame" x="207" y="103" width="48" height="48"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                </customView>
                            </subviews>
                        </view>
                    </subviews>
                </clipView>
                <scroller key="horizontalScroller" verticalHuggingPriority="750" horizontal="YES" id="5">
                    <rect key="frame" x="1" y="253" width="478" height="16"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
                <scroller key="verticalScroller" verticalHuggingPriority="750" horizontal="NO" id="6">
                    <rect key="frame" x="463" y="1" width="16" height="268"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
            </scrollView>
            """), path: "tiled.xib").objects
        let scroll = try XCTUnwrap(objects.first { $0.className == "NSScrollView" })
        XCTAssertEqual(scroll["NSContentView"]?.string("NSFrame"), "{{1, 1}, {461, 251}}")
        XCTAssertEqual(scroll["NSContentView"]?["NSDocView"]?.string("NSFrameSize"), "{446, 236}")
        XCTAssertEqual(objects.first { $0.className == "NSCustomView" }?.string("NSFrame"), "{{207, 86}, {48, 48}}")
        XCTAssertEqual(scroll["NSVScroller"]?.string("NSFrame"), "{{463, 1}, {16, 268}}", "the scrollers keep their frames")
    }

    /// A borderless scroll view (id 1) around a plain view, with extra `scrollAttributes`,
    /// `clipAttributes` and a clip view `background` element.
    private static func scrollDocument(scrollAttributes: String = "", clipAttributes: String = "", background: String = "") -> String {
        cocoaDocument("""
        <scrollView borderType="none" autohidesScrollers="YES" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" \(scrollAttributes) id="1">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <autoresizingMask key="autoresizingMask"/>
            <clipView key="contentView" \(clipAttributes) id="2">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view id="3">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </view>
                </subviews>
                \(background)
            </clipView>
            <scroller key="horizontalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="YES" id="4">
                <rect key="frame" x="-100" y="-100" width="200" height="16"/>
                <autoresizingMask key="autoresizingMask"/>
            </scroller>
            <scroller key="verticalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="NO" id="5">
                <rect key="frame" x="-100" y="-100" width="16" height="100"/>
                <autoresizingMask key="autoresizingMask"/>
            </scroller>
        </scrollView>
        """)
    }

    /// A clip view that does not copy on scroll sets 0x2 in `NScvFlags` (with 0x4 when it
    /// draws its background), and `<nil key="backgroundColor"/>` archives no `NSBGColor`
    /// (Apple's HSChooserWindow.nib: `NScvFlags` 2 and no colour; its MainMenu.nib from
    /// Transmission: 6 with the colour).
    func test_clipView_copiesOnScrollAndNilBackground() throws {
        func clip(_ attributes: String, background: String) throws -> GraphCursor {
            let objects = try compiledCocoaObjects(Self.scrollDocument(clipAttributes: attributes, background: background), path: "clip.xib").objects
            return try XCTUnwrap(objects.first { $0.className == "NSClipView" })
        }
        let plain = try clip("drawsBackground=\"NO\" copiesOnScroll=\"NO\"", background: "<nil key=\"backgroundColor\"/>")
        XCTAssertEqual(plain.value("NScvFlags")?.integerValue, 2)
        XCTAssertNil(plain.value("NSBGColor"))
        let drawn = try clip("copiesOnScroll=\"NO\"", background: "<color key=\"backgroundColor\" name=\"controlBackgroundColor\" catalog=\"System\" colorSpace=\"catalog\"/>")
        XCTAssertEqual(drawn.value("NScvFlags")?.integerValue, 6)
        XCTAssertEqual(drawn["NSBGColor"]?.string("NSColorName"), "controlBackgroundColor")
        // Neither attribute: the default colour and the drawing bit alone.
        let standard = try clip("", background: "")
        XCTAssertEqual(standard.value("NScvFlags")?.integerValue, 4)
        XCTAssertEqual(standard["NSBGColor"]?.string("NSColorName"), "controlBackgroundColor")
    }

    /// Scroll elasticity takes two bits per axis of `NSsFlags` (vertical at 0x1000, horizontal
    /// at 0x4000, by `NSScrollElasticity`: none 1, allowed 2), as in Apple's
    /// test24_tables_elastic.nib (0x5000 for none, 0xA000 for allowed on both axes).
    func test_scrollElasticity_inTheScrollViewFlags() throws {
        func flags(_ attributes: String) throws -> Int64 {
            let objects = try compiledCocoaObjects(Self.scrollDocument(scrollAttributes: attributes), path: "elastic.xib").objects
            return try XCTUnwrap(objects.first { $0.className == "NSScrollView" }?.value("NSsFlags")?.integerValue)
        }
        XCTAssertEqual(try flags("") & 0xF000, 0)
        XCTAssertEqual(try flags("horizontalScrollElasticity=\"none\" verticalScrollElasticity=\"none\"") & 0xF000, 0x5000)
        XCTAssertEqual(try flags("horizontalScrollElasticity=\"allowed\" verticalScrollElasticity=\"allowed\"") & 0xF000, 0xA000)
        XCTAssertEqual(try flags("verticalScrollElasticity=\"none\"") & 0xF000, 0x1000)
    }
}
