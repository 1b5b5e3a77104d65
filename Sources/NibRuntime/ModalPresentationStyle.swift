/// How a presented controller covers its presenter (rule V8).
public enum ModalPresentationStyle: Sendable {
    /// Covers the screen; when the presentation completes, the presenter's view leaves the
    /// window (so a legacy memory warning can unload it) and returns on dismissal.
    case fullScreen
    /// Covers the screen while the presenter's view stays in the window underneath.
    case overFullScreen
}
