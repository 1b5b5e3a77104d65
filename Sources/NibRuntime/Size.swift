/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)

    /// Creates a size from its two extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// True when either extent is zero or negative: such a view has nothing to draw.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public var description: String { "\(width.compactDescription) x \(height.compactDescription)" }
}
