import Foundation
import NibCore
import NibTestSupport
import XCTest
@testable import NibDocument

/// Every document of the shared corpus, modern or archive format, reads into a typed view with a non-empty
/// outline, when the corpus is present beside the repository.
final class CorpusDocumentTests: XCTestCase {
    func testEveryCorpusDocumentReadsWithOutlineAndNoUnknownElements() throws {
        let folder = try SharedCorpus.folder("xib")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        var read = 0
        for name in names.sorted() where name.hasSuffix(".xib") || name.hasSuffix(".storyboard") {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            let document = try InterfaceDocument(parsing: bytes, path: name)
            read += 1
            XCTAssertFalse(document.topLevelObjects.isEmpty, name)
            XCTAssertFalse(document.objects.isEmpty, name)
            for diagnostic in document.diagnostics where diagnostic.severity != .note {
                print(diagnostic)
            }
            let unknown = document.diagnostics.filter { $0.severity == .note }
            XCTAssertTrue(unknown.isEmpty, "\(name): \(unknown.map(\.message))")
            XCTAssertEqual(document.serialized(), bytes, name)
        }
        XCTAssertEqual(read, names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.count)
    }
}
