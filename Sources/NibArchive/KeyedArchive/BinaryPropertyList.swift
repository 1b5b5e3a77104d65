/// A binary property list (`bplist00`) as its flat object table, kept losslessly.
///
/// Foundation on Linux hides the UIDs that keyed archives depend on
/// (`PropertyListSerialization` returns an opaque `CFKeyedArchiverUID`), so NibForge reads
/// binary plists itself. Objects refer to each other by index into `objects`, exactly as on
/// disk; together with the recorded integer widths and the trailer sizes this lets
/// `serialized()` rewrite an Apple-made file byte for byte.
///
/// The object references of every array, set and dictionary live back to back in one
/// shared `references` array, and a container records its range there: reading a file
/// then costs one allocation for all containers instead of one per container.
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

    /// One entry of the object table. Containers hold a range of `references` (object
    /// indices), not nested values; read them with `elements(of:)` and `entries(of:)`.
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
        /// An array: its element references are `references[range]`.
        case array(Range<Int>)
        /// A set: its element references are `references[range]`.
        case set(Range<Int>)
        /// A dictionary: `references[range]` holds the key references, then the value
        /// references, in file order.
        case dictionary(Range<Int>)
    }

    /// The object table, in file order.
    public var objects: [Object]
    /// The object references of every container, back to back (see `Object`).
    public var references: [Int]
    /// Index of the root object.
    public var topObject: Int
    /// Bytes per entry of the offset table (trailer).
    public var offsetIntegerSize: Int
    /// Bytes per object reference inside containers (trailer).
    public var objectReferenceSize: Int
    /// The first six trailer bytes (five unused and the sort version), kept for the round trip.
    public var trailerPrefix: [UInt8]

    /// A property list over `objects`; the sizes default to what CoreFoundation writes for small files.
    public init(
        objects: [Object] = [], references: [Int] = [], topObject: Int = 0, offsetIntegerSize: Int = 2,
        objectReferenceSize: Int = 2, trailerPrefix: [UInt8] = [0, 0, 0, 0, 0, 0]
    ) {
        self.objects = objects
        self.references = references
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

    /// The element references of an array or set object; nil for other objects.
    public func elements(of object: Object?) -> ArraySlice<Int>? {
        switch object {
        case .array(let range)?, .set(let range)?: slice(range)
        default: nil
        }
    }

    /// The key and value references of a dictionary object; nil for other objects.
    public func entries(of object: Object?) -> (keys: ArraySlice<Int>, values: ArraySlice<Int>)? {
        guard case .dictionary(let range)? = object, let all = slice(range) else { return nil }
        let middle = all.startIndex + all.count / 2
        return (all[..<middle], all[middle...])
    }

    private func slice(_ range: Range<Int>) -> ArraySlice<Int>? {
        range.lowerBound >= 0 && range.upperBound <= references.count ? references[range] : nil
    }

    /// An array object over `elements` (object indices); its references are appended to
    /// `references`. Add it with `append(_:)` or store it into `objects`.
    public mutating func makeArray(_ elements: [Int]) -> Object { .array(appendReferences(elements)) }

    /// A set object over `elements` (see `makeArray`).
    public mutating func makeSet(_ elements: [Int]) -> Object { .set(appendReferences(elements)) }

    /// A dictionary object from parallel key and value references (see `makeArray`).
    public mutating func makeDictionary(keys: [Int], values: [Int]) -> Object {
        .dictionary(appendReferences(keys + values))
    }

    /// Appends `object` to the table and returns its index.
    @discardableResult
    public mutating func append(_ object: Object) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    private mutating func appendReferences(_ added: [Int]) -> Range<Int> {
        let start = references.count
        references += added
        return start..<references.count
    }
}
