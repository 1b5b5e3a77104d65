import NibCore

extension NIBArchive {
    /// Reads a NIBArchive, checking every count, offset, index and length.
    ///
    /// Sections are read from their header offsets (writers disagree on section order).
    /// A count is only used to reserve memory after it has been checked against the bytes
    /// that remain, so a hostile header cannot force a huge allocation. Any problem throws a
    /// `Diagnostic` located at the offending byte offset.
    public init(bytes: [UInt8], path: String? = nil) throws {
        var cursor = ByteCursor(bytes, path: path)
        try cursor.require(NIBArchive.headerSize, "NIBArchive header")
        guard NIBArchive.looksLikeNIBArchive(bytes) else {
            throw cursor.failure("not a NIBArchive: the file does not start with the magic 'NIBArchive'", at: 0)
        }
        cursor.offset = NIBArchive.magic.count
        var header: [Int] = []
        header.reserveCapacity(10)
        for _ in 0..<10 {
            header.append(Int(try cursor.readLittleEndian(4, "NIBArchive header")))
        }
        let formatVersion = UInt32(header[0])
        let coderVersion = UInt32(header[1])
        guard formatVersion == 1 else {
            throw cursor.failure("unsupported NIBArchive format version \(formatVersion) (only 1 is known)", at: 10)
        }
        guard coderVersion == 9 || coderVersion == 10 else {
            throw cursor.failure("unsupported NIBArchive coder version \(coderVersion) (9 and 10 are known)", at: 14)
        }
        let objectSection = try Section(name: "object", count: header[2], offset: header[3], headerField: 18, minimumEntrySize: 3, in: cursor)
        let keySection = try Section(name: "key", count: header[4], offset: header[5], headerField: 26, minimumEntrySize: 1, in: cursor)
        let valueSection = try Section(name: "value", count: header[6], offset: header[7], headerField: 34, minimumEntrySize: 2, in: cursor)
        let classSection = try Section(name: "class name", count: header[8], offset: header[9], headerField: 42, minimumEntrySize: 3, in: cursor)

        self.init(formatVersion: formatVersion, coderVersion: coderVersion)
        objects = try NIBArchive.readObjects(objectSection, cursor: &cursor, valueCount: valueSection.count, classCount: classSection.count)
        keys = try NIBArchive.readKeys(keySection, cursor: &cursor)
        values = try NIBArchive.readValues(valueSection, cursor: &cursor, keyCount: keySection.count, objectCount: objectSection.count)
        classNames = try NIBArchive.readClassNames(classSection, cursor: &cursor)
        // Bytes after the class table, when it is the last section (some coder-10 writers
        // are said to leave a few); kept so the round trip stays exact.
        if classSection.offset >= valueSection.offset, classSection.offset >= keySection.offset,
           classSection.offset >= objectSection.offset, cursor.offset < bytes.count {
            trailingBytes = Array(bytes[cursor.offset...])
        }
    }

    /// A table's count and offset from the header, checked against the file size.
    private struct Section {
        let name: String
        let count: Int
        let offset: Int

        init(name: String, count: Int, offset: Int, headerField: Int, minimumEntrySize: Int, in cursor: ByteCursor) throws {
            let length = cursor.bytes.count
            guard offset <= length, count == 0 || offset >= NIBArchive.headerSize else {
                throw cursor.failure("\(name) section offset \(offset) is outside the file (\(length) bytes)", at: headerField + 4)
            }
            // Each entry takes at least `minimumEntrySize` bytes, so a larger count cannot fit.
            guard count <= (length - offset) / minimumEntrySize else {
                throw cursor.failure("\(name) count \(count) cannot fit in the \(length - offset) bytes after offset \(offset)", at: headerField)
            }
            self.name = name
            self.count = count
            self.offset = offset
        }

        /// Reads the section's `count` entries from its offset, one `readEntry` call each.
        func readEntries<Entry>(_ cursor: inout ByteCursor, _ readEntry: (Int, inout ByteCursor) throws -> Entry) throws -> [Entry] {
            cursor.offset = offset
            var entries: [Entry] = []
            entries.reserveCapacity(count)
            for index in 0..<count {
                entries.append(try readEntry(index, &cursor))
            }
            return entries
        }
    }

    private static func readObjects(_ section: Section, cursor: inout ByteCursor, valueCount: Int, classCount: Int) throws -> [Object] {
        try section.readEntries(&cursor) { index, cursor in
            let start = cursor.offset
            let classIndex = try cursor.readVarint("class index of object \(index)")
            let first = try cursor.readVarint("first value index of object \(index)")
            let count = try cursor.readVarint("value count of object \(index)")
            guard classIndex < classCount else {
                throw cursor.failure("object \(index) has class index \(classIndex), but there are only \(classCount) class names", at: start)
            }
            guard first <= valueCount, count <= valueCount - first else {
                throw cursor.failure("object \(index) claims values \(first)..<\(first + count), but there are only \(valueCount) values", at: start)
            }
            return Object(classIndex: classIndex, firstValueIndex: first, valueCount: count)
        }
    }

    private static func readKeys(_ section: Section, cursor: inout ByteCursor) throws -> [String] {
        try section.readEntries(&cursor) { index, cursor in
            let start = cursor.offset
            let length = try cursor.readVarint("length of key \(index)")
            try cursor.require(length, "key \(index)")
            guard let key = exactString(cursor.bytes, cursor.offset, length) else {
                throw cursor.failure("key \(index) is not valid UTF-8", at: start)
            }
            cursor.offset += length
            return key
        }
    }

    private static func readValues(_ section: Section, cursor: inout ByteCursor, keyCount: Int, objectCount: Int) throws -> [Value] {
        try section.readEntries(&cursor) { index, cursor in
            let start = cursor.offset
            let keyIndex = try cursor.readVarint("key index of value \(index)")
            guard keyIndex < keyCount else {
                throw cursor.failure("value \(index) has key index \(keyIndex), but there are only \(keyCount) keys", at: start)
            }
            let typeOffset = cursor.offset
            let type = try cursor.readByte("type of value \(index)")
            let payload: NIBArchiveValue
            switch type {
            case 0: payload = .int8(Int8(truncatingIfNeeded: try cursor.readLittleEndian(1, "int8 value \(index)")))
            case 1: payload = .int16(Int16(truncatingIfNeeded: try cursor.readLittleEndian(2, "int16 value \(index)")))
            case 2: payload = .int32(Int32(truncatingIfNeeded: try cursor.readLittleEndian(4, "int32 value \(index)")))
            case 3: payload = .int64(Int64(bitPattern: try cursor.readLittleEndian(8, "int64 value \(index)")))
            case 4: payload = .bool(false)
            case 5: payload = .bool(true)
            case 6: payload = .float32(bitPattern: UInt32(truncatingIfNeeded: try cursor.readLittleEndian(4, "float32 value \(index)")))
            case 7: payload = .float64(bitPattern: try cursor.readLittleEndian(8, "float64 value \(index)"))
            case 8:
                let length = try cursor.readVarint("data length of value \(index)")
                payload = .data(try cursor.readBytes(length, "data of value \(index)"))
            case 9: payload = .null
            case 10:
                let target = Int(try cursor.readLittleEndian(4, "object reference of value \(index)"))
                guard target < objectCount else {
                    throw cursor.failure("value \(index) refers to object \(target), but there are only \(objectCount) objects", at: typeOffset + 1)
                }
                payload = .object(target)
            default:
                throw cursor.failure("value \(index) has unknown type code \(type)", at: typeOffset)
            }
            return Value(keyIndex: keyIndex, value: payload)
        }
    }

    private static func readClassNames(_ section: Section, cursor: inout ByteCursor) throws -> [ClassName] {
        try section.readEntries(&cursor) { index, cursor in
            let start = cursor.offset
            let length = try cursor.readVarint("length of class name \(index)")
            let fallbackCount = try cursor.readVarint("fallback count of class name \(index)")
            guard fallbackCount <= cursor.remaining / 4 else {
                throw cursor.failure("class name \(index) claims \(fallbackCount) fallback classes, more than the file holds", at: start)
            }
            var fallbacks: [Int] = []
            fallbacks.reserveCapacity(fallbackCount)
            for _ in 0..<fallbackCount {
                let fallbackOffset = cursor.offset
                let fallback = Int(Int32(truncatingIfNeeded: try cursor.readLittleEndian(4, "fallback class of class name \(index)")))
                guard fallback >= 0, fallback < section.count else {
                    throw cursor.failure("class name \(index) has fallback class index \(fallback), but there are only \(section.count) class names", at: fallbackOffset)
                }
                fallbacks.append(fallback)
            }
            guard length >= 1 else {
                throw cursor.failure("class name \(index) has length 0; the length must count the trailing NUL", at: start)
            }
            try cursor.require(length, "class name \(index)")
            guard cursor.bytes[cursor.offset + length - 1] == 0 else {
                throw cursor.failure("class name \(index) does not end with a NUL byte", at: cursor.offset + length - 1)
            }
            guard let name = exactString(cursor.bytes, cursor.offset, length - 1) else {
                throw cursor.failure("class name \(index) is not valid UTF-8", at: cursor.offset)
            }
            cursor.offset += length
            return ClassName(name: name, fallbackClassIndices: fallbacks)
        }
    }
}

/// Decodes `count` bytes at `start` as UTF-8, or nil when they are not valid UTF-8
/// (a lossy decode would break the byte round trip). ASCII, the common case, is checked
/// without a second pass.
func exactString(_ bytes: [UInt8], _ start: Int, _ count: Int) -> String? {
    guard start >= 0, count >= 0, start + count <= bytes.count else { return nil }
    let slice = bytes[start..<(start + count)]
    var isASCII = true
    for byte in slice where byte >= 0x80 {
        isASCII = false
        break
    }
    let string = String(decoding: slice, as: UTF8.self)
    if isASCII { return string }
    return string.utf8.elementsEqual(slice) ? string : nil
}
