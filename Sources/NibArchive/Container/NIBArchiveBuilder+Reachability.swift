extension NIBArchiveBuilder {
    /// Removes the objects no reference leads to from `root`, as Apple's encoder archives only
    /// the objects it reaches (none of the 1,100 Apple-compiled nibs of NibForge's corpora
    /// holds one it does not). A compiler may build an object it then leaves unused (a layout
    /// guide a deployment target's variant does without); this drops it. Returns the
    /// old-to-new object index map (nil for removed objects).
    @discardableResult
    public mutating func removeUnreachableObjects(from root: Int = 0) -> [Int?] {
        var reached = [Bool](repeating: false, count: objectClasses.count)
        var stack = [root]
        while let object = stack.popLast() {
            guard objectClasses.indices.contains(object), !reached[object] else { continue }
            reached[object] = true
            for value in objectValues[object] {
                if case .object(let target) = value.value { stack.append(target) }
            }
        }
        return compact(removing: Set(objectClasses.indices.filter { !reached[$0] }))
    }
}
