import NibXML

/// A connection drawn in Interface Builder: outlet, outlet collection, action, segue or binding.
public struct Connection {
    /// What kind of connection this is, with the fields that kind carries.
    public enum Kind: Equatable {
        /// An outlet: `property` on the source is set to the destination.
        case outlet(property: String)
        /// An outlet collection: the destination is appended to the array `property`.
        case outletCollection(property: String, collectionClass: String?)
        /// An action: the source (a control) sends `selector` to the destination. iOS actions
        /// carry the control event (`touchUpInside`); Cocoa actions have none.
        case action(selector: String, eventType: String?)
        /// A storyboard segue; `relationship` is set for relationship segues
        /// (`rootViewController`, `viewControllers`).
        case segue(kind: String?, identifier: String?, relationship: String?)
        /// A Cocoa binding of the source's `name` to `keyPath` of the destination.
        case binding(name: String, keyPath: String, options: [BindingOption])
    }

    /// One entry of a binding's options dictionary.
    public struct BindingOption: Equatable, Sendable {
        public var key: String
        public var type: String
        public var value: String
    }

    /// The connection's own id.
    public let id: String
    public let kind: Kind
    /// Index of the source object in `InterfaceDocument.objects`.
    public let source: Int
    /// Index of the destination object, nil when the destination id names no object.
    public let destination: Int?
    /// The destination id as written (kept even when it dangles).
    public let destinationID: String?
    /// The connection element in the lossless tree.
    public let element: MarkupElement

    /// The label ibtool reports: the outlet property, the selector, the binding name, the
    /// segue identifier (or relationship, or kind).
    public var label: String {
        switch kind {
        case .outlet(let property), .outletCollection(let property, _): property
        case .action(let selector, _): selector
        case .segue(let kind, let identifier, let relationship): identifier ?? relationship ?? kind ?? "segue"
        case .binding(let name, _, _): name
        }
    }
}
