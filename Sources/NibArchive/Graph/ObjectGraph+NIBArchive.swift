extension ObjectGraph {
    /// The graph of a NIBArchive: one object per archive object, values mapped one to one.
    /// The archive reader has already checked every index, so this cannot fail.
    public init(_ archive: NIBArchive) {
        let classNames = archive.classNames
        var objects: [ArchivedObject] = []
        objects.reserveCapacity(archive.objects.count)
        for (index, object) in archive.objects.enumerated() {
            let className = classNames.indices.contains(object.classIndex) ? classNames[object.classIndex] : NIBArchive.ClassName(name: "?")
            var entries: [ArchivedEntry] = []
            entries.reserveCapacity(object.valueCount)
            for valueIndex in object.valueIndices where archive.values.indices.contains(valueIndex) {
                let value = archive.values[valueIndex]
                let key = archive.keys.indices.contains(value.keyIndex) ? archive.keys[value.keyIndex] : "?"
                entries.append(ArchivedEntry(key: key, value: ArchivedValue(value.value)))
            }
            let fallbacks = className.fallbackClassIndices.compactMap { classNames.indices.contains($0) ? classNames[$0].name : nil }
            objects.append(ArchivedObject(className: className.name, fallbackClassNames: fallbacks, entries: entries, sourceIndex: index))
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
