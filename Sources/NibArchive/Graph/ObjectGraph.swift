/// A decoded nib: every archived object and the root, independent of the encoding.
///
/// For a NIBArchive the objects are the archive's objects in order and the root is object 0
/// (the `NSObject` that plays `$top`). For a keyed archive, object 0 is the synthesised
/// `$top` dictionary and the others are the `$objects` entries that have a `$class`, in
/// `$objects` order; strings, numbers and data become inline values.
public struct ObjectGraph: Hashable, Sendable {
    /// Which encoding the graph was read from.
    public enum Encoding: Hashable, Sendable {
        /// NIBArchive, with its coder version (9 or 10).
        case nibArchive(coderVersion: UInt32)
        /// An NSKeyedArchiver binary property list, with its `$archiver` name.
        case keyedArchive(archiver: String)
    }

    /// The encoding the graph was read from.
    public var encoding: Encoding
    /// Every object; references (`ArchivedValue.reference`) index this array.
    public var objects: [ArchivedObject]
    /// Index of the root object (`$top`).
    public var rootIndex: Int

    /// A graph of `objects` rooted at `rootIndex`.
    public init(encoding: Encoding, objects: [ArchivedObject], rootIndex: Int = 0) {
        self.encoding = encoding
        self.objects = objects
        self.rootIndex = rootIndex
    }

    /// The object at `index`, or nil when out of range.
    public func object(at index: Int) -> ArchivedObject? {
        objects.indices.contains(index) ? objects[index] : nil
    }

    /// The class name of object `index`, or nil when out of range.
    public func className(of index: Int) -> String? {
        object(at: index)?.className
    }
}
