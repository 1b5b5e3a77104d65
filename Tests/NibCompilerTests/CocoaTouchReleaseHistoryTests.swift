import Foundation
import NibCompiler
import NibTestSupport
import XCTest

/// One storyboard as eight Xcode releases compiled it (SwiftGen's playground from Xcode 7.1 to
/// 11.4, listed in Tests/Fixtures/NibCompiler/ios-release-history/RELEASES.tsv and read from
/// ../shared/corpus/ios-release-history when it is there): NibForge, told nothing but
/// `--flatten NO` (as SwiftGen's rake task told ibtool), compiles each document as the release
/// that saved it, and each compiles equal to Apple's output of its day.
final class CocoaTouchReleaseHistoryTests: TemporaryFolderTestCase {
    /// A row of the table: folder, the document's toolsVersion, and the Xcode release that saved and compiled it.
    struct Release {
        var folder: String
        var toolsVersion: String
        var xcode: String
    }

    static func releases() throws -> [Release] {
        try FixtureTable.rows(inTableAt: Fixtures.path("ios-release-history/RELEASES.tsv")).map { fields in
            Release(folder: fields[0] ?? "", toolsVersion: fields[3] ?? "", xcode: fields[4] ?? "")
        }
    }

    /// Compiles a release's document as told and compares it with Apple's output of that release.
    func differences(of release: Release, in history: URL, compiledAs chosen: CocoaTouchRelease? = nil) throws -> [String] {
        let folder = history.appendingPathComponent(release.folder)
        let output = try temporaryDirectory().appendingPathComponent(release.folder + ".storyboardc")
        var options = CompileOptions()
        options.flatten = false
        options.cocoaTouchRelease = chosen
        try NibCompiler.compile(contentsOf: folder.appendingPathComponent("Wizard.storyboard").path, to: output.path, options: options)
        return try NibComparison.differences(betweenContentsOf: output.path, and: folder.appendingPathComponent("Wizard.storyboardc").path, limit: 10)
            .map(\.description)
    }

    func test_eachReleaseCompilesEqualToApplesOutputOfItsDay_byDefault() throws {
        let history = try SharedCorpus.folder("ios-release-history/swiftgen-wizard")
        let releases = try Self.releases()
        XCTAssertEqual(releases.map(\.xcode), ["7.1", "7.3", "8.1", "8.3", "9.3", "9.4", "10.0", "11.4"])
        for release in releases {
            XCTAssertEqual(try differences(of: release, in: history), [], "Xcode \(release.xcode)")
        }
    }

    func test_eachReleaseDiffersFromTheNextInTheRulesItChanged() throws {
        // Compiled as the release before, each document differs from Apple's output: the
        // rules are the releases' own, not one encoding fitted to all.
        let history = try SharedCorpus.folder("ios-release-history/swiftgen-wizard")
        let releases = try Self.releases()
        for (earlier, later) in zip(releases, releases.dropFirst()) where earlier.xcode.split(separator: ".")[0] != later.xcode.split(separator: ".")[0] {
            XCTAssertFalse(try differences(of: later, in: history, compiledAs: CocoaTouchRelease(ibtoolVersion: earlier.xcode)).isEmpty,
                           "\(later.folder) compiled as Xcode \(earlier.xcode)")
        }
    }

    func test_theDefaultReleaseIsTheOneThatSavedTheDocument() throws {
        for release in try Self.releases() {
            let saved = CocoaTouchRelease.forToolsVersion(release.toolsVersion)
            let major = try XCTUnwrap(Int(release.xcode.split(separator: ".")[0]))
            XCTAssertEqual(saved.xcodeMajorVersion, major, "\(release.folder): \(release.toolsVersion) is \(saved)")
        }
        XCTAssertEqual(CocoaTouchRelease.forToolsVersion("12121"), .xcode8_3)
        XCTAssertEqual(CocoaTouchRelease.forToolsVersion("15705"), .xcode11)
        XCTAssertEqual(CocoaTouchRelease.forToolsVersion("16097.2"), .xcode11_4, "Xcode 11.4 to 11.7 saved 16096 and later")
        XCTAssertEqual(CocoaTouchRelease.forToolsVersion("17701"), .xcode12_2, "Xcode 12.2 to 12.5 saved 17506 and later")
        XCTAssertEqual(CocoaTouchRelease.forToolsVersion("19529"), .xcode13)
        XCTAssertEqual(CocoaTouchRelease.forToolsVersion("6254"), .xcode7, "documents older than Xcode 7 compile as Xcode 7")
        XCTAssertEqual(CocoaTouchRelease.forToolsVersion(nil), .xcode13)
        XCTAssertEqual(CocoaTouchRelease(ibtoolVersion: "10.1")?.description, "Xcode 10.1")
        XCTAssertNil(CocoaTouchRelease(ibtoolVersion: "6.4"))
        XCTAssertNil(CocoaTouchRelease(ibtoolVersion: "ten"))
    }

    func test_generatedPlaceholderNamesMustStandForTheSameObjectsInEveryNib() throws {
        // Apple's Wizard (Xcode 7.1) names each placeholder once in its scene nib and once in
        // its view nib. Renaming it in the view nib alone (to the other scene's name) breaks
        // the pairing, though each name on its own still pairs with one of NibForge's.
        let pair = try XCTUnwrap(AppleCompilePairTests.pairs().first { $0.name == "swiftgen-playground-Wizard" })
        let (document, original) = try AppleCompilePairTests.files(of: pair)
        let scratch = try temporaryDirectory()
        let output = scratch.appendingPathComponent("ours.storyboardc")
        try NibCompiler.compile(contentsOf: document.path, to: output.path, options: pair.options)
        let apple = scratch.appendingPathComponent("apple.storyboardc")
        try FileManager.default.copyItem(at: original, to: apple)
        var notes = ComparisonNotes()
        XCTAssertEqual(try NibComparison.differences(betweenContentsOf: output.path, and: apple.path, limit: 10, notes: &notes), [])
        XCTAssertEqual(notes.pairedGeneratedNames.count, 2)
        let viewNib = apple.appendingPathComponent("txY-Mc-CKa-view-wQH-MG-v6Y.nib")
        let bytes = try Data(contentsOf: viewNib)
        let range = try XCTUnwrap(bytes.range(of: Data("UpstreamPlaceholder-3vA-0s-Jrc".utf8)))
        var renamed = bytes
        renamed.replaceSubrange(range, with: Data("UpstreamPlaceholder-NNC-0b-QXd".utf8))
        try renamed.write(to: viewNib)
        let differences = try NibComparison.differences(betweenContentsOf: output.path, and: apple.path, limit: 10)
        XCTAssertFalse(differences.isEmpty, "a name standing for two objects is a difference")
    }
}
