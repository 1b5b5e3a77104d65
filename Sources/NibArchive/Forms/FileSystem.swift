import Foundation
import NibCore

/// The few file-system questions the nib forms need (Foundation is fine here: it runs once
/// per file, off the decode hot path).
enum FileSystem {
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    static func readBytes(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic.error("cannot read file", path: path)
        }
        return [UInt8](data)
    }

    static func contents(ofDirectory path: String) throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw Diagnostic.error("cannot list directory", path: path)
        }
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func lastComponent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasSuffix("/") && trimmed.count > 1 { trimmed = trimmed.dropLast() }
        return String(trimmed.split(separator: "/").last ?? trimmed)
    }
}
