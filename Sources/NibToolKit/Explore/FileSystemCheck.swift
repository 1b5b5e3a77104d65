import Foundation

/// Whether a path names something on disk, so a document called like a subcommand is
/// still read as a document.
enum FileSystemCheck {
    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
}
