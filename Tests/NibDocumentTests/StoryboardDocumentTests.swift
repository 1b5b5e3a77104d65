import XCTest
@testable import NibDocument

/// Storyboards: scenes, their controllers, relationship / show / unwind segues, Exit.
final class StoryboardDocumentTests: XCTestCase {
    func testScenesAndTheirControllers() throws {
        let document = try Fixture.document("ios-scenes.storyboard")
        XCTAssertEqual(document.kind, .storyboard)
        XCTAssertEqual(document.scenes.map(\.id), ["scene-nav", "scene-list", "scene-detail"])
        XCTAssertEqual(document.scenes.map { $0.controller.map { document.objects[$0].className } },
                       ["UINavigationController", "UITableViewController", "UIViewController"])
        XCTAssertEqual(document.scenes[2].objects.map { document.objects[$0].id }, ["detail", "fr-detail", "exit"])
        XCTAssertEqual(document.object(withID: "exit")?.placeholder, .exit)
        XCTAssertEqual(document.object(withID: "table")?.sceneID, "scene-list")
        XCTAssertEqual(document.object(withID: "list")?.label, "ListViewController")
    }

    func testSegueKinds() throws {
        let document = try Fixture.document("ios-scenes.storyboard")
        let segues = document.connections.filter { if case .segue = $0.kind { return true } else { return false } }
        XCTAssertEqual(segues.map(\.id), ["seg-root", "seg-show", "seg-unwind"])
        XCTAssertEqual(segues[0].kind, .segue(kind: "relationship", identifier: nil, relationship: "rootViewController"))
        XCTAssertEqual(segues[0].label, "rootViewController")
        XCTAssertEqual(segues[1].kind, .segue(kind: "show", identifier: "showDetail", relationship: nil))
        XCTAssertEqual(segues[1].label, "showDetail")
        XCTAssertEqual(segues[2].destination.map { document.objects[$0].placeholder }, .exit)
        XCTAssertTrue(document.diagnostics.isEmpty, "\(document.diagnostics)")
    }
}
