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
    struct Build {
        var folder: String
        var document: String
        var compiled: String
        /// `--ibtool-version`: the framework's `DTXcode` (`0941` is `9.4`), or the Xcode of the commit's date.
        var xcode: String
        /// `--minimum-deployment-target`: the framework's `MinimumOSVersion` (nil when unknown).
        var deploymentTarget: String?
        var module: String?
        var isEqual: Bool
    }

    static func builds() throws -> [Build] {
        try FixtureTable.rows(inTableAt: Fixtures.path("ios-carthage-builds/BUILDS.tsv")).map { fields in
            Build(folder: fields[0] ?? "", document: ((fields[3] ?? "") as NSString).lastPathComponent,
                  compiled: ((fields[4] ?? "") as NSString).lastPathComponent, xcode: (fields[5] ?? "").replacingOccurrences(of: "date:", with: ""),
                  deploymentTarget: fields[6], module: fields[7], isEqual: fields[8] == "equal")
        }
    }

    func test_buildsMarkedEqual_compileEqualToXcodesNib() throws {
        let builds = try Self.builds()
        XCTAssertGreaterThanOrEqual(builds.filter(\.isEqual).count, 195)
        let corpus = try SharedCorpus.folder("ios-carthage-builds")
        let scratch = try temporaryDirectory()
        var equal = 0
        for build in builds {
            let folder = corpus.appendingPathComponent(build.folder)
            var options = CompileOptions(module: build.module)
            options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: build.xcode)
            options.minimumDeploymentTarget = build.deploymentTarget
            let output = scratch.appendingPathComponent(build.folder.replacingOccurrences(of: "/", with: "_") + ".nib")
            let differences: [String]
            do {
                try NibCompiler.compile(contentsOf: folder.appendingPathComponent(build.document).path, to: output.path, options: options)
                differences = try NibComparison.differences(betweenContentsOf: output.path, and: folder.appendingPathComponent(build.compiled).path, limit: 3)
                    .map(\.description)
            } catch {
                differences = ["does not compile: \(error)"]
            }
            if differences.isEmpty { equal += 1 }
            if build.isEqual {
                XCTAssertEqual(differences, [], "\(build.folder) (Xcode \(build.xcode)) no longer compiles equal")
            }
        }
        XCTAssertGreaterThanOrEqual(equal, builds.filter(\.isEqual).count)
    }

    func test_theTableNamesARealXcodeForEveryBuild() throws {
        for build in try Self.builds() {
            XCTAssertNotNil(CocoaTouchRelease(ibtoolVersion: build.xcode), build.folder)
        }
    }
}
