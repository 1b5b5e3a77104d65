/// Shared machinery of the iOS and macOS structure extractors: object records, labels,
/// and a cycle-safe, depth-limited tree builder.
struct StructureBuilder {
    /// Hierarchies deeper than this are cut (hostile input could nest millions deep).
    static let maximumDepth = 256

    let graph: ObjectGraph
    var structure = NibStructure(platform: .unknown, objects: [], hierarchy: [], connections: [], notes: [])
    /// Graph index → IB object record.
    var records: [Int: NibStructure.Object] = [:]

    /// Strings and numbers of the graph, found once.
    let contents: ValueContents

    init(graph: ObjectGraph) {
        self.graph = graph
        contents = ValueContents(graph)
    }

    func string(_ value: ArchivedValue?) -> String? {
        switch value {
        case .string(let string)?: return string
        case .reference(let index)?: return contents.strings[index]
        default: return nil
        }
    }

    func reference(_ object: ArchivedObject?, _ key: String) -> Int? {
        object?.value(forKey: key)?.referencedObject
    }

    /// The elements of the collection object stored under `key` of `object`.
    func elements(_ object: ArchivedObject?, _ key: String) -> [ArchivedValue]? {
        guard let value = object?.value(forKey: key) else { return nil }
        if case .array(let items) = value { return items }
        guard let index = value.referencedObject else { return nil }
        return KeyedDecoder.collectionElements(ofObject: index, in: graph)
    }

    /// The object id, label and class of a graph object not given a record yet.
    func fallbackRecord(_ index: Int) -> NibStructure.Object {
        let className = graph.className(of: index) ?? "?"
        return NibStructure.Object(id: "#\(index)", className: className, customClass: nil, label: className, graphIndex: index)
    }

    func record(_ index: Int) -> NibStructure.Object { records[index] ?? fallbackRecord(index) }

    /// Builds the tree below `root`, visiting each object once; `children` gives an object's children.
    mutating func tree(_ root: Int, visited: inout Set<Int>, depth: Int = 0, children: (Int) -> [Int]) -> NibStructure.HierarchyNode {
        let item = record(root)
        var node = NibStructure.HierarchyNode(objectID: item.id, label: item.label, customClass: item.customClass, children: [])
        visited.insert(root)
        guard depth < StructureBuilder.maximumDepth else {
            structure.notes.append("hierarchy deeper than \(StructureBuilder.maximumDepth) levels was cut at object \(item.id)")
            return node
        }
        for child in children(root) {
            if visited.contains(child) {
                structure.notes.append("object \(record(child).id) appears twice in the hierarchy (a cycle?); kept at its first place")
                continue
            }
            node.children.append(tree(child, visited: &visited, depth: depth + 1, children: children))
        }
        return node
    }

    /// The structure of `graph`, choosing the extractor by its root keys.
    static func structure(of graph: ObjectGraph) -> NibStructure {
        var builder = StructureBuilder(graph: graph)
        let root = graph.object(at: graph.rootIndex)
        if let objectData = builder.reference(root, "IB.objectdata"), graph.className(of: objectData) == "NSIBObjectData" {
            builder.buildCocoa(objectData: objectData)
        } else if root?.value(forKey: "UINibObjectsKey") != nil || root?.value(forKey: "UINibTopLevelObjectsKey") != nil {
            builder.buildCocoaTouch()
        } else {
            builder.structure.notes.append("the root object has neither IB.objectdata (macOS) nor UINib*Key entries (iOS)")
        }
        return builder.structure
    }
}

extension CompiledNibFile {
    /// Objects, hierarchy and connections of this nib (see `NibStructure`).
    public func structure() -> NibStructure {
        var structure = StructureBuilder.structure(of: graph)
        structure.nested = nestedArchives.map { archive in
            NibStructure.NestedNib(holderIndex: archive.objectIndex, key: archive.key, structure: archive.file.structure())
        }
        return structure
    }
}

extension CompiledNib {
    /// Objects, hierarchy and connections. For a storyboardc, the members' structures are
    /// merged, every id prefixed with the member nib's name (`Main-view-abc.nib:12`) so ids
    /// stay unique across scenes.
    public func structure() -> NibStructure {
        guard members.count > 1 else {
            return members.first?.file.structure() ?? NibStructure(platform: .unknown, objects: [], hierarchy: [], connections: [], notes: ["no nib"])
        }
        var merged = NibStructure(platform: .unknown, objects: [], hierarchy: [], connections: [], notes: [])
        for member in members {
            let part = member.file.structure()
            let prefix = member.name + ":"
            if merged.platform == .unknown { merged.platform = part.platform }
            merged.objects += part.objects.map { object in
                var copy = object
                copy.id = prefix + copy.id
                return copy
            }
            merged.hierarchy += part.hierarchy.map { prefixed($0, prefix) }
            merged.connections += part.connections.map { connection in
                var copy = connection
                copy.id = prefix + copy.id
                copy.sourceID = prefix + copy.sourceID
                copy.destinationID = prefix + copy.destinationID
                return copy
            }
            merged.notes += part.notes.map { prefix + " " + $0 }
            merged.nested += part.nested
        }
        return merged
    }

    private func prefixed(_ node: NibStructure.HierarchyNode, _ prefix: String) -> NibStructure.HierarchyNode {
        var copy = node
        copy.objectID = prefix + copy.objectID
        copy.children = copy.children.map { prefixed($0, prefix) }
        return copy
    }
}
