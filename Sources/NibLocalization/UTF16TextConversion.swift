/// Fast conversion of decoded UTF-16 code units to `String`.
///
/// `String(decoding:as: UTF16.self)` on an array slice goes through the standard library's
/// unspecialised slow path; transcoding to UTF-8 by hand first is several times faster, and
/// the reader makes one string per key, value and comment. Unpaired surrogates become U+FFFD,
/// as with the standard library.
enum UTF16TextConversion {
    static func string(_ units: ArraySlice<UInt16>) -> String {
        units.withUnsafeBufferPointer { buffer in
            var utf8: [UInt8] = []
            utf8.reserveCapacity(buffer.count)
            var index = 0
            while index < buffer.count {
                let unit = buffer[index]
                index += 1
                if unit < 0x80 {
                    utf8.append(UInt8(unit))
                } else if unit < 0x800 {
                    utf8.append(0xC0 | UInt8(unit >> 6))
                    utf8.append(0x80 | UInt8(unit & 0x3F))
                } else if unit >= 0xD800, unit < 0xDC00, index < buffer.count, buffer[index] >= 0xDC00, buffer[index] < 0xE000 {
                    let scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(buffer[index]) - 0xDC00)
                    index += 1
                    utf8.append(0xF0 | UInt8(scalar >> 18))
                    utf8.append(0x80 | UInt8((scalar >> 12) & 0x3F))
                    utf8.append(0x80 | UInt8((scalar >> 6) & 0x3F))
                    utf8.append(0x80 | UInt8(scalar & 0x3F))
                } else if unit >= 0xD800, unit < 0xE000 {
                    utf8.append(contentsOf: [0xEF, 0xBF, 0xBD])  // unpaired surrogate: U+FFFD
                } else {
                    utf8.append(0xE0 | UInt8(unit >> 12))
                    utf8.append(0x80 | UInt8((unit >> 6) & 0x3F))
                    utf8.append(0x80 | UInt8(unit & 0x3F))
                }
            }
            return String(decoding: utf8, as: UTF8.self)
        }
    }
}
