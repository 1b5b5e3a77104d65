/// Maps byte offsets of a text buffer to 1-based line and column numbers.
///
/// Parsers record only byte offsets while they run (cheap); the index is built once,
/// when a message needs a human-readable place.
public struct LineIndex: Sendable {
    /// Byte offsets at which each line starts; the first is always 0.
    private let lineStarts: [Int]

    /// Builds the index over `bytes`, treating LF, CR and CRLF as line ends.
    public init(_ bytes: [UInt8]) {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var offset = 0
            while offset < count {
                let byte = buffer[offset]
                offset += 1
                if byte == 0x0A {
                    starts.append(offset)
                } else if byte == 0x0D {
                    if offset < count, buffer[offset] == 0x0A { offset += 1 }
                    starts.append(offset)
                }
            }
        }
        lineStarts = starts
    }

    /// The location of byte `offset` (clamped to the buffer).
    public func location(ofOffset offset: Int) -> SourceLocation {
        // Binary search for the last line start <= offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1, offset: offset)
    }
}
