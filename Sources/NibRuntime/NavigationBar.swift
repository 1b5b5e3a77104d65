import Foundation

/// The bar across the top of a navigation controller's view.
open class NavigationBar: RuntimeView {
    /// The bar's height for a container of `size`: 44 points, or 32 when the container is wider
    /// than tall (a phone in landscape), as in iOS 6.
    public static func height(forContainerOf size: CGSize) -> CGFloat {
        size.width > size.height ? 32 : 44
    }

    /// The title shown, normally the top controller's.
    public var title: String? {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }
}
