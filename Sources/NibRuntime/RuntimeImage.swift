import Foundation

/// A bitmap image, known by its size and scale; drawing it costs its decoded bytes.
public final class RuntimeImage: Sendable {
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat

    /// Creates an image of `size` points at `scale`.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
    }

    /// The bytes of the decoded bitmap: `width x height x 4 x scale²`.
    public var decodedByteCount: Int {
        (size.width * scale).roundedUpToInt * (size.height * scale).roundedUpToInt * 4
    }
}
