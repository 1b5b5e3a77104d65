import Foundation
import NibDocument
import NibRuntime

/// A storyboard at run time: scenes instantiated only when asked for, each scene's view
/// loaded only when first needed (rule V2), segues performed between them.
///
/// Instantiating a controller loads its scene alone (the controller and the scene's other
/// objects, not its view): the storyboard is the controller's nib bundle, and its view nib is
/// the scene's view with the controller as File's Owner. Relationship segues are followed at
/// once (a navigation controller's root, a tab bar controller's tabs); other segues become the
/// controller's segue templates, whose destination scene loads when the segue is performed;
/// an unwind segue goes back to the nearest controller up the chain that handles its action.
///
/// ```swift
/// let storyboard = try Storyboard(documentAt: "Main.storyboard", registry: registry)
/// let root = try storyboard.instantiateInitialController()
/// window.rootViewController = root            // loads the root's view now, nothing else
/// try root.performSegue(withIdentifier: "showDetail", sender: nil)
/// ```
@MainActor
public final class Storyboard: NibBundle {
    /// The document the scenes come from.
    public let document: InterfaceDocument
    /// The classes scenes are created from (secure: unregistered classes are errors).
    public let registry: NibClassRegistry
    /// Options every scene and view load uses (application, external objects, fallback class).
    public var options: NibInstantiationOptions
    /// How many scene nibs and view nibs were loaded: laziness made visible.
    public private(set) var sceneLoadCount = 0
    public private(set) var viewLoadCount = 0

    private let blueprint: NibBlueprint
    private let path: String
    /// Storyboards that references lead to, opened on first use (the same storyboard for a
    /// reference without a name).
    private var referenced: [String: Storyboard] = [:]

    /// Uses a `.storyboard` document directly.
    public init(document: InterfaceDocument, registry: NibClassRegistry = .shared,
                options: NibInstantiationOptions = NibInstantiationOptions()) throws {
        path = document.path ?? "storyboard"
        guard document.kind == .storyboard else { throw StoryboardError.notAStoryboard(path: path) }
        self.document = document
        self.registry = registry
        self.options = options
        blueprint = DocumentBlueprintReader(document: document).read()
    }

    /// Reads a `.storyboard` file.
    public convenience init(documentAt path: String, registry: NibClassRegistry = .shared,
                            options: NibInstantiationOptions = NibInstantiationOptions()) throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        try self.init(document: try InterfaceDocument(parsing: bytes, path: path), registry: registry, options: options)
    }

    /// The storyboard identifiers of its scenes' controllers, in document order.
    public var controllerIdentifiers: [String] {
        document.scenes.compactMap { $0.controller }.compactMap { document.objects[$0].element[attribute: "storyboardIdentifier"] }
    }

    /// The controller the storyboard marks initial, in a newly loaded scene.
    public func instantiateInitialController() throws -> ViewController {
        guard let id = document.markup.root[attribute: "initialViewController"], let index = document.indexOfObject(withID: id) else {
            throw StoryboardError.noInitialController(path: path)
        }
        return try instantiateScene(of: index)
    }

    /// The controller whose storyboard identifier is `identifier`, in a newly loaded scene.
    public func instantiateController(withIdentifier identifier: String) throws -> ViewController {
        guard let index = document.scenes.compactMap(\.controller).first(where: {
            document.objects[$0].element[attribute: "storyboardIdentifier"] == identifier
        }) else {
            throw StoryboardError.unknownIdentifier(identifier, path: path, available: controllerIdentifiers)
        }
        return try instantiateScene(of: index)
    }

    /// The object ids of every scene's controller, in document order: what tools and
    /// benchmarks walk (UIKit has no such list; apps use identifiers). References to other
    /// storyboards are not scenes of this one and are left out.
    public var sceneControllerIDs: [String] {
        document.scenes.compactMap(\.controller).filter { document.objects[$0].placeholder == nil }.map { document.objects[$0].id }
    }

    /// The controller whose object id is `id`, in a newly loaded scene (for tools; apps use
    /// ``instantiateController(withIdentifier:)``).
    public func instantiateSceneController(id: String) throws -> ViewController {
        guard let index = document.indexOfObject(withID: id), document.scenes.contains(where: { $0.controller == index }) else {
            throw StoryboardError.unknownIdentifier(id, path: path, available: sceneControllerIDs)
        }
        return try instantiateScene(of: index)
    }

    // MARK: Scenes

    /// Loads the scene of the controller at `index` without its view, wires its relationship
    /// segues and segue templates, and returns the controller.
    func instantiateScene(of index: Int) throws -> ViewController {
        let controllerObject = document.objects[index]
        if case let .storyboardReference(name, referencedIdentifier)? = controllerObject.placeholder {
            let other = try referencedStoryboard(named: name)
            return try referencedIdentifier.map(other.instantiateController(withIdentifier:)) ?? other.instantiateInitialController()
        }
        let scene = document.scenes.first { $0.controller == index }
        let view = rootView(of: index)
        let excluded = view.map { document.subtree(of: [$0]) } ?? []
        let members = (scene?.objects ?? [index]).filter { !excluded.contains($0) }
        let nib = Nib(blueprint: blueprint.subset(members), registry: registry)
        let objects = try nib.instantiate(withOwner: nil, options: loadOptions)
        sceneLoadCount += 1
        // The returned top-level objects leave placeholders out (rule N9).
        let returned = nib.blueprint.topLevel.filter { nib.blueprint.objects[$0].placeholder == nil }
        guard let position = members.firstIndex(of: index), let topIndex = returned.firstIndex(of: position),
              topIndex < objects.count, let controller = objects[topIndex] as? ViewController else {
            throw StoryboardError.notAViewController(id: controllerObject.id, className: controllerObject.effectiveClassName)
        }
        if view != nil { controller.useNib(named: Self.viewNibName(controllerObject.id), in: self) }
        try wireSegues(of: index, controller: controller)
        return controller
    }

    private func wireSegues(of index: Int, controller: ViewController) throws {
        var tabs: [ViewController] = []
        var templates: [SegueTemplate] = []
        for connection in document.connections where connection.source == index {
            guard case let .segue(kind, _, relationship) = connection.kind, let destination = connection.destination else { continue }
            if kind == "relationship" {
                let child = try instantiateScene(of: destination)
                switch relationship {
                case "rootViewController"?:
                    (controller as? NavigationController)?.pushViewController(child)
                case "viewControllers"?:
                    tabs.append(child)
                default:
                    break
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
            return SegueTemplate(identifier: identifier, kind: .unwind(action: action)) { [weak controller] in
                guard let controller, let target = controller.unwindDestination(for: ActionSelector(action), sender: nil) else {
                    throw SegueError.noUnwindDestination(action: action, controller: controller.map { String(describing: type(of: $0)) } ?? "a freed controller")
                }
                return target
            }
        }
        guard let segueKind = Self.segueKind(kind, element: connection) else { return nil }
        return SegueTemplate(identifier: identifier, kind: segueKind) { [self] in
            try self.instantiateScene(of: destination)
        }
    }

    private static func segueKind(_ kind: String?, element connection: Connection) -> StoryboardSegue.Kind? {
        switch kind {
        case "show"?, "push"?: return .show
        case "showDetail"?: return .showDetail
        case "presentation"?, "modal"?:
            let style = connection.element[attribute: "modalPresentationStyle"].flatMap { name -> ModalPresentationStyle? in
                switch name {
                case "fullScreen": return .fullScreen
                case "overFullScreen", "overCurrentContext": return .overFullScreen
                default: return nil
                }
            }
            return .presentModally(style)
        case "popoverPresentation"?: return .popover
        case "custom"?: return .custom(className: connection.element[attribute: "customClass"])
        default: return nil  // unwind and embed segues are not performed from here
        }
    }

    /// ``options`` with the storyboard's platform rules when they name none.
    private var loadOptions: NibInstantiationOptions {
        var loadOptions = options
        if loadOptions.mode == nil { loadOptions.mode = blueprint.platform }
        return loadOptions
    }

    /// The storyboard a reference names: `Name.storyboard` in this storyboard's folder.
    private func referencedStoryboard(named name: String?) throws -> Storyboard {
        guard let name else { return self }
        if let open = referenced[name] { return open }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let otherPath = (folder.isEmpty ? "" : folder + "/") + name + ".storyboard"
        guard FileManager.default.fileExists(atPath: otherPath) else {
            throw StoryboardError.referencedStoryboardMissing(name: name, path: otherPath)
        }
        let other = try Storyboard(documentAt: otherPath, registry: registry, options: options)
        referenced[name] = other
        return other
    }

    // MARK: View nibs (NibBundle)

    static func viewNibName(_ controllerID: String) -> String { controllerID + "-view" }

    /// True for the view nib of a scene that has a view.
    public func containsNib(named name: String) -> Bool { controllerIndex(forViewNib: name) != nil }

    /// Loads a scene's view with its controller as File's Owner: the view, its subviews and
    /// the connections between them and the controller.
    public func instantiateNib(named name: String, owner: AnyObject) throws -> [AnyObject] {
        guard let index = controllerIndex(forViewNib: name), let view = rootView(of: index) else {
            throw NibBundleError.nibNotFound(name)
        }
        let members = [index] + document.subtree(of: [view])
        let nib = Nib(blueprint: blueprint.subset(members, filesOwner: index), registry: registry)
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
        for connection in document.connections {
            guard case let .segue(kind, _, _) = connection.kind, kind != "embed", kind != "relationship",
                  let position = members.firstIndex(of: connection.source), position > 0,
                  let control = instances[position] as? Control, let template = template(for: connection, controller: controller) else { continue }
            let trigger = SegueTrigger(template: template, controller: controller)
            controller.segueTriggers.append(trigger)
            control.addTarget(trigger, action: SegueTrigger.action, for: .touchUpInside)
        }
    }

    /// Embed segues from container views in the loaded view: each destination scene is loaded,
    /// handed to the parent's `prepare(for:sender:)`, made its child and shown in the
    /// container, sized to it, as UIKit does when the parent's view loads.
    private func embedChildren(of parent: ViewController, members: [Int], instances: [AnyObject?]) throws {
        for connection in document.connections {
            guard case let .segue(kind, identifier, _) = connection.kind, kind == "embed", let destination = connection.destination,
                  let position = members.firstIndex(of: connection.source), let container = instances[position] as? RuntimeView else { continue }
            let child = try instantiateScene(of: destination)
            parent.prepare(for: StoryboardSegue(identifier: identifier, kind: .embed, source: parent, destination: child), sender: nil)
            parent.addChild(child)
            child.view.frame = container.bounds
            child.view.autoresizingMask = .flexibleSize
            container.addSubview(child.view)
            child.sendDidMove(toParent: parent)
        }
    }

    private func controllerIndex(forViewNib name: String) -> Int? {
        guard name.hasSuffix("-view"), let index = document.indexOfObject(withID: String(name.dropLast(5))) else { return nil }
        return rootView(of: index) == nil ? nil : index
    }

    /// The controller's root view (`<view key="view">`), if it has one.
    private func rootView(of index: Int) -> Int? {
        document.objects[index].children.first { document.objects[$0].key == "view" }
    }
}
