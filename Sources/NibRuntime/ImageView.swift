import Foundation

/// A view that shows an image. Once drawn it also holds the image's decoded bitmap, which is
/// freed with the view.
open class ImageView: RuntimeView {
    /// The image shown.
    public var image: RuntimeImage? {
        didSet { if image !== oldValue { setNeedsDisplay() } }
    }

    /// Creates an image view sized to `image` (or empty).
    public convenience init(image: RuntimeImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    override var contentBytes: Int { image?.decodedByteCount ?? 0 }
}
