/// A view that turns user interaction into target-action messages.
///
/// ``addTarget(_:action:for:)`` registers an action for some events. A nil target makes a
/// *nil-targeted* action: it is sent up the responder chain to whoever handles it (rule R2).
/// Targets are held weakly, as in UIKit; an action whose target went away is skipped.
open class Control: RuntimeView {
    private struct Registration {
        /// Nil-targeted actions have no target at all; others keep a weak one.
        let isNilTargeted: Bool
        weak var target: AnyObject?
        let action: ActionSelector
        let events: Event

        /// The same target (or both nil-targeted), action and events.
        func matches(_ other: Registration) -> Bool {
            isNilTargeted == other.isNilTargeted && target === other.target && action == other.action && events == other.events
        }
    }

    /// Whether the control reacts to interaction; a disabled control sends no actions.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    /// Whether the control is in its selected state.
    public var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    /// The registrations after the first. Most controls have one action (from their nib), so
    /// the first lives in the control itself and no array is allocated for it.
    @exclusivity(unchecked) private var laterRegistrations: [Registration] = []
    @exclusivity(unchecked) private var firstRegistration: Registration?

    /// Every registration, in the order they were made.
    private var registrations: [Registration] {
        get { firstRegistration.map { [$0] + laterRegistrations } ?? laterRegistrations }
        set {
            firstRegistration = newValue.first
            laterRegistrations = Array(newValue.dropFirst())
        }
    }

    /// Registers `action` to be sent to `target` (up the responder chain when nil) for `events`.
    public func addTarget(_ target: AnyObject?, action: ActionSelector, for events: Event) {
        let registration = Registration(isNilTargeted: target == nil, target: target, action: action, events: events)
        guard let first = firstRegistration else {
            firstRegistration = registration
            return
        }
        if first.matches(registration) { return }
        for later in laterRegistrations where later.matches(registration) { return }
        laterRegistrations.append(registration)
    }

    /// Stops sending `action` (nil: every action) to `target` (nil: every target) for `events`;
    /// a registration keeps the events it had beyond those.
    public func removeTarget(_ target: AnyObject?, action: ActionSelector?, for events: Event) {
        registrations = registrations.compactMap { registration in
            let matches = (target == nil || registration.target === target)
                && (action == nil || registration.action == action)
            guard matches else { return registration }
            let remaining = registration.events.subtracting(events)
            guard !remaining.isEmpty else { return nil }
            return Registration(isNilTargeted: registration.isNilTargeted, target: registration.target,
                                action: registration.action, events: remaining)
        }
        registrations.removeAll { !$0.isNilTargeted && $0.target == nil }
    }

    /// The distinct live targets with registered actions (nil-targeted actions not included).
    public var allTargets: [AnyObject] {
        var targets: [AnyObject] = []
        for registration in registrations {
            guard let target = registration.target, !targets.contains(where: { $0 === target }) else { continue }
            targets.append(target)
        }
        return targets
    }

    /// The actions registered for `target` (nil: the nil-targeted ones) and `event`.
    public func actions(forTarget target: AnyObject?, forControlEvent event: Event) -> [ActionSelector] {
        registrations
            .filter { ($0.isNilTargeted ? target == nil : $0.target === target && target != nil) && !$0.events.isDisjoint(with: event) }
            .map(\.action)
    }

    /// The events that have at least one registered action.
    public var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Sends every action registered for any of `events`, in registration order.
    public func sendActions(for events: Event) {
        guard isEnabled else { return }
        for registration in registrations where !registration.events.isDisjoint(with: events) {
            if registration.isNilTargeted {
                sendAction(registration.action, to: nil)
            } else if let target = registration.target {
                sendAction(registration.action, to: target)
            }
        }
    }

    /// Sends one action, through the application of the control's window when there is one.
    ///
    /// Without a window a nil-targeted action travels up the control's own responder chain.
    @discardableResult
    open func sendAction(_ action: ActionSelector, to target: AnyObject?) -> Bool {
        if let application = window?.application {
            return application.sendAction(action, to: target, from: self)
        }
        if let target { return deliverAction(action, to: target, sender: self) }
        return dispatchUpChain(action, sender: self)
    }
}
