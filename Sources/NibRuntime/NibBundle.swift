/// A source of nibs that a view controller can load its view from (rule V2).
///
/// This is the seam the nib loader plugs into: `ViewController(nibName:bundle:)` keeps the
/// bundle, and the default `loadView` asks it for the controller's nib and loads it with the
/// controller as File's Owner, whose `view` outlet then sets the view.
@MainActor
public protocol NibBundle: AnyObject {
    /// True when the bundle has a nib called `name`.
    func containsNib(named name: String) -> Bool

    /// Loads the nib called `name` with `owner` as File's Owner and returns its top-level objects.
    func instantiateNib(named name: String, owner: AnyObject) throws -> [AnyObject]
}

/// Why a controller's default `loadView` could not use its nib.
public enum NibBundleError: Error, Equatable, CustomStringConvertible {
    /// The controller names a nib its bundle does not have (or it has no bundle).
    case nibNotFound(String)
    /// The nib loaded but did not connect the owner's `view` outlet.
    case viewOutletNotSet(nibName: String)
    /// The loader failed; the message is the loader's.
    case loadFailed(nibName: String, message: String)

    public var description: String {
        switch self {
        case .nibNotFound(let name): return "could not load nib \(name): no such nib in the bundle"
        case .viewOutletNotSet(let name): return "loaded the \(name) nib but the view outlet was not set"
        case let .loadFailed(name, message): return "could not load nib \(name): \(message)"
        }
    }
}
