/// One transition between two scenes of a storyboard, made when a segue is performed.
///
/// ``perform()`` does what the kind says: show pushes onto the source's navigation controller
/// (or presents when there is none), present modally presents with the destination's style, a
/// popover on a compact screen presents modally (as UIKit adapts it). Subclasses override it.
@MainActor
open class StoryboardSegue {
    /// How the segue moves to its destination.
    public enum Kind: Equatable, Sendable {
        /// Show (push): onto the source's navigation stack.
        case show
        /// Show detail: in a split view the detail; here, like show.
        case showDetail
        /// Present modally, with the presentation style the storyboard names (if any).
        case presentModally(ModalPresentationStyle?)
        /// A popover: presented modally on a compact screen.
        case popover
        /// A custom segue; ``perform()`` presents unless a subclass overrides it.
        case custom(className: String?)
        /// An unwind segue to the nearest controller up the chain that handles `action`.
        case unwind(action: String)
        /// An embed segue: the destination becomes a child shown in a container view, when
        /// the source's view loads (``perform()`` does nothing; the storyboard embeds).
        case embed
    }

    /// The identifier the storyboard gives the segue (nil for unnamed ones).
    public let identifier: String?
    public let kind: Kind
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller it leads to, made by the storyboard when the segue is performed.
    public let destination: ViewController

    public init(identifier: String?, kind: Kind, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.kind = kind
        self.source = source
        self.destination = destination
    }

    /// Moves from ``source`` to ``destination``.
    open func perform() {
        switch kind {
        case .show, .showDetail:
            if let navigation = source as? NavigationController ?? source.navigationController {
                navigation.pushViewController(destination)
            } else {
                source.present(destination)
            }
        case .presentModally(let style):
            if let style { destination.modalPresentationStyle = style }
            source.present(destination)
        case .popover, .custom:
            source.present(destination)
        case .embed:
            break
        case .unwind(let action):
            // The destination's unwind action runs first, then what covers it goes away.
            _ = type(of: destination).actionTable.perform(ActionSelector(action), on: destination, sender: self)
            if destination.presentationRoot.presentedViewController != nil {
                destination.presentationRoot.dismiss()
            }
            if let navigation = destination.navigationController, navigation.viewControllers.contains(where: { $0 === destination }) {
                while let top = navigation.topViewController, top !== destination, navigation.popViewController() != nil {}
            }
        }
    }
}

/// A segue a controller can perform: what the storyboard wrote for it, and how to make its
/// destination (the destination scene is loaded only when the segue is performed).
@MainActor
public struct SegueTemplate {
    public let identifier: String?
    public let kind: StoryboardSegue.Kind
    /// Loads the destination scene and returns its controller.
    package let makeDestination: @MainActor () throws -> ViewController
    /// Makes the segue object: a custom segue's class from the class registry; nil for
    /// ``StoryboardSegue`` itself.
    let makeSegue: (@MainActor (_ source: ViewController, _ destination: ViewController) throws -> StoryboardSegue)?

    package init(identifier: String?, kind: StoryboardSegue.Kind,
                 makeSegue: (@MainActor (_ source: ViewController, _ destination: ViewController) throws -> StoryboardSegue)? = nil,
                 makeDestination: @escaping @MainActor () throws -> ViewController) {
        self.identifier = identifier
        self.kind = kind
        self.makeSegue = makeSegue
        self.makeDestination = makeDestination
    }
}

/// Why a segue could not be performed.
public enum SegueError: Error, Equatable, CustomStringConvertible {
    /// The controller has no segue with this identifier; the ones it has are listed.
    case unknownIdentifier(String, controller: String, available: [String])
    /// No controller up the chain handles the unwind action.
    case noUnwindDestination(action: String, controller: String)
    /// A custom segue's class is not in the class registry (UIKit: "Could not create a segue
    /// of class").
    case unregisteredSegueClass(String)

    public var description: String {
        switch self {
        case let .unknownIdentifier(identifier, controller, available):
            let list = available.isEmpty ? "it has none" : "it has " + available.map { "'\($0)'" }.joined(separator: ", ")
            return "\(controller) has no segue with identifier '\(identifier)'; \(list)"
        case let .noUnwindDestination(action, controller):
            return "no view controller above \(controller) handles the unwind action \(action)"
        case let .unregisteredSegueClass(className):
            return "could not create a segue of class '\(className)': register it with NibClassRegistry.registerSegue"
        }
    }
}
