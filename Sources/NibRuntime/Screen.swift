import Foundation

/// The display an application draws on: its portrait size in points and its pixel scale.
///
/// The scale multiplies every backing store: a view of `w x h` points drawn on a screen of
/// scale `s` holds `w·s x h·s` pixels of 4 bytes each.
public struct Screen: Hashable, Sendable {
    /// The size in points when the interface is in portrait orientation.
    public var portraitSize: CGSize
    /// Pixels per point (2 for a Retina display).
    public var scale: CGFloat

    /// Creates a screen from its portrait size and scale.
    public init(portraitSize: CGSize, scale: CGFloat) {
        self.portraitSize = portraitSize
        self.scale = scale
    }

    /// A 3.5-inch Retina phone (320 x 480 points at scale 2), the device of the seeds.
    public static let phone = Screen(portraitSize: CGSize(width: 320, height: 480), scale: 2)

    /// The screen's bounds for an interface orientation: landscape swaps width and height.
    public func bounds(for orientation: InterfaceOrientation) -> CGRect {
        let size = orientation.isLandscape
            ? CGSize(width: portraitSize.height, height: portraitSize.width)
            : portraitSize
        return CGRect(origin: .zero, size: size)
    }
}
