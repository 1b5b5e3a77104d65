import NibDocument
import NibLocalization
import XCTest

/// The `.strings` Xcode wrote when Transmission moved its macOS xibs to Base
/// internationalization (commit 8724c3dc, 2022), against NibForge's export of the German
/// document it was generated from (Tests/Fixtures/SOURCES.md). Over all 90 files of that
/// commit (23 languages) 4,132 of 4,141 keys, and 4,126 values and comments, come out the
/// same; this file is one of the equal ones, with indexed segment labels.
final class XcodeWrittenStringsTests: XCTestCase {
    func test_exportOfTheGermanDocument_hasXcodesKeysValuesAndComments() throws {
        let document = try InterfaceDocument(parsing: Fixtures.bytes("transmission/strings/InfoActivityView.de.xib"), path: "InfoActivityView.xib")
        let ours = DocumentLocalization(document: document).localizableEntries().map(\.stringsEntry)
        let xcode = try StringsFileReader.read(Fixtures.bytes("transmission/strings/InfoActivityView.de.strings"), path: "InfoActivityView.strings")
        XCTAssertEqual(xcode.entries.count, 30)
        var byKey: [String: StringsEntry] = [:]
        for entry in ours { byKey[entry.key] = entry }
        for entry in xcode.entries {
            XCTAssertEqual(byKey[entry.key]?.value, entry.value, entry.key)
            XCTAssertEqual(byKey[entry.key]?.comment, entry.comment, entry.key)
        }
        XCTAssertEqual(Set(byKey.keys), Set(xcode.entries.map(\.key)))
        // Xcode names an indexed property by its whole key in the comment.
        XCTAssertEqual(xcode.entries.first { $0.key == "54.ibShadowedLabels[0]" }?.comment,
                       #"Class = "NSSegmentedCell"; 54.ibShadowedLabels[0] = "Fortschritt"; ObjectID = "54";"#)
    }
}
