import NibArchive
import NibDocument
import NibXML

/// One scene of a Cocoa storyboard: the controller's nib (`NSWindowController` with its
/// `IBWindowTemplate`, or the view controller with `NSNibName` pointing at its view nib),
/// the view nib, or the application scene's `MainMenu` nib.
struct CocoaSceneCompiler {
    let document: InterfaceDocument
    let options: CompileOptions

    func compile(controller: MarkupElement, members: [MarkupElement], plan: inout StoryboardPlan) throws -> [CompiledOutput.CompiledFile] {
        let controllerID = controller[attribute: "id"] ?? ""
        if controller.name == "application" {
            var compiler = sceneCompiler(members: members)
            // The application scene: an NSApplication stand-in holding the main menu.
            let scene = compiler.archive.object("NSCustomObject")
            compiler.listedObjects.append((scene, nil))
            let app = compiler.placeholderObject(nil, isOwner: false)
            compiler.listedObjects.append((app, nil))
            for child in controller.childElements where child[attribute: "key"] == "mainMenu" {
                if let menu = try compiler.compileObject(child, parent: .init()) {
                    compiler.archive.set("IBMainMenu", reference: menu, on: scene)
                }
            }
            compiler.archive.set("NSClassName", string: "NSApplication", on: scene)
            plan.nibNames["MainMenu"] = "MainMenu"
            plan.mainMenu = "MainMenu"
            plan.identifiersByControllerID[controllerID] = "MainMenu"
            return [CompiledOutput.CompiledFile(name: "MainMenu.nib", bytes: try compiler.finish())]
        }
        let className = CocoaNibCompiler.appKitClassName(forElement: controller.name)
        let identifier = StoryboardIdentifier.of(controller) ?? "\(className)-\(controllerID)"
        var files: [CompiledOutput.CompiledFile] = []
        var compiler = sceneCompiler(members: members)
        let placeholder = compiler.storyboardPlaceholder()
        let object = try compiler.sceneController(controller, identifier: identifier, files: &files, document: document)
        compiler.syntheticOutlets.append((compiler.owner, object, "sceneController"))
        if let template = compiler.windowTemplates[object] {
            // A window controller embeds its content view controller (relationship segue).
            var contentController: Int?
            if let content = contentViewController(of: controller) {
                let embedded = try compiler.sceneController(content, identifier: identifier + "-content", files: &files,
                                                            document: document, listedParent: template)
                compiler.archive.set("IBWindowTemplateContentViewController", reference: embedded, on: object)
                compiler.listAfterContentView(embedded, of: template)
                compiler.runtimeAttributeConnectors.append((template, [("contentViewController", embedded)]))
                contentController = embedded
            }
            let second = compiler.storyboardPlaceholder(listed: false)
            compiler.syntheticOutlets.append((object, second, "storyboard"))
            compiler.syntheticOutlets.append((object, template, "window"))
            // The content controller's storyboard outlet comes before the window's delegate
            // in every Apple nib that has both. Where the window controller's own two
            // outlets go varies between Apple's compiles of the same document (first in
            // some, last in others); NibForge writes them first.
            if let contentController { compiler.syntheticOutlets.append((contentController, placeholder, "storyboard")) }
            // Older documents with an application scene wire the window's delegate implicitly.
            let toolsVersion = Int(document.toolsVersion?.split(separator: ".").first ?? "") ?? 0
            if document.markup.root.descendants().contains(where: { $0.name == "application" }), toolsVersion <= 13147 {
                compiler.syntheticOutlets.append((template, object, "delegate"))
            }
            let app = compiler.placeholderObject(nil, isOwner: false)
            compiler.listedObjects.append((app, nil))
            compiler.listedObjects.append((second, nil))
        } else {
            compiler.syntheticOutlets.append((object, placeholder, "storyboard"))
            let app = compiler.placeholderObject(nil, isOwner: false)
            compiler.listedObjects.append((app, nil))
        }
        files.append(CompiledOutput.CompiledFile(name: identifier + ".nib", bytes: try compiler.finish()))
        plan.nibNames[identifier] = identifier
        plan.uuids[identifier] = StoryboardPlan.uuid(for: identifier)
        plan.identifiersByControllerID[controllerID] = identifier
        return files
    }

    /// The view controller a window controller's `window.shadowedContentViewController`
    /// relationship segue points at.
    private func contentViewController(of controller: MarkupElement) -> MarkupElement? {
        guard let segue = controller.firstChild(named: "connections")?.children(named: "segue").first(where: {
            $0[attribute: "kind"] == "relationship" && $0[attribute: "relationship"] == "window.shadowedContentViewController"
        }), let destination = segue[attribute: "destination"], let index = document.indexOfObject(withID: destination) else { return nil }
        return document.objects[index].element
    }

    private func sceneCompiler(members: [MarkupElement]) -> CocoaNibCompiler {
        var compiler = CocoaNibCompiler(document: document, options: options)
        compiler.owner = compiler.placeholderObject(nil, isOwner: true)
        compiler.requiresResolvableConnections = false
        compiler.isStoryboard = true
        for member in members where member[attribute: "sceneMemberID"] == "firstResponder" {
            if let id = member[attribute: "id"] { compiler.firstResponderIDs.insert(id) }
        }
        return compiler
    }
}

extension CocoaNibCompiler {
    /// The `NSStoryboardPlaceholder` external object a scene's controllers point back to.
    mutating func storyboardPlaceholder(listed: Bool = true) -> Int {
        let placeholder = archive.object("NSNibExternalObjectPlaceholder")
        archive.set("NSExternalObjectPlaceholderIdentifier", string: "NSStoryboardPlaceholder", on: placeholder)
        if listed { listedObjects.append((placeholder, nil)) }
        return placeholder
    }

    /// Moves a window's content view controller in the object list to just after the
    /// window's content view and its subviews (before the toolbar), where Apple lists it
    /// (sb_toolbar's ToolbarWC.nib).
    mutating func listAfterContentView(_ controller: Int, of template: Int) {
        guard let current = listedObjects.lastIndex(where: { $0.object == controller }),
              let contentView = listedObjects.firstIndex(where: { $0.parent == template && $0.object != controller }) else { return }
        let entry = listedObjects.remove(at: current)
        var subtree: Set<Int> = [listedObjects[contentView].object]
        var end = contentView + 1
        while end < listedObjects.count, let parent = listedObjects[end].parent, subtree.contains(parent) {
            subtree.insert(listedObjects[end].object)
            end += 1
        }
        listedObjects.insert(entry, at: end)
    }

    /// A scene's controller: a window controller with its window template, or a view
    /// controller whose view is compiled into its own nib (added to `files`).
    mutating func sceneController(_ element: MarkupElement, identifier: String, files: inout [CompiledOutput.CompiledFile],
                                  document: InterfaceDocument, listedParent: Int? = nil) throws -> Int {
        let className = Self.appKitClassName(forElement: element.name)
        let controller = classedObject(className, for: element)
        let id = element[attribute: "id"] ?? ""
        register(controller, id: id)
        listedObjects.append((controller, listedParent))
        if let window = element.childElements.first(where: { $0[attribute: "key"] == "window" }),
           let template = try compileObject(window, parent: ObjectContext(parent: controller, parentElementName: element.name)) {
            archive.set("IBWindowTemplate", reference: template, on: controller)
            windowTemplates[controller] = template
        }
        if let view = element.childElements.first(where: { $0[attribute: "key"] == "view" }) {
            let nibName = "\(id)-view-\(view[attribute: "id"] ?? "")"
            var viewCompiler = CocoaNibCompiler(document: document, options: options)
            viewCompiler.owner = viewCompiler.placeholderObject(nil, isOwner: true)
            viewCompiler.requiresResolvableConnections = false
            viewCompiler.isStoryboard = true
            viewCompiler.firstResponderIDs = firstResponderIDs
            // The controller's own outlets and actions into its view go through an external
            // placeholder standing for the controller.
            let upstream = viewCompiler.archive.object("NSNibExternalObjectPlaceholder")
            viewCompiler.archive.set("NSExternalObjectPlaceholderIdentifier", string: "UpstreamPlaceholder-1", on: upstream)
            viewCompiler.register(upstream, id: id)
            viewCompiler.collectConnections(of: element, source: upstream)
            let controllerConnections = viewCompiler.pendingConnections.count
            if let compiled = try viewCompiler.compileObject(view, parent: ObjectContext()) {
                viewCompiler.syntheticOutlets.append((viewCompiler.owner, compiled, "view"))
            }
            let app = viewCompiler.placeholderObject(nil, isOwner: false)
            viewCompiler.listedObjects.append((app, nil))
            let usesController = controllerConnections > 0 || viewCompiler.pendingConnections.contains {
                $0.element[attribute: "destination"] == id || $0.element[attribute: "target"] == id
            }
            var externalObjects: [(key: Int, value: Int)] = []
            if usesController {
                viewCompiler.listedObjects.append((upstream, nil))
                // The view nib's placeholder is filled with the controller when it loads its view.
                externalObjects.append((archive.string("UpstreamPlaceholder-1"), controller))
            }
            files.append(CompiledOutput.CompiledFile(name: nibName + ".nib", bytes: try viewCompiler.finish()))
            archive.set("NSNibName", string: nibName, on: controller)
            archive.set("NSExternalObjectsTableForViewLoading", reference: archive.dictionary("NSMutableDictionary", externalObjects), on: controller)
        }
        if let explicit = StoryboardIdentifier.of(element) {
            archive.set("explicitStoryboardIdentifier", string: explicit, on: controller)
        }
        archive.set("showSeguePresentationStyle", integer: 0, on: controller)
        archive.set("uniqueIdentifierForStoryboardCompilation", string: StoryboardPlan.uuid(for: identifier), on: controller)
        collectConnections(of: element, source: controller)
        return controller
    }
}
