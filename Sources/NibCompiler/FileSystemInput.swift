import Foundation
import NibCore

/// Reads a compiler input file, turning a missing or unreadable file into a diagnostic.
enum FileSystemInput {
    static func read(_ path: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Diagnostic.error("The file does not exist.", path: path)
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic.error("The file could not be read.", path: path)
        }
        return [UInt8](data)
    }
}
