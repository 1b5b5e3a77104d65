import NibCore
import NibDocument

/// A cut through a document: the objects that leave (top-level objects and everything under
/// them), the object that will load them (the new File's Owner), and what becomes of every
/// connection that touches the moved part.
///
/// The split and the lazy-loading advisor share it, so what the advisor promises is exactly
/// what the split does.
public struct DocumentCut {
    /// What happens to one connection that touches the moved part.
    public enum Disposition: Equatable, Sendable {
        /// Both ends move: the connection moves with its source.
        case inside
        /// From the owner to a moved object: it becomes a File's Owner connection in the new
        /// document and leaves the old one.
        case fromOwner
        /// From a moved object to the owner: it moves and now names File's Owner.
        case toOwner
        /// To First Responder or the Application placeholder, which every nib has: it moves
        /// and names the new document's placeholder.
        case toSharedPlaceholder
        /// To the shared user defaults controller: the new document gets its own copy of
        /// that object (every nib that binds to it has one; they are the same instance at
        /// run time), and the connection moves unchanged.
        case toSharedInstance
        /// Anything else: it cannot be kept through File's Owner; keeping it needs code.
        case crossing
    }

    /// One connection that touches the moved part, with what becomes of it.
    public struct Touch {
        /// Position in `document.connections`.
        public let connection: Int
        public let disposition: Disposition
    }

    public let document: InterfaceDocument
    /// The top-level objects named, in document order.
    public let roots: [Int]
    /// Every moved object: the roots and their descendants.
    public let moved: Set<Int>
    /// The object that will load the new document and be its File's Owner.
    public let owner: Int
    /// Every connection with at least one end in the moved part, in document order.
    public let touches: [Touch]

    /// Cuts `roots` (each a top-level, non-placeholder object of `document`) out, to be loaded
    /// by `owner` (any object outside them, File's Owner included).
    public init(document: InterfaceDocument, roots: [Int], owner: Int) {
        self.document = document
        self.roots = roots.sorted()
        self.owner = owner
        let moved = Set(document.subtree(of: roots))
        self.moved = moved
        var touches: [Touch] = []
        for (position, connection) in document.connections.enumerated() {
            let sourceMoves = moved.contains(connection.source)
            let destinationMoves = connection.destination.map(moved.contains) ?? false
            guard sourceMoves || destinationMoves else { continue }
            let disposition: Disposition
            if sourceMoves && (destinationMoves || connection.destination == nil) {
                disposition = .inside
            } else if sourceMoves, let destination = connection.destination {
                if destination == owner {
                    disposition = .toOwner
                } else if DocumentCut.isShared(document.objects[destination].placeholder) {
                    disposition = .toSharedPlaceholder
                } else if DocumentCut.isSharedInstance(document.objects[destination]) {
                    disposition = .toSharedInstance
                } else {
                    disposition = .crossing
                }
            } else {
                disposition = connection.source == owner ? .fromOwner : .crossing
            }
            touches.append(Touch(connection: position, disposition: disposition))
        }
        self.touches = touches
    }

    /// The connections no split can keep through File's Owner.
    public var crossing: [Connection] {
        touches.filter { $0.disposition == .crossing }.map { document.connections[$0.connection] }
    }

    /// Objects the new document creates (placeholders are never moved).
    public var movedObjectCount: Int { moved.count }

    /// The shared instances the moved part refers to, which the new document copies.
    public var sharedInstances: [Int] {
        Array(Set(touches.filter { $0.disposition == .toSharedInstance }.compactMap { document.connections[$0.connection].destination })).sorted()
    }

    /// An object that stands for a process-wide instance (`NSUserDefaultsController`'s
    /// shared controller), so a copy in another nib is the same object at run time.
    public static func isSharedInstance(_ object: InterfaceObject) -> Bool {
        object.elementName == "userDefaultsController" && object.element[attribute: "representsSharedInstance"] == "YES"
    }

    /// First Responder and the Application object exist in every nib, so a connection to
    /// them survives the move.
    static func isShared(_ placeholder: Placeholder?) -> Bool {
        placeholder == .firstResponder || placeholder == .application
    }
}
