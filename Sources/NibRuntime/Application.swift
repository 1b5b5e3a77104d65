import Foundation

/// The application: its windows, the key window, the status bar and orientation that size
/// them, target-action dispatch, and memory warnings.
///
/// Create one per test (`Application()`) to keep tests independent, or use ``shared`` in a
/// program. Everything is deterministic: events complete synchronously, and each event that
/// changes the screen ends with one display cycle (layout, then drawing) of every window.
public final class Application: Responder {
    /// The process-wide application for programs; tests should create their own.
    public static let shared = Application()

    /// Posted (with the application as object) when a memory warning arrives, after the
    /// delegate is told and before the controllers are (rule V5).
    public static let didReceiveMemoryWarningNotification: NotificationHub.Name =
        "ApplicationDidReceiveMemoryWarningNotification"

    /// The delegate, held weakly as in UIKit: whoever creates it keeps it alive.
    public weak var delegate: (any ApplicationDelegate)?

    /// The display the application draws on.
    public let screen: Screen

    /// What memory warnings do to off-screen views.
    public var memoryWarningPolicy: MemoryWarningPolicy

    /// Where the did-receive-memory-warning notification is posted.
    public let notificationHub: NotificationHub

    /// The total of bytes held by drawn views of this application's windows.
    let memoryLedger = MemoryLedger()

    private var registeredWindows: [WeakWindow] = []
    /// Visible windows are owned by the application, as the system owns what is on screen.
    private var visibleWindows: [Window] = []
    private weak var keyWindowStorage: Window?

    private struct WeakWindow {
        weak var window: Window?
    }

    /// Creates an application.
    ///
    /// - Parameters:
    ///   - screen: the display; a 320 x 480 point, scale-2 phone by default.
    ///   - memoryWarningPolicy: `.modern` (the default) or `.legacy` view unloading.
    ///   - notificationHub: where to post notifications; the process-wide hub by default.
    public init(
        screen: Screen = .phone,
        memoryWarningPolicy: MemoryWarningPolicy = .modern,
        notificationHub: NotificationHub = .default
    ) {
        self.screen = screen
        self.memoryWarningPolicy = memoryWarningPolicy
        self.notificationHub = notificationHub
        super.init()
    }

    // MARK: Windows

    /// The application's live windows, in creation order.
    public var windows: [Window] {
        registeredWindows.compactMap(\.window)
    }

    /// The window that receives nil-targeted actions (rule R2).
    public var keyWindow: Window? { keyWindowStorage }

    func register(_ window: Window) {
        registeredWindows.removeAll { $0.window == nil }
        registeredWindows.append(WeakWindow(window: window))
    }

    func setKeyWindow(_ window: Window) {
        keyWindowStorage = window
    }

    func windowVisibilityDidChange(_ window: Window) {
        if window.isHidden {
            visibleWindows.removeAll { $0 === window }
        } else if !visibleWindows.contains(where: { $0 === window }) {
            visibleWindows.append(window)
        }
    }

    // MARK: Status bar and orientation

    /// The height of the status bar in points: 20, or 40 during a call.
    public private(set) var statusBarHeight: CGFloat = 20

    /// The orientation of the interface; landscape swaps the screen's width and height.
    public private(set) var statusBarOrientation: InterfaceOrientation = .portrait

    /// The screen's bounds in the current orientation.
    public var screenBounds: CGRect { screen.bounds(for: statusBarOrientation) }

    /// Changes the status-bar height (as an in-call bar does) and lays out every window:
    /// root and presented views move and shrink, which runs their layout passes (rule V10).
    public func setStatusBarHeight(_ height: CGFloat) {
        guard height != statusBarHeight, height >= 0 else { return }
        statusBarHeight = height
        for window in windows { window.setNeedsLayout() }
        runDisplayCycle()
    }

    /// Rotates the interface: full-screen windows take the new screen bounds and lay out.
    public func rotate(to orientation: InterfaceOrientation) {
        guard orientation != statusBarOrientation else { return }
        let oldBounds = screenBounds
        statusBarOrientation = orientation
        for window in windows {
            if window.frame == oldBounds { window.frame = screenBounds }
            window.setNeedsLayout()
        }
        runDisplayCycle()
    }

    /// One turn of the run loop: every window's pending layout passes, then drawing of the
    /// visible ones. Call it after changing views directly; controller operations call it.
    public func runDisplayCycle() {
        for window in windows { window.commitUpdates() }
    }

    // MARK: Memory

    /// Bytes held right now by the drawn views of this application (backing stores of
    /// `width x height x 4 x scale²` and drawn content such as decoded images).
    public var memoryInUse: Int { memoryLedger.bytesInUse }

    /// The highest ``memoryInUse`` reached so far.
    public var peakMemoryInUse: Int { memoryLedger.peakBytes }

    /// Delivers a memory warning the way iOS does (rules V5 to V7).
    ///
    /// In order: the delegate's `applicationDidReceiveMemoryWarning`, then
    /// ``didReceiveMemoryWarningNotification``, then `didReceiveMemoryWarning` on every live
    /// view controller (oldest first), loaded or not, visible or not. A controller that has
    /// appeared in a window of another application belongs to that one and is left alone, so
    /// several applications (one per test) stay independent. Under
    /// ``MemoryWarningPolicy/legacy`` the controllers
    /// whose views are loaded, off screen and rebuildable then unload them; the pass repeats
    /// until nothing more unloads, so a container that let go of its view frees its children
    /// in the same warning.
    public func simulateMemoryWarning() {
        if let delegate {
            traceLifecycle(delegate, "applicationDidReceiveMemoryWarning")
            delegate.applicationDidReceiveMemoryWarning(self)
        }
        notificationHub.post(Self.didReceiveMemoryWarningNotification, object: self)
        let controllers = ViewControllerRegistry.shared.liveControllers.filter { controller in
            controller.hostingApplication == nil || controller.hostingApplication === self
        }
        for controller in controllers {
            controller.receiveMemoryWarning()
        }
        guard memoryWarningPolicy == .legacy else { return }
        var unloadedSomething = true
        while unloadedSomething {
            unloadedSomething = false
            for controller in controllers where controller.unloadViewIfPossible() {
                unloadedSomething = true
            }
        }
    }

    // MARK: Actions

    /// Sends `action` to `target`, or, when `target` is nil, up the responder chain from the
    /// key window's first responder (rule R2).
    ///
    /// Without a first responder the chain starts at `sender` when it is a responder, else at
    /// the key window. Returns false when nobody handled the action.
    @discardableResult
    public func sendAction(_ action: ActionSelector, to target: AnyObject?, from sender: AnyObject?) -> Bool {
        if let target { return deliverAction(action, to: target, sender: sender) }
        let start = keyWindow?.firstResponder ?? (sender as? Responder) ?? keyWindow
        return start?.dispatchUpChain(action, sender: sender) ?? false
    }

    // MARK: Responder

    /// The delegate when it is a responder, ending the chain (rule R1).
    public override var next: Responder? { delegate as? Responder }
}
