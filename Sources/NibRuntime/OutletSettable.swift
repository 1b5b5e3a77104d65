/// An object whose outlets can be set by name: the seam a nib loader uses for rule N4.
///
/// Every ``Responder`` is one; other classes join by providing ``outletTable``.
@MainActor
public protocol OutletSettable: AnyObject {
    /// The outlets instances of this class declare.
    static var outletTable: OutletTable { get }
}

extension OutletSettable {
    /// Sets the outlet named `key` to `value` (nil clears it), with the ownership of its property.
    ///
    /// - Throws: ``OutletError/unknownKey(className:key:)`` when the class declares no such
    ///   outlet, ``OutletError/typeMismatch(className:key:expected:actual:)`` when `value` does
    ///   not fit the property.
    public func setValue(_ value: AnyObject?, forOutletKey key: String) throws {
        guard let entry = type(of: self).outletTable.entry(forKey: key) else {
            throw OutletError.unknownKey(className: className(of: self), key: key)
        }
        try entry.set(self, value)
    }

    /// Sets the outlet collection named `key` to `values`, in order. For a declared collection
    /// the array is handed over as it is; any other outlet gets it as `setValue` would.
    ///
    /// - Throws: the errors of ``setValue(_:forOutletKey:)``.
    public func setValues(_ values: [AnyObject], forOutletCollectionKey key: String) throws {
        guard let entry = type(of: self).outletTable.entry(forKey: key) else {
            throw OutletError.unknownKey(className: className(of: self), key: key)
        }
        if let setCollection = entry.setCollection {
            try setCollection(self, values)
        } else {
            try entry.set(self, values as AnyObject)
        }
    }

    /// The objects the outlet named `key` refers to now (empty when unset or undeclared).
    public func outletValues(forKey key: String) -> [AnyObject] {
        type(of: self).outletTable.entry(forKey: key)?.get(self) ?? []
    }
}
