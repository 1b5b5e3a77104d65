import Foundation
import NibCore
import NibDocument
import NibTestSupport
import XCTest
@testable import NibLocalization

/// Export and import over real documents: key and comment exact against Xcode-generated
/// files, ibtool's layout byte for byte, and only translated values change on import.
final class DocumentLocalizationTests: XCTestCase {
    private func document(_ name: String) throws -> InterfaceDocument {
        try InterfaceDocument(parsing: try Fixtures.bytes(name), path: name)
    }

    private func summary(_ entries: [LocalizableEntry]) -> [String] {
        StringsFileWriter.sortedByKey(entries).map { entry in
            "\(entry.key) | \(entry.className) | \(entry.value)" + (entry.note.map { " | note: \($0)" } ?? "")
        }
    }

    func testExportOfAStoryboardIsIbtoolsFileByteForByte() throws {
        let localization = DocumentLocalization(document: try document("buttons-ios.storyboard"))
        // Sorted by key in byte order ("Ab1" < "Lb1" < "ab1" < "zz9"); the comment escapes the
        // tab, quotes and newline as Xcode does (\t, \", \n: seen in Rectangle's catalog).
        let expected = #"""

            /* Class = "UIButton"; normalTitle = "Open"; ObjectID = "Ab1-cD-eF2"; */
            "Ab1-cD-eF2.normalTitle" = "Open";

            /* Class = "UILabel"; text = "Say\t\"hi\"\ntwice"; ObjectID = "Lb1-xy-z00"; */
            "Lb1-xy-z00.text" = "Say\t\"hi\"\ntwice";

            /* Class = "UIButton"; normalTitle = "Close"; ObjectID = "ab1-cD-eF2"; */
            "ab1-cD-eF2.normalTitle" = "Close";

            /* Class = "UIButton"; normalTitle = "Save"; ObjectID = "zz9-Aa-001"; */
            "zz9-Aa-001.normalTitle" = "Save";

            """#
        XCTAssertEqual(StringsFileWriter.bytes(for: localization.localizableEntries()), Encode.utf16LittleEndian(expected))
    }

    func testExportOfDuckDuckGoSettingsHasExactlyXcodesKeysAndComments() throws {
        let entries = DocumentLocalization(document: try document("ddg-Settings.storyboard")).localizableEntries()
        let generated = try StringsFileReader.read(try Fixtures.bytes("ddg-Settings.de.strings"))
        XCTAssertEqual(entries.count, 36)
        XCTAssertEqual(Set(entries.map(\.key)), Set(generated.entries.map(\.key)))
        let commentByKey = Dictionary(uniqueKeysWithValues: generated.entries.map { ($0.key, $0.comment) })
        for entry in entries {
            XCTAssertEqual(entry.commentBody, commentByKey[entry.key] ?? nil, entry.key)
        }
        // The localizer note of a table section reaches both of its entries.
        XCTAssertEqual(entries.filter { $0.note != nil }.map(\.key).sorted(), ["vSJ-YJ-bBs.footerTitle", "vSJ-YJ-bBs.headerTitle"])
    }

    func testImportOfTheGermanStringsChangesOnlyTheTranslatedValues() throws {
        let original = try Fixtures.bytes("ddg-Settings.storyboard")
        let german = try StringsFileReader.read(try Fixtures.bytes("ddg-Settings.de.strings"), path: "de.strings")
        let englishDocument = try document("ddg-Settings.storyboard")
        let localization = DocumentLocalization(document: englishDocument)
        let english = localization.localizableEntries()
        let plan = localization.translationPlan(applying: german, path: "de.strings")
        XCTAssertTrue(plan.warnings.isEmpty, "\(plan.warnings)")
        XCTAssertEqual(localization.apply(plan), plan.changes.count)
        XCTAssertGreaterThan(plan.changes.count, 30)

        // The written document reads back with the German values...
        let translatedBytes = englishDocument.serialized()
        let translated = try InterfaceDocument(parsing: translatedBytes, path: "de.storyboard")
        let translatedEntries = DocumentLocalization(document: translated).localizableEntries()
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: translatedEntries.map { ($0.key, $0.value) }), german.dictionary)
        XCTAssertEqual(translatedEntries.first { $0.key == "3WZ-Fi-HIH.text" }?.value, "Nur Tabs löschen")

        // ...and putting the English values back gives the original bytes: nothing else moved.
        let back = DocumentLocalization(document: translated)
        back.apply(TranslationPlan(entries: back.localizableEntries(),
                                   translations: Dictionary(uniqueKeysWithValues: english.map { ($0.key, $0.value) })))
        XCTAssertEqual(translated.serialized(), original)
    }

    func testImportingTheDocumentsOwnExportChangesNothing() throws {
        for name in ["ddg-Settings.storyboard", "buttons-ios.storyboard", "every-property-ios.xib", "every-property-mac.xib"] {
            let document = try document(name)
            let localization = DocumentLocalization(document: document)
            let exported = try StringsFileReader.read(StringsFileWriter.bytes(for: localization.localizableEntries()))
            let plan = localization.translationPlan(applying: exported)
            XCTAssertEqual(plan.changes.count, 0, name)
            XCTAssertEqual(plan.matchedCount, localization.properties.count, name)
            XCTAssertEqual(localization.apply(plan), 0)
            XCTAssertEqual(document.serialized(), try Fixtures.bytes(name), name)
        }
    }

    func testEveryIOSPropertyKind() throws {
        let entries = DocumentLocalization(document: try document("every-property-ios.xib")).localizableEntries()
        XCTAssertEqual(summary(entries), [
            "bbi-1.title | UIBarButtonItem | Edit",
            "btn-1.disabledTitle | UIButton | Disabled",
            "btn-1.highlightedTitle | UIButton | Highlighted",
            "btn-1.normalTitle | UIButton | Normal",
            "btn-1.selectedTitle | UIButton | Selected",
            "lbl-1.accessibilityHint | UILabel | Says hello",
            "lbl-1.accessibilityLabel | UILabel | Greeting",
            "lbl-1.text | UILabel | Hello \"World\"",
            "lbl-2.text | UILabel | Line one\nLine two & more | note: Keep it short",
            "nav-1.prompt | UINavigationItem | Welcome",
            "nav-1.title | UINavigationItem | Home",
            "sb-1.placeholder | UISearchBar | Search",
            "sb-1.prompt | UISearchBar | Find",
            "sb-1.scopeButtonTitles[0] | UISearchBar | All",
            "sb-1.scopeButtonTitles[1] | UISearchBar | Mine",
            "sb-1.text | UISearchBar | query",
            "seg-1.segmentTitles[0] | UISegmentedControl | First",
            "seg-1.segmentTitles[1] | UISegmentedControl | Second",
            "tab-1.title | UITabBarItem | Tab",
            "tf-1.placeholder | UITextField | Your name",
            "tf-1.text | UITextField | Name",
            "tv-1.text | UITextView | Long text",
            "vc-1.title | UIViewController | Controller",
        ])
    }

    func testEveryMacOSPropertyKind() throws {
        let entries = DocumentLocalization(document: try document("every-property-mac.xib")).localizableEntries()
        XCTAssertEqual(summary(entries), [
            "b-1.ibExternalAccessibilityDescription | NSButton | Confirm the settings",
            "b-1.ibShadowedToolTip | NSButton | Click me",
            "bc-1.alternateTitle | NSButtonCell | Okay",
            "bc-1.title | NSButtonCell | OK",
            "box-1.title | NSBox | Options",
            "col-1.headerCell.title | NSTableColumn | Location",
            "col-1.headerToolTip | NSTableColumn | Where it happens",
            "menu-1.title | NSMenu | Main Menu",
            "mi-1.title | NSMenuItem | File | note: Top-level \"File\" menu",
            "pmi-1.title | NSMenuItem | Item",
            "sc-1.ibShadowedLabels[0] | NSSegmentedCell | One",
            "sc-1.ibShadowedLabels[1] | NSSegmentedCell | Two",
            "tbi-1.label | NSToolbarItem | Back",
            "tbi-1.paletteLabel | NSToolbarItem | Go Back",
            "tbi-1.toolTip | NSToolbarItem | Previous page",
            "tfc-1.placeholderString | NSTextFieldCell | Enter a name",
            "tfc-1.title | NSTextFieldCell | Name:",
            "tvc-1.title | NSTabViewController | Sections",
            "tvi-1.label | NSTabViewItem | General",
            "vc-1.title | NSViewController | Advanced",
            "win-1.title | NSWindow | Preferences",
        ])
        // An indexed property is named by its whole key in the comment, as Xcode writes it.
        XCTAssertEqual(entries.first { $0.key == "sc-1.ibShadowedLabels[1]" }?.commentBody,
                       #"Class = "NSSegmentedCell"; sc-1.ibShadowedLabels[1] = "Two"; ObjectID = "sc-1";"#)
        XCTAssertEqual(entries.first { $0.key == "mi-1.title" }?.commentBody,
                       #"Class = "NSMenuItem"; title = "File"; ObjectID = "mi-1"; Note = "Top-level \"File\" menu";"#)
    }

    func testImportWritesEveryStorageKindAndNothingElse() throws {
        let name = "every-property-ios.xib"
        let document = try document(name)
        let localization = DocumentLocalization(document: document)
        let strings = """
            "lbl-2.text" = "Ligne un\\nLigne deux & plus";
            "btn-1.highlightedTitle" = "Surligné";
            "seg-1.segmentTitles[1]" = "Deuxième <2>";
            "sb-1.scopeButtonTitles[0]" = "Tous";
            "lbl-1.accessibilityLabel" = "Salut \\"toi\\"";
            "lbl-1.text" = "Bonjour";
            "lbl-attributed.attributedText" = "not localizable";
            """
        let plan = localization.translationPlan(applying: try StringsFileReader.read(text: strings, path: "fr.strings"), path: "fr.strings")
        XCTAssertEqual(plan.warnings.map(\.description), [
            "fr.strings:7:1: warning: key \"lbl-attributed.attributedText\": no object with id \"lbl-attributed\" has a localizable string; it was not applied",
        ])
        XCTAssertEqual(localization.apply(plan), 6)
        let written = String(decoding: document.serialized(), as: UTF8.self)
        let original = String(decoding: try Fixtures.bytes(name), as: UTF8.self)
        // Exactly the six values differ, in the form Interface Builder writes them.
        let changedLines = zip(written.split(separator: "\n", omittingEmptySubsequences: false),
                               original.split(separator: "\n", omittingEmptySubsequences: false)).filter { $0 != $1 }.map { String($0.0) }
        XCTAssertEqual(changedLines.map { $0.trimmingCharacters(in: .whitespaces) }, [
            "<label text=\"Bonjour\" id=\"lbl-1\">",
            "<accessibility key=\"accessibilityConfiguration\" label=\"Salut &quot;toi&quot;\" hint=\"Says hello\"/>",
            "<string key=\"text\">Ligne un",
            "Ligne deux &amp; plus</string>",
            "<state key=\"highlighted\" title=\"Surligné\"/>",
            "<segment title=\"Deuxième &lt;2&gt;\"/>",
            "<string>Tous</string>",
        ])
        let reread = DocumentLocalization(document: try InterfaceDocument(parsing: document.serialized(), path: name))
        XCTAssertEqual(reread.localizableEntries().first { $0.key == "lbl-2.text" }?.value, "Ligne un\nLigne deux & plus")
    }

    func testLegacyArchiveDocumentsAreReportedNotGuessed() throws {
        let document = try InterfaceDocument(parsing: try Fixtures.bytes("../NibDocument/legacy-cocoa-v710.xib"), path: "old.xib")
        let localization = DocumentLocalization(document: document)
        XCTAssertTrue(localization.properties.isEmpty)
        XCTAssertEqual(localization.diagnostics.map(\.description), [
            "old.xib: warning: localizable strings are only extracted from modern (<document>) files, not the old <archive> format",
        ])
    }

    /// Rectangle's Main.storyboard against its Xcode String Catalog (keys and comments), when
    /// the shared corpus is present beside the repository.
    func testExportOfRectangleMatchesItsStringCatalog() throws {
        let corpus = try SharedCorpus.folder("xib")
        guard let storyboard = try? Data(contentsOf: corpus.appendingPathComponent("mac-rectangle-Main.storyboard")),
              let catalogData = try? Data(contentsOf: corpus.appendingPathComponent("companions/mac-rectangle-Main.xcstrings")),
              let catalog = try JSONSerialization.jsonObject(with: catalogData) as? [String: Any],
              let strings = catalog["strings"] as? [String: Any] else {
            throw XCTSkip("../shared/corpus/xib is not present")
        }
        var commentByKey: [String: String] = [:]
        for (key, value) in strings {
            if let comment = (value as? [String: Any])?["comment"] as? String { commentByKey[key] = comment }
        }
        let document = try InterfaceDocument(parsing: [UInt8](storyboard), path: "mac-rectangle-Main.storyboard")
        let entries = DocumentLocalization(document: document).localizableEntries()
        XCTAssertEqual(entries.count, 181)
        for entry in entries {
            XCTAssertEqual(entry.commentBody, commentByKey[entry.key], entry.key)
        }
        // Every catalog key whose object is still in the storyboard is exported.
        let exported = Set(entries.map(\.key))
        let missing = commentByKey.keys.filter { key in
            !exported.contains(key) && document.object(withID: String(key.prefix { $0 != "." })) != nil
        }
        XCTAssertEqual(missing, [])
    }
}
