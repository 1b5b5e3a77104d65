import Foundation
import XCTest

/// A test case whose temporary folders are removed when each test ends, pass or fail, so
/// tests leave nothing in the temporary directory. Shared by the test targets.
open class TemporaryFolderTestCase: XCTestCase {
    private var folders: [URL] = []

    open override func tearDown() {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
        folders = []
        super.tearDown()
    }

    /// A fresh folder, removed after the test.
    public func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(type(of: self))-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        folders.append(url)
        return url
    }
}
