/// How Foundation's value classes (strings, numbers, collections) are archived, in both encodings.
extension KeyedDecoder {
    /// The UTF-8 key every NIBArchive collection element is stored under.
    public static let elementKey = "UINibEncoderEmptyKey"
    /// The first value of every NIBArchive collection (always true).
    public static let inlinedValueKey = "NSInlinedValue"

    /// The text of a string object: `NS.bytes` (UTF-8) in NIBArchive `NSString`,
    /// `NSMutableString` and `NSLocalizableString`; `NS.string` or `NS.bytes` in keyed archives.
    /// Nil when the object is not a string.
    public static func stringContent(ofObject index: Int, in graph: ObjectGraph) -> String? {
        graph.object(at: index).flatMap(stringContent(of:))
    }

    /// The text of `object` when it is a string object (see `stringContent(ofObject:in:)`).
    static func stringContent(of object: ArchivedObject) -> String? {
        guard object.className.hasSuffix("String"), !object.className.contains("Attributed") else { return nil }
        if case .string(let string)? = object.value(forKey: "NS.string") { return string }
        if case .data(let bytes)? = object.value(forKey: "NS.bytes") { return String(decoding: bytes, as: UTF8.self) }
        return nil
    }

    /// The number of an `NSNumber` object (`NS.intval`, `NS.dblval`, `NS.boolval`), or nil.
    static func numberContent(of object: ArchivedObject) -> Any? {
        guard object.className == "NSNumber" else { return nil }
        if let value = object.value(forKey: "NS.intval")?.integerValue { return value }
        if let value = object.value(forKey: "NS.dblval")?.doubleValue { return value }
        if case .bool(let flag)? = object.value(forKey: "NS.boolval") { return flag }
        return nil
    }

    /// True for NSDictionary-like classes, whose elements alternate key and value.
    static func isDictionary(_ object: ArchivedObject) -> Bool {
        object.className.hasSuffix("Dictionary")
    }

    /// The elements of a collection object, or nil when the object is not a collection.
    ///
    /// NIBArchive: `NSInlinedValue = true` then one `UINibEncoderEmptyKey` value per element;
    /// dictionaries alternate key and value. Keyed archive: `NS.objects` (and `NS.keys` for
    /// dictionaries, returned interleaved as key, value, key, value).
    public static func collectionElements(ofObject index: Int, in graph: ObjectGraph) -> [ArchivedValue]? {
        guard let object = graph.object(at: index) else { return nil }
        if object.entries.first?.key == inlinedValueKey || object.entries.first?.key == elementKey {
            return object.entries.compactMap { $0.key == elementKey ? $0.value : nil }
        }
        guard case .array(let objects)? = object.value(forKey: "NS.objects") else {
            // NSArray/NSSet with no elements have no NS.objects in some keyed archives.
            if ["NSArray", "NSMutableArray", "NSSet", "NSMutableSet"].contains(object.className), object.entries.isEmpty { return [] }
            return nil
        }
        guard case .array(let keys)? = object.value(forKey: "NS.keys") else { return objects }
        var interleaved: [ArchivedValue] = []
        interleaved.reserveCapacity(keys.count * 2)
        for (key, value) in zip(keys, objects) {
            interleaved.append(key)
            interleaved.append(value)
        }
        return interleaved
    }
}
