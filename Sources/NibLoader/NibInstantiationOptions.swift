import NibRuntime

/// What a caller passes to ``Nib/instantiate(withOwner:options:)`` besides the owner.
@MainActor
public struct NibInstantiationOptions {
    /// Objects for the nib's external-object placeholders, by identifier (UIKit's
    /// `UINibExternalObjects`; rule N2).
    public var externalObjects: [String: AnyObject]
    /// The loading rules; nil takes them from the nib's platform.
    public var mode: NibLoadingMode?
    /// Modern or legacy ownership of top-level objects in Cocoa mode.
    public var cocoaOwnership: CocoaOwnership
    /// The application the Application placeholder resolves to and windows belong to;
    /// nil uses `Application.shared`.
    public var application: Application?
    /// The registered class used for objects whose class nobody registered; nil (the
    /// default) makes an unregistered class an error (secure decoding).
    public var fallbackClassName: String?
    /// Where legacy Cocoa loading records the ownership it leaves (rule N10).
    public var ownershipLedger: NibOwnershipLedger?
    /// When true, an object whose custom class nobody registered is created from its
    /// framework class (a `UIViewController` for `ListController`) when that one is
    /// registered, before ``fallbackClassName`` is tried: what tools that explore an app's
    /// storyboards without its code need. The outlets and actions only the app's classes
    /// declare then cannot be connected: each becomes a message of the result instead of
    /// failing the load. Off by default (secure decoding; Cocoa Touch raises on them).
    public var fallsBackToFrameworkClass = false

    /// Options with nothing external, the nib's own mode and modern ownership.
    public init(
        externalObjects: [String: AnyObject] = [:],
        mode: NibLoadingMode? = nil,
        cocoaOwnership: CocoaOwnership = .modern,
        application: Application? = nil,
        fallbackClassName: String? = nil,
        ownershipLedger: NibOwnershipLedger? = nil
    ) {
        self.externalObjects = externalObjects
        self.mode = mode
        self.cocoaOwnership = cocoaOwnership
        self.application = application
        self.fallbackClassName = fallbackClassName
        self.ownershipLedger = ownershipLedger
    }
}
