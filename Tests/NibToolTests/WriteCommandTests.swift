import Foundation
import XCTest
@testable import NibToolKit

/// `--write` reproduces unchanged documents byte for byte and replaces files atomically.
final class WriteCommandTests: ToolTestCase {
    func testWriteOfUnchangedDocumentsIsByteIdentical() throws {
        let directory = try temporaryDirectory()
        for name in ["ios-connections.xib", "mac-connections.xib", "ios-scenes.storyboard", "defects.xib"] {
            let input = ToolFixture.path("NibDocument/\(name)")
            let output = directory.appendingPathComponent(name).path
            let result = NibTool.run(["--write", output, input])
            XCTAssertEqual(result.exitStatus, 0, result.standardError)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: output)), try Data(contentsOf: URL(fileURLWithPath: input)), name)
        }
        // No temporary file is left behind.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).count, 4)
    }

    func testWriteOverAnExistingFileReplacesIt() throws {
        let directory = try temporaryDirectory()
        let output = directory.appendingPathComponent("out.xib")
        try Data("old content".utf8).write(to: output)
        let input = ToolFixture.path("NibDocument/ios-connections.xib")
        XCTAssertEqual(NibTool.run(["--write", output.path, input]).exitStatus, 0)
        XCTAssertEqual(try Data(contentsOf: output), try Data(contentsOf: URL(fileURLWithPath: input)))
    }

    func testFailedReadLeavesTheDestinationUntouched() throws {
        let directory = try temporaryDirectory()
        let output = directory.appendingPathComponent("keep.xib")
        try Data("precious".utf8).write(to: output)
        let broken = directory.appendingPathComponent("broken.xib")
        try Data("<document>".utf8).write(to: broken)
        XCTAssertEqual(NibTool.run(["--write", output.path, broken.path]).exitStatus, 1)
        XCTAssertEqual(try Data(contentsOf: output), Data("precious".utf8))
    }

    func testWriteIntoAMissingDirectoryIsAClearError() throws {
        let input = ToolFixture.path("NibDocument/ios-connections.xib")
        let result = NibTool.run(["--write", "/nonexistent-dir/out.xib", input])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.standardError.hasPrefix("/nonexistent-dir/out.xib: error: cannot write file"), result.standardError)
    }
}
