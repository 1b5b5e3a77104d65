extension ObjectGraph {
    /// The graph of a NIBArchive: one object per archive object, values mapped one to one.
    /// The archive reader has already checked every index, so this cannot fail.
    public init(_ archive: NIBArchive) {
        // Class names and their fallbacks are resolved once per class, not per object.
        let names = archive.classNames.map(\.name)
        let fallbacks = archive.classNames.map { className in
            className.fallbackClassIndices.compactMap { names.indices.contains($0) ? names[$0] : nil }
        }
        let values = archive.values
        let keys = archive.keys
        var objects: [ArchivedObject] = []
        objects.reserveCapacity(archive.objects.count)
        for (index, object) in archive.objects.enumerated() {
            let known = names.indices.contains(object.classIndex)
            var entries: [ArchivedEntry] = []
            entries.reserveCapacity(object.valueCount)
            for valueIndex in object.valueIndices where values.indices.contains(valueIndex) {
                let keyIndex = values[valueIndex].keyIndex
                let key = keys.indices.contains(keyIndex) ? keys[keyIndex] : "?"
                entries.append(ArchivedEntry(key: key, value: ArchivedValue(values[valueIndex].value)))
            }
            objects.append(ArchivedObject(
                className: known ? names[object.classIndex] : "?", fallbackClassNames: known ? fallbacks[object.classIndex] : [],
                entries: entries, sourceIndex: index))
        }
        self.init(encoding: .nibArchive(coderVersion: archive.coderVersion), objects: objects, rootIndex: 0)
    }
}

extension ArchivedValue {
    /// The uniform value for a NIBArchive payload.
    init(_ value: NIBArchiveValue) {
        switch value {
        case .int8(let number): self = .integer(Int64(number), byteCount: 1)
        case .int16(let number): self = .integer(Int64(number), byteCount: 2)
        case .int32(let number): self = .integer(Int64(number), byteCount: 4)
        case .int64(let number): self = .integer(number, byteCount: 8)
        case .bool(let flag): self = .bool(flag)
        case .float32(let bits): self = .float(Float(bitPattern: bits))
        case .float64(let bits): self = .double(Double(bitPattern: bits))
        case .data(let bytes): self = .data(bytes)
        case .null: self = .null
        case .object(let index): self = .reference(index)
        }
    }
}
