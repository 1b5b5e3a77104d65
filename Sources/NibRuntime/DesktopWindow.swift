import Foundation

/// A Cocoa-mode (AppKit-style) window: a titled window that a nib may mark visible at launch
/// and "released when closed".
///
/// The window is a ``Window`` (views, first responder, key status), plus the parts AppKit
/// adds: a title, ``orderFront()`` (which a nib loader sends to visible-at-launch windows
/// after awakening, rule N8) and ``close()``, which for a released-when-closed window also
/// gives up the ownership a legacy nib load left on it (rule N10).
open class DesktopWindow: Window, ObjectContainer {
    /// The title bar text.
    public var title: String = ""

    /// Whether closing the window gives up the ownership a legacy nib load left on it, so
    /// that nothing else keeps it alive (AppKit's `releasedWhenClosed`).
    public var isReleasedWhenClosed = true

    /// The window controller managing this window, if any; the next responder after the
    /// window in Cocoa's chain (rule R1).
    public weak var windowController: WindowController?

    /// The window's delegate, held weakly as AppKit does.
    public weak var delegate: AnyObject?

    /// The window's toolbar (AppKit's `NSToolbar`), owned by the window.
    public var toolbar: AnyObject?

    /// Keeps the toolbar a nib places in the window.
    open func adoptChildObject(_ object: AnyObject, key: String?) {
        if key == "toolbar" { toolbar = object }
    }

    /// How many times the window was ordered front, for diagnostics and tests.
    public private(set) var orderFrontCount = 0

    /// Creates a hidden window with `frame`, registered with `application`.
    public override init(frame: CGRect, application: Application) {
        super.init(frame: frame, application: application)
    }

    /// Shows the window in front of the others and makes it key.
    open func orderFront() {
        orderFrontCount += 1
        makeKey()
        isHidden = false
        commitUpdates()
    }

    /// Hides the window. A released-when-closed window also loses the ownership a legacy
    /// nib load gave it, so it is freed unless something else holds it.
    open func close() {
        isHidden = true
        if isReleasedWhenClosed {
            NibOwnershipLedger.shared.relinquish(self)
        }
    }

    /// Declares the `delegate` outlet, which window nibs often connect to File's Owner.
    open override class var outletTable: OutletTable {
        super.outletTable.adding("delegate", \DesktopWindow.delegate)
    }

    /// The window controller, then the application (rule R1, Cocoa).
    open override var next: Responder? { windowController ?? application }
}
