import Foundation

/// One slot per task of a parallel loop, written once each under a lock, read after the
/// loop: how the index parses files on every core and keeps their order.
final class ResultSlots<Value>: @unchecked Sendable {
    private var values: [Value?]
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func value(_ index: Int) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return values[index]
    }
}
