import Foundation
@testable import NibToolKit
import XCTest

/// `nibtool lazy-report` and `nibtool split` as a user runs them on the image editor.
final class LazyLoadingCommandTests: ToolTestCase {
    private let exampleA = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/ImageEditor/A/MainMenu.xib").path
    private let exampleB = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/ImageEditor/B").path

    func test_lazyReportNamesTheSheetsAndPrintsTheSplitThatKeepsEveryConnection() throws {
        let result = NibTool.run(["lazy-report", exampleA])
        XCTAssertEqual(result.exitStatus, 0)
        let text = String(decoding: result.standardOutput, as: UTF8.self)
        XCTAssertTrue(text.contains("MainMenu.xib: 44 objects created at load; 2 groups are not shown at load (22 objects, 50%)"), text)
        XCTAssertTrue(text.contains("  sheet \"Brightness Sheet\" (win-brightness), with Brightness Controller (ctl-bright)"), text)
        XCTAssertTrue(text.contains("owner: My Image Editor Controller (editor); File's Owner carries all 2 connections at the cut:"), text)
        XCTAssertTrue(text.contains("nibtool split --objects ctl-bright,win-brightness --owner editor --into "), text)
        XCTAssertTrue(text.contains("KiB drawn once shown (scale 2)"), text)
    }

    func test_lazyReportJSON() throws {
        let result = NibTool.run(["lazy-report", "--json", exampleA])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [[String: Any]])
        let groups = try XCTUnwrap(json.first?["groups"] as? [[String: Any]])
        XCTAssertEqual(groups.map { $0["roots"] as? [String] }, [["ctl-bright", "win-brightness"], ["ctl-hue", "win-hue"]])
        XCTAssertEqual(groups.first?["object-count"] as? Int, 11)
        XCTAssertEqual((groups.first?["owner"] as? [String: Any])?["id"] as? String, "editor")
        XCTAssertEqual((groups.first?["needs-code"] as? [Any])?.count, 0)
        XCTAssertGreaterThan(groups.first?["drawn-bytes"] as? Int ?? 0, 0)
    }

    func test_splitWritesBothDocumentsAsVersionB() throws {
        let folder = try temporaryDirectory()
        let main = folder.appendingPathComponent("MainMenu.xib").path
        try FileManager.default.copyItem(atPath: exampleA, toPath: main)
        let sheet = folder.appendingPathComponent("BrightnessSheet.xib").path
        let result = NibTool.run(["split", "--objects", "ctl-bright,win-brightness", "--owner", "editor", "--into", sheet, main])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: sheet)), try Data(contentsOf: URL(fileURLWithPath: exampleB + "/BrightnessSheet.xib")))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: main)), try Data(contentsOf: URL(fileURLWithPath: exampleB + "/MainMenu.xib")))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["BrightnessSheet.xib", "MainMenu.xib"],
                       "no temporary file is left behind")

        // A second run would overwrite the new document: refused, nothing changes.
        let again = NibTool.run(["split", "--objects", "ctl-hue", "--owner", "editor", "--into", sheet, main])
        XCTAssertEqual(again.exitStatus, 1)
        XCTAssertEqual(again.standardError, "\(sheet): error: already exists; split writes a new document and never overwrites one\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: main)), try Data(contentsOf: URL(fileURLWithPath: exampleB + "/MainMenu.xib")))
    }

    func test_splitRefusalsAndWriteToAnotherFile() throws {
        let folder = try temporaryDirectory()
        let main = folder.appendingPathComponent("MainMenu.xib").path
        try FileManager.default.copyItem(atPath: exampleA, toPath: main)
        let original = try Data(contentsOf: URL(fileURLWithPath: main))
        let into = folder.appendingPathComponent("Canvas.xib").path
        let out = folder.appendingPathComponent("Rest.xib").path
        // With File's Owner (the application) as owner, the editor's outlets to the canvas cross.
        let refused = NibTool.run(["split", "--objects", "win-canvas", "--owner", "-2", "--into", into, main])
        XCTAssertEqual(refused.exitStatus, 1)
        XCTAssertTrue(refused.standardError.hasPrefix("\(main):50:17: error: outlet 'window' from My Image Editor Controller (editor) to Canvas Window (win-canvas) crosses the cut"),
                      refused.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: into))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: main)), original, "a refused split changes nothing")

        let dropped = NibTool.run(["split", "--objects", "win-canvas", "--owner", "-2", "--into", into, "--write", out, "--drop-crossing", main])
        XCTAssertEqual(dropped.exitStatus, 0, dropped.standardError)
        XCTAssertTrue(dropped.standardError.contains(":50:17: warning: outlet 'window' from My Image Editor Controller (editor) to Canvas Window (win-canvas) crossed the cut and was removed"),
                      dropped.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: main)), original, "--write leaves the document as it was")

        XCTAssertEqual(NibTool.run(["split", "--objects", "x", main]).exitStatus, 64)
        let unknown = NibTool.run(["split", "--objects", "win-canvass", "--owner", "editor", "--into", into + "2.xib", main])
        XCTAssertEqual(unknown.standardError, "\(main): error: no object has the id 'win-canvass'; did you mean 'win-canvas'?\n")
    }
}
