import Foundation
import XCTest
@testable import NibToolKit

/// `--export-xcstrings` and `--import-xcstrings` through `NibTool.run`, on Rectangle's
/// storyboard and the String Catalog Xcode wrote for it (Tests/Fixtures/SOURCES.md).
final class StringCatalogCommandTests: ToolTestCase {
    private let storyboard = ToolFixture.path("NibLocalization/rectangle/Main.storyboard")
    private let xcodeCatalog = ToolFixture.path("NibLocalization/rectangle/Main.xcstrings")
    private let catalogBeforeSync = ToolFixture.path("NibLocalization/rectangle/Main-before.xcstrings")

    private func copy(_ path: String, named name: String) throws -> String {
        let destination = try temporaryDirectory().appendingPathComponent(name).path
        try FileManager.default.copyItem(atPath: path, toPath: destination)
        return destination
    }

    func test_export_updatesACatalogAsXcodeSyncsIt_andLeavesAnUpToDateOneUntouched() throws {
        let catalog = try copy(catalogBeforeSync, named: "Main.xcstrings")
        let result = NibTool.run(["--export-xcstrings", catalog, storyboard])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertEqual(result.outputText, "\(catalog): updated: 0 added, 1 changed (3 translations to review), 0 stale, 0 removed\n")
        XCTAssertEqual(FileManager.default.contents(atPath: catalog), FileManager.default.contents(atPath: xcodeCatalog))
        // Again: nothing to do, and the file is not rewritten.
        let modified = try FileManager.default.attributesOfItem(atPath: catalog)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        let again = NibTool.run(["--export-xcstrings", catalog, storyboard])
        XCTAssertEqual(again.outputText, "\(catalog): updated: 0 added, 0 changed (0 translations to review), 0 stale, 0 removed\n")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: catalog)[.modificationDate] as? Date, modified)
    }

    func test_export_createsACatalog_fromSeveralDocuments() throws {
        let folder = try temporaryDirectory()
        let catalog = folder.appendingPathComponent("Main.xcstrings").path
        let menu = ToolFixture.path("NibToolKit/menu-mac.xib")
        let result = NibTool.run(["--export-xcstrings", catalog, storyboard, menu])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertTrue(result.outputText.hasSuffix(": created: 186 added, 0 changed (0 translations to review), 0 stale, 0 removed\n"), result.outputText)
        let text = try String(contentsOfFile: catalog, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"0Ak-33-SM7.title\" : {\n"), String(text.prefix(200)))
        XCTAssertTrue(text.hasSuffix("  \"version\" : \"1.0\"\n}"))
    }

    func test_import_appliesOneLanguage() throws {
        let output = try temporaryDirectory().appendingPathComponent("de.storyboard").path
        let result = NibTool.run(["--import-xcstrings", xcodeCatalog, "--target-language", "de", "--write", output, storyboard])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertTrue(result.standardError.contains("note: 149 strings translated to de; 6 have no de translation"), result.standardError)
        let translated = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(translated.contains(#"title="Oben rechts""#))
        XCTAssertFalse(translated.contains(#"title="Top Right""#))
    }

    func test_import_withoutALanguage_orFromABrokenCatalog_failsAndNamesTheFile() throws {
        let output = try temporaryDirectory().appendingPathComponent("de.storyboard").path
        let noLanguage = NibTool.run(["--import-xcstrings", xcodeCatalog, "--write", output, storyboard])
        XCTAssertEqual(noLanguage.exitStatus, 1)
        XCTAssertTrue(noLanguage.standardError.contains("--import-xcstrings needs --target-language"), noLanguage.standardError)
        let broken = try temporaryDirectory().appendingPathComponent("Broken.xcstrings")
        try Data("{\n  \"strings\" : {\n    \"a\" : \n  }\n}".utf8).write(to: broken)
        let export = NibTool.run(["--export-xcstrings", broken.path, storyboard])
        XCTAssertEqual(export.exitStatus, 1)
        XCTAssertEqual(export.standardError, "\(broken.path):4:3: error: expected a JSON value, found '}'\n")
        XCTAssertEqual(try String(contentsOf: broken, encoding: .utf8), "{\n  \"strings\" : {\n    \"a\" : \n  }\n}", "left as it was")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }
}
