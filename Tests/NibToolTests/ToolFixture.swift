import Foundation
@testable import NibToolKit

/// Paths of the shared test documents and helpers to read nibtool's plist output.
enum ToolFixture {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ relative: String) -> String { fixtures.appendingPathComponent(relative).path }

    /// Parses nibtool's xml1 or binary1 output back into Foundation objects.
    static func plist(_ result: ToolResult) throws -> [String: Any] {
        let object = try PropertyListSerialization.propertyList(from: Data(result.standardOutput), options: [], format: nil)
        return object as? [String: Any] ?? [:]
    }
}
