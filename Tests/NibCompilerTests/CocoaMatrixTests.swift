import NibArchive
@testable import NibCompiler
import XCTest

/// `NSMatrix` with the keys and values Apple's ibtool wrote in viraptor's
/// test_matrix_flags.nib (now compiled equal).
final class CocoaMatrixTests: XCTestCase {
    private func radio(_ title: String, id: String, key: String? = nil, on: Bool = false) -> String {
        """
        <buttonCell \(key.map { "key=\"\($0)\"" } ?? "") type="radio" title="\(title)" imagePosition="left" alignment="left" \(on ? "state=\"on\"" : "") inset="2" id="\(id)">
            <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
            <font key="font" metaFont="system"/>
        </buttonCell>
        """
    }

    func test_radioMatrix_cellsRowByRow_prototypeAndFlags() throws {
        let objects = try compiledCocoaObjects(cocoaDocument("""
            <matrix verticalHuggingPriority="750" allowsEmptySelection="NO" id="3">
                <rect key="frame" x="20" y="100" width="204" height="40"/>
                <autoresizingMask key="autoresizingMask"/>
                <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
                <size key="cellSize" width="100" height="18"/>
                <size key="intercellSpacing" width="4" height="2"/>
                \(radio("Radio", id: "4", key: "prototype"))
                <cells>
                    <column>\(radio("A", id: "5"))\(radio("B", id: "6", on: true))</column>
                    <column>\(radio("C", id: "7"))\(radio("D", id: "8"))</column>
                </cells>
            </matrix>
            """), path: "matrix.xib").objects
        let matrix = try XCTUnwrap(objects.first { $0.className == "NSMatrix" })
        XCTAssertEqual(matrix.value("NSNumRows"), .integer(2, byteCount: 1))
        XCTAssertEqual(matrix.value("NSNumCols"), .integer(2, byteCount: 1))
        let cells = try XCTUnwrap(matrix["NSCells"]).elements
        XCTAssertEqual(cells.map { $0.string("NSContents") }, ["A", "C", "B", "D"], "row by row")
        XCTAssertTrue(cells.allSatisfy { $0.value("NSControlView") == nil }, "a matrix's cells name no control view")
        XCTAssertEqual(cells[2].value("NSCellFlags"), .integer(-2_080_374_784, byteCount: 8), "B is on")
        XCTAssertEqual(cells[0].value("NSButtonFlags"), .integer(1_211_650_304, byteCount: 4))
        XCTAssertEqual(matrix["NSProtoCell"]?.string("NSContents"), "Radio")
        XCTAssertEqual(matrix.value("NSMatrixFlags"), .integer(1_149_239_296, byteCount: 4), "radio mode, no empty selection")
        XCTAssertEqual(matrix["NSCell"]?.className, "NSActionCell")
        XCTAssertEqual(matrix.string("NSCellClass"), "NSActionCell")
        XCTAssertEqual(matrix.value("NSSelectedRow"), .integer(-1, byteCount: 8))
        XCTAssertEqual(matrix["NSCellBackgroundColor"]?.index, matrix["NSBackgroundColor"]?.index)
        // Listed under the matrix, the prototype first.
        let listed = objects.map { $0.string("NSContents") }.compactMap { $0 }
        XCTAssertEqual(listed, ["Radio", "A", "B", "C", "D"])
    }
}
