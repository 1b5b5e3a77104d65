extension BinaryPropertyList {
    /// The property list as `bplist00` bytes: objects in table order, each with its recorded
    /// widths, then the offset table and the trailer. Lengths of 15 or more use the minimal
    /// integer form, as CoreFoundation writes them, so unchanged Apple files round-trip exactly.
    public func serialized() -> [UInt8] {
        var output = BinaryPropertyList.magic
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        for object in objects {
            offsets.append(output.count)
            append(object, to: &output)
        }
        let tableOffset = output.count
        // The recorded width, unless the objects written now end beyond what it can address
        // (objects that shared bytes in the file read are written apart, so a file can grow).
        var offsetWidth = offsetIntegerSize
        while offsetWidth < 8 && UInt64(tableOffset) >> (8 * UInt64(offsetWidth)) != 0 { offsetWidth *= 2 }
        for offset in offsets {
            appendBigEndian(UInt64(offset), count: offsetWidth, to: &output)
        }
        var prefix = trailerPrefix
        while prefix.count < 6 { prefix.append(0) }
        output += prefix.prefix(6)
        output.append(UInt8(truncatingIfNeeded: offsetWidth))
        output.append(UInt8(truncatingIfNeeded: objectReferenceSize))
        appendBigEndian(UInt64(objects.count), count: 8, to: &output)
        appendBigEndian(UInt64(topObject), count: 8, to: &output)
        appendBigEndian(UInt64(tableOffset), count: 8, to: &output)
        return output
    }

    private func append(_ object: Object, to output: inout [UInt8]) {
        switch object {
        case .null: output.append(0x00)
        case .bool(let value): output.append(value ? 0x09 : 0x08)
        case .integer(let value, let byteCount):
            let exponent = byteCount.trailingZeroBitCount
            output.append(0x10 | UInt8(exponent))
            if byteCount == 16 { appendBigEndian(0, count: 8, to: &output) }
            appendBigEndian(UInt64(bitPattern: value), count: min(byteCount, 8), to: &output)
        case .real(let bits, let byteCount):
            if byteCount == 4 {
                output.append(0x22)
                appendBigEndian(UInt64(Float(Double(bitPattern: bits)).bitPattern), count: 4, to: &output)
            } else {
                output.append(0x23)
                appendBigEndian(bits, count: 8, to: &output)
            }
        case .date(let bits):
            output.append(0x33)
            appendBigEndian(bits, count: 8, to: &output)
        case .data(let bytes):
            appendMarker(0x4, count: bytes.count, to: &output)
            output += bytes
        case .string(let string, .ascii):
            appendMarker(0x5, count: string.utf8.count, to: &output)
            output += string.utf8
        case .string(let string, .utf16):
            let units = Array(string.utf16)
            appendMarker(0x6, count: units.count, to: &output)
            for unit in units { appendBigEndian(UInt64(unit), count: 2, to: &output) }
        case .uid(let value, let byteCount):
            output.append(0x80 | UInt8(truncatingIfNeeded: byteCount - 1))
            appendBigEndian(value, count: byteCount, to: &output)
        case .array, .set:
            let elements = elements(of: object) ?? []
            if case .array = object { appendMarker(0xA, count: elements.count, to: &output) } else { appendMarker(0xC, count: elements.count, to: &output) }
            for reference in elements { appendBigEndian(UInt64(reference), count: objectReferenceSize, to: &output) }
        case .dictionary:
            let (keys, values) = entries(of: object) ?? ([], [])
            appendMarker(0xD, count: keys.count, to: &output)
            for reference in keys + values { appendBigEndian(UInt64(reference), count: objectReferenceSize, to: &output) }
        }
    }

    /// A marker byte with the count in its low nibble, or 0xF and a minimal integer object.
    private func appendMarker(_ kind: UInt8, count: Int, to output: inout [UInt8]) {
        if count < 15 {
            output.append(kind << 4 | UInt8(count))
            return
        }
        output.append(kind << 4 | 0x0F)
        let byteCount = count <= 0xFF ? 1 : count <= 0xFFFF ? 2 : count <= 0xFFFF_FFFF ? 4 : 8
        output.append(0x10 | UInt8(byteCount.trailingZeroBitCount))
        appendBigEndian(UInt64(count), count: byteCount, to: &output)
    }
}

/// Appends the low `count` bytes of `value`, most significant first.
func appendBigEndian(_ value: UInt64, count: Int, to output: inout [UInt8]) {
    for index in stride(from: count - 1, through: 0, by: -1) {
        output.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * index)))
    }
}
