import Foundation
import NibCore

/// Writes files so that readers see either the old content or the new, never half of it.
///
/// The bytes go to a temporary file in the same directory (so the rename stays on one file
/// system), are flushed, and the temporary file is renamed over the destination. If anything
/// fails the temporary file is removed and the destination is untouched.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically, keeping the permissions of an existing file.
    public static func write<Bytes: Collection>(_ bytes: Bytes, to path: String) throws where Bytes.Element == UInt8 {
        let destination = URL(fileURLWithPath: path)
        let directory = destination.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(destination.lastPathComponent).nibforge-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp")
        let data = Data(bytes)
        do {
            try data.write(to: temporary, options: [.withoutOverwriting])
            let manager = FileManager.default
            if let attributes = try? manager.attributesOfItem(atPath: path),
               let permissions = attributes[.posixPermissions] {
                try? manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            if rename(temporary.path, destination.path) != 0 {
                let code = errno
                throw Diagnostic.error("cannot replace file: \(String(cString: strerror(code)))", path: path)
            }
        } catch let diagnostic as Diagnostic {
            try? FileManager.default.removeItem(at: temporary)
            throw diagnostic
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw Diagnostic.error("cannot write file: \(error.localizedDescription)", path: path)
        }
    }
}
