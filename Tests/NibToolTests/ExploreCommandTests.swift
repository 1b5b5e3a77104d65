import Foundation
@testable import NibToolKit
import XCTest

/// `nibtool geometry`, `objects-at`, `connections-of` and `--help`, end to end.
final class ExploreCommandTests: XCTestCase {
    private let imageEditor = ToolFixture.fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/ImageEditor/A/MainMenu.xib").path
    private let cocoa = ToolFixture.path("NibExplorer/CocoaGeometry.xib")

    private func json(_ result: ToolResult) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [String: Any])
    }

    func testHelpListsEverySubcommandWithAnExample() {
        let result = NibTool.run(["--help"])
        XCTAssertEqual(result.exitStatus, 0)
        for name in ["geometry", "objects-at", "connections-of", "strings", "compile-all", "--compile", "--link", "--upgrade", "--export-xliff"] {
            XCTAssertTrue(result.outputText.contains(name), name)
        }
        for subcommand in HelpText.subcommands {
            let help = NibTool.run(["help", subcommand])
            XCTAssertEqual(help.exitStatus, 0, subcommand)
            XCTAssertTrue(help.outputText.contains("Example:"), subcommand)
        }
        XCTAssertEqual(NibTool.run(["objects-at", "--help"]).outputText, HelpText.usage(of: "objects-at"))
    }

    func testUnknownSubcommandsSuggestTheNearestOne() {
        let result = NibTool.run(["conections-of", "editor", "MainMenu.xib"])
        XCTAssertEqual(result.exitStatus, 64)
        XCTAssertTrue(result.standardError.contains("did you mean 'connections-of'?"), result.standardError)
        XCTAssertTrue(NibTool.run(["help", "geometri"]).standardError.contains("did you mean 'geometry'?"))
    }

    func testObjectsAtPrintsTheSeedsObjectsAsJSON() throws {
        let result = NibTool.run(["objects-at", "320,240", "--json", imageEditor])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        let output = try json(result)
        XCTAssertEqual(output["point"] as? [Double], [320, 240])
        XCTAssertEqual(output["in"] as? String, "win-canvas")
        let objects = try XCTUnwrap(output["objects"] as? [[String: Any]])
        XCTAssertEqual(objects.compactMap { $0["id"] as? String }.filter { !$0.hasSuffix("-cell") },
                       ["img-canvas", "cnv-view", "clp-canvas", "scr-canvas", "win-canvas-content", "win-canvas"])
        let imageView = try XCTUnwrap(objects.first { $0["id"] as? String == "img-canvas" })
        XCTAssertEqual(imageView["class"] as? String, "NSImageView")
        XCTAssertEqual(imageView["custom-class"] as? String, "CanvasImageView")
        XCTAssertEqual(imageView["label"] as? String, "Image View")
        XCTAssertEqual(imageView["frame"] as? [Double], [0, 0, 640, 480])
        XCTAssertEqual(imageView["hidden"] as? Bool, false)
        XCTAssertEqual(imageView["covered"] as? Bool, false)
    }

    func testConnectionsOfPrintsPathsAndTheRefocusCommand() throws {
        let text = NibTool.run(["connections-of", "editor", imageEditor])
        XCTAssertEqual(text.exitStatus, 0, text.standardError)
        XCTAssertTrue(text.outputText.contains("path: Canvas Window > Content View > Scroll View > Canvas View > Image View"), text.outputText)
        XCTAssertTrue(text.outputText.contains("refocus: nibtool connections-of tbi-hue \(imageEditor)"), text.outputText)

        let output = try json(NibTool.run(["connections-of", "--json", "editor", imageEditor]))
        for key in ["object", "outlets", "outlet-collections", "received-actions", "sent-actions", "bindings", "segues",
                    "referencing-outlets", "referencing-outlet-collections", "referencing-bindings"] {
            XCTAssertNotNil(output[key], key)
        }
        let binding = try XCTUnwrap((output["referencing-bindings"] as? [[String: Any]])?.first)
        XCTAssertEqual(binding["connection-id"] as? String, "bnd-image")
        XCTAssertEqual((binding["other"] as? [String: Any])?["id"] as? String, "img-canvas")
        XCTAssertEqual((binding["path"] as? [[String: Any]])?.compactMap { $0["label"] as? String },
                       ["Canvas Window", "Content View", "Scroll View", "Canvas View", "Image View"])
    }

    func testGeometryPrintsTheTreeAndWarnsWhereAFrameIsMissing() throws {
        let result = NibTool.run(["geometry", cocoa])
        XCTAssertEqual(result.exitStatus, 0)
        XCTAssertTrue(result.outputText.contains("      Button (Enabled) (check, NSButton) (33, 87, 100 × 20)\n"), result.outputText)
        XCTAssertTrue(result.standardError.contains("CocoaGeometry.xib:104:41: warning: customView (id frameless) has no frame"), result.standardError)
        let output = try json(NibTool.run(["geometry", "--json", cocoa]))
        let containers = try XCTUnwrap(output["containers"] as? [[String: Any]])
        XCTAssertEqual(containers.compactMap { $0["id"] as? String }, ["win", "search"])
        XCTAssertEqual((output["warnings"] as? [String])?.count, 1)
    }

    func testBadInputIsAClearErrorWithANonZeroExit() {
        let point = NibTool.run(["objects-at", "320x240", imageEditor])
        XCTAssertEqual(point.exitStatus, 64)
        XCTAssertTrue(point.standardError.hasPrefix("error: '320x240' is not a point"), point.standardError)
        let id = NibTool.run(["connections-of", "editr", imageEditor])
        XCTAssertEqual(id.exitStatus, 1)
        XCTAssertEqual(id.standardError, "\(imageEditor): error: no object has the id 'editr'; did you mean 'editor'?\n")
        let space = NibTool.run(["objects-at", "1,1", "--in", "nowhere", imageEditor])
        XCTAssertEqual(space.exitStatus, 1)
        XCTAssertTrue(space.standardError.contains("'--in nowhere': no object or scene has that id"))
        let missing = NibTool.run(["geometry", "/nonexistent/Main.xib"])
        XCTAssertEqual(missing.exitStatus, 1)
        XCTAssertEqual(missing.standardError, "/nonexistent/Main.xib: error: no such file\n")
        let options = NibTool.run(["geometry", "--bogus", imageEditor])
        XCTAssertEqual(options.exitStatus, 64)
        XCTAssertTrue(options.standardError.contains("unknown option '--bogus' for 'geometry'"))
    }
}
