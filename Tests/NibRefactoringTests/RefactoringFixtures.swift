import Foundation
import NibTestSupport

/// Where the refactoring tests find their documents; temporary folders come from the shared
/// test case and are removed when each test ends.
class RefactoringTestCase: TemporaryFolderTestCase {
    /// `Examples/ImageEditor`: version A (every sheet in MainMenu) and the hand-made version B.
    static let imageEditor = RepositoryPaths.imageEditor.path
    /// The Cocoa Touch fixture: a view controller's xib with a secondary view.
    static let detailViewController = RepositoryPaths.fixture("NibRefactoring/DetailViewController.xib")

    func bytes(_ path: String) throws -> [UInt8] { try Array(Data(contentsOf: URL(fileURLWithPath: path))) }

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    func write(_ bytes: [UInt8], to url: URL) throws { try Data(bytes).write(to: url) }
}
