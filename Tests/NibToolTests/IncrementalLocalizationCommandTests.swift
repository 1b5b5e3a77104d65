import Foundation
import XCTest
@testable import NibToolKit

/// `--previous-file OLD_BASE --incremental-file OLD_LOCALIZED --localize-incremental --write
/// NEW_LOCALIZED NEW_BASE` through `NibTool.run`, on Transmission's Add Magnet window history.
final class IncrementalLocalizationCommandTests: ToolTestCase {
    private func fixture(_ name: String) -> String { ToolFixture.path("NibLocalization/transmission/AddMagnetWindow/\(name).xib") }

    func test_localizeIncremental_writesTheMergedDocument_andNotesWhatNeedsTranslating() throws {
        let output = try temporaryDirectory().appendingPathComponent("de.xib").path
        let result = NibTool.run(["--previous-file", fixture("old-base"), "--incremental-file", fixture("old-de"),
                                  "--localize-incremental", "--write", output, fixture("new-base")])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertTrue(result.standardError.hasPrefix("\(fixture("new-base")):112:49: note: 2zq-5y-smI.title needs translating: \"None\"\n"), result.standardError)
        XCTAssertTrue(result.standardError.contains("note: 17 translations carried over from \(fixture("old-de")), 1 strings need translating"), result.standardError)
        let merged = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(merged.contains(#"title="Hinzufügen""#) && merged.contains(#"title="Automatisch starten""#), "German carried over")
        XCTAssertTrue(merged.contains(#"title="None""#), "the new string keeps its base value")
    }

    func test_localizeIncremental_withoutItsFiles_orWithoutWrite_fails() throws {
        let output = try temporaryDirectory().appendingPathComponent("de.xib").path
        let missing = NibTool.run(["--previous-file", fixture("old-base"), "--localize-incremental", "--write", output, fixture("new-base")])
        XCTAssertEqual(missing.exitStatus, 1)
        XCTAssertTrue(missing.standardError.contains("--localize-incremental needs --previous-file"), missing.standardError)
        let unwritten = NibTool.run(["--previous-file", fixture("old-base"), "--incremental-file", fixture("old-de"), "--localize-incremental", fixture("new-base")])
        XCTAssertEqual(unwritten.exitStatus, 1)
        XCTAssertTrue(unwritten.standardError.contains("--localize-incremental"), unwritten.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }
}
