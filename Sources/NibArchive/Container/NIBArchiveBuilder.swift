/// Builds a new NIBArchive object by object, the way UINibEncoder lays one out.
///
/// Keys and class names are shared and numbered in first-use order; each object's values are
/// laid out contiguously in object order; an object with no values gets first index 0.
/// Object 0 should be the `NSObject` root that plays the role of `$top`.
public struct NIBArchiveBuilder: Sendable {
    // Internal, not private: `uniqueObjects(from:identity:)` (NIBArchiveBuilder+Uniquing) rewrites the objects.
    var keyIndices: [String: Int] = [:]
    var classIndices: [String: Int] = [:]
    // Internal, not private: `contents(of:)` (with the uniquing) reads them.
    var keys: [String] = []
    var classNames: [NIBArchive.ClassName] = []
    var objectClasses: [Int] = []
    var objectValues: [[NIBArchive.Value]] = []
    /// The coder version written to the header (9 for iOS, 10 for recent macOS).
    public var coderVersion: UInt32

    /// How many objects the archive holds so far.
    public var objectCount: Int { objectClasses.count }

    /// An empty builder writing `coderVersion` (9 for iOS, 10 for recent macOS).
    public init(coderVersion: UInt32 = 9) {
        self.coderVersion = coderVersion
    }

    /// Adds (or finds) a class name; `fallbacks` are added too and recorded as its fallback classes.
    @discardableResult
    public mutating func classIndex(for name: String, fallbacks: [String] = []) -> Int {
        if let existing = classIndices[name] { return existing }
        let index = classNames.count
        classIndices[name] = index
        classNames.append(NIBArchive.ClassName(name: name))
        let fallbackIndices = fallbacks.map { classIndex(for: $0) }
        classNames[index].fallbackClassIndices = fallbackIndices
        return index
    }

    /// Adds an object of class `className` with no values yet and returns its index.
    public mutating func addObject(className: String, fallbacks: [String] = []) -> Int {
        objectClasses.append(classIndex(for: className, fallbacks: fallbacks))
        objectValues.append([])
        return objectClasses.count - 1
    }

    /// Appends `value` under `key` to object `object`. Keys may repeat within one object.
    public mutating func append(_ value: NIBArchiveValue, forKey key: String, to object: Int) {
        guard objectValues.indices.contains(object) else { return }
        let keyIndex: Int
        if let existing = keyIndices[key] {
            keyIndex = existing
        } else {
            keyIndex = keys.count
            keyIndices[key] = keyIndex
            keys.append(key)
        }
        objectValues[object].append(NIBArchive.Value(keyIndex: keyIndex, value: value))
    }

    /// Replaces the first value stored under `key` on `object` (appends it when there is
    /// none), keeping its place among the object's values.
    public mutating func replace(_ value: NIBArchiveValue, forKey key: String, on object: Int) {
        guard objectValues.indices.contains(object) else { return }
        if let keyIndex = keyIndices[key], let position = objectValues[object].firstIndex(where: { $0.keyIndex == keyIndex }) {
            objectValues[object][position] = NIBArchive.Value(keyIndex: keyIndex, value: value)
        } else {
            append(value, forKey: key, to: object)
        }
    }

    /// The finished archive.
    public func build() -> NIBArchive {
        var archive = NIBArchive(coderVersion: coderVersion, keys: keys, classNames: classNames)
        for (classIndex, values) in zip(objectClasses, objectValues) {
            let first = values.isEmpty ? 0 : archive.values.count
            archive.objects.append(NIBArchive.Object(classIndex: classIndex, firstValueIndex: first, valueCount: values.count))
            archive.values += values
        }
        return archive
    }
}
