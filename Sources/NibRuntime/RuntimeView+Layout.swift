extension RuntimeView {
    /// Schedules a layout pass for this view at the next ``layoutIfNeeded()``.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs the pending layout passes of this view and its subtree, parents before children.
    ///
    /// A pass of a controller's root view runs `viewWillLayoutSubviews`, the view's
    /// ``layoutSubviews()``, then `viewDidLayoutSubviews` (rule V10).
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            runLayoutPass()
            // Subviews the pass itself added or moved do not call for another pass of this view.
            needsLayout = false
        }
        for subview in subviews {
            subview.layoutIfNeeded()
        }
    }

    private func runLayoutPass() {
        let controller = owningViewController
        if let controller {
            traceLifecycle(controller, "viewWillLayoutSubviews")
            controller.viewWillLayoutSubviews()
        }
        layoutManagedSubviews()
        if controller != nil || LifecycleTrace.active?.recordsEveryViewLayout == true {
            traceLifecycle(self, "layoutSubviews")
        }
        layoutSubviews()
        if let controller {
            traceLifecycle(controller, "viewDidLayoutSubviews")
            controller.viewDidLayoutSubviews()
        }
    }
}

