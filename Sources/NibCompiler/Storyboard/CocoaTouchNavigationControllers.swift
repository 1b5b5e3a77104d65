import NibXML

/// Navigation controllers in storyboards: ibtool archives the controller's bar and its root
/// view controller inside the navigation controller's own scene nib.
extension CocoaTouchSceneCompiler {
    /// The controller a navigation controller's `rootViewController` relationship names.
    func rootViewController(of navigationController: MarkupElement) -> MarkupElement? {
        guard let segue = navigationController.firstChild(named: "connections")?.children(named: "segue")
                .first(where: { $0[attribute: "relationship"] == "rootViewController" }),
              let destination = segue[attribute: "destination"] else { return nil }
        return document.markup.root.descendants().first { $0[attribute: "id"] == destination && $0[attribute: "sceneMemberID"] == "viewController" }
    }

    /// A navigation controller's bar and root view controller, archived inside its scene:
    /// the controller lists its bar, then the root (`UIChildViewControllers`,
    /// `UIViewControllers`), whose navigation item the bar shows.
    func archiveNavigationContent(of navigationController: MarkupElement, root: MarkupElement, members: [MarkupElement],
                                  navigationController object: Int, into scene: inout CocoaTouchNibCompiler) throws -> ArchivedController {
        scene.parentStack.append(object)
        defer { scene.parentStack.removeLast() }
        let bar = try navigationController.childElements.first { $0[attribute: "key"] == "navigationBar" }.map { element -> Int in
            let bar = scene.archive.object("UINavigationBar")
            scene.list(bar)
            scene.navigationBarAttributes(element, object: bar, delegate: object)
            return bar
        }
        let child = try archiveController(root, members: members, into: &scene)
        scene.archive.set("UIParentViewController", reference: object, on: child.object)
        scene.archive.set("UIChildViewControllers", reference: scene.archive.collection("NSMutableArray", [child.object]), on: object)
        scene.archive.set("UIViewControllers", reference: scene.archive.collection("NSMutableArray", [child.object]), on: object)
        if let bar {
            scene.archive.set("UINavigationBar", reference: bar, on: object)
            if let item = child.navigationItem {
                scene.archive.set("UINavigationBar", reference: bar, on: item)
                scene.archive.set("UIItems", reference: scene.archive.collection("NSMutableArray", [item]), on: bar)
            }
        }
        return child
    }
}
