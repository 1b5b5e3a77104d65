import Foundation

extension ViewController {
    /// Shows `new`'s view in place of `old`'s inside this container, the way navigation and
    /// tab bar controllers switch children.
    ///
    /// On screen, both children get their appearance callbacks around one display cycle:
    /// `new` loads first (rule V9), then `old` `viewWillDisappear`, `new` `viewWillAppear`,
    /// layout and drawing, then `viewDidDisappear` and `viewDidAppear`. Off screen, `old`'s view
    /// is only removed; `new`'s is installed when the container next appears.
    func transitionChildView(from old: ViewController?, to new: ViewController, animated: Bool,
                             placing frame: (CGSize) -> CGRect, below bar: RuntimeView) {
        guard let container = viewIfLoaded else { return }
        guard let window = container.window, isVisible else {
            if let oldView = old?.viewIfLoaded, oldView.superview === container { oldView.removeFromSuperview() }
            return
        }
        new.loadViewIfNeeded()
        old?.beginAppearanceTransition(false, animated: animated)
        new.beginAppearanceTransition(true, animated: animated)
        installChildView(of: new, frame: frame(container.bounds.size), below: bar)
        window.commitUpdates()
        if old !== new { old?.viewIfLoaded?.removeFromSuperview() }
        old?.endAppearanceTransition()
        new.endAppearanceTransition()
    }

    /// Loads `child`'s view if needed and puts it in this container's view at `frame`, under `bar`.
    func installChildView(of child: ViewController, frame: CGRect, below bar: RuntimeView) {
        guard let container = viewIfLoaded else { return }
        child.loadViewIfNeeded()
        guard let childView = child.viewIfLoaded else { return }
        childView.frame = frame
        childView.autoresizingMask = .flexibleSize
        if childView.superview !== container {
            container.insertSubview(childView, belowSubview: bar)
        }
    }

    /// A root view for a container: holds `bar` and lets `layout` place everything at each pass.
    func makeContainerView(with bar: RuntimeView, layout: @escaping @MainActor (RuntimeView) -> Void) -> RuntimeView {
        let container = LayoutContainerView()
        container.layoutContent = layout
        container.addSubview(bar)
        return container
    }
}
