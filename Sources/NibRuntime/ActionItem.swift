/// A non-view object that sends one action to one target: the base of ``ToolbarItem`` and
/// ``MenuItem`` (AppKit's `NSToolbarItem`, `NSMenuItem`).
///
/// Cocoa sets the target and action from a nib's action connection (rule N5); a nil target
/// makes the action nil-targeted, sent up the responder chain (rule R2).
open class ActionItem: Responder, ObjectContainer {
    /// The object the action goes to; nil sends it up the responder chain.
    public weak var target: AnyObject?
    /// The action message, if any.
    public var action: ActionSelector?
    /// The text shown for the item (a toolbar label, a menu title).
    public var title: String = ""
    /// An integer the application may use to tell items apart.
    public var tag: Int = 0
    /// Whether the item sends its action.
    public var isEnabled = true

    /// A menu item's submenu, owned by the item.
    public var submenu: AnyObject?

    /// Keeps the submenu a nib places in a menu item.
    open func adoptChildObject(_ object: AnyObject, key: String?) {
        if key == "submenu" { submenu = object }
    }

    /// Creates an item with no action.
    public override init() {
        super.init()
    }

    /// Sends the action as a click would: to the target, or up the chain of `application`'s
    /// key window when there is no target. Returns whether someone handled it.
    @discardableResult
    open func performClick(in application: Application) -> Bool {
        guard isEnabled, let action else { return false }
        return application.sendAction(action, to: target, from: self)
    }
}

/// A toolbar button (AppKit's `NSToolbarItem`).
open class ToolbarItem: ActionItem {}

/// A menu entry (AppKit's `NSMenuItem`).
open class MenuItem: ActionItem {}
