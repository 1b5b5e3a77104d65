import NibDocument
import NibXML

/// Which controllers of a Cocoa Touch storyboard get a scene nib of their own, which are
/// archived inside their container's, and which get no nib at all.
struct CocoaTouchSceneReachability {
    /// Controllers that are the root of a container (a relationship segue's destination) and
    /// have no storyboard identifier: archived inside their container's scene nib, they get
    /// their view nib but no scene nib of their own. One another segue leads to too keeps its
    /// own, which that segue's template names (appium's older UICatalog's iPad storyboard: a
    /// navigation controller that is the split view's detail root and a replace segue's
    /// destination, a nib of its own in every build).
    private(set) var inlinedControllerIDs: Set<String> = []
    /// Controllers nothing reaches — no storyboard identifier, not the entry point, no segue's
    /// destination — and those archived only inside such containers: ibtool warns that such a
    /// scene is unreachable and leaves it out (a Flutter app's spare scene, Xcode 10.1), a
    /// storyboard reference's too, with its `Info.plist` entry (the Covid-19 Test app's
    /// unconfigured reference, Xcode 11.3).
    private(set) var unreachableControllerIDs: Set<String> = []

    /// Nothing inlined, nothing left out (a Cocoa storyboard).
    init() {}

    /// The reachability of `root`'s scenes.
    init(storyboard root: MarkupElement) {
        let segues = root.descendants().filter { $0.name == "segue" }
        let destinations = Set(segues.compactMap { $0[attribute: "destination"] })
        let entryPoint = root[attribute: "initialViewController"]
        for scene in root.firstChild(named: "scenes")?.children(named: "scene") ?? [] {
            guard let controller = scene.firstChild(named: "objects")?.childElements.first(where: { $0[attribute: "sceneMemberID"] == "viewController" }),
                  let id = controller[attribute: "id"] else { continue }
            if StoryboardIdentifier.of(controller) == nil, id != entryPoint, !destinations.contains(id) { unreachableControllerIDs.insert(id) }
        }
        var identified: Set<String> = []
        for element in root.descendants() where StoryboardIdentifier.of(element) != nil {
            if let id = element[attribute: "id"] { identified.insert(id) }
        }
        let relationships = segues.filter { $0[attribute: "kind"] == "relationship" }
        let segueDestinations = Set(segues.filter { $0[attribute: "kind"] != "relationship" }.compactMap { $0[attribute: "destination"] })
        // The entry point keeps a nib of its own, whatever container it is the root of: a
        // navigation controller nothing reaches is left out around it (CarSwaddleUI's tweak and
        // code storyboards, Xcode 10.1 to 11.3: the initial controller's scene nib alone).
        for segue in relationships {
            if let destination = segue[attribute: "destination"], destination != entryPoint, !identified.contains(destination),
               !segueDestinations.contains(destination) {
                inlinedControllerIDs.insert(destination)
            }
        }
        // A controller archived only inside unreachable containers goes with them.
        var grew = true
        while grew {
            grew = false
            for id in inlinedControllerIDs where !unreachableControllerIDs.contains(id) {
                let containers = relationships.filter { $0[attribute: "destination"] == id }.compactMap { $0.parent?.parent?[attribute: "id"] }
                if !containers.isEmpty, containers.allSatisfy(unreachableControllerIDs.contains) {
                    unreachableControllerIDs.insert(id)
                    grew = true
                }
            }
        }
    }
}
