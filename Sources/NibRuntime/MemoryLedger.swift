/// The running total of bytes held by drawn views of one application.
///
/// The ledger is only ever changed by ``MemoryAllocation``s: one is created when a view is
/// drawn and is owned by that view, and it gives its bytes back in its `deinit`. So the total
/// falls exactly when ARC really frees a view, never through bookkeeping that could drift.
final class MemoryLedger {
    /// Bytes held by live allocations.
    private(set) var bytesInUse = 0
    /// The largest value `bytesInUse` has reached.
    private(set) var peakBytes = 0

    fileprivate func take(_ bytes: Int) {
        bytesInUse += bytes
        peakBytes = max(peakBytes, bytesInUse)
    }

    fileprivate func give(_ bytes: Int) {
        bytesInUse -= bytes
    }
}

/// Bytes held on behalf of one view (its backing store and drawn content), returned to the
/// ledger when the allocation, and therefore its view, is freed.
final class MemoryAllocation {
    /// The size of the allocation.
    let byteCount: Int
    private let ledger: MemoryLedger

    init(byteCount: Int, ledger: MemoryLedger) {
        self.byteCount = byteCount
        self.ledger = ledger
        ledger.take(byteCount)
    }

    deinit {
        ledger.give(byteCount)
    }
}
