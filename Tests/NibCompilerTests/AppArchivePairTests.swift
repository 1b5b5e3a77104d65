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
        try BuildPairTable("ios-app-archives", file: "ARCHIVES.tsv").verify(rows: 30, markedEqual: 21, scratch: try temporaryDirectory())
    }
}
