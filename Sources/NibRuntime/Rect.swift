/// A rectangle: an origin and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four components.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The smallest `x` inside the rectangle.
    public var minX: Double { origin.x }
    /// The smallest `y` inside the rectangle.
    public var minY: Double { origin.y }
    /// The first `x` past the right edge.
    public var maxX: Double { origin.x + size.width }
    /// The first `y` past the bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The width (a shorthand for `size.width`).
    public var width: Double { size.width }
    /// The height (a shorthand for `size.height`).
    public var height: Double { size.height }

    /// True when `point` lies inside; the right and bottom edges are outside, as in UIKit.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public var description: String { "\(origin) \(size)" }
}
