import NibXML

/// The view nib of a storyboard scene's controller (`<controllerID>-view-<viewID>.nib`).
extension CocoaTouchSceneCompiler {
    /// A compiled view nib: its name, file, and the scene objects its upstream placeholders
    /// stand for (the controller's `UIExternalObjectsTableForViewLoading`).
    typealias ViewNib = (name: String, file: CompiledOutput.CompiledFile, upstream: [(name: String, object: Int)])

    /// Compiles the controller's root view into its own nib: File's Owner sets its `view`;
    /// the controller, the scene's other objects and the templates of segues the view
    /// starts are reached through upstream placeholders, numbered as ibtool numbers them;
    /// a static table's data source is a top-level object held by File's Owner.
    func compileViewNib(_ view: MarkupElement, of controller: MarkupElement, object: Int, members: [MarkupElement],
                        viewSide: [MarkupElement], templates: [(segue: MarkupElement, template: Int)],
                        scene: CocoaTouchNibCompiler) throws -> ViewNib? {
        let controllerID = controller[attribute: "id"] ?? ""
        var upstream: [(name: String, object: Int)] = []
        let nibName = "\(controllerID)-view-\(view[attribute: "id"] ?? "")"
        var viewNib = CocoaTouchNibCompiler(document: document, options: options, tables: tables)
        viewNib.requiresResolvableConnections = false
        viewNib.isStoryboardNib = true
        let viewOwner = viewNib.proxy("IBFilesOwner")
        let viewFirstResponder = viewNib.proxy("IBFirstResponder")
        // The view nib reaches the controller and the scene's other objects through
        // upstream placeholders, which the controller's external objects table fills.
        // Each gets its proxy now; they are numbered once the connection order is known.
        var proxies: [(id: String, proxy: Int, sceneObject: Int)] = []
        let viewIDs = Set(([view] + view.descendants()).compactMap { $0[attribute: "id"] })
        let refresh = CocoaTouchNibCompiler.refreshControl(ofRootView: view).map { [$0] + $0.descendants() } ?? []
        let referenced = Set((view.descendants() + refresh).compactMap { $0.parent?.name == "connections" ? $0[attribute: "destination"] : nil })
        if !viewSide.isEmpty || referenced.contains(controllerID) {
            proxies.append((controllerID, viewNib.archive.object("UIProxyObject"), object))
        }
        for member in members where member != controller {
            if let id = member[attribute: "id"], referenced.contains(id), let sceneObject = scene.objectsByID[id] {
                proxies.append((id, viewNib.archive.object("UIProxyObject"), sceneObject))
            }
        }
        // Templates of segues the view starts take placeholders too, in ibtool's order; not
        // those of the controller's navigation item's buttons, which its own nib connects
        // (FoodTracker's unwinding save button, Xcode 7.2).
        let viewTemplates = Self.connectionOrder(of: templates.filter {
            $0.segue.parent?.parent?[attribute: "id"].map(viewIDs.contains) == true
        })
        for (segue, template) in viewTemplates {
            proxies.append((segue[attribute: "id"] ?? "", viewNib.archive.object("UIProxyObject"), template))
        }
        // A popover segue the controller starts from an anchor in this view: the view nib
        // sets the template's anchor through a placeholder of its own.
        var anchors: [(proxy: Int, anchorID: String, outlet: String)] = []
        for (segue, template) in templates where segue.parent?.parent == controller {
            for anchor in CocoaTouchNibCompiler.popoverAnchors {
                guard let anchorID = segue[attribute: anchor.attribute], viewIDs.contains(anchorID) else { continue }
                let proxy = viewNib.archive.object("UIProxyObject")
                proxies.append((segue[attribute: "id"] ?? "", proxy, template))
                anchors.append((proxy, anchorID, anchor.outlet))
            }
        }
        for entry in proxies { viewNib.objectsByID[entry.id] = entry.proxy }
        viewNib.upstreamPlaceholderIDs = Set(proxies.map(\.id))
        // A scene object's outlets to the view's objects are made here, from its placeholder
        // (DuckDuckGo's authentication screen: a tap recogniser whose delegate is the root view).
        for member in members where member != controller {
            guard let id = member[attribute: "id"], let proxy = proxies.first(where: { $0.id == id })?.proxy else { continue }
            for connection in member.firstChild(named: "connections")?.children(named: "outlet") ?? []
            where connection[attribute: "destination"].map(viewIDs.contains) == true {
                viewNib.pendingConnections.append((connection, proxy))
            }
        }
        let controllerProxy = proxies.first { $0.id == controllerID }?.proxy
        if let controllerProxy {
            for connection in viewSide { viewNib.pendingConnections.append((connection, controllerProxy)) }
        }
        // The controller's layout guides are archived with its root view
        // (`archiveControllerLayoutGuides`).
        guard let compiled = try viewNib.compileObject(view, superview: nil) else { return nil }
        let anchorOutlets = anchors.compactMap { anchor -> (connection: Int, label: String, source: Int)? in
            guard let destination = viewNib.objectsByID[anchor.anchorID] else { return nil }
            return (viewNib.outlet(source: anchor.proxy, destination: destination, label: anchor.outlet), anchor.outlet, anchor.proxy)
        }
        let numbered = viewNib.numberUpstreamPlaceholders(proxies.map(\.proxy), lateSources: Set([controllerProxy].compactMap { $0 }),
                                                         byName: viewNib.release >= .xcode11, firstProxy: controllerProxy,
                                                         generatedSources: anchorOutlets.map { ($0.label, $0.source) })
        var generatedNames: Set<String> = []
        for (index, proxy) in numbered.enumerated() {
            guard let entry = proxies.first(where: { $0.proxy == proxy }) else { continue }
            // Xcode 11.4 and later number the placeholders; earlier releases give each object
            // one new id (`GeneratedObjectIdentifier`) wherever a nib reaches it (Apptentive's
            // attachment controller: one name in its view nib and its collection's cell nibs,
            // Xcode 8.3).
            let suffix = viewNib.upstreamPlaceholderSuffix(index: index, seedID: entry.id, taken: &generatedNames)
            let name = "UpstreamPlaceholder-" + suffix
            viewNib.archive.set("UIProxiedObjectIdentifier", string: name, on: proxy)
            upstream.append((name, entry.sceneObject))
        }
        if viewNib.release.listsRootViewFirst {
            // Xcode 7 to 11: the root view, the proxies, a static table's data source, then the
            // placeholders (UIKitCatalog's static tables, Xcode 11.2).
            viewNib.listFirst(compiled)
            viewNib.rootObjects.insert(contentsOf: numbered, at: 3 + viewNib.staticDataSources.count)
            viewNib.topLevelObjects = [compiled, viewOwner, viewFirstResponder] + viewNib.staticDataSources + numbered
        } else {
            viewNib.rootObjects.insert(contentsOf: numbered, at: 2)
            viewNib.topLevelObjects = [viewOwner, viewFirstResponder] + numbered + [compiled] + viewNib.staticDataSources
        }
        // File's Owner holds a static table's data source.
        let dataSourceOutlets = viewNib.staticDataSources.map {
            (connection: viewNib.outlet(source: viewOwner, destination: $0, label: "staticDataSource"), label: "staticDataSource")
        }
        // Cells that start a segue point at its template, in the same order.
        let templateOutlets = viewTemplates.compactMap { entry -> (connection: Int, label: String)? in
            guard let cell = entry.segue.parent?.parent, cell.name == "tableViewCell",
                  let source = cell[attribute: "id"].flatMap({ viewNib.objectsByID[$0] }),
                  let proxy = entry.segue[attribute: "id"].flatMap({ viewNib.objectsByID[$0] }) else { return nil }
            let label = CocoaTouchNibCompiler.cellSegueTemplateLabel(entry.segue)
            return (viewNib.outlet(source: source, destination: proxy, label: label), label)
        }
        let outlet = viewNib.outlet(source: viewOwner, destination: compiled, label: "view")
        // ibtool orders a view nib's outlets by name, the generated ones among them
        // (`selectionSegueTemplate` before `view`; Xcode 8.3's `view` before `webView`).
        viewNib.ordersViewNibConnections = viewNib.release >= .xcode11
        let generated = templateOutlets + [(outlet, "view")]
            + anchorOutlets.map { ($0.connection, $0.label) }
        let file = CompiledOutput.CompiledFile(name: nibName + ".nib", bytes: try viewNib.finish(
            leadingConnections: dataSourceOutlets, generatedOutlets: generated,
            lateSources: Set([controllerProxy].compactMap { $0 })))
        return (nibName, file, upstream)
    }

    /// The order ibtool connects the segue templates of a view in: a static table's
    /// sections in order, the cells of each last first (the whole list last first when the
    /// segues are not in sections).
    static func connectionOrder(of templates: [(segue: MarkupElement, template: Int)]) -> [(segue: MarkupElement, template: Int)] {
        var groups: [(section: MarkupElement?, members: [(segue: MarkupElement, template: Int)])] = []
        for entry in templates {
            let owner = staticSection(of: entry.segue)
            if let index = groups.firstIndex(where: { $0.section == owner }) {
                groups[index].members.append(entry)
            } else {
                groups.append((owner, [entry]))
            }
        }
        if groups.allSatisfy({ $0.section == nil }) { return templates.reversed() }
        // Within a section the cells' own segues come first, then those of controls inside
        // the cells, each last first (DuckDuckGo's privacy dashboard, Xcode 13.2: two buttons
        // in a static cell after five cells).
        return groups.flatMap { group in
            let ownSegues = group.members.filter { CocoaTouchNibCompiler.isCellSegue($0.segue) }
            return ownSegues.reversed() + group.members.filter { !CocoaTouchNibCompiler.isCellSegue($0.segue) }.reversed()
        }
    }

    /// The static table section `element` is in (a cell's segue, or a control's inside a
    /// cell), or nil.
    static func staticSection(of element: MarkupElement) -> MarkupElement? {
        element.nearestAncestor(named: ["tableViewSection"])
    }
}
