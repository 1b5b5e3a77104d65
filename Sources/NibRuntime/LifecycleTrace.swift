/// A recorder of lifecycle calls, one line each: `<ClassName> <method>`.
///
/// While a trace is active the runtime logs every lifecycle call it makes, in order:
/// `loadView`, `viewDidLoad`, the appearance callbacks, `viewWillLayoutSubviews`,
/// `layoutSubviews`, `viewDidLayoutSubviews`, containment, memory warnings and unloading.
/// The runtime logs at the call site, so a line appears even when an override does not
/// call `super`. `layoutSubviews` is logged for controllers' root views (the pass of rule V10);
/// set ``recordsEveryViewLayout`` to see the passes of every other view too.
///
/// ```swift
/// let trace = LifecycleTrace()
/// trace.record { window.rootViewController = controller }
/// // trace.lines == ["ListController loadView", "ListController viewDidLoad"]
/// ```
@MainActor
public final class LifecycleTrace {
    /// The lines recorded so far, oldest first.
    public private(set) var lines: [String] = []

    /// Whether `layoutSubviews` lines are logged for every view, not only controllers' root views.
    public var recordsEveryViewLayout = false

    /// The trace receiving lines now, if any.
    public private(set) static var active: LifecycleTrace?

    /// Creates an empty, inactive trace.
    public init() {}

    /// Records while `body` runs, then restores whichever trace was active before.
    @discardableResult
    public func record<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = Self.active
        Self.active = self
        defer { Self.active = previous }
        return try body()
    }

    /// Starts recording until ``stop()`` (for a long-running program such as the demo).
    public func start() {
        Self.active = self
    }

    /// Stops recording if this trace is the active one.
    public func stop() {
        if Self.active === self { Self.active = nil }
    }

    /// Appends a line for `object` and `method`; apps and tests may add their own lines.
    public func log(_ object: AnyObject, _ method: String) {
        lines.append("\(className(of: object)) \(method)")
    }

    /// Forgets the lines recorded so far.
    public func clear() {
        lines.removeAll()
    }
}

/// Logs a lifecycle call to the active trace, if any.
@MainActor
func traceLifecycle(_ object: AnyObject, _ method: String) {
    LifecycleTrace.active?.log(object, method)
}
