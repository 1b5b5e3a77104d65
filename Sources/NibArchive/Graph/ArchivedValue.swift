/// A value in the uniform object-graph model shared by both nib encodings.
///
/// NIBArchive values and keyed-archive (`bplist00`) values both map onto this enum, so the
/// keyed decoder, the dump and the structure extraction are written once.
public enum ArchivedValue: Hashable, Sendable {
    /// An integer and the number of bytes it was stored in (1, 2, 4 or 8; 16 for bplist).
    case integer(Int64, byteCount: Int)
    case bool(Bool)
    case float(Float)
    case double(Double)
    case data([UInt8])
    /// A string stored inline (keyed archives; NIBArchive strings are `NSString` objects).
    case string(String)
    case null
    /// A reference to another object, by its index in `ObjectGraph.objects`.
    case reference(Int)
    /// An inline array (keyed archives store `NS.objects` / `NS.keys` this way).
    case array([ArchivedValue])

    /// The referenced object index, when this is a reference.
    public var referencedObject: Int? {
        if case .reference(let index) = self { return index }
        return nil
    }

    /// The value as an integer, when it is an integer or a boolean.
    public var integerValue: Int64? {
        switch self {
        case .integer(let value, _): value
        case .bool(let value): value ? 1 : 0
        default: nil
        }
    }

    /// The value as a double, when it is numeric.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value, _): Double(value)
        case .float(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
}

/// One (key, value) pair of an object. Keys can repeat within an object.
public struct ArchivedEntry: Hashable, Sendable {
    /// The key, as archived (`UIBounds`, `NS.bytes`, `UINibEncoderEmptyKey`).
    public var key: String
    /// The value stored under the key.
    public var value: ArchivedValue

    /// An entry of `value` under `key`.
    public init(key: String, value: ArchivedValue) {
        self.key = key
        self.value = value
    }
}

/// One archived object: its class and its ordered (key, value) list.
public struct ArchivedObject: Hashable, Sendable {
    /// The archived class name (`UIView`, `NSWindowTemplate`, `$top` for a keyed archive's root).
    public var className: String
    /// Classes a decoder may use when `className` is unknown, in order: the NIBArchive
    /// fallback classes, or a keyed archive's other `$classes` entries (superclasses first).
    public var fallbackClassNames: [String]
    /// The (key, value) pairs in stored order; keys can repeat.
    public var entries: [ArchivedEntry]
    /// Where the object came from: its NIBArchive object index or its keyed-archive UID
    /// (`$objects` index); nil for the synthesised `$top` of a keyed archive.
    public var sourceIndex: Int?

    /// An object of `className` with `entries`.
    public init(className: String, fallbackClassNames: [String] = [], entries: [ArchivedEntry] = [], sourceIndex: Int? = nil) {
        self.className = className
        self.fallbackClassNames = fallbackClassNames
        self.entries = entries
        self.sourceIndex = sourceIndex
    }

    /// The first value stored under `key`, or nil.
    public func value(forKey key: String) -> ArchivedValue? {
        for entry in entries where entry.key == key { return entry.value }
        return nil
    }

    /// Every value stored under `key`, in order (keys may repeat).
    public func values(forKey key: String) -> [ArchivedValue] {
        entries.compactMap { $0.key == key ? $0.value : nil }
    }
}
