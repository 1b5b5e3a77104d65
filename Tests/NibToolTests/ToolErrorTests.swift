import Foundation
import XCTest
@testable import NibToolKit

/// Bad arguments and bad input: clear messages, ibtool's error envelope, right exit codes.
final class ToolErrorTests: ToolTestCase {
    private func write(_ text: String, named name: String) throws -> String {
        let url = try temporaryDirectory().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func testNoArgumentsExits64WithMessageOnStandardError() {
        let result = NibTool.run([])
        XCTAssertEqual(result.exitStatus, 64)
        XCTAssertTrue(result.standardError.hasPrefix("Error: No arguments specified\n"))
        XCTAssertTrue(result.standardOutput.isEmpty)
    }

    func testUnknownFlagIsReportedInTheErrorsPlist() throws {
        let result = NibTool.run(["--frobnicate", "x.xib"])
        XCTAssertEqual(result.exitStatus, 1)
        let errors = try XCTUnwrap(try ToolFixture.plist(result)["com.apple.ibtool.errors"] as? [[String: String]])
        XCTAssertEqual(errors, [["description": "Unknown argument '--frobnicate'."]])
    }

    func testMissingFlagValue() throws {
        let result = NibTool.run(["x.xib", "--write"])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.standardError, "error: Missing value for argument '--write'.\n")
    }

    func testInvalidOutputFormat() {
        let result = NibTool.run(["--output-format", "openstep", "x.xib"])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.standardError.contains("Invalid value 'openstep' for argument '--output-format'"))
    }

    func testMissingFile() throws {
        let result = NibTool.run(["--objects", "/nonexistent/Main.xib"])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.standardError, "/nonexistent/Main.xib: error: no such file\n")
        let errors = try XCTUnwrap(try ToolFixture.plist(result)["com.apple.ibtool.errors"] as? [[String: String]])
        XCTAssertEqual(errors.first?["description"], "/nonexistent/Main.xib: error: no such file")
    }

    func testMalformedFileGivesCompilerStyleLocation() throws {
        let path = try write("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n  </object>\n</document>\n", named: "Broken.xib")
        let result = NibTool.run(["--hierarchy", path])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.standardError, "\(path):4:3: error: end tag '</object>' does not match start tag '<objects>' opened at 3:3\n")
        let errors = try XCTUnwrap(try ToolFixture.plist(result)["com.apple.ibtool.errors"] as? [[String: String]])
        XCTAssertEqual(errors.first?["description"], String(result.standardError.dropLast()))
    }

    func testNotAnInterfaceBuilderDocument() throws {
        let path = try write("<html><body/></html>", named: "page.xib")
        let result = NibTool.run(["--objects", path])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.standardError.hasPrefix("\(path):1:1: error: not an Interface Builder document"), result.standardError)
    }

    func testUTF16FileIsAnEncodingError() throws {
        let url = try temporaryDirectory().appendingPathComponent("wide.xib")
        try "<document/>".data(using: .utf16)!.write(to: url)
        let result = NibTool.run(["--objects", url.path])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.standardError, "\(url.path):1:1: error: the file is UTF-16 encoded; Interface Builder documents are UTF-8\n")
    }

    func testEmptyDirectoryIsNotANib() throws {
        let directory = try temporaryDirectory()
        let result = NibTool.run(["--objects", directory.path])
        XCTAssertEqual(result.exitStatus, 1)
        // A directory is taken for a nib directory; an empty one holds nothing loadable.
        XCTAssertEqual(result.standardError, "\(directory.path): error: nib directory holds no loadable nib (keyedobjects*.nib, objects*.nib or runtime.nib)\n")
    }

    func testEntityBombEndsInAnErrorQuickly() throws {
        var bomb = "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY a \"aaaaaaaaaa\">"
        for level in 1...20 { bomb += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level == 1 ? "" : String(level - 1));", count: 10) + "\">" }
        bomb += "]><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">&a20;</document>"
        let path = try write(bomb, named: "bomb.xib")
        let result = NibTool.run(["--all", path])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.standardError.contains("entity declarations are not supported"), result.standardError)
    }
}
