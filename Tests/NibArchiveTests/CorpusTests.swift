import Foundation
import NibTestSupport
import XCTest
@testable import NibArchive

/// Every compiled nib of ../shared/corpus/nib reads, dumps, round-trips byte for byte and
/// yields its hierarchy and connections. Skipped when the corpus is not present (it is not
/// part of the repository).
final class CorpusTests: XCTestCase {
    static let corpus: String = SharedCorpus.root?.appendingPathComponent("nib").path ?? "../shared/corpus/nib"

    func testEveryCorpusNibDumpsAndRoundTripsByteForByte() throws {
        guard FileManager.default.fileExists(atPath: Self.corpus) else {
            throw XCTSkip("corpus not present at \(Self.corpus)")
        }
        let paths = CompiledNibCheck.nibPaths(under: Self.corpus)
        var files = 0
        var complete = 0
        for path in paths {
            let result = CompiledNibCheck.check(path)
            XCTAssertTrue(result.errors.isEmpty, "\(result.errors)")
            XCTAssertEqual(result.roundTripFailures, [], path)
            XCTAssertTrue(result.hasCompleteStructure, "structure of \(path)")
            files += result.checkedFiles.count
            if result.hasCompleteStructure { complete += 1 }
        }
        XCTAssertGreaterThanOrEqual(files, 16, "the corpus holds 15 compiled nib files and one Info.plist")
        print("corpus: \(paths.count) nibs, \(files) files dump and round-trip byte for byte; \(complete) nibs with complete hierarchy and connections")
    }

    func testCheckFindsEveryFormInTheFixtures() {
        let paths = CompiledNibCheck.nibPaths(under: Fixture.directory).map { ($0 as NSString).lastPathComponent }
        XCTAssertEqual(paths, ["MainWindow.nib", "minimal.nib", "sb_basic_wc.storyboardc", "test5_connect.nib"])
        for path in CompiledNibCheck.nibPaths(under: Fixture.directory) {
            let result = CompiledNibCheck.check(path)
            XCTAssertTrue(result.passed && result.hasCompleteStructure, "\(path): \(result)")
        }
        XCTAssertEqual(CompiledNibCheck.check(Fixture.path("sb_basic_wc.storyboardc")).checkedFiles.count, 4)
    }

    func testBothEncodingsOfOneNibGiveTheSameStructure() throws {
        let directory = Self.corpus + "/termit-flycut/English.lproj/MainMenu.nib"
        guard FileManager.default.fileExists(atPath: directory) else {
            throw XCTSkip("corpus not present at \(Self.corpus)")
        }
        let keyed = try CompiledNibFile(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/keyedobjects.nib"))))
        let archive = try CompiledNibFile(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/keyedobjects-101300.nib"))))
        let fromKeyed = keyed.structure()
        let fromArchive = archive.structure()
        XCTAssertEqual(fromKeyed.objects.map { [$0.id, $0.className, $0.customClass ?? "", $0.label] }, fromArchive.objects.map { [$0.id, $0.className, $0.customClass ?? "", $0.label] })
        XCTAssertEqual(fromKeyed.hierarchy, fromArchive.hierarchy)
        XCTAssertEqual(fromKeyed.connections, fromArchive.connections)
        XCTAssertEqual(fromKeyed.connections.count, 63)
    }
}
