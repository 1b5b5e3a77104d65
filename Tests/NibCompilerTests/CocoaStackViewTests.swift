import NibArchive
import NibCompiler
import XCTest

/// `<stackView>` compiles to `NSStackView` with a flat hierarchy, an arranged-views
/// container and an early-decoding connector.
final class CocoaStackViewTests: XCTestCase {
    private func stackViews() throws -> (data: GraphCursor, row: GraphCursor, column: GraphCursor) {
        let (data, subviews) = try hostedSubviews("mac-stack.xib", classes: ["NSStackView", "NSStackView"])
        return (data, subviews[0], subviews[1])
    }

    func test_stackView_orientationAlignmentPrioritiesAndInsets() throws {
        let (_, row, column) = try stackViews()
        XCTAssertEqual(row.value("NSStackViewOrientation"), .integer(0, byteCount: 1))
        XCTAssertEqual(row.value("NSStackViewAlignment"), .integer(12, byteCount: 1))  // NSLayoutAttributeFirstBaseline
        XCTAssertEqual(row.value("NSStackViewSecondaryAlignment"), .integer(2, byteCount: 1))
        XCTAssertEqual(row.value("NSStackViewdistribution"), .integer(2, byteCount: 1))
        XCTAssertEqual(row.value("NSStackViewSpacing"), .float(4))
        XCTAssertEqual(row.value("NSStackViewHorizontalClippingResistance"), .float(750))
        XCTAssertEqual(row.value("NSStackViewVerticalClippingResistance"), .float(1000))
        XCTAssertEqual(row.value("NSStackViewHorizontalHugging"), .float(249.99998474121094))
        XCTAssertEqual(row.value("NSStackViewEdgeInsets.left"), .float(2))
        XCTAssertEqual(row.value("NSStackViewEdgeInsets.right"), .float(3))
        XCTAssertEqual(row.value("NSStackViewEdgeInsets.bottom"), .float(1))
        XCTAssertEqual(row.value("NSStackViewDetachesHiddenViews"), .bool(true))
        XCTAssertEqual(row.value("NSStackViewHasFlatViewHierarchy"), .bool(true))
        XCTAssertNil(row.value("NSStackViewHasEqualSpacing"))

        XCTAssertEqual(column.value("NSStackViewOrientation"), .integer(1, byteCount: 1))
        XCTAssertEqual(column.value("NSStackViewAlignment"), .integer(6, byteCount: 1))  // trailing
        XCTAssertEqual(column.value("NSStackViewSecondaryAlignment"), .integer(4, byteCount: 1))
        XCTAssertEqual(column.value("NSStackViewdistribution"), .integer(3, byteCount: 1))
        XCTAssertEqual(column.value("NSStackViewHasEqualSpacing"), .bool(true))
        XCTAssertEqual(column.value("NSStackViewSpacing"), .float(8))
        XCTAssertNil(column.value("NSStackViewDetachesHiddenViews"))
    }

    func test_stackViewWithViews_hasContainerAndUntranslatedArrangedViews() throws {
        let (_, row, column) = try stackViews()
        let arranged = try XCTUnwrap(row["NSSubviews"]).elements
        XCTAssertEqual(arranged.count, 2)
        let container = try XCTUnwrap(row["NSStackViewBeginningContainer"])
        XCTAssertEqual(container.className, "NSStackViewContainer")
        XCTAssertEqual(container["NSStackViewContainerStackView"]?.index, row.index)
        XCTAssertEqual(container["NSStackViewContainerNonDroppedViews"]?.elements.map(\.index), arranged.map(\.index))
        XCTAssertEqual(container.string("NSFrameSize"), "{0, 0}")
        XCTAssertEqual(container.value("NSDoNotTranslateAutoresizingMask"), .bool(true))
        XCTAssertEqual(row.value("NSDoNotTranslateAutoresizingMask"), .bool(true))
        for view in arranged { XCTAssertEqual(view.value("NSDoNotTranslateAutoresizingMask"), .bool(true)) }
        // An empty stack view has no container, and a fixed-frame one keeps translating.
        XCTAssertNil(column.value("NSStackViewBeginningContainer"))
        XCTAssertNil(column.value("NSDoNotTranslateAutoresizingMask"))
    }

    func test_stackViewWithViews_decodesEarlyThroughLabelOnlyConnector() throws {
        let (data, row, column) = try stackViews()
        let connections = try XCTUnwrap(data["NSConnections"]).elements
        XCTAssertEqual(connections.count, 1)
        let connector = try XCTUnwrap(connections.first)
        XCTAssertEqual(connector.className, "NSNibConnector")
        XCTAssertEqual(connector["NSSource"]?.index, row.index)
        XCTAssertNotEqual(connector["NSSource"]?.index, column.index)
        XCTAssertEqual(connector.string("NSLabel")?.hasPrefix("Encoding NSStackView requires being decoded before"), true)
        XCTAssertNil(connector.value("NSDestination"))
        // The connector has no object id.
        let oids = try XCTUnwrap(data["NSOidsKeys"]).elements.map(\.index)
        XCTAssertFalse(oids.contains(connector.index))
    }
}
