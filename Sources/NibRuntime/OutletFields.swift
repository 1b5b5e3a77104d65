/// Instance variables a Cocoa-mode nib loader may fill when a class has no setter for an
/// outlet (rule N4): set without retaining, as AppKit sets a bare instance variable.
///
/// Swift cannot write a stored property by name, so a class lists the names of its
/// setter-less outlet fields and keeps them in an ``OutletFields`` box:
///
/// ```swift
/// final class Inspector: Responder, OutletFieldHolder {
///     static let outletFieldNames: Set<String> = ["panel"]
///     let outletFields = OutletFields()
///     var panel: RuntimeView? { outletFields["panel"] as? RuntimeView }
/// }
/// ```
@MainActor
public protocol OutletFieldHolder: AnyObject {
    /// The names of the outlet fields (instance variables without setters).
    static var outletFieldNames: Set<String> { get }
    /// The fields' storage.
    var outletFields: OutletFields { get }
}

/// Unretained storage for outlet fields: each value is held weakly.
public final class OutletFields {
    private struct WeakValue {
        weak var value: AnyObject?
    }

    private var values: [String: WeakValue] = [:]

    /// Creates empty storage.
    public init() {}

    /// The object in the field `name`, if set and still alive.
    public subscript(name: String) -> AnyObject? {
        get { values[name]?.value }
        set { values[name] = WeakValue(value: newValue) }
    }
}
