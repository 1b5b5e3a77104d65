/// The root view of a container controller: each layout pass first lets the container place
/// its bars and its visible child's view (UIKit's `UILayoutContainerView`).
final class LayoutContainerView: RuntimeView {
    /// Places the container's subviews for the view's current bounds.
    var layoutContent: (@MainActor (LayoutContainerView) -> Void)?

    override func layoutManagedSubviews() {
        layoutContent?(self)
    }
}
