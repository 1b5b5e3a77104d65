import NibArchive
import NibCompiler
import NibCore
import NibDocument
import XCTest

/// Connections and constraints naming objects the document does not contain: Xcode compiles
/// such documents, so NibForge does too, warning and leaving each reference out.
final class DanglingReferenceTests: XCTestCase {
    private let text = labelViewDocument(
        toolsVersion: "19529",
        ownerConnections: #"<outlet property="view" destination="vie-00-001" id="out-00-001"/><outlet property="deletedLabel" destination="del-00-001" id="out-00-002"/>"#,
        constraints: #"<constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="vie-00-001" secondAttribute="leading" constant="20" id="con-00-001"/><constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="del-00-002" secondAttribute="bottom" constant="8" id="con-00-002"/>"#)

    func test_danglingOutletAndConstraint_areWarnedAboutAndLeftOut() throws {
        let document = try InterfaceDocument(parsing: Array(text.utf8), path: "Card.xib")
        let compilation = try NibCompiler.compilation(of: document)
        XCTAssertEqual(compilation.warnings.map(\.severity), [.warning, .warning])
        XCTAssertEqual(compilation.warnings.map { $0.location?.line }, [5, 17])
        XCTAssertEqual(compilation.warnings.map(\.objectID), ["out-00-002", "con-00-002"])
        XCTAssertTrue(compilation.warnings[0].description.hasPrefix(
            "Card.xib:5:92: warning: <outlet> 'deletedLabel' (id out-00-002): destination 'del-00-001' is no object in this document"),
            compilation.warnings[0].description)
        XCTAssertTrue(compilation.warnings[1].message.contains("secondItem 'del-00-002'"), compilation.warnings[1].message)

        guard case .nib(let bytes) = compilation.output else { return XCTFail("a xib compiles to one nib") }
        let root = GraphCursor(try CompiledNibFile(bytes: bytes).graph)
        let labels = try XCTUnwrap(root["UINibConnectionsKey"]).elements.map { $0.string("UILabel") }
        XCTAssertEqual(labels, ["view"], "the dangling outlet is left out, the other kept")
        let view = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last)
        XCTAssertEqual(view["UIViewAutolayoutConstraints"]?.elements.count, 1, "the dangling constraint is left out")
        XCTAssertEqual(document.serialized(), Array(text.utf8), "the caller's document is not changed")
    }

    func test_aDocumentWithoutDanglingReferences_hasNoWarnings() throws {
        let whole = text.replacingOccurrences(of: "del-00-001", with: "lbl-00-001").replacingOccurrences(of: "del-00-002", with: "vie-00-001")
        let compilation = try NibCompiler.compilation(of: try InterfaceDocument(parsing: Array(whole.utf8), path: "Card.xib"))
        XCTAssertEqual(compilation.warnings, [])
    }
}
