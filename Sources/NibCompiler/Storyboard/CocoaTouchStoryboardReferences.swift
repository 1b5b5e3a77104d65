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
        let object = scene.archive.object("UIStoryboardViewControllerPlaceholder")
        scene.list(object)
        scene.archive.set("UIStoryboardIdentifier", string: identifier, on: object)
        // The reference's navigation item is archived and listed, though nothing refers to it.
        _ = try scene.navigationItem(of: placeholder, listedUnder: object)
        scene.topLevelObjects = [owner, firstResponder, storyboard, object]
        let outlet = scene.outlet(source: owner, destination: object, label: "sceneViewController")
        plan.nibNames[identifier] = identifier
        plan.identifiersByControllerID[controllerID] = identifier
        plan.externalReferences[identifier] = (placeholder[attribute: "storyboardName"] ?? "", placeholder[attribute: "referencedIdentifier"])
        return [CompiledOutput.CompiledFile(name: identifier + ".nib", bytes: try scene.finish(extraConnections: [outlet]))]
    }
}
