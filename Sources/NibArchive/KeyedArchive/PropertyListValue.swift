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

    /// The deepest container nesting accepted; deeper input is rejected.
    public static let maximumDepth = 256

    /// The tree rooted at the top object of `plist`.
    ///
    /// Throws when containers nest too deeply, contain themselves, or are referenced so often
    /// that the tree would be out of proportion to the file (`ReferenceExpansion`).
    public init(_ plist: BinaryPropertyList, path: String? = nil) throws {
        var expansion = ReferenceExpansion<PropertyListValue>(plist, subject: "property list", path: path)
        self = try PropertyListValue.build(plist, plist.topObject, depth: 0, expansion: &expansion).value
    }

    private static func build(
        _ plist: BinaryPropertyList, _ index: Int, depth: Int, expansion: inout ReferenceExpansion<PropertyListValue>
    ) throws -> (value: PropertyListValue, expandedCount: Int) {
        guard depth < maximumDepth else {
            throw Diagnostic.error("property list nests more than \(maximumDepth) levels deep", path: expansion.path)
        }
        guard let object = plist.object(at: index) else { return (.null, 1) }
        switch object {
        case .null: return (.null, 1)
        case .bool(let flag): return (.bool(flag), 1)
        case .integer(let value, _): return (.integer(value), 1)
        case .real(let bits, _): return (.real(Double(bitPattern: bits)), 1)
        case .date(let bits): return (.date(Double(bitPattern: bits)), 1)
        case .data(let bytes): return (.data(bytes), 1)
        case .string(let string, _): return (.string(string), 1)
        case .uid(let value, _): return (.uid(value), 1)
        case .array, .set, .dictionary: break
        }
        if let converted = try expansion.begin(index) { return converted }
        var expandedCount = 1
        let value: PropertyListValue
        if case .dictionary = object {
            let (keys, values) = plist.entries(of: object) ?? ([], [])
            var pairs: [(key: String, value: PropertyListValue)] = []
            for (key, member) in zip(keys, values) {
                guard case .string(let name, _)? = plist.object(at: key) else {
                    throw Diagnostic.error("property list dictionary has a key that is not a string", path: expansion.path)
                }
                let built = try build(plist, member, depth: depth + 1, expansion: &expansion)
                pairs.append((name, built.value))
                expandedCount += built.expandedCount
            }
            value = .dictionary(pairs)
        } else {
            var items: [PropertyListValue] = []
            for member in plist.elements(of: object) ?? [] {
                let built = try build(plist, member, depth: depth + 1, expansion: &expansion)
                items.append(built.value)
                expandedCount += built.expandedCount
            }
            value = .array(items)
        }
        try expansion.finish(index, value: value, expandedCount: expandedCount)
        return (value, expandedCount)
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
