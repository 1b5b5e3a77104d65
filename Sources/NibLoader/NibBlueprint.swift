import NibArchive
import Foundation

/// The loader's own model of a nib, read from a compiled nib or a document: what to create,
/// what to resolve, and what to connect. Both sources produce it, so the rules N1-N12 are
/// implemented once in ``NibInstantiator``.
struct NibBlueprint: Sendable {
    /// One object of the nib.
    struct Object: Sendable {
        /// The id to name in messages (document id, macOS object id, or archive index).
        var id: String
        /// The framework class (`UILabel`, `NSWindow`).
        var className: String
        /// The custom class, module-qualified when the module is known (`App.MyController`).
        var customClass: String?
        /// Set for placeholders, which are resolved, never created (rule N2).
        var placeholder: PlaceholderKind?
        /// The properties the runtime understands.
        var properties = DecodedProperties()
        /// Objects contained by this one (subviews, a window's content view), in order.
        var children: [Containment] = []

        /// The class to create: the custom class when set.
        var classToCreate: String { customClass ?? className }
    }

    /// How a placeholder is resolved (rule N2).
    enum PlaceholderKind: Hashable, Sendable {
        case filesOwner
        case firstResponder
        case application
        case external(identifier: String)

        /// The placeholder a compiled nib's object stands for.
        init(_ placeholder: ArchivedObjectIdentity.Placeholder) {
            switch placeholder {
            case .filesOwner: self = .filesOwner
            case .firstResponder: self = .firstResponder
            case .application: self = .application
            case .external(let identifier): self = .external(identifier: identifier)
            }
        }
    }

    /// How a child sits in its container.
    struct Containment: Sendable {
        enum Role: Sendable {
            /// A subview (or a content / document view).
            case subview
            /// A view controller's root view.
            case controllerView
            /// A window's content view.
            case windowContent
            /// A non-view object the container owns (a toolbar, its items, a submenu), with
            /// the key the document gives it (nil for list elements).
            case owned(key: String?)
        }

        var child: Int
        var role: Role
    }

    /// One connection (rules N4-N6).
    enum Connection: Sendable {
        case outlet(source: Int, destination: Int, name: String)
        case outletCollection(source: Int, destinations: [Int], name: String)
        /// `destination` nil or a First Responder placeholder makes a nil-targeted action.
        case action(source: Int, destination: Int?, selector: String, eventMask: UInt?)
        case binding(source: Int, destination: Int, name: String, keyPath: String, options: [String: String])
    }

    /// Which platform wrote the nib: decides the default mode.
    var platform: NibLoadingMode
    var objects: [Object] = []
    /// Indices of the top-level objects, placeholders included (they are filtered, rule N9).
    var topLevel: [Int] = []
    var connections: [Connection] = []
    /// Windows to order front after awakening (rule N8).
    var visibleWindows: [Int] = []
    /// For a compiled Cocoa Touch nib: the blueprint index of each archived object, by its
    /// index in the archive's object graph (what a storyboard's scene keys refer to).
    var indexOfArchivedObject: [Int: Int] = [:]
}

/// The properties the loader decodes from either source and applies to runtime objects.
/// Anything else is ignored, never fatal.
struct DecodedProperties: Sendable {
    var frame: CGRect?
    var isHidden: Bool?
    var tag: Int?
    /// A label's or text field's text.
    var text: String?
    /// A button's, toolbar item's, menu item's or window's title.
    var title: String?
    var isReleasedWhenClosed: Bool?
    var userLabel: String?
}
