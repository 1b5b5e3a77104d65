/// What `nibtool split` asks for: which objects leave, who will load them, and what to do
/// with connections no File's Owner can carry.
public struct SplitRequest: Sendable, Equatable {
    /// Ids of top-level objects to move; everything under them moves too.
    public var objectIDs: [String]
    /// Id of the object that will load the new document (its File's Owner in the new one).
    public var ownerID: String
    /// Remove connections that cross the cut (and list each) instead of refusing.
    public var dropCrossing: Bool

    public init(objectIDs: [String], ownerID: String, dropCrossing: Bool = false) {
        self.objectIDs = objectIDs
        self.ownerID = ownerID
        self.dropCrossing = dropCrossing
    }
}
