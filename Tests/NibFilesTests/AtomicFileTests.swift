import Foundation
import NibCore
import NibFiles
import NibTestSupport
import XCTest

/// Files are replaced whole or not at all: no temporary file is left, permissions are kept,
/// and a write that cannot happen leaves the destination as it was.
final class AtomicFileTests: TemporaryFolderTestCase {
    func test_writeReplacesTheFileAndLeavesNothingElse() throws {
        let folder = try temporaryDirectory()
        let path = folder.appendingPathComponent("Main.xib").path
        try AtomicFile.write(Array("old".utf8), to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try AtomicFile.write(Array("new".utf8), to: path)
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("new".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Main.xib"])
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o640, "the replaced file's permissions are kept")
    }

    func test_aWriteThatCannotHappenIsADiagnosticNamingTheFile() throws {
        let folder = try temporaryDirectory()
        let path = folder.appendingPathComponent("missing/Main.xib").path
        XCTAssertThrowsError(try AtomicFile.write(Array("x".utf8), to: path)) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.path, path)
            XCTAssertEqual(diagnostic?.severity, .error)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }
}
