/// Segues: performing the transitions a storyboard draws from a controller's scene.
extension ViewController {
    /// The identifiers of the segues this controller can perform, in the storyboard's order.
    public var segueIdentifiers: [String] { segueTemplates.compactMap(\.identifier) }

    /// Performs the segue `identifier`: asks ``shouldPerformSegue(withIdentifier:sender:)``,
    /// has the storyboard load the destination scene, calls ``prepare(for:sender:)`` before
    /// the destination appears, then performs the segue. Returns the segue performed, or nil
    /// when `shouldPerformSegue` said no.
    ///
    /// - Throws: ``SegueError/unknownIdentifier(_:controller:available:)`` naming the segues
    ///   the controller has; what loading the destination scene throws.
    @discardableResult
    public func performSegue(withIdentifier identifier: String, sender: AnyObject?) throws -> StoryboardSegue? {
        guard let template = segueTemplates.first(where: { $0.identifier == identifier }) else {
            throw SegueError.unknownIdentifier(identifier, controller: className(of: self), available: segueIdentifiers)
        }
        return try performSegue(using: template, sender: sender)
    }

    /// Performs `template` (a segue a control triggers may have no identifier).
    @discardableResult
    package func performSegue(using template: SegueTemplate, sender: AnyObject?) throws -> StoryboardSegue? {
        if let identifier = template.identifier, !shouldPerformSegue(withIdentifier: identifier, sender: sender) { return nil }
        let destination = try template.makeDestination()
        let segue = try template.makeSegue?(self, destination)
            ?? StoryboardSegue(identifier: template.identifier, kind: template.kind, source: self, destination: destination)
        prepare(for: segue, sender: sender)
        segue.perform()
        return segue
    }

    /// The controller an unwind segue with `action` started here goes back to, searched as
    /// UIKit does: up the parent and presenting chain, looking at each controller and at its
    /// other children (the most recent first), asking ``canPerformUnwindSegueAction(_:from:sender:)``.
    public func unwindDestination(for action: ActionSelector, sender: AnyObject?) -> ViewController? {
        var visited: ViewController? = self
        var current: ViewController? = parent ?? presentingViewController
        while let controller = current {
            for child in controller.children.reversed() where child !== visited {
                if child.canPerformUnwindSegueAction(action, from: self, sender: sender) { return child }
            }
            if controller.canPerformUnwindSegueAction(action, from: self, sender: sender) { return controller }
            visited = controller
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }
}
