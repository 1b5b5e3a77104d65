import Foundation
@testable import NibToolKit
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// `nibtool check` end to end: the four reporters, exit codes, configuration.
final class CheckCommandTests: ToolTestCase {
    private let app = ToolFixture.path("NibSourceCheck/App")
    private var broken: String { app + "/Broken.storyboard" }
    private var clean: String { app + "/Clean.storyboard" }

    func testExitStatusSaysWhetherThereAreErrors() {
        let clean = NibTool.run(["check", "--sources", app, self.clean])
        XCTAssertEqual(clean.exitStatus, 0, clean.outputText)
        XCTAssertEqual(clean.outputText, "")
        XCTAssertTrue(clean.standardError.hasSuffix("checked 1 documents against 5 classes in 4 source files: 0 errors, 0 warnings\n"), clean.standardError)
        XCTAssertEqual(NibTool.run(["check", "--sources", app, broken]).exitStatus, 1)
        // Could not run: a bad option, a missing path, a broken configuration.
        XCTAssertEqual(NibTool.run(["check", "--reporter", "html", broken]).exitStatus, 2)
        XCTAssertEqual(NibTool.run(["check", "/nonexistent/App"]).exitStatus, 2)
        XCTAssertEqual(NibTool.run(["check"]).exitStatus, 2)
    }

    func testXcodeReporterPrintsCompilerStyleLines() {
        let result = NibTool.run(["check", "--sources", app, broken])
        let lines = result.outputText.split(separator: "\n")
        XCTAssertEqual(lines.count, 11)
        XCTAssertTrue(lines.contains("\(broken):40:25: error: outlet 'nameLable' of Profile View Controller (id profile) is not declared by ProfileViewController; did you mean 'nameLabel'? [missing-outlet]"), result.outputText)
    }

    func testJSONReporter() throws {
        let result = NibTool.run(["check", "--reporter", "json", "--sources", app, broken])
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [[String: Any]])
        XCTAssertEqual(entries.count, 11)
        let typo = try XCTUnwrap(entries.first { $0["member"] as? String == "nameLable" })
        XCTAssertEqual(Set(typo.keys), ["file", "line", "column", "severity", "rule", "message", "object-id", "class", "member"])
        XCTAssertEqual(typo["line"] as? Int, 40)
        XCTAssertEqual(typo["severity"] as? String, "error")
        XCTAssertEqual(typo["rule"] as? String, "missing-outlet")
        XCTAssertEqual(typo["object-id"] as? String, "profile")
        XCTAssertEqual(typo["class"] as? String, "ProfileViewController")
    }

    func testCheckstyleReporterIsWellFormedXML() throws {
        let result = NibTool.run(["check", "--reporter", "checkstyle", "--sources", app, broken, app + "/Settings.xib"])
        let parser = XMLParser(data: Data(result.standardOutput))
        let counter = ElementCounter()
        parser.delegate = counter
        XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))")
        XCTAssertEqual(counter.counts["file"], 2)
        XCTAssertEqual(counter.counts["error"], 12)
        XCTAssertTrue(result.outputText.contains("severity=\"info\""), "notes are checkstyle's info")
        XCTAssertTrue(result.outputText.contains("source=\"nibtool.check.missing-outlet\""))
    }

    func testSARIFReporterForCodeScanning() throws {
        let result = NibTool.run(["check", "--reporter", "sarif", "--sources", app, broken])
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [String: Any])
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "nibtool check")
        XCTAssertEqual((driver["rules"] as? [[String: Any]])?.count, 10)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 11)
        let first = try XCTUnwrap(results.first)
        XCTAssertEqual(first["ruleId"] as? String, "missing-action")
        XCTAssertEqual(first["level"] as? String, "error")
        let location = try XCTUnwrap(((first["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        XCTAssertEqual((location["region"] as? [String: Any])?["startLine"] as? Int, 22)
        XCTAssertTrue(((location["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix("App/Broken.storyboard") == true)
    }

    func testConfigurationDisablesRulesAndExcludesPaths() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("check.yml").path
        try "disabled_rules:\n  - missing-action\n  - missing-outlet\n".write(toFile: config, atomically: false, encoding: .utf8)
        let result = NibTool.run(["check", "--config", config, "--sources", app, broken])
        XCTAssertFalse(result.outputText.contains("[missing-action]"))
        XCTAssertFalse(result.outputText.contains("[missing-outlet]"))
        XCTAssertEqual(result.exitStatus, 1, "cross-scene and missing-class errors remain")

        try "excluded:\n  - \(broken)\n".write(toFile: config, atomically: false, encoding: .utf8)
        let excluded = NibTool.run(["check", "--config", config, "--sources", app, app])
        XCTAssertFalse(excluded.outputText.contains("Broken.storyboard"))
        XCTAssertTrue(excluded.outputText.contains("Settings.xib"))

        try "disabled_rules:\n  - nonsense\n".write(toFile: config, atomically: false, encoding: .utf8)
        let bad = NibTool.run(["check", "--config", config, broken])
        XCTAssertEqual(bad.exitStatus, 2)
        XCTAssertTrue(bad.standardError.hasPrefix("\(config):2:3: error: unknown rule 'nonsense'"), bad.standardError)
    }

    func testSourcesDefaultToThePathsAndUnusedIsOptIn() {
        // The whole fixture project connects every outlet and action it declares.
        let everything = NibTool.run(["check", "--unused", app])
        XCTAssertFalse(everything.outputText.contains("unused-"), everything.outputText)
        XCTAssertTrue(everything.standardError.contains("checked 3 documents against 5 classes in 4 source files"), everything.standardError)
        // The broken document alone leaves some unconnected, reported at their declaration.
        let result = NibTool.run(["check", "--unused", "--sources", app, broken])
        XCTAssertTrue(result.outputText.contains("ProfileViewController.swift:7:19: warning: outlet 'avatars' of ProfileViewController is connected in no document checked [unused-outlet]"), result.outputText)
        XCTAssertFalse(NibTool.run(["check", "--sources", app, broken]).outputText.contains("unused-"))
    }

    private final class ElementCounter: NSObject, XMLParserDelegate {
        var counts: [String: Int] = [:]
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            counts[elementName, default: 0] += 1
        }
    }
}

/// `nibtool check` on a real project: Kingfisher's iOS demo (MIT; Tests/Fixtures/SOURCES.md),
/// its storyboard and the view controllers it names, as they shipped.
final class CheckRealProjectTests: ToolTestCase {
    private let demo = ToolFixture.path("NibSourceCheck/Kingfisher-Demo")

    func testAProjectThatLoadsCleanlyRaisesNoErrorOrWarning() {
        let result = NibTool.run(["check", demo])
        XCTAssertEqual(result.exitStatus, 0, result.outputText)
        // Only the note for the library's AnimatedImageView, whose sources are not given.
        XCTAssertEqual(result.outputText.split(separator: "\n").count, 1, result.outputText)
        XCTAssertTrue(result.outputText.contains("note: Image View (id YLY-GE-UZC) has the custom class 'AnimatedImageView' of module 'Kingfisher'"))
        XCTAssertTrue(result.standardError.contains("checked 1 documents against 23 classes in 21 source files: 0 errors, 0 warnings"), result.standardError)
    }

    func testARenamedOutletAndActionAreTheCrashesALoadWouldHit() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("Demo")
        try FileManager.default.copyItem(atPath: demo, toPath: copy.path)
        // A refactor renames an outlet and an action in the sources but not in the storyboard.
        for (file, old, new) in [("DetailImageViewController.swift", "var infoLabel", "var detailsLabel"),
                                 ("PHPickerResultViewController.swift", "func onTapButton()", "func didTapButton()")] {
            let path = copy.appendingPathComponent("ViewControllers/" + file).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(text.contains(old))
            try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: false, encoding: .utf8)
        }
        let result = NibTool.run(["check", copy.path])
        XCTAssertEqual(result.exitStatus, 1)
        let errors = result.outputText.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 2, result.outputText)
        XCTAssertTrue(errors.contains { $0.contains("outlet 'infoLabel'") && $0.contains("did you mean 'detailsLabel' (declared as UILabel)?") && $0.hasSuffix("[missing-outlet]") }, result.outputText)
        XCTAssertTrue(errors.contains { $0.contains("action 'onTapButton'") && $0.hasSuffix("[missing-action]") }, result.outputText)
    }
}
