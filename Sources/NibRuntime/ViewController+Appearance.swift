/// Where a controller is in its appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

extension ViewController {
    /// True from `viewWillAppear` until `viewWillDisappear`: the view is on screen or going there.
    public var isVisible: Bool {
        appearanceState == .appearing || appearanceState == .appeared
    }

    /// Starts an appearance transition: sends `viewWillAppear` or `viewWillDisappear`, then
    /// forwards it to the children whose views are inside this one.
    ///
    /// Appearing loads the view first, so no appearance callback precedes `viewDidLoad`
    /// (rule V9). A repeated call in the same direction does nothing.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            appearanceState = .appearing
            traceLifecycle(self, "viewWillAppear")
            viewWillAppear(animated)
            installVisibleChildViews()
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            traceLifecycle(self, "viewWillDisappear")
            viewWillDisappear(animated)
        }
        for child in childrenShowingInView() {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the transition begun last: sends `viewDidAppear` or `viewDidDisappear`, then
    /// forwards it to the children in transition.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            if let application = viewIfLoaded?.window?.application { hostingApplication = application }
            traceLifecycle(self, "viewDidAppear")
            viewDidAppear(false)
        case .disappearing:
            appearanceState = .disappeared
            traceLifecycle(self, "viewDidDisappear")
            viewDidDisappear(false)
        case .appeared, .disappeared:
            return
        }
        for child in children where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition()
        }
    }

    /// The children whose views are currently inside this controller's view.
    func childrenShowingInView() -> [ViewController] {
        guard let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }
}
