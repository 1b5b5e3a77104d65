/// A controller whose view is a table view, serving as its data source and delegate
/// (UIKit's `UITableViewController`).
///
/// It keeps the selected row itself, as seed 001 recommends (rule V12): the row is saved when
/// a legacy memory warning unloads the view and selected again when the view loads, before
/// `viewDidLoad`, so returning to the list shows the same selection.
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The row remembered while the view is unloaded, restored when it loads again.
    public private(set) var savedSelection: Int?

    /// The controller's view as a table view; reading it loads the view.
    public var tableView: TableView? { view as? TableView }

    /// Loads the table view the controller's nib archives (a storyboard scene's view nib, whose
    /// connections make it the data source and delegate), as UIKit does when a nib is named;
    /// with none, creates a table view with this controller as its data source and delegate.
    open override func loadView() {
        if nibName != nil {
            super.loadView()
            return
        }
        let table = TableView()
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// The number of rows; override to supply rows (none by default).
    open func numberOfRows(in tableView: TableView) -> Int { 0 }

    /// The text of a row; override to supply it (empty by default).
    open func tableView(_ tableView: TableView, titleForRow row: Int) -> String { "" }

    /// Called after the user selected a row; override to react.
    open func tableView(_ tableView: TableView, didSelectRow row: Int) {}

    override func prepareLoadedView() {
        guard let table = viewIfLoaded as? TableView else { return }
        table.reloadData()
        table.selectRow(savedSelection)
    }

    override func prepareForViewUnload() {
        savedSelection = (viewIfLoaded as? TableView)?.indexPathForSelectedRow
    }
}
