import Foundation
import NibArchive
import NibCompiler
import NibTestSupport
import XCTest

/// Storyboards compile to a storyboardc: one nib per scene, one per scene view, and an
/// Info.plist naming them (nib-formats.md §4).
final class StoryboardCompileTests: TemporaryFolderTestCase {
    private func compile(_ fixture: String) throws -> (files: [String: [UInt8]], info: [String: Any]) {
        guard case .storyboard(let files) = try NibCompiler.compile(contentsOf: Fixtures.path(fixture)) else {
            XCTFail("expected a storyboardc")
            throw CocoaError(.featureUnsupported)
        }
        let byName = Dictionary(files.map { ($0.name, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let info = try XCTUnwrap(PropertyListSerialization.propertyList(from: Data(byName["Info.plist"] ?? []), format: nil) as? [String: Any])
        return (byName, info)
    }

    func test_cocoaTouchStoryboard_layoutAndInfoKeys() throws {
        let (files, info) = try compile("ios-scenes.storyboard")
        XCTAssertEqual(files.keys.sorted(), [
            "Details.nib", "Info.plist", "UIViewController-vc1.nib", "vc1-view-vw1.nib", "vc2-view-vw2.nib",
        ])
        XCTAssertEqual(info["UIStoryboardVersion"] as? Int, 1)
        XCTAssertEqual(info["UIStoryboardDesignatedEntryPointIdentifier"] as? String, "UIViewController-vc1")
        XCTAssertEqual(info["UIViewControllerIdentifiersToNibNames"] as? [String: String], [
            "UIViewController-vc1": "UIViewController-vc1", "Details": "Details",
        ])
        let bytes = try XCTUnwrap(files["Info.plist"])
        XCTAssertEqual(Array(bytes.prefix(8)), Array("bplist00".utf8), "ibtool writes a binary Info.plist")
    }

    /// The scene and view nib layout of Apple's ibtool 13 (as in DuckDuckGo's Debug.storyboardc,
    /// FileSizeDebug.nib and its view nib, which this repository compiles equal).
    func test_cocoaTouchScene_controllerNamesItsViewNib() throws {
        let (files, _) = try compile("ios-scenes.storyboard")
        let scene = GraphCursor(try CompiledNibFile(bytes: try XCTUnwrap(files["UIViewController-vc1.nib"])).graph)
        XCTAssertEqual(scene.graph.encoding, .nibArchive(coderVersion: 10), "an Xcode 15 document compiles as Xcode 13 did")
        let top = try XCTUnwrap(scene["UINibTopLevelObjectsKey"]).elements
        XCTAssertEqual(top.map { $0.string("UIProxiedObjectIdentifier") ?? $0.className },
                       ["IBFilesOwner", "IBFirstResponder", "UIStoryboardPlaceholder", "UIClassSwapper"])
        let controller = top[3]
        XCTAssertEqual(controller.string("UIClassName"), "MainController")
        XCTAssertEqual(controller.string("UINibName"), "vc1-view-vw1")
        XCTAssertNil(controller.value("UIStoryboardIdentifier"), "a generated identifier names the nib but is not archived")
        let table = try XCTUnwrap(controller["UIExternalObjectsTableForViewLoading"]).elements
        XCTAssertEqual(table.map { $0.text ?? $0.className }, ["UpstreamPlaceholder-1", "UIClassSwapper"])
        XCTAssertEqual(table.last?.index, controller.index)
        let labels = try XCTUnwrap(scene["UINibConnectionsKey"]).elements.map { $0.string("UILabel") }
        XCTAssertEqual(labels, ["storyboard", "sceneViewController"])

        let view = GraphCursor(try CompiledNibFile(bytes: try XCTUnwrap(files["vc1-view-vw1.nib"])).graph)
        let viewTop = try XCTUnwrap(view["UINibTopLevelObjectsKey"]).elements
        XCTAssertEqual(viewTop.map { $0.string("UIProxiedObjectIdentifier") ?? $0.className },
                       ["IBFilesOwner", "IBFirstResponder", "UpstreamPlaceholder-1", "UIView"])
        let connections = try XCTUnwrap(view["UINibConnectionsKey"]).elements
        XCTAssertEqual(connections.map { $0.string("UILabel") }, ["label", "view"], "the controller's outlets into its view live in the view nib")
        XCTAssertEqual(connections[0]["UISource"]?.index, viewTop[2].index, "the controller is reached through its upstream placeholder")
        XCTAssertEqual(connections[1]["UISource"]?.index, viewTop[0].index, "File's Owner sets the view")
        // The controller's top layout guide: a hidden view after the root view's subviews, pinned
        // by generated constraints that come first among the root view's.
        let guide = try XCTUnwrap(viewTop[3]["UIViewAutolayoutConstraints"]?.elements.first?["NSFirstItem"])
        XCTAssertEqual(guide.className, "_UILayoutGuide")
        XCTAssertEqual(guide.object?.fallbackClassNames, ["UIView"])
        XCTAssertEqual(guide.string("_UILayoutGuideIdentifier"), "_UIViewControllerTop")
        XCTAssertEqual(viewTop[3]["UISubviews"]?.elements.last?.index, guide.index)
    }

    func test_cocoaStoryboard_layoutAndInfoKeys() throws {
        let (files, info) = try compile("mac-scenes.storyboard")
        XCTAssertEqual(files.keys.sorted(), ["Info.plist", "Inspector.nib", "MainMenu.nib", "NSWindowController-wc.nib", "vc-view-vw.nib"])
        XCTAssertEqual(info["NSStoryboardVersion"] as? Int, 1)
        XCTAssertEqual(info["NSStoryboardMainMenu"] as? String, "MainMenu")
        XCTAssertEqual(info["NSStoryboardDesignatedEntryPointIdentifier"] as? String, "NSWindowController-wc")
        XCTAssertEqual(info["NSViewControllerIdentifiersToNibNames"] as? [String: String], [
            "MainMenu": "MainMenu", "NSWindowController-wc": "NSWindowController-wc", "Inspector": "Inspector",
        ])
        XCTAssertEqual((info["NSViewControllerIdentifiersToUUIDs"] as? [String: String])?.keys.sorted(), ["Inspector", "NSWindowController-wc"])

        let scene = GraphCursor(try CompiledNibFile(bytes: try XCTUnwrap(files["NSWindowController-wc.nib"])).graph)
        XCTAssertEqual(scene.graph.encoding, .nibArchive(coderVersion: 10))
        let data = try XCTUnwrap(scene["IB.objectdata"])
        let outlets = try XCTUnwrap(data["NSConnections"]).elements
        // Documents from recent Interface Builder (tools above 13147) get no implicit window delegate.
        XCTAssertEqual(outlets.map { $0.string("NSLabel") }, ["sceneController", "storyboard", "window"])
        guard outlets.count == 3 else { return }
        let controller = try XCTUnwrap(outlets[0]["NSDestination"])
        XCTAssertEqual(controller.className, "NSWindowController")
        let template = try XCTUnwrap(controller["IBWindowTemplate"])
        XCTAssertEqual(template.className, "NSWindowTemplate")
        XCTAssertEqual(outlets[2]["NSDestination"]?.index, template.index)
        XCTAssertEqual(outlets[1]["NSDestination"]?.string("NSExternalObjectPlaceholderIdentifier"), "NSStoryboardPlaceholder")
        XCTAssertEqual(template["NSWindowView"]?.string("NSFrameSize"), "{400, 300}", "a storyboard window without a content view gets one")

        let inspector = GraphCursor(try CompiledNibFile(bytes: try XCTUnwrap(files["Inspector.nib"])).graph)
        let swapper = try XCTUnwrap(inspector["IB.objectdata"]?["NSConnections"]?.elements.first?["NSDestination"])
        XCTAssertEqual(swapper.className, "NSClassSwapper")
        XCTAssertEqual(swapper.string("NSClassName"), "InspectorController")
        XCTAssertEqual(swapper.string("NSOriginalClassName"), "NSViewController")
        XCTAssertEqual(swapper.string("NSNibName"), "vc-view-vw")

        let menu = GraphCursor(try CompiledNibFile(bytes: try XCTUnwrap(files["MainMenu.nib"])).graph)
        let menuData = try XCTUnwrap(menu["IB.objectdata"])
        let menuConnections = try XCTUnwrap(menuData["NSConnections"]).elements
        XCTAssertEqual(menuConnections.map { $0.string("NSLabel") }, ["terminate:"])
        XCTAssertNil(menuConnections.first?.value("NSDestination"), "the scene's First Responder makes the action nil-targeted")
        let application = try XCTUnwrap(menuData["NSObjectsKeys"]?.elements.first)
        XCTAssertEqual(application.string("NSClassName"), "NSApplication")
        XCTAssertEqual(application["IBMainMenu"]?.string("NSName"), "_NSMainMenu")
    }

    func test_storyboardOutput_isWrittenAsDirectoryAtomically() throws {
        let directory = try temporaryDirectory()
        let output = directory.appendingPathComponent("Main.storyboardc").path
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try Data("stale".utf8).write(to: URL(fileURLWithPath: output + "/stale.nib"))
        try NibCompiler.compile(contentsOf: Fixtures.path("ios-scenes.storyboard"), to: output)
        let names = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        XCTAssertFalse(names.contains("stale.nib"), "the old directory is replaced, not merged")
        XCTAssertTrue(names.contains("Info.plist"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["Main.storyboardc"], "no temporary left behind")
        let nib = try CompiledNib(contentsOf: output)
        XCTAssertEqual(nib.members.count, 4)
    }

    func test_cocoaWindowController_embedsItsContentViewController() throws {
        let (files, info) = try compile("mac-window-content.storyboard")
        XCTAssertEqual(files.keys.sorted(), ["Info.plist", "NSWindowController-wc.nib", "vc-view-vw.nib"],
                       "the relationship's destination has no nib of its own")
        XCTAssertEqual(info["NSViewControllerIdentifiersToNibNames"] as? [String: String], ["NSWindowController-wc": "NSWindowController-wc"])
        let scene = GraphCursor(try CompiledNibFile(bytes: try XCTUnwrap(files["NSWindowController-wc.nib"])).graph)
        let data = try XCTUnwrap(scene["IB.objectdata"])
        let connections = try XCTUnwrap(data["NSConnections"]).elements
        XCTAssertEqual(connections.map { $0.string("NSLabel") ?? $0.className }, [
            "sceneController", "storyboard", "window", "storyboard", "NSIBUserDefinedRuntimeAttributesConnector",
        ])
        let controller = try XCTUnwrap(connections.first?["NSDestination"])
        let content = try XCTUnwrap(controller["IBWindowTemplateContentViewController"])
        XCTAssertEqual(content.className, "NSClassSwapper")
        XCTAssertEqual(content.string("NSClassName"), "ViewerController")
        XCTAssertEqual(content.string("NSNibName"), "vc-view-vw")
        let attributes = try XCTUnwrap(connections.last)
        XCTAssertEqual(attributes["NSObject"]?.index, controller["IBWindowTemplate"]?.index)
        XCTAssertEqual(attributes["NSKeyPaths"]?.elements.map(\.text), ["contentViewController"])
        XCTAssertEqual(attributes["NSValues"]?.elements.map(\.index), [content.index])
    }
}
