import NibArchive
@testable import NibCompiler
import XCTest

/// `NSTextView` with its text system, with the values Apple's ibtool wrote in viraptor's
/// textview_multiattr.nib, textview_linkdetection.nib and test12_text_view_border.nib
/// (all three now compile equal).
final class CocoaTextViewTests: XCTestCase {
    private func compiledTextView(_ attributes: String, storage: String = "", border: String = "line") throws -> (scroll: GraphCursor, view: GraphCursor) {
        let objects = try compiledCocoaObjects(cocoaDocument("""
            <scrollView borderType="\(border)" hasHorizontalScroller="NO" usesPredominantAxisScrolling="NO" id="2">
                <rect key="frame" x="20" y="20" width="257" height="58"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <clipView key="contentView" drawsBackground="NO" id="3">
                    <rect key="frame" x="1" y="1" width="255" height="56"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <textView \(attributes) id="4">
                            <rect key="frame" x="0.0" y="0.0" width="255" height="56"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <size key="minSize" width="255" height="56"/>
                            <size key="maxSize" width="10000000" height="10000000"/>
                            \(storage)
                        </textView>
                    </subviews>
                </clipView>
                <scroller key="horizontalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="YES" id="5">
                    <rect key="frame" x="-100" y="-100" width="240" height="16"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
                <scroller key="verticalScroller" verticalHuggingPriority="750" horizontal="NO" id="6">
                    <rect key="frame" x="242" y="1" width="14" height="56"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
            </scrollView>
            """), path: "text.xib").objects
        return (try XCTUnwrap(objects.first { $0.className == "NSScrollView" }), try XCTUnwrap(objects.first { $0.className == "NSTextView" }))
    }

    func test_textView_archivesItsTextSystem() throws {
        let view = try compiledTextView("importsGraphics=\"NO\"").view
        let container = try XCTUnwrap(view["NSTextContainer"])
        XCTAssertEqual(container["NSTextView"]?.index, view.index)
        XCTAssertEqual(container.value("NSMinWidth"), .double(15))
        XCTAssertEqual(container.value("NSTCFlags"), .integer(1, byteCount: 1))
        let layoutManager = try XCTUnwrap(container["NSLayoutManager"])
        XCTAssertEqual(layoutManager.value("NSLMFlags"), .integer(102, byteCount: 1))
        XCTAssertEqual(layoutManager["NSTextContainers"]?.elements.map(\.index), [container.index])
        XCTAssertEqual(layoutManager["NSTextStorage"]?.className, "NSTextStorage")
        XCTAssertEqual(view.value("NSTVFlags"), .integer(134, byteCount: 2))
        XCTAssertEqual(view.string("NSMaxSize"), "{10000000, 10000000}")
        XCTAssertEqual(view["NSTextViewTextColor"]?.string("NSColorName"), "textColor", "no text of its own: the colour new text gets")
        let shared = try XCTUnwrap(view["NSSharedData"])
        XCTAssertEqual(shared["NSInsertionColor"]?.string("NSColorName"), "textInsertionPointColor")
        XCTAssertEqual(shared["NSInsertionColor"]?["NSColor"]?.string("NSColorName"), "systemBlueColor")
        let link = try XCTUnwrap(shared["NSLinkAttributes"]).elements
        XCTAssertEqual(link.compactMap(\.text), ["NSColor", "NSCursor", "NSUnderline"])
        // linkColor falls back to an sRGB blue in its own ICC colour space (NSID 7).
        let linkFallback = try XCTUnwrap(link[1]["NSColor"])
        XCTAssertEqual(linkFallback.value("NSColorSpace"), .integer(1, byteCount: 1))
        XCTAssertEqual(linkFallback["NSCustomColorSpace"]?.value("NSID"), .integer(7, byteCount: 1))
        guard case .data(let profile)? = linkFallback["NSCustomColorSpace"]?["NSICC"]?.value("NS.bytes") else { return XCTFail("no ICC profile") }
        XCTAssertEqual(Array(profile[12..<20]), Array("mntrRGB ".utf8))
        XCTAssertNil(shared["NSBackgroundColor"], "no background colour in the document: none archived")
    }

    func test_sharedDataFlags_asAppleArchivesThem() throws {
        // textview_linkdetection.nib's NSFlags.
        let view = try compiledTextView("""
            editable="NO" importsGraphics="NO" richText="NO" horizontallyResizable="YES" verticallyResizable="YES" usesFontPanel="YES" \
            usesRuler="YES" linkDetection="YES" spellingCorrection="YES" smartInsertDelete="YES"
            """).view
        XCTAssertEqual(view["NSSharedData"]?.value("NSFlags"), .integer(67_373_921, byteCount: 4))
        XCTAssertEqual(view.value("NSTVFlags"), .integer(135, byteCount: 2))
        // test12_text_view_border.nib: the find panel.
        let panel = try compiledTextView("importsGraphics=\"NO\" richText=\"NO\" verticallyResizable=\"YES\" findStyle=\"panel\" spellingCorrection=\"YES\" smartInsertDelete=\"YES\"").view
        XCTAssertEqual(panel["NSSharedData"]?.value("NSFlags"), .integer(67_119_875, byteCount: 4))
        XCTAssertEqual(panel["NSSharedData"]?.value("NSPreferredTextFinderStyle"), .integer(1, byteCount: 1))
    }

    func test_scrollView_tilesForTheTextView() throws {
        let (scroll, view) = try compiledTextView("importsGraphics=\"NO\"")
        // 257 wide, a line border, a shown vertical scroller of legacy width 17.
        XCTAssertEqual(scroll["NSContentView"]?.string("NSFrame"), "{{1, 1}, {238, 56}}")
        XCTAssertEqual(view.string("NSFrameSize"), "{238, 56}")
        XCTAssertEqual(view["NSTextContainer"]?.value("NSWidth"), .double(238))
        XCTAssertEqual(scroll["NSVScroller"]?.string("NSFrame"), "{{242, 1}, {14, 56}}", "the scroller keeps its frame")
        XCTAssertNil(scroll["NSVScroller"]?.value("NSViewIsLayerTreeHost"), "a text view's scrollers are not layer-backed")
        XCTAssertEqual(scroll["NSContentView"]?["NSCursor"]?.value("NSCursorType"), .integer(0, byteCount: 1))
        let groove = try compiledTextView("importsGraphics=\"NO\"", border: "groove").scroll
        XCTAssertEqual(groove["NSContentView"]?.string("NSFrame"), "{{2, 2}, {236, 54}}")
    }

    func test_textStorage_runsAndTheirAttributes() throws {
        let view = try compiledTextView("editable=\"NO\"", storage: """
            <attributedString key="textStorage">
                <fragment content="Hello "><attributes><font key="NSFont" metaFont="label"/></attributes></fragment>
                <fragment content="bold"><attributes><font key="NSFont" size="10" name="LucidaGrande-Bold"/></attributes></fragment>
                <fragment content=" world"><attributes><font key="NSFont" metaFont="label"/></attributes></fragment>
            </attributedString>
            """).view
        let storage = try XCTUnwrap(view["NSTextContainer"]?["NSLayoutManager"]?["NSTextStorage"])
        XCTAssertEqual(storage["NSString"]?.text, "Hello bold world")
        XCTAssertEqual(storage["NSString"]?.className, "NSMutableString")
        let dictionaries = try XCTUnwrap(storage["NSAttributes"]).elements
        XCTAssertEqual(dictionaries.count, 2, "one dictionary per distinct run")
        // textview_multiattr.nib's run list: (6, 0), (4, 1), (6, 0).
        XCTAssertEqual(storage["NSAttributeInfo"]?.value("NS.bytes"), .data([6, 0, 4, 1, 6, 0]))
        XCTAssertNil(view["NSTextViewTextColor"])
        let plain = try compiledTextView("editable=\"NO\"", storage: "<attributedString key=\"textStorage\"><fragment content=\"Hi\"/></attributedString>").view
        let single = try XCTUnwrap(plain["NSTextContainer"]?["NSLayoutManager"]?["NSTextStorage"]?["NSAttributes"])
        XCTAssertEqual(single.className, "NSDictionary")
        XCTAssertEqual(single.elements.compactMap(\.text), ["NSColor", "NSFont"])
        XCTAssertEqual(single.elements.last?.string("NSName"), "Helvetica", "text without a font is Helvetica 12")
    }
}
