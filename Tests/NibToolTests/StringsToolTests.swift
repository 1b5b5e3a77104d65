import Foundation
import XCTest
@testable import NibToolKit

/// `nibtool strings list|find|replace` over files and folders.
final class StringsToolTests: ToolTestCase {
    /// A copy of Tests/Fixtures/NibToolKit/folder (two documents in nested folders, a text
    /// file and a hidden folder), so tests may write into it. Returns the copy's path.
    private func folderCopy() throws -> String {
        let copy = try temporaryDirectory().appendingPathComponent("folder")
        try FileManager.default.copyItem(atPath: ToolFixture.path("NibToolKit/folder"), toPath: copy.path)
        return copy.path
    }

    private func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    func testListPrintsATableOfEveryDocumentFoundRecursively() throws {
        let folder = try folderCopy()
        let menu = ToolFixture.path("NibToolKit/menu-mac.xib")
        let result = StringsTool.run(["list", folder, menu], progress: ProgressLine(draw: nil))
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        let first = folder + "/first.storyboard"
        let second = folder + "/nested/second.xib"
        let width = max(menu.count, second.count)
        func row(_ document: String, _ cells: String) -> String {
            document + String(repeating: " ", count: width - document.count + 2) + cells + "\n"
        }
        // The hidden folder's document and the text file are not listed; values with a newline
        // or backslash stay on one line.
        XCTAssertEqual(result.outputText, [
            row("DOCUMENT", "OBJECT ID   CLASS             KEY PATH           VALUE"),
            row(first, "Vc1-01-abc  UIViewController  title              Settings"),
            row(first, "Lbl-01-abc  UILabel           text               Save your settings"),
            row(first, "Btn-01-abc  UIButton          normalTitle        Save"),
            row(first, "Btn-01-abc  UIButton          disabledTitle      Save (disabled)"),
            row(second, "Tf2-01-abc  UITextField       placeholder        Name to save"),
            row(second, "Lb2-01-abc  UILabel           text               Nothing here"),
            row(menu, "Men-01-abc  NSMenu            title              Main Menu"),
            row(menu, "Itm-01-abc  NSMenuItem        title              Open Recent"),
            row(menu, "Win-01-abc  NSWindow          title              Open & Save"),
            row(menu, #"Cel-01-abc  NSTextFieldCell   title              First line\nSecond "line""#),
            row(menu, #"Cel-01-abc  NSTextFieldCell   placeholderString  Type \\ here"#),
        ].joined())
    }

    func testListJSONHasDocumentObjectIDClassKeyPathAndValue() throws {
        let menu = ToolFixture.path("NibToolKit/menu-mac.xib")
        let result = StringsTool.run(["list", "--json", menu], progress: ProgressLine(draw: nil))
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [[String: String]])
        XCTAssertEqual(rows.count, 5)
        XCTAssertEqual(rows.first, ["document": menu, "objectID": "Men-01-abc", "class": "NSMenu", "keyPath": "title", "value": "Main Menu"])
        XCTAssertEqual(rows.last?["value"], "Type \\ here")
        XCTAssertEqual(rows[3]["value"], "First line\nSecond \"line\"")
    }

    func testFindTextMatchesSubstringsCaseSensitively() throws {
        let folder = try folderCopy()
        let result = StringsTool.run(["find", "--json", "Save", folder], progress: ProgressLine(draw: nil))
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [[String: String]])
        // "Name to save" does not match "Save".
        XCTAssertEqual(rows.map { ($0["objectID"] ?? "") + "." + ($0["keyPath"] ?? "") },
                       ["Lbl-01-abc.text", "Btn-01-abc.normalTitle", "Btn-01-abc.disabledTitle"])
        let none = StringsTool.run(["find", "Absent", "--json", folder], progress: ProgressLine(draw: nil))
        XCTAssertEqual(none.exitStatus, 0)
        XCTAssertEqual(none.outputText, "[]\n")
    }

    func testFindRegexUsesSwiftRegularExpressions() throws {
        let folder = try folderCopy()
        let result = StringsTool.run(["find", "--regex", #"^[A-Z]\w+ (to|here)"#, folder], progress: ProgressLine(draw: nil))
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        let lines = result.outputText.split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[1].hasSuffix("Name to save"))
        XCTAssertTrue(lines[2].hasSuffix("Nothing here"))

        // Text that starts with "--" is searched for after "--".
        XCTAssertEqual(StringsTool.run(["find", "--", "--x", folder], progress: ProgressLine(draw: nil)).exitStatus, 0)

        let invalid = StringsTool.run(["find", "--regex", "(unclosed", folder], progress: ProgressLine(draw: nil))
        XCTAssertEqual(invalid.exitStatus, 64)
        XCTAssertTrue(invalid.standardError.hasPrefix("error: invalid regular expression '(unclosed'"), invalid.standardError)
    }

    func testReplaceDryRunPrintsAUnifiedDiffAndWritesNothing() throws {
        let folder = try folderCopy()
        let first = folder + "/first.storyboard"
        let before = try text(first)
        let result = StringsTool.run(["replace", "--dry-run", "Save", "Keep", folder], progress: ProgressLine(draw: nil))
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertEqual(result.outputText, """
            --- a\(first)
            +++ b\(first)
            @@ -6,10 +6,10 @@
                             <viewController title="Settings" id="Vc1-01-abc" sceneMemberID="viewController">
                                 <view key="view" id="Vw1-01-abc">
                                     <subviews>
            -                            <label text="Save your settings" id="Lbl-01-abc"/>
            +                            <label text="Keep your settings" id="Lbl-01-abc"/>
                                         <button id="Btn-01-abc">
            -                                <state key="normal" title="Save"/>
            -                                <state key="disabled" title="Save (disabled)"/>
            +                                <state key="normal" title="Keep"/>
            +                                <state key="disabled" title="Keep (disabled)"/>
                                         </button>
                                     </subviews>
                                 </view>

            """)
        XCTAssertEqual(result.standardError, "dry run: would have replaced 3 occurrences in 1 document; nothing was written\n")
        XCTAssertEqual(try text(first), before)
    }

    func testReplaceWritesEveryChangedDocumentAtomicallyAndSummarises() throws {
        let folder = try folderCopy()
        let first = folder + "/first.storyboard"
        let second = folder + "/nested/second.xib"
        let firstBefore = try text(first)
        let secondBefore = try text(second)
        let result = StringsTool.run(["replace", "e", "é", folder], progress: ProgressLine(draw: nil))
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertEqual(result.outputText, "replaced 10 occurrences in 2 documents\n")
        // Only the localizable values changed: ids, class names and attributes such as
        // sceneMemberID="viewController" keep their "e".
        XCTAssertEqual(try text(first), firstBefore
            .replacingOccurrences(of: #"title="Settings""#, with: #"title="Séttings""#)
            .replacingOccurrences(of: "Save your settings", with: "Savé your séttings")
            .replacingOccurrences(of: #"title="Save""#, with: #"title="Savé""#)
            .replacingOccurrences(of: "Save (disabled)", with: "Savé (disabléd)"))
        XCTAssertEqual(try text(second), secondBefore
            .replacingOccurrences(of: "Name to save", with: "Namé to savé")
            .replacingOccurrences(of: "Nothing here", with: "Nothing héré"))
        // No temporary files were left behind, and the hidden document was not touched.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), [".hidden", "first.storyboard", "nested"])
        XCTAssertEqual(try text(folder + "/.hidden/hidden.xib"), try text(ToolFixture.path("NibToolKit/folder/.hidden/hidden.xib")))

        let again = StringsTool.run(["replace", "zzz", "y", folder], progress: ProgressLine(draw: nil))
        XCTAssertEqual(again.outputText, "replaced 0 occurrences in 0 documents\n")
    }

    func testBadDocumentsAreErrorsWhileTheOthersAreStillProcessed() throws {
        let folder = try folderCopy()
        try Data("<document>\n<objects>".utf8).write(to: URL(fileURLWithPath: folder + "/broken.xib"))
        let missing = folder + "/missing.storyboard"
        let result = StringsTool.run(["replace", "Nothing", "Everything", folder, missing], progress: ProgressLine(draw: nil))
        XCTAssertEqual(result.exitStatus, 1)
        let errors = result.standardError.split(separator: "\n")
        XCTAssertEqual(errors.count, 2, result.standardError)
        XCTAssertEqual(errors.first, "\(missing): error: no such file or folder")
        XCTAssertTrue(errors.last?.hasPrefix("\(folder)/broken.xib:") ?? false, result.standardError)
        XCTAssertTrue(errors.last?.contains(": error: ") ?? false, result.standardError)
        XCTAssertEqual(result.outputText, "replaced 1 occurrence in 1 document\n")
        XCTAssertTrue(try text(folder + "/nested/second.xib").contains(#"text="Everything here""#))
    }

    func testProgressLineOnlyForManyDocuments() throws {
        let folder = try temporaryDirectory().path
        let source = ToolFixture.path("NibToolKit/folder/nested/second.xib")
        for number in 0..<ProgressLine.threshold {
            try FileManager.default.copyItem(atPath: source, toPath: folder + "/doc\(number).xib")
        }
        final class Recorder { var texts: [String] = [] }
        let recorder = Recorder()
        let many = StringsTool.run(["list", folder], progress: ProgressLine { recorder.texts.append($0) })
        XCTAssertEqual(many.exitStatus, 0)
        XCTAssertEqual(recorder.texts.count, ProgressLine.threshold + 1)
        XCTAssertEqual(recorder.texts.first, "\r\u{1B}[K[1/\(ProgressLine.threshold)] \(folder)/doc0.xib")
        XCTAssertEqual(recorder.texts.last, "\r\u{1B}[K")
        // The progress never reaches the result's standard error.
        XCTAssertEqual(many.standardError, "")

        recorder.texts = []
        _ = StringsTool.run(["list", source], progress: ProgressLine { recorder.texts.append($0) })
        XCTAssertEqual(recorder.texts, [])
    }

    func testUsageErrors() throws {
        for arguments in [[], ["bogus", "x"], ["list"], ["replace", "only-from", "x"], ["replace", "", "x", "y"],
                          ["list", "--dry-run", "x"], ["find", "--regex"]] {
            let result = NibTool.run(["strings"] + arguments)
            XCTAssertEqual(result.exitStatus, 64, "\(arguments)")
            XCTAssertTrue(result.standardError.hasPrefix("error: "), "\(arguments): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains("Usage: nibtool strings list"), "\(arguments)")
        }
        XCTAssertTrue(NibTool.run(["strings", "--help"]).outputText.hasPrefix("Usage: nibtool strings list"))
    }
}
