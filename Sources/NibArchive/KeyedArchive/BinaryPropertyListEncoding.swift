/// Encoding a `PropertyListValue` tree as CoreFoundation lays out a storyboard's binary
/// plist: objects flattened depth first (a dictionary, then its keys, then its values),
/// each occurrence written again (Apple's `Info.plist` files repeat their strings),
/// integers in the fewest bytes, and the reference and offset widths as small as the file
/// allows. CoreFoundation writes an object once when ibtool passes the very same string
/// object twice (a storyboard identifier that is both the entry point and a nib name's
/// key); a value tree cannot say that, so those files differ from Apple's in that one
/// reference.
///
/// Dictionaries keep the order they are given in, so the bytes depend only on the value:
/// the same tree always gives the same file (reproducible builds), unlike Foundation's
/// writer on Linux, whose dictionary order changes from one run to the next.
extension BinaryPropertyList {
    /// The binary property list of `value`.
    public init(encoding value: PropertyListValue) {
        var encoder = Encoder()
        let top = encoder.flatten(value)
        var offsetPrediction = BinaryPropertyList(objects: encoder.objects, references: encoder.references, topObject: top,
                                                  offsetIntegerSize: 8, objectReferenceSize: Self.byteCount(encoder.objects.count))
        // The offset width is what the offset table's own position needs.
        let tableOffset = offsetPrediction.serialized().count - 32 - 8 * encoder.objects.count
        offsetPrediction.offsetIntegerSize = Self.byteCount(tableOffset)
        self = offsetPrediction
    }

    /// Bytes needed for `value` as an unsigned integer: 1, 2, 4 or 8.
    static func byteCount(_ value: Int) -> Int {
        switch value {
        case ..<0x100: 1
        case ..<0x1_0000: 2
        case ..<0x1_0000_0000: 4
        default: 8
        }
    }

    private struct Encoder {
        var objects: [Object] = []
        var references: [Int] = []

        mutating func flatten(_ value: PropertyListValue) -> Int {
            switch value {
            case .array(let elements):
                let index = reserve()
                let children = elements.map { flatten($0) }
                objects[index] = .array(append(children))
                return index
            case .dictionary(let pairs):
                let index = reserve()
                let keys = pairs.map { flatten(.string($0.key)) }
                let values = pairs.map { flatten($0.value) }
                objects[index] = .dictionary(append(keys + values))
                return index
            default:
                objects.append(Self.scalar(value))
                return objects.count - 1
            }
        }

        private mutating func reserve() -> Int {
            objects.append(.null)
            return objects.count - 1
        }

        private mutating func append(_ children: [Int]) -> Range<Int> {
            let start = references.count
            references += children
            return start..<references.count
        }

        private static func scalar(_ value: PropertyListValue) -> Object {
            switch value {
            case .string(let string):
                return .string(string, string.unicodeScalars.allSatisfy(\.isASCII) ? .ascii : .utf16)
            case .integer(let integer):
                return .integer(integer, byteCount: integer < 0 ? 8 : BinaryPropertyList.byteCount(Int(integer)))
            case .real(let real): return .real(bitPattern: real.bitPattern, byteCount: 8)
            case .bool(let flag): return .bool(flag)
            case .date(let seconds): return .date(bitPattern: seconds.bitPattern)
            case .data(let bytes): return .data(bytes)
            case .uid(let uid): return .uid(uid, byteCount: BinaryPropertyList.byteCount(Int(truncatingIfNeeded: uid)))
            case .null, .array, .dictionary: return .null
            }
        }
    }
}
