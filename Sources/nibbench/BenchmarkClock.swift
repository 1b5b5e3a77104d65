import Foundation

/// Timing and reporting helpers shared by the benchmarks.
enum BenchmarkClock {
    /// Runs `body` `iterations` times and returns the per-run durations in seconds.
    static func measure(iterations: Int, _ body: () throws -> Void) rethrows -> [Double] {
        var durations: [Double] = []
        durations.reserveCapacity(iterations)
        let clock = ContinuousClock()
        for _ in 0..<iterations {
            let elapsed = try clock.measure(body)
            durations.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return durations
    }

    /// The median of `values`.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// Peak resident memory of this process so far, in MiB.
    static func peakResidentMemoryMiB() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if os(Linux)
        return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
        #else
        return Double(usage.ru_maxrss) / 1024 / 1024  // bytes on macOS
        #endif
    }

    /// `value` with `digits` decimals.
    static func format(_ value: Double, digits: Int = 1) -> String {
        String(format: "%.\(digits)f", value)
    }
}
