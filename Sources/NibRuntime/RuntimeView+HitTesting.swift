import Foundation

extension RuntimeView {
    /// Converts `point` from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: RuntimeView?) -> CGPoint {
        let inRoot = convertToRoot(point)
        guard let view else { return inRoot }
        let origin = view.convertToRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: RuntimeView?) -> CGPoint {
        let inRoot = view?.convertToRoot(point) ?? point
        let origin = convertToRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// Maps a point in this view's coordinates to the coordinates of the root of its tree.
    private func convertToRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var current: RuntimeView? = self
        while let view = current, let parent = view.superview {
            result.x += view.frame.minX - view.bounds.minX
            result.y += view.frame.minY - view.bounds.minY
            current = parent
        }
        return result
    }

    /// True when `point`, in this view's coordinates, lies inside its bounds.
    public func point(inside point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive view containing `point` (in this view's coordinates),
    /// searching subviews front to back; nil when the point is outside or the view is hidden.
    public func hitTest(_ point: CGPoint) -> RuntimeView? {
        guard !isHidden, isUserInteractionEnabled, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self)) { return hit }
        }
        return self
    }

    /// Every view in this subtree whose bounds contain `point`, the top-most first, hidden and
    /// covered views included.
    ///
    /// This is Interface Builder's contextual navigation menu (WWDC session 923): it reveals
    /// views that ``hitTest(_:)`` can never reach because something covers or hides them.
    /// "Top-most first" is the reverse of drawing order: later subviews before earlier ones,
    /// and every subview before its superview.
    public func views(at point: CGPoint) -> [RuntimeView] {
        var found: [RuntimeView] = []
        collectViews(at: point, into: &found)
        return found
    }

    private func collectViews(at point: CGPoint, into found: inout [RuntimeView]) {
        for subview in subviews.reversed() {
            subview.collectViews(at: subview.convert(point, from: self), into: &found)
        }
        if bounds.contains(point) { found.append(self) }
    }
}
