/// One way two compiled nibs differ, located by its path through the object graph from the
/// root (`$root.IB.objectdata.NSConnections[2].NSLabel`).
public struct NibDifference: Hashable, Sendable, CustomStringConvertible {
    /// The path from the root: keys joined by `.`, collection elements as `[index]`; for a
    /// storyboardc, prefixed with the member nib's name.
    public var path: String
    /// What differs, `left vs right` (`"foo:" vs "bar:"`, `int8 1 vs int16 1`,
    /// `key missing on the right`).
    public var detail: String

    /// A difference at `path`.
    public init(path: String, detail: String) {
        self.path = path
        self.detail = detail
    }

    /// `path: detail`.
    public var description: String { "\(path): \(detail)" }
}
