/// An object that owns the non-view objects a nib places inside it: a window its toolbar,
/// a toolbar its items, a menu its items, a menu item its submenu.
///
/// A nib loader hands each such child to its container, so the child lives as long as the
/// container does (views are contained through their subviews instead).
@MainActor
public protocol ObjectContainer: AnyObject {
    /// Keeps `object`, which the nib placed inside this one under `key` (nil for list elements).
    func adoptChildObject(_ object: AnyObject, key: String?)
}
