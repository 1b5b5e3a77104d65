import NibXML

extension LegacyOutlineBuilder {
    /// Reads the `IBConnectionRecord`s of `connectionRecords` into `connections`, in
    /// archive order. Call after `buildOutline()`: connection ends resolve to its objects.
    ///
    /// | archived class | kind | source → destination |
    /// |---|---|---|
    /// | `IBCocoaTouchOutletConnection`, `IBOutletConnection` | outlet `label` | as written |
    /// | `IBCocoaTouchEventConnection` | action `label`, event from `IBEventType` | as written (control → target) |
    /// | `IBActionConnection` (Cocoa) | action `label`, no event | swapped: the archive stores the target as `source` and the control as `destination` |
    /// | `IBBindingConnection` | binding `NSBinding` / `NSKeyPath` / `NSOptions` of its `connector` | as written |
    ///
    /// Each `Connection.element` is the archived connection object (`IB...Connection`).
    mutating func readConnectionRecords(in connectionRecords: MarkupElement) {
        for (record, connectionID) in identifiedRecords(in: connectionRecords, recordClass: "IBConnectionRecord", idKey: "connectionID") {
            guard let connection = graph.object("connection", of: record) else {
                warn("connection record \(connectionID) has no connection; it is ignored", at: record)
                continue
            }
            readConnection(connection, id: connectionID)
        }
    }

    private mutating func readConnection(_ element: MarkupElement, id: String) {
        let connectionClass = graph.archivedClassName(of: element)
        let label = graph.string("label", of: element)
        var source = graph.value("source", of: element)
        var destination = graph.value("destination", of: element)

        let kind: Connection.Kind
        switch connectionClass {
        case "IBCocoaTouchOutletConnection", "IBOutletConnection":
            guard let label = requiredLabel(label, connectionClass, id: id, at: element) else { return }
            kind = .outlet(property: label)
        case "IBCocoaTouchEventConnection":
            guard let label = requiredLabel(label, connectionClass, id: id, at: element) else { return }
            kind = .action(selector: label, eventType: eventName(of: element, id: id))
        case "IBActionConnection":
            guard let label = requiredLabel(label, connectionClass, id: id, at: element) else { return }
            kind = .action(selector: label, eventType: nil)
            swap(&source, &destination)
        case "IBBindingConnection":
            guard let binding = bindingKind(of: element, label: label, id: id) else { return }
            kind = binding
        default:
            if connectionClass.contains("OutletCollection"), let label = requiredLabel(label, connectionClass, id: id, at: element) {
                kind = .outletCollection(property: label, collectionClass: nil)
            } else {
                warn("connection \(id) has the unknown class '\(connectionClass)'; it is ignored", at: element, objectID: id)
                return
            }
        }

        let description = "\(connectionClass) \(id) ('\(label ?? "")')"
        let sourceEnd = end(source)
        guard let sourceIndex = sourceEnd.index else {
            warn("\(description): its source \(sourceEnd.problem ?? "is missing"); the connection is ignored", at: element, objectID: id)
            return
        }
        let destinationEnd = end(destination)
        if destinationEnd.index == nil {
            warn("\(description) from '\(objects[sourceIndex].id)': its destination \(destinationEnd.problem ?? "is missing")",
                 at: element, objectID: id)
        }
        connections.append(Connection(id: id, kind: kind, source: sourceIndex, destination: destinationEnd.index,
                                      destinationID: destinationEnd.id, element: element))
    }

    /// A connection end as an object index and id, or what is wrong with it.
    private func end(_ value: LegacyArchiveGraph.Value) -> (index: Int?, id: String?, problem: String?) {
        switch value {
        case .none:
            return (nil, nil, "is missing")
        case .dangling(let reference):
            return (nil, reference, "refers to '\(reference)', which is not in the archive")
        case .element(let element):
            if let index = objectIndexByElement[element] {
                return (index, objects[index].id, nil)
            }
            return (nil, element[attribute: "id"],
                    "is a '\(graph.archivedClassName(of: element))' that is not an object of the document (it has no object record)")
        }
    }

    private mutating func requiredLabel(_ label: String?, _ connectionClass: String, id: String, at element: MarkupElement) -> String? {
        if let label, !label.isEmpty { return label }
        warn("\(connectionClass) \(id) has no label; it is ignored", at: element, objectID: id)
        return nil
    }

    /// The modern event name of an event connection's `IBEventType`.
    private mutating func eventName(of element: MarkupElement, id: String) -> String? {
        guard let text = graph.string("IBEventType", of: element) else {
            warn("event connection \(id) has no IBEventType; its control event is unknown", at: element, objectID: id)
            return nil
        }
        guard let number = Int(LegacyText.trimmed(text)), let name = LegacyControlEvent.name(forEventType: number) else {
            warn("event connection \(id) has the unknown IBEventType '\(text)'", at: element, objectID: id)
            return nil
        }
        return name
    }

    /// A binding from the connection's `NSNibBindingConnector`; the name and key path fall
    /// back to the `label` (`value: arrangedObjects.name`) when the connector lacks them.
    private mutating func bindingKind(of element: MarkupElement, label: String?, id: String) -> Connection.Kind? {
        let connector = graph.object("connector", of: element)
        var name = connector.flatMap { graph.string("NSBinding", of: $0) }
        var keyPath = connector.flatMap { graph.string("NSKeyPath", of: $0) }
        if name == nil || keyPath == nil, let label, let colon = label.firstIndex(of: ":") {
            name = name ?? LegacyText.trimmed(String(label[..<colon]))
            keyPath = keyPath ?? LegacyText.trimmed(String(label[label.index(after: colon)...]))
        }
        guard let name, !name.isEmpty, let keyPath else {
            warn("binding connection \(id) has no binding name and key path; it is ignored", at: element, objectID: id)
            return nil
        }
        let options = connector.flatMap { graph.object("NSOptions", of: $0) }.map(bindingOptions) ?? []
        return .binding(name: name, keyPath: keyPath, options: options)
    }

    /// The entries of a binding's `NSOptions` dictionary; `type` is the value's element
    /// name (`string`, `integer`, `bool`, ...) as in the modern format.
    private func bindingOptions(_ dictionary: MarkupElement) -> [Connection.BindingOption] {
        graph.entries(of: dictionary).entries.map { key, value in
            switch graph.resolve(value) {
            case .element(let element):
                return Connection.BindingOption(key: key, type: element.name,
                                                value: graph.scalar(element) ?? graph.archivedClassName(of: element))
            case .none, .dangling:
                return Connection.BindingOption(key: key, type: "nil", value: "")
            }
        }
    }
}
