import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// A view's safe area guide under Xcode 9-10 rules: archived only when a constraint names
/// it (as in the Charts demo's xibs, toolsVersion 13196, which failed to compile before).
final class CocoaTouchSafeAreaGuideTests: XCTestCase {
    private func document(constrained: Bool) -> String {
        let constraint = constrained
            ? #"<constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="8" id="con-00-001"/>"#
            : ""
        return labelViewDocument(toolsVersion: "13196", constraints: constraint,
                                 extra: #"<viewLayoutGuide key="safeArea" id="saf-00-001"/>"#)
    }

    private func rootView(constrained: Bool) throws -> (root: GraphCursor, view: GraphCursor) {
        let parsed = try InterfaceDocument(parsing: Array(document(constrained: constrained).utf8), path: "safe-area.xib")
        guard case .nib(let bytes) = try NibCompiler.compile(parsed) else { throw XCTSkip("a xib compiles to one nib") }
        let root = GraphCursor(try CompiledNibFile(bytes: bytes).graph)
        return (root, try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last))
    }

    func test_xcode9_constrainedSafeArea_isUIKitsGuide_unlisted() throws {
        let (root, view) = try rootView(constrained: true)
        let guides = try XCTUnwrap(view["UIViewLayoutGuides"]).elements
        XCTAssertEqual(guides.count, 1)
        XCTAssertEqual(guides[0].className, "UILayoutGuide")
        XCTAssertEqual(guides[0].string("UILayoutGuideIdentifier"), "UIViewSafeAreaLayoutGuide")
        XCTAssertEqual(guides[0]["UILayoutGuideOwningView"]?.index, view.index)
        XCTAssertEqual(guides[0]["UILayoutGuideSystemConstraints"]?.elements.count, 4)
        let constraint = try XCTUnwrap(view["UIViewAutolayoutConstraints"]?.elements.first)
        XCTAssertEqual(constraint["NSSecondItem"]?.index, guides[0].index)
        let listed = try XCTUnwrap(root["UINibObjectsKey"]).elements.map(\.index)
        XCTAssertFalse(listed.contains(guides[0].index), "UIKit's guide is not among the nib's objects")
    }

    func test_xcode9_unconstrainedSafeArea_isNotArchived() throws {
        let (_, view) = try rootView(constrained: false)
        XCTAssertNil(view["UIViewLayoutGuides"])
    }
}
