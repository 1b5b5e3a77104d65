import NibDocument

/// Seed 002's advice as a tool: find what a nib creates at load but does not show, and the
/// split that would create it on first use instead.
///
/// Shown at load are windows and panels visible at launch, the main menu, and what File's
/// Owner's `view` or `window` outlet names (the controller's own view or window). Created but
/// not shown are windows and panels not visible at launch, menus outside the main menu, and
/// top-level views that only controllers hold while something else is the shown view. A
/// top-level controller joins a group when it has connections with that group and with no
/// other group and no shown object (placeholders and other controllers aside). The owner
/// proposed for the split is the object outside the group with the most connections to it.
///
/// ```swift
/// let advice = LazyLoadingAdvisor.advise(try InterfaceDocument(parsing: bytes, path: path))
/// for group in advice.groups where group.splitKeepsEveryConnection { ... }
/// ```
public enum LazyLoadingAdvisor {
    /// The groups of `document` (a `.xib`; a storyboard's scenes already load on their own
    /// and give no groups).
    public static func advise(_ document: InterfaceDocument) -> LazyLoadingAdvice {
        let created = document.objects.filter { $0.placeholder == nil }.count
        guard document.kind == .xib else { return LazyLoadingAdvice(document: document, objectsAtLoad: created, groups: [], wholeDocumentGroup: nil) }
        let shownByOwner = Set(ownerShownObjects(document))
        var candidates: [(kind: LoadTimeGroup.Kind, root: Int)] = []
        let hasShownView = !shownByOwner.isEmpty || document.topLevelObjects.contains { isShownWindow(document.objects[$0]) }
        for index in document.topLevelObjects where !shownByOwner.contains(index) {
            let object = document.objects[index]
            guard object.placeholder == nil else { continue }
            switch object.elementName {
            case "window", "panel":
                if object.element[attribute: "visibleAtLaunch"] == "NO" {
                    candidates.append((isSheet(index, in: document) ? .sheet : object.elementName == "panel" ? .panel : .window, index))
                }
            case "menu":
                if object.element[attribute: "systemMenu"] != "main" { candidates.append((.menu, index)) }
            default:
                if hasShownView, isView(object), heldOnlyByControllers(index, in: document) { candidates.append((.view, index)) }
            }
        }
        // Which candidate each object belongs to (itself or an ancestor).
        var groupOf: [Int: Int] = [:]
        for (position, candidate) in candidates.enumerated() {
            for member in document.subtree(of: [candidate.root]) { groupOf[member] = position }
        }
        var controllersOf: [[Int]] = Array(repeating: [], count: candidates.count)
        for index in document.topLevelObjects where isController(document.objects[index]) {
            var touched = Set<Int>()
            var usable = true
            for connection in document.connections where connection.source == index || connection.destination == index {
                guard let other = connection.source == index ? connection.destination : connection.source, other != index else { continue }
                if let group = groupOf[other] {
                    touched.insert(group)
                } else if document.objects[other].placeholder == nil && !DocumentCut.isSharedInstance(document.objects[other])
                            && !isController(document.objects[topLevelAncestor(of: other, in: document)]) {
                    usable = false
                }
            }
            if usable, touched.count == 1, let group = touched.first { controllersOf[group].append(index) }
        }
        let groups = candidates.enumerated().map { position, candidate -> LoadTimeGroup in
            let roots = [candidate.root] + controllersOf[position]
            let owner = proposedOwner(for: roots, in: document)
            return LoadTimeGroup(kind: candidate.kind, visualRoot: candidate.root, controllers: controllersOf[position],
                                 cut: DocumentCut(document: document, roots: roots, owner: owner))
        }
        // A group that is everything the nib creates is already loaded on its own.
        let whole = groups.filter { $0.cut.movedObjectCount == created }
        return LazyLoadingAdvice(document: document, objectsAtLoad: created,
                                 groups: groups.filter { $0.cut.movedObjectCount < created }, wholeDocumentGroup: whole.first)
    }

    /// The objects File's Owner's `view` and `window` outlets name: shown when the owner
    /// (a view or window controller) loads the nib.
    static func ownerShownObjects(_ document: InterfaceDocument) -> [Int] {
        document.connections.compactMap { connection in
            guard document.objects[connection.source].placeholder == .filesOwner,
                  case .outlet(let property) = connection.kind, property == "view" || property == "window" else { return nil }
            return connection.destination
        }
    }

    private static func isShownWindow(_ object: InterfaceObject) -> Bool {
        (object.elementName == "window" || object.elementName == "panel") && object.element[attribute: "visibleAtLaunch"] != "NO"
    }

    /// A window is a sheet when an outlet to it, its label or its title says "sheet".
    private static func isSheet(_ index: Int, in document: InterfaceDocument) -> Bool {
        let object = document.objects[index]
        if [object.userLabel, object.element[attribute: "title"]].contains(where: { $0?.lowercased().contains("sheet") == true }) { return true }
        return document.connections.contains { connection in
            connection.destination == index && connection.label.lowercased().contains("sheet")
        }
    }

    /// Controllers: custom objects and every `...Controller` element, except the shared user
    /// defaults controller (every nib may have its own copy; it loads nothing).
    static func isController(_ object: InterfaceObject) -> Bool {
        object.placeholder == nil && !DocumentCut.isSharedInstance(object)
            && (object.elementName == "customObject" || object.elementName.hasSuffix("Controller"))
    }

    private static let nonViewElements: Set<String> = [
        "customObject", "window", "panel", "menu", "menuItem", "toolbar", "toolbarItem", "userDefaultsController",
        "numberFormatter", "dateFormatter", "gestureRecognizer", "tapGestureRecognizer", "panGestureRecognizer",
        "swipeGestureRecognizer", "pinchGestureRecognizer", "rotationGestureRecognizer",
        "longPressGestureRecognizer", "screenEdgePanGestureRecognizer", "barButtonItem", "navigationItem", "tabBarItem",
        "searchDisplayController", "placeholder", "touchBar", "popover", "viewControllerPlaceholder",
    ]

    private static func isView(_ object: InterfaceObject) -> Bool {
        !nonViewElements.contains(object.elementName) && !isController(object) && !object.elementName.hasSuffix("Cell")
            && !object.elementName.hasSuffix("Formatter") && !object.elementName.hasSuffix("Recognizer")
    }

    /// A view that something refers to, and only controllers (or File's Owner) do.
    private static func heldOnlyByControllers(_ index: Int, in document: InterfaceDocument) -> Bool {
        var held = false
        for connection in document.connections where connection.destination == index {
            let source = document.objects[connection.source]
            guard source.placeholder == .filesOwner || isController(source) else { return false }
            held = true
        }
        return held
    }

    private static func topLevelAncestor(of index: Int, in document: InterfaceDocument) -> Int {
        var current = index
        while let parent = document.objects[current].parent { current = parent }
        return current
    }

    /// The object outside the group with the most connections to it; File's Owner when
    /// none has any (or on a tie).
    private static func proposedOwner(for roots: [Int], in document: InterfaceDocument) -> Int {
        let filesOwner = document.objects.firstIndex { $0.placeholder == .filesOwner }
        let members = Set(document.subtree(of: roots))
        var counts: [Int: Int] = [:]
        for connection in document.connections {
            guard let destination = connection.destination else { continue }
            let sourceInside = members.contains(connection.source)
            guard sourceInside != members.contains(destination) else { continue }
            let other = sourceInside ? destination : connection.source
            let object = document.objects[other]
            if let placeholder = object.placeholder, placeholder != .filesOwner { continue }
            // Something inside a shown window cannot load a nib; its top-level controller can.
            guard object.placeholder == .filesOwner || isController(object) else { continue }
            counts[other, default: 0] += 1
        }
        let best = counts.max { left, right in
            left.value != right.value ? left.value < right.value : (left.key == filesOwner ? false : right.key == filesOwner || left.key > right.key)
        }
        return best?.key ?? filesOwner ?? roots[0]
    }
}

/// The advisor's answer for one document.
public struct LazyLoadingAdvice {
    public let document: InterfaceDocument
    /// Objects a load of the whole document creates (placeholders are not created).
    public let objectsAtLoad: Int
    /// The groups created but not shown, in document order.
    public let groups: [LoadTimeGroup]
    /// A group that is everything the document creates (a sheet's own nib, say): the
    /// document is already the lazily loaded part, and there is nothing to split.
    public let wholeDocumentGroup: LoadTimeGroup?
}
