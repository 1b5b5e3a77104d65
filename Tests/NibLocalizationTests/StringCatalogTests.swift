import Foundation
import NibCore
import NibDocument
import NibLocalization
import XCTest

/// String Catalogs measured against files Xcode wrote: Rectangle's `Main.xcstrings` (31
/// languages) before and after Xcode synced it with an edited `Main.storyboard` (commit
/// f6279e2, "Make extras button more noticeable"; Tests/Fixtures/SOURCES.md).
final class StringCatalogTests: XCTestCase {
    private func storyboardEntries() throws -> [LocalizableEntry] {
        let document = try InterfaceDocument(parsing: Fixtures.bytes("rectangle/Main.storyboard"), path: "Main.storyboard")
        return DocumentLocalization(document: document).localizableEntries()
    }

    func test_aCatalogXcodeWrote_readsAndWritesBackByteForByte() throws {
        let bytes = try Fixtures.bytes("rectangle/Main.xcstrings")
        let catalog = try StringCatalog(bytes: bytes, path: "Main.xcstrings")
        XCTAssertEqual(catalog.sourceLanguage, "en")
        XCTAssertEqual(catalog.keys.count, 360)
        XCTAssertEqual(catalog.bytes, bytes, "Xcode's layout, key order, escaping and missing final newline")
    }

    func test_updatingTheCatalogBeforeXcodesSync_writesTheCatalogXcodeWrote() throws {
        // The storyboard renamed one button ("⋯" to "Extras"): Xcode changed its comment and
        // source value and sent its three translations back for review.
        let before = try StringCatalog(bytes: Fixtures.bytes("rectangle/Main-before.xcstrings"), path: "Main-before.xcstrings")
        let update = StringCatalogUpdate(catalog: before, entries: try storyboardEntries())
        XCTAssertEqual(update.report.changed, ["Ext-Set-Cel.title"])
        XCTAssertEqual(update.report.translationsToReview, 3)
        XCTAssertEqual(update.report.added, [])
        XCTAssertEqual(update.report.markedStale + update.report.removed, [])
        let expected = try Fixtures.bytes("rectangle/Main.xcstrings")
        XCTAssertEqual(String(decoding: update.catalog.bytes, as: UTF8.self), String(decoding: expected, as: UTF8.self))
    }

    func test_updatingAnUpToDateCatalog_changesNoByte() throws {
        let bytes = try Fixtures.bytes("rectangle/Main.xcstrings")
        let update = StringCatalogUpdate(catalog: try StringCatalog(bytes: bytes), entries: try storyboardEntries())
        XCTAssertEqual(update.report, StringCatalogUpdate.Report())
        XCTAssertEqual(update.catalog.bytes, bytes)
    }

    func test_aNewCatalog_holdsEveryStringWithXcodesCommentAndSourceValue() throws {
        let apple = try StringCatalog(bytes: Fixtures.bytes("rectangle/Main.xcstrings"))
        let fresh = StringCatalogUpdate(catalog: StringCatalog(sourceLanguage: "en"), entries: try storyboardEntries()).catalog
        let extractedByXcode = apple.keys.filter { apple.extractionState(of: $0) == StringCatalog.ExtractionState.extractedWithValue }
        XCTAssertEqual(extractedByXcode.count, 180)
        // One more: an entry a translation tool rewrote without its extraction state (oSu-n4-8Yu).
        XCTAssertEqual(Set(fresh.keys), Set(extractedByXcode + ["oSu-n4-8Yu.title"]))
        for key in extractedByXcode {
            XCTAssertEqual(fresh[key]?["comment"], apple[key]?["comment"], key)
            XCTAssertEqual(fresh.unit(of: key, language: "en")?.value, apple.unit(of: key, language: "en")?.value, key)
            XCTAssertEqual(fresh.unit(of: key, language: "en")?.state, "new", key)
        }
        // Keys in Xcode's order: case-insensitive, digit runs by value.
        let written = try StringCatalog(bytes: fresh.bytes)
        let order = written.keys
        XCTAssertEqual(order, apple.keys.filter(Set(order).contains), "the same keys in the same order as Xcode's file")
    }

    func test_stringsThatLeaveTheDocument_becomeStaleWithTranslations_andGoWithout() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        let kept = LocalizableEntry(objectID: "abc-12-xyz", keyPath: "title", className: "NSMenuItem", value: "Open")
        let translated = LocalizableEntry(objectID: "def-34-uvw", keyPath: "title", className: "NSMenuItem", value: "Close")
        let untranslated = LocalizableEntry(objectID: "ghi-56-rst", keyPath: "title", className: "NSMenuItem", value: "Quit")
        catalog = StringCatalogUpdate(catalog: catalog, entries: [kept, translated, untranslated]).catalog
        catalog[translated.key]?["localizations"]?["de"] = .object([.init("stringUnit", .object([
            .init("state", .string("translated")), .init("value", .string("Schließen")),
        ]))])
        catalog["Hand-made"] = .object([.init("extractionState", .string("manual"))])
        catalog["From code"] = .object([])
        let update = StringCatalogUpdate(catalog: catalog, entries: [kept])
        XCTAssertEqual(update.report.markedStale, [translated.key])
        XCTAssertEqual(update.report.removed, [untranslated.key])
        XCTAssertEqual(update.catalog.extractionState(of: translated.key), "stale")
        XCTAssertNil(update.catalog[untranslated.key])
        XCTAssertNotNil(update.catalog["Hand-made"], "manual entries are the user's")
        XCTAssertNotNil(update.catalog["From code"], "entries without an extraction state belong to code extraction")
        // Found again, a stale string is managed again.
        let again = StringCatalogUpdate(catalog: update.catalog, entries: [kept, translated])
        XCTAssertEqual(again.catalog.extractionState(of: translated.key), "extracted_with_value")
        XCTAssertEqual(again.catalog.unit(of: translated.key, language: "de")?.state, "translated", "the same text needs no review")
    }

    func test_keyOrder_isFoundationsSortedKeys() {
        let keys = ["1zK-sf-CSX", "01Z-t3-cBm", "1Xt-HY-uBw", "1UK-8n-QPP", "1ui-PL-TkR", "2h7-ER-AoG", "0eh-6G-rMp", "0Ak-33-SM7", "item 10", "item 9", "Item 9"]
        XCTAssertEqual(keys.sorted(by: StringCatalogKeyOrder.precedes),
                       ["0Ak-33-SM7", "0eh-6G-rMp", "1ui-PL-TkR", "1UK-8n-QPP", "1Xt-HY-uBw", "01Z-t3-cBm", "1zK-sf-CSX", "2h7-ER-AoG", "Item 9", "item 9", "item 10"])
    }

    func test_writer_escapesAsXcode_andWritesEmptyObjectsWithABlankLine() throws {
        let value = StringCatalogJSON.object([
            .init("b", .string("tab\there \"quoted\" back\\slash a/b é \u{18}")), .init("a", .object([])), .init("c", .array([.bool(false), .number("1.50")])),
        ])
        let text = String(decoding: StringCatalogJSONWriter.bytes(for: value), as: UTF8.self)
        XCTAssertEqual(text, "{\n  \"a\" : {\n\n  },\n  \"b\" : \"tab\\there \\\"quoted\\\" back\\\\slash a/b é \\u0018\",\n  \"c\" : [\n    false,\n    1.50\n  ]\n}")
        XCTAssertEqual(try StringCatalogJSONReader.read(Array(text.utf8)), .object([
            .init("a", .object([])), .init("b", .string("tab\there \"quoted\" back\\slash a/b é \u{18}")), .init("c", .array([.bool(false), .number("1.50")])),
        ]))
    }

    func test_malformedCatalog_isAnErrorAtItsLineAndColumn() {
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"comment\" : \"x\" \"state\" : \"y\" }\n  }\n}"
        XCTAssertThrowsError(try StringCatalog(bytes: Array(text.utf8), path: "Main.xcstrings")) { error in
            XCTAssertEqual((error as? Diagnostic)?.description, "Main.xcstrings:4:29: error: expected ',' or '}' in an object")
        }
        XCTAssertThrowsError(try StringCatalog(bytes: Array("[1]".utf8), path: "x.xcstrings")) { error in
            XCTAssertEqual((error as? Diagnostic)?.description, "x.xcstrings: error: not a String Catalog: the file is not a JSON object")
        }
    }
}
