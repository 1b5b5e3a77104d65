import NibArchive
import NibCore
import NibDocument
import NibXML

/// Compiles the objects of a Cocoa (AppKit) document into a NIBArchive, coder version 10,
/// rooted at `IB.objectdata` (`NSIBObjectData`), as Xcode 13+ writes macOS nibs.
///
/// Objects are compiled depth first in document order. Every object with a document id
/// (except the File's Owner and First Responder placeholders) is listed in `NSObjectsKeys`
/// with its nearest identified ancestor, or the File's Owner, in `NSObjectsValues`.
/// Connections are resolved once every object exists.
struct CocoaNibCompiler {
    let document: InterfaceDocument
    let options: CompileOptions
    /// `customObjectInstantitationMethod="direct"` (Apple's spelling): custom classes are
    /// created through `NSClassSwapper`.
    let instantiatesDirectly: Bool
    let usesAutolayout: Bool
    var archive = ArchiveWriter(coderVersion: 10)
    /// Archive object for each document id.
    var objectsByID: [String: Int] = [:]
    /// The document id of each archive object that has one.
    var idsByObject: [Int: String] = [:]
    /// `NSObjectsKeys` / `NSObjectsValues`: each listed object and its parent (nil = owner).
    var listedObjects: [(object: Int, parent: Int?)] = []
    var visibleWindows: [Int] = []
    /// `<connections>` children met during the walk, with their source object.
    var pendingConnections: [(element: MarkupElement, source: Int, sourceID: String)] = []
    /// The File's Owner's archive object.
    var owner = 0
    /// Objects Apple shares between their users (menu state images, named images).
    var sharedResources: [String: Int] = [:]
    /// Ids that name the First Responder: actions sent there are nil-targeted.
    var firstResponderIDs: Set<String> = ["-1"]
    /// Outlets the compiler adds itself (storyboard scene wiring), listed before the
    /// document's outlets.
    var syntheticOutlets: [(source: Int, destination: Int, label: String)] = []
    /// True for documents in a `Base.lproj` folder: user-visible titles are archived as
    /// `NSLocalizableString`s keyed `<object id>.title`, for the strings files of each locale.
    let isBaseLocalization: Bool
    /// True when compiling a storyboard scene: a window without a content view gets an
    /// empty one, image cells animate unless told not to, system images are 32 × 32.
    var isStoryboard = false
    /// True while compiling the nib of one prototype cell view (a view-based table's row).
    var isPrototypeCellViewNib = false
    /// Tool tips (`NSIBHelpConnector`), each placed among the connections where the
    /// object was met (`position` counts the `<connections>` children seen before it).
    var helpConnectors: [(position: Int, object: Int, text: String)] = []
    /// `<accessibility description=...>`: the object and its description.
    var accessibilityDescriptions: [(object: Int, text: String)] = []
    /// Storyboard window controllers and their window templates.
    var windowTemplates: [Int: Int] = [:]
    /// `NSIBUserDefinedRuntimeAttributesConnector`s to add: object and (key path, value) pairs.
    var runtimeAttributeConnectors: [(object: Int, values: [(keyPath: String, value: Int)])] = []
    /// False for storyboard nibs, whose connections may point into another scene's nib:
    /// those are skipped instead of reported.
    var requiresResolvableConnections = true

    /// Each button's cell, and the cell's `NSButtonFlags` (written once the button is
    /// complete: `imageHugsTitle` on the button adds a bit).
    var buttonCells: [Int: Int] = [:]
    var buttonFlags: [Int: Int64] = [:]
    var buttonFlagsExtra: [Int: Int64] = [:]
    /// The panes of the split view being compiled (its direct subviews).
    var splitPanes: [Int] = []
    /// The arranged views of the stack view being compiled (its direct subviews).
    var arrangedSubviews: [Int] = []
    /// Frames that replace a view's document frame (split view panes laid out again).
    var frameOverrides: [MarkupElement: GeometryText.Rect] = [:]
    /// Bounds that AppKit archives for a view (a table's clip view scrolled under its header).
    var boundsOverrides: [MarkupElement: GeometryText.Rect] = [:]
    /// Per table element: the header, header clip and corner views its scroll view made.
    var tableScrollParts: [MarkupElement: TableScrollParts] = [:]
    /// Header view elements whose object the scroll view made before the table.
    var preparedHeaderViews: [MarkupElement: Int] = [:]
    /// The table of each header view object.
    var tablesByHeaderView: [Int: Int] = [:]
    /// Scroll views whose table AppKit tiled for sideways scrolling.
    var sidewaysTiledScrollViews: Set<MarkupElement> = []
    /// Per table element: whether its scroll view tiles it for sideways scrolling.
    var scrollViewUsesPredominantAxis: [MarkupElement: Bool] = [:]
    /// Column widths AppKit's tiling changed.
    var columnWidthOverrides: [MarkupElement: Double] = [:]
    /// Tables whose columns AppKit's tiling fitted to the clip view's width.
    var columnsFittedByTiling: Set<MarkupElement> = []
    /// Tab view elements, whose selected item's key view loop ibtool archives.
    var tabViewElements: [MarkupElement] = []
    /// The reuse identifier of each prototype cell view compiled into its own nib.
    var reuseIdentifiers: [MarkupElement: String] = [:]
    /// Scrollers archived without a layer (a text view's scroll view).
    var plainScrollers: Set<MarkupElement> = []
    /// Clip views whose text view takes their width.
    var tracksClipWidth: Set<MarkupElement> = []
    /// Autohiding scrollers AppKit's tiling hides although the document shows them.
    var hiddenScrollers: Set<MarkupElement> = []
    /// Hidden scrollers AppKit's tiling shows, and the visible share of a shown one.
    var shownScrollers: Set<MarkupElement> = []
    var scrollerPercents: [MarkupElement: Double] = [:]
    /// Scrollers AppKit's tiling enables (a tiled table's horizontal scroller).
    var enabledScrollers: Set<MarkupElement> = []
    /// The table column whose data cell is being compiled: the cell is listed under the
    /// column, and the table takes no control keys from it.
    var dataCellColumn: Int?
    /// True while compiling a matrix's cells, which name no control view.
    var cellsOmitControlView = false
    /// The data cell last compiled for `dataCellColumn`.
    var lastDataCell: Int?
    /// `NSNumber`s by value and kind; `finish` then keeps one object per value, as Apple's
    /// archiver does (an object id reuses a number a font descriptor already holds).
    var numbersByValue: [NumberKey: Int] = [:]
    /// Boxes' content views, which size with their box.
    var boxContentViews: Set<MarkupElement> = []
    /// The view of each tab view item, once compiled.
    var tabItemViews: [Int: Int] = [:]
    /// Stack views with arranged views, each marked by an early-decoding `NSNibConnector`.
    var stackViewsDecodedEarly: [Int] = []
    /// Their connectors, which have no object id.
    var earlyDecodingConnectors: [Int] = []
    /// Views taking part in constraints AppKit creates itself (stack views and their
    /// arranged views): untranslated ones get `NSDoNotTranslateAutoresizingMask`.
    var implicitlyConstrainedViews: Set<Int> = []
    /// Menu items already archived with `NSIsHidden`.
    var hiddenMenuItems: Set<Int> = []
    /// Constraints met during the walk: element, archive object, owning view.
    var pendingConstraints: [(element: MarkupElement, constraint: Int, owner: Int)] = []
    /// `<viewLayoutGuide>` ids: the view and the guide kind (`safeArea`, `layoutMargins`).
    var layoutGuides: [String: (view: Int, kind: String)] = [:]
    /// The `NSLayoutGuide` made for each guide id that a constraint uses, and per view.
    var runtimeLayoutGuides: [String: Int] = [:]
    var viewLayoutGuides: [Int: [Int]] = [:]
    /// Views with `translatesAutoresizingMaskIntoConstraints="NO"`.
    var untranslatedViews: Set<Int> = []
    /// Views that already carry `NSDoNotTranslateAutoresizingMask`.
    var translationFlagged: Set<Int> = []
    /// The document's `<resources>` images: size as written, asset catalog, and the keyed
    /// archive of an image the document carries itself.
    var documentImages: [String: (width: String?, height: String?, catalog: String?, archived: [UInt8]?)] = [:]

    init(document: InterfaceDocument, options: CompileOptions) {
        self.document = document
        self.options = options
        let root = document.markup.root
        for image in root.firstChild(named: "resources")?.children(named: "image") ?? [] {
            guard let name = image[attribute: "name"] else { continue }
            documentImages[name] = (image[attribute: "width"], image[attribute: "height"], image[attribute: "catalog"], Self.keyedArchiveBytes(of: image))
        }
        instantiatesDirectly = root[attribute: "customObjectInstantitationMethod"] == "direct"
        isBaseLocalization = document.path?.contains("Base.lproj/") ?? false
        usesAutolayout = root[attribute: "useAutolayout"] == "YES"
    }

    /// Compiles the document's `<objects>` into NIBArchive bytes.
    mutating func compile() throws -> [UInt8] {
        guard let objects = document.markup.root.firstChild(named: "objects") else {
            throw diagnostic("the document has no <objects> element", at: document.markup.root)
        }
        try compileTopLevel(Array(objects.childElements))
        return try finish()
    }

    /// Compiles `elements` as the top-level objects of one nib (a xib, or a storyboard scene).
    mutating func compileTopLevel(_ elements: [MarkupElement]) throws {
        let ownerElement = elements.first { $0[attribute: "id"] == "-2" }
        owner = placeholderObject(ownerElement, isOwner: true)
        if let id = ownerElement?[attribute: "id"] { register(owner, id: id) }
        if let ownerElement { collectConnections(of: ownerElement, source: owner) }
        for element in elements where element != ownerElement {
            _ = try compileObject(element, parent: ObjectContext())
        }
    }

    /// Builds `NSIBObjectData` and the root, and serialises the archive.
    mutating func finish() throws -> [UInt8] {
        try resolveConstraints()
        archiveTabViewKeyViewLoops()
        let connections = try compileConnections()
        let data = archive.object("NSIBObjectData")
        archive.set("NSRoot", reference: owner, on: data)
        archive.set("NSVisibleWindows", reference: archive.collection("NSMutableSet", visibleWindows), on: data)
        archive.set("NSConnections", reference: archive.collection("NSMutableArray", connections), on: data)
        archive.set("NSObjectsKeys", reference: archive.collection("NSArray", listedObjects.map(\.object)), on: data)
        archive.set("NSObjectsValues", reference: archive.collection("NSArray", listedObjects.map { $0.parent ?? owner }), on: data)
        let identified = [owner] + listedObjects.map(\.object) + connections.filter { !earlyDecodingConnectors.contains($0) }
        archive.set("NSOidsKeys", reference: archive.collection("NSArray", identified), on: data)
        let oids = identified.indices.map { sharedNumber(Double($0 + 1)) }
        archive.set("NSOidsValues", reference: archive.collection("NSArray", oids), on: data)
        let accessibility = accessibilityConnectors()
        archive.set("NSAccessibilityConnectors", reference: archive.collection("NSMutableArray", accessibility), on: data)
        if accessibility.isEmpty {
            let noAccessibility = archive.collection("NSArray", [])
            archive.set("NSAccessibilityOidsKeys", reference: noAccessibility, on: data)
            archive.set("NSAccessibilityOidsValues", reference: noAccessibility, on: data)
        } else {
            archive.set("NSAccessibilityOidsKeys", reference: archive.collection("NSArray", accessibility), on: data)
            let numbers = accessibility.indices.map { archive.number(Int64(identified.count + 1 + $0)) }
            archive.set("NSAccessibilityOidsValues", reference: archive.collection("NSArray", numbers), on: data)
        }
        archive.set("IB.objectdata", reference: data, on: archive.root)
        archive.set("IB.systemFontUpdateVersion", integer: 1, on: archive.root)
        // Equal numbers are one object, the first one encoded (an integer 1 and a double 1.0 too).
        archive.uniqueNumbers()
        archive.uniqueEmptyCollections()
        archive.removeUnreachableObjects()
        return archive.serialized()
    }

    /// Where an object sits while it is compiled.
    struct ObjectContext {
        /// The nearest ancestor with a document id (nil at the top level).
        var parent: Int?
        /// The element name of the parent element (`window`, `subviews`'s owner, ...).
        var parentElementName: String?
        /// The enclosing view, for `NSSuperview` / `NSNextResponder`.
        var superview: Int?
        /// The content size of the enclosing window, for its content view.
        var windowContentSize: (width: Double, height: Double)?

        init(parent: Int? = nil, parentElementName: String? = nil, superview: Int? = nil,
             windowContentSize: (width: Double, height: Double)? = nil) {
            self.parent = parent
            self.parentElementName = parentElementName
            self.superview = superview
            self.windowContentSize = windowContentSize
        }
    }

    /// Compiles one object element and its children; returns its archive object, or nil for
    /// elements that create nothing at run time (the First Responder, design-time data).
    mutating func compileObject(_ element: MarkupElement, parent: ObjectContext) throws -> Int? {
        let id = element[attribute: "id"]
        if let id, firstResponderIDs.contains(id) || element[attribute: "sceneMemberID"] == "firstResponder" {
            firstResponderIDs.insert(id)
            return nil
        }
        // Listed in preorder: reserve the slot before the children are compiled.
        let slot = listedObjects.count

        if id != nil { listedObjects.append((0, parent.parent)) }
        let object: Int
        switch element.name {
        case "customObject":
            object = id == "-3" ? placeholderObject(element, isOwner: false) : customObject(element)
        case "window", "panel":
            object = try window(element, parent: parent)
        case "view", "customView":
            object = try view(element, parent: parent)
        case "menu":
            object = try menu(element, parent: parent)
        case "imageView":
            object = try imageView(element, parent: parent)
        case "button":
            object = try button(element, parent: parent)
        case "popUpButton":
            object = try popUpButton(element, parent: parent)
        case "stepper":
            object = try stepper(element, parent: parent)
        case "slider":
            object = try slider(element, parent: parent)
        case "segmentedControl":
            object = try segmentedControl(element, parent: parent)
        case "splitView":
            object = try splitView(element, parent: parent)
        case "toolbar":
            object = try toolbar(element, parent: parent)
        case "toolbarItem":
            object = try toolbarItem(element, parent: parent)
        case "tableView", "outlineView":
            object = try tableView(element, parent: parent)
        case "visualEffectView":
            object = try visualEffectView(element, parent: parent)
        case "userDefaultsController":
            // The shared defaults controller archives only that it stands for the shared
            // instance (Apple's transmission_MainMenu.nib); bindings rely on it.
            object = classedObject("NSUserDefaultsController", for: element)
            if element[attribute: "representsSharedInstance"] == "YES" { archive.set("NSSharedInstance", bool: true, on: object) }
        case "matrix":
            object = try matrix(element, parent: parent)
        case "numberFormatter":
            object = numberFormatter(element)
        case "dateFormatter":
            object = dateFormatter(element)
        case "textView":
            object = try textView(element, parent: parent)
        case "tableCellView":
            object = try tableCellView(element, parent: parent)
        case "tableHeaderView":
            object = try tableHeaderView(element, parent: parent)
        case "scrollView":
            object = try scrollView(element, parent: parent)
        case "clipView":
            object = try clipView(element, parent: parent)
        case "scroller":
            object = try scroller(element, parent: parent)
        case "textField":
            object = try textField(element, parent: parent)
        case "pathControl":
            object = try pathControl(element, parent: parent)
        case "datePicker":
            object = try datePicker(element, parent: parent)
        case "box":
            object = try box(element, parent: parent)
        case "searchField":
            object = try textField(element, parent: parent, className: "NSSearchField", cellName: "searchFieldCell")
        case "secureTextField":
            object = try textField(element, parent: parent, className: "NSSecureTextField", cellName: "secureTextFieldCell")
        case "levelIndicator":
            object = try levelIndicator(element, parent: parent)
        case "tabView":
            object = try tabView(element, parent: parent)
            tabViewElements.append(element)
        case "tabViewItem":
            object = try tabViewItem(element, parent: parent)
        case "stackView":
            object = try stackView(element, parent: parent)
        case "progressIndicator":
            object = try progressIndicator(element, parent: parent)
        case "pdfView":
            object = try pdfView(element, parent: parent)
        case "colorWell":
            object = try colorWell(element, parent: parent)
        case "menuItem":
            object = try menuItem(element, parent: parent)
        case "predicateEditor", "ruleEditor":
            object = try predicateEditor(element, parent: parent)
        case "predicateEditorRowTemplate":
            object = try predicateEditorRowTemplate(element, parent: parent)
        default:
            guard id != nil else { return nil }
            object = try genericObject(element, parent: parent)
        }
        if let id {
            register(object, id: id)
            listedObjects[slot].object = object
        }
        collectHelpAndAccessibility(of: element, object: object)
        collectConnections(of: element, source: object)
        return object
    }

    /// The `NSNumber` for `value` (integral values as `NS.intval` unless `asDouble`, the others
    /// as `NS.dblval`), shared with every earlier use of the same value and kind; `finish`
    /// then merges an integer and a double of one value into whichever the encoder meets first.
    mutating func sharedNumber(_ value: Double, asDouble: Bool = false) -> Int {
        let isDouble = asDouble || value != value.rounded()
        if let existing = numbersByValue[NumberKey(value: value, isDouble: isDouble)] { return existing }
        let number = isDouble ? archive.number(double: value) : archive.number(Int64(value))
        numbersByValue[NumberKey(value: value, isDouble: isDouble)] = number
        return number
    }

    /// A shared number's value and kind.
    struct NumberKey: Hashable {
        var value: Double
        var isDouble: Bool
    }

    mutating func register(_ object: Int, id: String) {
        objectsByID[id] = object
        idsByObject[object] = id
    }

    /// Remembers the `<connections>` of `element` for resolution at the end.
    mutating func collectConnections(of element: MarkupElement, source: Int) {
        guard let connections = element.firstChild(named: "connections") else { return }
        let sourceID = element[attribute: "id"] ?? ""
        for connection in connections.childElements {
            pendingConnections.append((connection, source, sourceID))
        }
    }

    /// Sets a user-visible title: localizable in Base localizations, a plain string otherwise.
    mutating func setTitle(_ key: String, _ text: String, of element: MarkupElement, on object: Int) {
        if isBaseLocalization, let id = element[attribute: "id"] {
            archive.set(key, reference: archive.localizableString(text, key: "\(id).title"), on: object)
        } else {
            archive.set(key, string: text, on: object)
        }
    }

    /// A diagnostic located at `element`.
    func diagnostic(_ message: String, at element: MarkupElement) -> Diagnostic {
        Diagnostic.error(message, path: document.path, location: document.location(of: element))
    }
}
