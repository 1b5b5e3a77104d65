/// What one instantiation produced, beyond the top-level objects.
///
/// The result holds only the top-level objects (and counts), never the other created
/// objects, so it adds no ownership of its own (rule N11).
public struct NibInstantiationResult {
    /// The top-level objects, in the nib's order, without the owner or any placeholder (rule N9).
    public var topLevelObjects: [AnyObject]
    /// Objects the load created (placeholders are resolved, not created).
    public var createdObjectCount: Int
    /// Connections made: outlets, collections, actions and bindings.
    public var connectionCount: Int
    /// Objects that received `awakeFromNib`, in order, as their class names.
    public var awakenedClassNames: [String] { awakenedClasses.map { String(describing: $0) } }
    /// The classes of the awakened objects, kept as metatypes so the hot path makes no strings.
    var awakenedClasses: [AnyObject.Type]
    /// What Cocoa mode reported and skipped ("Failed to connect outlet ..."), in order.
    public var messages: [String]
}
