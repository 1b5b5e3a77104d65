import NibXML

/// `<matrix>` compiles to `NSMatrix`: its cells row by row (the document lists them by
/// column), the prototype cell, cell size and spacing, and `NSMatrixFlags`.
///
/// From Apple's test_matrix_flags.nib: the matrix's own cell is a bare `NSActionCell`
/// (discardable); its cells name no control view; `NSMatrixFlags` is 0x04800000 plus radio
/// mode (0x40000000, the mode when the document names none) and empty selection allowed
/// (0x10000000); the selected row and column are archived as -1.
extension CocoaNibCompiler {
    static let matrixModes: [String: Int64] = ["radio": 0x4000_0000, "highlight": 0x2000_0000, "list": 0, "track": 0]

    mutating func matrix(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let matrix = classedObject("NSMatrix", for: element)
        try viewAttributes(element, object: matrix, parent: parent, isControl: true, addsEmptySubviews: false)
        archive.set("NSEnabled", bool: element[attribute: "enabled"] != "NO", on: matrix)
        let actionCell = archive.object("NSActionCell")
        archive.set("NSCellFlags", integer: 32, on: actionCell)
        archive.set("NSCellFlags2", integer: 8192, on: actionCell)
        archive.set("NSCell", reference: actionCell, on: matrix)
        archive.set("NSCellIsDiscardable", bool: true, on: matrix)
        archive.set("NSAllowsLogicalLayoutDirection", bool: false, on: matrix)
        neutralControlKeys(on: matrix, sendActionMask: 0)

        let columns = element.firstChild(named: "cells")?.children(named: "column") ?? []
        let rows = columns.map { Array($0.childElements).count }.max() ?? 0
        archive.set("NSNumRows", integer: Int64(rows), on: matrix)
        archive.set("NSNumCols", integer: Int64(columns.count), on: matrix)
        var compiled: [[Int]] = []
        cellsOmitControlView = true
        dataCellColumn = matrix
        // The prototype comes first in the object list.
        let prototypeElement = element.childElements.first { $0[attribute: "key"] == "prototype" }
        let prototype = try prototypeElement.flatMap { try compileDataCell($0, column: element, table: matrix) }
        for column in columns {
            compiled.append(try column.childElements.compactMap { try compileDataCell($0, column: element, table: matrix) })
        }
        var rowMajor: [Int] = []
        for row in 0..<rows {
            for column in compiled where row < column.count { rowMajor.append(column[row]) }
        }
        archive.set("NSCells", reference: archive.collection("NSMutableArray", rowMajor), on: matrix)
        for (attribute, key) in [("cellSize", "NSCellSize"), ("intercellSpacing", "NSIntercellSpacing")] {
            guard let size = element.children(named: "size").first(where: { $0[attribute: "key"] == attribute }) else { continue }
            let width = Double(size[attribute: "width"] ?? "") ?? 0
            let height = Double(size[attribute: "height"] ?? "") ?? 0
            archive.set(key, string: GeometryText.size(width, height), on: matrix)
        }
        var flags: Int64 = 0x0480_0000 | (Self.matrixModes[element[attribute: "mode"] ?? "radio"] ?? 0)
        if element[attribute: "allowsEmptySelection"] != "NO" { flags |= 0x1000_0000 }
        archive.set("NSMatrixFlags", integer: flags, on: matrix)
        archive.set("NSCellClass", string: "NSActionCell", on: matrix)
        if let prototype { archive.set("NSProtoCell", reference: prototype, on: matrix) }
        dataCellColumn = nil
        cellsOmitControlView = false
        archive.set("NSSelectedRow", integer: -1, on: matrix)
        archive.set("NSSelectedCol", integer: -1, on: matrix)
        if let colorElement = element.firstChild(named: "color", key: "backgroundColor") {
            let background = color(colorElement)
            archive.set("NSBackgroundColor", reference: background, on: matrix)
            let cellBackground = element.firstChild(named: "color", key: "cellBackgroundColor")
            archive.set("NSCellBackgroundColor", reference: cellBackground.map { color($0) } ?? background, on: matrix)
        }
        return matrix
    }
}
