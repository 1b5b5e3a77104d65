/// Checks that bytes are well-formed UTF-8 without NUL bytes, with an ASCII fast path.
enum UTF8Validation {
    struct Problem {
        var offset: Int
        var message: String
    }

    /// The first malformed sequence or NUL byte, or nil when the bytes are clean UTF-8.
    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        bytes.withUnsafeBufferPointer { buffer -> Problem? in
            let count = buffer.count
            var index = 0
            let base = buffer.baseAddress
            while index < count {
                // ASCII fast path: eight bytes at a time while none has its high bit set
                // and none is NUL.
                if let base, index + 8 <= count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    let hasHighBit = word & 0x8080_8080_8080_8080 != 0
                    let hasZeroByte = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
                    if !hasHighBit && !hasZeroByte {
                        index += 8
                        continue
                    }
                }
                let byte = buffer[index]
                if byte < 0x80 {
                    if byte == 0 { return Problem(offset: index, message: "NUL byte in the file: this is binary data, not an XML document") }
                    index += 1
                    continue
                }
                let length: Int
                let minimum: UInt32
                var scalar: UInt32
                switch byte {
                case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(byte & 0x1F)
                case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(byte & 0x0F)
                case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(byte & 0x07)
                default: return Problem(offset: index, message: "invalid UTF-8 byte 0x\(hex(byte)): the file is not UTF-8 text")
                }
                guard index + length <= count else {
                    return Problem(offset: index, message: "truncated UTF-8 sequence at the end of the file")
                }
                for continuation in 1..<length {
                    let next = buffer[index + continuation]
                    guard next & 0xC0 == 0x80 else {
                        return Problem(offset: index, message: "invalid UTF-8 sequence starting with byte 0x\(hex(byte)): the file is not UTF-8 text")
                    }
                    scalar = scalar << 6 | UInt32(next & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                    return Problem(offset: index, message: "invalid UTF-8 sequence (overlong or surrogate): the file is not UTF-8 text")
                }

                index += length
            }
            return nil
        }
    }
}

/// Two upper-case hex digits for a byte, for messages.
func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
}
