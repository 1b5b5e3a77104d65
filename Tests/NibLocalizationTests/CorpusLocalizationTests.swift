import Foundation
import NibDocument
import NibTestSupport
import XCTest
@testable import NibLocalization

/// Over every document of the shared corpus (when present beside the repository): export
/// the strings, import the export back, and check the document stays byte-identical; the
/// same through XLIFF.
final class CorpusLocalizationTests: XCTestCase {
    private func corpusDocuments() throws -> [(name: String, bytes: [UInt8])] {
        let folder = try SharedCorpus.folder("xib")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return try names.sorted().filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.map { name in
            (name, [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }

    func testExportThenImportKeepsEveryCorpusDocumentByteIdentical() throws {
        var exportedDocuments = 0
        for (name, bytes) in try corpusDocuments() {
            guard let document = try? InterfaceDocument(parsing: bytes, path: name) else { continue }  // old archives
            let localization = DocumentLocalization(document: document)
            let stringsBytes = StringsFileWriter.bytes(for: localization.localizableEntries())
            let table = try StringsFileReader.read(stringsBytes, path: name + ".strings")
            XCTAssertEqual(table.entries.count, Set(localization.localizableEntries().map(\.key)).count, name)
            let plan = localization.translationPlan(applying: table)
            XCTAssertEqual(plan.changes.count, 0, name)
            XCTAssertTrue(plan.warnings.isEmpty, "\(name): \(plan.warnings)")
            localization.apply(plan)
            XCTAssertEqual(document.serialized(), bytes, name)
            if !table.entries.isEmpty { exportedDocuments += 1 }
        }
        XCTAssertGreaterThan(exportedDocuments, 20)
    }

    func testXLIFFRoundTripKeepsEveryCorpusDocumentByteIdentical() throws {
        for (name, bytes) in try corpusDocuments() {
            guard let document = try? InterfaceDocument(parsing: bytes, path: name) else { continue }
            let localization = DocumentLocalization(document: document)
            let entries = localization.localizableEntries()
            let file = XLIFFFile(original: name, sourceLanguage: "en", targetLanguage: "fr", tool: .nibtool(version: "test"),
                                 entries: entries, translations: Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }))
            let read = try XLIFFReader.read(XLIFFWriter.bytes(for: XLIFFDocument(files: [file])), path: name + ".xliff")
            let units = try XCTUnwrap(read.files.first).units
            XCTAssertEqual(units.map(\.note), StringsFileWriter.sortedByKey(entries).map(\.commentBody), name)
            let plan = localization.translationPlan(applying: try XCTUnwrap(read.files.first).translationTable)
            XCTAssertEqual(plan.changes.count, 0, name)
            localization.apply(plan)
            XCTAssertEqual(document.serialized(), bytes, name)
        }
    }
}
