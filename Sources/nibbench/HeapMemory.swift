import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Bytes of heap in use, to turn "objects kept alive" into bytes.
///
/// On Linux (glibc) this asks `malloc_info` for the allocator's totals: system memory
/// obtained minus free chunks, plus mmapped chunks. Elsewhere the peak resident size stands
/// in (it only grows, so a measurement must come first in its process to be meaningful).
enum HeapMemory {
    /// Heap bytes in use now.
    static func currentBytes() -> Int {
        #if canImport(Glibc)
        if let bytes = glibcBytesInUse() { return bytes }
        #endif
        return Int(BenchmarkClock.peakResidentMemoryMiB() * 1024 * 1024)
    }

    /// The heap bytes `body` adds while its results are kept alive, divided by `count`.
    @MainActor
    static func bytesPerItem<T>(count: Int, _ body: () throws -> T) rethrows -> (perItem: Double, kept: [T]) {
        var kept: [T] = []
        kept.reserveCapacity(count)
        let before = currentBytes()
        for _ in 0..<count { kept.append(try body()) }
        let after = currentBytes()
        return (Double(max(0, after - before)) / Double(max(count, 1)), kept)
    }

    #if canImport(Glibc)
    private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32

    private static func glibcBytesInUse() -> Int? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else { return nil }
        let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else { return nil }
        _ = mallocInfo(0, stream)
        fclose(stream)
        guard let buffer else { return nil }
        defer { free(buffer) }
        let report = String(cString: buffer)
        // The totals over every arena come last in the report.
        func lastSize(after prefix: String) -> Int? {
            guard let start = report.range(of: prefix, options: .backwards) else { return nil }
            let rest = report[start.upperBound...]
            guard let value = rest.range(of: "size=\"") else { return nil }
            return Int(rest[value.upperBound...].prefix { $0.isNumber })
        }
        guard let system = lastSize(after: "<system type=\"current\""), let fast = lastSize(after: "<total type=\"fast\""),
              let free = lastSize(after: "<total type=\"rest\""), let mapped = lastSize(after: "<total type=\"mmap\"")
        else { return nil }
        return system + mapped - fast - free
    }
    #endif
}
