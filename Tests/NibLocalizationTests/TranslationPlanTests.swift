import NibCore
import XCTest
@testable import NibLocalization

/// Matching translations against a document's entries; unmatched keys are warnings, never dropped.
final class TranslationPlanTests: XCTestCase {
    private struct FakeDocument: LocalizableStringSource {
        func localizableEntries() -> [LocalizableEntry] {
            [
                LocalizableEntry(objectID: "lbl-1", keyPath: "text", className: "UILabel", value: "Hello"),
                LocalizableEntry(objectID: "btn-2", keyPath: "normalTitle", className: "UIButton", value: "OK"),
                LocalizableEntry(objectID: "nav-3", keyPath: "title", className: "UINavigationItem", value: "Settings"),
            ]
        }
    }

    func testMatchedKeysBecomeChangesAndUnmatchedKeysWarnWithTheirName() throws {
        let strings = """
            "lbl-1.text" = "Bonjour";
            "btn-2.normalTitle" = "OK";
            "btn-2.highlightedTitle" = "D'accord";
            "zzz-9.text" = "Perdu";
            "nodot" = "x";
            """
        let table = try StringsFileReader.read(text: strings, path: "fr.strings")
        let plan = FakeDocument().translationPlan(applying: table, path: "fr.strings")
        XCTAssertEqual(plan.changes.map(\.entry.key), ["lbl-1.text"])
        XCTAssertEqual(plan.changes.map(\.newValue), ["Bonjour"])
        XCTAssertEqual(plan.matchedCount, 2)
        XCTAssertEqual(plan.untranslatedEntries.map(\.key), ["nav-3.title"])
        XCTAssertEqual(plan.warnings.map(\.description), [
            "fr.strings:3:1: warning: key \"btn-2.highlightedTitle\": object \"btn-2\" has no localizable property \"highlightedTitle\"; it was not applied",
            "fr.strings:4:1: warning: key \"zzz-9.text\": no object with id \"zzz-9\" has a localizable string; it was not applied",
            "fr.strings:5:1: warning: key \"nodot\" is not of the form ObjectID.keyPath; it was not applied",
        ])
    }

    func testDictionaryInputWarnsInKeyOrder() {
        let plan = TranslationPlan(entries: FakeDocument().localizableEntries(),
                                   translations: ["z.text": "1", "a.text": "2", "nav-3.title": "Réglages"])
        XCTAssertEqual(plan.changes.map(\.newValue), ["Réglages"])
        XCTAssertEqual(plan.warnings.map(\.message).map { String($0.prefix(12)) }, ["key \"a.text\"", "key \"z.text\""])
    }

    func testEmptyTranslationsChangeNothing() throws {
        let plan = FakeDocument().translationPlan(applying: try StringsFileReader.read([]))
        XCTAssertTrue(plan.changes.isEmpty)
        XCTAssertTrue(plan.warnings.isEmpty)
        XCTAssertEqual(plan.untranslatedEntries.count, 3)
    }
}
