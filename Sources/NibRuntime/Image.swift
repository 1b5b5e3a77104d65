/// A bitmap image, known by its size and scale; drawing it costs its decoded bytes.
public final class Image: Sendable {
    /// The size in points.
    public let size: Size
    /// Pixels per point.
    public let scale: Double

    /// Creates an image of `size` points at `scale`.
    public init(size: Size, scale: Double = 1) {
        self.size = size
        self.scale = scale
    }

    /// The bytes of the decoded bitmap: `width x height x 4 x scale²`.
    public var decodedByteCount: Int {
        (size.width * scale).roundedUpToInt * (size.height * scale).roundedUpToInt * 4
    }
}
