import XCTest
@testable import NibLocalization

/// The writer against real ibtool output and the escaping rules.
final class StringsWriterTests: XCTestCase {
    /// The entry quoted in ../shared/spec/ibtool-interface.md section 2 from real ibtool output
    /// (FlineDev/BartyCrouch's Example.strings, which were also compared by reading, not copied).
    func testLayoutMatchesRealIbtoolOutput() {
        let entries = [
            LocalizableEntry(objectID: "COa-YO-eGf", keyPath: "normalTitle", className: "UIButton", value: "Example Button 2"),
            LocalizableEntry(objectID: "35F-cl-mdI", keyPath: "normalTitle", className: "UIButton", value: "Example Button 1"),
        ]
        let expected = """

            /* Class = "UIButton"; normalTitle = "Example Button 1"; ObjectID = "35F-cl-mdI"; */
            "35F-cl-mdI.normalTitle" = "Example Button 1";

            /* Class = "UIButton"; normalTitle = "Example Button 2"; ObjectID = "COa-YO-eGf"; */
            "COa-YO-eGf.normalTitle" = "Example Button 2";

            """
        XCTAssertEqual(StringsFileWriter.bytes(for: entries, encoding: .utf8), Array(expected.utf8))
        // ibtool itself writes UTF-16 LE with a BOM.
        XCTAssertEqual(StringsFileWriter.bytes(for: entries), Encode.utf16LittleEndian(expected))
    }

    func testCommentsMatchTheRealDuckDuckGoFile() throws {
        // English values as in DuckDuckGo's Base Settings.storyboard; the German file's comments
        // were written by Xcode from them.
        let entries = [
            LocalizableEntry(objectID: "2pp-PM-6rW", keyPath: "title", className: "UINavigationItem", value: "Keyboard"),
            LocalizableEntry(objectID: "3WZ-Fi-HIH", keyPath: "text", className: "UILabel", value: "Clear Tabs Only"),
            LocalizableEntry(objectID: "5Yd-7i-bey", keyPath: "text", className: "UILabel", value: "App Exit, Inactive for 30 Minutes"),
            LocalizableEntry(objectID: "5YD-Od-uDU", keyPath: "text", className: "UILabel", value: "Automatically Clear Data"),
        ]
        let table = try StringsFileReader.read(try Fixtures.bytes("ddg-Settings.de.strings"))
        XCTAssertEqual(Array(table.entries.prefix(4)).map(\.key), entries.map(\.key))
        XCTAssertEqual(Array(table.entries.prefix(4)).map(\.comment), entries.map(\.commentBody))
        XCTAssertEqual(table["3WZ-Fi-HIH.text"], "Nur Tabs löschen")
    }

    func testEntriesAreSortedByKeyInByteOrder() {
        let keys = ["b.text", "B.text", "10.text", "9.text", "a.title", "a.text", "é.text", "z.text"]
        let entries = keys.map { LocalizableEntry(objectID: String($0.split(separator: ".")[0]), keyPath: String($0.split(separator: ".")[1]), className: "UILabel", value: "v") }
        XCTAssertEqual(StringsFileWriter.sortedByKey(entries).map(\.key),
                       ["10.text", "9.text", "B.text", "a.text", "a.title", "b.text", "z.text", "é.text"])
    }

    func testLocalizerNoteIsAddedToTheComment() {
        let entry = LocalizableEntry(objectID: "MIB-he-fld", keyPath: "title", className: "NSMenuItem",
                                     value: "Hide Empty Folders", note: "@new-6.0")
        XCTAssertEqual(StringsFileWriter.text(for: [entry]), """

            /* Class = "NSMenuItem"; title = "Hide Empty Folders"; ObjectID = "MIB-he-fld"; Note = "@new-6.0"; */
            "MIB-he-fld.title" = "Hide Empty Folders";

            """)
    }

    func testQuotesBackslashesAndNewlinesAreEscapedInValueAndComment() {
        let entry = LocalizableEntry(objectID: "gkh-KY-W1e", keyPath: "text", className: "UILabel",
                                     value: "A \"quoted\" word\nC:\\path\tend")
        XCTAssertEqual(StringsFileWriter.text(for: [entry]), #"""

            /* Class = "UILabel"; text = "A \"quoted\" word\nC:\\path\tend"; ObjectID = "gkh-KY-W1e"; */
            "gkh-KY-W1e.text" = "A \"quoted\" word\nC:\\path\tend";

            """#)
    }

    func testControlCharactersUseNamedOrUnicodeEscapes() {
        XCTAssertEqual(StringsLiteralEscaping.escape("\u{07}\u{08}\u{0C}\u{0B}\r\u{00}\u{1B}\u{7F}é😀"),
                       #"\a\b\f\v\r\U0000\U001B\U007Fé😀"#)
    }

    func testCommentCannotBeClosedByTheValue() throws {
        let entry = LocalizableEntry(objectID: "x", keyPath: "text", className: "UILabel", value: "a */ b")
        let text = StringsFileWriter.text(for: [entry])
        XCTAssertTrue(text.contains(#"/* Class = "UILabel"; text = "a *\/ b"; ObjectID = "x"; */"#))
        XCTAssertEqual(try StringsFileReader.read(text: text)["x.text"], "a */ b")
    }

    func testPlainEntriesKeepOrderAndMayHaveNoComment() {
        let text = StringsFileWriter.text(for: [StringsEntry(key: "z", value: "1"), StringsEntry(key: "a", value: "2", comment: "c")])
        XCTAssertEqual(text, "\n\"z\" = \"1\";\n\n/* c */\n\"a\" = \"2\";\n")
    }
}
