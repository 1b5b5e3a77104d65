import NibArchive
import NibDocument
import NibXML

/// One scene of a Cocoa Touch storyboard: the controller nib (File's Owner proxy →
/// `sceneViewController` outlet → the controller, whose `UINibName` names its view nib),
/// and the view nib (File's Owner proxy → `view` outlet → the view). A storyboard
/// reference (`viewControllerPlaceholder`) compiles to a `UIStoryboardViewControllerPlaceholder`
/// and an entry in the `Info.plist`'s external references.
struct CocoaTouchSceneCompiler {
    let document: InterfaceDocument
    let options: CompileOptions

    func compile(controller: MarkupElement, members: [MarkupElement], ownsSceneNib: Bool = true,
                 plan: inout StoryboardPlan) throws -> [CompiledOutput.CompiledFile] {
        let controllerID = controller[attribute: "id"] ?? ""
        if controller.name == "viewControllerPlaceholder" {
            return try referenceScene(controller, plan: &plan)
        }
        let className = CocoaTouchNibCompiler.uiKitClassName(forElement: controller.name)
        let identifier = controller[attribute: "storyboardIdentifier"] ?? "\(className)-\(controllerID)"
        var files: [CompiledOutput.CompiledFile] = []

        var scene = CocoaTouchNibCompiler(document: document, options: options)
        scene.requiresResolvableConnections = false
        let owner = scene.proxy("IBFilesOwner")
        let storyboard = scene.proxy("UIStoryboardPlaceholder")
        let object = try scene.sceneController(controller)
        scene.topLevelObjects = [owner, storyboard, object]
        scene.archive.set("UIStoryboardIdentifier", string: identifier, on: object)
        if let view = controller.childElements.first(where: { $0[attribute: "key"] == "view" }) {
            let nibName = "\(controllerID)-view-\(view[attribute: "id"] ?? "")"
            var viewNib = CocoaTouchNibCompiler(document: document, options: options)
            viewNib.requiresResolvableConnections = false
            let viewOwner = viewNib.proxy("IBFilesOwner")
            viewNib.objectsByID[controllerID] = viewOwner
            // The controller's layout guides are constrained from inside its view.
            for guide in controller.firstChild(named: "layoutGuides")?.childElements.map({ $0 }) ?? [] {
                _ = try viewNib.compileObject(guide, superview: nil)
            }
            // The controller's outlets and actions into its view are made by the view nib,
            // whose File's Owner is the controller.
            if let connections = controller.firstChild(named: "connections") {
                for connection in connections.childElements { viewNib.pendingConnections.append((connection, viewOwner)) }
            }
            if let compiled = try viewNib.compileObject(view, superview: nil) {
                viewNib.topLevelObjects = [viewOwner, compiled]
                let outlet = viewNib.outlet(source: viewOwner, destination: compiled, label: "view")
                files.append(CompiledOutput.CompiledFile(name: nibName + ".nib", bytes: try viewNib.finish(extraConnections: [outlet])))
                scene.archive.set("UINibName", string: nibName, on: object)
            }
        }
        let outlets = [
            scene.outlet(source: owner, destination: object, label: "sceneViewController"),
            scene.outlet(source: object, destination: storyboard, label: "storyboard"),
        ]
        guard ownsSceneNib else { return files }
        files.append(CompiledOutput.CompiledFile(name: identifier + ".nib", bytes: try scene.finish(extraConnections: outlets)))
        plan.nibNames[identifier] = identifier
        plan.identifiersByControllerID[controllerID] = identifier
        return files
    }

    /// The scene of a storyboard reference: File's Owner, First Responder and the storyboard
    /// proxies, and the placeholder UIKit replaces with the referenced storyboard's controller.
    private func referenceScene(_ placeholder: MarkupElement, plan: inout StoryboardPlan) throws -> [CompiledOutput.CompiledFile] {
        let controllerID = placeholder[attribute: "id"] ?? ""
        let identifier = "UIViewController-\(controllerID)"
        var scene = CocoaTouchNibCompiler(document: document, options: options)
        scene.requiresResolvableConnections = false
        let owner = scene.proxy("IBFilesOwner")
        let firstResponder = scene.proxy("IBFirstResponder")
        let storyboard = scene.proxy("UIStoryboardPlaceholder")
        let object = scene.archive.object("UIStoryboardViewControllerPlaceholder")
        scene.list(object)
        scene.archive.set("UIStoryboardIdentifier", string: identifier, on: object)
        scene.topLevelObjects = [owner, firstResponder, storyboard, object]
        let outlet = scene.outlet(source: owner, destination: object, label: "sceneViewController")
        plan.nibNames[identifier] = identifier
        plan.identifiersByControllerID[controllerID] = identifier
        plan.externalReferences[identifier] = (placeholder[attribute: "storyboardName"] ?? "", placeholder[attribute: "referencedIdentifier"])
        return [CompiledOutput.CompiledFile(name: identifier + ".nib", bytes: try scene.finish(extraConnections: [outlet]))]
    }
}

extension CocoaTouchNibCompiler {
    /// A `UIProxyObject` for `identifier`, listed among the nib's objects.
    mutating func proxy(_ identifier: String) -> Int {
        let proxy = archive.object("UIProxyObject")
        archive.set("UIProxiedObjectIdentifier", string: identifier, on: proxy)
        list(proxy)
        return proxy
    }

    /// A scene's controller without its view (the view goes into its own nib).
    mutating func sceneController(_ element: MarkupElement) throws -> Int {
        let object = classedObject(element)
        if let id = element[attribute: "id"] { objectsByID[id] = object }
        list(object)
        if let connections = element.firstChild(named: "connections") {
            for connection in connections.childElements { pendingConnections.append((connection, object)) }
        }
        return object
    }
}
