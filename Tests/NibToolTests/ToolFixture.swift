import Foundation
@testable import NibToolKit

/// Paths of the shared test documents and helpers to read nibtool's plist output.
enum ToolFixture {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ relative: String) -> String { fixtures.appendingPathComponent(relative).path }

    /// A fresh temporary directory for files a test writes.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nibforge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Parses nibtool's xml1 or binary1 output back into Foundation objects.
    static func plist(_ result: ToolResult) throws -> [String: Any] {
        let object = try PropertyListSerialization.propertyList(from: Data(result.standardOutput), options: [], format: nil)
        return object as? [String: Any] ?? [:]
    }
}
