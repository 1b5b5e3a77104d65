import Foundation
import NibArchive

/// macOS compiled nibs: `NSIBObjectData` {NSRoot (File's Owner), NSObjectsKeys/Values
/// (child → parent; children of File's Owner are top level), NSOidsKeys/Values (ids),
/// NSConnections (`NSNib*Connector`s), NSVisibleWindows}.
struct CocoaArchiveReader {
    let values: ArchiveValues
    private var blueprint = NibBlueprint(platform: .cocoa)
    private var indexOfGraphObject: [Int: Int] = [:]
    private var oids: [Int: Int64] = [:]

    init(values: ArchiveValues) {
        self.values = values
    }

    mutating func read(objectData: Int) -> NibBlueprint {
        let data = values.graph.object(at: objectData)
        let root = data?.value(forKey: "NSRoot")?.referencedObject
        for (key, value) in zip(values.elements(data?.value(forKey: "NSOidsKeys")), values.elements(data?.value(forKey: "NSOidsValues"))) {
            if let object = key.referencedObject, let oid = values.integer(value) { oids[object] = oid }
        }
        let children = values.elements(data?.value(forKey: "NSObjectsKeys")).map(\.referencedObject)
        let parents = values.elements(data?.value(forKey: "NSObjectsValues")).map(\.referencedObject)
        if let root { add(root, isRoot: true) }
        var topLevel: [Int] = []
        for (child, parent) in zip(children, parents) {
            guard let child, let object = values.graph.object(at: child), !object.className.hasSuffix("Connector") else { continue }
            add(child, isRoot: false)
            if parent == root, child != root { topLevel.append(child) }
        }
        for connector in values.references(data?.value(forKey: "NSConnections")) {
            if let connection = connection(connector) { blueprint.connections.append(connection) }
        }
        for (graphIndex, blueprintIndex) in indexOfGraphObject {
            blueprint.objects[blueprintIndex].children = values.containments(
                of: graphIndex, keys: .cocoa,
                isController: { $0.className.hasSuffix("ViewController") || $0.className == "NSClassSwapper" },
                blueprintIndex: indexOfGraphObject)
        }
        blueprint.topLevel = topLevel.compactMap { indexOfGraphObject[$0] }
        blueprint.visibleWindows = values.references(data?.value(forKey: "NSVisibleWindows")).compactMap { indexOfGraphObject[$0] }
        return blueprint
    }

    private mutating func add(_ graphIndex: Int, isRoot: Bool) {
        guard indexOfGraphObject[graphIndex] == nil, let object = values.graph.object(at: graphIndex) else { return }
        indexOfGraphObject[graphIndex] = blueprint.objects.count
        let identity = ArchivedObjectIdentity.cocoa(object, isRoot: isRoot) { values.string($0) }
        let placeholder = identity.placeholder.map(NibBlueprint.PlaceholderKind.init)
        let className = identity.className
        let customClass = placeholder == nil ? identity.customClass : nil
        let id = oids[graphIndex].map { String($0) } ?? "#\(graphIndex)"
        var item = NibBlueprint.Object(id: id, className: className, customClass: customClass, placeholder: placeholder)
        if placeholder == nil { item.properties = properties(of: object) }
        blueprint.objects.append(item)
    }

    private func properties(of object: ArchivedObject) -> DecodedProperties {
        var properties = DecodedProperties()
        if let frame = values.rect(object.value(forKey: "NSFrame")) ?? values.rect(object.value(forKey: "NSWindowRect")) {
            properties.frame = frame
        } else if let size = values.size(object.value(forKey: "NSFrameSize")) {
            properties.frame = CGRect(origin: .zero, size: size)
        }
        if let flags = values.integer(object.value(forKey: "NSvFlags")) { properties.isHidden = flags & 0x8000_0000 != 0 }
        properties.tag = values.integer(object.value(forKey: "NSTag")).map { Int(truncatingIfNeeded: $0) }
        properties.title = values.string(object.value(forKey: "NSWindowTitle"))
            ?? values.string(object.value(forKey: "NSToolbarItemLabel"))
            ?? values.string(object.value(forKey: "NSTitle"))
        if let cell = values.object(object.value(forKey: "NSCell")?.referencedObject) {
            properties.text = values.string(cell.value(forKey: "NSContents"))
            if properties.tag == nil { properties.tag = values.integer(cell.value(forKey: "NSTag")).map { Int(truncatingIfNeeded: $0) } }
        } else {
            properties.text = values.string(object.value(forKey: "NSContents"))
        }
        return properties
    }

    private mutating func connection(_ graphIndex: Int) -> NibBlueprint.Connection? {
        guard let connector = values.graph.object(at: graphIndex),
              let sourceGraph = connector.value(forKey: "NSSource")?.referencedObject else { return nil }
        add(sourceGraph, isRoot: false)
        let destinationGraph = connector.value(forKey: "NSDestination")?.referencedObject
        if let destinationGraph { add(destinationGraph, isRoot: false) }
        guard let source = indexOfGraphObject[sourceGraph] else { return nil }
        let destination = destinationGraph.flatMap { indexOfGraphObject[$0] }
        let label = values.string(connector.value(forKey: "NSLabel")) ?? ""
        switch connector.className {
        case "NSNibOutletConnector":
            guard let destination else { return nil }
            return .outlet(source: source, destination: destination, name: label)
        case "NSNibControlConnector":
            return .action(source: source, destination: destination, selector: label, eventMask: nil)
        case "NSNibBindingConnector":
            guard let destination else { return nil }
            let binding = values.string(connector.value(forKey: "NSBinding")) ?? label
            let keyPath = values.string(connector.value(forKey: "NSKeyPath")) ?? ""
            var options: [String: String] = [:]
            let pairs = values.elements(connector.value(forKey: "NSOptions"))
            var index = 0
            while index + 1 < pairs.count {
                if let key = values.string(pairs[index]) {
                    options[key] = values.string(pairs[index + 1]) ?? values.integer(pairs[index + 1]).map { String($0) } ?? ""
                }
                index += 2
            }
            return .binding(source: source, destination: destination, name: binding, keyPath: keyPath, options: options)
        default:
            return nil
        }
    }
}
