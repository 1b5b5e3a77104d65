import Foundation
import NibCore
import NibFiles

/// Writes compiled output atomically: a nib through `AtomicFile`; a `.storyboardc` is built
/// in a temporary directory beside the destination and renamed into place, so a reader never
/// sees half a storyboard.
public enum CompiledOutputWriter {
    /// Writes `output` to `path`, replacing what was there.
    public static func write(_ output: CompiledOutput, to path: String) throws {
        switch output {
        case .nib(let bytes):
            try AtomicFile.write(bytes, to: path)
        case .storyboard(let files), .nibDirectory(let files):
            try writeDirectory(files, to: path)
        }
    }

    private static func writeDirectory(_ files: [CompiledOutput.CompiledFile], to path: String) throws {
        let manager = FileManager.default
        let destination = URL(fileURLWithPath: path)
        let parent = destination.deletingLastPathComponent()
        let temporary = parent.appendingPathComponent(".\(destination.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try? manager.removeItem(at: temporary)
            try manager.createDirectory(at: temporary, withIntermediateDirectories: true)
            for file in files {
                // A name may hold a folder (`Main.nib/runtime.nib`: a nib written as a directory).
                let url = temporary.appendingPathComponent(file.name)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url)
            }
            if manager.fileExists(atPath: destination.path) {
                let old = parent.appendingPathComponent(".\(destination.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
                try manager.moveItem(at: destination, to: old)
                try manager.moveItem(at: temporary, to: destination)
                try? manager.removeItem(at: old)
            } else {
                try manager.moveItem(at: temporary, to: destination)
            }
        } catch {
            try? manager.removeItem(at: temporary)
            throw Diagnostic.error("could not write the compiled directory: \(error.localizedDescription)", path: path)
        }
    }
}
