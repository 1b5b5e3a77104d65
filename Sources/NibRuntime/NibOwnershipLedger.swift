/// An owner that keeps the top-level objects of the nibs it loads (a window controller):
/// legacy Cocoa loading hands them to it, and they go away with it (rule N10).
@MainActor
public protocol TopLevelObjectOwner: AnyObject {
    /// Keeps `objects` alive for as long as the owner lives.
    func takeOwnership(ofTopLevelObjects objects: [AnyObject])
    /// Lets go of one object (a released-when-closed window that closed).
    func relinquishTopLevelObject(_ object: AnyObject)
}

/// The ownership that legacy Cocoa nib loading (`loadNibNamed:owner:`) leaves on top-level
/// objects (rule N10): the load owns them until their owner releases them.
///
/// A ``TopLevelObjectOwner`` (a window controller) takes them itself. For a view controller
/// owner, the ledger holds them until the controller goes away (checked with a weak
/// reference on each use of the ledger, or by ``collectObjectsOfDeadOwners()``). Any other
/// owner must call ``releaseObjects(ownedBy:)``, as Cocoa owners send `release`; a window
/// that is released when closed gives up its own share on ``DesktopWindow/close()``.
@MainActor
public final class NibOwnershipLedger {
    /// The process-wide ledger.
    public static let shared = NibOwnershipLedger()

    private struct Holding {
        weak var owner: AnyObject?
        let ownerIdentifier: ObjectIdentifier
        /// True when the objects are released as soon as the owner is gone.
        let releasedWithOwner: Bool
        var objects: [AnyObject]
    }

    private var holdings: [Holding] = []
    private var ownersByObject: [ObjectIdentifier: [WeakOwner]] = [:]

    private struct WeakOwner {
        weak var owner: (any TopLevelObjectOwner)?
    }

    /// Creates an empty ledger (tests may use their own).
    public init() {}

    /// Records that a legacy load with `owner` left `objects` owned.
    public func retain(_ objects: [AnyObject], ownedBy owner: AnyObject) {
        collectObjectsOfDeadOwners()
        if let keeper = owner as? any TopLevelObjectOwner {
            keeper.takeOwnership(ofTopLevelObjects: objects)
            for object in objects {
                ownersByObject[ObjectIdentifier(object), default: []].append(WeakOwner(owner: keeper))
            }
            return
        }
        let releasedWithOwner = owner is ViewController
        if let index = holdings.firstIndex(where: { $0.owner === owner }) {
            holdings[index].objects.append(contentsOf: objects)
        } else {
            holdings.append(Holding(owner: owner, ownerIdentifier: ObjectIdentifier(owner),
                                    releasedWithOwner: releasedWithOwner, objects: objects))
        }
    }

    /// Releases every object a legacy load left owned on behalf of `owner` (the owner's
    /// `release` of its top-level objects).
    public func releaseObjects(ownedBy owner: AnyObject) {
        holdings.removeAll { $0.owner === owner }
        collectObjectsOfDeadOwners()
    }

    /// Gives up the load's ownership of one object wherever it is recorded.
    public func relinquish(_ object: AnyObject) {
        for index in holdings.indices {
            holdings[index].objects.removeAll { $0 === object }
        }
        for owner in ownersByObject.removeValue(forKey: ObjectIdentifier(object)) ?? [] {
            owner.owner?.relinquishTopLevelObject(object)
        }
        holdings.removeAll { $0.objects.isEmpty }
    }

    /// Releases the objects of view-controller owners that went away.
    public func collectObjectsOfDeadOwners() {
        holdings.removeAll { $0.releasedWithOwner && $0.owner == nil }
    }

    /// The number of objects the ledger itself holds now.
    public var heldObjectCount: Int {
        holdings.reduce(0) { $0 + $1.objects.count }
    }

    /// True when the ledger holds `object` for some owner.
    public func holds(_ object: AnyObject) -> Bool {
        holdings.contains { $0.objects.contains { $0 === object } }
    }
}
