import Foundation

/// A rectangular area of the interface and the base class of everything on screen.
///
/// Views form a tree: ``subviews`` are drawn in order (the last on top), each positioned by its
/// ``frame`` in the superview's coordinates. A view inside a visible ``Window`` is laid out
/// (see `RuntimeView+Layout.swift`) and drawn into a backing store whose bytes count towards the
/// application's memory in use (see `RuntimeView+Display.swift`).
open class RuntimeView: Responder {
    // The runtime runs on the main actor alone and no accessor of these stored properties
    // calls out while it holds one, so their dynamic exclusivity checks (a third of a nib
    // load's view work, measured) are turned off: `@exclusivity(unchecked)`.
    // Stored properties, most used first and the one-byte ones last, so that a view takes 88
    // bytes (a 96-byte heap block) and a subclass's small fields fill the tail: a nib load
    // creates thousands (BENCHMARKS.md, "Instantiation, profiled").
    @exclusivity(unchecked) private var frameStorage: CGRect

    /// Subviews, back to front. Held strongly: a view owns its subtree.
    @exclusivity(unchecked) public private(set) var subviews: [RuntimeView] = []

    /// The view this one is a subview of. Not retained, so a tree never keeps its parent alive.
    public var superview: RuntimeView? { superviewStorage }

    /// The superview, neither retained nor weak: a weak reference would give every view with
    /// subviews a side table (bytes and time in every nib load). It is safe because it is
    /// cleared on every path that ends the relation: removal from the superview, and the
    /// superview's deinit (which clears its subviews' references before releasing them).
    @exclusivity(unchecked) nonisolated(unsafe) private unowned(unsafe) var superviewStorage: RuntimeView?

    /// What few views use (a scroll offset, a controller, a drawing, a name), allocated when
    /// one of them is first set.
    @exclusivity(unchecked) private var extras: RuntimeViewExtras?

    /// An integer the application may use to tell views apart (a nib's `tag`).
    @exclusivity(unchecked) public var tag = 0

    /// Whether the view (and its subtree) is hidden: not drawn and not hit.
    public var isHidden = false {
        didSet { if isHidden != oldValue { setNeedsDisplay() } }
    }

    /// Whether the view takes part in hit testing.
    @exclusivity(unchecked) public var isUserInteractionEnabled = true

    /// Whether subviews are resized by their ``autoresizingMask`` when this view's size changes.
    @exclusivity(unchecked) public var autoresizesSubviews = true

    /// Set when the view must run a layout pass; see ``setNeedsLayout()``.
    @exclusivity(unchecked) var needsLayout = true
    /// Set when the view must be drawn again; see ``setNeedsDisplay()``.
    @exclusivity(unchecked) var needsDisplay = true

    /// The ``autoresizingMask`` bits (all six fit in a byte).
    @exclusivity(unchecked) private var autoresizingBits: UInt8 = 0

    /// How the view follows changes to its superview's size.
    public var autoresizingMask: AutoresizingMask {
        get { AutoresizingMask(rawValue: UInt(autoresizingBits)) }
        set { autoresizingBits = UInt8(truncatingIfNeeded: newValue.rawValue) }
    }

    /// The position of the bounds' origin (the scroll offset); the size is the frame's.
    private var boundsOrigin: CGPoint {
        get { extras?.boundsOrigin ?? .zero }
        set { if newValue != .zero || extras != nil { madeExtras().boundsOrigin = newValue } }
    }

    /// The controller whose root view this is, for the responder chain and layout callbacks.
    var owningViewController: ViewController? {
        get { extras?.owningViewController }
        set { if newValue != nil || extras != nil { madeExtras().owningViewController = newValue } }
    }

    /// A name for diagnostics and for menus listing views (the document's label, say).
    public var accessibilityIdentifier: String? {
        get { extras?.accessibilityIdentifier }
        set { if newValue != nil || extras != nil { madeExtras().accessibilityIdentifier = newValue } }
    }

    /// The memory the view's drawing holds, released with the view.
    var backingStore: MemoryAllocation? {
        get { extras?.backingStore }
        set { if newValue != nil || extras != nil { madeExtras().backingStore = newValue } }
    }

    private func madeExtras() -> RuntimeViewExtras {
        if let extras { return extras }
        let made = RuntimeViewExtras()
        extras = made
        return made
    }

    deinit {
        for subview in subviews { subview.superviewStorage = nil }
    }

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

    /// Adds the views a nib load just created, in order, on top of the subviews: what
    /// ``addSubview(_:)`` does for each, with the window looked up and the subview list grown
    /// once. A view that is not a new leaf (it has a superview or subviews) takes the general path.
    package func addSubviewsCreatedByNib(_ views: [RuntimeView]) {
        let hasWindow = window != nil
        subviews.reserveCapacity(subviews.count + views.count)
        for view in views {
            guard view.superview == nil, view.subviews.isEmpty, view !== self, !(view is Window) else {
                insertSubview(view, at: subviews.count)
                continue
            }
            view.superviewStorage = self
            subviews.append(view)
            if hasWindow { view.windowDidChange(from: nil) }
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Inserts `view` at `index` in the subviews (clamped to the valid range).
    public func insertSubview(_ view: RuntimeView, at index: Int) {
        if view.superview == nil, view.subviews.isEmpty, view !== self, !(view is Window) {
            // A new leaf (what a nib load adds): it cannot contain this view and was in no window.
            view.superviewStorage = self
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
        view.superviewStorage = self
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
        superviewStorage = nil
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
