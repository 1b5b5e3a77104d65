import Foundation
import XCTest
@testable import NibToolKit

/// `--objects`, `--hierarchy`, `--connections`, `--classes`, `--all` in ibtool's shapes.
final class InspectionCommandTests: XCTestCase {
    private let iosDocument = ToolFixture.path("NibDocument/ios-connections.xib")
    private let macDocument = ToolFixture.path("NibDocument/mac-connections.xib")
    private let storyboard = ToolFixture.path("NibDocument/ios-scenes.storyboard")

    func testFlagsInAnyOrderGiveSortedKeys() throws {
        let before = NibTool.run(["--connections", "--hierarchy", iosDocument])
        let after = NibTool.run([iosDocument, "--hierarchy", "--connections"])
        XCTAssertEqual(before.exitStatus, 0)
        XCTAssertEqual(before.standardOutput, after.standardOutput)
        let text = before.outputText
        let connections = try XCTUnwrap(text.range(of: "com.apple.ibtool.document.connections"))
        let hierarchy = try XCTUnwrap(text.range(of: "com.apple.ibtool.document.hierarchy"))
        XCTAssertLessThan(connections.lowerBound, hierarchy.lowerBound)
        XCTAssertTrue(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist"))
    }

    func testHierarchyNodesHaveIBLabelsAndChildrenOnlyWhenPresent() throws {
        let plist = try ToolFixture.plist(NibTool.run(["--hierarchy", iosDocument]))
        let roots = try XCTUnwrap(plist["com.apple.ibtool.document.hierarchy"] as? [[String: Any]])
        XCTAssertEqual(roots.map { $0["label"] as? String }, ["File's Owner", "First Responder", "Analytics", "UIView"])
        XCTAssertEqual(roots[0]["custom-class"] as? String, "GreetingViewController")
        XCTAssertNil(roots[0]["children"])
        let viewChildren = try XCTUnwrap(roots[3]["children"] as? [[String: Any]])
        XCTAssertEqual(viewChildren.map { $0["object-id"] as? String }, ["lbl-hello", "btn-greet", "btn-clear", "safe-area", "cst-top"])
        XCTAssertEqual(viewChildren[1]["label"] as? String, "Greet Button")
    }

    func testCocoaTouchConnectionTypes() throws {
        let plist = try ToolFixture.plist(NibTool.run(["--connections", iosDocument]))
        let connections = try XCTUnwrap(plist["com.apple.ibtool.document.connections"] as? [String: [String: Any]])
        XCTAssertEqual(connections["out-label"]?["type"] as? String, "IBCocoaTouchOutletConnection")
        XCTAssertEqual(connections["out-label"]?["source-label"] as? String, "File's Owner")
        XCTAssertEqual(connections["out-label"]?["destination-label"] as? String, "UILabel")
        XCTAssertEqual(connections["act-greet"]?["type"] as? String, "IBCocoaTouchEventConnection")
        XCTAssertEqual(connections["act-greet"]?["label"] as? String, "greet:")
        XCTAssertEqual(connections["act-greet"]?["event-type"] as? String, "touchUpInside")
        XCTAssertEqual(connections["act-clear"]?["destination-label"] as? String, "First Responder")
    }

    func testCocoaConnectionTypesAndBindingKeyPath() throws {
        let plist = try ToolFixture.plist(NibTool.run(["--connections", macDocument]))
        let connections = try XCTUnwrap(plist["com.apple.ibtool.document.connections"] as? [String: [String: Any]])
        XCTAssertEqual(connections["out-window"]?["type"] as? String, "IBCocoaOutletConnection")
        XCTAssertEqual(connections["act-toggle"]?["type"] as? String, "IBCocoaActionConnection")
        XCTAssertEqual(connections["bind-1"]?["type"] as? String, "IBBindingConnection")
        XCTAssertEqual(connections["bind-1"]?["keypath"] as? String, "values.checkForUpdates")
        XCTAssertEqual(connections["bind-1"]?["destination-id"] as? String, "defaults")
    }

    func testStoryboardHierarchyHasScenesAndSegueConnections() throws {
        let plist = try ToolFixture.plist(NibTool.run(["--hierarchy", "--connections", storyboard]))
        let scenes = try XCTUnwrap(plist["com.apple.ibtool.document.hierarchy"] as? [[String: Any]])
        XCTAssertEqual(scenes.map { $0["label"] as? String },
                       ["UINavigationController Scene", "ListViewController Scene", "DetailViewController Scene"])
        let connections = try XCTUnwrap(plist["com.apple.ibtool.document.connections"] as? [String: [String: Any]])
        XCTAssertEqual(connections["seg-show"]?["type"] as? String, "IBSegueConnection")
        XCTAssertEqual(connections["seg-show"]?["label"] as? String, "showDetail")
        XCTAssertEqual(connections["seg-unwind"]?["destination-label"] as? String, "Exit")
    }

    func testObjectsAndClasses() throws {
        let plist = try ToolFixture.plist(NibTool.run(["--objects", "--classes", iosDocument]))
        let objects = try XCTUnwrap(plist["com.apple.ibtool.document.objects"] as? [String: [String: Any]])
        XCTAssertEqual(objects["lbl-hello"]?["class"] as? String, "UILabel")
        XCTAssertEqual(objects["-1"]?["class"] as? String, "IBFilesOwner")
        XCTAssertEqual(objects["-1"]?["custom-class"] as? String, "GreetingViewController")
        let classes = try XCTUnwrap(plist["com.apple.ibtool.document.classes"] as? [String: [String: Any]])
        let controller = try XCTUnwrap(classes["GreetingViewController"])
        XCTAssertEqual(controller["outlets"] as? [String: String], ["view": "UIView", "greetingLabel": "UILabel", "buttons": "UIButton", "analytics": "IBExternalObject"])
        XCTAssertEqual(controller["actions"] as? [String: String], ["greet:": "id"])
    }

    func testAllGivesEveryDocumentKey() throws {
        let plist = try ToolFixture.plist(NibTool.run(["--all", macDocument]))
        XCTAssertEqual(Set(plist.keys), Set(["classes", "connections", "errors", "hierarchy", "notices", "objects", "version-history", "warnings"].map { "com.apple.ibtool.document." + $0 }))
        XCTAssertEqual((plist["com.apple.ibtool.document.version-history"] as? [String: [String: String]])?["interface-builder-version"]?["com.apple.InterfaceBuilderKit"], "21701")
    }

    func testWarningsOfADefectiveDocument() throws {
        let plist = try ToolFixture.plist(NibTool.run(["--warnings", "--notices", ToolFixture.path("NibDocument/defects.xib")]))
        let warnings = try XCTUnwrap(plist["com.apple.ibtool.document.warnings"] as? [[String: Any]])
        XCTAssertEqual(warnings.count, 2)
        XCTAssertEqual(warnings.first?["type"] as? String, "Warning")
        let notices = try XCTUnwrap(plist["com.apple.ibtool.document.notices"] as? [[String: Any]])
        XCTAssertEqual(notices.first?["object-id"] as? String, "future-1")
    }

    func testBinaryAndHumanReadableFormats() throws {
        let binary = NibTool.run(["--output-format", "binary1", "--hierarchy", iosDocument])
        XCTAssertTrue(binary.standardOutput.starts(with: Array("bplist00".utf8)))
        let decoded = try ToolFixture.plist(binary)
        XCTAssertNotNil(decoded["com.apple.ibtool.document.hierarchy"])

        let text = NibTool.run(["--warnings", "--hierarchy", "--output-format", "human-readable-text", ToolFixture.path("NibDocument/defects.xib")]).outputText
        XCTAssertTrue(text.contains("/* com.apple.ibtool.document.hierarchy */\n("), text)
        XCTAssertTrue(text.contains("\"label\" = \"File's Owner\";"), text)
        XCTAssertTrue(text.contains("/* com.apple.ibtool.document.warnings */\n"), text)
        XCTAssertTrue(text.contains("defects.xib:6:17: warning: outlet connection 'out-dangling'"), text)
    }

    func testVersion() throws {
        let plist = try ToolFixture.plist(NibTool.run(["--version"]))
        let version = try XCTUnwrap(plist["com.apple.ibtool.version"] as? [String: String])
        XCTAssertEqual(version["short-bundle-version"], NibTool.version)
    }
}
