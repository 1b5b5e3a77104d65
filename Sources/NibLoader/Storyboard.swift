import Foundation
import NibDocument
import NibRuntime

/// A storyboard at run time: scenes instantiated only when asked for, each scene's view
/// loaded only when first needed (rule V2), segues performed between them.
///
/// It reads either form: a compiled `.storyboardc` (Apple's ibtool's or `nibtool --compile`'s),
/// as UIKit does, or the `.storyboard` document itself, as Interface Builder's simulator does.
/// Instantiating a controller loads its scene alone (the controller and the scene's other
/// objects, not its view): the storyboard is the controller's nib bundle, and its view nib is
/// the scene's view with the controller as File's Owner. A navigation controller's root and a
/// tab bar controller's tabs come with it; other segues become the controller's segue
/// templates, whose destination scene loads when the segue is performed; an unwind segue goes
/// back to the nearest controller up the chain that handles its action.
///
/// ```swift
/// let storyboard = try Storyboard(contentsOf: "Main.storyboardc", registry: registry)
/// let root = try storyboard.instantiateInitialController()
/// window.rootViewController = root            // loads the root's view now, nothing else
/// try root.performSegue(withIdentifier: "showDetail", sender: nil)
/// ```
@MainActor
public final class Storyboard: NibBundle {
    /// The document the scenes come from; nil for a compiled storyboard.
    public let document: InterfaceDocument?
    /// The `.storyboard` file or `.storyboardc` folder it was read from.
    public let path: String
    /// The classes scenes are created from (secure: unregistered classes are errors).
    public let registry: NibClassRegistry
    /// Options every scene and view load uses (application, external objects, fallback class).
    public var options: NibInstantiationOptions
    /// How many scene nibs and view nibs were loaded: laziness made visible.
    public internal(set) var sceneLoadCount = 0
    public internal(set) var viewLoadCount = 0

    /// The document's objects as the loader reads them (document storyboards).
    let blueprint: NibBlueprint?
    /// The folder's tables and nibs (compiled storyboards).
    let compiled: CompiledStoryboardFolder?
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
        // Containment loops are left out once here; each scene and view nib is a subset of it.
        blueprint = DocumentBlueprintReader(document: document).read().withoutContainmentCycles()
        compiled = nil
    }

    /// Reads a `.storyboard` file.
    public convenience init(documentAt path: String, registry: NibClassRegistry = .shared,
                            options: NibInstantiationOptions = NibInstantiationOptions()) throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        try self.init(document: try InterfaceDocument(parsing: bytes, path: path), registry: registry, options: options)
    }

    /// Opens a compiled storyboard (a `.storyboardc` folder): reads its `Info.plist` now and
    /// each scene nib and view nib when first needed.
    ///
    /// - Throws: ``StoryboardError/notACompiledStoryboard(path:reason:)`` when the folder or
    ///   its `Info.plist` is missing or lacks the table of nibs.
    public init(contentsOf path: String, registry: NibClassRegistry = .shared,
                options: NibInstantiationOptions = NibInstantiationOptions()) throws {
        let folder = try CompiledStoryboardFolder(path: path, registry: registry)
        self.path = folder.path
        self.document = nil
        self.registry = registry
        self.options = options
        blueprint = nil
        compiled = folder
    }

    /// The storyboard identifiers of its scenes' controllers: in document order for a
    /// document; sorted for a compiled storyboard, which also lists the identifiers ibtool
    /// generates (`UINavigationController-<id>`) since UIKit accepts them too.
    public var controllerIdentifiers: [String] {
        if let compiled { return compiled.nibNamesByIdentifier.keys.filter { compiled.references[$0] == nil }.sorted() }
        return documentControllerIdentifiers
    }

    /// The controller the storyboard marks initial, in a newly loaded scene.
    public func instantiateInitialController() throws -> ViewController {
        if let compiled {
            guard let identifier = compiled.entryPointIdentifier else { throw StoryboardError.noInitialController(path: path) }
            return try instantiateController(withIdentifier: identifier)
        }
        return try instantiateDocumentInitialController()
    }

    /// The controller whose storyboard identifier is `identifier`, in a newly loaded scene.
    public func instantiateController(withIdentifier identifier: String) throws -> ViewController {
        if compiled != nil { return try instantiateCompiledController(withIdentifier: identifier) }
        return try instantiateDocumentController(withIdentifier: identifier)
    }

    /// Every scene's controller, in document order for a document (object ids) and sorted
    /// for a compiled storyboard (identifiers): what tools and benchmarks walk (UIKit has no
    /// such list; apps use identifiers). References to other storyboards are left out.
    public var sceneControllerIDs: [String] {
        if compiled != nil { return controllerIdentifiers }
        return documentSceneControllerIDs
    }

    /// The controller of the scene ``sceneControllerIDs`` names `id`, in a newly loaded scene
    /// (for tools; apps use ``instantiateController(withIdentifier:)``).
    public func instantiateSceneController(id: String) throws -> ViewController {
        let object = try instantiateSceneObject(id: id)
        guard let controller = object as? ViewController else {
            throw StoryboardError.notAViewController(id: id, className: String(describing: type(of: object)))
        }
        return controller
    }

    /// The controller of the scene ``sceneControllerIDs`` names `id`, a view controller or a
    /// Cocoa window controller, as `NSStoryboard` returns either (for tools).
    public func instantiateSceneObject(id: String) throws -> AnyObject {
        if compiled != nil { return try instantiateController(withIdentifier: id) }
        return try instantiateDocumentSceneObject(id: id)
    }

    /// The window controller a Cocoa storyboard marks initial, with its window and content
    /// view controller (the window content relationship), in a newly loaded scene.
    public func instantiateInitialWindowController() throws -> WindowController {
        let object = compiled == nil ? try instantiateDocumentInitialSceneObject() : try instantiateInitialController()
        return try windowController(object, id: "the initial controller")
    }

    /// The window controller whose storyboard identifier is `identifier` (Cocoa storyboards).
    public func instantiateWindowController(withIdentifier identifier: String) throws -> WindowController {
        let object = compiled == nil
            ? try instantiateDocumentSceneObject(withIdentifier: identifier)
            : try instantiateController(withIdentifier: identifier)
        return try windowController(object, id: identifier)
    }

    private func windowController(_ object: AnyObject, id: String) throws -> WindowController {
        guard let controller = object as? WindowController else {
            throw StoryboardError.notAWindowController(id: id, className: String(describing: type(of: object)))
        }
        return controller
    }

    // MARK: View nibs (NibBundle)

    /// True for the view nib of a scene that has a view.
    public func containsNib(named name: String) -> Bool {
        if let compiled { return compiled.containsNib(named: name) }
        return containsDocumentViewNib(named: name)
    }

    /// Loads a scene's view with its controller as File's Owner: the view, its subviews and
    /// the connections between them and the controller; then embeds the children container
    /// views show.
    public func instantiateNib(named name: String, owner: AnyObject) throws -> [AnyObject] {
        if compiled != nil { return try instantiateCompiledViewNib(named: name, owner: owner) }
        return try instantiateDocumentViewNib(named: name, owner: owner)
    }

    // MARK: Shared by both forms

    /// ``options`` with the storyboard's platform rules when they name none.
    var loadOptions: NibInstantiationOptions {
        var loadOptions = options
        if loadOptions.mode == nil { loadOptions.mode = blueprint?.platform ?? .cocoaTouch }
        return loadOptions
    }

    /// The storyboard a reference names, beside this one in the same form; this one for a
    /// reference without a name.
    func referencedStoryboard(named name: String?) throws -> Storyboard {
        guard let name else { return self }
        if let open = referenced[name] { return open }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let otherPath = (folder.isEmpty ? "" : folder + "/") + name + (compiled == nil ? ".storyboard" : ".storyboardc")
        guard FileManager.default.fileExists(atPath: otherPath) else {
            throw StoryboardError.referencedStoryboardMissing(name: name, path: otherPath)
        }
        let other = compiled == nil
            ? try Storyboard(documentAt: otherPath, registry: registry, options: options)
            : try Storyboard(contentsOf: otherPath, registry: registry, options: options)
        referenced[name] = other
        return other
    }

    /// The segue object a custom segue class makes, from the class registry.
    func customSegueMaker(className: String?, identifier: String?)
        -> (@MainActor (ViewController, ViewController) throws -> StoryboardSegue)? {
        guard let className else { return nil }
        return { [registry] source, destination in
            guard let make = registry.segueFactory(for: className) else { throw SegueError.unregisteredSegueClass(className) }
            return make(identifier, source, destination)
        }
    }

    /// The template of an unwind segue: its destination is the controller up the chain from
    /// `controller` that handles `action`.
    func unwindTemplate(identifier: String?, action: String, controller: ViewController) -> SegueTemplate {
        SegueTemplate(identifier: identifier, kind: .unwind(action: action)) { [weak controller] in
            guard let controller, let target = controller.unwindDestination(for: ActionSelector(action), sender: nil) else {
                throw SegueError.noUnwindDestination(action: action, controller: controller.map { String(describing: type(of: $0)) } ?? "a freed controller")
            }
            return target
        }
    }

    /// The runtime's style for a document's `modalPresentationStyle` (nil: the destination's own).
    static func presentationStyle(documentName name: String) -> ModalPresentationStyle? {
        switch name {
        case "fullScreen": return .fullScreen
        case "overFullScreen", "overCurrentContext": return .overFullScreen
        default: return nil
        }
    }

    /// The runtime's style for an archived `UIModalPresentationStyle` (0 full screen, 5 over
    /// full screen, 6 over current context).
    static func presentationStyle(archivedValue value: Int64) -> ModalPresentationStyle? {
        switch value {
        case 0: return .fullScreen
        case 5, 6: return .overFullScreen
        default: return nil
        }
    }

    /// An embed segue's work, as UIKit does it when the parent's view loads: the child is
    /// handed to the parent's `prepare(for:sender:)`, made its child and shown in the
    /// container, sized to it.
    func embed(_ child: ViewController, identifier: String?, in container: RuntimeView, of parent: ViewController) {
        parent.prepare(for: StoryboardSegue(identifier: identifier, kind: .embed, source: parent, destination: child), sender: nil)
        parent.addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = .flexibleSize
        container.addSubview(child.view)
        child.sendDidMove(toParent: parent)
    }
}
