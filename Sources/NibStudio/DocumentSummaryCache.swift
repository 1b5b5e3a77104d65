import Foundation

/// The document list's figures (platform, kind, objects, warnings) kept per file and reused
/// while the file's size and modification date stay the same, so listing a large folder
/// again reads only what changed. NibStudio watches nothing: a changed file is noticed
/// when it is next listed.
final class DocumentSummaryCache: @unchecked Sendable {
    private struct Entry {
        let size: Int
        let modified: Date
        let summary: [String: Any]
    }

    private var entries: [String: Entry] = [:]
    private let lock = NSLock()

    /// The cached summary of `path`, or `make()`'s, remembered.
    func summary(for path: String, make: () -> [String: Any]) -> [String: Any] {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = attributes?[.size] as? Int ?? -1
        let modified = attributes?[.modificationDate] as? Date ?? .distantPast
        lock.lock()
        if let entry = entries[path], entry.size == size, entry.modified == modified {
            lock.unlock()
            return entry.summary
        }
        lock.unlock()
        let summary = make()
        lock.lock()
        entries[path] = Entry(size: size, modified: modified, summary: summary)
        lock.unlock()
        return summary
    }
}
