/// A non-responder object that wants `awakeFromNib` (rule N7). Responders get it anyway
/// through `Responder.awakeFromNib()`.
@MainActor
public protocol NibAwakening: AnyObject {
    /// Called once every connection of the load is made.
    func awakeFromNib()
}
