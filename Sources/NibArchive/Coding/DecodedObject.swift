/// What `KeyedDecoder.decodeObject(forKey:)` returns for a class nobody registered: the
/// archived object's identity and class. Shared references decode to the same instance.
public final class DecodedObject: Sendable {
    /// The graph index of the archived object.
    public let objectIndex: Int
    /// The archived class name.
    public let className: String

    init(objectIndex: Int, className: String) {
        self.objectIndex = objectIndex
        self.className = className
    }
}

/// A decoded dictionary: ordered key/value pairs, since archived keys need not be hashable.
public struct DecodedDictionary {
    /// The key/value pairs in archived order.
    public var pairs: [(key: Any?, value: Any?)]
}
