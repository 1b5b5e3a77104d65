import NibXML

/// UIKit's runtime connections: outlets, outlet collections and actions.
extension CocoaTouchNibCompiler {
    /// `UIControlEvents` bits by document event name.
    static let eventMasks: [String: Int64] = [
        "touchDown": 1, "touchDownRepeat": 2, "touchDragInside": 4, "touchDragOutside": 8, "touchDragEnter": 16,
        "touchDragExit": 32, "touchUpInside": 64, "touchUpOutside": 128, "touchCancel": 256,
        "valueChanged": 4096, "primaryActionTriggered": 8192, "editingDidBegin": 65536, "editingChanged": 131_072,
        "editingDidEnd": 262_144, "editingDidEndOnExit": 524_288,
    ]

    /// The runtime connections in ibtool's order.
    ///
    /// Xcode 7 to 10 group them by kind: actions by selector, outlet collections (by name in
    /// Xcode 7 and 8, in document order in 9 and 10), then outlets by label, the generated ones
    /// (`view`, `sceneViewController`, `storyboard`...) and the `leading` ones among them. Xcode 11 and
    /// later put outlets and collections before actions and order them by source
    /// (`sourceOrder`), `leading` first, except that Xcode 11.7 and 12 order a xib's outlets by
    /// label, then its actions (TLPhotoPicker's picker in Xcode 12.1's build), and Xcode 11.0 to
    /// 11.6 and 13 order a xib as a storyboard's view nib (below). A storyboard's scene nib is ordered by
    /// name instead: outlets (with the `generatedOutlets` such as `sceneViewController`) by
    /// label, then actions by selector, as every scene nib of the corpus is; its view nibs
    /// likewise, after their outlet collections; a prototype cell's nib by name too before
    /// Xcode 13 (QBImagePicker's asset cell, 11.2). Outlet collections of one source and property
    /// are archived as one connection (Xcode 8.3's Apptentive banner, Xcode 13).
    mutating func orderedConnections(_ pending: [(element: MarkupElement, source: Int)], listing: [Int], lateSources: Set<Int>,
                                     leading labelledLeading: [(connection: Int, label: String)] = [],
                                     generatedOutlets: [(connection: Int, label: String)]) throws -> [Int] {
        let leading = labelledLeading.map(\.connection)
        guard release >= .xcode11 else {
            let kindOrder = ["action", "outletCollection", "outlet"]
            // A segue a bar button item or control performs is an action (`perform:`) among
            // the others by selector (FoodTracker's save button between its cancel button's
            // `cancelButton:` and its tap recogniser's `selectImageFromPhotoLibrary:`, 7.2).
            func kind(_ element: MarkupElement) -> Int {
                Self.isEvent(element) ? 0 : kindOrder.firstIndex(of: element.name) ?? kindOrder.count
            }
            let ordered = foldingOutletCollections(pending).enumerated().sorted { left, right in
                let leftKind = kind(left.element.element)
                let rightKind = kind(right.element.element)
                // Xcode 8 orders each kind by name (Fusuma's album view in Xcode 8.1's build);
                // Xcode 9 and 10 order outlets by name across their sources (SimpleImageViewer's
                // scroll view delegate among File's Owner's outlets in Xcode 10.0's build) and
                // actions by selector (Apptentive's message center, Xcode 9.2), and keep the
                // document's order for outlet collections (Chatto's input bar's, Xcode 10.0).
                func label(_ element: MarkupElement) -> String {
                    release >= .xcode9 && element.name == "outletCollection" ? "" : Self.connectionLabel(element)
                }
                return (leftKind, label(left.element.element), left.offset) < (rightKind, label(right.element.element), right.offset)
            }.map(\.element)
            // The generated outlets (`sceneViewController`, `storyboard`, a view nib's `view`)
            // are outlets like the document's, in their place by name: after a scene's actions
            // (Apptentive's banner, Xcode 8.3), `view` before `webView`; after the document's of
            // the same name in Xcode 8 (the controller's own `view` outlet in Apptentive's
            // upgrade message, 8.3), before them in Xcode 9 and 10 (the same, 9.2).
            // An embed segue's `containerView` outlet is one of them too (MapboxNavigation's map
            // view among its outlets by name, Xcode 9.2).
            func isNamedOutlet(_ element: MarkupElement) -> Bool { element.name == "outlet" || Self.isEmbedSegue(element) }
            let documentOutlets = ordered.filter { isNamedOutlet($0.element) }
            let documentOthers = ordered.filter { !isNamedOutlet($0.element) }
            var named: [(connection: Int, label: String)] = []
            for outlet in documentOutlets {
                named += try compileConnections([outlet]).map { ($0, Self.connectionLabel(outlet.element)) }
            }
            // Before Xcode 11 a view nib leads with its static table's data source, before its
            // actions and its outlets by name (appium's older UICatalog, all nine static tables,
            // as Xcode 7.3.1, 8.2.1, 9.2 and 9.3 built it; not 11.3; Xcode 10 unmeasured).
            let leadsWithDataSource = release < .xcode11
            let first = leadsWithDataSource ? labelledLeading.filter { $0.label == "staticDataSource" } : []
            let generated = labelledLeading.filter { !leadsWithDataSource || $0.label != "staticDataSource" } + generatedOutlets
            return try first.map(\.connection) + compileConnections(documentOthers)
                + Self.byName(release < .xcode9 ? named + generated : generated + named)
        }
        // A view nib lists its upstream placeholders in their numbered order by now, and orders
        // outlets of one name by it, the controller's among them (DuckDuckGo's main view:
        // the controller's `containerView`, placeholder 1, before two embed segues').
        let ordered = Self.sourceOrder(foldingOutletCollections(pending), listing: listing,
                                       lateSources: ordersViewNibConnections ? [] : lateSources)
        let outlets = ordered.filter { !Self.isEvent($0.element) }
        let actions = ordered.filter { Self.isEvent($0.element) }
        func label(_ item: (element: MarkupElement, source: Int)) -> String { Self.connectionLabel(item.element) }
        if ordersViewNibConnections {
            // A storyboard view nib: outlet collections first, then the leading connections
            // (`staticDataSource`), then every outlet by name (the generated `view` and
            // `selectionSegueTemplate` among them), then actions by name. Outlets of one name
            // keep their sources' listing order; actions of one name put bar items' first, then
            // controls' in listing order (DuckDuckGo's tab switcher: toolbar items before
            // buttons; its home row: a shallower button's `dismiss` before a deeper one's).
            //
            // Before Xcode 13 (11.0 to 11.6 xibs, 11 and 12 storyboard view nibs) connections
            // of one name go by their document ids instead: measured on SwiftPasscodeLock's ten
            // `passcodeSignButtonTap:` actions (an 11.4 xib); the view nibs of 11 and 12 share
            // the rule, unmeasured there.
            //
            // From Xcode 15 actions go by the events they send for first (`byEventAndName`): a tip
            // calculator's three percentage buttons' `tipSelected:` (touch up inside) before its
            // stepper's `stepperClicked:` (value changed), 15.2, where Xcode 13.2.1 still orders
            // DuckDuckGo's omnibar by name across buttons, a text field and tap recognisers. (Their
            // sources' classes would order the calculator alike; Xcode 14 is unmeasured.)
            let collections = viewNibCollectionOrder(outlets.filter { $0.element.name == "outletCollection" }, pending: pending)
            func byDocumentID(_ items: [(element: MarkupElement, source: Int)]) -> [(element: MarkupElement, source: Int)] {
                release >= .xcode13 ? items : items.sorted { ($0.element[attribute: "id"] ?? "") < ($1.element[attribute: "id"] ?? "") }
            }
            var named: [(connection: Int, label: String)] = generatedOutlets
            for outlet in byDocumentID(outlets) where outlet.element.name != "outletCollection" {
                named += try compileConnections([outlet]).map { ($0, label(outlet)) }
            }
            var namedActions: [(connection: Int, label: String)] = []
            let fromControls = actions.filter { $0.element.parent?.parent.map(Self.isControl) == true }
            let actionOrder = release >= .xcode13 ? actions.filter({ $0.element.parent?.parent.map(Self.isControl) != true }) + fromControls : byDocumentID(actions)
            for action in actionOrder {
                namedActions += try compileConnections([action]).map { ($0, label(action)) }
            }
            let actionsInOrder = release >= .xcode15 ? Self.byEventAndName(namedActions, in: archive) : Self.byName(namedActions)
            return try compileConnections(collections) + leading + Self.byName(named) + actionsInOrder
        }
        guard sortsConnectionsByName || release.sortsXibConnectionsByName else {
            // The outlets keep their sources' order; a generated one (an Xcode 13 prototype
            // cell's `selectionSegueTemplate`; unmeasured there) goes before the first whose
            // label sorts after its own, as it falls by name in Xcode 11.2 (QBImagePicker's
            // album cell).
            var generated = generatedOutlets.sorted { $0.label < $1.label }
            var merged: [Int] = []
            for outlet in outlets {
                while let next = generated.first, next.label < label(outlet) { merged.append(generated.removeFirst().connection) }
                merged += try compileConnections([outlet])
            }
            return try leading + merged + generated.map(\.connection) + compileConnections(actions)
        }
        var named: [(connection: Int, label: String)] = generatedOutlets
        for outlet in outlets { named += try compileConnections([outlet]).map { ($0, label(outlet)) } }
        var namedActions: [(connection: Int, label: String)] = []
        for action in actions { namedActions += try compileConnections([action]).map { ($0, label(action)) } }
        return leading + Self.byName(named) + Self.byName(namedActions)
    }

    /// Event connections ordered by the events they send for (none first: bar button items'
    /// and gesture recognizers'), then by label, in their given order between equal ones.
    static func byEventAndName(_ items: [(connection: Int, label: String)], in archive: ArchiveWriter) -> [Int] {
        let keyed = items.enumerated().map { (mask: archive.integer("UIEventMask", of: $0.element.connection) ?? 0, item: $0.element, offset: $0.offset) }
        return keyed.sorted { ($0.mask, $0.item.label, $0.offset) < ($1.mask, $1.item.label, $1.offset) }.map(\.item.connection)
    }

    /// Connections ordered by label, in their given order between equal labels.
    static func byName(_ items: [(connection: Int, label: String)]) -> [Int] {
        items.enumerated().sorted { ($0.element.label, $0.offset) < ($1.element.label, $1.offset) }.map(\.element.connection)
    }

    /// The pending connections with each outlet collection's connections (same source and
    /// property) folded into its first: ibtool archives one connection holding every
    /// destination (`collectionDestinations` gives the others, in document order).
    mutating func foldingOutletCollections(_ pending: [(element: MarkupElement, source: Int)]) -> [(element: MarkupElement, source: Int)] {
        var result: [(element: MarkupElement, source: Int)] = []
        for item in pending {
            if item.element.name == "outletCollection",
               let first = result.first(where: { $0.element.name == "outletCollection" && $0.source == item.source
                   && $0.element[attribute: "property"] == item.element[attribute: "property"] }) {
                collectionDestinations[first.element, default: []].append(item.element)
                continue
            }
            result.append(item)
        }
        return result
    }

    /// The label of the runtime connection a document connection becomes: an outlet's property,
    /// an action's selector, `perform:` for a segue an object performs, `containerView` for an
    /// embed segue (its template's outlet).
    static func connectionLabel(_ element: MarkupElement) -> String {
        if element.name == "segue" { return element[attribute: "kind"] == "embed" ? "containerView" : "perform:" }
        return element[attribute: "property"] ?? element[attribute: "selector"] ?? ""
    }

    /// True for connections that send an event: actions, and segues a control performs.
    static func isEvent(_ element: MarkupElement) -> Bool {
        element.name == "action" || (element.name == "segue" && !isEmbedSegue(element))
    }

    /// True for an embed segue, which connects its template to the container view
    /// (`containerView`), an outlet, where other segues are performed as actions.
    static func isEmbedSegue(_ element: MarkupElement) -> Bool {
        element.name == "segue" && element[attribute: "kind"] == "embed"
    }

    /// True for a segue a table or collection cell starts itself (not a control inside it):
    /// the storyboard compiler connects those.
    static func isCellSegue(_ segue: MarkupElement) -> Bool {
        ["tableViewCell", "collectionViewCell"].contains(segue.parent?.parent?.name ?? "")
    }

    /// True for the document elements that are `UIControl`s (they send for an event mask).
    static func isControl(_ element: MarkupElement) -> Bool {
        ["button", "switch", "slider", "segmentedControl", "textField", "stepper", "datePicker", "pageControl"].contains(element.name)
    }

    /// A storyboard view nib's outlet collections in the order it writes them (and numbers the
    /// placeholders they reach): as given before Xcode 13; from Xcode 13 collections of one name
    /// together, names in the order the document first gives them, each by its first
    /// connection's id (DuckDuckGo's omnibar, 13.2: three views' `gestureRecognizers` by id, then
    /// `trackerIcons` before `trackerIconConstraints`, as written; Omise's card form, 13.2.1: the
    /// controller's `formLabels` before the views' `gestureRecognizers`, so the controller's
    /// placeholder is numbered first).
    func viewNibCollectionOrder(_ collections: [(element: MarkupElement, source: Int)],
                                pending: [(element: MarkupElement, source: Int)]) -> [(element: MarkupElement, source: Int)] {
        guard release >= .xcode13 else { return collections }
        let documentOrder = pending.map { $0.element[attribute: "property"] ?? "" }
        func key(_ item: (element: MarkupElement, source: Int)) -> (Int, String) {
            (documentOrder.firstIndex(of: item.element[attribute: "property"] ?? "") ?? .max, item.element[attribute: "id"] ?? "")
        }
        return collections.sorted { key($0) < key($1) }
    }

    /// Xcode 13's order of `pending` connections: outlets and collections before actions;
    /// within each, by their source's place in `listing`, `lateSources` after the others,
    /// document order between connections of one source.
    static func sourceOrder(_ pending: [(element: MarkupElement, source: Int)], listing: [Int],
                            lateSources: Set<Int>) -> [(element: MarkupElement, source: Int)] {
        let position = Dictionary(listing.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        func key(_ item: (offset: Int, element: (element: MarkupElement, source: Int))) -> (Int, Int, Int, Int) {
            (isEvent(item.element.element) ? 1 : 0, lateSources.contains(item.element.source) ? 1 : 0,
             position[item.element.source] ?? Int.max, item.offset)
        }
        return pending.enumerated().sorted { key($0) < key($1) }.map(\.element)
    }

    /// Compiles connection elements in the order given; in a storyboard nib, those whose
    /// destination lies in another nib are skipped.
    mutating func compileConnections(_ ordered: [(element: MarkupElement, source: Int)]) throws -> [Int] {
        var connections: [Int] = []
        for (element, source) in ordered {
            // A segue's destination is a scene, never in this nib: it is reached through its template.
            if !requiresResolvableConnections, element.name != "segue" {
                let target = element[attribute: "destination"] ?? ""
                if objectsByID[target] == nil { continue }
            }
            switch element.name {
            case "outlet":
                connections.append(outlet(source: source, destination: try destination(element, attribute: "destination"),
                                          label: element[attribute: "property"] ?? ""))
            case "outletCollection":
                // The destinations are archived inside a mutable array whatever the outlet's
                // class (Apptentive's gesture recognizers, an NSArray, in Xcode 8.3; every
                // collection of Xcode 13).
                let collectionClass = element[attribute: "collectionClass"] ?? "NSArray"
                let folded = [element] + (collectionDestinations[element] ?? [])
                let members = archive.collection("NSMutableArray", try folded.map { try destination($0, attribute: "destination") })
                let connection = outlet(source: source, destination: members, label: element[attribute: "property"] ?? "",
                                        className: "UIRuntimeOutletCollectionConnection")
                archive.set("runtimeCollectionClassName", string: collectionClass, on: connection)
                archive.set("addsContentToExistingCollection", bool: element[attribute: "appends"] == "YES", on: connection)
                connections.append(connection)
            case "action":
                let connection = outlet(source: source, destination: try destination(element, attribute: "destination"),
                                        label: element[attribute: "selector"] ?? "", className: "UIRuntimeEventConnection")
                // Controls send for an event; bar button items and gesture recognizers have none.
                if let mask = element[attribute: "eventType"].flatMap({ Self.eventMasks[$0] }) {
                    archive.set("UIEventMask", integer: mask, on: connection)
                }
                connections.append(connection)
            case "segue":
                // A control, bar button item or gesture recognizer performs the segue it starts
                // through the template's placeholder (`perform:`); controllers' and cells'
                // segues are connected by the storyboard compiler.
                guard let template = element[attribute: "id"].flatMap({ objectsByID[$0] }),
                      !Self.isCellSegue(element) else { continue }
                if element[attribute: "kind"] == "embed" {
                    // An embed segue's template learns its container view instead.
                    connections.append(outlet(source: template, destination: source, label: "containerView"))
                    continue
                }
                let connection = outlet(source: source, destination: template, label: "perform:", className: "UIRuntimeEventConnection")
                if element.parent?.parent.map(Self.isControl) == true {
                    archive.set("UIEventMask", integer: Self.eventMasks["touchUpInside"] ?? 64, on: connection)
                }
                connections.append(connection)
            default:
                continue
            }
        }
        return connections
    }

    /// A runtime connection of `className` (an outlet unless told otherwise): `UILabel`,
    /// `UISource`, `UIDestination`.
    mutating func outlet(source: Int, destination: Int, label: String, className: String = "UIRuntimeOutletConnection") -> Int {
        let connection = archive.object(className)
        archive.set("UILabel", string: label, on: connection)
        archive.set("UISource", reference: source, on: connection)
        archive.set("UIDestination", reference: destination, on: connection)
        return connection
    }

    /// The object a connection's `attribute` id names.
    func destination(_ element: MarkupElement, attribute: String) throws -> Int {
        guard let id = element[attribute: attribute] else {
            throw diagnostic("<\(element.name)> has no \(attribute)", at: element)
        }
        guard let object = (attribute == "firstItem" || attribute == "secondItem" ? constraintItemOverrides[id] : nil) ?? objectsByID[id] else {
            throw diagnostic("<\(element.name)> \(attribute) '\(id)' names no object in this document", at: element)
        }
        return object
    }
}
