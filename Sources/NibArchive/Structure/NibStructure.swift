/// The inspectable structure of a compiled nib, in the shapes ibtool uses for xib files
/// (`--objects`, `--hierarchy`, `--connections`), rebuilt from the archive's own graph.
///
/// Plain Swift values; NibToolKit turns them into ibtool's plist dictionaries.
public struct NibStructure: Hashable, Sendable {
    /// Which runtime's root keys the graph uses.
    public enum Platform: String, Hashable, Sendable {
        /// `UINibTopLevelObjectsKey`, `UINibObjectsKey`, `UINibConnectionsKey` (UIKit).
        case cocoaTouch
        /// `IB.objectdata` → `NSIBObjectData` (AppKit).
        case cocoa
        /// Neither set of root keys was found.
        case unknown
    }

    /// One Interface Builder object (`--objects`).
    public struct Object: Hashable, Sendable {
        /// The object id: the IB placeholder ids (`-1`, `-2`, `-3`) for placeholders, else the
        /// macOS object id (`NSOidsValues`) or, for iOS nibs, the archive object index.
        public var id: String
        /// The archived runtime class (`UIClassSwapper`/`NSClassSwapper`: the original class;
        /// `NSWindowTemplate`: its `NSWindowClass` when that is an AppKit class, else `NSWindow`).
        public var className: String
        /// The custom class set in Interface Builder, when there is one.
        public var customClass: String?
        /// "File's Owner", "First Responder", "Application", else the (custom) class name.
        public var label: String
        /// The object's index in `ObjectGraph.objects`.
        public var graphIndex: Int
    }

    /// One node of `--hierarchy`: `{object-id, label, custom-class?, children?}`.
    public struct HierarchyNode: Hashable, Sendable {
        /// The object's id (as in `Object.id`).
        public var objectID: String
        /// The label Interface Builder shows.
        public var label: String
        /// The custom class, when there is one.
        public var customClass: String?
        /// Child nodes in order; empty for leaves (ibtool then omits `children`).
        public var children: [HierarchyNode]
    }

    /// ibtool's connection types.
    public enum ConnectionType: String, Hashable, Sendable {
        case cocoaTouchOutlet = "IBCocoaTouchOutletConnection"
        case cocoaTouchOutletCollection = "IBCocoaTouchOutletCollectionConnection"
        case cocoaTouchEvent = "IBCocoaTouchEventConnection"
        case cocoaOutlet = "IBCocoaOutletConnection"
        case cocoaAction = "IBCocoaActionConnection"
        case binding = "IBBindingConnection"
    }

    /// One connection (`--connections`).
    public struct Connection: Hashable, Sendable {
        /// The connection's id: its macOS object id, or its archive index for iOS nibs.
        public var id: String
        /// The id of the object the connection starts from (outlet owner, control).
        public var sourceID: String
        /// The source's label.
        public var sourceLabel: String
        /// The id of the object connected to (outlet value, action target, bound object).
        public var destinationID: String
        /// The destination's label.
        public var destinationLabel: String
        /// The outlet name, action selector, or binding label.
        public var label: String
        /// ibtool's connection type.
        public var type: ConnectionType
        /// Bindings: the bound key path (`NSKeyPath`).
        public var keyPath: String?
        /// Bindings: the binding name (`NSBinding`).
        public var binding: String?
        /// iOS events: `UIEventMask` (64 = touchUpInside).
        public var eventMask: Int64?
    }

    /// The structure of a nib nested in a data value (`UINib.archiveData`, an `NSNib`'s
    /// `NSNibFileData` holding a table-cell prototype): its own ids, objects and connections.
    public struct NestedNib: Hashable, Sendable {
        /// The graph index of the object holding the data value, in the outer nib.
        public var holderIndex: Int
        /// The key of the data value (`archiveData`, `NS.bytes`).
        public var key: String
        /// The nested nib's own structure.
        public var structure: NibStructure
    }

    /// Which runtime's root keys were found.
    public var platform: Platform
    /// Every IB object, in id order (macOS) or `UINibObjectsKey` order (iOS).
    public var objects: [Object]
    /// The outline: File's Owner, First Responder, Application and the top-level objects,
    /// each with its children (macOS: `NSObjectsKeys`/`NSObjectsValues` parent links;
    /// iOS: `UISubviews`).
    public var hierarchy: [HierarchyNode]
    /// Every connection, in archive order.
    public var connections: [Connection]
    /// What could not be rebuilt (unknown root keys, dangling or cyclic links). Empty when
    /// the hierarchy and connections are complete.
    public var notes: [String]
    /// Nibs nested in data values (prototypes), each with its own structure; their
    /// connections are not merged into `connections` because their ids are separate.
    public var nested: [NestedNib] = []

    /// True when the platform's root keys were found and nothing was left unresolved.
    public var isComplete: Bool { platform != .unknown && notes.isEmpty }
}
