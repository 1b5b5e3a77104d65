import NibXML

/// Storyboard references (`<viewControllerPlaceholder>`): a scene nib holding the placeholder
/// UIKit replaces with the referenced storyboard's controller.
extension CocoaTouchSceneCompiler {
    /// The scene of a storyboard reference: File's Owner, First Responder and the storyboard
    /// proxies, and the placeholder UIKit replaces with the referenced storyboard's controller,
    /// listed first before Xcode 13 as a scene's controller is (`listsSceneProxiesFirst`: the
    /// Covid-19 Test app's references, Xcode 11.3; DuckDuckGo's, last, 13.2).
    ///
    /// A reference that is only a container's child (`ownsSceneNib` false: a tab, a navigation
    /// root) gets no nib, only its external reference in `Info.plist`: the container's nib
    /// holds its placeholder (the same app's tab bar controller, whose two tabs are references).
    func referenceScene(_ placeholder: MarkupElement, ownsSceneNib: Bool = true, plan: inout StoryboardPlan) throws -> [CompiledOutput.CompiledFile] {
        let controllerID = placeholder[attribute: "id"] ?? ""
        let identifier = "UIViewController-\(controllerID)"
        plan.identifiersByControllerID[controllerID] = identifier
        plan.externalReferences[identifier] = (placeholder[attribute: "storyboardName"] ?? "", placeholder[attribute: "referencedIdentifier"])
        guard ownsSceneNib else { return [] }
        var scene = CocoaTouchNibCompiler(document: document, options: options, tables: tables)
        scene.requiresResolvableConnections = false
        let owner = scene.proxy("IBFilesOwner")
        let firstResponder = scene.proxy("IBFirstResponder")
        let storyboard = scene.proxy("UIStoryboardPlaceholder")
        let object = try archivePlaceholder(placeholder, into: &scene).object
        if scene.release.listsSceneProxiesFirst {
            scene.topLevelObjects = [owner, firstResponder, storyboard, object]
        } else {
            scene.topLevelObjects = [object, owner, firstResponder, storyboard]
            scene.rootObjects = scene.topLevelObjects + scene.rootObjects.filter { !scene.topLevelObjects.contains($0) }
        }
        let outlet = scene.outlet(source: owner, destination: object, label: "sceneViewController")
        plan.nibNames[identifier] = identifier
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
    /// (8 storyboards). A tab bar controller whose tabs are references: the Covid-19 Test app's,
    /// Xcode 11.3 (`referenceScene`, `CocoaTouchSceneCompiler.adopt`).
    func archivePlaceholder(_ placeholder: MarkupElement, into scene: inout CocoaTouchNibCompiler) throws -> ArchivedController {
        let object = scene.archive.object("UIStoryboardViewControllerPlaceholder")
        if let id = placeholder[attribute: "id"] { scene.objectsByID[id] = object }
        scene.list(object)
        scene.archive.set("UIStoryboardIdentifier", string: "UIViewController-\(placeholder[attribute: "id"] ?? "")", on: object)
        let item = try scene.navigationItem(of: placeholder, listedUnder: object)
        // Its tab bar item too, which the tab bar of a container holding it shows (the Covid-19
        // Test app's tabs, Xcode 11.3), though the placeholder does not refer to it.
        if let tabBarItem = scene.tabBarItem(of: placeholder, listedUnder: object) {
            scene.tabBarItemsByController[object] = tabBarItem
        }
        return ArchivedController(object: object, navigationItem: item, templates: [], viewNib: nil, isStoryboardReference: true)
    }
}
