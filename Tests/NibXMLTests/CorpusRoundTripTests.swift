import Foundation
import NibTestSupport
import XCTest
@testable import NibXML

/// Byte-for-byte round trips over the shared corpus, when it is present beside the repo.
final class CorpusRoundTripTests: XCTestCase {
    func testEveryCorpusDocumentRoundTripsByteForByte() throws {
        let folder = try SharedCorpus.folder("xib")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        var checked = 0
        for name in names.sorted() where name.hasSuffix(".xib") || name.hasSuffix(".storyboard") {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            let document = try MarkupDocument(parsing: bytes, path: name)
            let written = document.serialized()
            if written != bytes {
                let mismatch = (0..<min(written.count, bytes.count)).first { written[$0] != bytes[$0] } ?? min(written.count, bytes.count)
                XCTFail("\(name): first difference at byte \(mismatch) of \(bytes.count) (written \(written.count)): \(String(decoding: written[max(0, mismatch - 40)..<min(written.count, mismatch + 40)], as: UTF8.self)) vs \(String(decoding: bytes[max(0, mismatch - 40)..<min(bytes.count, mismatch + 40)], as: UTF8.self))")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0)
    }
}
