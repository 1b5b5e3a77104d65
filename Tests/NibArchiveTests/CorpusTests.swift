import Foundation
import XCTest
@testable import NibArchive

/// Every compiled nib of ../shared/corpus/nib dumps, and every file round-trips byte for
/// byte. Skipped when the corpus is not present (it is not part of the repository).
final class CorpusTests: XCTestCase {
    static let corpus: String = {
        let here = URL(fileURLWithPath: #filePath)
        let repository = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let sibling = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/nib").path
        return FileManager.default.fileExists(atPath: sibling) ? sibling : "/work/shared/corpus/nib"
    }()

    /// Nib paths in their on-disk forms: files, `X.nib/` directories, and storyboardc-like
    /// directories (an Info.plist next to nibs).
    private func nibPaths() throws -> [String] {
        guard FileManager.default.fileExists(atPath: Self.corpus) else {
            throw XCTSkip("corpus not present at \(Self.corpus)")
        }
        var paths: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: Self.corpus)
        while let relative = enumerator?.nextObject() as? String {
            let path = Self.corpus + "/" + relative
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let parent = (relative as NSString).deletingLastPathComponent
            let insideNibDirectory = parent.hasSuffix(".nib")
            if relative.hasSuffix(".nib") && !insideNibDirectory { paths.append(path) }
            if isDirectory.boolValue, FileManager.default.fileExists(atPath: path + "/Info.plist") { paths.append(path) }
        }
        return paths.sorted()
    }

    func testEveryCorpusNibDumpsAndRoundTripsByteForByte() throws {
        var files: Set<String> = []
        var complete = 0
        for path in try nibPaths() {
            let nib = try CompiledNib(contentsOf: path)
            XCTAssertFalse(nib.dump().isEmpty, path)
            for member in nib.members {
                let memberPath = try XCTUnwrap(member.file.path)
                let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: memberPath)))
                XCTAssertEqual(member.file.serialized(), bytes, "byte round trip of \(memberPath)")
                files.insert(memberPath)
            }
            if case .nibDirectory(_, let others) = nib.form {
                for other in others {
                    let otherPath = path + "/" + other
                    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: otherPath)))
                    let file = try CompiledNibFile(bytes: bytes, path: otherPath)
                    XCTAssertFalse(file.dump().isEmpty)
                    XCTAssertEqual(file.serialized(), bytes, "byte round trip of \(otherPath)")
                    files.insert(otherPath)
                }
            }
            if let info = nib.storyboardInfo {
                let infoPath = path + "/Info.plist"
                let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: infoPath)))
                XCTAssertEqual(try BinaryPropertyList(bytes: bytes).serialized(), bytes, "byte round trip of \(infoPath)")
                XCTAssertNotEqual(info, .null)
            }
            if nib.structure().isComplete { complete += 1 }
        }
        XCTAssertGreaterThanOrEqual(files.count, 15, "the corpus holds 15 compiled nib files")
        print("corpus: \(files.count) nib files dump and round-trip byte for byte; \(complete) of the \(try nibPaths().count) nibs (files, nib directories, storyboardc) have a complete hierarchy and connections")
    }
}
