import NibDocument
import NibRuntime

/// A storyboard read from its `.storyboard` document: each scene is a subset of the
/// document's blueprint, each view nib the controller's `<view key="view">` subtree, and the
/// segues come from the document's connections.
extension Storyboard {
    /// The document and its blueprint; only called for a storyboard made from a document.
    private var source: (document: InterfaceDocument, blueprint: NibBlueprint) {
        guard let document, let blueprint else { preconditionFailure("a compiled storyboard has no document") }
        return (document, blueprint)
    }

    var documentControllerIdentifiers: [String] {
        let document = source.document
        return document.scenes.compactMap { $0.controller }.compactMap { StoryboardIdentifier.of(document.objects[$0].element) }
    }

    var documentSceneControllerIDs: [String] {
        let document = source.document
        return document.scenes.compactMap(\.controller).filter { document.objects[$0].placeholder == nil }.map { document.objects[$0].id }
    }

    func instantiateDocumentInitialController() throws -> ViewController {
        try instantiateScene(of: initialControllerIndex())
    }

    func instantiateDocumentController(withIdentifier identifier: String) throws -> ViewController {
        try instantiateScene(of: controllerIndex(withIdentifier: identifier))
    }

    func instantiateDocumentInitialSceneObject() throws -> AnyObject {
        try instantiateSceneObject(of: initialControllerIndex())
    }

    func instantiateDocumentSceneObject(withIdentifier identifier: String) throws -> AnyObject {
        try instantiateSceneObject(of: controllerIndex(withIdentifier: identifier))
    }

    func instantiateDocumentSceneObject(id: String) throws -> AnyObject {
        let document = source.document
        guard let index = document.indexOfObject(withID: id), document.scenes.contains(where: { $0.controller == index }) else {
            throw StoryboardError.unknownIdentifier(id, path: path, available: sceneControllerIDs)
        }
        return try instantiateSceneObject(of: index)
    }

    /// The object index of the controller the document marks initial.
    private func initialControllerIndex() throws -> Int {
        let document = source.document
        guard let id = document.markup.root[attribute: "initialViewController"], let index = document.indexOfObject(withID: id) else {
            throw StoryboardError.noInitialController(path: path)
        }
        return index
    }

    /// The object index of the scene controller whose storyboard identifier is `identifier`.
    private func controllerIndex(withIdentifier identifier: String) throws -> Int {
        let document = source.document
        guard let index = document.scenes.compactMap(\.controller).first(where: {
            StoryboardIdentifier.of(document.objects[$0].element) == identifier
        }) else {
            throw StoryboardError.unknownIdentifier(identifier, path: path, available: controllerIdentifiers)
        }
        return index
    }

    // MARK: Scenes

    /// Loads the scene of the view controller at `index`; see ``instantiateSceneObject(of:)``.
    func instantiateScene(of index: Int) throws -> ViewController {
        let object = try instantiateSceneObject(of: index)
        guard let controller = object as? ViewController else {
            throw StoryboardError.notAViewController(id: source.document.objects[index].id, className: String(describing: type(of: object)))
        }
        return controller
    }

    /// Loads the scene of the controller at `index` (a view controller, or a Cocoa window
    /// controller) without its view, wires its relationship segues and segue templates, and
    /// returns the controller.
    func instantiateSceneObject(of index: Int) throws -> AnyObject {
        let (document, blueprint) = source
        let controllerObject = document.objects[index]
        if case let .storyboardReference(name, referencedIdentifier)? = controllerObject.placeholder {
            let other = try referencedStoryboard(named: name)
            return try referencedIdentifier.map(other.instantiateController(withIdentifier:)) ?? other.instantiateInitialController()
        }
        let scene = document.scenes.first { $0.controller == index }
        let view = rootView(of: index)
        // The scene nib holds the scene's objects and what they contain (a window controller's
        // window, a navigation bar, bar button items), but not the controller's view.
        let excluded = Set(view.map { document.subtree(of: [$0]) } ?? [])
        let members = document.subtree(of: scene?.objects ?? [index]).filter { !excluded.contains($0) }
        let nib = Nib(blueprint: blueprint.subset(members), registry: registry)
        let objects = try nib.instantiate(withOwner: nil, options: loadOptions)
        sceneLoadCount += 1
        // The returned top-level objects leave placeholders out (rule N9).
        let returned = nib.blueprint.topLevel.filter { nib.blueprint.objects[$0].placeholder == nil }
        guard let position = members.firstIndex(of: index), let topIndex = returned.firstIndex(of: position), topIndex < objects.count else {
            throw StoryboardError.notAViewController(id: controllerObject.id, className: controllerObject.effectiveClassName)
        }
        let object = objects[topIndex]
        if let windowController = object as? WindowController {
            try wireRelationships(of: index, windowController: windowController)
            return windowController
        }
        guard let controller = object as? ViewController else {
            throw StoryboardError.notAViewController(id: controllerObject.id, className: controllerObject.effectiveClassName)
        }
        controller.useStoryboard(self)
        if view != nil { controller.useNib(named: Self.viewNibName(controllerObject.id), in: self) }
        try wireSegues(of: index, controller: controller)
        return controller
    }

    /// A window controller's content relationship (`window.shadowedContentViewController`).
    private func wireRelationships(of index: Int, windowController: WindowController) throws {
        for connection in source.document.connections where connection.source == index {
            guard case .segue("relationship"?, _, "window.shadowedContentViewController"?) = connection.kind,
                  let destination = connection.destination else { continue }
            windowController.contentViewController = try instantiateScene(of: destination)
        }
    }

    private func wireSegues(of index: Int, controller: ViewController) throws {
        var tabs: [ViewController] = []
        var templates: [SegueTemplate] = []
        for connection in source.document.connections where connection.source == index {
            guard case let .segue(kind, _, relationship) = connection.kind, let destination = connection.destination else { continue }
            if kind == "relationship" {
                let child = try instantiateScene(of: destination)
                switch relationship {
                case "rootViewController"?:
                    (controller as? NavigationController)?.pushViewController(child)
                case "viewControllers"?:
                    tabs.append(child)
                default:
                    // A split view's master and detail, an AppKit split or tab view
                    // controller's items: children of the container.
                    controller.addChild(child)
                    child.sendDidMove(toParent: controller)
                }
                continue
            }
            if let template = template(for: connection, controller: controller) { templates.append(template) }
        }
        if !tabs.isEmpty { (controller as? TabBarController)?.setViewControllers(tabs) }
        controller.segueTemplates = templates
    }

    /// What performing the segue `connection` from `controller` does: load its destination
    /// scene, or, for an unwind segue, find the controller that handles its action.
    private func template(for connection: Connection, controller: ViewController) -> SegueTemplate? {
        guard case let .segue(kind, identifier, _) = connection.kind, let destination = connection.destination else { return nil }
        if kind == "unwind", let action = connection.element[attribute: "unwindAction"] {
            return unwindTemplate(identifier: identifier, action: action, controller: controller)
        }
        guard let segueKind = Self.segueKind(kind, element: connection) else { return nil }
        var customClass: String?
        if case .custom(let className) = segueKind { customClass = className }
        return SegueTemplate(identifier: identifier, kind: segueKind,
                             makeSegue: customSegueMaker(className: customClass, identifier: identifier)) { [self] in
            try self.instantiateScene(of: destination)
        }
    }

    private static func segueKind(_ kind: String?, element connection: Connection) -> StoryboardSegue.Kind? {
        switch kind {
        case "show"?, "push"?: return .show
        case "showDetail"?, "replace"?: return .showDetail
        case "presentation"?, "modal"?:
            let style = connection.element[attribute: "modalPresentationStyle"].flatMap(Self.presentationStyle(documentName:))
            return .presentModally(style)
        case "popoverPresentation"?, "popover"?: return .popover
        case "custom"?:
            let module = connection.element[attribute: "customModule"]
            return .custom(className: connection.element[attribute: "customClass"].map { (module.map { "\($0)." } ?? "") + $0 })
        default: return nil  // unwind and embed segues are not performed from here
        }
    }

    // MARK: View nibs

    static func viewNibName(_ controllerID: String) -> String { controllerID + "-view" }

    func containsDocumentViewNib(named name: String) -> Bool { controllerIndex(forViewNib: name) != nil }

    func instantiateDocumentViewNib(named name: String, owner: AnyObject) throws -> [AnyObject] {
        guard let index = controllerIndex(forViewNib: name), let view = rootView(of: index) else {
            throw NibBundleError.nibNotFound(name)
        }
        let members = [index] + source.document.subtree(of: [view])
        let nib = Nib(blueprint: source.blueprint.subset(members, filesOwner: index), registry: registry)
        let instances = try nib.instantiateKeepingInstances(withOwner: owner, options: loadOptions)
        viewLoadCount += 1
        if let parent = owner as? ViewController {
            wireTriggeredSegues(of: parent, members: members, instances: instances)
            try embedChildren(of: parent, members: members, instances: instances)
        }
        return nib.blueprint.topLevel.filter { nib.blueprint.objects[$0].placeholder == nil }.compactMap { instances[$0] }
    }

    /// Segues drawn from controls in the loaded view: each control's primary action (touch up
    /// inside) performs the segue from the controller, with the control as sender.
    private func wireTriggeredSegues(of controller: ViewController, members: [Int], instances: [AnyObject?]) {
        controller.segueTriggers.removeAll()
        for connection in source.document.connections {
            guard case let .segue(kind, _, _) = connection.kind, kind != "embed", kind != "relationship",
                  let position = members.firstIndex(of: connection.source), position > 0,
                  let control = instances[position] as? Control, let template = template(for: connection, controller: controller) else { continue }
            let trigger = SegueTrigger(template: template, controller: controller)
            controller.segueTriggers.append(trigger)
            control.addTarget(trigger, action: SegueTrigger.action, for: .touchUpInside)
        }
    }

    /// Embed segues from container views in the loaded view.
    private func embedChildren(of parent: ViewController, members: [Int], instances: [AnyObject?]) throws {
        for connection in source.document.connections {
            guard case let .segue(kind, identifier, _) = connection.kind, kind == "embed", let destination = connection.destination,
                  let position = members.firstIndex(of: connection.source), let container = instances[position] as? RuntimeView else { continue }
            embed(try instantiateScene(of: destination), identifier: identifier, in: container, of: parent)
        }
    }

    private func controllerIndex(forViewNib name: String) -> Int? {
        guard name.hasSuffix("-view"), let index = source.document.indexOfObject(withID: String(name.dropLast(5))) else { return nil }
        return rootView(of: index) == nil ? nil : index
    }

    /// The controller's root view (`<view key="view">`), if it has one.
    private func rootView(of index: Int) -> Int? {
        let document = source.document
        return document.objects[index].children.first { document.objects[$0].key == "view" }
    }
}
