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
            return try referenceScene(controller, ownsSceneNib: ownsSceneNib, plan: &plan)
        }
        let className = CocoaTouchNibCompiler.uiKitClassName(forElement: controller.name)
        let identifier = StoryboardIdentifier.of(controller) ?? "\(className)-\(controllerID)"
        var files: [CompiledOutput.CompiledFile] = []

        var scene = CocoaTouchNibCompiler(document: document, options: options, tables: tables)
        scene.requiresResolvableConnections = false
        scene.sortsConnectionsByName = true
        scene.isStoryboardNib = true
        // A navigation controller's scene archives its root view controller too; that
        // controller's storyboard proxy is made first.
        let root = controller.name == "navigationController" ? rootViewController(of: controller) : nil
        let rootStoryboard = root.map { _ in scene.proxy("UIStoryboardPlaceholder") }
        // Top-level objects, as ibtool lists them: File's Owner, First Responder, the
        // storyboard, the scene's other objects (gesture recognizers...), the controller.
        let owner = scene.proxy("IBFilesOwner")
        let firstResponder = scene.proxy("IBFirstResponder")
        let storyboard = scene.proxy("UIStoryboardPlaceholder")
        let others = try compileSceneObjects(members, besides: controller, into: &scene)
        // ibtool 13 lists them by class, among the top-level objects and the nib's objects, and
        // keeps them alive as written (Omise's card form, 13.2.1: its button, image view, tap
        // recognizer and toolbar, written toolbar first); earlier releases list them as written
        // (Apptentive's attachments scene, Xcode 8.2 to 9.2).
        let listedOthers = scene.release.xcodeMajorVersion >= 13 ? scene.sortedByClass(others) : others
        if listedOthers != others {
            var remaining = listedOthers[...]
            scene.rootObjects = scene.rootObjects.map { others.contains($0) ? remaining.popFirst() ?? $0 : $0 }
        }
        let archived = try archiveController(controller, members: members, into: &scene)
        let object = archived.object
        files += archived.viewNib.map { [$0] } ?? []
        let proxies = [owner, firstResponder, storyboard]
        if scene.release.listsSceneProxiesFirst {
            scene.topLevelObjects = [rootStoryboard].compactMap { $0 } + proxies + listedOthers + [object]
        } else {
            // ibtool 9 and earlier list the controller (and the scene's other objects) first,
            // after its root's storyboard proxy (Apptentive's navigation scenes, Xcode 8.3).
            scene.topLevelObjects = [rootStoryboard].compactMap { $0 } + [object] + others + proxies
            scene.rootObjects = scene.topLevelObjects + scene.rootObjects.filter { !scene.topLevelObjects.contains($0) }
        }
        if !others.isEmpty {
            scene.archive.set("UITopLevelObjectsToKeepAliveFromStoryboard", reference: scene.archive.collection("NSArray", others), on: object)
        }
        var leading = [(connection: scene.outlet(source: object, destination: storyboard, label: "storyboard"), label: "storyboard")]
        var late: Set<Int> = [object]
        var templates = archived.templates
        /// Each controller a container archives in the scene (a child, a child's navigation
        /// root...) has its `storyboard` outlet, a storyboard reference's placeholder excepted,
        /// to a storyboard proxy of its own listed first, as a navigation controller's root has
        /// (UIKitCatalog's split view, Xcode 11.2: four proxies for its two navigation
        /// controllers and their roots), and its segue templates connected with the scene's.
        func adopt(_ children: [ArchivedController]) {
            var childStoryboards: [Int] = []
            for child in children {
                // A storyboard reference has a proxy of its own too, with no outlet: UIKit's
                // placeholder finds the storyboard through it (the Covid-19 Test app's tab bar
                // controller of two references, Xcode 11.3).
                let childStoryboard = scene.proxy("UIStoryboardPlaceholder")
                childStoryboards.append(childStoryboard)
                if !child.isStoryboardReference {
                    leading.append((scene.outlet(source: child.object, destination: childStoryboard, label: "storyboard"), "storyboard"))
                }
                late.insert(child.object)
                templates += child.templates
            }
            if !scene.release.listsSceneProxiesFirst {
                // Before Xcode 13 the proxies are listed last child first, the objects a child
                // keeps alive just before its proxy (a tab bar controller whose first tab's
                // navigation root keeps a search display controller: three proxies, it, two
                // more, Xcode 12.2).
                let proxies = childStoryboards
                childStoryboards = []
                for (child, proxy) in zip(children, proxies).reversed() {
                    if let kept = scene.keptAliveByController[child.object] {
                        scene.topLevelObjects.removeAll { kept.contains($0) }
                        scene.rootObjects.removeAll { kept.contains($0) }
                        childStoryboards += kept
                    }
                    childStoryboards.append(proxy)
                }
            }
            scene.topLevelObjects = childStoryboards + scene.topLevelObjects
            scene.rootObjects = childStoryboards + scene.rootObjects.filter { !childStoryboards.contains($0) }
        }
        if let root, let rootStoryboard {
            // The root's scene objects (gesture recognizers...) come along, kept alive by it.
            let rootMembers = root.parent.map { Array($0.childElements) } ?? []
            let rootOthers = try compileSceneObjects(rootMembers, besides: root, into: &scene)
            // Before Xcode 12 they are listed first (Apptentive's upgrade message, Xcode 8.3).
            if scene.release.listsSceneProxiesFirst {
                scene.topLevelObjects += rootOthers
            } else {
                scene.topLevelObjects = rootOthers + scene.topLevelObjects
                scene.rootObjects = scene.topLevelObjects + scene.rootObjects.filter { !scene.topLevelObjects.contains($0) }
            }
            let child = try archiveNavigationContent(of: controller, root: root, members: rootMembers, navigationController: object, into: &scene)
            if !rootOthers.isEmpty {
                scene.archive.set("UITopLevelObjectsToKeepAliveFromStoryboard", reference: scene.archive.collection("NSArray", rootOthers), on: child.object)
            }
            // The navigation controller's `storyboard` outlet before its root's: as three of
            // Apptentive's four navigation scenes in Xcode 8.3's build (the fourth has them the
            // other way round; ibtool's sort by name is not stable).
            if !child.isStoryboardReference {
                leading.append((scene.outlet(source: child.object, destination: rootStoryboard, label: "storyboard"), "storyboard"))
            }
            late.insert(child.object)
            templates = child.templates + templates
            // A root that is a tab bar or split view controller brings its children.
            if Self.holdsChildren(root) {
                adopt(try archiveChildren(of: root, containerObject: child.object, into: &scene))
            }
        } else if controller.name == "navigationController" {
            scene.parentStack.append(object)
            _ = try archiveBars(of: controller, navigationController: object, into: &scene)
            scene.parentStack.removeLast()
        }
        if Self.holdsChildren(controller) {
            adopt(try archiveChildren(of: controller, containerObject: object, into: &scene))
        }
        let sceneOutlet = scene.outlet(source: owner, destination: object, label: "sceneViewController")
        // ibtool connects the templates last to first; ibtool 13 groups them by class name
        // (presentation before show).
        var connectedTemplates = Array(templates.reversed())
        if scene.sortsConnectionsByName {
            let classNames = scene.segueTemplateClassNames
            connectedTemplates = connectedTemplates.enumerated().sorted {
                (classNames[$0.element.template] ?? "", $0.offset) < (classNames[$1.element.template] ?? "", $1.offset)
            }.map(\.element)
        }
        let templateOutlets = connectedTemplates.map {
            (connection: scene.outlet(source: $0.template, destination: $0.controller, label: "viewController"), label: "viewController")
        }
        guard ownsSceneNib else { return files }
        // The scene controller's outlet is ordered by name among the outlets, after every
        // controller's storyboard (QBImagePicker's album navigation, Xcode 11.2: after the
        // root's `storyboard` and `doneButton`).
        let generated = [(connection: sceneOutlet, label: "sceneViewController")] + templateOutlets
        files.append(CompiledOutput.CompiledFile(name: identifier + ".nib", bytes: try scene.finish(
            leadingConnections: leading, generatedOutlets: generated, lateSources: late)))
        plan.nibNames[identifier] = identifier
        plan.identifiersByControllerID[controllerID] = identifier
        return files
    }

    /// A scene's objects other than its controller and placeholders (gesture recognizers...),
    /// compiled as top-level objects.
    func compileSceneObjects(_ members: [MarkupElement], besides controller: MarkupElement,
                             into scene: inout CocoaTouchNibCompiler) throws -> [Int] {
        var objects: [Int] = []
        for member in members where member != controller && member.name != "placeholder" && member.name != "exit" {
            if let compiled = try scene.compileObject(member, superview: nil) { objects.append(compiled) }
        }
        return objects
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
        /// True for a storyboard reference's placeholder, which gets no `storyboard` outlet:
        /// the controller UIKit puts in its place keeps its own storyboard, which its segues need.
        var isStoryboardReference = false
    }

    /// Archives `controller` into `scene`: its class and keys, navigation item, segue
    /// templates, and its view nib (compiled here, reached through upstream placeholders
    /// listed in the controller's external objects table).
    /// `embedded`: a container's child archived in the container's scene nib.
    func archiveController(_ controller: MarkupElement, members: [MarkupElement], into scene: inout CocoaTouchNibCompiler,
                           embedded: Bool = false) throws -> ArchivedController {
        // A storyboard reference among another controller's children.
        if controller.name == "viewControllerPlaceholder" { return try archivePlaceholder(controller, into: &scene) }
        let identifier = Self.controllerIdentifier(of: controller)
        let object = try scene.sceneController(controller, embedded: embedded)
        // Only an identifier the document gives is archived; generated ones name the nib alone.
        if StoryboardIdentifier.of(controller) != nil {
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
        // The controller's own segues come first, then those its view's objects start, then
        // those of the scene's other objects (a dating app's tap recognizer presenting a
        // profile, Xcode 10.0), which perform them from this nib, where they are archived.
        let segues = controller.descendants().filter { $0.name == "segue" }
        let ownSegues = segues.filter { $0.parent?.parent == controller }
        let memberSegues = members.filter { $0 != controller }.flatMap { $0.descendants().filter { $0.name == "segue" } }
        for segue in ownSegues + segues.filter({ $0.parent?.parent != controller }) + memberSegues {
            if let template = scene.segueTemplate(segue, destinations: controllerIdentifiers) {
                scene.list(template)
                templates.append((segue, template))
                // A bar button item of the controller's navigation item, or the custom view it
                // shows, performs it from this nib (FoodTracker's add and save buttons, Xcode
                // 7.2; a shopping list's add button, a custom view, 7.3.1); the view's objects
                // reach it through their nib's placeholders.
                let source = segue.parent?.parent
                let fromNavigationItem = source.map {
                    ($0.name == "barButtonItem" || $0[attribute: "key"] == "customView") && $0.nearestAncestor(named: ["navigationItem"]) != nil
                } ?? false
                if let id = segue[attribute: "id"], fromNavigationItem || memberSegues.contains(segue) {
                    scene.objectsByID[id] = template
                }
            }
        }
        scene.parentStack.removeLast()
        if !templates.isEmpty {
            scene.archive.set("UIStoryboardSegueTemplates", reference: scene.archive.collection("NSArray", templates.map(\.template)), on: object)
        }
        // Its toolbar items are listed after the templates (DuckDuckGo's bookmarks, Xcode 13.2).
        try scene.toolbarItems(of: controller, on: object)
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
        if let view = controller.childElements.first(where: { $0[attribute: "key"] == "view" }),
           let viewNib = try compileViewNib(view, of: controller, object: object, members: members, viewSide: viewSide,
                                            templates: templates, scene: scene) {
            viewFile = viewNib.file
            upstream = viewNib.upstream
            scene.archive.set("UINibName", string: viewNib.name, on: object)
        }
        if viewFile != nil {
            let table = upstream.map { (key: scene.archive.string($0.name), value: $0.object) }
            scene.archive.set("UIExternalObjectsTableForViewLoading", reference: scene.archive.dictionary("NSDictionary", table), on: object)
        }
        return ArchivedController(object: object, navigationItem: scene.navigationItemsByController[object],
                                  templates: templates.map { ($0.template, object) }, viewNib: viewFile)
    }

}

extension CocoaTouchNibCompiler {
    /// `objects` ordered by the name of the class each is archived as, ties as given.
    func sortedByClass(_ objects: [Int]) -> [Int] {
        objects.enumerated().sorted {
            (archive.className(of: $0.element), $0.offset) < (archive.className(of: $1.element), $1.offset)
        }.map(\.element)
    }

    /// The upstream placeholders of a view nib in the order its connections first reach
    /// them, which is how ibtool numbers them. Proxies no connection reaches keep their order.
    ///
    /// `generatedSources` are outlets made for the view nib itself (a popover template's
    /// anchor), numbered among the document's outlets by their label. Unless ordered `byName`,
    /// `firstProxy` (the controller's) comes first whatever the connections reach: Apptentive's
    /// banner (Xcode 8.3) lists its controller before the gesture recognizers its views'
    /// collections reach.
    func numberUpstreamPlaceholders(_ proxies: [Int], lateSources: Set<Int>, byName: Bool = false, firstProxy: Int? = nil,
                                    generatedSources: [(label: String, source: Int)] = []) -> [Int] {
        guard proxies.count > 1 else { return proxies }
        var order: [Int] = []
        // Each connection as the objects it reaches; generated ones reach their source only.
        var reached: [[Int]] = []
        func objects(_ element: MarkupElement, _ source: Int) -> [Int] {
            // A control's segue reaches its template's placeholder, registered under the
            // segue's id; cells' segues, and those of controls in a static table's cells, are
            // numbered after the rest, last first (`connectionOrder(of:)`).
            if element.name == "segue", Self.isCellSegue(element) || CocoaTouchSceneCompiler.staticSection(of: element) != nil {
                return []
            }
            let destination = element[attribute: element.name == "segue" ? "id" : "destination"].flatMap { objectsByID[$0] }
            return [source, destination].compactMap { $0 }
        }
        if byName {
            // Numbered in the view nib's connection order: collections, outlets by name,
            // then events by name (document order between equal names).
            let ordered = Self.sourceOrder(pendingConnections, listing: allObjects(), lateSources: lateSources)
            reached = viewNibCollectionOrder(ordered.filter { $0.element.name == "outletCollection" }, pending: pendingConnections)
                .map { objects($0.element, $0.source) }
            let named = pendingConnections.filter { $0.element.name != "outletCollection" }
            let outlets = named.filter { !Self.isEvent($0.element) }.map { (label: Self.connectionLabel($0.element), objects: objects($0.element, $0.source)) }
                + generatedSources.map { (label: $0.label, objects: [$0.source]) }
            let events = named.filter { Self.isEvent($0.element) }.map { (label: Self.connectionLabel($0.element), objects: objects($0.element, $0.source)) }
            func sorted(_ items: [(label: String, objects: [Int])]) -> [[Int]] {
                items.enumerated().sorted { ($0.element.label, $0.offset) < ($1.element.label, $1.offset) }.map(\.element.objects)
            }
            reached += sorted(outlets) + sorted(events)
        } else {
            // Xcode 7.2's order varies from build to build: FoodTracker's image view's tap
            // recogniser before its controller in one build, after it in the next, whose
            // document only moved views.
            reached = [[firstProxy].compactMap { $0 }]
                + Self.sourceOrder(pendingConnections, listing: allObjects(), lateSources: lateSources).map { objects($0.element, $0.source) }
                + generatedSources.map { [$0.source] }
        }
        for objects in reached {
            for object in objects where proxies.contains(object) && !order.contains(object) { order.append(object) }
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
    /// title and navigation item. `embedded`: a container's child in the container's nib.
    mutating func sceneController(_ element: MarkupElement, embedded: Bool = false) throws -> Int {
        // A controller without a custom class is archived through a class swapper naming its
        // own class as the release says (`swapsSceneControllerClass`: from Xcode 11, only
        // one the storyboard instantiates by identifier or as its entry point: DuckDuckGo's
        // debug navigation, Xcode 13.2; not SwiftyPickerPopover's, Xcode 8.3), and a launch
        // screen's every controller but a navigation controller, unless it is a container's
        // child with no nib of its own, no storyboard identifier (UIKitCatalog's split view,
        // Xcode 11.2: the master's navigation controller plain, the detail's,
        // "navInitialDetail", swapped; its launch screen: the navigation controller's root is a
        // plain `UIViewController`, where its main storyboard's, which have identifiers, are
        // swapped; Xcode 15.0 alike). Before Xcode 11 a launch screen's controllers are plain
        // (a Flutter launch screen by Xcode 10.1: its `UIViewController`).
        let object: Int
        let ownsSceneNib = !embedded || StoryboardIdentifier.of(element) != nil
        let instantiable = StoryboardIdentifier.of(element) != nil
            || (element[attribute: "id"] != nil && element[attribute: "id"] == document.markup.root[attribute: "initialViewController"])
        let swapsOwnClass = (documentIsLaunchScreen && element.name != "navigationController" && release >= .xcode11)
            || release.swapsSceneControllerClass(instantiable: instantiable)
        if swapsOwnClass, ownsSceneNib, element[attribute: "customClass"] == nil {
            let className = Self.uiKitClassName(forElement: element.name)
            object = archive.object("UIClassSwapper")
            archive.set("UIClassName", string: className, on: object)
            archive.set("UIOriginalClassName", string: className, on: object)
        } else {
            object = classedObject(element)
        }
        if let id = element[attribute: "id"] { objectsByID[id] = object }
        list(object)
        if let connections = element.firstChild(named: "connections") {
            for connection in connections.childElements { pendingConnections.append((connection, object)) }
        }
        if let title = DocumentStrings.value("title", of: element) { set("UITitle", userText: title, of: element, keyPath: "title", on: object) }
        if element[attribute: "definesPresentationContext"] == "YES" { archive.set("UIDefinesPresentationContext", bool: true, on: object) }
        // How it is presented, stated on the controller (Apptentive's form sheets, Xcode 8.3).
        if let style = element[attribute: "modalPresentationStyle"].flatMap({ Self.modalPresentationStyles[$0] }) {
            archive.set("UIModalPresentationStyle", integer: Int64(style), on: object)
        }
        if let style = element[attribute: "modalTransitionStyle"].flatMap({ Self.modalTransitionStyles[$0] }) {
            archive.set("UIModalTransitionStyle", integer: Int64(style), on: object)
        }
        if element[attribute: "hidesBottomBarWhenPushed"] == "YES" { archive.set("UIHidesBottomBarWhenPushed", bool: true, on: object) }
        extendedLayout(of: element, controller: object)
        if element[attribute: "autoresizesArchivedViewToFullSize"] == "NO" {
            archive.set("UIAutoresizesArchivedViewToFullSize", bool: false, on: object)
        }
        if element[attribute: "automaticallyAdjustsScrollViewInsets"] == "NO" {
            archive.set("UIKeyAutomaticallyAdjustsScrollViewInsets", integer: 0, on: object)
        }
        if element.name == "pageViewController" { pageViewControllerAttributes(element, controller: object) }
        // The size it asks for in a popover (DuckDuckGo's privacy dashboard, 320 × 650, Xcode 13.2),
        // before the iOS 13 SDK under iOS 6's key too (SwiftyPickerPopover's pickers, Xcode 8.3;
        // 9 and 10 unmeasured).
        // Before Xcode 9.3 a legacy iPad document's content controllers ask for the iPad's
        // screen (appium's older UICatalog's, 768 × 1024 in Xcode 7.3.1's to 9.2's builds; its
        // navigation and split view controllers ask for nothing; 9.3 none).
        let legacyIPadSize = release < .xcode9_3 && document.markup.root[attribute: "targetRuntime"] == "iOS.CocoaTouch.iPad"
            && documentPredatesDevices
            && !["navigationController", "splitViewController", "tabBarController"].contains(element.name)
            ? documentScreenSize : nil
        let statedSize = element.children(named: "value").first(where: { $0[attribute: "key"] == "contentSizeForViewInPopover" && $0[attribute: "type"] == "size" })
            .map { (DocumentGeometry.number($0[attribute: "width"]), DocumentGeometry.number($0[attribute: "height"])) }
        if let (width, height) = statedSize ?? legacyIPadSize {
            let blob = GeometryBlob.encode([width, height])
            if release < .xcode11 { archive.set("UIContentSizeForViewInPopover", .data(blob), on: object) }
            archive.set("UIPreferredContentSize", .data(blob), on: object)
        }
        // UIKit's encoder writes the flag only when it is set before Xcode 8.3, only when it is
        // not from then: a controller keeping its selection archives nothing in 7.3.1's and
        // 8.2.1's builds of appium's older UICatalog (its iPad master) and false in 9.2's to
        // 12.4's (and DuckDuckGo's settings, 13.2).
        if element[attribute: "clearsSelectionOnViewWillAppear"] == "NO" {
            if !release.archivesDefaultClearsSelection { archive.set("UIClearsSelectionOnViewWillAppear", bool: false, on: object) }
        } else if ["tableViewController", "collectionViewController"].contains(element.name), release.archivesDefaultClearsSelection {
            // (A collection view controller's too: Apptentive's survey, Xcode 8.2.)
            archive.set("UIClearsSelectionOnViewWillAppear", bool: true, on: object)
        }
        // The navigation item is listed before the tab bar item (a tab's root of the Covid-19
        // Test app, Xcode 11.3).
        if let item = try navigationItem(of: element, listedUnder: object) {
            archive.set("UINavigationItem", reference: item, on: object)
            navigationItemsByController[object] = item
        }
        if let item = tabBarItem(of: element, listedUnder: object) {
            archive.set("UITabBarItem", reference: item, on: object)
            tabBarItemsByController[object] = item
        }
        // A table view controller's refresh control goes with its table view, in the view nib
        // (`CocoaTouchNibCompiler.refreshControl(ofRootView:)`).
        return object
    }

    /// `UIPageViewController`'s transition style, orientation, spine location and page spacing,
    /// each archived at its default too (TabPageViewController's storyboard, Xcode 10.1). No
    /// document of the corpora sets a spacing; `pageSpacing` is read for it unconfirmed.
    mutating func pageViewControllerAttributes(_ element: MarkupElement, controller: Int) {
        let transitionStyles: [String: Int64] = ["pageCurl": 0, "scroll": 1]
        let orientations: [String: Int64] = ["horizontal": 0, "vertical": 1]
        let spineLocations: [String: Int64] = ["none": 0, "min": 1, "mid": 2, "max": 3]
        archive.set("UITransitionStyle", integer: element[attribute: "transitionStyle"].flatMap { transitionStyles[$0] } ?? 0, on: controller)
        archive.set("UINavigationOrientation", integer: element[attribute: "navigationOrientation"].flatMap { orientations[$0] } ?? 0, on: controller)
        archive.set("UISpineLocation", integer: element[attribute: "spineLocation"].flatMap { spineLocations[$0] } ?? 0, on: controller)
        let spacing = element[attribute: "pageSpacing"].flatMap(Double.init) ?? 0
        if spacing == spacing.rounded() {
            archive.set("UIPageSpacing", integer: Int64(spacing), on: controller)
        } else {
            archive.set("UIPageSpacing", .double(spacing), on: controller)
        }
    }

    /// `UIRectEdge` bits by `<extendedEdge>` attribute.
    static let rectEdges: [String: Int64] = ["top": 1, "left": 2, "bottom": 4, "right": 8]

    /// The controller's extended layout: the edges it extends under bars when not all four
    /// (`<extendedEdge key="edgesForExtendedLayout"/>`, none: DuckDuckGo's blank snapshot),
    /// and whether it extends under opaque bars (DuckDuckGo's bookmarks), Xcode 13.2.
    mutating func extendedLayout(of element: MarkupElement, controller: Int) {
        if let edges = element.children(named: "extendedEdge").first(where: { $0[attribute: "key"] == "edgesForExtendedLayout" }) {
            let mask = Self.rectEdges.reduce(Int64(0)) { edges[attribute: $1.key] == "YES" ? $0 | $1.value : $0 }
            if mask != 15 { archive.set("UIKeyEdgesForExtendedLayout", integer: mask, on: controller) }
        }
        if element[attribute: "extendedLayoutIncludesOpaqueBars"] == "YES" {
            archive.set("UIKeyExtendedLayoutIncludesOpaqueBars", integer: 1, on: controller)
        }
    }
}
