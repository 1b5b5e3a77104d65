import NibCore
import NibDocument
import NibXML

/// The state of one upgrade: ids for every archived object, the connections waiting for
/// their source element, and the warnings so far.
final class UpgradeSession {
    let document: InterfaceDocument
    let graph: LegacyArchiveGraph
    let isCocoaTouch: Bool
    /// The outline object of each archived element that has an object record.
    private var outlineObjects: [MarkupElement: InterfaceObject] = [:]
    /// Ids given to archived objects without an object record.
    private var generatedIDs: [MarkupElement: String] = [:]
    private var generatedIDCount = 0
    /// `<connections>` entries by source element.
    private var connections: [MarkupElement: [MarkupBuilder]] = [:]
    /// Elements already written (an object is written once, where it is first owned).
    var written: Set<MarkupElement> = []
    private(set) var warnings: [Diagnostic] = []

    init(document: InterfaceDocument, graph: LegacyArchiveGraph) {
        self.document = document
        self.graph = graph
        self.isCocoaTouch = document.platform != .cocoa
        for object in document.objects { outlineObjects[object.element] = object }
        collectConnections()
    }

    // MARK: Document

    func documentText() -> String {
        var root = MarkupBuilder("document", [
            ("type", isCocoaTouch ? "com.apple.InterfaceBuilder3.CocoaTouch.XIB" : "com.apple.InterfaceBuilder3.Cocoa.XIB"),
            ("version", "3.0"),
            ("toolsVersion", "11762"),
            ("targetRuntime", isCocoaTouch ? "iOS.CocoaTouch" : "MacOSX.Cocoa"),
            ("propertyAccessControl", "none"),
        ])
        var dependencies = MarkupBuilder("dependencies")
        if isCocoaTouch {
            dependencies.append(MarkupBuilder("deployment", [("identifier", "iOS")]))
            dependencies.append(MarkupBuilder("plugIn", [("identifier", "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"), ("version", "11757")]))
        } else {
            dependencies.append(MarkupBuilder("deployment", [("identifier", "macosx")]))
            dependencies.append(MarkupBuilder("plugIn", [("identifier", "com.apple.InterfaceBuilder.CocoaPlugin"), ("version", "11762")]))
        }
        root.append(dependencies)
        var objects = MarkupBuilder("objects")
        for index in document.topLevelObjects {
            let object = ArchivedObject(document.objects[index].element, graph: graph)
            if let element = write(object, key: nil) { objects.append(element) }
        }
        root.append(objects)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + root.serialized()
    }

    // MARK: Objects

    /// The modern element for `object` held under relationship `key`; nil when the object
    /// was already written elsewhere.
    func write(_ object: ArchivedObject, key: String?) -> MarkupBuilder? {
        guard !written.contains(object.element) else { return nil }
        written.insert(object.element)
        let outline = outlineObjects[object.element]
        if let placeholder = outline?.placeholder { return placeholderElement(placeholder, outline: outline) }
        var element = MarkupBuilder(UpgradeElementNames.elementName(forArchivedClass: object.className, isCocoaTouch: isCocoaTouch))
        element.set("key", key)
        if isCocoaTouch {
            upgradeCocoaTouch(object, into: &element)
        } else {
            upgradeCocoa(object, into: &element)
        }
        finish(object, &element, outline: outline)
        return element
    }

    /// Identity attributes, connections, and warnings for what was left out.
    private func finish(_ object: ArchivedObject, _ element: inout MarkupBuilder, outline: InterfaceObject?) {
        if let customClass = outline?.customClass { element.set("customClass", customClass) }
        if let label = outline?.userLabel, !label.isEmpty { element.set("userLabel", label) }
        element.set("id", id(of: object.element))
        for connection in connections[object.element] ?? [] { element.append(connection, inContainer: "connections") }
        let unused = object.unusedKeys
        if !unused.isEmpty {
            warn("\(object.className) (id \(id(of: object.element))): archived \(unused.count == 1 ? "setting" : "settings") "
                 + unused.map { "'\($0)'" }.joined(separator: ", ") + " not carried over", at: object.element)
        }
    }

    /// File's Owner, First Responder, Application and external objects.
    private func placeholderElement(_ placeholder: Placeholder, outline: InterfaceObject?) -> MarkupBuilder {
        let id = outline?.id ?? "-2"
        var element: MarkupBuilder
        if isCocoaTouch {
            let identifier: String
            switch placeholder {
            case .filesOwner: identifier = "IBFilesOwner"
            case .firstResponder: identifier = "IBFirstResponder"
            case .external(let name): identifier = name
            default: identifier = id
            }
            element = MarkupBuilder("placeholder", [("placeholderIdentifier", identifier), ("id", id)])
            if case .filesOwner = placeholder { element.set("userLabel", "File's Owner") }
            element.set("customClass", outline?.customClass ?? (placeholder == .firstResponder ? "UIResponder" : nil))
        } else {
            element = MarkupBuilder("customObject", [("id", id)])
            switch placeholder {
            case .filesOwner: element.set("userLabel", "File's Owner")
            case .firstResponder: element.set("userLabel", "First Responder"); element.set("customClass", "FirstResponder")
            case .application: element.set("userLabel", "Application")
            default: break
            }
            element.set("customClass", outline?.customClass ?? (placeholder == .application ? "NSObject" : nil))
        }
        if let source = outline?.element {
            for connection in connections[source] ?? [] { element.append(connection, inContainer: "connections") }
        }
        return element
    }

    /// The id of an archived object: its object record's, else a new one.
    func id(of element: MarkupElement) -> String {
        if let outline = outlineObjects[element] { return outline.id }
        if let generated = generatedIDs[element] { return generated }
        generatedIDCount += 1
        let generated = "upgraded-\(generatedIDCount)"
        generatedIDs[element] = generated
        return generated
    }

    /// Writes the objects of the array under `key` as children of `container` (created in
    /// `element`): `NSSubviews` → `<subviews>`.
    func writeItems(of object: ArchivedObject, key: String, into element: inout MarkupBuilder, container: String) {
        for item in object.items(key) {
            if let child = write(item, key: nil) { element.append(child, inContainer: container) }
        }
    }

    /// Writes the object under archive member `archiveKey` as a child keyed `modernKey`.
    func writeChild(of object: ArchivedObject, archiveKey: String, modernKey: String?, into element: inout MarkupBuilder) {
        guard let child = object.object(archiveKey), let written = write(child, key: modernKey) else { return }
        element.append(written)
    }

    /// The object record id of `object`, when it has a record.
    func outlineID(of object: ArchivedObject) -> String? { outlineObjects[object.element]?.id }

    /// A per-object setting Interface Builder 3 kept in `flattenedProperties` under
    /// `<objectID>.<name>` (window visibility at launch, custom classes).
    func flattenedProperty(_ name: String, of objectID: String) -> String? {
        guard let data = document.markup.root.firstChild(named: "data"),
              let container = graph.object("IBDocument.Objects", of: data),
              let properties = graph.object("flattenedProperties", of: container) else { return nil }
        let key = "\(objectID).\(name)"
        guard let entry = graph.entries(of: properties).entries.first(where: { $0.key == key }) else { return nil }
        return graph.resolve(entry.value).element.flatMap(graph.scalar)
    }

    func warn(_ message: String, at element: MarkupElement) {
        warnings.append(.warning(message, path: document.path, location: document.location(of: element)))
    }

    // MARK: Connections

    private func collectConnections() {
        for connection in document.connections {
            let source = document.objects[connection.source]
            let destinationID = connection.destination.map { document.objects[$0].id } ?? connection.destinationID
            let element: MarkupBuilder
            switch connection.kind {
            case .outlet(let property):
                element = MarkupBuilder("outlet", [("property", property), ("destination", destinationID), ("id", "connection-\(connection.id)")])
            case .outletCollection(let property, let collectionClass):
                element = MarkupBuilder("outletCollection", [("property", property), ("destination", destinationID),
                                                             ("collectionClass", collectionClass ?? "NSMutableArray"), ("id", "connection-\(connection.id)")])
            case .action(let selector, let eventType):
                element = MarkupBuilder("action", [("selector", selector), (isCocoaTouch ? "destination" : "target", destinationID), ("eventType", eventType),
                                                   ("id", "connection-\(connection.id)")])
            case .binding(let name, let keyPath, let options):
                var binding = MarkupBuilder("binding", [("destination", destinationID), ("name", name), ("keyPath", keyPath),
                                                        ("id", "connection-\(connection.id)")])
                if !options.isEmpty {
                    var dictionary = MarkupBuilder("dictionary", [("key", "options")])
                    for option in options {
                        dictionary.append(MarkupBuilder(option.type == "bool" ? "bool" : option.type, [("key", option.key), ("value", option.value)]))
                    }
                    binding.append(dictionary)
                }
                element = binding
            case .segue:
                continue
            }
            connections[source.element, default: []].append(element)
        }
    }
}
