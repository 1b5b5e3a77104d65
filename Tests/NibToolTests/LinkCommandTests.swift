import Foundation
import NibToolKit
import XCTest

/// `nibtool --link`: Xcode's two-step storyboard build (`--compilation-directory`, then
/// `--link PRODUCT INTERMEDIATE.storyboardc...`), checked against the storyboards Apple built.
final class LinkCommandTests: ToolTestCase {

    /// Compiles a pair's storyboard as Xcode's first step does: the source in `Base.lproj`,
    /// into `<root>/Intermediates/Base.lproj`. Returns the intermediate `.storyboardc`.
    private func compileStep(_ pair: String, storyboard: String, root: URL) throws -> String {
        let source = root.appendingPathComponent("Sources/Base.lproj")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        let document = source.appendingPathComponent(storyboard + ".storyboard")
        try FileManager.default.copyItem(at: compilerFixtures.appendingPathComponent("ios-pairs").appendingPathComponent("\(pair)/\(storyboard).storyboard"), to: document)
        let intermediates = root.appendingPathComponent("Intermediates/Base.lproj").path
        let result = NibTool.run([
            "--errors", "--warnings", "--notices", "--module", "DuckDuckGo", "--target-device", "iphone", "--ibtool-version", "13.2",
            "--output-format", "human-readable-text", "--compilation-directory", intermediates, document.path,
        ])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        return intermediates + "/" + storyboard + ".storyboardc"
    }

    func test_link_placesEachStoryboardInItsLprojFolder_equalToApplesProduct() throws {
        let root = try temporaryDirectory()
        let home = try compileStep("ddg-Home", storyboard: "Home", root: root)
        let autocomplete = try compileStep("ddg-Autocomplete", storyboard: "Autocomplete", root: root)
        let product = root.appendingPathComponent("Products/App.app").path
        let linked = NibTool.run(["--errors", "--warnings", "--notices", "--module", "DuckDuckGo", "--output-format",
                                  "human-readable-text", "--link", product, home, autocomplete])
        XCTAssertEqual(linked.exitStatus, 0, linked.standardError)
        for (pair, name) in [("ddg-Home", "Home"), ("ddg-Autocomplete", "Autocomplete")] {
            let placed = product + "/Base.lproj/\(name).storyboardc"
            let compared = NibTool.run(["--compare", placed, compilerFixtures.appendingPathComponent("ios-pairs").appendingPathComponent("\(pair)/\(name).storyboardc").path])
            XCTAssertEqual(compared.exitStatus, 0, compared.outputText)
            XCTAssertTrue(compared.outputText.hasSuffix("are equal\n"), compared.outputText)
        }
    }

    func test_link_replacesAnEarlierBuild() throws {
        let root = try temporaryDirectory()
        let home = try compileStep("ddg-Home", storyboard: "Home", root: root)
        let placed = root.appendingPathComponent("App.app/Base.lproj/Home.storyboardc")
        try FileManager.default.createDirectory(at: placed, withIntermediateDirectories: true)
        try Data("stale".utf8).write(to: placed.appendingPathComponent("Stale.nib"))
        let linked = NibTool.run(["--link", root.appendingPathComponent("App.app").path, home])
        XCTAssertEqual(linked.exitStatus, 0, linked.standardError)
        let names = try FileManager.default.contentsOfDirectory(atPath: placed.path).sorted()
        XCTAssertEqual(names, try FileManager.default.contentsOfDirectory(atPath: home).sorted())
    }

    func test_link_aMissingInput_failsNamingItAndWritesNothing() throws {
        let root = try temporaryDirectory()
        let home = try compileStep("ddg-Home", storyboard: "Home", root: root)
        let missing = root.appendingPathComponent("Intermediates/Base.lproj/Missing.storyboardc").path
        let product = root.appendingPathComponent("App.app").path
        let linked = NibTool.run(["--link", product, home, missing])
        XCTAssertEqual(linked.exitStatus, 1)
        XCTAssertEqual(linked.standardError, "\(missing): error: no such compiled storyboard or nib\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: product), "nothing is linked when one input is unusable")
    }

    func test_link_refusesADocumentThatIsNotCompiled() throws {
        let root = try temporaryDirectory()
        let document = compilerFixtures.appendingPathComponent("ios-pairs").appendingPathComponent("ddg-Home/Home.storyboard").path
        let linked = NibTool.run(["--link", root.path, document])
        XCTAssertEqual(linked.exitStatus, 1)
        XCTAssertTrue(linked.standardError.hasPrefix("\(document): error: --link takes compiled storyboards"), linked.standardError)
    }

    func test_severalDocumentsWithoutLink_areRefused() {
        let result = NibTool.run(["--compile", "out.nib", "a.xib", "b.xib"])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.standardError.contains("Only one document may be given; 'b.xib' is extra."), result.standardError)
    }
}
