import Foundation
import NibCompiler
import NibTestSupport
import XCTest

/// Documents that public projects compiled with Carthage, beside the nib Xcode made
/// (Tests/Fixtures/NibCompiler/ios-carthage-builds/BUILDS.tsv lists them; the files are read
/// from ../shared/corpus/ios-carthage-builds when present): the ones marked equal compile
/// equal, each as the Xcode release its framework's `DTXcode` names, for the deployment target
/// its `MinimumOSVersion` names.
final class CarthageBuildPairTests: TemporaryFolderTestCase {
    func table() throws -> BuildPairTable { try BuildPairTable("ios-carthage-builds", file: "BUILDS.tsv") }

    func test_buildsMarkedEqual_compileEqualToXcodesNib() throws {
        let table = try table()
        XCTAssertGreaterThanOrEqual(table.builds.filter(\.isEqual).count, 562)
        let equal = try table.compileAndCompare(into: try temporaryDirectory())
        XCTAssertGreaterThanOrEqual(equal, table.builds.filter(\.isEqual).count)
    }

    func test_theTableNamesARealXcodeForEveryBuild() throws {
        for build in try table().builds {
            XCTAssertNotNil(CocoaTouchRelease(ibtoolVersion: build.xcode), build.folder)
        }
    }
}
