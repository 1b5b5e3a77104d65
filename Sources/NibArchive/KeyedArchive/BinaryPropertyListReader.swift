import NibCore

extension BinaryPropertyList {
    /// Reads a `bplist00` file, checking the trailer, every offset, length and object reference.
    ///
    /// Lengths and counts are checked against the bytes that remain before anything is
    /// allocated; references must name an existing object. Reference cycles are legal in the
    /// table (they are only rejected by the tree view, `PropertyListValue`).
    public init(bytes: [UInt8], path: String? = nil) throws {
        var cursor = ByteCursor(bytes, path: path)
        let trailerSize = 32
        try cursor.require(BinaryPropertyList.magic.count + trailerSize, "binary property list")
        guard BinaryPropertyList.looksLikeBinaryPropertyList(bytes) else {
            throw cursor.failure("not a binary property list: the file does not start with 'bplist00'", at: 0)
        }
        let trailerStart = bytes.count - trailerSize
        cursor.offset = trailerStart
        let prefix = try cursor.readBytes(6, "trailer")
        let offsetSize = Int(try cursor.readByte("trailer offset size"))
        let referenceSize = Int(try cursor.readByte("trailer reference size"))
        let objectCount64 = try cursor.readBigEndian(8, "trailer object count")
        let top64 = try cursor.readBigEndian(8, "trailer top object")
        let tableOffset64 = try cursor.readBigEndian(8, "trailer offset table offset")
        guard [1, 2, 4, 8].contains(offsetSize) else {
            throw cursor.failure("offset size \(offsetSize) is not 1, 2, 4 or 8", at: trailerStart + 6)
        }
        guard [1, 2, 4, 8].contains(referenceSize) else {
            throw cursor.failure("object reference size \(referenceSize) is not 1, 2, 4 or 8", at: trailerStart + 7)
        }
        guard tableOffset64 >= 8, tableOffset64 <= UInt64(trailerStart) else {
            throw cursor.failure("offset table offset \(tableOffset64) is outside the file", at: trailerStart + 24)
        }
        let tableOffset = Int(tableOffset64)
        guard objectCount64 <= UInt64((trailerStart - tableOffset) / offsetSize) else {
            throw cursor.failure("object count \(objectCount64) does not fit in the offset table", at: trailerStart + 8)
        }
        let objectCount = Int(objectCount64)
        guard top64 < objectCount64 else {
            throw cursor.failure("top object \(top64) is out of range (\(objectCount) objects)", at: trailerStart + 16)
        }

        var reader = BinaryPropertyListObjectReader(cursor: cursor, objectCount: objectCount, referenceSize: referenceSize)
        var objects: [Object] = []
        objects.reserveCapacity(objectCount)
        for index in 0..<objectCount {
            reader.cursor.offset = tableOffset + index * offsetSize
            let storedOffset = try reader.cursor.readBigEndian(offsetSize, "offset table")
            guard storedOffset >= 8, storedOffset < UInt64(tableOffset) else {
                throw reader.cursor.failure("object \(index) has offset \(storedOffset), outside the object area", at: tableOffset + index * offsetSize)
            }
            reader.cursor.offset = Int(storedOffset)
            objects.append(try reader.readObject(index))
        }
        self.init(
            objects: objects, references: reader.references, topObject: Int(top64), offsetIntegerSize: offsetSize,
            objectReferenceSize: referenceSize, trailerPrefix: prefix)
    }
}

/// Decodes one object of the object table at the cursor.
struct BinaryPropertyListObjectReader {
    var cursor: ByteCursor
    let objectCount: Int
    let referenceSize: Int
    /// Every container's references, back to back.
    var references: [Int] = []

    mutating func readObject(_ index: Int) throws -> BinaryPropertyList.Object {
        let start = cursor.offset
        let marker = try cursor.readByte("object \(index)")
        let high = marker >> 4
        let low = Int(marker & 0x0F)
        switch high {
        case 0x0:
            switch low {
            case 0x0: return .null
            case 0x8: return .bool(false)
            case 0x9: return .bool(true)
            default: throw cursor.failure("object \(index) has unknown marker 0x\(String(marker, radix: 16))", at: start)
            }
        case 0x1:
            return try readInteger(exponent: low, what: "integer object \(index)")
        case 0x2:
            guard low == 2 || low == 3 else {
                throw cursor.failure("real object \(index) has unsupported size 2^\(low)", at: start)
            }
            let byteCount = 1 << low
            let raw = try cursor.readBigEndian(byteCount, "real object \(index)")
            let bits = byteCount == 4 ? Double(Float(bitPattern: UInt32(raw))).bitPattern : raw
            return .real(bitPattern: bits, byteCount: byteCount)
        case 0x3:
            guard low == 3 else { throw cursor.failure("date object \(index) must be 8 bytes", at: start) }
            return .date(bitPattern: try cursor.readBigEndian(8, "date object \(index)"))
        case 0x4:
            let length = try readLength(low, "data object \(index)")
            return .data(try cursor.readBytes(length, "data object \(index)"))
        case 0x5:
            let length = try readLength(low, "string object \(index)")
            try cursor.require(length, "string object \(index)")
            let first = cursor.offset
            let string = try cursor.bytes.withUnsafeBufferPointer { buffer -> String in
                let characters = UnsafeBufferPointer(rebasing: buffer[first..<(first + length)])
                if let byte = characters.first(where: { $0 >= 0x80 }) {
                    throw cursor.failure("ASCII string object \(index) contains byte 0x\(String(byte, radix: 16))", at: start)
                }
                return String(decoding: characters, as: UTF8.self)
            }
            cursor.offset += length
            return .string(string, .ascii)
        case 0x6:
            let length = try readLength(low, "UTF-16 string object \(index)")
            guard length <= cursor.remaining / 2 else {
                throw cursor.failure("truncated UTF-16 string object \(index): needs \(length * 2) bytes", at: start)
            }
            var units: [UInt16] = []
            units.reserveCapacity(length)
            for _ in 0..<length {
                units.append(UInt16(try cursor.readBigEndian(2, "UTF-16 string object \(index)")))
            }
            let string = String(decoding: units, as: UTF16.self)
            guard string.utf16.elementsEqual(units) else {
                throw cursor.failure("UTF-16 string object \(index) is not valid UTF-16", at: start)
            }
            return .string(string, .utf16)
        case 0x8:
            let byteCount = low + 1
            guard [1, 2, 4, 8].contains(byteCount) else {
                throw cursor.failure("UID object \(index) has unsupported size \(byteCount)", at: start)
            }
            return .uid(try cursor.readBigEndian(byteCount, "UID object \(index)"), byteCount: byteCount)
        case 0xA, 0xC:
            let count = try readLength(low, "array object \(index)")
            let range = try readReferences(count, "array object \(index)")
            return high == 0xA ? .array(range) : .set(range)
        case 0xD:
            let count = try readLength(low, "dictionary object \(index)")
            guard count <= cursor.remaining / (2 * referenceSize) else {
                throw cursor.failure("truncated dictionary object \(index): \(count) entries do not fit", at: start)
            }
            return .dictionary(try readReferences(2 * count, "dictionary object \(index)"))
        default:
            throw cursor.failure("object \(index) has unknown marker 0x\(String(marker, radix: 16))", at: start)
        }
    }

    /// Reads an integer whose byte count is 2^exponent (1, 2, 4, 8 or 16 bytes).
    private mutating func readInteger(exponent: Int, what: @autoclosure () -> String) throws -> BinaryPropertyList.Object {
        guard exponent <= 4 else { throw cursor.failure("\(what()) has unsupported size 2^\(exponent)") }
        let byteCount = 1 << exponent
        if byteCount == 16 {
            // 128-bit integers hold unsigned 64-bit values: the high half is zero.
            _ = try cursor.readBigEndian(8, what())
            return .integer(Int64(bitPattern: try cursor.readBigEndian(8, what())), byteCount: 16)
        }
        let raw = try cursor.readBigEndian(byteCount, what())
        // 8-byte integers are signed; narrower ones are unsigned.
        let value = byteCount == 8 ? Int64(bitPattern: raw) : Int64(raw)
        return .integer(value, byteCount: byteCount)
    }

    /// Reads the element count of a marker: the low nibble, or an integer object after 0xF.
    private mutating func readLength(_ low: Int, _ what: @autoclosure () -> String) throws -> Int {
        if low != 0xF { return low }
        let start = cursor.offset
        let marker = try cursor.readByte(what())
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
            throw cursor.failure("\(what()) has a malformed length marker", at: start)
        }
        let byteCount = 1 << Int(marker & 0x0F)
        let raw = try cursor.readBigEndian(byteCount, what())
        guard raw <= UInt64(cursor.remaining) else {
            throw cursor.failure("\(what()) claims length \(raw), more than the file holds", at: start)
        }
        return Int(raw)
    }

    /// Reads `count` references into the shared `references` array and returns their range.
    private mutating func readReferences(_ count: Int, _ what: @autoclosure () -> String) throws -> Range<Int> {
        guard count <= cursor.remaining / referenceSize else {
            throw cursor.failure("truncated \(what()): \(count) references do not fit")
        }
        // One bounds check for the whole run, then a tight loop (this is the hot path).
        let first = references.count
        let bytes = cursor.bytes
        let start = cursor.offset
        for index in 0..<count {
            let at = start + index * referenceSize
            var reference = 0
            for position in at..<(at + referenceSize) { reference = reference << 8 | Int(bytes[position]) }
            // Eight-byte references with the top bit set read as negative Ints (a fuzzed file).
            guard reference >= 0, reference < objectCount else {
                throw cursor.failure("\(what()) refers to object \(reference), but there are only \(objectCount) objects", at: at)
            }
            references.append(reference)
        }
        cursor.offset = start + count * referenceSize
        return first..<references.count
    }
}
