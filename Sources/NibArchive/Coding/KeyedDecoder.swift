import NibCore

/// The Swift counterpart of the NSCoder compiled nibs are read with (UINibDecoder,
/// NSKeyedUnarchiver), over both encodings.
///
/// A decoder walks an `ObjectGraph`. `decodeInteger/Double/Bool/Data/String/Geometry(forKey:)`
/// read values of the current object; `decodeObject(forKey:)` decodes a referenced object
/// through the registration for its class (or its fallback classes), caching the result so
/// shared references yield the same instance.
///
/// Two kinds of registration exist. A one-step `factory` builds the object from its values;
/// a reference back to an object still in its factory is a cycle and throws. A two-step
/// `make` + `populate` registration creates the instance first and fills it in later, from
/// a queue, so cycles (superview and subviews, next-responder and key-view loops, delegates)
/// resolve to the same instances and long reference chains do not deepen the stack, as a
/// nib loader needs. When the outermost `decodeObject` returns, every object it reached has
/// been populated. Value classes decode to Swift
/// values: `NSString` to `String`, `NSNumber` to `Int64`/`Double`/`Bool`, `NSData` to
/// `[UInt8]`, collections (`NSInlinedValue` + `UINibEncoderEmptyKey` elements in NIBArchive,
/// `NS.objects`/`NS.keys` in keyed archives) to `[Any?]` and `DecodedDictionary`.
public final class KeyedDecoder {
    /// Builds an object of a registered class; it reads its values from the decoder, whose
    /// current object is the one being decoded.
    public typealias Factory = (KeyedDecoder) throws -> AnyObject
    /// Fills in an instance made by a two-step registration; the decoder's current object is
    /// the archived object the instance stands for.
    public typealias Populator = (AnyObject, KeyedDecoder) throws -> Void

    /// Objects nested deeper than this (collections in collections, factory chains) are
    /// rejected rather than risking the stack on hostile input.
    public static let maximumDepth = 256

    private enum Registration {
        case factory(Factory)
        case twoStep(make: Factory, populate: Populator)
    }

    /// The nib being decoded (its nested archives are available through it).
    public let file: CompiledNibFile
    /// The object graph being decoded.
    public var graph: ObjectGraph { file.graph }
    /// The graph index of the object whose keys the `decode…(forKey:)` calls read.
    public private(set) var currentObjectIndex: Int
    private var registrations: [String: Registration] = [:]
    /// Two-step objects made but not yet populated, in the order they were made.
    private var pending: [(index: Int, instance: AnyObject, populate: Populator)] = []
    private var isPopulating = false
    /// Strings and numbers of the graph, found once when the decoder is made.
    private let contents: ValueContents
    private var decoded: [Int: AnyObject] = [:]
    private var inProgress: Set<Int> = []

    /// A decoder positioned on the root object (`$top`) of `file`.
    public init(file: CompiledNibFile) {
        self.file = file
        currentObjectIndex = file.graph.rootIndex
        contents = ValueContents(file.graph)
    }

    /// Registers how to build objects of `className` in one step: `factory` reads the
    /// object's values and returns the finished instance.
    public func register(className: String, factory: @escaping Factory) {
        registrations[className] = .factory(factory)
    }

    /// Registers a two-step decoding for `className`: `make` creates the instance (it should
    /// read scalar values only), `populate` later decodes its references. Cycles through
    /// populated references resolve to the same instance.
    public func register(className: String, make: @escaping Factory, populate: @escaping Populator) {
        registrations[className] = .twoStep(make: make, populate: populate)
    }

    private var currentObject: ArchivedObject? { graph.object(at: currentObjectIndex) }

    private func value(_ key: String) -> ArchivedValue? { currentObject?.value(forKey: key) }

    /// True when the current object stores a value under `key`.
    public func containsValue(forKey key: String) -> Bool { value(key) != nil }

    /// The integer under `key` (also from an `NSNumber` object), or 0 like NSCoder.
    public func decodeInteger(forKey key: String) -> Int64 {
        guard let value = value(key) else { return 0 }
        if let number = value.integerValue { return number }
        return value.referencedObject.flatMap(contents.integer) ?? 0
    }

    /// The floating-point value under `key` (float32, float64, integer or `NSNumber`), or 0.
    public func decodeDouble(forKey key: String) -> Double {
        guard let value = value(key) else { return 0 }
        return value.doubleValue ?? value.referencedObject.flatMap(contents.double) ?? 0
    }

    /// The boolean under `key`, or false.
    public func decodeBool(forKey key: String) -> Bool {
        guard let value = value(key) else { return false }
        if case .bool(let flag) = value { return flag }
        return (value.integerValue ?? value.referencedObject.flatMap(contents.integer) ?? 0) != 0
    }

    /// The bytes under `key`: a data value, or an `NSData` object's `NS.bytes`.
    public func decodeData(forKey key: String) -> [UInt8]? {
        switch value(key) {
        case .data(let bytes)?: return bytes
        case .reference(let index)?:
            if case .data(let bytes)? = graph.object(at: index)?.value(forKey: "NS.bytes") { return bytes }
            return nil
        default: return nil
        }
    }

    /// The string under `key`: an inline string (keyed archives) or an `NSString` object.
    public func decodeString(forKey key: String) -> String? {
        switch value(key) {
        case .string(let string)?: return string
        case .reference(let index)?: return contents.strings[index]
        default: return nil
        }
    }

    /// The numbers of a geometry value under `key`: a `07`+float64 blob (NIBArchive) or a
    /// string such as `{{0, 0}, {320, 480}}` (keyed archives). 2 numbers for points and
    /// sizes, 4 for rects and insets.
    public func decodeGeometry(forKey key: String) -> [Double]? {
        if let bytes = decodeData(forKey: key), let numbers = Geometry.numbers(fromBlob: bytes) { return numbers }
        if let string = decodeString(forKey: key) { return Geometry.numbers(fromString: string) }
        return nil
    }

    /// The graph index of the object referenced under `key`, without decoding it.
    public func decodeReference(forKey key: String) -> Int? { value(key)?.referencedObject }

    /// The element values of the collection under `key` (an array or set object).
    public func decodeElements(forKey key: String) -> [ArchivedValue]? {
        guard let value = value(key) else { return nil }
        if case .array(let items) = value { return items }
        guard let index = value.referencedObject else { return nil }
        return KeyedDecoder.collectionElements(ofObject: index, in: graph)
    }

    /// The NIBArchive nested in the data under `key` (`UINib.archiveData`), already read
    /// and checked when the outer file was read.
    public func decodeNestedArchive(forKey key: String) throws -> CompiledNibFile? {
        if let nested = file.nestedArchive(objectIndex: currentObjectIndex, key: key) { return nested }
        guard let bytes = decodeData(forKey: key) else { return nil }
        if BinaryPropertyList.looksLikeBinaryPropertyList(bytes) { return try CompiledNibFile(bytes: bytes) }
        return nil
    }

    /// Decodes the object under `key`: value classes become Swift values; other classes go
    /// through their registered factory (or a fallback class's), else become a
    /// `DecodedObject`. Shared references return the identical instance. A reference back to
    /// an object still being decoded is a cycle and throws.
    public func decodeObject(forKey key: String) throws -> Any? {
        guard let value = value(key) else { return nil }
        return try resolve(value)
    }

    /// Decodes the root object (object 0 / `$top`) with the registered factories.
    public func decodeRootObject() throws -> Any? { try decodeObject(at: graph.rootIndex) }

    /// Decodes the object at graph index `index` (see `decodeObject(forKey:)`).
    public func decodeObject(at index: Int) throws -> Any? {
        guard let object = graph.object(at: index) else {
            throw Diagnostic.error("reference to object #\(index), but the graph has \(graph.objects.count) objects", path: file.path)
        }
        if let string = contents.strings[index] { return string }
        if let number = contents.numbers[index] { return number }
        if let cached = decoded[index] { return cached }
        guard inProgress.count < KeyedDecoder.maximumDepth else {
            throw Diagnostic.error("objects nest more than \(KeyedDecoder.maximumDepth) levels deep at object #\(index) (\(object.className))", path: file.path)
        }
        guard !inProgress.contains(index) else {
            throw Diagnostic.error("cyclic reference: object #\(index) (\(object.className)) is referenced while it is being decoded", path: file.path)
        }
        inProgress.insert(index)
        defer { inProgress.remove(index) }
        if let elements = KeyedDecoder.collectionElements(ofObject: index, in: graph) {
            let items = try elements.map { try resolve($0) }
            if KeyedDecoder.isDictionary(object) {
                var pairs: [(key: Any?, value: Any?)] = []
                var position = 0
                while position + 1 < items.count {
                    pairs.append((items[position], items[position + 1]))
                    position += 2
                }
                return DecodedDictionary(pairs: pairs)
            }
            return items
        }
        if object.className == "NSData" || object.className == "NSMutableData", case .data(let bytes)? = object.value(forKey: "NS.bytes") {
            return bytes
        }
        let registration = ([object.className] + object.fallbackClassNames).lazy.compactMap { self.registrations[$0] }.first
        let result: AnyObject
        switch registration {
        case .factory(let factory)?:
            result = try positioned(at: index) { try factory(self) }
        case .twoStep(let make, let populate)?:
            result = try positioned(at: index) { try make(self) }
            decoded[index] = result
            pending.append((index, result, populate))
            try populatePending()
        case nil:
            result = DecodedObject(objectIndex: index, className: object.className)
        }
        decoded[index] = result
        return result
    }

    /// Runs `body` with the current object set to `index`.
    private func positioned<Result>(at index: Int, _ body: () throws -> Result) rethrows -> Result {
        let saved = currentObjectIndex
        currentObjectIndex = index
        defer { currentObjectIndex = saved }
        return try body()
    }

    /// Populates queued two-step objects until none is left. Nested calls return at once:
    /// the outermost call drains the queue, so populating never recurses.
    private func populatePending() throws {
        guard !isPopulating else { return }
        isPopulating = true
        defer {
            isPopulating = false
            pending.removeAll()
        }
        var next = 0
        while next < pending.count {
            let item = pending[next]
            next += 1
            try positioned(at: item.index) { try item.populate(item.instance, self) }
        }
    }

    private func resolve(_ value: ArchivedValue) throws -> Any? {
        switch value {
        case .integer(let number, _): return number
        case .bool(let flag): return flag
        case .float(let number): return Double(number)
        case .double(let number): return number
        case .data(let bytes): return bytes
        case .string(let string): return string
        case .null: return nil
        case .reference(let index): return try decodeObject(at: index)
        case .array(let items): return try items.map { try resolve($0) }
        }
    }
}
