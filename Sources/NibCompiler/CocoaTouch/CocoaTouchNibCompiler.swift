import NibArchive
import NibCore
import NibDocument
import NibXML

/// Compiles the objects of a Cocoa Touch (UIKit) document into a NIBArchive whose root holds
/// the `UINib*Key` arrays UIKit's `UINib` reads, as the `CocoaTouchRelease` chosen writes them.
///
/// Placeholders become `UIProxyObject`s (`UIProxiedObjectIdentifier`), custom classes
/// `UIClassSwapper`s, connections `UIRuntimeOutletConnection` / `UIRuntimeEventConnection`
/// (with `UIEventMask`) / `UIRuntimeOutletCollectionConnection`, and user-defined runtime
/// attributes `UINibKeyValuePair`s. Objects are listed (`UINibObjectsKey`) and connected in
/// ibtool's order: each object, then its constraints, then what it contains.
struct CocoaTouchNibCompiler {
    let document: InterfaceDocument
    let options: CompileOptions
    let release: CocoaTouchRelease
    var archive: ArchiveWriter
    var objectsByID: [String: Int] = [:]
    /// The objects listed at the top of the nib, in document order (`UINibObjectsKey` starts with them).
    var rootObjects: [Int] = []
    /// The objects listed under each object: its constraints, subviews and owned objects.
    var childrenByParent: [Int: [Int]] = [:]
    /// Each storyboard controller's navigation item.
    var navigationItemsByController: [Int: Int] = [:]
    /// Each controller's tab bar item, for its tab bar controller's bar.
    var tabBarItemsByController: [Int: Int] = [:]
    /// The scene objects (gesture recognizers, search display controllers...) a container's
    /// child keeps alive, by the child: listed before the child's storyboard proxy before
    /// Xcode 13 (`CocoaTouchSceneCompiler.adopt`).
    var keptAliveByController: [Int: [Int]] = [:]
    /// Views whose constraints vary by trait collection.
    var traitStorages: [TraitStorage] = []
    /// Constraints whose constants vary by size class (Xcode 13).
    var constantVariations: [ConstantVariation] = []
    /// Views whose constraint sets vary by size class (Xcode 13).
    var constraintSetVariations: [ConstraintSetVariation] = []
    /// View properties that vary by size class (Xcode 13).
    var propertyVariations: [PropertyVariation] = []
    /// The `<color>` elements naming an asset catalog colour compiled for a nib below iOS 13
    /// (`catalogColorTraitStorages`).
    var catalogColorUses: [MarkupElement] = []
    /// The blank guides listed in place of UIKit's own (safe area, scroll view guides).
    var blankLayoutGuides: Set<Int> = []
    /// The objects that are views.
    var viewObjects: Set<Int> = []
    /// The controller layout guides appended to each root view's subviews.
    var layoutGuidesByView: [Int: [Int]] = [:]
    /// Each collection view's compiled flow layout.
    var collectionLayouts: [Int: Int] = [:]
    /// The content view ibtool made for each collection view cell (`collectionViewCellContent`).
    var cellContentViews: [Int: Int] = [:]
    /// Synthetic content views left unpinned because they hold nothing (Xcode 13).
    var unpinnedContentViews: Set<Int> = []
    /// Each segue template's class name, by object.
    var segueTemplateClassNames: [Int: String] = [:]
    /// The data sources of static tables, top-level objects of the nib.
    var staticDataSources: [Int] = []
    /// The system chrome blur every bar appearance with a background colour shares, as all
    /// copies of UIKit's default background share its one effect (`CocoaTouchBarAppearances`).
    var barAppearanceBlurEffect: Int?
    /// Objects archived but not listed in `UINibObjectsKey` (a cell's content view in Xcode 9).
    var unlistedObjects: Set<Int> = []
    /// Constraint items that stand for another object (a cell's constraints name its content view).
    var constraintItemOverrides: [String: Int] = [:]
    /// The items of each constraint, which the object listing reaches through it.
    var constraintItems: [Int: [Int]] = [:]
    /// The fonts UIKit resolves (the system font of a weight and size, a named font it has),
    /// by what they are: UIKit hands out one cached instance for each, so ibtool archives
    /// them once however many objects use them (`shared(font:)`).
    var resolvedFonts: [String: Int] = [:]
    /// The system fonts' descriptors by weight, size and emphasis, which fonts of one
    /// description share before Xcode 12 (`systemFont(_:weight:size:emphasized:)`).
    var systemFontDescriptors: [String: Int] = [:]
    /// The image placeholders made so far, by resource name (`imagePlaceholder(named:)`).
    var imagePlaceholders: [String: Int] = [:]
    /// Document-wide lookups (frames, declared colours).
    let tables: CocoaTouchDocumentTables
    var frameByID: [String: GeometryText.Rect] { tables.frameByID }
    var declaredSystemColors: [String: [Double]] { tables.declaredSystemColors }
    /// The object whose contents are being compiled; new objects are listed under it.
    var parentStack: [Int] = []
    var topLevelObjects: [Int] = []
    var visibleWindows: [Int] = []
    /// Each `UINibKeyValuePair` with the object it applies to.
    var keyValuePairs: [(pair: Int, object: Int)] = []
    /// Each `UIRuntimeAccessibilityConfiguration` with the object it applies to.
    var accessibilityConfigurations: [(configuration: Int, object: Int)] = []
    /// Xcode 9-10: each view's safe area guide that a constraint names, until it is archived.
    var constrainedSafeAreaGuides: [Int: Int] = [:]
    /// The cells of each static table section, in document order.
    var staticSectionCells: [[Int]] = []
    var pendingConnections: [(element: MarkupElement, source: Int)] = []
    /// Constraints met during the walk, resolved once every item exists.
    var pendingConstraints: [(element: MarkupElement, constraint: Int, owner: Int)] = []
    /// Prototyping constraints made for ambiguous views, resolved with the others.
    var pendingPrototypingConstraints: [PrototypingConstraint] = []
    /// Layout margins views set in the document, for resolving margin constraints.
    var layoutMarginsByObject: [Int: EdgeInsets] = [:]
    /// The `<constraints>` children a size-class variation leaves out of the default layout.
    var excludedConstraintIDs: Set<String> = []
    /// True for a storyboard's scene nibs, whose connections ibtool 13 orders by name, and for
    /// prototype cells' nibs before Xcode 13.
    var sortsConnectionsByName = false
    /// True for a storyboard's view nibs (ibtool 13): outlet collections, then the leading
    /// connections, then outlets and actions by name.
    var ordersViewNibConnections = false
    /// True for a prototype cell's nib, where ibtool 13 orders accessibility configurations
    /// level by level with siblings last first, and runtime attributes as listed but with
    /// constraints' after every view's.
    var compilesPrototypeCellNib = false
    /// True for an Xcode 13 xib, whose accessibility configurations follow the document's
    /// order (DuckDuckGo's omnibar, 13.2), not the nib's listing.
    var ordersAccessibilityAsWritten = false
    /// Colours ibtool joins to another only when their doubles are equal, where it joins other
    /// colours when their floats are: runtime attributes' colours and, before Xcode 11, buttons'
    /// title colours (see `uniqueColors(byDoublesAlso:)`).
    var colorsJoinedByDoubles: Set<Int> = []
    /// The doubles of colours' components that their floats do not hold, by component key
    /// (releases before Xcode 11, which archive no doubles).
    var colorDoubles: [Int: [String: Double]] = [:]
    /// The document ids this nib reaches through upstream placeholders (a storyboard view
    /// nib's controller and scene objects): a prototype cell reaching one of them reaches the
    /// placeholder, another object than the scene's, and names it anew before Xcode 11.4.
    var upstreamPlaceholderIDs: Set<String> = []
    /// The top and bottom guides standing in for a safe area, by the safe area's id, in a
    /// variant before iOS 11 (`standsInForSafeArea(of:)`).
    var safeAreaStandIns: [String: (top: Int, bottom: Int)] = [:]
    /// Outlet collection elements folded into the first of their collection.
    var collectionDestinations: [MarkupElement: [MarkupElement]] = [:]
    /// False for storyboard nibs, whose connections may point into another scene's nib:
    /// those are skipped instead of reported.
    var requiresResolvableConnections = true
    /// True for a storyboard's scene and view nibs, which may state their encoding version
    /// from Xcode 15 (`IBUINibLNEVersionKey`; `EncodingVersionMark` says which do).
    var isStoryboardNib = false

    /// A compiler for one nib of `document`; `tables` are shared by the nibs of one document.
    init(document: InterfaceDocument, options: CompileOptions, tables: CocoaTouchDocumentTables? = nil) {
        self.document = document
        self.options = options
        release = options.cocoaTouchRelease(for: document)
        archive = ArchiveWriter(coderVersion: release.coderVersion)
        self.tables = tables ?? CocoaTouchDocumentTables(document: document, release: release)
    }

    /// The iOS release the nib being compiled runs on: its variant's, or the deployment target.
    var availability: PlatformVersion { launchScreenAtLeastIOS8(options.availability ?? options.deploymentTarget) }

    /// The iOS release the app is built for, whichever variant is being compiled.
    var deploymentTarget: PlatformVersion { launchScreenAtLeastIOS8(options.deploymentTarget) }

    /// True for an app built for iOS 7, where Xcode 7 states labels' and text fields' trait
    /// colour flags and puts a cell's own labels on the table's background; for later targets
    /// it does neither (appium's older UICatalog by 7.3.1 for iOS 7.0; FoodTracker by 7.2 and
    /// the Stanford course's apps by 7.3, for iOS 9).
    var targetsIOS7: Bool { deploymentTarget < PlatformVersion(8, 0) }

    /// `version`, or iOS 8 for a launch screen compiled for an earlier release: iOS 8 is the
    /// first to show one (React Native's launch screen xib by Xcode 7.1.1 and 7.3.1 for iOS
    /// 7.0: its regular system font named with its weight, as for iOS 8).
    private func launchScreenAtLeastIOS8(_ version: PlatformVersion) -> PlatformVersion {
        documentIsLaunchScreen ? max(version, PlatformVersion(8, 0)) : version
    }

    /// True when Xcode 7 saved the document (Interface Builder builds 8000 to 10999: 8191 is
    /// Xcode 7.0, 10117 Xcode 7.3), not an older release whose format Xcode 7 still reads.
    var documentSavedByXcode7: Bool {
        guard let build = document.markup.root[attribute: "toolsVersion"].flatMap(Double.init) else { return false }
        return build >= 8_000 && build < 11_000
    }

    /// The release whose Interface Builder saved the document (its `toolsVersion`), whatever
    /// release compiles it: a few defaults follow the document's format.
    var documentRelease: CocoaTouchRelease {
        CocoaTouchRelease.forToolsVersion(document.markup.root[attribute: "toolsVersion"])
    }

    /// The seed of the object id ibtool makes up for an upstream placeholder reaching the
    /// object `id` (before Xcode 11.4): one per object, and one per variant, each variant
    /// being compiled anew (Apptentive's runtime and iOS 11 nibs name their placeholders
    /// differently, Xcode 9.2).
    func upstreamPlaceholderSeed(_ id: String) -> String {
        "UpstreamPlaceholder \(id)" + (options.availability.map { " for \($0)" } ?? "")
    }

    /// The suffix of the `index`th upstream placeholder of a nib reaching `seedID`: its number
    /// from Xcode 11.4, before it an object id made up from `upstreamPlaceholderSeed(_:)`, unused
    /// by the document and by the nib's other placeholders (`taken`, which it joins).
    func upstreamPlaceholderSuffix(index: Int, seedID: String, taken: inout Set<String>) -> String {
        guard !release.numbersUpstreamPlaceholders else { return "\(index + 1)" }
        let used = taken
        let suffix = GeneratedObjectIdentifier.make(seed: upstreamPlaceholderSeed(seedID),
                                                    isTaken: { used.contains($0) || document.indexOfObject(withID: $0) != nil })
        taken.insert(suffix)
        return suffix
    }

    /// Compiles the document's `<objects>` into NIBArchive bytes.
    mutating func compile() throws -> [UInt8] {
        guard let objects = document.markup.root.firstChild(named: "objects") else {
            throw diagnostic("the document has no <objects> element", at: document.markup.root)
        }
        for element in objects.childElements {
            if let object = try compileObject(element, superview: nil) { topLevelObjects.append(object) }
        }
        return try finish()
    }

    /// Resolves constraints and connections and writes the root arrays. `leadingConnections`
    /// come first, `extraConnections` last; `generatedOutlets` are ordered with the document's
    /// outlets (see `orderedConnections`).
    mutating func finish(leadingConnections: [(connection: Int, label: String)] = [], generatedOutlets: [(connection: Int, label: String)] = [],
                         extraConnections: [Int] = [], lateSources: Set<Int> = []) throws -> [UInt8] {
        try resolveConstraints()
        let listing = allObjects()
        let connections = try orderedConnections(pendingConnections, listing: listing, lateSources: lateSources,
                                                 leading: leadingConnections, generatedOutlets: generatedOutlets)
            + extraConnections
        let root = archive.root
        archive.set("UINibTopLevelObjectsKey", reference: archive.collection("NSArray", topLevelObjects), on: root)
        archive.set("UINibObjectsKey", reference: archive.collection("NSArray", listing), on: root)
        archive.set("UINibConnectionsKey", reference: archive.collection("NSArray", connections), on: root)
        archive.set("UINibVisibleWindowsKey", reference: archive.collection("NSArray", visibleWindows), on: root)
        // ibtool 13 orders them as their objects are listed; earlier releases as compiled
        // (an object after what it contains), but accessibility (below).
        let position = Dictionary(listing.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        /// `entries` by their objects' `rank` (those without one last), in order among equals.
        func ranked<Entry>(_ entries: [Entry], object: (Entry) -> Int, rank: (Int) -> Int?) -> [Entry] {
            entries.enumerated().sorted {
                (rank(object($0.element)) ?? Int.max, $0.offset) < (rank(object($1.element)) ?? Int.max, $1.offset)
            }.map(\.element)
        }
        func ordered<Entry>(_ entries: [Entry], by position: [Int: Int] = position, object: (Entry) -> Int) -> [Entry] {
            guard release.ordersRuntimeAttributesByListing else { return entries }
            return ranked(entries, object: object) { position[$0] }
        }
        // Accessibility: a static table section's cells last first (as its segues).
        var accessibilityPosition = ordersAccessibilityAsWritten ? Dictionary(listing.map { ($0, $0) }, uniquingKeysWith: { first, _ in first }) : position
        for cells in staticSectionCells {
            let places = cells.compactMap { accessibilityPosition[$0] }
            guard places.count == cells.count else { continue }
            for (cell, place) in zip(cells, places.reversed()) { accessibilityPosition[cell] = place }
        }
        // Before Xcode 12 an object's configuration comes before its contents' (Appboy's modal
        // message by 10.1: its outer view's first, then its image view's, label's, button's):
        // in the order the objects were made, each before what it contains.
        let begun = release.ordersRuntimeAttributesByListing ? accessibilityConfigurations
            : ranked(accessibilityConfigurations, object: \.object) { $0 }
        var configurations = ordered(begun, by: accessibilityPosition, object: \.object).map(\.configuration)
        var pairs = ordered(keyValuePairs, object: \.object).map(\.pair)
        if release.listsStoryboardRuntimeEntriesLastCompiledFirst, document.kind == .storyboard {
            // Xcode 12's storyboards: an object's before its contents', siblings last first.
            configurations = accessibilityConfigurations.map(\.configuration).reversed()
            pairs = keyValuePairs.map(\.pair).reversed()
        }
        if compilesPrototypeCellNib {
            // A prototype cell's nib: level by level, siblings last first (Xcode 13, and
            // Xcode 8.3's Apptentive survey cells for accessibility).
            let reversed = allObjects(reversingSiblings: true)
            let place = Dictionary(reversed.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            configurations = ranked(accessibilityConfigurations, object: \.object) { place[$0] }.map(\.configuration)
        }
        if compilesPrototypeCellNib, release.ordersRuntimeAttributesByListing {
            // Its runtime attributes: as listed, a constraint's after every view's.
            pairs = ordered(keyValuePairs, object: \.object).enumerated().sorted {
                (constraintItems[$0.element.object] != nil ? 1 : 0, $0.offset) < (constraintItems[$1.element.object] != nil ? 1 : 0, $1.offset)
            }.map(\.element.pair)
        }
        archive.set("UINibAccessibilityConfigurationsKey", reference: archive.collection("NSArray", configurations), on: root)
        let lists = archivesSizeClassVariations
            ? sizeClassTraitStorageLists(listing: listing, colorStorages: catalogColorTraitStorages()) : traitStorageLists(listing: listing)
        archive.set("UINibTraitStorageListsKey", reference: archive.collection("NSArray", lists), on: root)
        archive.set("UINibKeyValuePairsKey", reference: archive.collection("NSArray", pairs), on: root)
        // Equal colours are one object: float-equal ones with the shorter doubles (Xcode 13),
        // ones with equal doubles (Xcode 11 and 12).
        if release.xcodeMajorVersion >= 11 {
            archive.uniqueColors(byDoubles: release.xcodeMajorVersion < 13, byDoublesAlso: colorsJoinedByDoubles)
        }
        // Before the iOS 13 SDK float-equal ones, names included (see `uniqueColors(ignoringNames:)`),
        // but runtime attributes' and buttons' title colours by the doubles the nib does not keep:
        // Presentr's label grey (17 digits) and button grey (10) stay two colours (Xcode 8.2 to
        // 10.2), as SwiftPasscodeLock's key colours (8.3.2), where Apptentive's two label greys
        // written so are one (8.2 to 9.2).
        if release < .xcode11 {
            archive.uniqueColors(ignoringNames: true, doubles: colorDoubles.filter { colorsJoinedByDoubles.contains($0.key) })
        }
        // Equal numbers are one object too, an integer and a double of one value included:
        // DuckDuckGo's onboarding (Xcode 13.2) archives a corner radius of integer 16 as the
        // double 16.0 its label's font descriptor archived first. The Cocoa compiler does the same.
        archive.uniqueNumbers()
        archive.uniqueAttributeDictionaries(fontsFollowText: availability < PlatformVersion(14, 0))
        // ibtool 13 gives each trait storage record an empty set of its own (DuckDuckGo's Tab,
        // Home and Settings scenes); earlier releases share one.
        archive.uniqueEmptyCollections(release.xcodeMajorVersion >= 13 ? ["NSArray"] : ["NSArray", "NSSet"])
        archive.removeUnreachableObjects()
        // A storyboard nib of only the simplest classes states its encoding's version from
        // Xcode 15 (none by 14.3.1).
        if release.writesIOS17Keys, isStoryboardNib, EncodingVersionMark.isStated(by: archive) {
            archive.set("IBUINibLNEVersionKey", integer: 1, on: root)
        }
        return archive.serialized()
    }

    /// Compiles one object element (and its children); nil for non-object elements.
    mutating func compileObject(_ element: MarkupElement, superview: Int?) throws -> Int? {
        let object: Int
        if element.name == "placeholder" {
            object = archive.object("UIProxyObject")
            archive.set("UIProxiedObjectIdentifier", string: element[attribute: "placeholderIdentifier"] ?? "", on: object)
            register(element, as: object)
        } else if element.name == "viewControllerLayoutGuide", document.kind != .storyboard,
                  !(element[attribute: "id"].map(tables.constrainedIDs.contains) ?? false) {
            // A xib's controller's guides no constraint names are not archived (Appboy's
            // navigation feedback controller, Xcode 10.1).
            return nil
        } else if element[attribute: "id"] != nil || Self.isView(element) {
            object = classedObject(element)
            register(element, as: object)
            try fill(element, object: object, superview: superview)
        } else {
            return nil
        }
        try runtimeAttributes(of: element, object: object)
        try accessibility(of: element, object: object)
        return object
    }

    /// Every object the nib instantiates or proxies (`UINibObjectsKey`), in ibtool's order:
    /// breadth first from the top-level objects, an object leading to its constraints and
    /// contents, a constraint to its items.
    func allObjects(reversingSiblings: Bool = false) -> [Int] {
        var result: [Int] = []
        var seen: Set<Int> = []
        var queue = rootObjects
        var head = 0
        while head < queue.count {
            let object = queue[head]
            head += 1
            guard !unlistedObjects.contains(object), seen.insert(object).inserted else { continue }
            result.append(object)
            queue += constraintItems[object] ?? []
            let children = childrenByParent[object] ?? []
            queue += reversingSiblings ? children.reversed() : children
        }
        return result
    }

    /// Lists `object` among the nib's objects, under the object being compiled.
    mutating func list(_ object: Int) {
        if let parent = parentStack.last {
            childrenByParent[parent, default: []].append(object)
        } else {
            rootObjects.append(object)
        }
    }

    /// Lists `object` under the object being compiled, just before `sibling` when that is
    /// listed there already; at the end otherwise.
    mutating func list(_ object: Int, before sibling: Int?) {
        guard let parent = parentStack.last, let sibling, let place = childrenByParent[parent]?.firstIndex(of: sibling) else {
            return list(object)
        }
        childrenByParent[parent]?.insert(object, at: place)
    }

    /// Moves `object` to the head of the nib's listing (Xcode 7 lists a nib's root view first).
    mutating func listFirst(_ object: Int) {
        rootObjects.removeAll { $0 == object }
        rootObjects.insert(object, at: 0)
    }

    /// Lists `object` among the nib's objects and queues its connections.
    private mutating func register(_ element: MarkupElement, as object: Int) {
        if let id = element[attribute: "id"] { objectsByID[id] = object }
        list(object)
        if let connections = element.firstChild(named: "connections") {
            for connection in connections.childElements { pendingConnections.append((connection, object)) }
        }
    }

    /// A real object's keys: the view keys, its class's keys, then the objects it owns.
    private mutating func fill(_ element: MarkupElement, object: Int, superview: Int?) throws {
        parentStack.append(object)
        defer { parentStack.removeLast() }
        let isView = Self.isView(element)
        let cellWithContentView = archivesCellContentView(element)
        if isView {
            viewObjects.insert(object)
            safeAreaGuideBeforeContents(of: element, view: object, cellWithContentView: cellWithContentView)
            scrollViewLayoutGuides(of: element, scrollView: object)
            try viewAttributes(element, object: object)
            // A collection view's layout is listed before its constraints.
            if element.name == "collectionView", let layout = element.firstChild(named: "collectionViewFlowLayout") {
                collectionLayouts[object] = flowLayout(layout)
            }
            sceneViewSafeAreaStandIn(of: element)
            if !cellWithContentView, element.name != "tableViewCell" { try constraints(of: element, object: object) }
            archiveConstrainedSafeAreaGuide(of: object)
        }
        try classAttributes(element, object: object)
        if isView { recordPropertyVariations(of: element, object: object) }
        if cellWithContentView {
            try collectionViewCellContent(element, object: object)
        } else if isView {
            try subviews(of: element, object: object)
        }
        if element.name == "tableView", let refresh = Self.refreshControl(ofRootView: element),
           let control = try compileObject(refresh, superview: object) {
            archive.set("UIRefreshControl", reference: control, on: object)
        }
        try compileOwnedObjects(of: element, object: object, superview: isView ? object : superview,
                                skipping: cellWithContentView ? contentViewElement(of: element) : nil)
        if element.name == "tableViewCell" {
            // A table cell's own constraints are listed after its content view's, as if the
            // content view held them (DuckDuckGo's privacy dashboard, Xcode 13.2: a cell
            // holding its stack view's width); the cell archives them.
            let content = contentViewElement(of: element)?[attribute: "id"].flatMap { objectsByID[$0] }
            if let content { parentStack.append(content) }
            try constraints(of: element, object: object)
            if content != nil { parentStack.removeLast() }
            safeAreaGuide(of: element, view: object)
            finishTableViewCell(element, object: object)
        }
        if element.name == "collectionViewCell" { finishCollectionViewCell(element, object: object) }
        if element.name == "toolbar" { finishToolbar(element, object: object) }
        if element.name == "navigationBar" { finishNavigationBar(element, object: object) }
        if element.name == "tableView" { finishTableView(element, object: object) }
        if element.name == "window", element[attribute: "visibleAtLaunch"] == "YES" { visibleWindows.append(object) }
    }

    /// An object of `element`'s UIKit class, or a `UIClassSwapper` (`UIClassName`,
    /// `UIOriginalClassName`) for its custom class.
    mutating func classedObject(_ element: MarkupElement) -> Int {
        var className = Self.uiKitClassName(forElement: element.name)
        // A styled cell's own labels are UIKit's in every release (Xcode 7.3.1's UICatalog,
        // 11.2's UIKitCatalog, 13.2's DuckDuckGo and Omise).
        if element.name == "label", isTableViewCellLabel(element) { className = "UITableViewLabel" }
        if element.name == "collectionViewCellContentView" { className = "UIView" }
        if Self.isVisualEffectContentView(element) { className = "_UIVisualEffectContentView" }
        guard let customClass = element[attribute: "customClass"] else {
            let fallbacks = ["_UILayoutGuide", "UITableViewCellContentView"].contains(className) ? ["UIView"] : []
            return archive.object(className, fallbacks: fallbacks)
        }
        let module = element[attribute: "customModuleProvider"] == "target" ? options.module : element[attribute: "customModule"]
        let object = archive.object("UIClassSwapper")
        archive.set("UIClassName", string: SwiftClassName.runtimeName(of: customClass, module: module), on: object)
        archive.set("UIOriginalClassName", string: className, on: object)
        return object
    }

    /// The refresh control of the table view controller whose root view `table` is: archived
    /// on the table view (`UIRefreshControl`), listed before the table's other objects, its
    /// action in the view nib (a Twitter client's tweets, Xcode 7.3).
    static func refreshControl(ofRootView table: MarkupElement) -> MarkupElement? {
        guard table[attribute: "key"] == "view", let controller = table.parent, controller.name == "tableViewController" else { return nil }
        return controller.childElements.first { $0.name == "refreshControl" && $0[attribute: "key"] == "refreshControl" }
    }

    /// True for a label a table view cell shows as its text or detail text label.
    func isTableViewCellLabel(_ element: MarkupElement) -> Bool {
        guard let id = element[attribute: "id"], let cell = element.nearestAncestor(named: ["tableViewCell"]) else { return false }
        return cell[attribute: "textLabel"] == id || cell[attribute: "detailTextLabel"] == id
    }

    /// Elements whose children the view and class attributes already compiled.
    static let handledChildren: Set<String> = [
        "subviews", "connections", "constraints", "userDefinedRuntimeAttributes", "accessibility", "color", "fontDescription",
        "state", "rect", "autoresizingMask", "variation", "attributedString", "inset", "edgeInsets", "textInputTraits",
        "barButtonItem", "barButtonItems", "prototypes", "sections", "collectionViewFlowLayout", "cells", "wkWebViewConfiguration",
        "blurEffect", "vibrancyEffect",
    ]

    /// Compiles the other objects `element` owns (a cell's content view, navigation items,
    /// layout guides, gesture recognizers...), so every object exists and can be connected.
    /// A keyed child is stored under `UI<Key>` (`contentView` → `UIContentView`).
    /// `skipping` is a child compiled already (a cell's content view).
    mutating func compileOwnedObjects(of element: MarkupElement, object: Int, superview: Int?, skipping: MarkupElement? = nil) throws {
        for child in element.childElements where !Self.handledChildren.contains(child.name) && child != skipping {
            // The safe area guide is archived with its view (`safeAreaGuide(of:view:)`), or not at all.
            if Self.isSafeAreaDeclaration(child) { continue }
            // A scroll view's content and frame guides are compiled with the view, or not at all.
            if child.name == "viewLayoutGuide", Self.scrollViewGuideKinds[child[attribute: "key"] ?? ""] != nil,
               release.xcodeMajorVersion >= 13 { continue }
            if child[attribute: "id"] == nil && !Self.isView(child) {
                for grandchild in child.childElements where grandchild[attribute: "id"] != nil {
                    if let id = grandchild[attribute: "id"], objectsByID[id] != nil { continue }
                    _ = try compileObject(grandchild, superview: superview)
                }
                continue
            }
            if let id = child[attribute: "id"], objectsByID[id] != nil { continue }  // already compiled (a controller's view)
            // A collection view's header and footer have nibs of their own (`archiveSupplementaryViews`),
            // or none without a reuse identifier.
            if element.name == "collectionView", Self.isSupplementaryView(child) { continue }
            guard let compiled = try compileObject(child, superview: superview) else { continue }
            if Self.isVisualEffectContentView(child) {
                archive.set("UIVisualEffectViewContentView", reference: compiled, on: object)
            } else if let key = child[attribute: "key"], let first = key.first {
                archive.set(Self.archiveKeys[key] ?? "UI" + first.uppercased() + key.dropFirst(), reference: compiled, on: object)
            }
        }
    }

    /// Archive keys of owned objects whose name is not the document key with `UI` before it:
    /// a collection view's custom layout (FMPhotoPicker's `FMPhotoPickerImageCollectionViewLayout`,
    /// Xcode 12.2-12.5) is its `UICollectionLayout`, as a flow layout is.
    static let archiveKeys: [String: String] = ["collectionViewLayout": "UICollectionLayout"]

    /// True for elements that compile to a `UIView` (they carry a frame or subviews).
    static func isView(_ element: MarkupElement) -> Bool {
        DocumentFrame.frame(of: element) != nil || element.firstChild(named: "subviews") != nil
            || viewElementNames.contains(element.name)
    }

    /// Elements that are views even without a frame (Xcode 8's documents leave out the frame
    /// of a view placed only by constraints: XLActionController's action cell).
    static let viewElementNames: Set<String> = [
        "view", "label", "button", "imageView", "stackView", "scrollView", "tableView", "collectionView", "textField",
        "textView", "switch", "slider", "segmentedControl", "activityIndicatorView", "progressView", "pageControl",
        "datePicker", "pickerView", "stepper", "searchBar", "navigationBar", "toolbar", "tabBar", "visualEffectView",
        "containerView", "mapView", "wkWebView", "webView", "sceneKitView", "arscnView", "arskView", "skView", "glkView", "mtkView",
    ]

    /// The class ibtool archives for a document element name (`label` → `UILabel`): the
    /// runtime class table's (`pongPressGestureRecognizer` → `UILongPressGestureRecognizer`,
    /// `sceneKitView` → `SCNView`), except where ibtool archives another class (a custom object
    /// is a `UICustomObject`); an element the table does not know gets UIKit's prefix.
    static func uiKitClassName(forElement name: String) -> String {
        if name == "customObject" { return "UICustomObject" }
        return RuntimeClassTable.className(forElement: name, platform: .cocoaTouch)
            ?? RuntimeClassTable.guessedClassName(forElement: name, platform: .cocoaTouch)
    }

    /// A diagnostic located at `element`.
    func diagnostic(_ message: String, at element: MarkupElement) -> Diagnostic {
        Diagnostic.error(message, path: document.path, location: document.location(of: element))
    }
}
