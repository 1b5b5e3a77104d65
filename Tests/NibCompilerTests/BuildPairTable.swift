import Foundation
import NibCompiler
import NibTestSupport
import XCTest

/// A table of documents that public projects built with Xcode, beside the nib Xcode made
/// (`ios-carthage-builds/BUILDS.tsv`, `ios-app-archives/ARCHIVES.tsv`,
/// `ios-sample-apps/APPS.tsv`): folder, repository,
/// commit, document, compiled, xcode, MinimumOSVersion, module, today. The files are read from
/// the shared corpus folder of the same name when present.
struct BuildPairTable {
    struct Build {
        var folder: String
        /// The document's path inside its folder: its name, under `Base.lproj/` when the
        /// project's is there (ibtool archives a Base.lproj document's strings as localizable).
        var document: String
        var compiled: String
        /// `--ibtool-version`: the `DTXcode` of the build (`0941` is `9.4`), or the Xcode of the commit's date.
        var xcode: String
        /// `--minimum-deployment-target`: the `MinimumOSVersion` of the build (nil when unknown).
        var deploymentTarget: String?
        var module: String?
        var isEqual: Bool
        /// Marked `baked-symbols`: every variant equal but `runtime.nib`, where Apple's ibtool
        /// drew the document's system symbols into bitmaps (`UIImage`) that cannot be drawn
        /// without Apple's fonts; NibForge keeps the symbol there as in the newer variant.
        var isEqualButForBakedSymbols = false
    }

    /// The table's folder under Tests/Fixtures/NibCompiler and in the shared corpus.
    var folder: String
    var builds: [Build]

    init(_ folder: String, file: String) throws {
        self.folder = folder
        builds = try FixtureTable.rows(inTableAt: Fixtures.path("\(folder)/\(file)")).map { fields in
            let source = fields[3] ?? ""
            let name = (source as NSString).lastPathComponent
            return Build(folder: fields[0] ?? "", document: source.contains("Base.lproj/") ? "Base.lproj/" + name : name,
                         compiled: ((fields[4] ?? "") as NSString).lastPathComponent,
                         xcode: (fields[5] ?? "").replacingOccurrences(of: "date:", with: ""),
                         deploymentTarget: fields[6], module: fields[7], isEqual: fields[8] == "equal",
                         isEqualButForBakedSymbols: fields[8] == "baked-symbols")
        }
    }

    /// A whole table checked: `rows` rows, at least `markedEqual` of them marked equal, every one
    /// naming a real Xcode, and every one marked equal compiling equal (`compileAndCompare`).
    func verify(rows: Int, markedEqual: Int, scratch: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(builds.count, rows, file: file, line: line)
        XCTAssertGreaterThanOrEqual(builds.filter(\.isEqual).count, markedEqual, file: file, line: line)
        for build in builds { XCTAssertNotNil(CocoaTouchRelease(ibtoolVersion: build.xcode), build.folder, file: file, line: line) }
        let equal = try compileAndCompare(into: scratch, file: file, line: line)
        XCTAssertGreaterThanOrEqual(equal, builds.filter(\.isEqual).count, file: file, line: line)
    }

    /// Compiles every build of the shared corpus's copy into `scratch` and compares it with
    /// Xcode's nib; each marked equal must stay equal, with every constraint list in Xcode's
    /// order (`archiveOrder(of:in:)`). Returns how many are equal.
    func compileAndCompare(into scratch: URL, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let corpus = try SharedCorpus.folder(folder)
        var equal = 0
        for build in builds {
            let pairFolder = corpus.appendingPathComponent(build.folder)
            var options = CompileOptions(module: build.module)
            options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: build.xcode)
            options.minimumDeploymentTarget = build.deploymentTarget
            let output = scratch.appendingPathComponent(build.folder.replacingOccurrences(of: "/", with: "_") + "." + (build.compiled as NSString).pathExtension)
            var differences: [String]
            var notes = ComparisonNotes()
            do {
                try NibCompiler.compile(contentsOf: pairFolder.appendingPathComponent(build.document).path, to: output.path, options: options)
                let found = try NibComparison.differences(betweenContentsOf: output.path, and: pairFolder.appendingPathComponent(build.compiled).path,
                                                          limit: build.isEqualButForBakedSymbols ? 100 : 3, notes: &notes)
                differences = found.map(\.description)
                if build.isEqualButForBakedSymbols {
                    XCTAssertFalse(found.isEmpty, "\(build.folder) (Xcode \(build.xcode)) compiles equal: mark it equal", file: file, line: line)
                    differences = found.filter { !Self.isBakedSymbol($0) }.map(\.description)
                }
            } catch {
                differences = ["does not compile: \(error)"]
            }
            if differences.isEmpty, !build.isEqualButForBakedSymbols { equal += 1 }
            if build.isEqualButForBakedSymbols {
                XCTAssertEqual(differences, [], "\(build.folder) (Xcode \(build.xcode)) differs by more than Apple's baked symbols", file: file, line: line)
            }
            if build.isEqual {
                XCTAssertEqual(differences, [], "\(build.folder) (Xcode \(build.xcode)) no longer compiles equal", file: file, line: line)
                XCTAssertEqual(notes.constraintListsInAnotherOrder, 0, "\(build.folder): constraint lists in another order than Xcode's", file: file, line: line)
            }
        }
        return equal
    }

    /// A difference that is an image Apple's ibtool drew into a bitmap in a `runtime.nib`
    /// variant where NibForge keeps the symbol's placeholder.
    static func isBakedSymbol(_ difference: NibDifference) -> Bool {
        difference.path.contains("runtime.nib:") && difference.detail == "class UIImageNibPlaceholder vs UIImage"
    }
}
