import NibDocument

/// Every connection of a document by the objects at its two ends, built once, so the
/// connections panel of any object is found without reading every connection again.
public struct ConnectionsIndex {
    public let document: InterfaceDocument
    /// Positions in `document.connections` of the connections each object is the source of.
    public private(set) var outgoing: [Int: [Int]] = [:]
    /// Positions of the connections each object is the destination of.
    public private(set) var incoming: [Int: [Int]] = [:]

    public init(document: InterfaceDocument) {
        self.document = document
        for (position, connection) in document.connections.enumerated() {
            outgoing[connection.source, default: []].append(position)
            if let destination = connection.destination, destination != connection.source {
                incoming[destination, default: []].append(position)
            }
        }
    }

    /// The connections that touch the object at `index`, in document order.
    public func connections(of index: Int) -> [Connection] {
        let positions = ((outgoing[index] ?? []) + (incoming[index] ?? [])).sorted()
        return positions.map { document.connections[$0] }
    }

    /// The connections panel of the object at `index`.
    public func panel(for index: Int) -> ConnectionsPanel {
        ConnectionsPanel(object: index, in: document, connections: connections(of: index))
    }
}
