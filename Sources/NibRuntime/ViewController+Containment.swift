extension ViewController {
    /// Makes `child` a child of this controller (calling its `willMove(toParent:)`), first
    /// removing it from any previous parent. The caller adds the child's view and then calls
    /// `child.didMove(toParent: self)`, as in UIKit.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        if child.parent != nil {
            child.sendWillMove(toParent: nil)
            child.removeFromParent()
        }
        child.sendWillMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)`. The caller
    /// first calls `willMove(toParent: nil)` and removes the view, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        sendDidMove(toParent: nil)
    }

    /// Calls `willMove(toParent:)`, logging it to the lifecycle trace.
    func sendWillMove(toParent parent: ViewController?) {
        traceLifecycle(self, "willMove(toParent:)")
        willMove(toParent: parent)
    }

    /// Calls `didMove(toParent:)`, logging it to the lifecycle trace.
    package func sendDidMove(toParent parent: ViewController?) {
        traceLifecycle(self, "didMove(toParent:)")
        didMove(toParent: parent)
    }

    /// The nearest navigation controller among this controller and its ancestors.
    public var navigationController: NavigationController? {
        ancestor(ofType: NavigationController.self)
    }

    /// The nearest tab bar controller among this controller and its ancestors.
    public var tabBarController: TabBarController? {
        ancestor(ofType: TabBarController.self)
    }

    private func ancestor<Container: ViewController>(ofType type: Container.Type) -> Container? {
        var current: ViewController? = parent
        while let controller = current {
            if let match = controller as? Container { return match }
            current = controller.parent
        }
        return nil
    }
}
