/// Part of a blueprint as a nib of its own: a storyboard's scene, or a scene's view.
extension NibBlueprint {
    /// The blueprint of `indices` (in that order), with `filesOwner`, when given, turned into
    /// the File's Owner placeholder. Containment and connections are kept when both ends are
    /// included; the owner's root-view containment becomes its `view` outlet, as a view nib
    /// sets it. Top-level objects are the included ones no included object contains.
    func subset(_ indices: [Int], filesOwner: Int? = nil) -> NibBlueprint {
        var position: [Int: Int] = [:]
        for (new, old) in indices.enumerated() { position[old] = new }
        var result = NibBlueprint(platform: platform)
        var contained = Set<Int>()
        var extraConnections: [Connection] = []
        for old in indices {
            var object = objects[old]
            let children = object.children.compactMap { containment -> Containment? in
                guard let child = position[containment.child] else { return nil }
                return Containment(child: child, role: containment.role)
            }
            if old == filesOwner {
                object.placeholder = .filesOwner
                object.properties = DecodedProperties()
                object.children = []
                for containment in children {
                    if case .controllerView = containment.role, let new = position[old] {
                        extraConnections.append(.outlet(source: new, destination: containment.child, name: "view"))
                    }
                    contained.insert(containment.child)
                }
            } else {
                object.children = children
                for containment in children { contained.insert(containment.child) }
            }
            result.objects.append(object)
        }
        result.topLevel = (0..<indices.count).filter { !contained.contains($0) }
        for connection in connections {
            switch connection {
            case let .outlet(source, destination, name):
                if let source = position[source], let destination = position[destination] {
                    result.connections.append(.outlet(source: source, destination: destination, name: name))
                }
            case let .outletCollection(source, destinations, name):
                let mapped = destinations.compactMap { position[$0] }
                if let source = position[source], !mapped.isEmpty {
                    result.connections.append(.outletCollection(source: source, destinations: mapped, name: name))
                }
            case let .action(source, destination, selector, eventMask):
                guard let source = position[source] else { continue }
                if let destination {
                    guard let mapped = position[destination] else { continue }
                    result.connections.append(.action(source: source, destination: mapped, selector: selector, eventMask: eventMask))
                } else {
                    result.connections.append(.action(source: source, destination: nil, selector: selector, eventMask: eventMask))
                }
            case let .binding(source, destination, name, keyPath, options):
                if let source = position[source], let destination = position[destination] {
                    result.connections.append(.binding(source: source, destination: destination, name: name, keyPath: keyPath, options: options))
                }
            }
        }
        result.connections.append(contentsOf: extraConnections)
        return result
    }
}
