import NibXML
import XCTest

/// One element written on its own at another depth, and an emptied element collapsed, as
/// the split writes them.
final class MarkupSubtreeTests: XCTestCase {
    private let source = """
        <root>
            <objects>
                <window id="w">
                    <string key="text">line one
            line two</string>
                    <view id="v"/>
                </window>
                <customObject id="c">
                    <connections>
                    </connections>
                </customObject>
            </objects>
        </root>
        """

    private func document() throws -> MarkupDocument { try MarkupDocument(parsing: Array(source.utf8)) }

    private func element(_ id: String, in document: MarkupDocument) throws -> MarkupElement {
        try XCTUnwrap(document.root.descendants().first { $0[attribute: "id"] == id })
    }

    func test_subtreeAtItsOwnDepthIsItsSourceText() throws {
        let document = try document()
        let window = try element("w", in: document)
        XCTAssertEqual(window.indentation, 8)
        XCTAssertEqual(String(decoding: window.serializedSubtree(), as: UTF8.self), """
            <window id="w">
                        <string key="text">line one
                line two</string>
                        <view id="v"/>
                    </window>
            """)
    }

    func test_shiftMovesLayoutWhitespaceButNeverText() throws {
        let document = try document()
        let window = try element("w", in: document)
        XCTAssertEqual(String(decoding: window.serializedSubtree(indentationShift: -4), as: UTF8.self), """
            <window id="w">
                    <string key="text">line one
                line two</string>
                    <view id="v"/>
                </window>
            """, "the text's second line keeps its spaces")
        XCTAssertEqual(String(decoding: window.serializedSubtree(indentationShift: 2), as: UTF8.self), """
            <window id="w">
                          <string key="text">line one
                line two</string>
                          <view id="v"/>
                      </window>
            """)
        XCTAssertEqual(String(decoding: document.serialized(), as: UTF8.self), source, "writing a subtree changes nothing")
    }

    func test_emptiedElementCollapsesToSelfClosing() throws {
        let document = try document()
        let object = try element("c", in: document)
        let connections = try XCTUnwrap(object.firstChild(named: "connections"))
        XCTAssertTrue(connections.holdsOnlyWhitespace)
        object.removeChildElement(connections)
        object.collapseToSelfClosing()
        XCTAssertTrue(String(decoding: document.serialized(), as: UTF8.self).contains("""
                    </window>
                    <customObject id="c"/>
                </objects>
            """))
        let window = try element("w", in: document)
        window.collapseToSelfClosing()
        XCTAssertFalse(window.isSelfClosing, "an element with content is left as it is")
    }
}
