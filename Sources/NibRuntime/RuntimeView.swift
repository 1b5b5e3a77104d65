import Foundation

/// A rectangular area of the interface and the base class of everything on screen.
///
/// Views form a tree: ``subviews`` are drawn in order (the last on top), each positioned by its
/// ``frame`` in the superview's coordinates. A view inside a visible ``Window`` is laid out
/// (see `RuntimeView+Layout.swift`) and drawn into a backing store whose bytes count towards the
/// application's memory in use (see `RuntimeView+Display.swift`).
open class RuntimeView: Responder {
    /// The position of the bounds' origin (the scroll offset); the size is the frame's.
    private var boundsOrigin: CGPoint = .zero
    private var frameStorage: CGRect

    /// Subviews, back to front. Held strongly: a view owns its subtree.
    public private(set) var subviews: [RuntimeView] = []

    /// The view this one is a subview of. Held weakly, so a tree never keeps its parent alive.
    public private(set) weak var superview: RuntimeView?

    /// The controller whose root view this is, for the responder chain and layout callbacks.
    weak var owningViewController: ViewController?

    /// Whether the view (and its subtree) is hidden: not drawn and not hit.
    public var isHidden = false {
        didSet { if isHidden != oldValue { setNeedsDisplay() } }
    }

    /// Whether the view takes part in hit testing.
    public var isUserInteractionEnabled = true

    /// How the view follows changes to its superview's size.
    public var autoresizingMask: AutoresizingMask = []

    /// Whether subviews are resized by their ``autoresizingMask`` when this view's size changes.
    public var autoresizesSubviews = true

    /// An integer the application may use to tell views apart (a nib's `tag`).
    public var tag = 0

    /// A name for diagnostics and for menus listing views (the document's label, say).
    public var accessibilityIdentifier: String?

    /// Set when the view must run a layout pass; see ``setNeedsLayout()``.
    var needsLayout = true
    /// Set when the view must be drawn again; see ``setNeedsDisplay()``.
    var needsDisplay = true
    /// The memory the view's drawing holds, released with the view.
    var backingStore: MemoryAllocation?

    /// Creates a view with a frame in its future superview's coordinates.
    public init(frame: CGRect = .zero) {
        frameStorage = frame
        super.init()
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinate system.
    ///
    /// Changing the size resizes autoresizing subviews and schedules a layout pass and a redraw.
    public var frame: CGRect {
        get { frameStorage }
        set {
            let oldSize = frameStorage.size
            frameStorage = newValue
            if newValue.size != oldSize { sizeDidChange(from: oldSize) }
        }
    }

    /// The view's rectangle in its own coordinate system: the scroll offset and the size.
    public var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frameStorage.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    private func sizeDidChange(from oldSize: CGSize) {
        if autoresizesSubviews {
            for subview in subviews where !subview.autoresizingMask.isEmpty {
                subview.frame = subview.autoresizingMask.resize(subview.frame, from: oldSize, to: frameStorage.size)
            }
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Hierarchy

    /// The window at the root of this view's tree, or nil when the view is not in one.
    public var window: Window? {
        var current: RuntimeView? = self
        while let view = current {
            if let window = view as? Window { return window }
            current = view.superview
        }
        return nil
    }

    /// Adds `view` on top of the other subviews, first removing it from any previous superview.
    public func addSubview(_ view: RuntimeView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the subviews (clamped to the valid range).
    public func insertSubview(_ view: RuntimeView, at index: Int) {
        if view.superview == nil, view.subviews.isEmpty, view !== self, !(view is Window) {
            // A new leaf (what a nib load adds): it cannot contain this view and was in no window.
            view.superview = self
            if index >= subviews.count { subviews.append(view) } else { subviews.insert(view, at: max(index, 0)) }
            setNeedsLayout()
            setNeedsDisplay()
            if window != nil { view.windowDidChange(from: nil) }
            return
        }
        guard view !== self, !isDescendant(of: view) else { return }
        let oldWindow = view.window
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
        } else {
            view.detachFromSuperview()
        }
        view.superview = self
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        setNeedsLayout()
        setNeedsDisplay()
        view.windowDidChange(from: oldWindow)
    }

    /// Inserts `view` just below `sibling` (or on top when `sibling` is not a subview).
    public func insertSubview(_ view: RuntimeView, belowSubview sibling: RuntimeView) {
        let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Removes the view from its superview; a first responder inside it resigns.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        detachFromSuperview()
        windowDidChange(from: oldWindow)
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        if let window = parent.window, let responder = window.firstResponder,
           let firstView = responder as? RuntimeView ?? (responder as? ViewController)?.viewIfLoaded,
           firstView.isDescendant(of: self) {
            responder.resignFirstResponder()
            window.firstResponder = nil
        }
        parent.subviews.removeAll { $0 === self }
        parent.setNeedsLayout()
        parent.setNeedsDisplay()
        superview = nil
    }

    /// True when this view is `view` or lies somewhere in its subtree.
    public func isDescendant(of view: RuntimeView) -> Bool {
        var current: RuntimeView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Called after the view (or an ancestor) moved into or out of a window; override to react.
    open func didMoveToWindow() {}

    private func windowDidChange(from oldWindow: Window?) {
        let newWindow = window
        guard newWindow !== oldWindow else { return }
        notifyWindowChanged()
    }

    private func notifyWindowChanged() {
        if window != nil { needsDisplay = needsDisplay || backingStore == nil }
        didMoveToWindow()
        for subview in subviews { subview.notifyWindowChanged() }
    }

    // MARK: Overridable layout and drawing

    /// Positions subviews; called by each layout pass. The default does nothing beyond the
    /// autoresizing already applied when the size changed.
    open func layoutSubviews() {}

    /// Draws the view's content; called once per display of the view into its backing store.
    open func draw(_ rect: CGRect) {}

    /// Lays out subviews the runtime itself manages (a container's children, a table's cells)
    /// just before ``layoutSubviews()``, so an override of that method cannot break them.
    func layoutManagedSubviews() {}

    /// Bytes the view keeps besides its backing store once drawn (an image view's decoded image).
    var contentBytes: Int { 0 }

    // MARK: Responder

    /// The controller if this is a controller's root view, else the superview (rule R1).
    open override var next: Responder? {
        owningViewController ?? superview
    }

    override var responderWindow: Window? { window }
}
