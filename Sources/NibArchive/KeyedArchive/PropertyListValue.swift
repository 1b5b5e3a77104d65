import NibCore

/// A plain property-list tree, for files such as a storyboardc `Info.plist`.
///
/// Built from a `BinaryPropertyList` by following references; dictionaries keep file order.
public indirect enum PropertyListValue: Hashable, Sendable {
    case string(String)
    case integer(Int64)
    case real(Double)
    case bool(Bool)
    /// Seconds since 2001-01-01.
    case date(Double)
    case data([UInt8])
    case uid(UInt64)
    case array([PropertyListValue])
    case dictionary([(key: String, value: PropertyListValue)])
    case null

    /// The deepest container nesting accepted; deeper (or cyclic) input is rejected.
    public static let maximumDepth = 256

    /// The tree rooted at the top object of `plist`.
    public init(_ plist: BinaryPropertyList, path: String? = nil) throws {
        self = try PropertyListValue.build(plist, plist.topObject, depth: 0, path: path)
    }

    private static func build(_ plist: BinaryPropertyList, _ index: Int, depth: Int, path: String?) throws -> PropertyListValue {
        guard depth < maximumDepth else {
            throw Diagnostic.error("property list nests more than \(maximumDepth) levels deep (a reference cycle?)", path: path)
        }
        guard let object = plist.object(at: index) else { return .null }
        switch object {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .integer(let value, _): return .integer(value)
        case .real(let bits, _): return .real(Double(bitPattern: bits))
        case .date(let bits): return .date(Double(bitPattern: bits))
        case .data(let bytes): return .data(bytes)
        case .string(let string, _): return .string(string)
        case .uid(let value, _): return .uid(value)
        case .array, .set:
            return .array(try (plist.elements(of: object) ?? []).map { try build(plist, $0, depth: depth + 1, path: path) })
        case .dictionary:
            let (keys, values) = plist.entries(of: object) ?? ([], [])
            var pairs: [(key: String, value: PropertyListValue)] = []
            for (key, value) in zip(keys, values) {
                guard case .string(let name, _)? = plist.object(at: key) else {
                    throw Diagnostic.error("property list dictionary has a key that is not a string", path: path)
                }
                pairs.append((name, try build(plist, value, depth: depth + 1, path: path)))
            }
            return .dictionary(pairs)
        }
    }

    /// The value for `key` when this is a dictionary.
    public subscript(key: String) -> PropertyListValue? {
        guard case .dictionary(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// Structural equality; dictionaries compare in order.
    public static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.real(let a), .real(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.date(let a), .date(let b)): a == b
        case (.data(let a), .data(let b)): a == b
        case (.uid(let a), .uid(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.null, .null): true
        default: false
        }
    }

    /// Hashes the structure, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let value): hasher.combine(value)
        case .integer(let value): hasher.combine(value)
        case .real(let value): hasher.combine(value)
        case .bool(let value): hasher.combine(value)
        case .date(let value): hasher.combine(value)
        case .data(let value): hasher.combine(value)
        case .uid(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .dictionary(let pairs):
            for pair in pairs {
                hasher.combine(pair.key)
                hasher.combine(pair.value)
            }
        case .null: hasher.combine(0)
        }
    }
}
