import Foundation

/// A container showing a stack of controllers: the top one's view below a navigation bar.
///
/// Only the top controller's view is in the hierarchy; pushing another removes it, so under
/// the legacy memory-warning policy the views below the top can be unloaded (rule V7) and are
/// loaded again when popped back to.
open class NavigationController: ViewController {
    /// The bar across the top; it lives as long as the controller, like UIKit's.
    public let navigationBar = NavigationBar()

    /// Creates an empty navigation controller.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a navigation controller whose stack starts with `rootViewController`.
    public convenience init(rootViewController: ViewController) {
        self.init()
        pushViewController(rootViewController, animated: false)
    }

    /// The stack, bottom first: the children of the container.
    public var viewControllers: [ViewController] { children }

    /// The controller at the top of the stack.
    public var topViewController: ViewController? { children.last }

    /// The controller on screen: what the navigation controller presents, else the top one.
    public var visibleViewController: ViewController? {
        presentedViewController ?? topViewController
    }

    /// The navigation bar's height for the current bounds (44 points, 32 in landscape).
    public var navigationBarHeight: CGFloat {
        NavigationBar.height(forContainerOf: viewIfLoaded?.bounds.size ?? .zero)
    }

    // MARK: Push and pop

    /// Pushes `controller` on the stack and shows its view in place of the previous top's.
    ///
    /// When the navigation controller is on screen the two controllers get their appearance
    /// callbacks around one display cycle: the new one loads (`loadView`, `viewDidLoad`),
    /// the old one `viewWillDisappear`, the new one `viewWillAppear`, layout, then
    /// `viewDidDisappear` and `viewDidAppear`.
    public func pushViewController(_ controller: ViewController, animated: Bool = false) {
        guard controller.parent == nil, controller !== self, controller.presentingViewController == nil else { return }
        let previous = topViewController
        addChild(controller)
        transition(from: previous, to: controller, animated: animated)
        controller.sendDidMove(toParent: self)
    }

    /// Pops the top controller and shows the one below, loading its view again if a memory
    /// warning unloaded it. Returns the popped controller; nil when only the root remains.
    @discardableResult
    public func popViewController(animated: Bool = false) -> ViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        let below = children[children.count - 2]
        top.sendWillMove(toParent: nil)
        transition(from: top, to: below, animated: animated)
        top.removeFromParent()
        return top
    }

    /// Pops every controller above the root; returns them, bottom first.
    @discardableResult
    public func popToRootViewController(animated: Bool = false) -> [ViewController] {
        guard children.count > 1, let root = children.first, let top = children.last else { return [] }
        let popped = Array(children.dropFirst())
        for controller in popped { controller.sendWillMove(toParent: nil) }
        transition(from: top, to: root, animated: animated)
        for controller in popped { controller.removeFromParent() }
        return popped
    }

    private func transition(from old: ViewController?, to new: ViewController, animated: Bool) {
        transitionChildView(from: old, to: new, animated: animated, placing: contentFrame(in:), below: navigationBar)
        navigationBar.title = new.title
    }

    // MARK: The container view

    /// Builds the container view with the navigation bar; the top child's view is added when
    /// the navigation controller appears.
    open override func loadView() {
        view = makeContainerView(with: navigationBar) { [weak self] container in self?.layout(in: container) }
    }

    override func installVisibleChildViews() {
        guard let container = viewIfLoaded, let top = topViewController else { return }
        installChildView(of: top, frame: contentFrame(in: container.bounds.size), below: navigationBar)
        navigationBar.title = top.title
    }

    /// The area below the bar where the top child's view goes.
    private func contentFrame(in size: CGSize) -> CGRect {
        let barHeight = NavigationBar.height(forContainerOf: size)
        return CGRect(x: 0, y: barHeight, width: size.width, height: max(0, size.height - barHeight))
    }

    private func layout(in container: RuntimeView) {
        let size = container.bounds.size
        navigationBar.frame = CGRect(x: 0, y: 0, width: size.width, height: NavigationBar.height(forContainerOf: size))
        if let topView = topViewController?.viewIfLoaded, topView.superview === container {
            topView.frame = contentFrame(in: size)
        }
    }
}
