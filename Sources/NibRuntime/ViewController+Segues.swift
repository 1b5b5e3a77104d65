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
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return nil }
        let destination = try template.makeDestination()
        let segue = StoryboardSegue(identifier: identifier, kind: template.kind, source: self, destination: destination)
        prepare(for: segue, sender: sender)
        segue.perform()
        return segue
    }
}
