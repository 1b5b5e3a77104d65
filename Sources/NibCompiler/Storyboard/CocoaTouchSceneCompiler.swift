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
    /// Every scene controller's identifier by element id, for segue destinations.
    var controllerIdentifiers: [String: String] = [:]
    /// The document-wide lookups every nib of the storyboard shares.
    let tables: CocoaTouchDocumentTables

    init(document: InterfaceDocument, options: CompileOptions, tables: CocoaTouchDocumentTables) {
        self.document = document
        self.options = options
        self.tables = tables
    }

    func compile(controller: MarkupElement, members: [MarkupElement], ownsSceneNib: Bool = true,
                 plan: inout StoryboardPlan) throws -> [CompiledOutput.CompiledFile] {
        let controllerID = controller[attribute: "id"] ?? ""
        if controller.name == "viewControllerPlaceholder" {
            return try referenceScene(controller, plan: &plan)
        }
        let className = CocoaTouchNibCompiler.uiKitClassName(forElement: controller.name)
        let identifier = controller[attribute: "storyboardIdentifier"] ?? "\(className)-\(controllerID)"
        var files: [CompiledOutput.CompiledFile] = []

        var scene = CocoaTouchNibCompiler(document: document, options: options, tables: tables)
        scene.requiresResolvableConnections = false
        scene.sortsConnectionsByName = true
        // A navigation controller's scene archives its root view controller too; that
        // controller's storyboard proxy is made first.
        let root = controller.name == "navigationController" ? rootViewController(of: controller) : nil
        let rootStoryboard = root.map { _ in scene.proxy("UIStoryboardPlaceholder") }
        // Top-level objects, as ibtool lists them: File's Owner, First Responder, the
        // storyboard, the scene's other objects (gesture recognizers...), the controller.
        let owner = scene.proxy("IBFilesOwner")
        let firstResponder = scene.proxy("IBFirstResponder")
        let storyboard = scene.proxy("UIStoryboardPlaceholder")
        var others: [Int] = []
        for member in members where member != controller && member.name != "placeholder" && member.name != "exit" {
            if let compiled = try scene.compileObject(member, superview: nil) { others.append(compiled) }
        }
        let archived = try archiveController(controller, members: members, into: &scene)
        let object = archived.object
        files += archived.viewNib.map { [$0] } ?? []
        scene.topLevelObjects = [rootStoryboard].compactMap { $0 } + [owner, firstResponder, storyboard] + others + [object]
        if !others.isEmpty {
            scene.archive.set("UITopLevelObjectsToKeepAliveFromStoryboard", reference: scene.archive.collection("NSArray", others), on: object)
        }
        var leading = [scene.outlet(source: object, destination: storyboard, label: "storyboard")]
        var late: Set<Int> = [object]
        var templates = archived.templates
        if let root, let rootStoryboard {
            // The root's scene objects (gesture recognizers...) come along, kept alive by it.
            let rootMembers = root.parent.map { Array($0.childElements) } ?? []
            var rootOthers: [Int] = []
            for member in rootMembers where member != root && member.name != "placeholder" && member.name != "exit" {
                if let compiled = try scene.compileObject(member, superview: nil) { rootOthers.append(compiled) }
            }
            scene.topLevelObjects += rootOthers
            let child = try archiveNavigationContent(of: controller, root: root, members: rootMembers, navigationController: object, into: &scene)
            if !rootOthers.isEmpty {
                scene.archive.set("UITopLevelObjectsToKeepAliveFromStoryboard", reference: scene.archive.collection("NSArray", rootOthers), on: child.object)
            }
            leading.append(scene.outlet(source: child.object, destination: rootStoryboard, label: "storyboard"))
            late.insert(child.object)
            templates = child.templates + templates
        }
        let sceneOutlet = scene.outlet(source: owner, destination: object, label: "sceneViewController")
        // ibtool connects the templates last to first.
        let templateOutlets = templates.reversed().map {
            (connection: scene.outlet(source: $0.template, destination: $0.controller, label: "viewController"), label: "viewController")
        }
        guard ownsSceneNib else { return files }
        files.append(CompiledOutput.CompiledFile(name: identifier + ".nib", bytes: try scene.finish(
            leadingConnections: leading, generatedOutlets: [(sceneOutlet, "sceneViewController")] + templateOutlets, lateSources: late)))
        plan.nibNames[identifier] = identifier
        plan.identifiersByControllerID[controllerID] = identifier
        return files
    }

    /// What archiving one controller into a scene nib produced.
    struct ArchivedController {
        /// The controller's object in the scene nib.
        var object: Int
        /// Its navigation item, if it has one.
        var navigationItem: Int?
        /// Its segue templates, in document order, with the controller they belong to.
        var templates: [(template: Int, controller: Int)]
        /// The nib of its view, when it has one.
        var viewNib: CompiledOutput.CompiledFile?
    }

    /// Archives `controller` into `scene`: its class and keys, navigation item, segue
    /// templates, and its view nib (compiled here, reached through upstream placeholders
    /// listed in the controller's external objects table).
    func archiveController(_ controller: MarkupElement, members: [MarkupElement], into scene: inout CocoaTouchNibCompiler) throws -> ArchivedController {
        let controllerID = controller[attribute: "id"] ?? ""
        let identifier = Self.controllerIdentifier(of: controller)
        let object = try scene.sceneController(controller)
        // Only an identifier the document gives is archived; generated ones name the nib alone.
        if controller[attribute: "storyboardIdentifier"] != nil {
            scene.archive.set("UIStoryboardIdentifier", string: identifier, on: object)
        }
        if controller[attribute: "useStoryboardIdentifierAsRestorationIdentifier"] == "YES" {
            scene.archive.set("UIRestorationIdentifier", string: identifier, on: object)
        } else if let restoration = controller[attribute: "restorationIdentifier"] {
            scene.archive.set("UIRestorationIdentifier", string: restoration, on: object)
        }
        // Segue templates: one per segue starting in the scene, listed under the controller.
        var templates: [(segue: MarkupElement, template: Int)] = []
        scene.parentStack.append(object)
        // The controller's own segues come first, then those its view's objects start.
        let segues = controller.descendants().filter { $0.name == "segue" }
        let ownSegues = segues.filter { $0.parent?.parent == controller }
        for segue in ownSegues + segues.filter({ $0.parent?.parent != controller }) {
            if let template = scene.segueTemplate(segue, destinations: controllerIdentifiers) {
                scene.list(template)
                templates.append((segue, template))
            }
        }
        scene.parentStack.removeLast()
        if !templates.isEmpty {
            scene.archive.set("UIStoryboardSegueTemplates", reference: scene.archive.collection("NSArray", templates.map(\.template)), on: object)
        }
        // The controller's connections to objects of the scene nib stay there; the others go
        // into its view nib.
        var sceneSide: [(element: MarkupElement, source: Int)] = []
        var viewSide: [MarkupElement] = []
        for connection in controller.firstChild(named: "connections")?.childElements.map({ $0 }) ?? [] where connection.name != "segue" {
            if let destination = connection[attribute: "destination"], scene.objectsByID[destination] != nil {
                sceneSide.append((connection, object))
            } else {
                viewSide.append(connection)
            }
        }
        scene.pendingConnections = scene.pendingConnections.filter { $0.source != object } + sceneSide
        var upstream: [(name: String, object: Int)] = []
        var viewFile: CompiledOutput.CompiledFile?
        if let view = controller.childElements.first(where: { $0[attribute: "key"] == "view" }) {
            let nibName = "\(controllerID)-view-\(view[attribute: "id"] ?? "")"
            var viewNib = CocoaTouchNibCompiler(document: document, options: options, tables: tables)
            viewNib.requiresResolvableConnections = false
            let viewOwner = viewNib.proxy("IBFilesOwner")
            let viewFirstResponder = viewNib.proxy("IBFirstResponder")
            // The view nib reaches the controller and the scene's other objects through
            // upstream placeholders, which the controller's external objects table fills.
            // Each gets its proxy now; they are numbered once the connection order is known.
            var proxies: [(id: String, proxy: Int, sceneObject: Int)] = []
            let referenced = Set(view.descendants().compactMap { $0.parent?.name == "connections" ? $0[attribute: "destination"] : nil })
            if !viewSide.isEmpty || referenced.contains(controllerID) {
                proxies.append((controllerID, viewNib.archive.object("UIProxyObject"), object))
            }
            for member in members where member != controller {
                if let id = member[attribute: "id"], referenced.contains(id), let sceneObject = scene.objectsByID[id] {
                    proxies.append((id, viewNib.archive.object("UIProxyObject"), sceneObject))
                }
            }
            // Templates of segues the view starts take placeholders too, last segue first.
            for (segue, template) in templates.reversed() where segue.parent?.parent != controller {
                proxies.append((segue[attribute: "id"] ?? "", viewNib.archive.object("UIProxyObject"), template))
            }
            for entry in proxies { viewNib.objectsByID[entry.id] = entry.proxy }
            let controllerProxy = proxies.first { $0.id == controllerID }?.proxy
            if let controllerProxy {
                for connection in viewSide { viewNib.pendingConnections.append((connection, controllerProxy)) }
            }
            // The controller's layout guides are constrained from inside its view.
            // (Xcode 13 archives them with the root view: `archiveControllerLayoutGuides`.)
            for guide in viewNib.release.xcodeMajorVersion >= 13 ? [] : controller.firstChild(named: "layoutGuides")?.childElements.map({ $0 }) ?? [] {
                _ = try viewNib.compileObject(guide, superview: nil)
            }
            if let compiled = try viewNib.compileObject(view, superview: nil) {
                let numbered = viewNib.numberUpstreamPlaceholders(proxies.map(\.proxy), lateSources: Set([controllerProxy].compactMap { $0 }))
                for (index, proxy) in numbered.enumerated() {
                    let name = "UpstreamPlaceholder-\(index + 1)"
                    viewNib.archive.set("UIProxiedObjectIdentifier", string: name, on: proxy)
                    if let entry = proxies.first(where: { $0.proxy == proxy }) { upstream.append((name, entry.sceneObject)) }
                }
                viewNib.rootObjects.insert(contentsOf: numbered, at: 2)
                viewNib.topLevelObjects = [viewOwner, viewFirstResponder] + numbered + [compiled] + viewNib.staticDataSources
                // File's Owner holds a static table's data source.
                let dataSourceOutlets = viewNib.staticDataSources.map {
                    viewNib.outlet(source: viewOwner, destination: $0, label: "staticDataSource")
                }
                // Cells that start a segue point at its template, last cell first.
                let selectionOutlets = templates.reversed().compactMap { entry -> Int? in
                    guard let cell = entry.segue.parent?.parent, cell.name == "tableViewCell",
                          let source = cell[attribute: "id"].flatMap({ viewNib.objectsByID[$0] }),
                          let proxy = entry.segue[attribute: "id"].flatMap({ viewNib.objectsByID[$0] }) else { return nil }
                    return viewNib.outlet(source: source, destination: proxy, label: "selectionSegueTemplate")
                }
                let outlet = viewNib.outlet(source: viewOwner, destination: compiled, label: "view")
                viewFile = CompiledOutput.CompiledFile(name: nibName + ".nib", bytes: try viewNib.finish(
                    leadingConnections: dataSourceOutlets, extraConnections: selectionOutlets + [outlet],
                    lateSources: Set([controllerProxy].compactMap { $0 })))
                scene.archive.set("UINibName", string: nibName, on: object)
            }
        }
        if viewFile != nil {
            let table = upstream.map { (key: scene.archive.string($0.name), value: $0.object) }
            scene.archive.set("UIExternalObjectsTableForViewLoading", reference: scene.archive.dictionary("NSDictionary", table), on: object)
        }
        return ArchivedController(object: object, navigationItem: scene.navigationItemsByController[object],
                                  templates: templates.map { ($0.template, object) }, viewNib: viewFile)
    }

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

    /// The scene of a storyboard reference: File's Owner, First Responder and the storyboard
    /// proxies, and the placeholder UIKit replaces with the referenced storyboard's controller.
    private func referenceScene(_ placeholder: MarkupElement, plan: inout StoryboardPlan) throws -> [CompiledOutput.CompiledFile] {
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

extension CocoaTouchNibCompiler {
    /// The upstream placeholders of a view nib in the order its connections first reach
    /// them, which is how ibtool numbers them. Proxies no connection reaches keep their order.
    func numberUpstreamPlaceholders(_ proxies: [Int], lateSources: Set<Int>) -> [Int] {
        guard proxies.count > 1 else { return proxies }
        var order: [Int] = []
        for (element, source) in Self.sourceOrder(pendingConnections, listing: allObjects(), lateSources: lateSources) {
            let destination = element[attribute: "destination"].flatMap { objectsByID[$0] }
            for object in [source, destination].compactMap({ $0 }) where proxies.contains(object) && !order.contains(object) {
                order.append(object)
            }
        }
        return order + proxies.filter { !order.contains($0) }
    }

    /// A `UIProxyObject` for `identifier`, listed among the nib's objects.
    mutating func proxy(_ identifier: String) -> Int {
        let proxy = archive.object("UIProxyObject")
        archive.set("UIProxiedObjectIdentifier", string: identifier, on: proxy)
        list(proxy)
        return proxy
    }

    /// A scene's controller without its view (the view goes into its own nib): its class,
    /// title and navigation item.
    mutating func sceneController(_ element: MarkupElement) throws -> Int {
        // Storyboards always swap a navigation controller's class in, its own name included.
        let object: Int
        if element.name == "navigationController", element[attribute: "customClass"] == nil {
            object = archive.object("UIClassSwapper")
            archive.set("UIClassName", string: "UINavigationController", on: object)
            archive.set("UIOriginalClassName", string: "UINavigationController", on: object)
        } else {
            object = classedObject(element)
        }
        if let id = element[attribute: "id"] { objectsByID[id] = object }
        list(object)
        if let connections = element.firstChild(named: "connections") {
            for connection in connections.childElements { pendingConnections.append((connection, object)) }
        }
        if let title = element[attribute: "title"] { set("UITitle", userText: title, of: element, keyPath: "title", on: object) }
        if element[attribute: "definesPresentationContext"] == "YES" { archive.set("UIDefinesPresentationContext", bool: true, on: object) }
        if element[attribute: "clearsSelectionOnViewWillAppear"] == "NO" {
            archive.set("UIClearsSelectionOnViewWillAppear", bool: false, on: object)
        }
        if let item = try navigationItem(of: element, listedUnder: object) {
            archive.set("UINavigationItem", reference: item, on: object)
            navigationItemsByController[object] = item
        }
        try toolbarItems(of: element, on: object)
        return object
    }
}
