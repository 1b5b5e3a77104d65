import NibDocument
import NibXML

/// `<toolbar>` compiles to the `NSToolbar` a window template names in `NSViewClass`, and
/// its `<toolbarItem>`s to `NSToolbarItem`s (or AppKit's standard item classes).
///
/// The toolbar lists its items three ways: by identifier (`NSToolbarIBIdentifiedItems`), in
/// the allowed order and in the default order (references to allowed items; the default
/// list is left out when the document has none). Item views live outside the window's view
/// hierarchy: no next responder, no superview.
extension CocoaNibCompiler {
    /// A standard toolbar item AppKit provides: its class, labels and sizes, and for items
    /// that do something, their tool tip, image and action.
    struct StandardToolbarItem {
        let className: String
        let label: String
        let paletteLabel: String
        let minimumSize: String
        let maximumSize: String
        /// Spaces show a disabled separator in the toolbar's menu form; other items none.
        var isSpace = true
        var toolTip: String?
        var imageName: String?
        var action: String?
    }

    /// The standard items whose archived form is known from Apple's nibs (the spaces, and
    /// the Colors item of sb_toolbar_colors_tv), by identifier.
    static let standardToolbarItems: [String: StandardToolbarItem] = [
        "NSToolbarFlexibleSpaceItem": StandardToolbarItem(
            className: "NSToolbarFlexibleSpaceItem", label: "", paletteLabel: "Flexible Space", minimumSize: "{8, 24}", maximumSize: "{20000, 24}"),
        "NSToolbarSpaceItem": StandardToolbarItem(
            className: "NSToolbarSpaceItem", label: "", paletteLabel: "Space", minimumSize: "{8, 24}", maximumSize: "{8, 24}"),
        "NSToolbarShowColorsItem": StandardToolbarItem(
            className: "NSToolbarItem", label: "Colors", paletteLabel: "Colors", minimumSize: "{44, 42}", maximumSize: "{44, 42}",
            isSpace: false, toolTip: "Show Color Panel", imageName: "NSToolbarShowColors", action: "orderFrontColorPanel:"),
    ]

    /// `NSToolbarDisplayMode` and `NSToolbarSizeMode` values.
    static let toolbarDisplayModes: [String: Int64] = ["default": 0, "iconAndLabel": 1, "iconOnly": 2, "labelOnly": 3]
    static let toolbarSizeModes: [String: Int64] = ["default": 0, "regular": 1, "small": 2]

    mutating func toolbar(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let toolbar = classedObject("NSToolbar", for: element)
        let identifier = element[attribute: "identifier"] ?? element[attribute: "implicitIdentifier"] ?? ""
        archive.set("NSToolbarIdentifier", string: identifier, on: toolbar)
        archive.setNull("NSToolbarDelegate", on: toolbar)
        archive.set("NSToolbarPrefersToBeShown", bool: element[attribute: "visible"] != "NO", on: toolbar)
        archive.set("NSToolbarAllowsUserCustomization", bool: element[attribute: "allowsUserCustomization"] != "NO", on: toolbar)
        archive.set("NSToolbarAutosavesConfiguration", bool: element[attribute: "autosavesConfiguration"] != "NO", on: toolbar)
        archive.set("NSToolbarDisplayMode", integer: Self.toolbarDisplayModes[element[attribute: "displayMode"] ?? ""] ?? 0, on: toolbar)
        archive.set("NSToolbarSizeMode", integer: Self.toolbarSizeModes[element[attribute: "sizeMode"] ?? ""] ?? 0, on: toolbar)
        archive.setNull("NSToolbarCenteredItemIdentifier", on: toolbar)

        let context = ObjectContext(parent: toolbar, parentElementName: element.name)
        var allowed: [Int] = []
        var itemsByID: [String: Int] = [:]
        var identified: [Int] = []
        for itemElement in element.firstChild(named: "allowedToolbarItems")?.children(named: "toolbarItem") ?? [] {
            guard let item = try compileObject(itemElement, parent: context) else { continue }
            allowed.append(item)
            if let id = itemElement[attribute: "id"] { itemsByID[id] = item }
            identified.append(archive.string(Self.toolbarItemIdentifier(itemElement)))
            identified.append(item)
        }
        archive.set("NSToolbarIBIdentifiedItems", reference: archive.collection("NSMutableDictionary", identified), on: toolbar)
        archive.set("NSToolbarIBAllowedItems", reference: archive.collection("NSArray", allowed), on: toolbar)
        if let defaults = element.firstChild(named: "defaultToolbarItems") {
            let items = defaults.children(named: "toolbarItem").compactMap { $0[attribute: "reference"].flatMap { itemsByID[$0] } }
            archive.set("NSToolbarIBDefaultItems", reference: archive.collection("NSArray", items), on: toolbar)
        }
        let selectable = (element.firstChild(named: "selectableToolbarItems")?.children(named: "toolbarItem") ?? [])
            .compactMap { $0[attribute: "reference"].flatMap { itemsByID[$0] } }
        archive.set("NSToolbarIBSelectableItems", reference: archive.collection("NSMutableArray", selectable), on: toolbar)
        return toolbar
    }

    /// The identifier AppKit knows an item by: explicit if given, else Interface Builder's.
    static func toolbarItemIdentifier(_ element: MarkupElement) -> String {
        element[attribute: "explicitItemIdentifier"] ?? element[attribute: "implicitItemIdentifier"] ?? ""
    }

    mutating func toolbarItem(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let identifier = Self.toolbarItemIdentifier(element)
        let standard = Self.standardToolbarItems[identifier]
        let item = classedObject(standard?.className ?? "NSToolbarItem", for: element)
        archive.set("NSToolbarItemIdentifier", string: identifier, on: item)
        archive.set("NSToolbarItemLabel", string: element[attribute: "label"] ?? standard?.label ?? "", on: item)
        archive.set("NSToolbarItemPaletteLabel", string: standard?.paletteLabel ?? element[attribute: "paletteLabel"] ?? "", on: item)
        if let standard {
            archive.set("NSToolbarItemToolTip", optionalString: standard.toolTip, on: item)
        } else {
            archive.set("NSToolbarItemToolTip", string: DocumentStrings.value("toolTip", of: element) ?? "", on: item)
        }
        let viewElement = element.childElements.first { $0[attribute: "key"] == "view" }
        let viewContext = ObjectContext(parent: item, parentElementName: element.name)
        if let viewElement, let view = try compileObject(viewElement, parent: viewContext) {
            archive.set("NSToolbarItemView", reference: view, on: item)
        } else {
            archive.setNull("NSToolbarItemView", on: item)
        }
        let isBordered = element[attribute: "bordered"] == "YES" || viewElement?.name == "button" || standard?.action != nil
        archive.set("NSToolbarItemBordered", bool: isBordered, on: item)
        if let image = element[attribute: "image"] {
            archive.set("NSToolbarItemImage", reference: imageResource(image, catalog: element[attribute: "catalog"]), on: item)
        } else if let image = standard?.imageName {
            archive.set("NSToolbarItemImage", reference: customResource(image, namespace: nil, catalog: nil, designSize: "{32, 32}"), on: item)
        } else {
            archive.setNull("NSToolbarItemImage", on: item)
        }
        // A button view lends the item its title.
        let viewTitle = viewElement?.childElements.first { $0[attribute: "key"] == "cell" }?[attribute: "title"]
        archive.set("NSToolbarItemTitle", string: viewTitle ?? "", on: item)
        archive.setNull("NSToolbarItemTarget", on: item)
        archive.set("NSToolbarItemAction", optionalString: standard?.action, on: item)
        let sizes = Dictionary(element.children(named: "size").compactMap { size in
            size[attribute: "key"].map { ($0, "{\(size[attribute: "width"] ?? "0"), \(size[attribute: "height"] ?? "0")}") }
        }, uniquingKeysWith: { first, _ in first })
        if let minimum = standard?.minimumSize ?? sizes["minSize"] { archive.set("NSToolbarItemMinSize", string: minimum, on: item) }
        if let maximum = standard?.maximumSize ?? sizes["maxSize"] { archive.set("NSToolbarItemMaxSize", string: maximum, on: item) }
        archive.set("NSToolbarItemIgnoreMinMaxSizes", bool: false, on: item)
        archive.set("NSToolbarItemEnabled", bool: element[attribute: "enabled"] != "NO", on: item)
        archive.set("NSToolbarItemAutovalidates", bool: element[attribute: "autovalidates"] != "NO", on: item)
        let tag = element[attribute: "tag"].flatMap(Int64.init) ?? (standard == nil ? 0 : -1)
        archive.set("NSToolbarItemTag", integer: tag, on: item)
        archive.set("NSToolbarItemVisibilityPriority", integer: element[attribute: "visibilityPriority"].flatMap(Int64.init) ?? 0, on: item)
        archive.set("NSToolbarItemNavigational", bool: element[attribute: "navigational"] == "YES", on: item)
        if standard?.isSpace == true {
            archive.set("NSToolbarItemMenuFormRepresentation", reference: toolbarSeparatorMenuItem(), on: item)
        }
        archive.set("NSToolbarIsUserRemovable", bool: true, on: item)
        archive.set("NSToolbarItemStyle", integer: 0, on: item)
        return item
    }

    /// The disabled separator a space item shows in the toolbar's menu form.
    private mutating func toolbarSeparatorMenuItem() -> Int {
        let menuItem = archive.object("NSMenuItem")
        archive.set("NSIsDisabled", bool: true, on: menuItem)
        archive.set("NSIsSeparator", bool: true, on: menuItem)
        archive.set("NSAllowsKeyEquivalentLocalization", bool: true, on: menuItem)
        archive.set("NSAllowsKeyEquivalentMirroring", bool: true, on: menuItem)
        archive.set("NSTitle", string: "", on: menuItem)
        archive.set("NSKeyEquiv", string: "", on: menuItem)
        archive.set("NSKeyEquivModMask", integer: 1 << 20, on: menuItem)
        archive.set("NSMnemonicLoc", integer: Self.notFound, on: menuItem)
        archive.set("NSOnImage", reference: menuStateImage("NSMenuCheckmark", size: "{18, 16}"), on: menuItem)
        archive.set("NSMixedImage", reference: menuStateImage("NSMenuMixedState", size: "{18, 4}"), on: menuItem)
        archive.set("NSHiddenInRepresentation", bool: false, on: menuItem)
        return menuItem
    }
}
