import NibArchive
import NibCompiler
import XCTest

/// Static tables were archived for Xcode 13 only (the release of the one Apple nib measured,
/// DuckDuckGo's settings): a storyboard saved by an earlier Xcode (333 of the 363 public iOS
/// storyboards with static tables) compiled to an empty table, its cells, controls and the
/// controller's outlets to them in no nib. Every release now archives the data source with its
/// sections, rows and cells (unmeasured before Xcode 13).
final class CocoaTouchStaticTableReleaseTests: XCTestCase {
    private let storyboard = staticTableStoryboard(controller: "settings", height: 44, sectionAttributes: #"headerTitle="Sync""#, subviews: """
        <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="offline">
            <rect key="frame" x="310" y="6" width="51" height="31"/>
        </switch>
        """, connections: #"<outlet property="offlineModeSwitch" destination="offline" id="outlet"/>"#)

    func test_everyRelease_archivesAStaticTablesSectionsRowsAndCells() throws {
        for release in ["7.3.1", "8.3", "9.2", "10.1", "11.4", "12.4", "13.2"] {
            let nibs = try compiledStoryboardNibs(storyboard, release: release)
            let viewNib = try XCTUnwrap(nibs["settings-view-table.nib"], release)
            let dataSource = try XCTUnwrap(viewNib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableViewDataSource" }, release)
            let section = try XCTUnwrap(dataSource["UITableSections"]?.elements.first, release)
            XCTAssertEqual(section.string("UITableSectionHeaderTitle"), "Sync", release)
            let cell = try XCTUnwrap(section["UITableSectionRows"]?.elements.first?["UITableRowCell"], release)
            XCTAssertEqual(cell.className, "UITableViewCell", release)
            let labels = viewNib["UINibConnectionsKey"]?.elements.compactMap { $0.string("UILabel") } ?? []
            XCTAssertTrue(labels.contains("offlineModeSwitch"), "\(release): \(labels)")
            XCTAssertTrue(labels.contains("staticDataSource"), "\(release): \(labels)")
        }
    }
}
