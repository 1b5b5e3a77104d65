import Foundation
import XCTest

/// A test case whose temporary folders are removed when each test ends, pass or fail.
class TemporaryFolderTestCase: XCTestCase {
    /// The compiler fixtures (Tests/Fixtures/NibCompiler).
    let compilerFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/NibCompiler")
    private var folders: [URL] = []

    override func tearDown() {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
        folders = []
        super.tearDown()
    }

    /// A fresh folder, removed after the test.
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(type(of: self))-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        folders.append(url)
        return url
    }
}
