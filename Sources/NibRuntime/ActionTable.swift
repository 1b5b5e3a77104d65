/// The actions one class handles: selector names mapped to typed handlers.
///
/// A class publishes its table by overriding ``Responder/actionTable`` (or, for objects that
/// are not responders, by conforming to ``ActionTarget``), starting from its superclass's
/// table so inherited actions keep working:
///
/// ```swift
/// final class EditorController: ViewController {
///     override class var actionTable: ActionTable {
///         super.actionTable
///             .adding("copy:") { (editor: EditorController, sender) in editor.copySelection() }
///     }
/// }
/// ```
///
/// A handler receives the target already cast to its own class, so it needs no force casts.
public struct ActionTable {
    /// A type-erased handler: performs the action on `target` and reports whether the target
    /// had the class the handler was registered for.
    typealias Handler = @MainActor (_ target: AnyObject, _ sender: AnyObject?) -> Bool

    private var handlers: [ActionSelector: Handler] = [:]

    /// Creates an empty table.
    public init() {}

    /// Returns a copy of the table that also handles `selector`, replacing any inherited handler.
    ///
    /// - Parameters:
    ///   - selector: the action's name, e.g. `"copy:"`.
    ///   - handler: called with the receiving object (as `Target`) and the action's sender.
    public func adding<Target: AnyObject>(
        _ selector: ActionSelector,
        _ handler: @escaping @MainActor (_ target: Target, _ sender: AnyObject?) -> Void
    ) -> ActionTable {
        var copy = self
        copy.handlers[selector] = { target, sender in
            guard let typed = target as? Target else { return false }
            handler(typed, sender)
            return true
        }
        return copy
    }

    /// True when the table has a handler for `selector`.
    public func handles(_ selector: ActionSelector) -> Bool {
        handlers[selector] != nil
    }

    /// Every selector the table handles, sorted by name.
    public var selectors: [ActionSelector] {
        handlers.keys.sorted { $0.name < $1.name }
    }

    /// Runs the handler for `selector` on `target`; false when there is none or it does not fit.
    @MainActor
    func perform(_ selector: ActionSelector, on target: AnyObject, sender: AnyObject?) -> Bool {
        guard let handler = handlers[selector] else { return false }
        return handler(target, sender)
    }
}
