/// An object of a document with a place on screen: a window, a view or a scene's root
/// view, with its frame in the coordinates of its top-level container.
public struct PlacedObject: Hashable, Sendable {
    /// Index of the object in `InterfaceDocument.objects`.
    public let object: Int
    /// Index of the top-level container whose coordinate space `frame` is in: a window, a
    /// top-level view, or a scene's root view.
    public let container: Int
    /// The placed object this one sits in (its superview, or the window for a content
    /// view); nil for a container.
    public let superview: Int?
    /// The frame in the container's coordinates: origin top left, y down, in points.
    public let frame: InterfaceRect
    /// True when the view is hidden itself, or sits in a hidden view or an unselected tab.
    public let isHidden: Bool
    /// True when the document stores no frame and one had to be inferred (a warning says where).
    public let isFrameInferred: Bool
}
