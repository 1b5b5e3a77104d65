/// A binary property list (`bplist00`) as its flat object table, kept losslessly.
///
/// Foundation on Linux hides the UIDs that keyed archives depend on
/// (`PropertyListSerialization` returns an opaque `CFKeyedArchiverUID`), so NibForge reads
/// binary plists itself. Objects refer to each other by index into `objects`, exactly as on
/// disk; together with the recorded integer widths and the trailer sizes this lets
/// `serialized()` rewrite an Apple-made file byte for byte.
public struct BinaryPropertyList: Hashable, Sendable {
    /// The 8-byte magic and version every binary plist starts with.
    public static let magic: [UInt8] = Array("bplist00".utf8)

    /// How a string object is stored.
    public enum StringEncoding: Hashable, Sendable {
        /// Marker 0x5n: one byte per character (ASCII).
        case ascii
        /// Marker 0x6n: big-endian UTF-16 code units.
        case utf16
    }

    /// One entry of the object table. Containers hold object indices, not nested values.
    public enum Object: Hashable, Sendable {
        case null
        case bool(Bool)
        /// An integer and the number of bytes it was stored in (1, 2, 4, 8 or 16).
        case integer(Int64, byteCount: Int)
        /// A real stored as float32 (byteCount 4) or float64 (8), kept as float64 bits.
        case real(bitPattern: UInt64, byteCount: Int)
        /// Seconds since 2001-01-01, as float64 bits.
        case date(bitPattern: UInt64)
        case data([UInt8])
        case string(String, StringEncoding)
        /// A keyed-archiver UID (marker 0x8n) and the number of bytes it was stored in.
        case uid(UInt64, byteCount: Int)
        case array([Int])
        case set([Int])
        /// Key references then value references, in file order (one array: a dictionary
        /// costs one allocation, which matters on the decode hot path). Use
        /// `dictionaryEntries` to read the two halves.
        case dictionary(keysAndValues: [Int])

        /// A dictionary from parallel key and value references.
        public static func dictionary(keys: [Int], values: [Int]) -> Object {
            .dictionary(keysAndValues: keys + values)
        }

        /// The key and value references of a dictionary object, or nil for other objects.
        public var dictionaryEntries: (keys: ArraySlice<Int>, values: ArraySlice<Int>)? {
            guard case .dictionary(let references) = self else { return nil }
            let half = references.count / 2
            return (references[..<half], references[half...])
        }
    }

    /// The object table, in file order.
    public var objects: [Object]
    /// Index of the root object.
    public var topObject: Int
    /// Bytes per entry of the offset table (trailer).
    public var offsetIntegerSize: Int
    /// Bytes per object reference inside containers (trailer).
    public var objectReferenceSize: Int
    /// The first six trailer bytes (five unused and the sort version), kept for the round trip.
    public var trailerPrefix: [UInt8]

    /// A property list over `objects`; the sizes default to what CoreFoundation writes for small files.
    public init(objects: [Object], topObject: Int = 0, offsetIntegerSize: Int = 2, objectReferenceSize: Int = 2, trailerPrefix: [UInt8] = [0, 0, 0, 0, 0, 0]) {
        self.objects = objects
        self.topObject = topObject
        self.offsetIntegerSize = offsetIntegerSize
        self.objectReferenceSize = objectReferenceSize
        self.trailerPrefix = trailerPrefix
    }

    /// True when `bytes` starts with `bplist00`.
    public static func looksLikeBinaryPropertyList<Bytes: Collection>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        bytes.starts(with: magic)
    }

    /// The object at `index`, or nil when the index is out of range.
    public func object(at index: Int) -> Object? {
        objects.indices.contains(index) ? objects[index] : nil
    }
}
