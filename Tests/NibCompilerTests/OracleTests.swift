import Foundation
import NibArchive
import NibCompiler
import XCTest

/// Compiled documents equal what Apple's ibtool wrote for them (viraptor/ibtool's oracle
/// pairs kept as fixtures; `.ci/run` also runs the whole oracle when the corpus is present).
final class OracleTests: XCTestCase {
    private func assertCompilesEqualToApple(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let ours = try compiledGraph(name + ".xib")
        let apples = try CompiledNibFile(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(name + ".nib"))))).graph
        let differences = NibComparison.differences(ours, apples)
        XCTAssertEqual(differences.map(\.description), [], file: file, line: line)
    }

    func test_minimal_compilesEqualToApple() throws {
        try assertCompilesEqualToApple("minimal")
    }

    func test_test5Connect_windowImageViewsAndConnectors_compileEqualToApple() throws {
        try assertCompilesEqualToApple("test5_connect")
    }

    /// The comparison is not vacuous: Apple's nib for one document differs from ours for another.
    func test_differentDocuments_areNotEqual() throws {
        let minimal = try compiledGraph("minimal.xib")
        let apples = try CompiledNibFile(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("test5_connect.nib"))))).graph
        XCTAssertFalse(NibComparison.differences(minimal, apples).isEmpty)
    }
}
