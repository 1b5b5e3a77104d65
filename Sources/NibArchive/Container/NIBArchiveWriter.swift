extension NIBArchive {
    /// The archive as bytes: the header, then objects, keys, values and class names back to
    /// back from offset 50, the layout Apple writes, then any `trailingBytes` that were read.
    /// Varints are written in their minimal form. For an unchanged archive read from an
    /// Apple-made file this reproduces the file exactly.
    public func serialized() -> [UInt8] {
        var objectBytes: [UInt8] = []
        objectBytes.reserveCapacity(objects.count * 4)
        for object in objects {
            Varint.append(object.classIndex, to: &objectBytes)
            Varint.append(object.firstValueIndex, to: &objectBytes)
            Varint.append(object.valueCount, to: &objectBytes)
        }
        var keyBytes: [UInt8] = []
        for key in keys {
            Varint.append(key.utf8.count, to: &keyBytes)
            keyBytes.append(contentsOf: key.utf8)
        }
        var valueBytes: [UInt8] = []
        valueBytes.reserveCapacity(values.count * 4)
        for value in values {
            Varint.append(value.keyIndex, to: &valueBytes)
            valueBytes.append(value.value.typeCode)
            NIBArchive.appendPayload(of: value.value, to: &valueBytes)
        }
        var classBytes: [UInt8] = []
        for className in classNames {
            Varint.append(className.name.utf8.count + 1, to: &classBytes)
            Varint.append(className.fallbackClassIndices.count, to: &classBytes)
            for fallback in className.fallbackClassIndices {
                appendLittleEndian(UInt64(UInt32(truncatingIfNeeded: fallback)), count: 4, to: &classBytes)
            }
            classBytes.append(contentsOf: className.name.utf8)
            classBytes.append(0)
        }

        var output = NIBArchive.magic
        output.reserveCapacity(NIBArchive.headerSize + objectBytes.count + keyBytes.count + valueBytes.count + classBytes.count)
        let objectOffset = NIBArchive.headerSize
        let keyOffset = objectOffset + objectBytes.count
        let valueOffset = keyOffset + keyBytes.count
        let classOffset = valueOffset + valueBytes.count
        for field in [
            Int(formatVersion), Int(coderVersion), objects.count, objectOffset, keys.count, keyOffset,
            values.count, valueOffset, classNames.count, classOffset,
        ] {
            appendLittleEndian(UInt64(field), count: 4, to: &output)
        }
        output += objectBytes
        output += keyBytes
        output += valueBytes
        output += classBytes
        output += trailingBytes
        return output
    }

    private static func appendPayload(of value: NIBArchiveValue, to output: inout [UInt8]) {
        switch value {
        case .int8(let number): output.append(UInt8(bitPattern: number))
        case .int16(let number): appendLittleEndian(UInt64(UInt16(bitPattern: number)), count: 2, to: &output)
        case .int32(let number): appendLittleEndian(UInt64(UInt32(bitPattern: number)), count: 4, to: &output)
        case .int64(let number): appendLittleEndian(UInt64(bitPattern: number), count: 8, to: &output)
        case .bool, .null: break
        case .float32(let bits): appendLittleEndian(UInt64(bits), count: 4, to: &output)
        case .float64(let bits): appendLittleEndian(bits, count: 8, to: &output)
        case .data(let bytes):
            Varint.append(bytes.count, to: &output)
            output += bytes
        case .object(let index): appendLittleEndian(UInt64(UInt32(truncatingIfNeeded: index)), count: 4, to: &output)
        }
    }
}

/// Appends the low `count` bytes of `value`, least significant first.
func appendLittleEndian(_ value: UInt64, count: Int, to output: inout [UInt8]) {
    for index in 0..<count {
        output.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * index)))
    }
}
