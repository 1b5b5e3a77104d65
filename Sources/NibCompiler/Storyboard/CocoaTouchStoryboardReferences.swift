import NibXML

/// Storyboard references (`<viewControllerPlaceholder>`): a scene nib holding the placeholder
/// UIKit replaces with the referenced storyboard's controller.
extension CocoaTouchSceneCompiler {
    /// The scene of a storyboard reference: File's Owner, First Responder and the storyboard
    /// proxies, and the placeholder UIKit replaces with the referenced storyboard's controller.
    func referenceScene(_ placeholder: MarkupElement, plan: inout StoryboardPlan) throws -> [CompiledOutput.CompiledFile] {
        let controllerID = placeholder[attribute: "id"] ?? ""
        let identifier = "UIViewController-\(controllerID)"
        var scene = CocoaTouchNibCompiler(document: document, options: options, tables: tables)
        scene.requiresResolvableConnections = false
        let owner = scene.proxy("IBFilesOwner")
        let firstResponder = scene.proxy("IBFirstResponder")
        let storyboard = scene.proxy("UIStoryboardPlaceholder")
        let object = try archivePlaceholder(placeholder, into: &scene).object
        scene.topLevelObjects = [owner, firstResponder, storyboard, object]
        let outlet = scene.outlet(source: owner, destination: object, label: "sceneViewController")
        plan.nibNames[identifier] = identifier
        plan.identifiersByControllerID[controllerID] = identifier
        plan.externalReferences[identifier] = (placeholder[attribute: "storyboardName"] ?? "", placeholder[attribute: "referencedIdentifier"])
        return [CompiledOutput.CompiledFile(name: identifier + ".nib", bytes: try scene.finish(extraConnections: [outlet]))]
    }

    /// The `UIStoryboardViewControllerPlaceholder` standing for a storyboard reference: its
    /// identifier, the key under which `Info.plist` names the referenced storyboard. UIKit's
    /// decoder returns the referenced storyboard's controller in its place, with the parent
    /// `UIParentViewController` names: in another controller's scene (a navigation controller's
    /// root, a tab, a split view column) the caller sets it, so the reference becomes the
    /// container's child, with no `storyboard` outlet of its own (the referenced controller keeps
    /// its storyboard). The reference's navigation item is archived and listed, though nothing
    /// refers to it (DuckDuckGo's Settings references, Xcode 13.2).
    ///
    /// Before this, a container's child that was a reference was left out (3 of 1,435 public
    /// storyboards: tab bar controllers with no tabs at all), and a navigation controller's root
    /// that was one was archived as `UIViewControllerPlaceholder`, a class UIKit does not have
    /// (8 storyboards). No Apple-compiled container holding a reference is in the corpora.
    func archivePlaceholder(_ placeholder: MarkupElement, into scene: inout CocoaTouchNibCompiler) throws -> ArchivedController {
        let object = scene.archive.object("UIStoryboardViewControllerPlaceholder")
        if let id = placeholder[attribute: "id"] { scene.objectsByID[id] = object }
        scene.list(object)
        scene.archive.set("UIStoryboardIdentifier", string: "UIViewController-\(placeholder[attribute: "id"] ?? "")", on: object)
        let item = try scene.navigationItem(of: placeholder, listedUnder: object)
        return ArchivedController(object: object, navigationItem: item, templates: [], viewNib: nil, isStoryboardReference: true)
    }
}
