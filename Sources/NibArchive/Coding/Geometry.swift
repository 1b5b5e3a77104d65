/// Points, sizes, rects and insets as compiled nibs store them.
///
/// NIBArchive stores geometry as a data value: a type byte, then 2 or 4 little-endian numbers:
/// `07` (the float64 type code) with float64s (17 or 33 bytes), or, in older iOS nibs, `06`
/// (float32) with float32s (9 or 17 bytes). Keyed archives store the same numbers as strings
/// such as `{{0, 0}, {320, 480}}` or `{160, 240}`. All decode to a list of numbers.
public enum Geometry {
    /// The numbers of a geometry blob, or nil when `bytes` is not one.
    public static func numbers(fromBlob bytes: [UInt8]) -> [Double]? {
        let width: Int
        switch (bytes.first, bytes.count) {
        case (0x07?, 17), (0x07?, 33): width = 8
        case (0x06?, 9), (0x06?, 17): width = 4
        default: return nil
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(4)
        var offset = 1
        while offset + width <= bytes.count {
            var bits: UInt64 = 0
            for index in 0..<width { bits |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
            numbers.append(width == 8 ? Double(bitPattern: bits) : Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))))
            offset += width
        }
        return numbers
    }

    /// The numbers of a geometry string (`{{x, y}, {w, h}}`, `{x, y}`, `{t, l, b, r}`), or nil.
    public static func numbers(fromString string: String) -> [Double]? {
        var numbers: [Double] = []
        var current = ""
        var sawBrace = false
        for character in string {
            switch character {
            case "{":
                sawBrace = true
            case "}", ",":
                if !current.isEmpty {
                    guard let number = Double(current) else { return nil }
                    numbers.append(number)
                    current = ""
                }
            case " ":
                continue
            default:
                current.append(character)
            }
        }
        guard sawBrace, current.isEmpty, numbers.count == 2 || numbers.count == 4 else { return nil }
        return numbers
    }

    /// A geometry blob holding `numbers` (2 or 4 float64s), as UINibEncoder writes it.
    public static func blob(_ numbers: [Double]) -> [UInt8] {
        var bytes: [UInt8] = [0x07]
        for number in numbers { appendLittleEndian(number.bitPattern, count: 8, to: &bytes) }
        return bytes
    }

    /// `{a, b}` or `{a, b, c, d}` with integral numbers printed without a fraction.
    public static func describe(_ numbers: [Double]) -> String {
        "{" + numbers.map(formatNumber).joined(separator: ", ") + "}"
    }
}

/// A number as Interface Builder prints it: `320` rather than `320.0`.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
