import NibCore

/// The NIBArchive variable-length integer: 7 bits per byte, least significant group first,
/// and, unlike LEB128, the **high bit set marks the last byte** (0 is `80`, 128 is `00 81`).
enum Varint {
    /// A varint never needs more than 5 bytes (35 bits); a longer run is hostile input.
    static let maximumLength = 5

    /// Appends the minimal encoding of `value` (which must be non-negative).
    static func append(_ value: Int, to output: inout [UInt8]) {
        var rest = UInt64(max(value, 0))
        while rest >= 0x80 {
            output.append(UInt8(rest & 0x7F))
            rest >>= 7
        }
        output.append(UInt8(rest) | 0x80)
    }

    /// The number of bytes `append` writes for `value`.
    static func encodedLength(_ value: Int) -> Int {
        var rest = UInt64(max(value, 0))
        var length = 1
        while rest >= 0x80 {
            rest >>= 7
            length += 1
        }
        return length
    }
}

extension ByteCursor {
    /// Reads one varint; `what` names the field for diagnostics.
    mutating func readVarint(_ what: @autoclosure () -> String) throws -> Int {
        let start = offset
        var result = 0
        var shift = 0
        for _ in 0..<Varint.maximumLength {
            guard offset < bytes.count else {
                throw failure("truncated \(what()): varint runs past the end of data", at: start)
            }
            let byte = bytes[offset]
            offset += 1
            result |= Int(byte & 0x7F) << shift
            if byte & 0x80 != 0 { return result }
            shift += 7
        }
        throw failure("\(what()): varint does not end within \(Varint.maximumLength) bytes", at: start)
    }
}
