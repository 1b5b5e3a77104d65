/// Linear equations kept in reduced row echelon form, sparse: each row has a pivot unknown
/// no other row holds. An unknown is determined when its row holds no other unknown.
struct SparseEchelonForm {
    /// Each row by its pivot, its coefficients by unknown (the pivot's 1).
    private var rows: [Int: [Int: Double]] = [:]
    /// Coefficients smaller than this are zero (document geometry is far coarser).
    private static let tolerance = 1e-9

    /// Adds an equation (its coefficients by unknown; the right-hand side does not matter).
    mutating func add(_ equation: [Int: Double]) {
        var row = equation.filter { abs($0.value) > Self.tolerance }
        // Eliminate the pivots the row holds, lowest first (the same steps on every run);
        // pivot rows hold no other pivot, so this ends.
        while let unknown = row.keys.filter({ rows[$0] != nil }).min(), let coefficient = row[unknown], let pivotRow = rows[unknown] {
            for (other, value) in pivotRow { row[other, default: 0] -= coefficient * value }
            row = row.filter { abs($0.value) > Self.tolerance }
        }
        guard let pivot = row.max(by: { abs($0.value) < abs($1.value) || (abs($0.value) == abs($1.value) && $0.key > $1.key) })?.key else { return }
        let scale = row[pivot]!
        row = row.mapValues { $0 / scale }
        // Keep the form reduced: no other row holds the new pivot.
        for (unknown, existing) in rows {
            guard let coefficient = existing[pivot] else { continue }
            var updated = existing
            for (other, value) in row { updated[other, default: 0] -= coefficient * value }
            rows[unknown] = updated.filter { abs($0.value) > Self.tolerance }
        }
        rows[pivot] = row
    }

    /// True when the equations fix `unknown`.
    func determines(_ unknown: Int) -> Bool {
        rows[unknown]?.count == 1
    }
}
