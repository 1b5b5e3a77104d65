/// The orientation of the user interface, which decides whether the screen is wide or tall.
public enum InterfaceOrientation: String, Sendable, CaseIterable {
    /// Home button at the bottom.
    case portrait
    /// Home button at the top.
    case portraitUpsideDown
    /// Home button on the left.
    case landscapeLeft
    /// Home button on the right.
    case landscapeRight

    /// True for the two landscape orientations, where width and height of the screen swap.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
