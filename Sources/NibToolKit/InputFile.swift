import Foundation
import NibArchive
import NibCore

/// Reads an input file with messages that say exactly what is wrong with the path.
enum InputFile {
    static func read(_ path: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Diagnostic.error("no such file", path: path)
        }
        if isDirectory.boolValue {
            throw Diagnostic.error("is a directory, not an Interface Builder document", path: path)
        }
        guard FileManager.default.isReadableFile(atPath: path), let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic.error("the file cannot be read (permission denied)", path: path)
        }
        return [UInt8](data)
    }

    /// True when `bytes` start like a compiled nib rather than XML: NibArchive's own magic
    /// checks for the two encodings.
    static func looksCompiled(_ bytes: [UInt8]) -> Bool {
        NIBArchive.looksLikeNIBArchive(bytes) || BinaryPropertyList.looksLikeBinaryPropertyList(bytes)
    }
}
