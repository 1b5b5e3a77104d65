import NibCore
import NibDocument

/// How a connection that touches a cut is described to a person: kind, label, both ends by
/// the names Interface Builder shows, and where it is written.
public struct CrossingConnectionReport: Sendable, Equatable {
    /// The connection's id.
    public let id: String
    /// `outlet`, `outlet collection`, `action`, `binding` or `segue`.
    public let kind: String
    /// The outlet property, selector, binding name or segue label.
    public let label: String
    /// The source object's id and name.
    public let sourceID: String
    public let sourceName: String
    /// The destination object's id and name (the id as written when it names no object).
    public let destinationID: String
    public let destinationName: String
    /// Where the connection is written in the document.
    public let location: SourceLocation?

    /// Describes `connection` of `document`.
    public init(_ connection: Connection, in document: InterfaceDocument) {
        id = connection.id
        switch connection.kind {
        case .outlet: kind = "outlet"
        case .outletCollection: kind = "outlet collection"
        case .action: kind = "action"
        case .binding: kind = "binding"
        case .segue: kind = "segue"
        }
        label = connection.label
        let source = document.objects[connection.source]
        sourceID = source.id
        sourceName = source.label
        if let destination = connection.destination {
            destinationID = document.objects[destination].id
            destinationName = document.objects[destination].label
        } else {
            destinationID = connection.destinationID ?? ""
            destinationName = connection.destinationID ?? "nothing"
        }
        location = document.location(of: connection.element)
    }

    /// One line: `outlet 'sheet' from Brightness Controller (ctl-bright) to Brightness Sheet (win-brightness)`.
    public var sentence: String {
        "\(kind) '\(label)' from \(sourceName) (\(sourceID)) to \(destinationName) (\(destinationID))"
    }

    /// The sentence as a diagnostic at the connection's place in `path`.
    public func diagnostic(_ severity: Diagnostic.Severity, path: String?, _ explanation: String) -> Diagnostic {
        Diagnostic(severity, "\(sentence) \(explanation)", path: path, location: location, objectID: sourceID)
    }
}
