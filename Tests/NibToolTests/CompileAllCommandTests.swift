import Foundation
import NibToolKit
import XCTest

/// `nibtool compile-all`: many documents in one process, on every core, each placed where
/// Xcode's link step would put it, and each equal to what `--compile` writes for it alone.
final class CompileAllCommandTests: ToolTestCase {

    /// An app folder: `Home.storyboard` and `Autocomplete.storyboard` in `Base.lproj`, `minimal.xib` beside it.
    private func appFolder() throws -> URL {
        let app = try temporaryDirectory().appendingPathComponent("App")
        let base = app.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        for name in ["Home", "Autocomplete"] {
            try FileManager.default.copyItem(at: compilerFixtures.appendingPathComponent("ios-pairs/ddg-\(name)/\(name).storyboard"),
                                             to: base.appendingPathComponent("\(name).storyboard"))
        }
        try FileManager.default.copyItem(at: compilerFixtures.appendingPathComponent("minimal.xib"), to: app.appendingPathComponent("minimal.xib"))
        return app
    }

    private func assertEqual(_ compiled: String, toApple apple: URL, file: StaticString = #filePath, line: UInt = #line) {
        let compared = NibTool.run(["--compare", compiled, apple.path])
        XCTAssertTrue(compared.outputText.hasSuffix("are equal\n"), compared.outputText, file: file, line: line)
    }

    /// The app folder compiled as `release` into a new product folder, which it returns; all
    /// three documents compile without a warning.
    private func compiledApp(asXcode release: String, file: StaticString = #filePath, line: UInt = #line) throws -> (output: String, result: ToolResult) {
        let output = try temporaryDirectory().appendingPathComponent("Product").path
        let result = NibTool.run(["compile-all", "--output-dir", output, "--module", "DuckDuckGo", "--ibtool-version", release, try appFolder().path])
        XCTAssertEqual(result.exitStatus, 0, result.standardError, file: file, line: line)
        XCTAssertEqual(result.outputText, "compiled 3 of 3 documents into \(output) (0 failed, 0 warnings)\n", file: file, line: line)
        return (output, result)
    }

    func test_compileAll_folder_placesEachDocument_equalToApple() throws {
        // DuckDuckGo's app was built with Xcode 13.2 (Autocomplete was saved by Xcode 12).
        let output = try compiledApp(asXcode: "13.2").output
        assertEqual(output + "/Base.lproj/Home.storyboardc", toApple: compilerFixtures.appendingPathComponent("ios-pairs/ddg-Home/Home.storyboardc"))
        assertEqual(output + "/Base.lproj/Autocomplete.storyboardc",
                    toApple: compilerFixtures.appendingPathComponent("ios-pairs/ddg-Autocomplete/Autocomplete.storyboardc"))
        assertEqual(output + "/minimal.nib", toApple: compilerFixtures.appendingPathComponent("minimal.nib"))
    }

    func test_compileAll_notesEachDocumentCompiledForAnUnmeasuredRelease_withoutCountingAWarning() throws {
        let result = try compiledApp(asXcode: "27").result
        // The two storyboards are Cocoa Touch; the minimal xib is a Cocoa one, measured apart.
        XCTAssertEqual(result.standardError.components(separatedBy: "note: compiled with the encoding of Xcode 26's ibtool").count - 1, 2, result.standardError)
    }

    func test_compileAll_oneThreadOrMany_writesTheSameBytes() throws {
        let app = try appFolder()
        let one = try temporaryDirectory().path, many = try temporaryDirectory().path
        XCTAssertEqual(NibTool.run(["compile-all", "--jobs", "1", "--output-dir", one, "--module", "DuckDuckGo", app.path]).exitStatus, 0)
        XCTAssertEqual(NibTool.run(["compile-all", "--jobs", "4", "--output-dir", many, "--module", "DuckDuckGo", app.path]).exitStatus, 0)
        let files = try XCTUnwrap(FileManager.default.subpaths(atPath: one)).sorted()
        XCTAssertEqual(files, try XCTUnwrap(FileManager.default.subpaths(atPath: many)).sorted())
        for file in files {
            XCTAssertEqual(FileManager.default.contents(atPath: one + "/" + file), FileManager.default.contents(atPath: many + "/" + file), file)
        }
    }

    func test_compileAll_aBrokenDocument_failsAlone() throws {
        let app = try appFolder()
        let broken = app.appendingPathComponent("Broken.xib")
        try Data("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n".utf8).write(to: broken)
        let output = try temporaryDirectory().path
        let result = NibTool.run(["compile-all", "--output-dir", output, "--module", "DuckDuckGo", app.path])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.outputText, "compiled 3 of 4 documents into \(output) (1 failed, 0 warnings)\n")
        XCTAssertTrue(result.standardError.hasPrefix(broken.path + ":"), result.standardError)
        XCTAssertTrue(result.standardError.contains(": error: "), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output + "/Broken.nib"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: output + "/Base.lproj/Home.storyboardc/Info.plist"))
    }

    func test_compileAll_twoDocumentsForOnePlace_areRefusedBeforeCompiling() throws {
        let app = try appFolder()
        let other = app.appendingPathComponent("Other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: compilerFixtures.appendingPathComponent("minimal.xib"), to: other.appendingPathComponent("minimal.xib"))
        let output = try temporaryDirectory().appendingPathComponent("Product").path
        let result = NibTool.run(["compile-all", "--output-dir", output, app.path])
        XCTAssertEqual(result.exitStatus, 64)
        XCTAssertTrue(result.standardError.contains("would be compiled to \(output)/minimal.nib"), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func test_compileAll_withoutOutputDirectory_printsUsage() {
        let result = NibTool.run(["compile-all", "A.xib"])
        XCTAssertEqual(result.exitStatus, 64)
        XCTAssertTrue(result.standardError.contains("Usage: nibtool compile-all --output-dir DIR"), result.standardError)
    }
}
