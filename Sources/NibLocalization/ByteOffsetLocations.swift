import NibCore

/// Line and column of many byte offsets of one UTF-8 buffer, found in a single pass.
///
/// The XLIFF reader gives every translation unit a location; asking `LineIndex` for each is
/// fine, but building it over a large file goes through unspecialised generic code, so this
/// walks the bytes once, in order, for just the offsets needed.
struct ByteOffsetLocations {
    private var locations: [Int: SourceLocation] = [:]

    init(_ bytes: [UInt8], offsets: [Int]) {
        let sorted = offsets.sorted()
        var next = 0
        var line = 1
        var lineStart = 0
        var index = 0
        while next < sorted.count {
            let target = min(sorted[next], bytes.count)
            while index < target {
                let byte = bytes[index]
                index += 1
                if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
                    line += 1
                    lineStart = index
                }
            }
            locations[sorted[next]] = SourceLocation(line: line, column: target - lineStart + 1, offset: target)
            next += 1
        }
    }

    /// The location of `offset`, which must be one of the offsets given to `init`.
    subscript(offset: Int) -> SourceLocation? { locations[offset] }
}
