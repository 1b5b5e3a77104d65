import NibCore

extension ObjectGraph {
    /// The deepest nesting of inline arrays accepted in a keyed archive.
    static let maximumInlineDepth = 64

    /// The graph of an NSKeyedArchiver archive (`$archiver`, `$top`, `$objects`; UIDs link them).
    ///
    /// Throws a `Diagnostic` when the top-level keys are missing, a UID points outside
    /// `$objects`, a `$class` is malformed, or inline values nest too deeply, contain
    /// themselves or expand too far (`ReferenceExpansion`).
    public init(keyedArchive plist: BinaryPropertyList, path: String? = nil) throws {
        let converter = try KeyedArchiveConverter(plist: plist, path: path)
        self = try converter.graph()
    }
}

/// Turns the `$objects` table of a keyed archive into `ArchivedObject`s.
private struct KeyedArchiveConverter {
    let plist: BinaryPropertyList
    let path: String?
    /// `$objects` as bplist object indices.
    let archiveObjects: [Int]
    /// For each `$objects` entry, its graph index when it is a class instance, else -1.
    var graphIndexOfUID: [Int]
    let archiver: String
    let topKeys: ArraySlice<Int>
    let topValues: ArraySlice<Int>
    /// For each bplist object, whether it is the string `$class` (checked once, used per key).
    let isClassKeyObject: [Bool]
    /// For each bplist object, whether it is the string `$null` (UID 0 in practice).
    let isNullObject: [Bool]

    init(plist: BinaryPropertyList, path: String?) throws {
        self.plist = plist
        self.path = path
        guard let (keys, values) = plist.entries(of: plist.object(at: plist.topObject)) else {
            throw Diagnostic.error("not a keyed archive: the root of the property list is not a dictionary", path: path)
        }
        var objectsReference: Int?
        var topReference: Int?
        var archiverName = "NSKeyedArchiver"
        for (key, value) in zip(keys, values) {
            guard case .string(let name, _)? = plist.object(at: key) else { continue }
            switch name {
            case "$objects": objectsReference = value
            case "$top": topReference = value
            case "$archiver":
                if case .string(let archiver, _)? = plist.object(at: value) { archiverName = archiver }
            default: break
            }
        }
        guard let objectsReference, case .array? = plist.object(at: objectsReference),
              let archiveObjects = plist.elements(of: plist.object(at: objectsReference)).map(Array.init)
        else {
            throw Diagnostic.error("not a keyed archive: no $objects array", path: path)
        }
        guard let topReference, let (topKeys, topValues) = plist.entries(of: plist.object(at: topReference)) else {
            throw Diagnostic.error("not a keyed archive: no $top dictionary", path: path)
        }
        var isClassKeyObject = [Bool](repeating: false, count: plist.objects.count)
        var isNullObject = [Bool](repeating: false, count: plist.objects.count)
        for (index, object) in plist.objects.enumerated() {
            guard case .string(let string, _) = object else { continue }
            isClassKeyObject[index] = string == "$class"
            isNullObject[index] = string == "$null"
        }
        self.isClassKeyObject = isClassKeyObject
        self.isNullObject = isNullObject
        self.archiveObjects = archiveObjects
        self.archiver = archiverName
        self.topKeys = topKeys
        self.topValues = topValues
        graphIndexOfUID = Array(repeating: -1, count: archiveObjects.count)
        var next = 1
        for (uid, reference) in archiveObjects.enumerated() {
            if let keys = plist.entries(of: plist.object(at: reference))?.keys, keys.contains(where: { isClassKey($0) }) {
                graphIndexOfUID[uid] = next
                next += 1
            }
        }
    }

    private func isClassKey(_ reference: Int) -> Bool {
        isClassKeyObject.indices.contains(reference) && isClassKeyObject[reference]
    }

    func graph() throws -> ObjectGraph {
        var objects: [ArchivedObject] = []
        objects.reserveCapacity(graphIndexOfUID.count + 1)
        var expansion = ReferenceExpansion<ArchivedValue>(plist, subject: "keyed archive", path: path)
        var classesByUID: [UInt64: (name: String, fallbacks: [String])] = [:]
        objects.append(ArchivedObject(className: "$top", entries: try entries(keys: topKeys, values: topValues, skipClass: false, expansion: &expansion), sourceIndex: nil))
        for (uid, reference) in archiveObjects.enumerated() where graphIndexOfUID[uid] >= 0 {
            guard let (keys, values) = plist.entries(of: plist.object(at: reference)) else { continue }
            var className = "?"
            var fallbacks: [String] = []
            for (key, value) in zip(keys, values) where isClassKey(key) {
                // Many objects share a class: resolve each $class dictionary once.
                var classUID: UInt64 = .max
                if case .uid(let number, _)? = plist.object(at: value) { classUID = number }
                if let cached = classesByUID[classUID] {
                    (className, fallbacks) = cached
                } else {
                    let names = try classNames(ofClassValue: value, owner: uid)
                    (className, fallbacks) = (names.first ?? "?", Array(names.dropFirst()))
                    classesByUID[classUID] = (className, fallbacks)
                }
            }
            objects.append(ArchivedObject(
                className: className, fallbackClassNames: fallbacks,
                entries: try entries(keys: keys, values: values, skipClass: true, expansion: &expansion), sourceIndex: uid))
        }
        return ObjectGraph(encoding: .keyedArchive(archiver: archiver), objects: objects, rootIndex: 0)
    }

    private func entries(
        keys: ArraySlice<Int>, values: ArraySlice<Int>, skipClass: Bool, expansion: inout ReferenceExpansion<ArchivedValue>
    ) throws -> [ArchivedEntry] {
        var entries: [ArchivedEntry] = []
        entries.reserveCapacity(keys.count)
        for (key, value) in zip(keys, values) {
            if skipClass && isClassKey(key) { continue }
            guard case .string(let name, _)? = plist.object(at: key) else {
                throw Diagnostic.error("keyed archive object has a key that is not a string (bplist object \(key))", path: path)
            }
            let converted = try convert(value, depth: 0, expansion: &expansion)
            try expansion.charge(converted.expandedCount)
            entries.append(ArchivedEntry(key: name, value: converted.value))
        }
        return entries
    }

    /// `$class` is a UID of a dictionary with `$classname` and `$classes` (the class, its
    /// superclasses and fallbacks, the names NSKeyedUnarchiver tries in order). Returns the
    /// class name first, then the other `$classes` entries.
    private func classNames(ofClassValue reference: Int, owner uid: Int) throws -> [String] {
        guard case .uid(let classUID, _)? = plist.object(at: reference), classUID < UInt64(archiveObjects.count),
              let (keys, values) = plist.entries(of: plist.object(at: archiveObjects[Int(classUID)]))
        else {
            throw Diagnostic.error("keyed archive object \(uid) has a malformed $class", path: path)
        }
        var name: String?
        var hierarchy: [String] = []
        for (key, value) in zip(keys, values) {
            guard case .string(let keyName, _)? = plist.object(at: key) else { continue }
            if keyName == "$classname", case .string(let className, _)? = plist.object(at: value) { name = className }
            if keyName == "$classes", let references = plist.elements(of: plist.object(at: value)) {
                hierarchy = references.compactMap { reference in
                    if case .string(let className, _)? = plist.object(at: reference) { return className }
                    return nil
                }
            }
        }
        guard let name else {
            throw Diagnostic.error("keyed archive object \(uid): its $class has no $classname", path: path)
        }
        return [name] + hierarchy.filter { $0 != name }
    }

    /// Converts a bplist value inside an archived object, following UIDs to `$objects`, with
    /// how many values it expands to. Containers are converted once (`expansion`); UIDs of
    /// class instances become references.
    private func convert(
        _ reference: Int, depth: Int, expansion: inout ReferenceExpansion<ArchivedValue>
    ) throws -> (value: ArchivedValue, expandedCount: Int) {
        guard depth < ObjectGraph.maximumInlineDepth else {
            throw Diagnostic.error("keyed archive values nest more than \(ObjectGraph.maximumInlineDepth) levels deep", path: path)
        }
        guard plist.objects.indices.contains(reference) else { return (.null, 1) }
        // The common case first, without copying the object: a UID naming a class instance.
        if case .uid(let uid, _) = plist.objects[reference], uid < UInt64(graphIndexOfUID.count), graphIndexOfUID[Int(uid)] >= 0 {
            return (.reference(graphIndexOfUID[Int(uid)]), 1)
        }
        let object = plist.objects[reference]
        switch object {
        case .null: return (.null, 1)
        case .bool(let flag): return (.bool(flag), 1)
        case .integer(let value, let byteCount): return (.integer(value, byteCount: byteCount), 1)
        case .real(let bits, let byteCount):
            return (byteCount == 4 ? .float(Float(Double(bitPattern: bits))) : .double(Double(bitPattern: bits)), 1)
        case .date(let bits): return (.double(Double(bitPattern: bits)), 1)
        case .data(let bytes): return (.data(bytes), 1)
        case .string(let string, _): return (.string(string), 1)
        case .uid(let uid, _):
            // A UID of a plain `$objects` entry: the entry converts (and is kept, when a
            // container) in its own right.
            guard uid < UInt64(archiveObjects.count) else {
                throw Diagnostic.error("keyed archive UID \(uid) is out of range (\(archiveObjects.count) objects)", path: path)
            }
            let index = Int(uid)
            if isNullObject.indices.contains(archiveObjects[index]) && isNullObject[archiveObjects[index]] { return (.null, 1) }
            return try convert(archiveObjects[index], depth: depth + 1, expansion: &expansion)
        case .array, .set, .dictionary: break
        }
        if let converted = try expansion.begin(reference) { return converted }
        let converted: (value: ArchivedValue, expandedCount: Int)
        switch object {
        case .dictionary:
            let (keys, values) = plist.entries(of: object) ?? ([], [])
            // Not written by NSKeyedArchiver; kept as alternating keys and values.
            var items: [ArchivedValue] = []
            var expandedCount = 1
            for (key, value) in zip(keys, values) {
                for member in [key, value] {
                    let item = try convert(member, depth: depth + 1, expansion: &expansion)
                    items.append(item.value)
                    expandedCount += item.expandedCount
                }
            }
            converted = (.array(items), expandedCount)
        default:
            var items: [ArchivedValue] = []
            var expandedCount = 1
            for member in plist.elements(of: object) ?? [] {
                let item = try convert(member, depth: depth + 1, expansion: &expansion)
                items.append(item.value)
                expandedCount += item.expandedCount
            }
            converted = (.array(items), expandedCount)
        }
        try expansion.finish(reference, value: converted.value, expandedCount: converted.expandedCount)
        return converted
    }
}
