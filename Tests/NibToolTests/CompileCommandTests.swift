import Foundation
import NibToolKit
import XCTest

/// `nibtool --compile` / `--compare` and the Xcode build flags.
final class CompileCommandTests: ToolTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/NibCompiler")

    private func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    func test_compile_writesNibAndCompareFindsItEqualToApple() throws {
        let output = try temporaryDirectory().appendingPathComponent("minimal.nib").path
        let compiled = NibTool.run(["--compile", output, fixture("minimal.xib")])
        XCTAssertEqual(compiled.exitStatus, 0, compiled.standardError)
        XCTAssertTrue(FileManager.default.contents(atPath: output)?.starts(with: Array("NIBArchive".utf8)) ?? false)
        let compared = NibTool.run(["--compare", output, fixture("minimal.nib")])
        XCTAssertEqual(compared.exitStatus, 0, compared.outputText)
        XCTAssertTrue(compared.outputText.hasSuffix("are equal\n"))
    }

    func test_compile_danglingOutlet_isAWarningInTheReportAndOnStandardError() throws {
        let directory = try temporaryDirectory()
        let text = try String(contentsOfFile: fixture("ios-view.xib"), encoding: .utf8)
        let dangling = text.replacingOccurrences(of: #"destination="l1" id="o2""#, with: #"destination="gone" id="o2""#)
        XCTAssertNotEqual(dangling, text, "the fixture has the outlet this test breaks")
        let document = directory.appendingPathComponent("Card.xib")
        try dangling.write(to: document, atomically: false, encoding: .utf8)
        let output = directory.appendingPathComponent("Card.nib").path
        let result = NibTool.run(["--warnings", "--errors", "--module", "App", "--compile", output, document.path])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output))
        XCTAssertTrue(result.standardError.hasPrefix("\(document.path):7:17: warning: <outlet> 'titleLabel' (id o2): destination 'gone'"),
                      result.standardError)
        let report = try ToolFixture.plist(result)
        let warnings = try XCTUnwrap(report["com.apple.ibtool.document.warnings"] as? [[String: Any]])
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(warnings.first?["type"] as? String, "Warning")
        XCTAssertEqual(warnings.first?["line"] as? Int, 7)
        XCTAssertEqual((report["com.apple.ibtool.document.errors"] as? [Any])?.count, 0)
    }

    func test_compare_differentNibs_printsDifferencesAndExitsOne() {
        let result = NibTool.run(["--compare", fixture("minimal.nib"), fixture("test5_connect.nib")])
        XCTAssertEqual(result.exitStatus, 1)
        let lines = result.outputText.split(separator: "\n")
        XCTAssertTrue(lines.first?.hasSuffix("differ:") ?? false)
        XCTAssertTrue(lines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("$root.") }, result.outputText)
        XCTAssertTrue(lines.last?.hasPrefix("0 of 1 files equal; ") ?? false, "the similarity summary closes the report: \(result.outputText)")
        XCTAssertTrue(lines.last?.hasSuffix(" have an exact counterpart") ?? false)
        XCTAssertTrue(result.outputText.contains(#"$root.IB.objectdata.NSRoot.NSClassName: "NSApplication" vs "AboutWindowController""#), result.outputText)
    }

    func test_compare_differenceLimit_bounds_the_report() {
        let result = NibTool.run(["--difference-limit", "1", "--compare", fixture("minimal.nib"), fixture("test5_connect.nib")])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.outputText.split(separator: "\n").filter { $0.hasPrefix("$root.") }.count, 1)
        let refused = NibTool.run(["--difference-limit", "0", "--compare", fixture("minimal.nib"), fixture("test5_connect.nib")])
        XCTAssertEqual(refused.exitStatus, 1)
        XCTAssertTrue(refused.standardError.contains("expected a positive number"), refused.standardError)
    }

    func test_ibtoolVersion_choosesTheRelease_andRefusesReleasesWithoutAnOracle() throws {
        let scratch = try temporaryDirectory()
        let output = scratch.appendingPathComponent("view.nib").path
        let compiled = NibTool.run(["--ibtool-version", "9.4", "--compile", output, fixture("ios-view.xib")])
        XCTAssertEqual(compiled.exitStatus, 0, compiled.standardError)
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: output))
        XCTAssertEqual(bytes[14], 9, "Xcode 9 writes coder version 9 (the header's second word)")
        let older = NibTool.run(["--ibtool-version", "7.3", "--compile", output, fixture("ios-view.xib")])
        XCTAssertEqual(older.exitStatus, 0, older.standardError)
        let refused = NibTool.run(["--ibtool-version", "6", "--compile", output, fixture("ios-view.xib")])
        XCTAssertEqual(refused.exitStatus, 1)
        XCTAssertTrue(refused.standardError.contains("--ibtool-version"), refused.standardError)
    }

    func test_anUnmeasuredRelease_isNoted_andCompiledWithTheNearestMeasuredEncoding() throws {
        let scratch = try temporaryDirectory()
        let newer = scratch.appendingPathComponent("newer.nib").path, measured = scratch.appendingPathComponent("measured.nib").path
        let asked = NibTool.run(["--notices", "--ibtool-version", "27.1", "--compile", newer, fixture("ios-view.xib")])
        XCTAssertEqual(asked.exitStatus, 0, asked.standardError)
        XCTAssertTrue(asked.standardError.contains("ios-view.xib: note: compiled with the encoding of Xcode 26's ibtool"), asked.standardError)
        XCTAssertTrue(asked.outputText.contains("<key>com.apple.ibtool.document.notices</key>"), asked.outputText)
        XCTAssertTrue(asked.outputText.contains("Xcode 27.1's may differ"), asked.outputText)
        let quiet = NibTool.run(["--notices", "--ibtool-version", "26.0", "--compile", measured, fixture("ios-view.xib")])
        XCTAssertEqual(quiet.standardError, "", "a measured release needs no note")
        XCTAssertEqual(FileManager.default.contents(atPath: newer), FileManager.default.contents(atPath: measured))
        // Xcode 14 is measured too (UIKitCatalog's 14.3.1 build).
        let fourteen = NibTool.run(["--notices", "--ibtool-version", "14.3", "--compile", newer, fixture("ios-view.xib")])
        XCTAssertEqual(fourteen.standardError, "")
        // Xcode 16 is measured (Flutter's and Capacitor's templates by 16.2 and 16.4): its
        // documents compile without a note.
        let saved = scratch.appendingPathComponent("saved.xib")
        let text = try String(contentsOfFile: fixture("ios-view.xib"), encoding: .utf8)
            .replacingOccurrences(of: #"toolsVersion="[0-9.]*""#, with: #"toolsVersion="23504""#, options: .regularExpression)
        try text.write(to: saved, atomically: true, encoding: .utf8)
        let sixteen = NibTool.run(["--compile", scratch.appendingPathComponent("saved.nib").path, saved.path])
        XCTAssertEqual(sixteen.exitStatus, 0, sixteen.standardError)
        XCTAssertEqual(sixteen.standardError, "", "Xcode 16 is measured")
        // Xcode 26's documents are measured (UIKitCatalog's 26.0.1 build); a later build is noted.
        try text.replacingOccurrences(of: "23504", with: "24127").write(to: saved, atomically: true, encoding: .utf8)
        XCTAssertEqual(NibTool.run(["--compile", scratch.appendingPathComponent("saved.nib").path, saved.path]).standardError, "", "Xcode 26 is measured")
        try text.replacingOccurrences(of: "23504", with: "25094").write(to: saved, atomically: true, encoding: .utf8)
        let later = NibTool.run(["--compile", scratch.appendingPathComponent("saved.nib").path, saved.path])
        XCTAssertTrue(later.standardError.contains("note: saved by a release after Xcode 26 (toolsVersion 25094); compiled with the encoding of Xcode 26's"),
                      later.standardError)
        // Xcode 15's own documents are measured: no note.
        try text.replacingOccurrences(of: "23504", with: "22505").write(to: saved, atomically: true, encoding: .utf8)
        let fifteen = NibTool.run(["--compile", scratch.appendingPathComponent("saved.nib").path, saved.path])
        XCTAssertEqual(fifteen.standardError, "", "Xcode 15 is measured")
    }

    func test_compare_unreadableNib_exitsTwo() {
        let result = NibTool.run(["--compare", fixture("missing.nib"), fixture("minimal.nib")])
        XCTAssertEqual(result.exitStatus, 2)
        XCTAssertFalse(result.standardError.isEmpty)
    }

    func test_xcodeBuildFlags_areAccepted() throws {
        let directory = try temporaryDirectory()
        let partial = directory.appendingPathComponent("Partial.plist").path
        let result = NibTool.run([
            "--errors", "--warnings", "--notices", "--module", "App", "--output-partial-info-plist", partial,
            "--auto-activate-custom-fonts", "--target-device", "iphone", "--target-device", "ipad",
            "--minimum-deployment-target", "15.0", "--output-format", "human-readable-text", "--flatten", "YES",
            "--compilation-directory", directory.path, fixture("ios-scenes.storyboard"),
        ])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertTrue(result.outputText.contains("/* com.apple.ibtool.document.errors */"), result.outputText)
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("ios-scenes.storyboardc").path, isDirectory: &isDirectory))
        XCTAssertTrue(isDirectory.boolValue, "--compilation-directory compiles into DIR/<name>.storyboardc")
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: URL(fileURLWithPath: partial)), format: nil)
        XCTAssertNotNil(plist as? [String: Any], "the partial Info.plist is a valid (empty) dictionary")
    }

    func test_flatten_rejectsOtherValues() {
        let result = NibTool.run(["--flatten", "MAYBE", "--compile", "/tmp/x.nib", fixture("minimal.xib")])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.standardError.contains("--flatten"), result.standardError)
    }

    func test_flattenNO_keepsTheStoryboardsSource_givenAsOneWordOrTwo() throws {
        // SwiftGen's rake task runs `ibtool --compile Wizard.storyboardc --flatten=NO Wizard.storyboard`.
        let scratch = try temporaryDirectory()
        let document = fixture("ios-pairs/swiftgen-playground-Wizard/Wizard.storyboard")
        for (name, flags) in [("one", ["--flatten=NO"]), ("two", ["--flatten", "NO"]), ("flat", ["--flatten=YES"])] {
            let output = scratch.appendingPathComponent(name + ".storyboardc").path
            let result = NibTool.run(["--compile", output, "--ibtool-version", "7.1"] + flags + [document])
            XCTAssertEqual(result.exitStatus, 0, result.standardError)
            let embedded = FileManager.default.contents(atPath: output + "/designable.storyboard")
            XCTAssertEqual(embedded, name == "flat" ? nil : FileManager.default.contents(atPath: document), name)
        }
        let compared = NibTool.run(["--compare", scratch.appendingPathComponent("one.storyboardc").path,
                                    fixture("ios-pairs/swiftgen-playground-Wizard/Wizard.storyboardc")])
        XCTAssertEqual(compared.exitStatus, 0, compared.outputText)
        XCTAssertTrue(compared.outputText.hasPrefix("note: 2 placeholder names that ibtool generates at random were paired: "), compared.outputText)
        // A flag that takes no value refuses one.
        let refused = NibTool.run(["--objects=YES", document])
        XCTAssertEqual(refused.exitStatus, 1)
        XCTAssertTrue(refused.standardError.contains("Unknown argument '--objects=YES'"), refused.standardError)
    }

    func test_compile_missingInput_reportsErrorAndExitsOne() throws {
        let output = try temporaryDirectory().appendingPathComponent("out.nib").path
        let missing = fixture("no-such.xib")
        let result = NibTool.run(["--errors", "--compile", output, missing])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.standardError, "\(missing): error: The file does not exist.\n")
        XCTAssertTrue(result.outputText.contains("com.apple.ibtool.document.errors"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func test_compile_malformedDocument_reportsLineAndColumn() throws {
        let directory = try temporaryDirectory()
        let input = directory.appendingPathComponent("bad.xib").path
        try Data("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\">\n<objects>\n<window id=\"1\"\n</document>".utf8)
            .write(to: URL(fileURLWithPath: input))
        let result = NibTool.run(["--compile", directory.appendingPathComponent("bad.nib").path, input])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertNotNil(result.standardError.range(of: "^\(NSRegularExpression.escapedPattern(for: input)):\\d+:\\d+: error: ", options: .regularExpression), result.standardError)
    }

    func test_module_fillsCustomModuleOfTargetProvidedClasses() throws {
        let directory = try temporaryDirectory()
        let first = directory.appendingPathComponent("a.nib").path, second = directory.appendingPathComponent("b.nib").path
        XCTAssertEqual(NibTool.run(["--module", "Editor", "--compile", first, fixture("mac-window.xib")]).exitStatus, 0)
        XCTAssertEqual(NibTool.run(["--module", "Other", "--compile", second, fixture("mac-window.xib")]).exitStatus, 0)
        let compared = NibTool.run(["--compare", first, second])
        XCTAssertEqual(compared.exitStatus, 1)
        XCTAssertTrue(compared.outputText.contains(#""_TtC6Editor16EditorController" vs "_TtC5Other16EditorController""#), compared.outputText)
    }
}
