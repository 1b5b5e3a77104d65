/// A location in a two-dimensional coordinate system, in points.
///
/// Coordinates follow UIKit: the origin is the top-left corner and `y` grows downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// The point at the origin.
    public static let zero = Point(x: 0, y: 0)

    /// Creates a point from its two coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

