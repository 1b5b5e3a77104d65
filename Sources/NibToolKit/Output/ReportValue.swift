import Foundation

/// A property-list value built by nibtool's reports: typed and comparable in tests, and
/// converted to Foundation objects only at the edge, for `PropertyListSerialization`.
public indirect enum ReportValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case array([ReportValue])
    case dictionary([String: ReportValue])

    /// The Foundation object graph `PropertyListSerialization` writes.
    var foundationObject: Any {
        switch self {
        case .string(let value): return value as NSString
        case .integer(let value): return NSNumber(value: value)
        case .boolean(let value): return NSNumber(value: value)
        case .array(let values): return values.map(\.foundationObject) as NSArray
        case .dictionary(let entries):
            let dictionary = NSMutableDictionary()
            for (key, value) in entries { dictionary[key as NSString] = value.foundationObject }
            return dictionary
        }
    }

    /// The value under `key` of a dictionary, for tests and callers that inspect reports.
    public subscript(key: String) -> ReportValue? {
        if case .dictionary(let entries) = self { return entries[key] }
        return nil
    }

    /// The element at `index` of an array.
    public subscript(index: Int) -> ReportValue? {
        if case .array(let values) = self, values.indices.contains(index) { return values[index] }
        return nil
    }

    /// The string, when this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, when this is an array.
    public var arrayValue: [ReportValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// The entries, when this is a dictionary.
    public var dictionaryValue: [String: ReportValue]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }
}

extension ReportValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
}
