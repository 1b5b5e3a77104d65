import Foundation
import NibFuzzing
import NibTestSupport
import XCTest

/// Every input a fuzzing run found (Tests/Fixtures/Fuzz/<target>/, see FUZZING.md) stays
/// fixed: its target's checks hold on it. And the checks hold on the real files the runs are
/// seeded with, so a property that real documents break is caught here first.
@MainActor
final class FuzzRegressionTests: XCTestCase {
    private func files(in folder: String, suffixes: [String]? = nil, magic: [UInt8]? = nil, maximumSize: Int = 65536) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let path = folder + "/" + relative
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            if let suffixes, !suffixes.contains(where: { relative.hasSuffix($0) }) { continue }
            guard let data = FileManager.default.contents(atPath: path), data.count <= maximumSize else { continue }
            if let magic, !data.starts(with: magic) { continue }
            found.append(path)
        }
        return found.sorted()
    }

    func test_everyPastFindingStaysFixed() async throws {
        var replayed = 0
        for target in FuzzTarget.all {
            for path in files(in: RepositoryPaths.fixture("Fuzz/\(target.name)"), maximumSize: .max) {
                let input = Array(try XCTUnwrap(FileManager.default.contents(atPath: path)))
                XCTAssertEqual(target.check(input), [], "\(target.name): \(path)")
                replayed += 1
            }
        }
        XCTAssertGreaterThan(replayed, 0, "the findings of the fuzzing runs are kept as fixtures")
    }

    func test_theChecksHoldOnTheSeedFilesOfEveryTarget() async throws {
        for target in FuzzTarget.all {
            let seeds = files(in: RepositoryPaths.fixtures.path, suffixes: target.seedSuffixes, magic: target.seedMagic)
                .filter { !$0.contains("/Fixtures/Fuzz/") }
            XCTAssertFalse(seeds.isEmpty, "\(target.name) has seeds among the fixtures")
            for path in seeds.prefix(40) {
                let input = Array(try XCTUnwrap(FileManager.default.contents(atPath: path)))
                XCTAssertEqual(target.check(input), [], "\(target.name): \(path)")
            }
        }
    }
}
