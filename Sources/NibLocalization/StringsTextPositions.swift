import NibCore

/// Turns an index into decoded UTF-16 text back into a place in the original file.
///
/// Lines end at LF, CR or CRLF. For UTF-8 files the column and offset count bytes, as
/// everywhere in NibForge; for UTF-16 files the column counts UTF-16 code units (so one per
/// character for most text) and the offset is the byte offset in the file. The index is built
/// once in O(n); each lookup is a binary search plus a walk along one line.
struct StringsTextPositions {
    private let units: [UInt16]
    private let encoding: StringsTextEncoding
    /// Code-unit index at which each line starts.
    private let lineStarts: [Int]
    /// Byte offset in the file at which each line starts.
    private let lineStartBytes: [Int]
    /// The last lookup (code unit, line index, bytes into the line), so that lookups in
    /// increasing order on one very long line do not walk the line from its start each time.
    private var lastLookup: (unit: Int, line: Int, bytesIntoLine: Int)?

    init(_ text: DecodedStringsText) {
        units = text.units
        encoding = text.encoding
        var starts = [0]
        var startBytes = [text.byteOrderMarkLength]
        var byteOffset = text.byteOrderMarkLength
        var previousWasCarriageReturn = false
        for (index, unit) in text.units.enumerated() {
            byteOffset += Self.byteLength(of: unit, at: index, in: text.units, encoding: text.encoding)
            if unit == 0x0A {
                if previousWasCarriageReturn {
                    starts[starts.count - 1] = index + 1
                    startBytes[startBytes.count - 1] = byteOffset
                } else {
                    starts.append(index + 1)
                    startBytes.append(byteOffset)
                }
                previousWasCarriageReturn = false
            } else if unit == 0x0D {
                starts.append(index + 1)
                startBytes.append(byteOffset)
                previousWasCarriageReturn = true
            } else {
                previousWasCarriageReturn = false
            }
        }
        lineStarts = starts
        lineStartBytes = startBytes
    }

    /// The location of code unit `index` (clamped to the text).
    mutating func location(ofUnit index: Int) -> SourceLocation {
        let clamped = max(0, min(index, units.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        var bytesIntoLine = 0
        var position = lineStarts[low]
        if let last = lastLookup, last.line == low, last.unit <= clamped {
            bytesIntoLine = last.bytesIntoLine
            position = last.unit
        }
        while position < clamped {
            bytesIntoLine += Self.byteLength(of: units[position], at: position, in: units, encoding: encoding)
            position += 1
        }
        lastLookup = (clamped, low, bytesIntoLine)
        let column: Int
        switch encoding {
        case .utf8: column = bytesIntoLine + 1
        case .utf16LittleEndian, .utf16BigEndian: column = clamped - lineStarts[low] + 1
        }
        return SourceLocation(line: low + 1, column: column, offset: lineStartBytes[low] + bytesIntoLine)
    }

    /// How many bytes code unit `index` took in the file.
    private static func byteLength(of unit: UInt16, at index: Int, in units: [UInt16], encoding: StringsTextEncoding) -> Int {
        switch encoding {
        case .utf16LittleEndian, .utf16BigEndian:
            return 2
        case .utf8:
            switch unit {
            case 0..<0x80: return 1
            case 0x80..<0x800: return 2
            case 0xD800..<0xDC00: return 4  // a high surrogate carries the whole 4-byte sequence
            case 0xDC00..<0xE000:
                // The low half of a pair was counted with its high surrogate.
                if index > 0, (0xD800..<0xDC00).contains(units[index - 1]) { return 0 }
                return 3
            default: return 3
            }
        }
    }
}
