import NibDocument
import NibExplorer
import XCTest

/// The connections panel: every kind of connection, in both directions, with paths.
final class ConnectionsPanelTests: XCTestCase {
    private func panel(_ id: String, in fixture: String) throws -> ConnectionsPanel {
        let document = try ExplorerFixture.geometry(fixture).document
        return ConnectionsPanel(object: try XCTUnwrap(document.indexOfObject(withID: id)), in: document)
    }

    /// Seed 002: the editor controller's panel, its referencing binding with the path to
    /// the image view, and the refocus onto the Adjust Hue toolbar item.
    func testImageEditorControllerPanelAsInTheSeed() throws {
        let editor = try panel("editor", in: ExplorerFixture.imageEditor)
        XCTAssertEqual(editor.outlets.map(\.label), ["window", "imageView", "brightnessItem", "hueController", "brightnessController"])
        XCTAssertEqual(editor.receivedActions.map(\.label), ["adjustBrightness:", "adjustHue:", "adjustBrightness:", "adjustHue:"])
        let binding = try XCTUnwrap(editor.referencingBindings.first)
        XCTAssertEqual(binding.label, "value")
        XCTAssertEqual(binding.keyPath, "image")
        XCTAssertEqual(binding.other?.id, "img-canvas")
        XCTAssertEqual(ObjectPath.text(binding.path), "Canvas Window > Content View > Scroll View > Canvas View > Image View")
        XCTAssertEqual(editor.referencingOutlets.map(\.other?.id), ["ctl-bright", "ctl-hue"])

        // Refocus: the Adjust Hue entry's other end is the toolbar item, whose panel sends adjustHue: back.
        let hue = try XCTUnwrap(editor.receivedActions.first { $0.other?.id == "tbi-hue" })
        let item = try panel(try XCTUnwrap(hue.other?.id), in: ExplorerFixture.imageEditor)
        XCTAssertEqual(item.object.label, "Toolbar Item (Adjust Hue)")
        XCTAssertEqual(item.sentActions.map(\.label), ["adjustHue:"])
        XCTAssertEqual(item.sentActions.first?.other?.id, "editor")
    }

    func testOutletsAndOutletCollectionsInBothDirections() throws {
        let list = try panel("list", in: ExplorerFixture.touch)
        XCTAssertEqual(list.outlets.map(\.label), ["goButton"])
        XCTAssertEqual(list.outletCollections.map(\.other?.id), ["first", "second"])
        XCTAssertEqual(ObjectPath.text(list.outlets[0].path), "List View Controller > View > Scroll View > Button (Go)")
        let first = try panel("first", in: ExplorerFixture.touch)
        XCTAssertEqual(first.referencingOutletCollections.map(\.label), ["labels"])
        XCTAssertEqual(first.referencingOutletCollections.first?.other?.id, "list")
        let button = try panel("go", in: ExplorerFixture.touch)
        XCTAssertEqual(button.referencingOutlets.map(\.connectionID), ["o-go"])
    }

    func testActionsCarryTheControlEventAndArriveAsReceivedActions() throws {
        let button = try panel("go", in: ExplorerFixture.touch)
        XCTAssertEqual(button.sentActions.map(\.label), ["go:"])
        XCTAssertEqual(button.sentActions.first?.event, "touchUpInside")
        let list = try panel("list", in: ExplorerFixture.touch)
        XCTAssertEqual(list.receivedActions.map(\.other?.id), ["go"])
        // Cocoa actions to a placeholder.
        let owner = try panel("-2", in: ExplorerFixture.cocoa)
        XCTAssertEqual(owner.receivedActions.map(\.label), ["toggle:"])
        XCTAssertNil(owner.receivedActions.first?.event)
        let firstResponder = try panel("-1", in: ExplorerFixture.cocoa)
        XCTAssertEqual(firstResponder.receivedActions.map(\.other?.label), ["Toolbar Item (Search)"])
    }

    func testBindingsWithOptionsInBothDirections() throws {
        let controller = try panel("ctl", in: ExplorerFixture.cocoa)
        let binding = try XCTUnwrap(controller.bindings.first)
        XCTAssertEqual(binding.label, "contentObject")
        XCTAssertEqual(binding.keyPath, "settings")
        XCTAssertEqual(binding.options.map(\.key), ["NSRaisesForNotApplicableKeys"])
        XCTAssertEqual(binding.other?.id, "-2")
        XCTAssertEqual(controller.referencingBindings.map(\.other?.id), ["check"])
        XCTAssertEqual(controller.referencingBindings.first?.keyPath, "selection.enabled")
        let owner = try panel("-2", in: ExplorerFixture.cocoa)
        XCTAssertEqual(owner.referencingBindings.map(\.other?.id), ["ctl"])
    }

    func testSeguesAndDanglingConnections() throws {
        let button = try panel("go", in: ExplorerFixture.touch)
        XCTAssertEqual(button.segues.map(\.label), ["showDetail"])
        XCTAssertEqual(button.segues.first?.segueKind, "show")
        XCTAssertEqual(button.segues.first?.other?.id, "detail")
        // An outlet to an id no object has keeps the id and has no path.
        let owner = try panel("-2", in: ExplorerFixture.cocoa)
        let missing = try XCTUnwrap(owner.outlets.first { $0.label == "missing" })
        XCTAssertNil(missing.other)
        XCTAssertEqual(missing.otherID, "no-such-object")
        XCTAssertTrue(missing.path.isEmpty)
    }

    func testPathsSkipTheScrollViewsClipViewAndStartAtATopLevelObject() throws {
        let document = try ExplorerFixture.geometry(ExplorerFixture.cocoa).document
        let index = try XCTUnwrap(document.indexOfObject(withID: "cell-text"))
        XCTAssertEqual(ObjectPath.path(to: index, in: document).map(\.id), ["win", "content", "scroll", "tbl", "col", "cellview", "cell-text"])
        let clip = try XCTUnwrap(document.indexOfObject(withID: "clip"))
        XCTAssertEqual(ObjectPath.path(to: clip, in: document).map(\.id), ["win", "content", "scroll", "clip"])
    }
}

/// The index gives every object the same panel as reading all connections does.
final class ConnectionsIndexTests: XCTestCase {
    func testIndexedPanelsEqualPanelsFromEveryConnection() throws {
        for fixture in [ExplorerFixture.cocoa, ExplorerFixture.touch, ExplorerFixture.imageEditor] {
            let document = try ExplorerFixture.geometry(fixture).document
            let index = ConnectionsIndex(document: document)
            for object in document.objects.indices {
                let direct = ConnectionsPanel(object: object, in: document)
                let indexed = index.panel(for: object)
                for (left, right) in zip(direct.sections, indexed.sections) {
                    XCTAssertEqual(left.entries, right.entries, "\(fixture) \(document.objects[object].id) \(left.name)")
                }
            }
            XCTAssertEqual(index.outgoing.values.reduce(0) { $0 + $1.count }, document.connections.count)
        }
    }
}
