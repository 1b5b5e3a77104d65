import Foundation
import XCTest
@testable import NibToolKit

/// nibtool on compiled nibs: `--dump`, the inspection keys rebuilt from the archive, and
/// byte-exact `--write`.
final class CompiledNibCommandTests: ToolTestCase {
    private let cocoaNib = ToolFixture.path("NibArchive/test5_connect.nib")
    private let keyedNib = ToolFixture.path("NibArchive/MainWindow.nib")
    private let storyboard = ToolFixture.path("NibArchive/sb_basic_wc.storyboardc")

    func testDumpPrintsObjectsWithIndicesClassesAndReferences() {
        let result = NibTool.run(["--dump", keyedNib])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        let text = result.outputText
        XCTAssertTrue(text.hasPrefix("keyed archive (NSKeyedArchiver, bplist00), 14 objects"), text)
        XCTAssertTrue(text.contains("UINibTopLevelObjectsKey = #1 (NSArray)"), text)
        XCTAssertTrue(text.contains("UIProxiedObjectIdentifier = \"IBFilesOwner\""), text)
    }

    func testDumpOfAStoryboardcCoversEveryMember() {
        let result = NibTool.run(["--dump", storyboard])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertTrue(result.outputText.contains("compiled storyboard, 3 nibs"), result.outputText)
    }

    func testCocoaNibConnectionsAndHierarchyHaveDocumentShapes() throws {
        let plist = try ToolFixture.plist(NibTool.run(["--connections", "--hierarchy", cocoaNib]))
        let connections = try XCTUnwrap(plist["com.apple.ibtool.document.connections"] as? [String: [String: Any]])
        let types = Set(connections.values.compactMap { $0["type"] as? String })
        XCTAssertEqual(types, ["IBCocoaOutletConnection", "IBCocoaActionConnection"])
        XCTAssertTrue(connections.values.contains { $0["label"] as? String == "first:" && $0["destination-label"] as? String == "File's Owner" })
        let hierarchy = try XCTUnwrap(plist["com.apple.ibtool.document.hierarchy"] as? [[String: Any]])
        XCTAssertEqual(hierarchy.first?["label"] as? String, "File's Owner")
    }

    func testCocoaTouchKeyedNibHierarchy() throws {
        let plist = try ToolFixture.plist(NibTool.run(["--hierarchy", "--objects", keyedNib]))
        let hierarchy = try XCTUnwrap(plist["com.apple.ibtool.document.hierarchy"] as? [[String: Any]])
        let labels = hierarchy.compactMap { $0["label"] as? String }
        XCTAssertTrue(labels.contains("File's Owner"), "\(labels)")
        XCTAssertTrue(labels.contains("First Responder"), "\(labels)")
        let objects = try XCTUnwrap(plist["com.apple.ibtool.document.objects"] as? [String: [String: Any]])
        XCTAssertTrue(objects.values.contains { $0["class"] as? String == "UIWindow" })
    }

    func testWriteOfACompiledNibIsByteExact() throws {
        let output = try temporaryDirectory().appendingPathComponent("copy.nib")
        let result = NibTool.run(["--write", output.path, cocoaNib])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertEqual(try Data(contentsOf: output), try Data(contentsOf: URL(fileURLWithPath: cocoaNib)))
    }

    func testTruncatedNibIsAClearErrorWithByteOffset() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: cocoaNib))
        let truncated = try temporaryDirectory().appendingPathComponent("truncated.nib")
        try bytes.prefix(120).write(to: truncated)
        let result = NibTool.run(["--dump", truncated.path])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.standardError.hasPrefix(truncated.path + ":1:"), result.standardError)
        XCTAssertTrue(result.standardError.contains("error:"), result.standardError)
    }

    func testDumpOfADocumentIsRefusedClearly() {
        let result = NibTool.run(["--dump", ToolFixture.path("NibDocument/ios-connections.xib")])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.standardError.contains("--dump reads compiled nibs"), result.standardError)
    }
}
