import NibCore

/// One compiled nib file: its container (NIBArchive or keyed `bplist00`) and decoded graph.
///
/// The encoding is chosen by the magic bytes, as UIKit's `UIDataLooksLikeNibArchive` does.
/// NIBArchives nested in data values (`UINib.archiveData`, table-cell prototypes) are read
/// and checked eagerly, so a hostile nested archive is rejected when the outer file is read.
public struct CompiledNibFile: Sendable {
    /// The raw container, kept so the file can be written back unchanged.
    public enum Container: Sendable {
        case nibArchive(NIBArchive)
        case keyedArchive(BinaryPropertyList)
    }

    /// A NIBArchive found inside a data value of the graph.
    public struct NestedArchive: Sendable {
        /// The graph index of the object holding the data value.
        public var objectIndex: Int
        /// The key of the data value.
        public var key: String
        /// The nested archive, read and checked.
        public var file: CompiledNibFile
    }

    /// Nested archives deeper than this are rejected (a nib containing itself, say).
    public static let maximumNestingDepth = 8

    /// The file name used in diagnostics and the dump, when known.
    public var path: String?
    /// The raw container, for byte-exact writing.
    public var container: Container
    /// The decoded object graph (the same model for both encodings).
    public var graph: ObjectGraph
    /// The size of the input in bytes.
    public var byteCount: Int
    /// NIBArchives found in data values, in graph order.
    public var nestedArchives: [NestedArchive]

    /// Reads a compiled nib from bytes. Throws a `Diagnostic` (with the byte offset) on bad input.
    public init(bytes: [UInt8], path: String? = nil) throws {
        try self.init(bytes: bytes, path: path, nestingDepth: 0)
    }

    init(bytes: [UInt8], path: String?, nestingDepth: Int) throws {
        self.path = path
        byteCount = bytes.count
        if NIBArchive.looksLikeNIBArchive(bytes) {
            let archive = try NIBArchive(bytes: bytes, path: path)
            container = .nibArchive(archive)
            graph = ObjectGraph(archive)
        } else if BinaryPropertyList.looksLikeBinaryPropertyList(bytes) {
            let plist = try BinaryPropertyList(bytes: bytes, path: path)
            container = .keyedArchive(plist)
            graph = try ObjectGraph(keyedArchive: plist, path: path)
        } else {
            throw Diagnostic.error("not a compiled nib: expected the magic 'NIBArchive' or 'bplist00'", path: path, location: .byteOffset(0))
        }
        nestedArchives = try CompiledNibFile.readNestedArchives(in: graph, path: path, nestingDepth: nestingDepth)
    }

    private static func readNestedArchives(in graph: ObjectGraph, path: String?, nestingDepth: Int) throws -> [NestedArchive] {
        var nested: [NestedArchive] = []
        // Indices rather than copies of every entry: this scan runs on every decode.
        for objectIndex in graph.objects.indices {
            for entryIndex in graph.objects[objectIndex].entries.indices {
                guard case .data(let bytes) = graph.objects[objectIndex].entries[entryIndex].value,
                      bytes.first == NIBArchive.magic[0], NIBArchive.looksLikeNIBArchive(bytes)
                else { continue }
                let object = graph.objects[objectIndex]
                let entry = object.entries[entryIndex]
                let place = "nested archive in '\(entry.key)' of object #\(objectIndex) (\(object.className))"
                guard nestingDepth < maximumNestingDepth else {
                    throw Diagnostic.error("\(place): archives nest more than \(maximumNestingDepth) levels deep", path: path)
                }
                do {
                    let file = try CompiledNibFile(bytes: bytes, path: nil, nestingDepth: nestingDepth + 1)
                    nested.append(NestedArchive(objectIndex: objectIndex, key: entry.key, file: file))
                } catch let diagnostic as Diagnostic {
                    let inner = diagnostic.location.map { "at nested byte offset \($0.offset): " } ?? ""
                    throw Diagnostic.error("\(place): \(inner)\(diagnostic.message)", path: path)
                }
            }
        }
        return nested
    }

    /// The file's bytes as the container writes them; for an unchanged Apple-made file,
    /// exactly the bytes that were read.
    public func serialized() -> [UInt8] {
        switch container {
        case .nibArchive(let archive): archive.serialized()
        case .keyedArchive(let plist): plist.serialized()
        }
    }

    /// A short name of the encoding, as the dump prints it.
    public var encodingDescription: String {
        switch graph.encoding {
        case .nibArchive(let coderVersion): "NIBArchive (coder version \(coderVersion))"
        case .keyedArchive(let archiver): "keyed archive (\(archiver), bplist00)"
        }
    }

    /// The nested archive stored under `key` in object `objectIndex`, if any.
    public func nestedArchive(objectIndex: Int, key: String) -> CompiledNibFile? {
        nestedArchives.first { $0.objectIndex == objectIndex && $0.key == key }?.file
    }
}
