import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Bytes of heap in use, to turn "objects kept alive" into bytes.
///
/// On Linux (glibc) this asks `malloc_info` for the allocator's totals: system memory
/// obtained minus free chunks, plus mmapped chunks. Elsewhere the peak resident size stands
/// in (it only grows, so a measurement must come first in its process to be meaningful).
public enum HeapMemory {
    /// Heap bytes in use now.
    public static func currentBytes() -> Int {
        #if canImport(Glibc)
        if let bytes = glibcBytesInUse() { return bytes }
        #endif
        return peakResidentBytes()
    }

    /// True when ``currentBytes()`` reads the allocator (it goes down as well as up), not
    /// the peak resident size.
    public static var measuresAllocator: Bool {
        #if canImport(Glibc)
        return glibcBytesInUse() != nil
        #else
        return false
        #endif
    }

    /// The heap bytes `body` adds while its results are kept alive, divided by `count`.
    public static func bytesPerItem<T>(count: Int, _ body: () throws -> T) rethrows -> (perItem: Double, kept: [T]) {
        var kept: [T] = []
        kept.reserveCapacity(count)
        let before = currentBytes()
        for _ in 0..<count { kept.append(try body()) }
        let after = currentBytes()
        return (Double(max(0, after - before)) / Double(max(count, 1)), kept)
    }

    /// The highest resident size the process reached, in bytes.
    public static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024  // kilobytes on Linux
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)  // bytes on macOS
        #endif
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
