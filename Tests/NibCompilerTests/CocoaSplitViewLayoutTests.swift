import NibArchive
import NibCompiler
import XCTest

/// Split view panes whose document frames do not tile the split view are laid out again,
/// in proportion to their sizes; tiling panes keep their frames.
final class CocoaSplitViewLayoutTests: XCTestCase {
    private func splitViews() throws -> [GraphCursor] {
        let graph = try compiledGraph("mac-split-layout.xib")
        let data = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"])
        let host = try XCTUnwrap(data["NSObjectsKeys"]?.elements.first { $0.className == "NSCustomView" && $0.string("NSFrameSize") == "{500, 300}" })
        // A top-level view archives its subviews last to first; back to document order.
        return Array(try XCTUnwrap(host["NSSubviews"]).elements.reversed())
    }

    private func frame(_ view: GraphCursor) -> String? {
        view.string("NSFrame") ?? view.string("NSFrameSize").map { "{{0, 0}, \($0)}" }
    }

    func test_panesNotTilingTheSplitView_areSharedAlongItsAxis() throws {
        let stacked = try splitViews()[0]
        let panes = try XCTUnwrap(stacked["NSSubviews"]).elements
        // Horizontal divider (1 pt, thin): 99 pt shared 100 : 100 between the panes, the
        // first rounded half up; both span the split view's width.
        XCTAssertEqual(panes.map(frame), ["{{0, 0}, {200, 50}}", "{{0, 51}, {200, 49}}"])
    }

    func test_panesTilingTheSplitView_keepTheirDocumentFrames() throws {
        let sideBySide = try splitViews()[1]
        let panes = try XCTUnwrap(sideBySide["NSSubviews"]).elements
        // 95 + 9 (thick divider) + 96 = 200.
        XCTAssertEqual(panes.map(frame), ["{{0, 0}, {95, 100}}", "{{104, 0}, {96, 100}}"])
    }
}
