extension NIBArchiveBuilder {
    /// Keeps one `NSNumber` per numeric value, as Apple's nib encoder does: it archives each
    /// distinct object once, telling objects apart as CoreFoundation compares them, so an
    /// integer and a double of the same value are one object (the first one encoded) while
    /// booleans stay apart from numbers.
    ///
    /// The first number met walking the graph from `root` depth first, in value order (the
    /// encoder's order), is kept; references to the others are pointed at it and the others
    /// are removed, the objects after them renumbered. Returns the old-to-new object index
    /// map (nil for removed objects) so callers can translate indices they hold.
    @discardableResult
    public mutating func uniqueNumbers(from root: Int = 0) -> [Int?] {
        let numberClass = classIndices["NSNumber"]
        guard let numberClass else { return Array(objectClasses.indices) }
        let intKey = keyIndices["NS.intval"], doubleKey = keyIndices["NS.dblval"]
        /// A number's value, when it is one CoreFoundation compares numerically.
        func numericValue(of object: Int) -> Double? {
            guard objectClasses[object] == numberClass, objectValues[object].count == 1, let value = objectValues[object].first else { return nil }
            if value.keyIndex == intKey {
                switch value.value {
                case .int8(let number): return Double(number)
                case .int16(let number): return Double(number)
                case .int32(let number): return Double(number)
                case .int64(let number): return Double(number)
                default: return nil
                }
            }
            guard value.keyIndex == doubleKey else { return nil }
            switch value.value {
            case .float64(let bits): let number = Double(bitPattern: bits); return number.isNaN ? nil : number
            case .float32(let bits): let number = Float(bitPattern: bits); return number.isNaN ? nil : Double(number)
            default: return nil
            }
        }
        var identities: [Int: AnyHashable] = [:]
        for object in objectClasses.indices { if let value = numericValue(of: object) { identities[object] = AnyHashable(value) } }
        return uniqueObjects(from: root) { identities[$0] }
    }

    /// Keeps one object per `identity` (nil: the object is not merged): the first met walking
    /// the graph from `root` depth first, in value order (the encoder's order), is kept;
    /// references to the others are pointed at it and the others removed, the objects after
    /// them renumbered. Returns the old-to-new object index map (nil for removed objects).
    ///
    /// `visitingFirst` names keys whose objects the encoder met before an object's other
    /// values, where this archive stores them later (UIKit encodes a view's `UISubviews`
    /// before its colours).
    @discardableResult
    public mutating func uniqueObjects(from root: Int = 0, visitingFirst: Set<String> = [], identity: (Int) -> AnyHashable?) -> [Int?] {
        let firstKeys = Set(visitingFirst.compactMap { keyIndices[$0] })
        var replacement: [Int: Int] = [:]
        var kept: [AnyHashable: Int] = [:]
        var visited = [Bool](repeating: false, count: objectClasses.count)
        var stack = [root]
        // Depth first, pre-order, values in order: push children in reverse.
        while let object = stack.popLast() {
            guard objectClasses.indices.contains(object), !visited[object] else { continue }
            visited[object] = true
            if let value = identity(object) {
                if let first = kept[value] { replacement[object] = first } else { kept[value] = object }
            }
            let values = objectValues[object].filter { firstKeys.contains($0.keyIndex) } + objectValues[object].filter { !firstKeys.contains($0.keyIndex) }
            for value in values.reversed() {
                if case .object(let target) = value.value { stack.append(target) }
            }
        }
        return compact(replacing: replacement)
    }

    /// Removes the objects in `replacement`'s keys and in `removed`, pointing references to a
    /// replaced object at its replacement and renumbering the objects after them. Returns the
    /// old-to-new object index map (nil for removed objects).
    mutating func compact(replacing replacement: [Int: Int] = [:], removing removed: Set<Int> = []) -> [Int?] {
        guard !replacement.isEmpty || !removed.isEmpty else { return Array(objectClasses.indices) }
        func kept(_ object: Int) -> Bool { replacement[object] == nil && !removed.contains(object) }
        var newIndex = [Int?](repeating: nil, count: objectClasses.count)
        var next = 0
        for object in objectClasses.indices where kept(object) {
            newIndex[object] = next
            next += 1
        }
        func remap(_ object: Int) -> Int { newIndex[replacement[object] ?? object] ?? object }
        var classes: [Int] = []
        var values: [[NIBArchive.Value]] = []
        for object in objectClasses.indices where kept(object) {
            classes.append(objectClasses[object])
            values.append(objectValues[object].map { value in
                guard case .object(let target) = value.value else { return value }
                return NIBArchive.Value(keyIndex: value.keyIndex, value: .object(remap(target)))
            })
        }
        objectClasses = classes
        objectValues = values
        return newIndex
    }

    /// The class name of `object` and its values by key name, in order: what an `identity`
    /// for `uniqueObjects(from:identity:)` compares.
    public func contents(of object: Int) -> (className: String, values: [(key: String, value: NIBArchiveValue)]) {
        (classNames[objectClasses[object]].name, objectValues[object].map { (keys[$0.keyIndex], $0.value) })
    }
}