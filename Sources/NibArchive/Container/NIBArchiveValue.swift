/// One value payload of a NIBArchive, with the exact type code it was stored with.
///
/// Keeping the stored width (int8 versus int64, float32 versus float64) is what makes a
/// read-then-write round trip byte exact.
public enum NIBArchiveValue: Hashable, Sendable {
    case int8(Int8)
    case int16(Int16)
    case int32(Int32)
    case int64(Int64)
    case bool(Bool)
    /// A float32, kept as its bit pattern so NaN payloads survive a round trip.
    case float32(bitPattern: UInt32)
    /// A float64, kept as its bit pattern so NaN payloads survive a round trip.
    case float64(bitPattern: UInt64)
    case data([UInt8])
    case null
    /// A reference to another object by its index in the object table (a fixed u32 on disk).
    case object(Int)

    /// The on-disk type code (0-10). Booleans are 4 = false and 5 = true, as real files prove.
    public var typeCode: UInt8 {
        switch self {
        case .int8: 0
        case .int16: 1
        case .int32: 2
        case .int64: 3
        case .bool(let value): value ? 5 : 4
        case .float32: 6
        case .float64: 7
        case .data: 8
        case .null: 9
        case .object: 10
        }
    }

    /// The integer in the smallest signed width that fits, and int64 for negatives (Apple's rule).
    public static func integer(_ value: Int64) -> NIBArchiveValue {
        if value < 0 { return .int64(value) }
        if value <= Int64(Int8.max) { return .int8(Int8(value)) }
        if value <= Int64(Int16.max) { return .int16(Int16(value)) }
        if value <= Int64(Int32.max) { return .int32(Int32(value)) }
        return .int64(value)
    }

    /// A float32 value.
    public static func float(_ value: Float) -> NIBArchiveValue { .float32(bitPattern: value.bitPattern) }

    /// A float64 value.
    public static func double(_ value: Double) -> NIBArchiveValue { .float64(bitPattern: value.bitPattern) }
}
