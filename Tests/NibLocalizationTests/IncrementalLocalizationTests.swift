import NibCore
import NibDocument
import NibLocalization
import NibXML
import XCTest

/// `IncrementalLocalization` on real document history: Transmission's English and German
/// xibs before and after commits that changed both (Tests/Fixtures/SOURCES.md). The German
/// file the project committed is the measure: carried translations and frames should be
/// the ones its translators kept.
final class IncrementalLocalizationTests: XCTestCase {
    private func document(_ case: String, _ name: String) throws -> InterfaceDocument {
        try InterfaceDocument(parsing: Fixtures.bytes("transmission/\(`case`)/\(name).xib"), path: "\(name).xib")
    }

    private func strings(_ document: InterfaceDocument) -> [String: String] {
        Dictionary(DocumentLocalization(document: document).localizableEntries().map { ($0.key, $0.value) }) { first, _ in first }
    }

    /// Every `<rect key="frame">` and `contentRect` by its object id.
    private func frames(_ document: InterfaceDocument) -> [String: [String?]] {
        var result: [String: [String?]] = [:]
        for element in document.markup.root.descendants() where element.name == "rect" {
            guard let key = element[attribute: "key"], key == "frame" || key == "contentRect", let id = element.parent?[attribute: "id"] else { continue }
            result[id + "." + key] = ["x", "y", "width", "height"].map { element[attribute: $0] }
        }
        return result
    }

    func test_aStringAddedToTheBase_needsTranslating_andTheOthersKeepTheirGerman() throws {
        // 9d34a139 ("Use autolayout for Add Magnet window"): the base gained a "None" menu item.
        let merged = try document("AddMagnetWindow", "new-base")
        let merge = IncrementalLocalization(previousBase: try document("AddMagnetWindow", "old-base"),
                                            previousLocalized: try document("AddMagnetWindow", "old-de"), newBase: merged)
        XCTAssertEqual(merge.report.needsTranslation.map(\.key), ["2zq-5y-smI.title"])
        XCTAssertEqual(merge.report.needsTranslation.first?.value, "None")
        XCTAssertEqual(merge.report.locations["2zq-5y-smI.title"]?.line, 112)
        XCTAssertEqual(merge.report.carried.count, 17)
        let real = strings(try document("AddMagnetWindow", "real-de"))
        let ours = strings(merged)
        for key in merge.report.carried { XCTAssertEqual(ours[key], real[key], key) }
        XCTAssertEqual(real["2zq-5y-smI.title"], "Keine", "the translator then translated the one string the merge reported")
    }

    func test_theTranslatorsFrames_areKeptWhereTheBaseDidNotMove() throws {
        // 788f1e31 (an Xcode 8 format update touching both languages): the German window is
        // wider than the English one; the merge keeps 30 of the 31 German frames the project
        // committed, where the English base alone has 3.
        let merged = try document("Creator", "new-base")
        let merge = IncrementalLocalization(previousBase: try document("Creator", "old-base"),
                                            previousLocalized: try document("Creator", "old-de"), newBase: merged)
        XCTAssertEqual(merge.report.needsTranslation.map(\.key), [])
        XCTAssertEqual(strings(merged), strings(try document("Creator", "real-de")))
        let real = frames(try document("Creator", "real-de")), base = frames(try document("Creator", "new-base")), ours = frames(merged)
        let shared = real.keys.filter { ours[$0] != nil && base[$0] != nil }
        XCTAssertEqual(shared.count, 31)
        XCTAssertEqual(shared.filter { ours[$0] == real[$0] }.count, 30)
        XCTAssertEqual(shared.filter { base[$0] == real[$0] }.count, 3)
        XCTAssertEqual(merge.report.carriedFrames.count, 27)
    }

    func test_aChangedBaseString_isNotOverwrittenByTheOldTranslation() throws {
        func document(_ title: String) throws -> InterfaceDocument {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21507" targetRuntime="MacOSX.Cocoa">
                    <objects>
                        <menuItem title="\(title)" id="mi-1"/>
                        <menuItem title="Quit" id="mi-2"/>
                    </objects>
                </document>
                """
            return try InterfaceDocument(parsing: Array(text.utf8), path: "Menu.xib")
        }
        let oldGerman = try document("Öffnen")
        oldGerman.objects.first { $0.id == "mi-2" }?.element.setAttribute("title", to: "Beenden")
        let merged = try document("Open…")
        let merge = IncrementalLocalization(previousBase: try document("Open"), previousLocalized: oldGerman, newBase: merged)
        XCTAssertEqual(merge.report.needsTranslation.map(\.key), ["mi-1.title"])
        XCTAssertEqual(strings(merged), ["mi-1.title": "Open…", "mi-2.title": "Beenden"])
    }
}
