import Foundation

extension RuntimeView {
    /// Schedules the view to be drawn again at the next display pass of its window.
    public func setNeedsDisplay() {
        needsDisplay = true
    }

    /// The bytes this view's drawing holds now: its backing store of
    /// `width x height x 4 x scale²` plus drawn content such as decoded image data.
    /// Zero until the view has been drawn in a visible window.
    public var residentBytes: Int {
        backingStore?.byteCount ?? 0
    }

    /// The bytes held by this view and every view in its subtree.
    public var subtreeResidentBytes: Int {
        subviews.reduce(residentBytes) { $0 + $1.subtreeResidentBytes }
    }

    /// Draws every visible view of the subtree that needs it into a fresh backing store.
    ///
    /// The store stays with the view after it leaves the window, as a layer keeps its contents;
    /// only freeing the view (say, by unloading a controller's view) gives the memory back.
    func displayIfNeeded(scale: CGFloat, ledger: MemoryLedger) {
        guard !isHidden else { return }
        if needsDisplay {
            needsDisplay = false
            if frame.isEmpty {
                backingStore = nil
            } else {
                let pixelsWide = (frame.width * scale).roundedUpToInt
                let pixelsHigh = (frame.height * scale).roundedUpToInt
                backingStore = MemoryAllocation(byteCount: pixelsWide * pixelsHigh * 4 + contentBytes, ledger: ledger)
                draw(bounds)
            }
        }
        for subview in subviews {
            subview.displayIfNeeded(scale: scale, ledger: ledger)
        }
    }
}
