extension ViewController {
    /// Presents `controller` modally over this controller's window content (rule V8).
    ///
    /// The presentation is made from the root of this controller's container tree, or from the
    /// controller that root already presents. The presented view fills the window's content
    /// area. With ``ModalPresentationStyle/fullScreen`` the presenter gets its disappearance
    /// callbacks and its view leaves the window when the presentation completes; with
    /// ``ModalPresentationStyle/overFullScreen`` it stays. There is no animation: the
    /// presentation completes, and `completion` runs, before this method returns.
    ///
    /// - Returns: false, doing nothing, when this controller's view is not in a window or
    ///   `controller` is already presented or contained (UIKit logs a warning and ignores it).
    @discardableResult
    public func present(_ controller: ViewController, animated: Bool = false,
                        completion: (@MainActor () -> Void)? = nil) -> Bool {
        let presenter = presentationHost
        guard controller.presentingViewController == nil, controller.parent == nil,
              controller !== presenter,
              let window = presenter.viewIfLoaded?.window else { return false }
        let coversPresenter = controller.modalPresentationStyle == .fullScreen

        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        controller.loadViewIfNeeded()
        if let view = controller.viewIfLoaded {
            view.frame = window.contentFrame
            view.autoresizingMask = .flexibleSize
        }
        if coversPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)
        if let view = controller.viewIfLoaded { window.addSubview(view) }
        window.commitUpdates()

        if coversPresenter {
            presenter.viewIfLoaded?.removeFromSuperview()
            presenter.endAppearanceTransition()
        }
        controller.endAppearanceTransition()
        completion?()
        return true
    }

    /// Dismisses the controller this one presents or, when it presents none, this controller
    /// itself (or the presented container it belongs to) (rule V8).
    ///
    /// Controllers presented further up are dismissed first. After a full-screen presentation
    /// the presenter's view returns to the window beneath the presented one, loaded again
    /// first if a memory warning unloaded it (`loadView`, `viewDidLoad`, then `viewWillAppear`).
    /// Like presentation, dismissal completes (and `completion` runs) before this method returns.
    public func dismiss(animated: Bool = false, completion: (@MainActor () -> Void)? = nil) {
        let host = presentationRoot
        let presenter: ViewController
        if host.presentedViewController != nil {
            presenter = host
        } else if let presenting = host.presentingViewController {
            presenter = presenting
        } else {
            completion?()
            return
        }
        guard let presented = presenter.presentedViewController else { return }
        if presented.presentedViewController != nil { presented.dismiss(animated: false) }

        let window = presented.viewIfLoaded?.window
        let uncoversPresenter = presented.modalPresentationStyle == .fullScreen
        presented.beginAppearanceTransition(false, animated: animated)
        if let window, uncoversPresenter {
            presenter.loadViewIfNeeded()
            if let presenterView = presenter.viewIfLoaded, presenterView.superview == nil {
                presenterView.frame = window.contentFrame
                presenterView.autoresizingMask = .flexibleSize
                if let presentedView = presented.viewIfLoaded {
                    window.insertSubview(presenterView, belowSubview: presentedView)
                } else {
                    window.addSubview(presenterView)
                }
            }
            presenter.beginAppearanceTransition(true, animated: animated)
            window.commitUpdates()
        }
        presented.viewIfLoaded?.removeFromSuperview()
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        presented.endAppearanceTransition()
        if window != nil, uncoversPresenter { presenter.endAppearanceTransition() }
        completion?()
    }

    /// The top of this controller's container tree (itself when it has no parent).
    var presentationRoot: ViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// Where a new presentation from this controller is made: the root of its container tree,
    /// or the top-most controller already presented over it.
    var presentationHost: ViewController {
        var host = presentationRoot
        while let presented = host.presentedViewController { host = presented }
        return host
    }
}
