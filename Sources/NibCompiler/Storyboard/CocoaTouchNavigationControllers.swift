import NibXML

/// Navigation controllers in storyboards: ibtool archives the controller's bar and its root
/// view controller inside the navigation controller's own scene nib.
extension CocoaTouchSceneCompiler {
    /// The controller a navigation controller's `rootViewController` relationship names.
    func rootViewController(of navigationController: MarkupElement) -> MarkupElement? {
        guard let destination = CocoaTouchDocumentTables.rootViewControllerID(of: navigationController) else { return nil }
        return document.markup.root.descendants().first { $0[attribute: "id"] == destination && $0[attribute: "sceneMemberID"] == "viewController" }
    }

    /// A navigation controller's bar and root view controller, archived inside its scene:
    /// the controller lists its bar, then the root (`UIChildViewControllers`,
    /// `UIViewControllers`), whose navigation item the bar shows.
    func archiveNavigationContent(of navigationController: MarkupElement, root: MarkupElement, members: [MarkupElement],
                                  navigationController object: Int, into scene: inout CocoaTouchNibCompiler) throws -> ArchivedController {
        scene.parentStack.append(object)
        defer { scene.parentStack.removeLast() }
        let bar = try archiveBars(of: navigationController, navigationController: object, into: &scene)
        let child = try archiveController(root, members: members, into: &scene, embedded: true)
        scene.archive.set("UIParentViewController", reference: object, on: child.object)
        scene.archive.set("UIChildViewControllers", reference: scene.archive.collection("NSMutableArray", [child.object]), on: object)
        scene.archive.set("UIViewControllers", reference: scene.archive.collection("NSMutableArray", [child.object]), on: object)
        if let bar {
            if let item = child.navigationItem {
                scene.archive.set("UINavigationBar", reference: bar, on: item)
                // Immutable from Xcode 9 until the iOS 13 SDK, as a bar's own items are
                // (Apptentive's, Xcode 9.2; mutable in its Xcode 8.3 build).
                let immutable = scene.release >= .xcode9 && scene.release < .xcode11
                scene.archive.set("UIItems", reference: scene.archive.collection(immutable ? "NSArray" : "NSMutableArray", [item]), on: bar)
            }
        }
        return child
    }

    /// A navigation controller's bar and toolbar, listed under it (the caller pushes it), with
    /// or without a root controller (DuckDuckGo's privacy dashboard has none, Xcode 13.2);
    /// returns the bar.
    func archiveBars(of navigationController: MarkupElement, navigationController object: Int,
                     into scene: inout CocoaTouchNibCompiler) throws -> Int? {
        let bar = navigationController.childElements.first { $0[attribute: "key"] == "navigationBar" }.map { element -> Int in
            // A bar of a class of its own is swapped in (Apptentive's progress bar, Xcode 8.3).
            let bar = scene.classedObject(element)
            // Listed before the controller's own navigation item, which it shows when it is
            // another container's child (appium's older UICatalog's iPad detail navigation
            // controllers, in all seven builds of it, Xcode 7.3.1 to 12.4), and its tab bar item
            // (a search tab's, Xcode 12.2).
            scene.list(bar, before: scene.navigationItemsByController[object] ?? scene.tabBarItemsByController[object])
            scene.navigationBarAttributes(element, object: bar, delegate: object)
            scene.archive.set("UINavigationBar", reference: bar, on: object)
            // A hidden bar is still archived (Apptentive's upgrade message, Xcode 8.3).
            if navigationController[attribute: "navigationBarHidden"] == "YES" {
                scene.archive.set("UINavigationBarHidden", bool: true, on: object)
            }
            return bar
        }
        try archiveToolbar(of: navigationController, navigationController: object, into: &scene)
        archiveBarHiding(of: navigationController, navigationController: object, into: &scene)
        return bar
    }

    /// A navigation controller's toolbar, listed after its bar (DuckDuckGo's bookmarks, which
    /// shows it with `toolbarHidden="NO"`, and privacy dashboard, which does not, Xcode 13;
    /// Apptentive's message center, Xcode 8.2 to 9.2), with flexible width and top margin and
    /// no items until a controller shows its own. UIKit places it where the document does,
    /// at a size that changed with the release (`toolbarGeometry(documentFrame:)`).
    func archiveToolbar(of navigationController: MarkupElement, navigationController object: Int,
                        into scene: inout CocoaTouchNibCompiler) throws {
        guard let element = navigationController.childElements.first(where: { $0.name == "toolbar" && $0[attribute: "key"] == "toolbar" }),
              let toolbar = try scene.compileObject(element, superview: nil) else { return }
        let geometry = scene.release.navigationToolbarGeometry(documentFrame: DocumentGeometry.rect("frame", in: element))
        scene.archive.replace("UIBounds", .data(GeometryBlob.encode([0, 0, geometry.width, geometry.height])), on: toolbar)
        scene.archive.replace("UICenter", .data(GeometryBlob.encode([geometry.x + geometry.width / 2, geometry.y + geometry.height / 2])), on: toolbar)
        scene.archive.replace("UIAutoresizingMask", .int8(10), on: toolbar)
        if element.firstChild(named: "items") == nil {
            scene.archive.set("UIItems", reference: scene.archive.collection("NSArray", []), on: toolbar)
        }
        scene.archive.set("UIToolbar", reference: toolbar, on: object)
        if navigationController[attribute: "toolbarHidden"] == "NO" { scene.archive.set("UIToolbarShown", bool: true, on: object) }
    }

    /// The bar-hiding behaviours a navigation controller's document turns on, after its bars,
    /// under the keys and in the order UIKit's encoder writes them (a shopping list's, hiding
    /// its bars when the keyboard appears, Xcode 7.3.1; the other three are unmeasured: no
    /// document of the corpora sets them).
    func archiveBarHiding(of navigationController: MarkupElement, navigationController object: Int,
                          into scene: inout CocoaTouchNibCompiler) {
        let behaviours = [
            ("hidesBarsWhenKeyboardAppears", "UINavigationControllerCondensesBarsWhenKeyboardAppears"),
            ("hidesBarsOnSwipe", "UINavigationControllerCondensesBarsOnSwipe"),
            ("hidesBarsWhenVerticallyCompact", "UINavigationControllerHidesBarsWhenVerticallyCompact"),
            ("hidesBarsOnTap", "UINavigationControllerHidesBarsOnTap"),
        ]
        for (attribute, key) in behaviours where navigationController[attribute: attribute] == "YES" {
            scene.archive.set(key, bool: true, on: object)
        }
    }
}
