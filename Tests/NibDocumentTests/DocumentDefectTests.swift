import NibCore
import XCTest
@testable import NibDocument

/// Defects are warnings with their place; they never stop the document from reading.
final class DocumentDefectTests: XCTestCase {
    func testDuplicateIDsDanglingDestinationsAndUnknownElementsAreReported() throws {
        let document = try Fixture.document("defects.xib")
        let messages = document.diagnostics.map(\.description)
        XCTAssertTrue(messages.contains("defects.xib:11:17: warning: duplicate object id 'dup' (first used at 9:9)"), "\(messages)")
        XCTAssertTrue(messages.contains("defects.xib:6:17: warning: outlet connection 'out-dangling' from '-1' names destination 'missing-view', which is not in the document"), "\(messages)")
        XCTAssertTrue(messages.contains("defects.xib:12:17: note: unknown element '<futureWidget>'; its class is taken to be UIFutureWidget"), "\(messages)")
        // The unknown element stays in the outline and in the tree.
        XCTAssertEqual(document.objects.filter { $0.elementName == "futureWidget" }.count, 1)
        XCTAssertEqual(document.serialized(), try Fixture.bytes("defects.xib"))
    }

    func testRootThatIsNotADocumentIsAnError() {
        XCTAssertThrowsError(try InterfaceDocument(parsing: Array("<plist version=\"1.0\"><dict/></plist>".utf8), path: "x.plist")) { error in
            XCTAssertEqual("\(error)", "x.plist:1:1: error: not an Interface Builder document: the root element is '<plist>', expected '<document>' or '<archive>'")
        }
    }

    func testUnknownDocumentTypeIsAnError() {
        XCTAssertThrowsError(try InterfaceDocument(parsing: Array("<document type=\"com.example.Other\" version=\"3.0\"/>".utf8), path: "o.xib")) { error in
            XCTAssertEqual("\(error)", "o.xib:1:1: error: unknown document type 'com.example.Other'")
        }
    }

    func testMissingTypeIsAnError() {
        XCTAssertThrowsError(try InterfaceDocument(parsing: Array("\n<document version=\"3.0\"/>".utf8), path: "t.xib")) { error in
            XCTAssertEqual("\(error)", "t.xib:2:1: error: the <document> element has no 'type' attribute, so the platform is unknown")
        }
    }

    func testMalformedXMLCarriesThePath() {
        XCTAssertThrowsError(try InterfaceDocument(parsing: Array("<document>\n<objects></document>".utf8), path: "m.xib")) { error in
            XCTAssertEqual("\(error)", "m.xib:2:10: error: end tag '</document>' does not match start tag '<objects>' opened at 2:1")
        }
    }
}
