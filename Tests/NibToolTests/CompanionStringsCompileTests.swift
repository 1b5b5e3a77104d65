import Foundation
import NibArchive
import XCTest
@testable import NibToolKit

/// `--compile` with `--companion-strings-file LOCALE:PATH`: DuckDuckGo's Settings storyboard
/// compiled with the German `.strings` Xcode generated for it (Tests/Fixtures/SOURCES.md).
final class CompanionStringsCompileTests: ToolTestCase {
    private let storyboard = ToolFixture.path("NibLocalization/ddg-Settings.storyboard")
    private let german = ToolFixture.path("NibLocalization/ddg-Settings.de.strings")

    /// Every string archived in a compiled storyboard's nibs.
    private func archivedStrings(_ storyboardc: String) throws -> Set<String> {
        var result: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: storyboardc)
        while let name = enumerator?.nextObject() as? String {
            guard name.hasSuffix(".nib"), !name.contains(".nib/") || name.hasSuffix("objects-14.0+.nib") else { continue }
            let path = storyboardc + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let graph = try CompiledNibFile(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))).graph
            for object in graph.objects where object.className.hasSuffix("String") {
                if case .data(let bytes)? = object.value(forKey: "NS.bytes") { result.insert(String(decoding: bytes, as: UTF8.self)) }
            }
        }
        return result
    }

    func test_compileWithCompanionStrings_buildsTheGermanNib() throws {
        let folder = try temporaryDirectory()
        let output = folder.appendingPathComponent("Settings.storyboardc").path
        let result = NibTool.run(["--compile", output, "--module", "DuckDuckGo", "--companion-strings-file", "de:\(german)", storyboard])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        let strings = try archivedStrings(output)
        XCTAssertTrue(strings.contains("Tastatur"), "2pp-PM-6rW.title in German")
        XCTAssertTrue(strings.contains("Daten automatisch löschen"))
        XCTAssertFalse(strings.contains("Automatically Clear Data"))
        // The same as importing the strings first and compiling the translated document.
        let translated = folder.appendingPathComponent("de.storyboard").path
        XCTAssertEqual(NibTool.run(["--import-strings-file", german, "--write", translated, storyboard]).exitStatus, 0)
        let reference = folder.appendingPathComponent("Reference.storyboardc").path
        XCTAssertEqual(NibTool.run(["--compile", reference, "--module", "DuckDuckGo", translated]).exitStatus, 0)
        let comparison = NibTool.run(["--compare", output, reference])
        XCTAssertEqual(comparison.exitStatus, 0, comparison.outputText)
    }

    func test_companionStrings_malformedArgument_orTwoLocales_fail() throws {
        let output = try temporaryDirectory().appendingPathComponent("Settings.storyboardc").path
        let malformed = NibTool.run(["--compile", output, "--companion-strings-file", german, storyboard])
        XCTAssertNotEqual(malformed.exitStatus, 0)
        XCTAssertTrue(malformed.standardError.contains("LOCALE:PATH") || malformed.outputText.contains("LOCALE:PATH"), malformed.standardError + malformed.outputText)
        let two = NibTool.run(["--compile", output, "--companion-strings-file", "de:\(german)", "--companion-strings-file", "fr:\(german)", storyboard])
        XCTAssertEqual(two.exitStatus, 1)
        XCTAssertTrue((two.standardError + two.outputText).contains("a compile builds one language's nib"), two.standardError + two.outputText)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }
}
