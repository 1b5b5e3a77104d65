/// The runs of an attributed string as Foundation archives them when it has more than one
/// attribute dictionary: `NSAttributeInfo`'s bytes, a list of (run length in UTF-16 units,
/// index of the run's dictionary in `NSAttributes`) pairs, each number an unsigned LEB128
/// varint. Apple's nibs: DuckDuckGo's "Privacy Practices from ToS;DR" label (`17 00 06 01`,
/// Xcode 13.2) and AppKit text storages.
struct AttributeRuns {
    /// The runs in text order; adjacent runs never share a dictionary.
    private(set) var runs: [(length: Int, index: Int)] = []

    /// Appends `length` units whose attributes are dictionary `index`, joining the run
    /// before when it has the same dictionary.
    mutating func append(length: Int, index: Int) {
        if let last = runs.last, last.index == index { runs[runs.count - 1].length += length } else { runs.append((length, index)) }
    }

    /// The bytes of `NSAttributeInfo`.
    var infoBytes: [UInt8] { runs.flatMap { Self.varint($0.length) + Self.varint($0.index) } }

    /// An unsigned LEB128 varint.
    static func varint(_ value: Int) -> [UInt8] {
        var remaining = value
        var bytes: [UInt8] = []
        repeat {
            var byte = UInt8(remaining & 0x7F)
            remaining >>= 7
            if remaining != 0 { byte |= 0x80 }
            bytes.append(byte)
        } while remaining != 0
        return bytes
    }
}
