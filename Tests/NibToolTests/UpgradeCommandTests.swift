import Foundation
import NibDocument
import NibToolKit
import XCTest

/// `nibtool --upgrade --write NEW.xib OLD.xib` on an Interface Builder 3 archive, and
/// `--compile` of an archive, which upgrades it on the way.
final class UpgradeCommandTests: ToolTestCase {
    private let archive = ToolFixture.path("NibUpgrade/mac-sparkle-SUUpdateAlert.de-v710.xib")

    func test_upgrade_writesAModernDocumentWithTheArchivesObjects() throws {
        let destination = try temporaryDirectory().appendingPathComponent("SUUpdateAlert.xib").path
        let result = NibTool.run(["--upgrade", "--write", destination, archive])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        let upgraded = try InterfaceDocument(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: destination))), path: destination)
        guard case .modern = upgraded.format else { return XCTFail("the written document is not modern") }
        let original = try InterfaceDocument(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: archive))), path: archive)
        XCTAssertEqual(Set(original.objects.map(\.id)).subtracting(upgraded.objects.map(\.id)), [])
        // What the upgrade leaves out is reported at the archived object, compiler style.
        XCTAssertTrue(result.standardError.hasPrefix(archive + ":"), result.standardError)
        XCTAssertTrue(result.standardError.contains(": warning: WebView (id 18): archived settings 'Preferences', 'AllowsUndo' not carried over"),
                      result.standardError)
    }

    func test_upgrade_withoutWrite_failsAndWritesNothing() throws {
        let result = NibTool.run(["--upgrade", archive])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.standardError, "\(archive): error: --upgrade needs --write NEW.xib: the path of the upgraded document\n")
    }

    func test_upgrade_ofAModernDocument_fails() throws {
        let modern = ToolFixture.path("NibDocument/mac-connections.xib")
        let destination = try temporaryDirectory().appendingPathComponent("out.xib").path
        let result = NibTool.run(["--upgrade", "--write", destination, modern])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.standardError.contains("already in the modern format"), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: destination))
    }

    func test_compile_ofAnArchive_upgradesItFirst() throws {
        let destination = try temporaryDirectory().appendingPathComponent("SUUpdateAlert.nib").path
        let result = NibTool.run(["--compile", destination, archive])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: destination))
        let dump = NibTool.run(["--dump", destination])
        XCTAssertTrue(dump.outputText.contains("\"Software-Aktualisierung\""), "the window title survives upgrade and compile")
    }
}
