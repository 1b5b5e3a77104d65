import NibExplorer
import XCTest

/// The contextual navigation menu: what lies under a point.
final class ObjectsUnderPointTests: XCTestCase {
    /// Seed 002's demo: shift-right-click over the image editor's image view.
    func testImageEditorPointOverTheImageViewListsTheSeedsObjects() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.imageEditor)
        let window = try CoordinateSpaces.space(named: nil, geometry: geometry)
        XCTAssertEqual(geometry.document.objects[window].id, "win-canvas")
        let hits = ObjectsUnderPoint.hits(at: InterfacePoint(x: 320, y: 240), in: window, geometry: geometry)
        let views = hits.filter { !$0.object.className.hasSuffix("Cell") }.map(\.object.id)
        XCTAssertEqual(views, ["img-canvas", "cnv-view", "clp-canvas", "scr-canvas", "win-canvas-content", "win-canvas"])
        XCTAssertEqual(hits.map(\.object.label).filter { !$0.hasSuffix("Cell") },
                       ["Image View", "Canvas View", "Clip View", "Scroll View", "Content View", "Canvas Window"])
        // The image view's cell is listed just before its control, at the control's frame.
        XCTAssertEqual(hits.first?.object.id, "img-canvas-cell")
        XCTAssertEqual(hits.first?.frame, rect(0, 0, 640, 480))
        XCTAssertTrue(hits.allSatisfy { !$0.isCovered && !$0.isHidden })
    }

    func testCoveredAndHiddenObjectsAreListedAndMarked() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.cocoa)
        let hits = ObjectsUnderPoint.hits(at: InterfacePoint(x: 300, y: 35), in: geometry.index("win"), geometry: geometry)
        XCTAssertEqual(hits.map(\.object.id), ["ghost", "front-cell", "front", "back-cell", "back", "content", "win"])
        let byID = Dictionary(uniqueKeysWithValues: hits.map { ($0.object.id, $0) })
        // The hidden view is in front but hides nothing; the front button covers the back one.
        XCTAssertEqual(byID["ghost"]?.isHidden, true)
        XCTAssertEqual(byID["front"]?.isCovered, false)
        XCTAssertEqual(byID["back"]?.isCovered, true)
        XCTAssertEqual(byID["back-cell"]?.isCovered, true)
        // A view is not covered by what it contains.
        XCTAssertEqual(byID["content"]?.isCovered, false)
    }

    func testAPointInAViewsSpaceCountsFromThatViewsCorner() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.cocoa)
        // (15, 55) in the box's content view is the check box at (33, 87) in the window.
        let hits = ObjectsUnderPoint.hits(at: InterfacePoint(x: 15, y: 55), in: geometry.index("box-content"), geometry: geometry)
        XCTAssertEqual(hits.map(\.object.id), ["check-cell", "check", "box-content"])
    }

    func testAScrolledClipViewShowsOnlyWhatIsScrolledIntoView() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.cocoa)
        let window = geometry.index("win")
        // The clip view is scrolled down by 40: the table's first row (y 102-119 in the
        // window) lies above the clip view and is not under any point.
        let inClip = ObjectsUnderPoint.hits(at: InterfacePoint(x: 30, y: 150), in: window, geometry: geometry)
        XCTAssertEqual(inClip.map(\.object.id), ["tbl", "clip", "scroll", "content", "win"])
        let aboveClip = ObjectsUnderPoint.hits(at: InterfacePoint(x: 30, y: 110), in: window, geometry: geometry)
        XCTAssertFalse(aboveClip.contains { $0.object.id == "cellview" })
        XCTAssertEqual(aboveClip.map(\.object.id), ["box-content", "box", "content", "win"])
    }

    func testAPointOutsideTheSpaceFindsNothing() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.cocoa)
        XCTAssertTrue(ObjectsUnderPoint.hits(at: InterfacePoint(x: 500, y: 10), in: geometry.index("win"), geometry: geometry).isEmpty)
        XCTAssertTrue(ObjectsUnderPoint.hits(at: InterfacePoint(x: -1, y: 10), in: geometry.index("win"), geometry: geometry).isEmpty)
    }
}
