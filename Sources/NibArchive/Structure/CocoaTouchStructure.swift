/// iOS nibs: the root holds `UINibTopLevelObjectsKey`, `UINibObjectsKey` and
/// `UINibConnectionsKey`; views nest through `UISubviews`; placeholders are `UIProxyObject`s
/// and custom classes are `UIClassSwapper`s.
extension StructureBuilder {
    mutating func buildCocoaTouch() {
        structure.platform = .cocoaTouch
        let root = graph.object(at: graph.rootIndex)
        let topLevel = (elements(root, "UINibTopLevelObjectsKey") ?? []).compactMap(\.referencedObject)
        var all = (elements(root, "UINibObjectsKey") ?? []).compactMap(\.referencedObject)
        var listed = Set(all)
        for index in topLevel where !listed.contains(index) {
            all.append(index)
            listed.insert(index)
        }
        for index in all { records[index] = cocoaTouchRecord(index) }
        structure.objects = all.compactMap { records[$0] }

        var visited: Set<Int> = []
        let snapshot = self
        for index in topLevel where !visited.contains(index) {
            structure.hierarchy.append(tree(index, visited: &visited) { snapshot.cocoaTouchChildren($0) })
        }

        guard let connectionValues = elements(root, "UINibConnectionsKey") else { return }
        for value in connectionValues {
            guard let index = value.referencedObject, let connector = graph.object(at: index) else { continue }
            let type: NibStructure.ConnectionType
            switch connector.className {
            case "UIRuntimeOutletConnection": type = .cocoaTouchOutlet
            case "UIRuntimeOutletCollectionConnection": type = .cocoaTouchOutletCollection
            case "UIRuntimeEventConnection": type = .cocoaTouchEvent
            default:
                structure.notes.append("unknown connection class \(connector.className) (object #\(index))")
                continue
            }
            let source = reference(connector, "UISource").map(record)
            let destination = reference(connector, "UIDestination").map(record)
            var connection = NibStructure.Connection(
                id: String(index),
                sourceID: source?.id ?? "-2", sourceLabel: source?.label ?? "First Responder",
                destinationID: destination?.id ?? "-2", destinationLabel: destination?.label ?? "First Responder",
                label: string(connector.value(forKey: "UILabel")) ?? "", type: type)
            if type == .cocoaTouchEvent { connection.eventMask = connector.value(forKey: "UIEventMask")?.integerValue }
            structure.connections.append(connection)
        }
    }

    /// Keys whose single object value is contained by the object holding them: a view
    /// controller's view, a navigation controller's bar, a cell's content view, table headers.
    static let containmentKeys = ["UIView", "UINavigationBar", "UIContentView", "UITableHeaderView", "UITableFooterView"]

    /// The contained objects (`containmentKeys`), then subviews in order. The flat
    /// registries (`UINibObjectsKey`, `UINibTopLevelObjectsKey`) parent nothing.
    private func cocoaTouchChildren(_ index: Int) -> [Int] {
        let object = graph.object(at: index)
        var children: [Int] = []
        var seen: Set<Int> = []
        for key in StructureBuilder.containmentKeys {
            if let child = reference(object, key), seen.insert(child).inserted { children.append(child) }
        }
        for value in elements(object, "UISubviews") ?? [] {
            if let child = value.referencedObject, seen.insert(child).inserted { children.append(child) }
        }
        return children
    }

    private func cocoaTouchRecord(_ index: Int) -> NibStructure.Object {
        guard let object = graph.object(at: index) else { return fallbackRecord(index) }
        let identity = ArchivedObjectIdentity.cocoaTouch(object, string: string)
        let id: String
        switch identity.placeholder {
        case .filesOwner: id = "-1"
        case .firstResponder: id = "-2"
        case .application, .external, nil: id = String(index)
        }
        return NibStructure.Object(id: id, className: identity.className, customClass: identity.customClass, label: identity.label, graphIndex: index)
    }
}
