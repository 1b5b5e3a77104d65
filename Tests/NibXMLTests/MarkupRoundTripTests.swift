import XCTest
@testable import NibXML

/// Lossless reading, and edits that disturb nothing else.
final class MarkupRoundTripTests: XCTestCase {
    private let tricky = """
    \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
    <!-- leading comment -->
    <!DOCTYPE document>
    <document type='com.apple.InterfaceBuilder3.CocoaTouch.XIB'   version = "3.0" >
        <objects>
            <label text="a &amp; b &lt;c&gt; &quot;q&quot; &#10;line &#x263A;" id="x-1"/>
            <string key="text">multi
    line &amp; text</string>
            <![CDATA[raw <data> & more]]>
            <?processing instruction?>
            <empty  ></empty >
        </objects>
    </document>

    """

    func testUnchangedDocumentIsReproducedByteForByte() throws {
        let bytes = Array(tricky.utf8)
        let document = try MarkupDocument(parsing: bytes)
        XCTAssertTrue(document.hasByteOrderMark)
        XCTAssertEqual(document.serialized(), bytes)
    }

    func testAttributeValuesAndTextAreDecoded() throws {
        let document = try MarkupDocument(parsing: Array(tricky.utf8))
        let objects = try XCTUnwrap(document.root.firstChild(named: "objects"))
        let label = try XCTUnwrap(objects.firstChild(named: "label"))
        XCTAssertEqual(label[attribute: "text"], "a & b <c> \"q\" \nline \u{263A}")
        XCTAssertEqual(objects.firstChild(named: "string")?.textContent, "multi\nline & text")
        XCTAssertEqual(document.root[attribute: "version"], "3.0")
    }

    func testEditingOneAttributeChangesOnlyItsBytes() throws {
        let bytes = Array(tricky.utf8)
        let document = try MarkupDocument(parsing: bytes)
        let label = try XCTUnwrap(document.root.firstChild(named: "objects")?.firstChild(named: "label"))
        label.setAttribute("text", to: "Bonjour \"monde\"\n")
        let expected = tricky.replacingOccurrences(
            of: "text=\"a &amp; b &lt;c&gt; &quot;q&quot; &#10;line &#x263A;\"",
            with: "text=\"Bonjour &quot;monde&quot;&#10;\"")
        XCTAssertEqual(String(decoding: document.serialized(), as: UTF8.self), expected)
    }

    func testSingleQuotedAttributeKeepsItsQuote() throws {
        let document = try MarkupDocument(parsing: Array("<a t='x'/>".utf8))
        document.root.setAttribute("t", to: "it's \"here\"")
        XCTAssertEqual(String(decoding: document.serialized(), as: UTF8.self), "<a t='it&apos;s \"here\"'/>")
    }

    func testAddingAndRemovingElementsKeepsTheRestIntact() throws {
        let source = "<document>\n    <objects>\n        <view id=\"1\"/>\n    </objects>\n</document>\n"
        let document = try MarkupDocument(parsing: Array(source.utf8))
        let objects = try XCTUnwrap(document.root.firstChild(named: "objects"))
        objects.insertChildElement(document.makeElement(name: "label", attributes: [("id", "2")]), indentation: "        ")
        XCTAssertEqual(
            String(decoding: document.serialized(), as: UTF8.self),
            "<document>\n    <objects>\n        <view id=\"1\"/>\n        <label id=\"2\"/>\n    </objects>\n</document>\n")
        let view = try XCTUnwrap(objects.firstChild(named: "view"))
        XCTAssertTrue(objects.removeChildElement(view))
        XCTAssertEqual(
            String(decoding: document.serialized(), as: UTF8.self),
            "<document>\n    <objects>\n        <label id=\"2\"/>\n    </objects>\n</document>\n")
    }

    func testSelfClosingElementGainingChildrenGetsAnEndTag() throws {
        let document = try MarkupDocument(parsing: Array("<a>\n    <b/>\n</a>".utf8))
        let b = try XCTUnwrap(document.root.firstChild(named: "b"))
        b.insertChildElement(document.makeElement(name: "c"), indentation: "        ")
        XCTAssertEqual(String(decoding: document.serialized(), as: UTF8.self), "<a>\n    <b>\n        <c/>\n    </b>\n</a>")
    }

    func testLocationsOfElements() throws {
        let document = try MarkupDocument(parsing: Array("<a>\r\n  <b/>\n\t<c/></a>".utf8))
        let b = try XCTUnwrap(document.root.firstChild(named: "b"))
        let c = try XCTUnwrap(document.root.firstChild(named: "c"))
        XCTAssertEqual(document.location(of: b)?.description, "2:3")
        XCTAssertEqual(document.location(of: c)?.description, "3:2")
    }

    func testRemovingAndAddingAttributes() throws {
        let document = try MarkupDocument(parsing: Array("<a x=\"1\"  y='2' z=\"3\"><b k=\"v\"/></a>".utf8))
        XCTAssertTrue(document.root.removeAttribute("y"))
        XCTAssertFalse(document.root.removeAttribute("missing"))
        document.root.setAttribute("w", to: "<4>")
        XCTAssertEqual(String(decoding: document.serialized(), as: UTF8.self), "<a x=\"1\" z=\"3\" w=\"&lt;4&gt;\"><b k=\"v\"/></a>")
        XCTAssertEqual(document.root.attributes.map(\.name), ["x", "z", "w"])
        XCTAssertEqual(document.root.firstChild(named: "b")?[attribute: "k"], "v")
    }

    func testTextContentCanBeReplaced() throws {
        let document = try MarkupDocument(parsing: Array("<a><s key=\"t\">old &amp; <!-- c --> text</s></a>".utf8))
        let string = try XCTUnwrap(document.root.firstChild(named: "s"))
        XCTAssertEqual(string.textContent, "old &  text")
        string.setTextContent("new <value>")
        XCTAssertEqual(String(decoding: document.serialized(), as: UTF8.self), "<a><s key=\"t\">new &lt;value&gt;</s></a>")
    }

    func testParentsAndNodeKinds() throws {
        let document = try MarkupDocument(parsing: Array("<?xml version=\"1.0\"?>\n<a><!--c--><b/>t</a>\n".utf8))
        XCTAssertEqual(document.topLevelNodes.map(\.kind), [.processingInstruction, .text, .element, .text])
        XCTAssertEqual(document.root.children.map(\.kind), [.comment, .element, .text])
        let b = try XCTUnwrap(document.root.firstChild(named: "b"))
        XCTAssertEqual(b.parent, document.root)
        XCTAssertNil(document.root.parent)
        XCTAssertEqual(document.root.children[0].rawBytes, Array("<!--c-->".utf8))
    }

    func testDescendantsAreInDocumentOrder() throws {
        let document = try MarkupDocument(parsing: Array("<a><b><c/></b><d/></a>".utf8))
        XCTAssertEqual(document.root.descendants().map(\.name), ["a", "b", "c", "d"])
    }
}
