import NibCore

/// A bounds-checked read position in a byte buffer.
///
/// Every binary reader in this module goes through a cursor, so no read can run past the end
/// of the input: a short read throws a `Diagnostic` that names the byte offset where the
/// missing data should have been.
struct ByteCursor {
    /// The whole input; offsets are relative to its start.
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var offset: Int
    /// The file name used in diagnostics, when known.
    let path: String?

    init(_ bytes: [UInt8], offset: Int = 0, path: String? = nil) {
        self.bytes = bytes
        self.offset = offset
        self.path = path
    }

    /// How many bytes are left after `offset`.
    var remaining: Int { bytes.count - offset }

    /// A diagnostic located at `offset` (or at the cursor's position).
    func failure(_ message: String, at location: Int? = nil) -> Diagnostic {
        Diagnostic.error(message, path: path, location: .byteOffset(location ?? offset))
    }

    /// Throws unless `count` more bytes are available; `what` names the field for the message.
    func require(_ count: Int, _ what: @autoclosure () -> String) throws {
        if count < 0 || count > remaining {
            throw failure("truncated \(what()): needs \(count) bytes, \(max(remaining, 0)) left")
        }
    }

    mutating func readByte(_ what: @autoclosure () -> String) throws -> UInt8 {
        guard offset >= 0, offset < bytes.count else { throw failure("truncated \(what()): end of data") }
        let byte = bytes[offset]
        offset += 1
        return byte
    }

    /// Reads `count` bytes as an unsigned little-endian integer (count <= 8).
    mutating func readLittleEndian(_ count: Int, _ what: @autoclosure () -> String) throws -> UInt64 {
        try require(count, what())
        var result: UInt64 = 0
        for index in 0..<count {
            result |= UInt64(bytes[offset + index]) << UInt64(8 * index)
        }
        offset += count
        return result
    }

    /// Reads `count` bytes as an unsigned big-endian integer (count <= 8).
    mutating func readBigEndian(_ count: Int, _ what: @autoclosure () -> String) throws -> UInt64 {
        try require(count, what())
        var result: UInt64 = 0
        for index in 0..<count {
            result = (result << 8) | UInt64(bytes[offset + index])
        }
        offset += count
        return result
    }

    mutating func readBytes(_ count: Int, _ what: @autoclosure () -> String) throws -> [UInt8] {
        try require(count, what())
        let slice = Array(bytes[offset..<(offset + count)])
        offset += count
        return slice
    }
}
