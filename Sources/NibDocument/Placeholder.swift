/// An object that a nib refers to but does not create: the loader resolves it (rule N2).
public enum Placeholder: Hashable, Sendable {
    /// File's Owner: the object passed as `owner` when the nib is loaded.
    /// iOS `IBFilesOwner`; Cocoa object id -2.
    case filesOwner
    /// First Responder: actions sent to it become nil-targeted. iOS `IBFirstResponder`; Cocoa -1.
    case firstResponder
    /// Cocoa's Application object (id -3): the shared `NSApplication`.
    case application
    /// A storyboard scene's Exit (unwind segues).
    case exit
    /// An external object handed in by the caller under `identifier`.
    case external(identifier: String)
    /// A reference to a scene in another storyboard (`viewControllerPlaceholder` /
    /// `controllerPlaceholder`).
    case storyboardReference(storyboardName: String?, referencedIdentifier: String?)

    /// The label Interface Builder's outline shows for this placeholder.
    public var label: String? {
        switch self {
        case .filesOwner: "File's Owner"
        case .firstResponder: "First Responder"
        case .application: "Application"
        case .exit: "Exit"
        case .external(let identifier): identifier
        case .storyboardReference(let name, _): name.map { "\($0) Storyboard Reference" } ?? "Storyboard Reference"
        }
    }

    /// The class name used for the placeholder in inspection output.
    public var className: String {
        switch self {
        case .filesOwner: "IBFilesOwner"
        case .firstResponder: "IBFirstResponder"
        case .application: "IBApplication"
        case .exit: "IBExitPlaceholder"
        case .external: "IBExternalObject"
        case .storyboardReference: "IBStoryboardReference"
        }
    }
}
