/// The tables of a NIBArchive file, exactly as stored.
///
/// A NIBArchive is Apple's compiled-nib container (`ibtool --compile`, UINibEncoder): a 50-byte
/// header, then objects, keys, values and class names, each found through its header offset.
/// This type keeps every table entry as stored, so `NIBArchive(bytes:)` followed by
/// `serialized()` reproduces an Apple-written file byte for byte. Use `ObjectGraph` for the
/// decoded view and `NIBArchiveBuilder` to make new archives.
public struct NIBArchive: Hashable, Sendable {
    /// The 10-byte magic every NIBArchive starts with.
    public static let magic: [UInt8] = Array("NIBArchive".utf8)
    /// Size of the fixed header: the magic and ten little-endian u32 fields.
    public static let headerSize = 50

    /// One object: its class and the contiguous run of values that belong to it.
    public struct Object: Hashable, Sendable {
        /// Index into `classNames`.
        public var classIndex: Int
        /// Index of the first value in `values`; Apple writes 0 for objects with no values.
        public var firstValueIndex: Int
        /// How many values, starting at `firstValueIndex`, belong to the object.
        public var valueCount: Int

        /// An object of class `classIndex` owning values `firstValueIndex..<firstValueIndex+valueCount`.
        public init(classIndex: Int, firstValueIndex: Int, valueCount: Int) {
            self.classIndex = classIndex
            self.firstValueIndex = firstValueIndex
            self.valueCount = valueCount
        }

        /// The indices of this object's values.
        public var valueIndices: Range<Int> { firstValueIndex..<(firstValueIndex + valueCount) }
    }

    /// One value: the key it is stored under and its payload.
    public struct Value: Hashable, Sendable {
        /// Index into `keys`.
        public var keyIndex: Int
        /// The payload.
        public var value: NIBArchiveValue

        /// A value under key `keyIndex`.
        public init(keyIndex: Int, value: NIBArchiveValue) {
            self.keyIndex = keyIndex
            self.value = value
        }
    }

    /// A class name and the classes a decoder may use instead (`+classFallbacksForKeyedArchiver`).
    public struct ClassName: Hashable, Sendable {
        /// The name, without the trailing NUL stored on disk.
        public var name: String
        /// Indices into `classNames` of the fallback classes (int32 on disk).
        public var fallbackClassIndices: [Int]

        /// A class name with its fallback classes.
        public init(name: String, fallbackClassIndices: [Int] = []) {
            self.name = name
            self.fallbackClassIndices = fallbackClassIndices
        }
    }

    /// Always 1 in real files.
    public var formatVersion: UInt32
    /// 9 for iOS (and some macOS) nibs, 10 for macOS nibs from recent Xcode.
    public var coderVersion: UInt32
    /// The object table; object 0 is the `NSObject` root.
    public var objects: [Object]
    /// The key table (unique, UTF-8).
    public var keys: [String]
    /// The value table, each object's values contiguous.
    public var values: [Value]
    /// The class-name table.
    public var classNames: [ClassName]
    /// Bytes found after the class table (none in Apple's files), written back unchanged.
    public var trailingBytes: [UInt8] = []

    /// An archive from its tables (see `NIBArchiveBuilder` for building one object by object).
    public init(
        formatVersion: UInt32 = 1, coderVersion: UInt32 = 10, objects: [Object] = [],
        keys: [String] = [], values: [Value] = [], classNames: [ClassName] = []
    ) {
        self.formatVersion = formatVersion
        self.coderVersion = coderVersion
        self.objects = objects
        self.keys = keys
        self.values = values
        self.classNames = classNames
    }

    /// True when `bytes` starts with the NIBArchive magic (UIKit's `UIDataLooksLikeNibArchive`).
    public static func looksLikeNIBArchive<Bytes: Collection>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        bytes.starts(with: magic)
    }

    /// The class name of object `index`, or nil when either index is out of range.
    public func className(ofObject index: Int) -> String? {
        guard objects.indices.contains(index) else { return nil }
        let classIndex = objects[index].classIndex
        guard classNames.indices.contains(classIndex) else { return nil }
        return classNames[classIndex].name
    }
}
