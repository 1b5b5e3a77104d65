import Foundation

/// A scrolling list of rows with an optional selection, enough for a master list.
///
/// Each layout pass creates cells for the rows inside the visible bounds (``contentOffset``
/// is the bounds origin) and removes the others, so what it holds follows what it shows.
open class TableView: RuntimeView {
    /// Supplies the rows; held weakly, as in UIKit.
    public weak var dataSource: (any TableViewDataSource)?
    /// Hears about selection; held weakly.
    public weak var delegate: (any TableViewDelegate)?

    /// `dataSource` and `delegate` can be connected in a document, as in UIKit.
    open override class var outletTable: OutletTable {
        super.outletTable
            .adding("dataSource", \TableView.dataSource) { $0 as? any TableViewDataSource }
            .adding("delegate", \TableView.delegate) { $0 as? any TableViewDelegate }
    }

    /// The height of every row in points.
    public var rowHeight: CGFloat = 44 {
        didSet { if rowHeight != oldValue { setNeedsLayout() } }
    }

    private var selectedRowStorage: Int?
    private var visibleCells: [Int: TableViewCell] = [:]

    /// The number of rows, as the data source last reported it.
    public private(set) var numberOfRows = 0

    /// The selected row, if any: state a controller must save to survive an unload (rule V12).
    public var indexPathForSelectedRow: Int? { selectedRowStorage }

    /// The scroll position: the origin of the bounds.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            bounds = CGRect(origin: newValue, size: bounds.size)
            setNeedsLayout()
        }
    }

    /// Asks the data source for the rows again and keeps the selection only if still valid.
    public func reloadData() {
        numberOfRows = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        if let row = selectedRowStorage, row >= numberOfRows { selectedRowStorage = nil }
        for cell in visibleCells.values { cell.removeFromSuperview() }
        visibleCells.removeAll()
        setNeedsLayout()
    }

    /// Selects `row` (nil or out of range: clears the selection) without telling the delegate,
    /// as when a controller restores a saved selection.
    public func selectRow(_ row: Int?) {
        let valid = row.flatMap { (0..<numberOfRows).contains($0) ? $0 : nil }
        selectedRowStorage = valid
        for (index, cell) in visibleCells { cell.isSelected = index == valid }
    }

    /// Clears the selection.
    public func deselectRow() {
        selectRow(nil)
    }

    /// Plays a user tap on `row`: selects it and tells the delegate.
    public func simulateTap(onRow row: Int) {
        guard (0..<numberOfRows).contains(row) else { return }
        selectRow(row)
        delegate?.tableView(self, didSelectRow: row)
    }

    /// The rows whose cells exist now, in order.
    public var indexesOfVisibleRows: [Int] { visibleCells.keys.sorted() }

    /// The cell showing `row`, if it is visible.
    public func cellForRow(_ row: Int) -> TableViewCell? { visibleCells[row] }

    override func layoutManagedSubviews() {
        guard rowHeight > 0, numberOfRows > 0 else { return }
        let top = max(0, (bounds.minY / rowHeight).roundedDownToInt)
        let bottom = min(numberOfRows, (bounds.maxY / rowHeight).roundedUpToInt)
        let visible = top < bottom ? top..<bottom : 0..<0
        for (row, cell) in visibleCells where !visible.contains(row) {
            cell.removeFromSuperview()
            visibleCells[row] = nil
        }
        for row in visible {
            let frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            if let cell = visibleCells[row] {
                cell.frame = frame
                continue
            }
            let cell = TableViewCell(frame: frame)
            cell.textLabel.text = dataSource?.tableView(self, titleForRow: row)
            cell.isSelected = row == selectedRowStorage
            visibleCells[row] = cell
            addSubview(cell)
        }
    }
}
