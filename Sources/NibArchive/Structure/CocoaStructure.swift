/// macOS nibs: `IB.objectdata` → `NSIBObjectData` {NSRoot, NSObjectsKeys/NSObjectsValues
/// (child → parent), NSOidsKeys/NSOidsValues (object → id), NSConnections}.
extension StructureBuilder {
    mutating func buildCocoa(objectData: Int) {
        structure.platform = .cocoa
        let data = graph.object(at: objectData)
        let root = reference(data, "NSRoot")
        if root == nil { structure.notes.append("NSIBObjectData has no NSRoot") }

        // Object ids.
        var oids: [Int: Int64] = [:]
        let oidKeys = elements(data, "NSOidsKeys") ?? []
        let oidValues = elements(data, "NSOidsValues") ?? []
        if oidKeys.count != oidValues.count {
            structure.notes.append("NSOidsKeys has \(oidKeys.count) entries but NSOidsValues has \(oidValues.count)")
        }
        for (key, value) in zip(oidKeys, oidValues) {
            guard let object = key.referencedObject, let oid = number(value) else { continue }
            oids[object] = oid
        }

        // Parent links.
        let childValues = elements(data, "NSObjectsKeys") ?? []
        let parentValues = elements(data, "NSObjectsValues") ?? []
        if childValues.count != parentValues.count {
            structure.notes.append("NSObjectsKeys has \(childValues.count) entries but NSObjectsValues has \(parentValues.count)")
        }
        var children: [Int: [Int]] = [:]
        var ordered: [Int] = []
        var parentOf: [Int: Int] = [:]
        for (child, parent) in zip(childValues, parentValues) {
            guard let child = child.referencedObject, let parent = parent.referencedObject, child != parent, parentOf[child] == nil else { continue }
            children[parent, default: []].append(child)
            parentOf[child] = parent
            ordered.append(child)
        }

        // Records for every object with an id, the root, and every object in the parent table.
        var indices = Array(oids.keys).sorted { (oids[$0] ?? 0, $0) < (oids[$1] ?? 0, $1) }
        var listed = Set(indices)
        for index in [root].compactMap({ $0 }) + ordered where !listed.contains(index) {
            indices.append(index)
            listed.insert(index)
        }
        var usedIDs: Set<String> = []
        for index in indices {
            var item = cocoaRecord(index, oid: oids[index], isRoot: index == root)
            // A placeholder id (-1, -2, -3) is given once; a second NSApplication object keeps its oid.
            if usedIDs.contains(item.id) { item.id = oids[index].map { String($0) } ?? "#\(index)" }
            usedIDs.insert(item.id)
            records[index] = item
        }
        // Connectors have object ids but are connections, not objects, in ibtool's output.
        structure.objects = indices.compactMap { records[$0] }.filter { !$0.className.hasSuffix("Connector") }

        // Hierarchy: the root (File's Owner) first, then its children, then orphans.
        var visited: Set<Int> = []
        if let root {
            let owner = tree(root, visited: &visited) { _ in [] }
            structure.hierarchy.append(owner)
            for child in children[root] ?? [] where !visited.contains(child) {
                structure.hierarchy.append(tree(child, visited: &visited) { children[$0] ?? [] })
            }
        }
        // Objects whose parent chain ends at an object other than File's Owner: that
        // top-most ancestor becomes a root of its own. Members of a cycle have no such end.
        for child in ordered where !visited.contains(child) {
            guard let parent = parentOf[child], parentOf[parent] == nil, parent != root, !visited.contains(parent) else { continue }
            structure.hierarchy.append(tree(parent, visited: &visited) { children[$0] ?? [] })
        }
        let unreachable = ordered.filter { !visited.contains($0) }
        if !unreachable.isEmpty {
            structure.notes.append("\(unreachable.count) objects are not reachable from File's Owner (cyclic parent links)")
        }

        // Connections.
        for value in elements(data, "NSConnections") ?? [] {
            guard let index = value.referencedObject, let connector = graph.object(at: index) else { continue }
            if let connection = cocoaConnection(connector, index: index, oid: oids[index]) {
                structure.connections.append(connection)
            }
        }
    }

    /// An integer stored inline (keyed) or as an `NSNumber` object (NIBArchive).
    func number(_ value: ArchivedValue) -> Int64? {
        if let number = value.integerValue { return number }
        return value.referencedObject.flatMap(contents.integer)
    }

    private func cocoaRecord(_ index: Int, oid: Int64?, isRoot: Bool) -> NibStructure.Object {
        guard let object = graph.object(at: index) else { return fallbackRecord(index) }
        let identity = ArchivedObjectIdentity.cocoa(object, isRoot: isRoot, string: string)
        let id: String
        switch identity.placeholder {
        case .filesOwner: id = "-2"
        case .firstResponder: id = "-1"
        case .application: id = "-3"
        case .external, nil: id = oid.map { String($0) } ?? "#\(index)"
        }
        return NibStructure.Object(id: id, className: identity.className, customClass: identity.customClass, label: identity.label, graphIndex: index)
    }

    private func cocoaConnection(_ connector: ArchivedObject, index: Int, oid: Int64?) -> NibStructure.Connection? {
        let type: NibStructure.ConnectionType
        switch connector.className {
        case "NSNibOutletConnector": type = .cocoaOutlet
        case "NSNibControlConnector": type = .cocoaAction
        case "NSNibBindingConnector": type = .binding
        default: return nil
        }
        let source = reference(connector, "NSSource")
        let destination = reference(connector, "NSDestination")
        let sourceRecord = source.map(record)
        let destinationRecord = destination.map(record)
        var connection = NibStructure.Connection(
            id: oid.map { String($0) } ?? "#\(index)",
            sourceID: sourceRecord?.id ?? "-1", sourceLabel: sourceRecord?.label ?? "First Responder",
            // A control connector without NSDestination targets the First Responder.
            destinationID: destinationRecord?.id ?? "-1", destinationLabel: destinationRecord?.label ?? "First Responder",
            label: string(connector.value(forKey: "NSLabel")) ?? "", type: type)
        if type == .binding {
            connection.keyPath = string(connector.value(forKey: "NSKeyPath"))
            connection.binding = string(connector.value(forKey: "NSBinding"))
        }
        return connection
    }
}
