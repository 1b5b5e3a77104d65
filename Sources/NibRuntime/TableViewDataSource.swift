/// Supplies a table view's rows.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of rows.
    func numberOfRows(in tableView: TableView) -> Int
    /// The text of row `row`.
    func tableView(_ tableView: TableView, titleForRow row: Int) -> String
}

/// Hears about a table view's selection.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// Called after the user selected `row`.
    func tableView(_ tableView: TableView, didSelectRow row: Int)
}

extension TableViewDelegate {
    /// Does nothing: implementing the callback is optional.
    public func tableView(_ tableView: TableView, didSelectRow row: Int) {}
}
