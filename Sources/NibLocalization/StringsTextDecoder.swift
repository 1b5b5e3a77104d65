import NibCore

/// Text of a `.strings` file decoded to UTF-16 code units, the form CoreFoundation's
/// old-style property-list parser works on, plus what is needed to point back into the bytes.
struct DecodedStringsText {
    var units: [UInt16]
    var encoding: StringsTextEncoding
    var hasByteOrderMark: Bool

    /// Byte length of the byte order mark (0, 2 or 3).
    var byteOrderMarkLength: Int {
        guard hasByteOrderMark else { return 0 }
        return encoding == .utf8 ? 3 : 2
    }
}

/// Detects the encoding of raw `.strings` bytes and decodes them without trapping on bad input.
enum StringsTextDecoder {
    static func decode(_ bytes: [UInt8], path: String?) throws -> DecodedStringsText {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return DecodedStringsText(
                units: try decodeUTF8(bytes, from: 3, path: path), encoding: .utf8, hasByteOrderMark: true)
        }
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
            return DecodedStringsText(
                units: try decodeUTF16(bytes, from: 2, bigEndian: false, path: path),
                encoding: .utf16LittleEndian, hasByteOrderMark: true)
        }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            return DecodedStringsText(
                units: try decodeUTF16(bytes, from: 2, bigEndian: true, path: path),
                encoding: .utf16BigEndian, hasByteOrderMark: true)
        }
        if let bigEndian = guessByteOrderOfUTF16WithoutMark(bytes) {
            return DecodedStringsText(
                units: try decodeUTF16(bytes, from: 0, bigEndian: bigEndian, path: path),
                encoding: bigEndian ? .utf16BigEndian : .utf16LittleEndian, hasByteOrderMark: false)
        }
        return DecodedStringsText(units: try decodeUTF8(bytes, from: 0, path: path), encoding: .utf8, hasByteOrderMark: false)
    }

    /// UTF-16 without a byte order mark is recognised when the first code unit is ASCII
    /// (one zero byte) and, over the first 256 code units, zero bytes sit only on that side.
    /// Returns true for big-endian, false for little-endian, nil when the bytes do not look like UTF-16.
    static func guessByteOrderOfUTF16WithoutMark(_ bytes: [UInt8]) -> Bool? {
        guard bytes.count >= 2, bytes.count % 2 == 0 else { return nil }
        let bigEndian: Bool
        if bytes[0] == 0, bytes[1] != 0 {
            bigEndian = true
        } else if bytes[0] != 0, bytes[1] == 0 {
            bigEndian = false
        } else {
            return nil
        }
        let sampledUnits = min(bytes.count / 2, 256)
        var asciiUnits = 0
        for unit in 0..<sampledUnits {
            let high = bigEndian ? bytes[2 * unit] : bytes[2 * unit + 1]
            let low = bigEndian ? bytes[2 * unit + 1] : bytes[2 * unit]
            if high == 0 && low == 0 { return nil }  // NUL characters: not text we understand
            if high == 0 { asciiUnits += 1 }
        }
        // Most of a .strings file is ASCII: quotes, '=', ';', comments, object ids.
        return asciiUnits * 2 >= sampledUnits ? bigEndian : nil
    }

    private static func decodeUTF16(_ bytes: [UInt8], from start: Int, bigEndian: Bool, path: String?) throws -> [UInt16] {
        let payload = bytes.count - start
        if payload % 2 != 0 {
            throw Diagnostic.error(
                "UTF-16 text has an odd number of bytes; the last byte is incomplete",
                path: path, location: .byteOffset(bytes.count - 1))
        }
        var units = [UInt16]()
        units.reserveCapacity(payload / 2)
        var index = start
        while index + 1 < bytes.count {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? (first << 8 | second) : (second << 8 | first))
            index += 2
        }
        return units
    }

    /// Strict UTF-8 decoding to UTF-16 code units; a malformed sequence is an error at its byte.
    private static func decodeUTF8(_ bytes: [UInt8], from start: Int, path: String?) throws -> [UInt16] {
        var units = [UInt16]()
        units.reserveCapacity(bytes.count - start)
        var index = start
        let end = bytes.count
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 {
                units.append(UInt16(lead))
                index += 1
                continue
            }
            let length: Int
            var scalar: UInt32
            let minimum: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F); minimum = 0x80
            case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F); minimum = 0x800
            case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07); minimum = 0x10000
            default: throw invalidUTF8(bytes, at: index, path: path)
            }
            guard index + length <= end else { throw invalidUTF8(bytes, at: index, path: path) }
            for offset in 1..<length {
                let continuation = bytes[index + offset]
                guard continuation & 0xC0 == 0x80 else { throw invalidUTF8(bytes, at: index, path: path) }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                throw invalidUTF8(bytes, at: index, path: path)
            }
            if scalar >= 0x10000 {
                let value = scalar - 0x10000
                units.append(UInt16(0xD800 + (value >> 10)))
                units.append(UInt16(0xDC00 + (value & 0x3FF)))
            } else {
                units.append(UInt16(scalar))
            }
            index += length
        }
        return units
    }

    private static func invalidUTF8(_ bytes: [UInt8], at offset: Int, path: String?) -> Diagnostic {
        let location = LineIndex(bytes).location(ofOffset: offset)
        return Diagnostic.error("invalid UTF-8 byte sequence; .strings files must be UTF-8 or UTF-16", path: path, location: location)
    }
}
