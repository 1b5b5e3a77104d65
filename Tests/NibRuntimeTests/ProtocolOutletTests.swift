import XCTest
@testable import NibRuntime

/// Outlets typed by a protocol (`dataSource`, `delegate`) connect like any other outlet:
/// weakly, and only to objects that conform.
@MainActor
final class ProtocolOutletTests: XCTestCase {
    final class Rows: TableViewDataSource, TableViewDelegate {
        var selected: [Int] = []
        func numberOfRows(in tableView: TableView) -> Int { 3 }
        func tableView(_ tableView: TableView, titleForRow row: Int) -> String { "row \(row)" }
        func tableView(_ tableView: TableView, didSelectRow row: Int) { selected.append(row) }
    }

    final class Keeper: TextFieldDelegate {
        var allowsReturn = false
        func textFieldShouldReturn(_ textField: TextField) -> Bool { allowsReturn }
    }

    func test_tableViewDataSourceAndDelegateConnectByKeyAndAreWeak() async throws {
        let table = TableView()
        var rows: Rows? = Rows()
        let weakRows = WeakReference(rows)
        try table.setValue(rows, forOutletKey: "dataSource")
        try table.setValue(rows, forOutletKey: "delegate")
        table.reloadData()
        XCTAssertEqual(table.numberOfRows, 3)
        table.simulateTap(onRow: 1)
        XCTAssertEqual(rows?.selected, [1])
        rows = nil
        XCTAssertNil(weakRows.object, "data source and delegate are held weakly")
        XCTAssertNil(table.dataSource)
    }

    func test_objectThatDoesNotConformIsAClearOutletError() async {
        let table = TableView()
        XCTAssertThrowsError(try table.setValue(Label(), forOutletKey: "dataSource")) { error in
            XCTAssertTrue(String(describing: error).contains("dataSource"), "\(error)")
        }
    }

    func test_textFieldDelegateCanDeclineTheReturnKey() async throws {
        let field = TextField()
        let keeper = Keeper()
        try field.setValue(keeper, forOutletKey: "delegate")
        let recorder = ActionRecorder()
        field.addTarget(recorder, action: "save:", for: .primaryActionTriggered)
        field.simulateReturnKey()
        XCTAssertEqual(recorder.received, [], "the delegate declined the return key")
        keeper.allowsReturn = true
        field.simulateReturnKey()
        XCTAssertEqual(recorder.received, ["save:"])
    }
}
