import XCTest
@testable import NibRuntime

@MainActor
final class TableViewTests: XCTestCase {
    func test_cellsFollowTheVisibleRowsAsTheTableScrolls() async {
        let application = Application(notificationHub: NotificationHub())
        let list = PhotoListController()
        _ = showOnScreen(list, in: application)
        guard let table = list.tableView else { return XCTFail("the table controller's view is a table view") }
        XCTAssertEqual(table.frame.height, 460)
        XCTAssertEqual(table.indexesOfVisibleRows, Array(0..<11), "460 points of 44-point rows")

        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexesOfVisibleRows, Array(10..<21))
        XCTAssertEqual(table.cellForRow(10)?.textLabel.text, "Photo 11")
        XCTAssertNil(table.cellForRow(0))
    }

    func test_selectionOutOfRangeIsIgnored() async {
        let list = PhotoListController()
        guard let table = list.tableView else { return XCTFail("the table controller's view is a table view") }
        table.selectRow(99)
        XCTAssertNil(table.indexPathForSelectedRow)
        table.simulateTap(onRow: -1)
        XCTAssertNil(table.indexPathForSelectedRow)
        table.selectRow(2)
        XCTAssertEqual(table.indexPathForSelectedRow, 2)
    }
}
