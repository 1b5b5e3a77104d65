import Foundation
import NibArchive
import NibCompiler
import NibLoader
import NibRuntime
import XCTest

/// What NibForge compiles for an iOS pair loads in NibForge's loader exactly as the nib
/// Apple's ibtool made from the same document: the same objects, top-level objects and
/// connections (Tests/Fixtures/NibCompiler/ios-pairs, the xib pairs marked equal).
@MainActor
final class AppleCompilePairLoadingTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/NibCompiler/ios-pairs")

    func test_compiledXibPairsLoadLikeApplesNibs() async throws {
        let table = try String(contentsOf: Self.folder.appendingPathComponent("PAIRS.tsv"), encoding: .utf8)
        var loaded = 0
        for line in table.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields[2] == "equal" else { continue }  // pairs not yet equal are compared by AppleCompilePairTests
            let folder = Self.folder.appendingPathComponent(fields[0])
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            guard let xib = names.first(where: { $0.hasSuffix(".xib") }) else { continue }
            let apple = folder.appendingPathComponent(String(xib.dropLast(4)) + ".nib")
            guard case .nib(let bytes) = try NibCompiler.compile(contentsOf: folder.appendingPathComponent(xib).path,
                                                                 options: CompileOptions(module: fields[1] == "-" ? nil : fields[1])) else {
                XCTFail("\(xib) did not compile to one nib")
                continue
            }
            let options = NibInstantiationOptions(application: Application(), fallbackClassName: "NSObject")
            let ours = try Nib(data: bytes, path: xib, registry: NibClassRegistry()).instantiateReturningResult(withOwner: nil, options: options)
            let theirs = try Nib(contentsOf: apple.path, registry: NibClassRegistry()).instantiateReturningResult(withOwner: nil, options: options)
            XCTAssertEqual(ours.createdObjectCount, theirs.createdObjectCount, xib)
            XCTAssertEqual(ours.topLevelObjects.count, theirs.topLevelObjects.count, xib)
            XCTAssertEqual(ours.connectionCount, theirs.connectionCount, xib)
            XCTAssertEqual(ours.topLevelObjects.map { String(describing: type(of: $0)) },
                           theirs.topLevelObjects.map { String(describing: type(of: $0)) }, xib)
            loaded += 1
        }
        XCTAssertEqual(loaded, 15, "every xib pair")
    }
}
