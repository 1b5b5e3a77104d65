/// A run of bytes in a document: either a range of the parsed source or one of the byte
/// buffers that edits created. Twelve bytes, no reference counting, so parsing a large
/// document allocates nothing per attribute or per node.
struct ByteSpan: Equatable {
    /// -1 for the source; otherwise an index into `MarkupDocument.ownedBytes`.
    var owner: Int32
    var start: Int32
    var end: Int32

    static let empty = ByteSpan(owner: -1, start: 0, end: 0)

    @inline(__always)
    init(owner: Int32, start: Int32, end: Int32) {
        self.owner = owner
        self.start = start
        self.end = end
    }

    /// A span of the parsed source.
    @inline(__always)
    init(source start: Int, _ end: Int) {
        self.owner = -1
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    var count: Int { Int(end - start) }
    var isEmpty: Bool { end == start }
}
