import Foundation
import NibTestSupport

/// The shared temporary-folder test case, with the compiler fixtures the tool's tests use.
class ToolTestCase: TemporaryFolderTestCase {
    /// The compiler fixtures (Tests/Fixtures/NibCompiler).
    let compilerFixtures = RepositoryPaths.fixtures.appendingPathComponent("NibCompiler")
}
