/// The display an application draws on: its portrait size in points and its pixel scale.
///
/// The scale multiplies every backing store: a view of `w x h` points drawn on a screen of
/// scale `s` holds `w·s x h·s` pixels of 4 bytes each.
public struct Screen: Hashable, Sendable {
    /// The size in points when the interface is in portrait orientation.
    public var portraitSize: Size
    /// Pixels per point (2 for a Retina display).
    public var scale: Double

    /// Creates a screen from its portrait size and scale.
    public init(portraitSize: Size, scale: Double) {
        self.portraitSize = portraitSize
        self.scale = scale
    }

    /// A 3.5-inch Retina phone (320 x 480 points at scale 2), the device of the seeds.
    public static let phone = Screen(portraitSize: Size(width: 320, height: 480), scale: 2)

    /// The screen's bounds for an interface orientation: landscape swaps width and height.
    public func bounds(for orientation: InterfaceOrientation) -> Rect {
        let size = orientation.isLandscape
            ? Size(width: portraitSize.height, height: portraitSize.width)
            : portraitSize
        return Rect(origin: .zero, size: size)
    }
}
