/// The outlets one class declares: outlet names mapped to setters (and getters) of stored properties.
///
/// Outlets are connected by *key* (the name written in the document), the way UIKit uses
/// `setValue(_:forKey:)`. The entry is built from a key path, so the ownership of the property
/// decides the semantics: a `weak var` outlet is set weakly, a plain `var` strongly (rule N4).
///
/// ```swift
/// final class ListController: ViewController {
///     weak var tableView: TableView?
///     var headerLabel: Label?
///     override class var outletTable: OutletTable {
///         super.outletTable
///             .adding("tableView", \ListController.tableView)
///             .adding("headerLabel", \ListController.headerLabel)
///     }
/// }
/// ```
public struct OutletTable {
    /// Sets the outlet on `owner`; throws when the value has the wrong class.
    typealias Setter = @MainActor (_ owner: AnyObject, _ value: AnyObject?) throws -> Void
    /// Reads the objects the outlet currently refers to (one, or several for a collection).
    typealias Getter = @MainActor (_ owner: AnyObject) -> [AnyObject]

    /// Sets an outlet collection from the connected objects, without boxing the array.
    typealias CollectionSetter = @MainActor (_ owner: AnyObject, _ values: [AnyObject]) throws -> Void

    struct Entry {
        let set: Setter
        let get: Getter
        /// Present for collections: the loader's fast path (no array bridged through `AnyObject`).
        var setCollection: CollectionSetter? = nil
    }

    private var entries: [String: Entry] = [:]

    /// Creates an empty table.
    public init() {}

    /// Returns a copy of the table with a single-object outlet named `key`.
    @MainActor
    public func adding<Owner: AnyObject, Value: AnyObject>(
        _ key: String,
        _ property: ReferenceWritableKeyPath<Owner, Value?>
    ) -> OutletTable {
        var copy = self
        copy.entries[key] = Entry(
            set: { owner, value in
                guard let owner = owner as? Owner else { return }
                owner[keyPath: property] = try value.map { try Self.cast($0, to: Value.self, forKey: key, of: owner) }
            },
            get: { owner in
                guard let owner = owner as? Owner, let value = owner[keyPath: property] else { return [] }
                return [value]
            })
        return copy
    }

    /// Returns a copy of the table with an outlet whose property has a protocol type
    /// (`weak var dataSource: (any TableViewDataSource)?`): `conform` casts the connected
    /// object to the protocol, or returns nil when it does not conform (an outlet error).
    @MainActor
    public func adding<Owner: AnyObject, Value>(
        _ key: String,
        _ property: ReferenceWritableKeyPath<Owner, Value?>,
        conformingWith conform: @escaping @MainActor (AnyObject) -> Value?
    ) -> OutletTable {
        var copy = self
        copy.entries[key] = Entry(
            set: { owner, value in
                guard let owner = owner as? Owner else { return }
                guard let value else {
                    owner[keyPath: property] = nil
                    return
                }
                guard let conforming = conform(value) else {
                    throw OutletError.typeMismatch(
                        className: className(of: owner), key: key,
                        expected: String(describing: Value.self), actual: className(of: value))
                }
                owner[keyPath: property] = conforming
            },
            get: { owner in
                guard let owner = owner as? Owner, let value = owner[keyPath: property] else { return [] }
                return [value as AnyObject]
            })
        return copy
    }

    /// Returns a copy of the table with an outlet collection named `key` (set as an array).
    @MainActor
    public func adding<Owner: AnyObject, Value: AnyObject>(
        _ key: String,
        collection property: ReferenceWritableKeyPath<Owner, [Value]>
    ) -> OutletTable {
        var copy = self
        copy.entries[key] = Entry(
            set: { owner, value in
                guard let owner = owner as? Owner else { return }
                let elements: [AnyObject] = value.map { ($0 as? [AnyObject]) ?? [$0] } ?? []
                owner[keyPath: property] = try elements.map { try Self.cast($0, to: Value.self, forKey: key, of: owner) }
            },
            get: { owner in
                guard let owner = owner as? Owner else { return [] }
                return owner[keyPath: property]
            },
            setCollection: { owner, values in
                guard let owner = owner as? Owner else { return }
                owner[keyPath: property] = try values.map { try Self.cast($0, to: Value.self, forKey: key, of: owner) }
            })
        return copy
    }

    /// `value` as the outlet's class, or the error naming owner, key and both classes.
    private static func cast<Value: AnyObject>(
        _ value: AnyObject, to type: Value.Type, forKey key: String, of owner: AnyObject
    ) throws -> Value {
        guard let typed = value as? Value else {
            throw OutletError.typeMismatch(
                className: className(of: owner), key: key,
                expected: String(describing: Value.self), actual: className(of: value))
        }
        return typed
    }

    /// Every outlet name in the table, sorted.
    public var keys: [String] { entries.keys.sorted() }

    /// True when `key` is a declared outlet collection (the loader's fast path).
    package func declaresCollection(forKey key: String) -> Bool { entries[key]?.setCollection != nil }

    /// The entry for `key`, if declared.
    func entry(forKey key: String) -> Entry? { entries[key] }

    /// All entries, for the runtime's own passes (releasing outlets on view unload).
    var allEntries: [Entry] { Array(entries.values) }
}
