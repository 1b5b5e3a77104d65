import Foundation
import NibArchive
import NibCompiler
import NibLoader
import NibRuntime
import NibTestSupport
import XCTest

/// What NibForge compiles for an iOS pair loads in NibForge's loader exactly as the nib
/// Apple's ibtool made from the same document: the same objects, top-level objects and
/// connections (Tests/Fixtures/NibCompiler/ios-pairs, the xib pairs marked equal).
@MainActor
final class AppleCompilePairLoadingTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/NibCompiler/ios-pairs")

    func test_compiledXibPairsLoadLikeApplesNibs() async throws {
        var loaded = 0
        for pair in try CompilePair.pairs(inTableAt: Self.folder.appendingPathComponent("PAIRS.tsv").path) {
            guard pair.isEqual else { continue }  // pairs not yet equal are compared by AppleCompilePairTests
            let folder = Self.folder.appendingPathComponent(pair.name)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            guard let xib = names.first(where: { $0.hasSuffix(".xib") }) else { continue }
            let apple = folder.appendingPathComponent(String(xib.dropLast(4)) + ".nib")
            guard case .nib(let bytes) = try NibCompiler.compile(contentsOf: folder.appendingPathComponent(xib).path,
                                                                 options: pair.options) else {
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

    /// The scene and view nibs of the storyboard pairs that compile equal to Apple's load in
    /// the loader with the same objects and connections as Apple's own: upstream and
    /// storyboard placeholders supplied as external objects, as a storyboard would.
    func test_equalStoryboardNibsLoadLikeApplesNibs() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pair-loading-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var loaded = 0
        for pair in try CompilePair.pairs(inTableAt: Self.folder.appendingPathComponent("PAIRS.tsv").path) {
            let folder = Self.folder.appendingPathComponent(pair.name)
            guard let name = try FileManager.default.contentsOfDirectory(atPath: folder.path).first(where: { $0.hasSuffix(".storyboard") }) else { continue }
            var document = folder.appendingPathComponent(name)
            if let subfolder = pair.folder {
                let copy = scratch.appendingPathComponent(pair.name).appendingPathComponent(subfolder)
                try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: document, to: copy.appendingPathComponent(name))
                document = copy.appendingPathComponent(name)
            }
            guard case .storyboard(let files) = try NibCompiler.compile(contentsOf: document.path, options: pair.options) else {
                XCTFail("\(name) did not compile to a storyboard")
                continue
            }
            let apple = folder.appendingPathComponent(String(name.dropLast(".storyboard".count)) + ".storyboardc")
            for file in files where file.name.hasSuffix(".nib") {
                let theirs = try CompiledNib(contentsOf: apple.appendingPathComponent(file.name).path)
                guard let appleFile = theirs.members.first?.file,
                      NibComparison.differences(try CompiledNibFile(bytes: file.bytes).graph, appleFile.graph, limit: 1).isEmpty else { continue }
                // Every object generic: storyboard-only outlets (`storyboard`, `sceneViewController`)
                // are the storyboard loader's business, not this comparison's.
                let ours = try load(Nib(data: file.bytes, path: file.name, registry: genericRegistry()), graph: try CompiledNibFile(bytes: file.bytes).graph)
                let reference = try load(Nib(contentsOf: apple.appendingPathComponent(file.name).path, registry: genericRegistry()), graph: appleFile.graph)
                XCTAssertEqual(ours.createdObjectCount, reference.createdObjectCount, file.name)
                XCTAssertEqual(ours.connectionCount, reference.connectionCount, file.name)
                XCTAssertEqual(ours.topLevelObjects.count, reference.topLevelObjects.count, file.name)
                loaded += 1
            }
        }
        XCTAssertGreaterThanOrEqual(loaded, 31, "every storyboard nib recorded as equal in PAIRS.tsv")
    }

    /// A registry that makes every class a `GenericObject` (through the `NSObject` fallback).
    private func genericRegistry() -> NibClassRegistry {
        let registry = NibClassRegistry(includingStandardClasses: false)
        registry.register("NSObject") { GenericObject(archivedClassName: "NSObject") }
        return registry
    }

    /// Instantiates `nib` with a generic object for every proxy but File's Owner and First Responder.
    private func load(_ nib: Nib, graph: ObjectGraph) throws -> NibInstantiationResult {
        var externals: [String: AnyObject] = [:]
        for object in graph.objects where object.className == "UIProxyObject" {
            guard case .reference(let index)? = object.value(forKey: "UIProxiedObjectIdentifier"),
                  let text = graph.object(at: index).flatMap({ string in
                      if case .data(let bytes)? = string.value(forKey: "NS.bytes") { return String(decoding: bytes, as: UTF8.self) }
                      return nil
                  }),
                  text != "IBFilesOwner", text != "IBFirstResponder" else { continue }
            externals[text] = GenericObject(archivedClassName: "NSObject")
        }
        let options = NibInstantiationOptions(externalObjects: externals, application: Application(), fallbackClassName: "NSObject")
        return try nib.instantiateReturningResult(withOwner: nil, options: options)
    }
}
