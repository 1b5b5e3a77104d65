import Foundation
import NibCompiler
import XCTest

/// The iOS compile pairs (Tests/Fixtures/NibCompiler/ios-pairs, copies of
/// ../shared/corpus/ios-pairs): each document is compiled with the module Xcode passed and
/// compared object by object with the nib Apple's ibtool made from it. `PAIRS.tsv` says
/// which pairs are equal today; those must stay equal, and a pair that becomes equal must be
/// marked so (the table is the record of what NibForge matches).
final class AppleCompilePairTests: XCTestCase {
    /// One line of PAIRS.tsv.
    struct Pair {
        var name: String
        var module: String?
        var isEqual: Bool
    }

    static let folder = Fixtures.folder.appendingPathComponent("ios-pairs")

    static func pairs() throws -> [Pair] {
        let table = try String(contentsOf: folder.appendingPathComponent("PAIRS.tsv"), encoding: .utf8)
        return table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t").map(String.init)
            return Pair(name: fields[0], module: fields[1] == "-" ? nil : fields[1], isEqual: fields[2] == "equal")
        }
    }

    /// The pair's document and Apple's output beside it.
    static func files(of pair: Pair) throws -> (document: URL, apple: URL) {
        let contents = try FileManager.default.contentsOfDirectory(at: folder.appendingPathComponent(pair.name), includingPropertiesForKeys: nil)
        let document = try XCTUnwrap(contents.first { ["xib", "storyboard"].contains($0.pathExtension) })
        let apple = document.deletingPathExtension().appendingPathExtension(document.pathExtension == "xib" ? "nib" : "storyboardc")
        return (document, apple)
    }

    func test_pairsMarkedEqualCompileEqualToApplesNib_andTheOthersAreStillRecordedAsDifferent() throws {
        let pairs = try Self.pairs()
        XCTAssertEqual(pairs.count, 22)
        let scratch = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        for pair in pairs {
            let (document, apple) = try Self.files(of: pair)
            let output = scratch.appendingPathComponent(pair.name + "." + apple.pathExtension)
            try NibCompiler.compile(contentsOf: document.path, to: output.path, options: CompileOptions(module: pair.module))
            let differences = try NibComparison.differences(betweenContentsOf: output.path, and: apple.path, limit: 5)
            if pair.isEqual {
                XCTAssertEqual(differences.map(\.description), [], "\(pair.name) no longer compiles equal to Apple's nib")
            } else {
                XCTAssertFalse(differences.isEmpty, "\(pair.name) now compiles equal to Apple's nib: mark it equal in PAIRS.tsv")
            }
        }
    }

    func test_equalPairsCoverEveryReleaseRule() throws {
        // The rules are versioned: both releases must have pairs that prove them.
        let equal = try Self.pairs().filter(\.isEqual).map(\.name)
        XCTAssertTrue(equal.contains("ddg-ActionMessageView"), "an Xcode 13 pair")
        XCTAssertTrue(equal.contains("cart-swiftmessages4-MessageView"), "an Xcode 9 pair")
    }
}
