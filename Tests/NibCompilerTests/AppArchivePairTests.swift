import Foundation
import NibCompiler
import NibTestSupport
import XCTest

/// Every Interface Builder document of an app beside the nib Xcode built into an archive of it
/// (Tests/Fixtures/NibCompiler/ios-app-archives/ARCHIVES.tsv: DuckDuckGo for iOS, Xcode 13.2.1,
/// 30 documents; the files are read from ../shared/corpus/ios-app-archives when present): the
/// ones marked equal stay equal.
final class AppArchivePairTests: TemporaryFolderTestCase {
    func test_documentsMarkedEqual_compileEqualToTheArchivesNib() throws {
        let table = try BuildPairTable("ios-app-archives", file: "ARCHIVES.tsv")
        XCTAssertEqual(table.builds.count, 30)
        XCTAssertGreaterThanOrEqual(table.builds.filter(\.isEqual).count, 20)
        for build in table.builds { XCTAssertNotNil(CocoaTouchRelease(ibtoolVersion: build.xcode), build.folder) }
        let equal = try table.compileAndCompare(into: try temporaryDirectory())
        XCTAssertGreaterThanOrEqual(equal, table.builds.filter(\.isEqual).count)
    }
}
