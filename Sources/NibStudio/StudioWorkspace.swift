import Foundation
import NibCore
import NibDocument
import NibExplorer

/// The folder NibStudio serves: which documents it holds, and the only place it reads and
/// writes. Every path a request names is resolved against the folder's real path; a path
/// that leaves it (`..`, an absolute path, a symbolic link pointing out) is refused before
/// anything is read, and only `.xib` and `.storyboard` files are documents.
public struct StudioWorkspace: Sendable {
    /// The folder's real path (symbolic links resolved).
    public let root: String

    public init(folder: String) throws(StudioError) {
        guard let real = Self.realPath(folder) else { throw .notFound("no such folder: \(folder)") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .notFound("not a folder: \(folder)")
        }
        root = real
    }

    /// The real path of the document `relative` names inside the folder.
    public func resolve(_ relative: String) throws(StudioError) -> String {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.split(separator: "/").contains("..") else {
            throw .forbidden("'\(relative)' is not a path inside the folder")
        }
        guard relative.hasSuffix(".xib") || relative.hasSuffix(".storyboard") else {
            throw .forbidden("'\(relative)' is not an Interface Builder document")
        }
        let joined = root + "/" + relative
        guard FileManager.default.fileExists(atPath: joined) else { throw .notFound("no document '\(relative)'") }
        guard let real = Self.realPath(joined), real.hasPrefix(root + "/") else {
            throw .forbidden("'\(relative)' leads outside the folder")
        }
        return real
    }

    /// Every document under the folder, relative paths in order (hidden and build folders skipped).
    public func documentPaths() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "build" || name == "DerivedData" {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".xib") || name.hasSuffix(".storyboard") { paths.append(relative) }
        }
        return paths.sorted()
    }

    /// A document as read now: its bytes, the content hash edits must quote, and the typed
    /// view (archives upgraded in memory for reading; they are not edited).
    public struct OpenDocument {
        public let relativePath: String
        public let bytes: [UInt8]
        public let hash: String
        public let document: InterfaceDocument
    }

    public func open(_ relative: String) throws -> OpenDocument {
        let path = try resolve(relative)
        guard let data = FileManager.default.contents(atPath: path) else { throw StudioError.notFound("cannot read '\(relative)'") }
        let bytes = [UInt8](data)
        let document = try ExplorableDocument.open(bytes, path: relative).document
        return OpenDocument(relativePath: relative, bytes: bytes, hash: ContentHash.of(bytes), document: document)
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// A content hash of a document's bytes (64-bit FNV-1a, hex): the page quotes it with every
/// edit, so a file changed on disk since it was read is never overwritten.
public enum ContentHash {
    public static func of(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
