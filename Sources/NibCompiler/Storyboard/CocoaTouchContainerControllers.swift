import NibXML

/// Containers of other controllers in storyboards (tab bar and split view controllers): ibtool
/// archives their children inside the container's own scene nib, as a navigation controller's
/// root (`CocoaTouchNavigationControllers`).
extension CocoaTouchSceneCompiler {
    /// The controllers `container`'s relationship segues of `relationships` name: in the
    /// order of `relationships`, each in document order (a tab bar controller's
    /// `viewControllers`; a split view controller's master, then detail).
    func relationshipDestinations(of container: MarkupElement, relationships: [String]) -> [MarkupElement] {
        let segues = container.firstChild(named: "connections")?.children(named: "segue") ?? []
        let controllers = document.markup.root.descendants().filter { $0[attribute: "sceneMemberID"] == "viewController" }
        return relationships.flatMap { relationship in
            segues.filter { $0[attribute: "relationship"] == relationship }.compactMap { $0[attribute: "destination"] }
        }.compactMap { id in controllers.first { $0[attribute: "id"] == id } }
    }

    /// A container's children, archived inside its scene as a navigation controller's root is
    /// (`UIChildViewControllers`, each child's `UIParentViewController`): a tab bar controller's
    /// tabs, also its `UIViewControllers` as `UITabBarController` encodes them; a split view
    /// controller's master and detail, whose order is all UIKit's split view reads (its own
    /// encoder adds column preferences NibForge leaves at UIKit's defaults). A child that is a
    /// navigation controller brings its bar and root view controller along, as the navigation
    /// controller's own scene does; a tab bar controller's bar is archived too, as UIKit's
    /// encoder writes it (`tabBarAttributes`). Tab bar controllers as Xcode 11.3 and 12.2
    /// archive them (a Covid-19 app's tabs of storyboard references, an iPad client's four
    /// tabs), split view controllers as UIKitCatalog's builds do. Returns every controller
    /// archived: each child, followed by its navigation root if it has one, or by its own
    /// children when it is a tab bar or split view controller (Nextcloud's split view: a
    /// navigation controller whose root is a tab bar controller).
    func archiveChildren(of container: MarkupElement, containerObject object: Int,
                         into scene: inout CocoaTouchNibCompiler) throws -> [ArchivedController] {
        let isSplit = container.name == "splitViewController"
        let relationships = isSplit ? ["masterViewController", "detailViewController"] : ["viewControllers"]
        scene.parentStack.append(object)
        defer { scene.parentStack.removeLast() }
        // A tab bar controller's bar, listed before its tabs as a navigation controller's is
        // before its root.
        let tabBar = isSplit ? nil : container.childElements.first { $0.name == "tabBar" && $0[attribute: "key"] == "tabBar" }
        let tabBarObject = tabBar.map { element -> Int in
            let bar = scene.classedObject(element)
            scene.list(bar)
            return bar
        }
        var children: [ArchivedController] = []
        var archived: [ArchivedController] = []
        for child in relationshipDestinations(of: container, relationships: relationships) {
            let compiled = try archiveKeepingSceneObjects(child, into: &scene) { members, scene in
                try archiveController(child, members: members, into: &scene, embedded: true)
            }
            scene.archive.set("UIParentViewController", reference: object, on: compiled.object)
            children.append(compiled)
            archived.append(compiled)
            if child.name == "navigationController" {
                archived += try archiveNavigationChild(child, navigationController: compiled.object, into: &scene)
            } else if Self.holdsChildren(child) {
                // A container in a container: its children come along, at any depth.
                archived += try archiveChildren(of: child, containerObject: compiled.object, into: &scene)
            }
        }
        if isSplit, let listed = scene.childrenByParent[object] {
            // A split view's nib lists its children last first (UIKitCatalog's detail before its
            // master, in every build, Xcode 11.0 to 15.3), each one's objects after both.
            let childObjects = Set(children.map(\.object))
            var reversed = listed.filter(childObjects.contains).reversed().makeIterator()
            scene.childrenByParent[object] = listed.map { childObjects.contains($0) ? reversed.next() ?? $0 : $0 }
        }
        if !children.isEmpty {
            scene.archive.set("UIChildViewControllers", reference: scene.archive.collection("NSMutableArray", children.map(\.object)), on: object)
        }
        if let tabBar, let tabBarObject {
            let items = children.compactMap { scene.tabBarItemsByController[$0.object] }
            scene.tabBarAttributes(tabBar, object: tabBarObject, delegate: object, items: items)
            scene.archive.set("UITabBar", reference: tabBarObject, on: object)
            // Every tab customizable, as UIKit makes them when it is given its tabs (the Covid-19
            // Test app's tab bar controller, Xcode 11.3).
            if !children.isEmpty {
                scene.archive.set("UICustomizableViewControllers", reference: scene.archive.collection("NSMutableArray", children.map(\.object)), on: object)
            }
        }
        if !children.isEmpty {
            // A split view controller's as an immutable array before iOS 14's columns
            // (UIKitCatalog's, Xcode 11.2; none in 15.0's build, which states the primary
            // column's edge instead; 12 and 13 unmeasured, taken as 15).
            if !isSplit || scene.release < .xcode12 {
                let viewControllers = scene.archive.collection(isSplit ? "NSArray" : "NSMutableArray", children.map(\.object))
                scene.archive.set("UIViewControllers", reference: viewControllers, on: object)
            }
        }
        // iOS 14's column style (Interface Builder's Double Column, `allowDoubleColumnStyle`):
        // `UISplitViewControllerStyle` 1, the key UIKit's split view encodes and decodes (its
        // panel implementation; UISplitViewControllerStyleDoubleColumn), which places the
        // master in the primary column and the detail in the secondary one. A classic split
        // view archives no style: UIKit decodes a missing one as unspecified.
        if isSplit, container[attribute: "allowDoubleColumnStyle"] == "YES" {
            scene.archive.set("UISplitViewControllerStyle", integer: 1, on: object)
        }
        // iOS 14's primary column edge, leading (UIKitCatalog's split view, Xcode 15.0; no
        // document of the corpora or the 1,370 public ones sets another).
        if isSplit, scene.release >= .xcode12 { scene.archive.set("UISplitViewControllerPrimaryEdge", integer: 0, on: object) }
        return archived
    }

    /// A navigation controller that is a container's child (a tab, a split view column): its
    /// bar, and its root view controller with the root's other scene objects (kept alive by
    /// it), inside the container's scene. Before this, such a tab reached the nib without
    /// either: on a device it showed an empty navigation stack, and the root view controller
    /// was in no nib at all (a relationship's destination gets no scene nib of its own).
    /// Returns the root, if there is one.
    private func archiveNavigationChild(_ tab: MarkupElement, navigationController object: Int,
                                        into scene: inout CocoaTouchNibCompiler) throws -> [ArchivedController] {
        guard let root = rootViewController(of: tab) else {
            scene.parentStack.append(object)
            defer { scene.parentStack.removeLast() }
            _ = try archiveBars(of: tab, navigationController: object, into: &scene)
            return []
        }
        let child = try archiveKeepingSceneObjects(root, into: &scene) { members, scene in
            try archiveNavigationContent(of: tab, root: root, members: members, navigationController: object, into: &scene)
        }
        // A root that is itself a tab bar or split view controller brings its children; one that
        // is a navigation controller its bar and root (appium's older UICatalog's iPad detail:
        // a navigation controller whose root is another, archived whole in the split view's nib,
        // Xcode 7.3.1 to 12.4).
        if root.name == "navigationController" {
            return try [child] + archiveNavigationChild(root, navigationController: child.object, into: &scene)
        }
        return try [child] + (Self.holdsChildren(root) ? archiveChildren(of: root, containerObject: child.object, into: &scene) : [])
    }

    /// True for the containers `archiveChildren` archives the children of: tab bar and split
    /// view controllers.
    static func holdsChildren(_ controller: MarkupElement) -> Bool {
        controller.name == "tabBarController" || controller.name == "splitViewController"
    }

    /// Archives `controller` through `archive` (given the members of its scene) after the other
    /// objects of its scene (gesture recognizers...), which become top-level objects of `scene`
    /// kept alive by the controller, as ibtool keeps a root's or a tab's.
    private func archiveKeepingSceneObjects(_ controller: MarkupElement, into scene: inout CocoaTouchNibCompiler,
                                            _ archive: ([MarkupElement], inout CocoaTouchNibCompiler) throws -> ArchivedController) throws -> ArchivedController {
        let members = controller.parent.map { Array($0.childElements) } ?? []
        let others = try compileSceneObjects(members, besides: controller, into: &scene)
        scene.topLevelObjects += others
        let archived = try archive(members, &scene)
        if !others.isEmpty {
            scene.keptAliveByController[archived.object] = others
            scene.archive.set("UITopLevelObjectsToKeepAliveFromStoryboard", reference: scene.archive.collection("NSArray", others), on: archived.object)
        }
        return archived
    }
}
