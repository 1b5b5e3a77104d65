import Foundation
import XCTest
@testable import NibToolKit

/// `--export-strings-file`, `--import-strings-file`, the XLIFF pair and `--localizable-strings`
/// through `NibTool.run`, checked byte for byte.
final class LocalizationCommandTests: ToolTestCase {
    private let menu = ToolFixture.path("NibToolKit/menu-mac.xib")

    private func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private func text(_ path: String) throws -> String {
        String(decoding: try bytes(path), as: UTF8.self)
    }

    /// UTF-16 little-endian with the FF FE byte order mark, as ibtool writes `.strings`.
    private func utf16LittleEndianWithBOM(_ text: String) -> [UInt8] {
        [0xFF, 0xFE] + text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
    }

    /// A fresh folder holding one translation file `name` with `contents` (UTF-8).
    private func translationFile(_ contents: String, named name: String = "fr.strings") throws -> (folder: URL, path: String) {
        let folder = try temporaryDirectory()
        let file = folder.appendingPathComponent(name)
        try Data(contents.utf8).write(to: file)
        return (folder, file.path)
    }

    func testExportStringsFileWritesIbtoolsLayoutInUTF16WithByteOrderMark() throws {
        let directory = try temporaryDirectory()
        let output = directory.appendingPathComponent("menu.strings").path
        let result = NibTool.run(["--export-strings-file", output, menu])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        // Sorted by key; the multi-line <string key="title"> value, the note, the quote, the
        // backslash and the XML entity all come out as ibtool writes them; the empty title is left out.
        let expected = #"""

            /* Class = "NSTextFieldCell"; placeholderString = "Type \\ here"; ObjectID = "Cel-01-abc"; */
            "Cel-01-abc.placeholderString" = "Type \\ here";

            /* Class = "NSTextFieldCell"; title = "First line\nSecond \"line\""; ObjectID = "Cel-01-abc"; */
            "Cel-01-abc.title" = "First line\nSecond \"line\"";

            /* Class = "NSMenuItem"; title = "Open Recent"; ObjectID = "Itm-01-abc"; Note = "@new-2.0"; */
            "Itm-01-abc.title" = "Open Recent";

            /* Class = "NSMenu"; title = "Main Menu"; ObjectID = "Men-01-abc"; */
            "Men-01-abc.title" = "Main Menu";

            /* Class = "NSWindow"; title = "Open & Save"; ObjectID = "Win-01-abc"; */
            "Win-01-abc.title" = "Open & Save";

            """#
        XCTAssertEqual(try bytes(output), utf16LittleEndianWithBOM(expected))
        // Nothing else was left in the folder (the write went through a renamed temporary file).
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["menu.strings"])
    }

    func testExportAliasesWriteTheSameBytes() throws {
        let directory = try temporaryDirectory()
        var outputs: [[UInt8]] = []
        for flag in ["--export-strings-file", "--generate-strings-file", "--generate-stringsfile"] {
            let output = directory.appendingPathComponent(flag + ".strings").path
            XCTAssertEqual(NibTool.run([menu, flag, output]).exitStatus, 0, flag)
            outputs.append(try bytes(output))
        }
        XCTAssertEqual(Set(outputs).count, 1)
        XCTAssertEqual(outputs.first?.prefix(2), [0xFF, 0xFE])
    }

    func testImportStringsFileChangesOnlyTheTranslatedValues() throws {
        let (directory, stringsPath) = try translationFile(#"""
            /* A translator's file in UTF-8, not in key order. */
            "Itm-01-abc.title" = "Ouvrir l’élément récent";
            "Cel-01-abc.title" = "Première ligne\nDeuxième <ligne> & \"fin\"";
            "Win-01-abc.title" = "Open & Save";
            """#)
        let output = directory.appendingPathComponent("fr.xib").path
        let result = NibTool.run(["--import-strings-file", stringsPath, "--write", output, menu])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")

        let expected = try text(menu)
            .replacingOccurrences(of: #"<menuItem title="Open Recent""#, with: #"<menuItem title="Ouvrir l’élément récent""#)
            .replacingOccurrences(of: "First line\nSecond \"line\"</string>", with: "Première ligne\nDeuxième &lt;ligne&gt; &amp; \"fin\"</string>")
        XCTAssertNotEqual(expected, try text(menu))
        XCTAssertEqual(try bytes(output), Array(expected.utf8))
    }

    func testStringsAliasImportsLikeImportStringsFile() throws {
        let directory = try temporaryDirectory()
        let strings = directory.appendingPathComponent("de.strings")
        try Data(utf16LittleEndianWithBOM(#""Men-01-abc.title" = "Hauptmenü";"#)).write(to: strings)
        let output = directory.appendingPathComponent("de.xib").path
        XCTAssertEqual(NibTool.run(["--strings-file", strings.path, "--write", output, menu]).exitStatus, 0)
        XCTAssertEqual(try text(output), try text(menu).replacingOccurrences(of: #"title="Main Menu""#, with: #"title="Hauptmenü""#))
    }

    func testImportingTheExportBackKeepsEveryFixtureByteIdentical() throws {
        let directory = try temporaryDirectory()
        for name in ["NibToolKit/menu-mac.xib", "NibToolKit/folder/first.storyboard", "NibLocalization/every-property-ios.xib",
                     "NibLocalization/every-property-mac.xib", "NibLocalization/ddg-Settings.storyboard"] {
            let document = ToolFixture.path(name)
            let strings = directory.appendingPathComponent("export.strings").path
            let output = directory.appendingPathComponent("output").path
            XCTAssertEqual(NibTool.run(["--export-strings-file", strings, document]).exitStatus, 0, name)
            let result = NibTool.run(["--import-strings-file", strings, "--write", output, document])
            XCTAssertEqual(result.exitStatus, 0, name + result.standardError)
            XCTAssertEqual(result.standardError, "", name)
            XCTAssertEqual(try bytes(output), try bytes(document), name)
        }
    }

    func testKeysThatMatchNothingAreWarningsNamingTheKey() throws {
        let (directory, stringsPath) = try translationFile("\"Men-01-abc.title\" = \"Menu\";\n\"Gone-1.title\" = \"x\";\n  \"Men-01-abc.toolTip\" = \"y\";\n")
        let output = directory.appendingPathComponent("fr.xib").path

        let quiet = NibTool.run(["--import-strings-file", stringsPath, "--write", output, menu])
        XCTAssertEqual(quiet.exitStatus, 0)
        XCTAssertEqual(quiet.standardError, """
            \(stringsPath):2:1: warning: key "Gone-1.title": no object with id "Gone-1" has a localizable string; it was not applied
            \(stringsPath):3:3: warning: key "Men-01-abc.toolTip": object "Men-01-abc" has no localizable property "toolTip"; it was not applied

            """)
        XCTAssertNil(try ToolFixture.plist(quiet)["com.apple.ibtool.document.warnings"])
        // The known key was still applied.
        XCTAssertTrue(try text(output).contains(#"<menu title="Menu" id="Men-01-abc">"#))

        let asked = NibTool.run(["--warnings", "--import-strings-file", stringsPath, "--write", output, menu])
        let warnings = try XCTUnwrap(try ToolFixture.plist(asked)["com.apple.ibtool.document.warnings"] as? [[String: Any]])
        XCTAssertEqual(warnings.compactMap { $0["message"] as? String }, [
            #"key "Gone-1.title": no object with id "Gone-1" has a localizable string; it was not applied"#,
            #"key "Men-01-abc.toolTip": object "Men-01-abc" has no localizable property "toolTip"; it was not applied"#,
        ])
        XCTAssertEqual(warnings.compactMap { $0["type"] as? String }, ["Warning", "Warning"])
    }

    func testImportWithoutWriteIsAnErrorThatSaysNothingWasWritten() throws {
        let (directory, stringsPath) = try translationFile(#""Men-01-abc.title" = "Menu";"#)
        for flag in ["--import-strings-file", "--import-xliff"] {
            let result = NibTool.run([flag, stringsPath, menu])
            XCTAssertEqual(result.exitStatus, 1, flag)
            XCTAssertEqual(result.standardError,
                           "error: nothing was written: \(flag) applies the translations to a copy of the document, so it needs --write OUTPUT\n")
            let errors = try XCTUnwrap(try ToolFixture.plist(result)["com.apple.ibtool.errors"] as? [[String: Any]])
            XCTAssertEqual(errors.count, 1)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["fr.strings"])
    }

    func testUnreadableStringsFileIsAnErrorAtItsLineAndColumnAndWritesNothing() throws {
        let (directory, stringsPath) = try translationFile(
            "\"Men-01-abc.title\" = \"Menu\";\n\"Itm-01-abc.title\" = \"Open\"\n\"x\" = \"y\";\n", named: "broken.strings")
        let output = directory.appendingPathComponent("out.xib").path
        let result = NibTool.run(["--import-strings-file", stringsPath, "--write", output, menu])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.standardError.hasPrefix("\(stringsPath):2:28: error: "), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))

        let missing = NibTool.run(["--import-strings-file", directory.appendingPathComponent("none.strings").path, "--write", output, menu])
        XCTAssertEqual(missing.standardError, "\(directory.appendingPathComponent("none.strings").path): error: no such file\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testXLIFFExportCarriesLanguagesSourcesAndNotes() throws {
        let directory = try temporaryDirectory()
        let xliff = directory.appendingPathComponent("menu.xliff").path
        let result = NibTool.run(["--export-xliff", xliff, "--source-language", "en", "--target-language", "fr", menu])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        let exported = try text(xliff)
        XCTAssertTrue(exported.contains(#"<file original="\#(menu)" source-language="en" target-language="fr" datatype="plaintext">"#), exported)
        XCTAssertTrue(exported.contains(#"<tool tool-id="org.nibforge.nibtool" tool-name="nibtool" tool-version="\#(NibTool.version)"/>"#))
        XCTAssertTrue(exported.contains("""
                  <trans-unit id="Itm-01-abc.title" xml:space="preserve">
                    <source>Open Recent</source>
                    <note>Class = "NSMenuItem"; title = "Open Recent"; ObjectID = "Itm-01-abc"; Note = "@new-2.0";</note>
                  </trans-unit>
            """), exported)
        XCTAssertTrue(exported.contains("<source>Open &amp; Save</source>"))
        // Nothing is translated yet, so no unit has a <target>.
        XCTAssertFalse(exported.contains("<target"))
        XCTAssertEqual(exported.components(separatedBy: "<trans-unit ").count - 1, 5)
    }

    func testXLIFFRoundTripAppliesTargetsAndOnlyThem() throws {
        let directory = try temporaryDirectory()
        let xliff = directory.appendingPathComponent("menu.xliff")
        XCTAssertEqual(NibTool.run(["--export-xliff", xliff.path, "--target-language", "fr", menu]).exitStatus, 0)

        // Every source copied into a target: importing changes nothing.
        let exported = try text(xliff.path)
        let identity = exported.replacingOccurrences(
            of: #"<source>((?s).*?)</source>"#, with: "<source>$1</source><target>$1</target>", options: .regularExpression)
        try Data(identity.utf8).write(to: xliff)
        let unchanged = directory.appendingPathComponent("same.xib").path
        let identityResult = NibTool.run(["--import-xliff", xliff.path, "--write", unchanged, menu])
        XCTAssertEqual(identityResult.exitStatus, 0, identityResult.standardError)
        XCTAssertEqual(try bytes(unchanged), try bytes(menu))

        // One translated unit: exactly that value changes.
        let translated = exported.replacingOccurrences(
            of: "<source>Open Recent</source>", with: "<source>Open Recent</source>\n        <target>Récents</target>")
        try Data(translated.utf8).write(to: xliff)
        let output = directory.appendingPathComponent("fr.xib").path
        XCTAssertEqual(NibTool.run(["--import-xliff", xliff.path, "--write", output, menu]).exitStatus, 0)
        XCTAssertEqual(try text(output), try text(menu).replacingOccurrences(of: #"title="Open Recent""#, with: #"title="Récents""#))
    }

    func testXLIFFWithSeveralFilesImportsTheOneForTheDocument() throws {
        let directory = try temporaryDirectory()
        let xliff = directory.appendingPathComponent("project.xliff")
        func file(_ original: String, _ target: String) -> String {
            """
              <file original="\(original)" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="Men-01-abc.title"><source>Main Menu</source><target>\(target)</target></trans-unit>
                </body>
              </file>
            """
        }
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
            \(file("App/Base.lproj/Other.xib", "Falsch"))
            \(file("App/Base.lproj/menu-mac.xib", "Hauptmenü"))
            </xliff>
            """.utf8).write(to: xliff)
        let output = directory.appendingPathComponent("de.xib").path
        let result = NibTool.run(["--import-xliff", xliff.path, "--write", output, menu])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertTrue(try text(output).contains(#"<menu title="Hauptmenü""#))

        let elsewhere = ToolFixture.path("NibToolKit/folder/first.storyboard")
        let none = NibTool.run(["--import-xliff", xliff.path, "--write", output, elsewhere])
        XCTAssertEqual(none.exitStatus, 1)
        XCTAssertTrue(none.standardError.hasPrefix("\(xliff.path): error: none of its <file> elements is for"), none.standardError)
    }

    func testLocalizableStringsReportsNonEmptyValuesByObjectAndKeyPath() throws {
        let result = NibTool.run(["--localizable-strings", menu])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        let report = try XCTUnwrap(try ToolFixture.plist(result)["com.apple.ibtool.document.localizable-strings"] as? [String: [String: String]])
        XCTAssertEqual(report, [
            "Men-01-abc": ["title": "Main Menu"],
            "Itm-01-abc": ["title": "Open Recent"],
            "Win-01-abc": ["title": "Open & Save"],
            "Cel-01-abc": ["title": "First line\nSecond \"line\"", "placeholderString": "Type \\ here"],
        ])
        // The menu item with title="" is left out, as ibtool leaves out empty strings.
        XCTAssertNil(report["Itm-02-abc"])
        // --all is ibtool's list of information keys; it does not add localizable-strings.
        XCTAssertNil(try ToolFixture.plist(NibTool.run(["--all", menu]))["com.apple.ibtool.document.localizable-strings"])
    }

    func testImportThenExportInOneRunExportsTheTranslation() throws {
        let (directory, stringsPath) = try translationFile(#""Men-01-abc.title" = "Menu principal";"#)
        let exported = directory.appendingPathComponent("out.strings").path
        let result = NibTool.run(["--import-strings-file", stringsPath, "--write", directory.appendingPathComponent("fr.xib").path,
                                  "--export-strings-file", exported, "--localizable-strings", menu])
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        let report = try ToolFixture.plist(result)["com.apple.ibtool.document.localizable-strings"] as? [String: [String: String]]
        XCTAssertEqual(report?["Men-01-abc"], ["title": "Menu principal"])
        let table = try PropertyListSerialization.propertyList(from: Data(try bytes(exported)), format: nil) as? [String: String]
        XCTAssertEqual(table?["Men-01-abc.title"], "Menu principal")
    }
}
