/// A small notification center: observers subscribe to a name, posters broadcast under it.
///
/// Observers are held weakly and handed back to their handler, so subscribing never creates a
/// retain cycle and an observer that goes away simply stops hearing. Handlers run in the order
/// they subscribed.
@MainActor
public final class NotificationHub {
    /// The name of a notification.
    public struct Name: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The name's text.
        public let rawValue: String

        /// Creates a name.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public init(stringLiteral rawValue: String) {
            self.init(rawValue)
        }

        public var description: String { rawValue }
    }

    private struct Subscription {
        weak var observer: AnyObject?
        let name: Name
        let deliver: @MainActor (_ observer: AnyObject, _ object: AnyObject?) -> Void
    }

    private var subscriptions: [Subscription] = []

    /// The hub applications post to unless given another one.
    public static let `default` = NotificationHub()

    /// Creates an empty hub (tests use their own to stay independent).
    public init() {}

    /// Subscribes `observer` to `name`; `handler` receives the observer and the posted object.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer,
        for name: Name,
        handler: @escaping @MainActor (_ observer: Observer, _ object: AnyObject?) -> Void
    ) {
        subscriptions.append(Subscription(observer: observer, name: name) { observer, object in
            if let typed = observer as? Observer { handler(typed, object) }
        })
    }

    /// Ends `observer`'s subscriptions to `name`, or to every name when `name` is nil.
    public func removeObserver(_ observer: AnyObject, for name: Name? = nil) {
        subscriptions.removeAll { subscription in
            subscription.observer === observer && (name == nil || subscription.name == name)
        }
    }

    /// Delivers `name` with `object` to every live subscriber, in subscription order.
    public func post(_ name: Name, object: AnyObject? = nil) {
        subscriptions.removeAll { $0.observer == nil }
        let recipients = subscriptions.filter { $0.name == name }
        for subscription in recipients {
            if let observer = subscription.observer { subscription.deliver(observer, object) }
        }
    }

    /// The number of live subscriptions (for tests and diagnostics).
    public var observerCount: Int {
        subscriptions.reduce(0) { $0 + ($1.observer == nil ? 0 : 1) }
    }
}
