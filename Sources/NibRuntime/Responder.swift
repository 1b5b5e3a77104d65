/// An object that can receive and pass on actions: the base of views, controllers, windows
/// and the application.
///
/// Responders form the *responder chain* through ``next`` (rule R1). A nil-targeted action
/// starts at the key window's first responder and travels up the chain to the first object
/// that can perform it (rule R2). Each window has at most one first responder (rule R3).
@MainActor
open class Responder: ActionTarget, OutletSettable {
    /// Creates a responder.
    public init() {}

    // MARK: Nib loading

    /// Called by a nib loader once every object of the nib exists and every connection is made
    /// (rule N7); override to finish setting up what the nib connected. Does nothing by default.
    open func awakeFromNib() {}

    // MARK: The chain

    /// The next object in the responder chain, or nil at its end.
    open var next: Responder? { nil }

    /// The window this responder belongs to, where its first-responder status lives.
    var responderWindow: Window? { nil }

    // MARK: First responder

    /// Whether this object accepts first-responder status; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object lets go of first-responder status when asked; true by default.
    open var canResignFirstResponder: Bool { true }

    /// True while this object is its window's first responder.
    public var isFirstResponder: Bool {
        responderWindow?.firstResponder === self
    }

    /// Asks to become the first responder of its window (rule R3).
    ///
    /// Fails when this object cannot become first responder, is not in a window, or the current
    /// first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status; returns false to refuse.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self {
            window.firstResponder = nil
        }
        return true
    }

    // MARK: Actions

    /// The actions this class handles; override and extend `super.actionTable` to add some.
    open class var actionTable: ActionTable { ActionTable() }

    /// The outlets this class declares; override and extend `super.outletTable` to add some.
    open class var outletTable: OutletTable { OutletTable() }

    /// Whether this responder performs `action` now; by default, whether its class handles it.
    ///
    /// Override to disable an action conditionally (return false and the chain moves on).
    open func canPerformAction(_ action: ActionSelector, withSender sender: AnyObject?) -> Bool {
        responds(to: action)
    }

    /// The first responder, starting here and going up the chain, that can perform `action`.
    open func target(forAction action: ActionSelector, withSender sender: AnyObject?) -> AnyObject? {
        var candidate: Responder? = self
        while let responder = candidate {
            if responder.canPerformAction(action, withSender: sender) { return responder }
            candidate = responder.next
        }
        return nil
    }

    /// Sends `action` up the chain from this responder; true when some responder performed it.
    func dispatchUpChain(_ action: ActionSelector, sender: AnyObject?) -> Bool {
        var candidate: Responder? = self
        while let responder = candidate {
            if responder.canPerformAction(action, withSender: sender),
               responder.perform(action, sender: sender) {
                return true
            }
            candidate = responder.next
        }
        return false
    }
}
