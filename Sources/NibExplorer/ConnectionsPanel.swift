import NibDocument

/// Interface Builder's connections panel for one object: what it connects to (outlets,
/// outlet collections, sent actions, bindings, segues), what connects to it (received
/// actions, referencing outlets, outlet collections and bindings), each entry with the
/// other end and the path from a top-level object down to it. Refocusing is building the
/// panel for an entry's other end.
public struct ConnectionsPanel {
    /// One connection as the panel lists it.
    public struct Entry: Equatable, Sendable {
        /// The connection's id in the document.
        public let connectionID: String
        /// The outlet or collection property, the action's selector, the binding's name,
        /// the segue's identifier (or relationship, or kind).
        public let label: String
        /// The object at the other end; nil when the connection names an id no object has.
        public let other: ObjectSummary?
        /// The other end's id as the document writes it (kept when it dangles).
        public let otherID: String?
        /// The path from a top-level object down to the other end.
        public let path: [ObjectSummary]
        /// Cocoa Touch actions: the control event (`touchUpInside`).
        public let event: String?
        /// Bindings: the key path on the bound-to object, and the options.
        public let keyPath: String?
        public let options: [Connection.BindingOption]
        /// Segues: the kind (`show`, `relationship`...).
        public let segueKind: String?
    }

    /// The object the panel is about.
    public let object: ObjectSummary
    /// Its index in `InterfaceDocument.objects`.
    public let index: Int
    public private(set) var outlets: [Entry] = []
    public private(set) var outletCollections: [Entry] = []
    public private(set) var receivedActions: [Entry] = []
    public private(set) var sentActions: [Entry] = []
    public private(set) var bindings: [Entry] = []
    public private(set) var segues: [Entry] = []
    public private(set) var referencingOutlets: [Entry] = []
    public private(set) var referencingOutletCollections: [Entry] = []
    public private(set) var referencingBindings: [Entry] = []

    /// The panel for the object at `index`, from every connection of `document` (use
    /// `ConnectionsIndex` to build the panels of many objects).
    public init(object index: Int, in document: InterfaceDocument) {
        self.init(object: index, in: document, connections: document.connections)
    }

    /// The panel from `connections`, which must include every connection touching the object.
    init(object index: Int, in document: InterfaceDocument, connections: [Connection]) {
        self.index = index
        object = ObjectSummary(index, in: document)
        for connection in connections {
            let outgoing = connection.source == index
            let incoming = connection.destination == index
            guard outgoing || incoming else { continue }
            // The other end of an incoming connection is its source; of an outgoing one,
            // its destination.
            func entry(otherEnd: Int?, otherID: String?) -> Entry {
                var event: String?
                var keyPath: String?
                var options: [Connection.BindingOption] = []
                var segueKind: String?
                switch connection.kind {
                case .action(_, let eventType): event = eventType
                case .binding(_, let path, let bindingOptions): keyPath = path; options = bindingOptions
                case .segue(let kind, _, _): segueKind = kind
                default: break
                }
                return Entry(connectionID: connection.id, label: connection.label,
                             other: otherEnd.map { ObjectSummary($0, in: document) }, otherID: otherID,
                             path: otherEnd.map { ObjectPath.path(to: $0, in: document) } ?? [],
                             event: event, keyPath: keyPath, options: options, segueKind: segueKind)
            }
            if outgoing {
                let forward = entry(otherEnd: connection.destination, otherID: connection.destinationID)
                switch connection.kind {
                case .outlet: outlets.append(forward)
                case .outletCollection: outletCollections.append(forward)
                case .action: sentActions.append(forward)
                case .binding: bindings.append(forward)
                case .segue: segues.append(forward)
                }
            }
            if incoming {
                let backward = entry(otherEnd: connection.source, otherID: document.objects[connection.source].id)
                switch connection.kind {
                case .outlet: referencingOutlets.append(backward)
                case .outletCollection: referencingOutletCollections.append(backward)
                case .action: receivedActions.append(backward)
                case .binding: referencingBindings.append(backward)
                case .segue: break  // a panel lists the segues an object starts
                }
            }
        }
    }

    /// The sections in the panel's order, with the names the JSON output uses.
    public var sections: [(name: String, title: String, entries: [Entry])] {
        [
            ("outlets", "Outlets", outlets),
            ("outlet-collections", "Outlet Collections", outletCollections),
            ("received-actions", "Received Actions", receivedActions),
            ("sent-actions", "Sent Actions", sentActions),
            ("bindings", "Bindings", bindings),
            ("segues", "Segues", segues),
            ("referencing-outlets", "Referencing Outlets", referencingOutlets),
            ("referencing-outlet-collections", "Referencing Outlet Collections", referencingOutletCollections),
            ("referencing-bindings", "Referencing Bindings", referencingBindings),
        ]
    }
}
