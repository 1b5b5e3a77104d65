extension ViewController {
    /// Sends `didReceiveMemoryWarning`, logging it to the lifecycle trace (rule V5).
    func receiveMemoryWarning() {
        traceLifecycle(self, "didReceiveMemoryWarning")
        didReceiveMemoryWarning()
    }

    /// Whether a legacy memory warning may unload the view now (rule V6): it is loaded, not in
    /// a window (no superview), and can be rebuilt, because it came from `loadView` (the
    /// controller's own, or the default one loading a nib) or the controller's nib is at hand.
    /// A view assigned from outside with no nib to rebuild it from is kept.
    public var canUnloadView: Bool {
        guard let view = viewIfLoaded, view.superview == nil, !(view is Window) else { return false }
        return viewCameFromLoadView || hasNibToReloadFrom
    }

    private var hasNibToReloadFrom: Bool {
        guard let nibName, let nibBundle else { return false }
        return nibBundle.containsNib(named: nibName)
    }

    /// Unloads the view if ``canUnloadView``: `viewWillUnload`, the view is released together
    /// with the outlets into it, then `viewDidUnload` (rules V6 and V7). Returns whether it did.
    ///
    /// Children's views inside the unloaded view are detached first, so those children can
    /// unload theirs in the same warning (rule V7).
    func unloadViewIfPossible() -> Bool {
        guard canUnloadView else { return false }
        prepareForViewUnload()
        traceLifecycle(self, "viewWillUnload")
        viewWillUnload()
        guard canUnloadView else { return false }
        detachViewForUnloading()
        traceLifecycle(self, "viewDidUnload")
        viewDidUnload()
        return true
    }

    /// Lets go of the view and of everything in this controller that points into it: the
    /// declared outlets (strong or weak) and the children's views. After this returns, ARC
    /// frees the view tree unless someone else still holds it.
    private func detachViewForUnloading() {
        guard let view = viewIfLoaded else { return }
        for child in childrenShowingInView() {
            child.viewIfLoaded?.removeFromSuperview()
        }
        for outlet in Self.outletTable.allEntries {
            let pointsIntoView = outlet.get(self).contains { ($0 as? RuntimeView)?.isDescendant(of: view) == true }
            if pointsIntoView { try? outlet.set(self, nil) }
        }
        releaseView()
    }
}
