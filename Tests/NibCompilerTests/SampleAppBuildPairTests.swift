import Foundation
import NibCompiler
import NibTestSupport
import XCTest

/// Every storyboard of a sample app beside the nib Xcode built from it
/// (Tests/Fixtures/NibCompiler/ios-sample-apps/APPS.tsv: Apple's UIKitCatalog's 20 storyboards
/// as Xcode 11.0 to 26.0.1 built them, appium's test apps, and Flutter's, Capacitor's, React
/// Native's and Cordova's templates in apps built by Xcode 7.1.1 to 26.5, BrowserStack's web view
/// sample by 9.4.1, a Covid-19 app with a tab bar of storyboard references by 11.3, an iPad client's
/// tab bar by 12.2, a configured button by 13.4.1, a grocery app by 7.3 and a fastlane demo by
/// 10.2; the files are read
/// from the corpus's ios-sample-apps folder when present): the ones marked equal stay equal.
final class SampleAppBuildPairTests: TemporaryFolderTestCase {
    func test_documentsMarkedEqual_compileEqualToTheBuildsNib() throws {
        try BuildPairTable("ios-sample-apps", file: "APPS.tsv").verify(rows: 767, markedEqual: 674, scratch: try temporaryDirectory())
    }
}
