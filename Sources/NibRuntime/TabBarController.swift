import Foundation

/// A container showing one of several controllers, chosen with a tab bar at the bottom.
///
/// Only the selected controller's view is in the hierarchy, so under the legacy memory-warning
/// policy the views of the other tabs can be unloaded (rule V7).
open class TabBarController: ViewController {
    /// The bar along the bottom; it lives as long as the controller.
    public let tabBar = TabBar()

    private var selectedIndexStorage = 0

    /// Creates a tab bar controller with no tabs.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a tab bar controller with one tab per controller; the first is selected.
    public convenience init(viewControllers: [ViewController]) {
        self.init()
        setViewControllers(viewControllers)
    }

    /// The tabs' controllers, in tab order.
    public var viewControllers: [ViewController] { children }

    /// Replaces the tabs; the first becomes selected and, on screen, replaces the shown one.
    public func setViewControllers(_ controllers: [ViewController]) {
        let shown = selectedViewController
        for controller in children {
            controller.sendWillMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in controllers where controller.parent == nil && controller !== self {
            addChild(controller)
            controller.sendDidMove(toParent: self)
        }
        selectedIndexStorage = 0
        tabBar.itemTitles = children.map { $0.title ?? "" }
        tabBar.selectedIndex = 0
        if let selected = selectedViewController {
            if selected !== shown {
                transitionChildView(from: shown, to: selected, animated: false, placing: contentFrame(in:), below: tabBar)
            }
        } else if let shown, isVisible {
            shown.beginAppearanceTransition(false, animated: false)
            shown.viewIfLoaded?.removeFromSuperview()
            shown.endAppearanceTransition()
        } else {
            shown?.viewIfLoaded?.removeFromSuperview()
        }
    }

    /// The selected tab's controller.
    public var selectedViewController: ViewController? {
        children.indices.contains(selectedIndexStorage) ? children[selectedIndexStorage] : nil
    }

    /// The index of the selected tab; setting it shows that tab's controller (out-of-range
    /// values are ignored). On screen, the two controllers get their appearance callbacks.
    public var selectedIndex: Int {
        get { selectedIndexStorage }
        set { select(newValue) }
    }

    private func select(_ index: Int) {
        guard index != selectedIndexStorage, children.indices.contains(index) else { return }
        let old = selectedViewController
        selectedIndexStorage = index
        tabBar.selectedIndex = index
        transitionChildView(from: old, to: children[index], animated: false, placing: contentFrame(in:), below: tabBar)
    }

    // MARK: The container view

    /// Builds the container view with the tab bar; the selected child's view is added when the
    /// tab bar controller appears.
    open override func loadView() {
        view = makeContainerView(with: tabBar) { [weak self] container in self?.layout(in: container) }
    }

    override func installVisibleChildViews() {
        guard let container = viewIfLoaded, let selected = selectedViewController else { return }
        installChildView(of: selected, frame: contentFrame(in: container.bounds.size), below: tabBar)
    }

    private func contentFrame(in size: CGSize) -> CGRect {
        CGRect(x: 0, y: 0, width: size.width, height: max(0, size.height - TabBar.height))
    }

    private func layout(in container: RuntimeView) {
        let size = container.bounds.size
        tabBar.frame = CGRect(x: 0, y: max(0, size.height - TabBar.height), width: size.width, height: TabBar.height)
        if let selectedView = selectedViewController?.viewIfLoaded, selectedView.superview === container {
            selectedView.frame = contentFrame(in: size)
        }
    }
}
