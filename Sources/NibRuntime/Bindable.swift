/// An object that takes part in Cocoa bindings (rule N6): a nib loader in Cocoa mode calls
/// ``bind(_:to:withKeyPath:options:)`` for every binding connection whose source it is.
///
/// NibRuntime has no key-value observing, so what a binding does is up to the class; the
/// ``BindingRecord``s kept by ``BindingStorage`` let a class (or a test) see what was bound.
@MainActor
public protocol Bindable: AnyObject {
    /// Binds the property `binding` (`value`, `enabled`) of this object to `keyPath` of `object`.
    func bind(_ binding: String, to object: AnyObject, withKeyPath keyPath: String, options: [String: String])
}

/// One established binding.
public struct BindingRecord {
    /// The bound property of the source (`value`).
    public let binding: String
    /// The observed object, held weakly as AppKit does.
    public weak var observedObject: AnyObject?
    /// The key path on the observed object (`image`, `selection.name`).
    public let keyPath: String
    /// The binding options, keys and values as the document or nib spells them.
    public let options: [String: String]
}

/// Storage a ``Bindable`` class can keep its bindings in.
public struct BindingStorage {
    /// The bindings, in the order they were made; a new binding of the same name replaces the old.
    public private(set) var records: [BindingRecord] = []

    /// Creates empty storage.
    public init() {}

    /// Adds (or replaces) the binding named `binding`.
    public mutating func bind(_ binding: String, to object: AnyObject, withKeyPath keyPath: String, options: [String: String]) {
        records.removeAll { $0.binding == binding }
        records.append(BindingRecord(binding: binding, observedObject: object, keyPath: keyPath, options: options))
    }

    /// The binding named `binding`, if any.
    public func record(named binding: String) -> BindingRecord? {
        records.first { $0.binding == binding }
    }
}
