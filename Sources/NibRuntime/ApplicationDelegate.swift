/// The application's delegate: told about application-wide events first.
///
/// When the delegate is also a ``Responder`` it ends the responder chain, after the
/// application (rule R1).
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// Called first when the application receives a memory warning, before the notification
    /// is posted and before any controller hears of it (rule V5).
    func applicationDidReceiveMemoryWarning(_ application: Application)
}

extension ApplicationDelegate {
    /// Does nothing: implementing the callback is optional.
    public func applicationDidReceiveMemoryWarning(_ application: Application) {}
}
