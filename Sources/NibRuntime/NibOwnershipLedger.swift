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
/// reference when objects are released, or by ``collectObjectsOfDeadOwners()``). Any other
/// owner must call ``releaseObjects(ownedBy:)``, as Cocoa owners send `release`; a window
/// that is released when closed gives up its own share on ``DesktopWindow/close()``.
@MainActor
public final class NibOwnershipLedger {
    /// The process-wide ledger.
    public static let shared = NibOwnershipLedger()

    private struct Holding {
        weak var owner: AnyObject?
        /// True when the objects are released as soon as the owner is gone.
        let releasedWithOwner: Bool
        var objects: [AnyObject]
    }

    /// Holdings by owner identity; `orphans` keeps the objects of owners that went away
    /// without releasing them (leaked, as in Cocoa), so a reused identity never mixes them up.
    private var holdings: [ObjectIdentifier: Holding] = [:]
    private var orphans: [AnyObject] = []
    private var ownersByObject: [ObjectIdentifier: [WeakOwner]] = [:]

    private struct WeakOwner {
        weak var owner: (any TopLevelObjectOwner)?
    }

    /// Creates an empty ledger (an application, or a test, may use its own).
    public init() {}

    /// Records that a legacy load with `owner` left `objects` owned.
    public func retain(_ objects: [AnyObject], ownedBy owner: AnyObject) {
        if let keeper = owner as? any TopLevelObjectOwner {
            keeper.takeOwnership(ofTopLevelObjects: objects)
            for object in objects {
                ownersByObject[ObjectIdentifier(object), default: []].append(WeakOwner(owner: keeper))
            }
            return
        }
        let identifier = ObjectIdentifier(owner)
        if let existing = holdings[identifier] {
            if existing.owner === owner {
                holdings[identifier]?.objects.append(contentsOf: objects)
                return
            }
            if !existing.releasedWithOwner { orphans.append(contentsOf: existing.objects) }
        }
        holdings[identifier] = Holding(owner: owner, releasedWithOwner: owner is ViewController, objects: objects)
    }

    /// Releases every object a legacy load left owned on behalf of `owner` (the owner's
    /// `release` of its top-level objects).
    public func releaseObjects(ownedBy owner: AnyObject) {
        let identifier = ObjectIdentifier(owner)
        if holdings[identifier]?.owner === owner { holdings[identifier] = nil }
        collectObjectsOfDeadOwners()
    }

    /// Gives up the load's ownership of one object wherever it is recorded.
    public func relinquish(_ object: AnyObject) {
        for identifier in Array(holdings.keys) {
            holdings[identifier]?.objects.removeAll { $0 === object }
            if holdings[identifier]?.objects.isEmpty == true { holdings[identifier] = nil }
        }
        orphans.removeAll { $0 === object }
        for owner in ownersByObject.removeValue(forKey: ObjectIdentifier(object)) ?? [] {
            owner.owner?.relinquishTopLevelObject(object)
        }
    }

    /// Releases the objects of view-controller owners that went away; the objects of other
    /// owners that went away stay owned (Cocoa leaks them).
    public func collectObjectsOfDeadOwners() {
        for (identifier, holding) in holdings where holding.owner == nil {
            if !holding.releasedWithOwner { orphans.append(contentsOf: holding.objects) }
            holdings[identifier] = nil
        }
    }

    /// The number of objects the ledger itself holds now.
    public var heldObjectCount: Int {
        holdings.values.reduce(orphans.count) { $0 + $1.objects.count }
    }

    /// True when the ledger holds `object` for some owner.
    public func holds(_ object: AnyObject) -> Bool {
        orphans.contains { $0 === object } || holdings.values.contains { $0.objects.contains { $0 === object } }
    }
}
