import NibRuntime

/// An object of a framework class the runtime does not model (a cell, a menu, a layout
/// constraint, an object controller), or of any class when a caller opted into it as the
/// fallback class: it keeps its archived class name and accepts every outlet a nib sets on
/// it, held strongly like UIKit's default key-value setter.
open class GenericObject: Responder, ObjectContainer, Bindable {
    /// The class the nib archived (`NSButtonCell`, `NSLayoutConstraint`).
    public let archivedClassName: String
    /// The outlets set on the object, by name.
    public private(set) var outlets: [String: [AnyObject]] = [:]
    /// The action a nib connected from this object, if any (a cell's action).
    public private(set) var action: ActionSelector?
    /// The action's target; nil for a nil-targeted action. Held weakly.
    public private(set) weak var target: AnyObject?

    /// Objects the nib placed inside this one (a toolbar's items, a menu's items), owned by it.
    public private(set) var childObjects: [AnyObject] = []
    /// Bindings the nib made on this object (Cocoa mode).
    public private(set) var bindings = BindingStorage()

    public func adoptChildObject(_ object: AnyObject, key: String?) {
        childObjects.append(object)
    }

    public func bind(_ binding: String, to object: AnyObject, withKeyPath keyPath: String, options: [String: String]) {
        bindings.bind(binding, to: object, withKeyPath: keyPath, options: options)
    }

    /// Creates an object standing for `archivedClassName`.
    public init(archivedClassName: String) {
        self.archivedClassName = archivedClassName
        super.init()
    }

    /// Sets the outlet `key` (an array for a collection).
    public func setOutlet(_ value: AnyObject?, forKey key: String) {
        outlets[key] = value.map { ($0 as? [AnyObject]) ?? [$0] } ?? []
    }

    /// Sets the outlet collection `key` to `values`.
    public func setOutletCollection(_ values: [AnyObject], forKey key: String) {
        outlets[key] = values
    }

    /// Records the target and action of an action connection.
    public func setAction(_ action: ActionSelector, target: AnyObject?) {
        self.action = action
        self.target = target
    }
}
