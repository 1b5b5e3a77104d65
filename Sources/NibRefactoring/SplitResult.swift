/// Both documents a split produces, and what happened to the connections at the cut.
public struct SplitResult {
    /// The new document: File's Owner (of the owner's class), First Responder (and the
    /// Application object in Cocoa), then the moved objects with their ids.
    public let newDocument: [UInt8]
    /// The old document without the moved objects; every other byte as it was.
    public let remainingDocument: [UInt8]
    /// The ids of the top-level objects moved, in document order.
    public let movedRootIDs: [String]
    /// Objects the new document holds (placeholders not counted).
    public let movedObjectCount: Int
    /// Connections between the owner and moved objects, now made through File's Owner.
    public let throughFilesOwner: [CrossingConnectionReport]
    /// Connections that crossed the cut and were removed (only with `dropCrossing`).
    public let dropped: [CrossingConnectionReport]
}
