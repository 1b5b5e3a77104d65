import Foundation
import NibCore

/// The corpus check `.ci/run` performs on compiled nibs: every nib (in any form) reads,
/// dumps, rewrites to exactly its original bytes, and yields its hierarchy and connections.
public enum CompiledNibCheck {
    /// What checking one nib found.
    public struct Result: Sendable {
        /// The nib as given (file, `.nib` directory or storyboardc).
        public var path: String
        /// Every file read: the members, the other members of a nib directory, `Info.plist`.
        public var checkedFiles: [String] = []
        /// The files whose rewrite differed from the original bytes.
        public var roundTripFailures: [String] = []
        /// Errors that stopped the check (a file that does not read).
        public var errors: [Diagnostic] = []
        /// True when the structure has the platform's root keys and nothing unresolved.
        public var hasCompleteStructure = false

        /// True when the nib read, dumped and round-tripped without a problem.
        public var passed: Bool { errors.isEmpty && roundTripFailures.isEmpty }
    }

    /// The nibs under `folder` in their on-disk forms: single `.nib` files, `X.nib/`
    /// directories, and storyboardc directories (an `Info.plist` next to nibs, whose nibs are
    /// checked as part of the storyboard). Sorted by path.
    public static func nibPaths(under folder: String) -> [String] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: folder) else { return [] }
        var storyboards: [String] = []
        var nibs: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = FileSystem.join(folder, relative)
            let parent = (relative as NSString).deletingLastPathComponent
            if parent.hasSuffix(".nib") { continue }
            if FileSystem.isDirectory(path), !relative.hasSuffix(".nib"), manager.fileExists(atPath: FileSystem.join(path, "Info.plist")) {
                storyboards.append(path)
            } else if relative.hasSuffix(".nib") {
                nibs.append(path)
            }
        }
        let insideStoryboard = { (path: String) in storyboards.contains { path.hasPrefix($0 + "/") } }
        return (storyboards + nibs.filter { !insideStoryboard($0) }).sorted()
    }

    /// Checks one nib: read, dump, byte round trip of every file, structure.
    public static func check(_ path: String) -> Result {
        var result = Result(path: path)
        do {
            let nib = try CompiledNib(contentsOf: path)
            _ = nib.dump()
            for member in nib.members {
                try checkRoundTrip(member.file, &result)
            }
            if case .nibDirectory(_, let others) = nib.form {
                for other in others {
                    let otherPath = FileSystem.join(path, other)
                    guard !FileSystem.isDirectory(otherPath) else { continue }
                    let file = try CompiledNibFile(bytes: try FileSystem.readBytes(otherPath), path: otherPath)
                    _ = file.dump()
                    try checkRoundTrip(file, &result)
                }
            }
            if nib.storyboardInfo != nil {
                let infoPath = FileSystem.join(path, "Info.plist")
                let bytes = try FileSystem.readBytes(infoPath)
                result.checkedFiles.append(infoPath)
                if try BinaryPropertyList(bytes: bytes, path: infoPath).serialized() != bytes {
                    result.roundTripFailures.append(infoPath)
                }
            }
            result.hasCompleteStructure = nib.structure().isComplete
        } catch let diagnostic as Diagnostic {
            result.errors.append(diagnostic.inFile(path))
        } catch {
            result.errors.append(Diagnostic.error("\(error)", path: path))
        }
        return result
    }

    private static func checkRoundTrip(_ file: CompiledNibFile, _ result: inout Result) throws {
        guard let path = file.path else { return }
        let original = try FileSystem.readBytes(path)
        result.checkedFiles.append(path)
        if file.serialized() != original { result.roundTripFailures.append(path) }
    }
}
