import NibCore

/// Finding objects by position in the outline, and by a mistyped id.
extension InterfaceDocument {
    /// The objects at `roots` and everything their outline holds, in document order.
    public func subtree(of roots: [Int]) -> [Int] {
        var result = Set<Int>()
        var pending = roots
        while let next = pending.popLast() {
            guard result.insert(next).inserted else { continue }
            pending.append(contentsOf: objects[next].children)
        }
        return result.sorted()
    }

    /// `; did you mean 'x'?` naming the object id closest to `id`, or nothing when none is
    /// close: the end of a "no object has the id" message.
    public func suggestion(forUnknownID id: String) -> String {
        guard let nearest = EditDistance.nearest(to: id, among: objects.map(\.id), limit: max(2, id.count / 3)) else { return "" }
        return "; did you mean '\(nearest)'?"
    }
}
