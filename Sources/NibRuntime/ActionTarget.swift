/// An object that can receive actions by selector name: the target of target-action.
///
/// Every ``Responder`` is one. Any other class can join by providing its table; make it a
/// `class var` in a non-final class so subclasses can extend it.
@MainActor
public protocol ActionTarget: AnyObject {
    /// The actions instances of this class handle.
    static var actionTable: ActionTable { get }
}

extension ActionTarget {
    /// True when this object's class handles `selector`.
    public func responds(to selector: ActionSelector) -> Bool {
        type(of: self).actionTable.handles(selector)
    }

    /// Performs `selector` if this object's class handles it, returning whether it did.
    @discardableResult
    public func perform(_ selector: ActionSelector, sender: AnyObject?) -> Bool {
        type(of: self).actionTable.perform(selector, on: self, sender: sender)
    }
}

/// Sends `selector` to an explicit target: true when the target handles it.
@MainActor
func deliverAction(_ selector: ActionSelector, to target: AnyObject, sender: AnyObject?) -> Bool {
    guard let receiver = target as? any ActionTarget else { return false }
    return receiver.perform(selector, sender: sender)
}
