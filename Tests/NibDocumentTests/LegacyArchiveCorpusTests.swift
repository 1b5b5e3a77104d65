import Foundation
import NibCore
import NibTestSupport
import XCTest
@testable import NibDocument

/// The five Interface Builder 3 archives of the shared corpus read into the typed view,
/// when the corpus is present beside the repository.
final class LegacyArchiveCorpusTests: XCTestCase {
    /// Objects / connections each archive must yield, counted independently from the
    /// files (one `IBObjectRecord` per object besides the document record; one
    /// `IBConnectionRecord` per connection).
    private static let expectations: [(name: String, version: String, platform: TargetPlatform, objects: Int, connections: Int)] = [
        ("ios-asihttp-Sample.xib", "7.10", .cocoaTouch, 6, 5),
        ("ios-iqkeyboard-TextFieldViewController-v800.xib", "8.00", .cocoaTouch, 16, 17),
        ("mac-asihttp-MainMenu.xib", "7.10", .cocoa, 216, 85),
        ("mac-sequelpro-AboutPanel-v710.xib", "7.10", .cocoa, 25, 9),
        ("mac-sparkle-SUUpdateAlert.de-v710.xib", "7.10", .cocoa, 24, 18),
    ]

    func testEveryArchiveCorpusDocumentReadsWithOutlineAndResolvedConnections() throws {
        let folder = try SharedCorpus.folder("xib")
        for expected in Self.expectations {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(expected.name)))
            let document = try InterfaceDocument(parsing: bytes, path: expected.name)
            XCTAssertEqual(document.format, .legacyArchive(version: expected.version), expected.name)
            XCTAssertEqual(document.platform, expected.platform, expected.name)
            XCTAssertEqual(document.kind, .xib, expected.name)
            XCTAssertNotNil(document.toolsVersion, expected.name)
            XCTAssertFalse(document.topLevelObjects.isEmpty, expected.name)
            XCTAssertEqual(document.objects.count, expected.objects, expected.name)
            XCTAssertEqual(document.connections.count, expected.connections, expected.name)
            XCTAssertTrue(document.connections.allSatisfy { $0.destination != nil }, expected.name)
            XCTAssertEqual(document.diagnostics, [], "\(expected.name): \(document.diagnostics.map(\.description))")
            XCTAssertEqual(document.serialized(), bytes, expected.name)

            let placeholders = document.objects.compactMap(\.placeholder)
            XCTAssertTrue(placeholders.contains(.filesOwner), expected.name)
            XCTAssertTrue(placeholders.contains(.firstResponder), expected.name)
            XCTAssertEqual(placeholders.contains(.application), expected.platform == .cocoa, expected.name)
            XCTAssertFalse(document.objects.contains { $0.className.hasPrefix("IB") && $0.placeholder == nil }, expected.name)
            print("\(expected.name): \(document.objects.count) objects, \(document.topLevelObjects.count) top-level, \(document.connections.count) connections, \(document.diagnostics.count) warnings")
        }
    }
}
