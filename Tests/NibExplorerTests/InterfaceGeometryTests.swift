import NibDocument
import NibExplorer
import XCTest

/// Frames in container coordinates (origin top left, y down), rule by rule.
final class InterfaceGeometryTests: XCTestCase {
    func testWindowContentAreaIsTheContainerAndItsContentViewFillsIt() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.cocoa)
        XCTAssertEqual(geometry.frame("win"), rect(0, 0, 400, 300))
        XCTAssertEqual(geometry.frame("content"), rect(0, 0, 400, 300))
        XCTAssertEqual(geometry.placement(ofID: "content")?.container, geometry.index("win"))
    }

    func testAppKitBottomLeftFramesAreConvertedInUnflippedSuperviews() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.cocoa)
        // The box is 100 tall at y 180 from the bottom of a 300-point content view.
        XCTAssertEqual(geometry.frame("box"), rect(20, 20, 200, 100))
        // Its content view is 3 points in from the box's bottom-left corner: 100 − 3 − 80 = 17 down.
        XCTAssertEqual(geometry.frame("box-content"), rect(23, 37, 194, 80))
        // The check box at y 10 in an 80-point view: 80 − 10 − 20 = 50 below the content view's top.
        XCTAssertEqual(geometry.frame("check"), rect(33, 87, 100, 20))
    }

    func testFlippedViewsKeepTopLeftFrames() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.cocoa)
        // A scroll view is flipped: its scroller at y 1 is 1 point below its top.
        XCTAssertEqual(geometry.frame("scroll"), rect(20, 140, 200, 140))
        XCTAssertEqual(geometry.frame("vscroll"), rect(203, 141, 16, 138))
        // A table is flipped: its prototype cell view at y 1 is 1 point below the table's top.
        XCTAssertEqual(geometry.frame("cellview"), rect(22, 102, 195, 17))
        // A tab view is flipped: an item's view at y 33 is below the tabs.
        XCTAssertEqual(geometry.frame("tab2-view"), rect(250, 163, 130, 107))
    }

    func testStackViewsAreNotFlipped() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.cocoa)
        // The stack's first arranged view has the larger y: it is at the top.
        XCTAssertEqual(geometry.frame("stack"), rect(360, 76, 30, 44))
        XCTAssertEqual(geometry.frame("stack-top"), rect(360, 76, 30, 20))
        XCTAssertEqual(geometry.frame("stack-bottom"), rect(360, 100, 30, 20))
    }

    func testClipViewBoundsOriginScrollsItsDocumentView() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.cocoa)
        // The clip view shows its document from y 40: the table starts 40 points above the clip.
        XCTAssertEqual(geometry.frame("clip"), rect(21, 141, 198, 138))
        XCTAssertEqual(geometry.frame("tbl"), rect(21, 101, 198, 400))
    }

    func testUIKitScrollViewContentOffsetMovesItsSubviews() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.touch)
        // The button is at y 80 in a scroll view at y 100 scrolled by 50.
        XCTAssertEqual(geometry.frame("go"), rect(20, 130, 120, 44))
        XCTAssertEqual(geometry.placement(ofID: "go")?.container, geometry.index("list-root"))
    }

    func testHiddenViewsKeepTheirFramesAndUnselectedTabsAreHidden() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.cocoa)
        XCTAssertEqual(geometry.placement(ofID: "ghost")?.isHidden, true)
        XCTAssertEqual(geometry.frame("ghost"), rect(230, 10, 150, 60))
        XCTAssertEqual(geometry.placement(ofID: "tab1-view")?.isHidden, true)
        XCTAssertEqual(geometry.placement(ofID: "tab2-view")?.isHidden, false)
    }

    func testAMissingFrameIsInferredWithAWarningThatSaysWhere() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.cocoa)
        let placed = try XCTUnwrap(geometry.placement(ofID: "frameless"))
        XCTAssertTrue(placed.isFrameInferred)
        XCTAssertEqual(placed.frame, geometry.frame("tab2-view"))
        let warning = try XCTUnwrap(geometry.warnings.first)
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertTrue(warning.description.contains("CocoaGeometry.xib:104:41: warning:"), warning.description)
        XCTAssertTrue(warning.description.contains("frameless"), warning.description)
    }

    func testViewsOutsideTheViewHierarchyAreContainersOfTheirOwn() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.cocoa)
        // A toolbar item's view is not in the window's content view.
        let search = try XCTUnwrap(geometry.placement(ofID: "search"))
        XCTAssertEqual(search.container, geometry.index("search"))
        XCTAssertEqual(search.frame, rect(0, 0, 96, 22))
        XCTAssertEqual(geometry.containers.map { geometry.document.objects[$0].id }, ["win", "search"])
    }

    func testStoryboardSceneRootsAreContainers() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.touch)
        XCTAssertEqual(geometry.containers.map { geometry.document.objects[$0].id }, ["list-root", "detail-root", "settings-table"])
        XCTAssertEqual(try CoordinateSpaces.space(named: nil, geometry: geometry), geometry.index("list-root"))
        XCTAssertEqual(try CoordinateSpaces.space(named: "scene-detail", geometry: geometry), geometry.index("detail-root"))
        XCTAssertEqual(try CoordinateSpaces.space(named: "detail", geometry: geometry), geometry.index("detail-root"))
        XCTAssertThrowsError(try CoordinateSpaces.space(named: "nothing", geometry: geometry)) { error in
            XCTAssertEqual(error as? CoordinateSpaces.Failure, .unknownID("nothing"))
        }
    }

    func testInterfaceBuilder3ArchivesArePlacedThroughTheUpgrade() throws {
        // Sequel Pro's About panel (IB 3 archive): NSFrame values read by hand from the file.
        let geometry = try ExplorerFixture.geometry("Tests/Fixtures/NibUpgrade/mac-sequelpro-AboutPanel-v710.xib")
        XCTAssertEqual(geometry.frame("6"), rect(0, 0, 502, 281))          // NSFrameSize {502, 281}
        XCTAssertEqual(geometry.frame("16"), rect(23, 237, 161, 32))       // {{23, 12}, {161, 32}}: 281 − 12 − 32
        XCTAssertEqual(geometry.frame("35"), rect(29, 20, 149, 157))       // {{29, 104}, {149, 157}}
        XCTAssertEqual(geometry.frame("24"), rect(470, 21, 11, 239))       // {{263, 1}, {11, 239}} in the flipped scroll view
        XCTAssertEqual(geometry.placement(ofID: "16")?.container, geometry.index("6"))
    }

    func testImageEditorCanvasHierarchy() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.imageEditor)
        XCTAssertEqual(geometry.frame("img-canvas"), rect(0, 0, 640, 480))
        // The brightness sheet's label is 100 points up from the bottom of a 140-point sheet.
        XCTAssertEqual(geometry.frame("lbl-brightness"), rect(18, 23, 324, 17))
    }

    func testStaticTableCellsSitInTheTableThroughTheirSection() throws {
        let geometry = try ExplorerFixture.geometry(ExplorerFixture.touch)
        XCTAssertEqual(geometry.placement(ofID: "cell-sound")?.container, geometry.index("settings-table"))
        XCTAssertEqual(geometry.frame("sound-label"), rect(20, 55.333333333333343, 350, 43.666666666666664))
        XCTAssertEqual(geometry.frame("sound-label")?.description, "(20, 55.33, 350 × 43.67)")
    }

    func testPointsParseFromTheCommandLine() {
        XCTAssertEqual(InterfacePoint(parsing: "120,80"), InterfacePoint(x: 120, y: 80))
        XCTAssertEqual(InterfacePoint(parsing: " 12.5 , 40"), InterfacePoint(x: 12.5, y: 40))
        XCTAssertNil(InterfacePoint(parsing: "120x80"))
        XCTAssertNil(InterfacePoint(parsing: "1,2,3"))
        XCTAssertNil(InterfacePoint(parsing: "nan,1"))
    }
}
