import Foundation
import NibDocument

/// Loads documents from `Tests/Fixtures/NibDocument/`, found through this file's path so
/// the tests need nothing outside the repository.
enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/NibDocument")

    static func bytes(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static func document(_ name: String) throws -> InterfaceDocument {
        try InterfaceDocument(parsing: bytes(name), path: name)
    }
}
