import Foundation
import NibCore

/// Turns the paths given to `nibtool strings` into a list of documents: files as named,
/// folders searched recursively for `.xib` and `.storyboard` files (hidden files and folders
/// such as `.git` or `.build` are skipped), without duplicates, each folder's files in
/// byte order of their paths.
enum DocumentCollector {
    /// The documents found, plus an error for each path that does not exist.
    static func documents(in paths: [String]) -> (documents: [String], diagnostics: [Diagnostic]) {
        var documents: [String] = []
        var seen: Set<String> = []
        var diagnostics: [Diagnostic] = []
        func add(_ path: String) {
            if seen.insert(path).inserted { documents.append(path) }
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(.error("no such file or folder", path: path))
                continue
            }
            if isDirectory.boolValue {
                documentsInFolder(path).forEach(add)
            } else {
                add(path)
            }
        }
        return (documents, diagnostics)
    }

    /// True for the file names the folder search picks up.
    static func isDocumentName(_ name: String) -> Bool {
        name.hasSuffix(".xib") || name.hasSuffix(".storyboard")
    }

    private static func documentsInFolder(_ folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            guard isDocumentName(name) else { continue }
            var isDirectory: ObjCBool = false
            let path = prefix + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(path)
            }
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
