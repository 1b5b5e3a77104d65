import NibDocument
import NibXML

/// `<menu>` and `<menuItem>` compile to `NSMenu` / `NSMenuItem`.
extension CocoaNibCompiler {
    /// `NSName` of the menus AppKit finds by role (`systemMenu="main"` and so on).
    static let systemMenuNames = [
        "apple": "_NSAppleMenu", "main": "_NSMainMenu", "font": "_NSFontMenu", "services": "_NSServicesMenu",
        "recentDocuments": "_NSRecentDocumentsMenu", "window": "_NSWindowsMenu", "help": "_NSHelpMenu",
    ]

    /// Key-equivalent modifier bits (`NSEventModifierFlags`).
    static let modifierBits: [(String, Int64)] = [
        ("shift", 1 << 17), ("control", 1 << 18), ("option", 1 << 19), ("command", 1 << 20), ("function", 1 << 23),
    ]

    /// `NSNotFound` as AppKit archives it (`NSMnemonicLoc`).
    static let notFound: Int64 = 0x7FFF_FFFF

    mutating func menu(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let menu = classedObject("NSMenu", for: element)
        setTitle("NSTitle", DocumentStrings.value("title", of: element) ?? "", of: element, on: menu)
        let context = ObjectContext(parent: menu, parentElementName: element.name)
        var items: [Int] = []
        if let list = element.firstChild(named: "items") {
            // Storyboard scenes list a menu's items last to first (observed in ibtool's output);
            // the menu itself keeps them in order.
            let children = Array(list.childElements)
            for child in isStoryboard ? children.reversed() : children {
                if let item = try compileObject(child, parent: context) {
                    archive.set("NSMenu", reference: menu, on: item)
                    items.append(item)
                }
            }
            if isStoryboard { items.reverse() }
        }
        if element.firstChild(named: "items") != nil || element[attribute: "key"] == "submenu" || element[attribute: "key"] == "menu" {
            archive.set("NSMenuItems", reference: archive.collection("NSMutableArray", items), on: menu)
        }
        if element[attribute: "autoenablesItems"] == "NO" { archive.set("NSNoAutoenable", bool: true, on: menu) }
        if let role = element[attribute: "systemMenu"], let name = Self.systemMenuNames[role] {
            archive.set("NSName", string: name, on: menu)
        }
        return menu
    }

    mutating func menuItem(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let item = classedObject("NSMenuItem", for: element)
        let isSeparator = element[attribute: "isSeparatorItem"] == "YES"
        archive.set("NSAllowsKeyEquivalentLocalization", bool: true, on: item)
        archive.set("NSAllowsKeyEquivalentMirroring", bool: true, on: item)
        archive.set("NSHiddenInRepresentation", bool: false, on: item)
        if isSeparator {
            archive.set("NSTitle", string: DocumentStrings.value("title", of: element) ?? "", on: item)
        } else {
            setTitle("NSTitle", DocumentStrings.value("title", of: element) ?? "", of: element, on: item)
        }
        archive.set("NSKeyEquiv", string: DocumentStrings.value("keyEquivalent", of: element) ?? "", on: item)
        if let mask = element.children(named: "modifierMask").first(where: { $0[attribute: "key"] == "keyEquivalentModifierMask" }) {
            let bits = Self.modifierBits.reduce(Int64(0)) { $0 | (mask[attribute: $1.0] == "YES" ? $1.1 : 0) }
            if bits != 0 { archive.set("NSKeyEquivModMask", integer: bits, on: item) }
        } else if !isSeparator {
            archive.set("NSKeyEquivModMask", integer: 1 << 20, on: item)
        }
        archive.set("NSMnemonicLoc", integer: Self.notFound, on: item)
        archive.set("NSOnImage", reference: menuStateImage("NSMenuCheckmark", size: "{18, 16}"), on: item)
        archive.set("NSMixedImage", reference: menuStateImage("NSMenuMixedState", size: "{18, 4}"), on: item)
        if isSeparator { archive.set("NSIsSeparator", bool: true, on: item) }
        if let tag = element[attribute: "tag"].flatMap(Int64.init) { archive.set("NSTag", integer: tag, on: item) }
        if element[attribute: "hidden"] == "YES" {
            archive.set("NSIsHidden", bool: true, on: item)
            hiddenMenuItems.insert(item)
        }
        if element[attribute: "enabled"] == "NO" || isSeparator { archive.set("NSIsDisabled", bool: true, on: item) }
        if element[attribute: "state"] == "on" { archive.set("NSState", integer: 1, on: item) }
        if element[attribute: "alternate"] == "YES" { archive.set("NSIsAlternate", bool: true, on: item) }
        if let image = namedImage("image", of: element) { archive.set("NSImage", reference: image, on: item) }
        if let image = namedImage("secondaryImage", of: element) {
            archive.set("NSActionImage", reference: image, on: item)
            archive.set("NSHasActionImage", bool: true, on: item)
        }
        if let represented = representedObject(of: element) { archive.set("NSRepObject", reference: represented, on: item) }
        for submenu in element.children(named: "menu") where submenu[attribute: "key"] == "submenu" {
            if let menu = try compileObject(submenu, parent: ObjectContext(parent: item, parentElementName: element.name)) {
                archive.set("NSAction", string: "submenuAction:", on: item)
                archive.set("NSTarget", reference: menu, on: item)
                archive.set("NSSubmenu", reference: menu, on: item)
            }
        }
        return item
    }

    /// The object a menu item represents: `<integer key="representedObject" value="2"/>` (an
    /// `NSNumber`, shared by value), `<real ...>` or `<string ...>`.
    mutating func representedObject(of item: MarkupElement) -> Int? {
        guard let value = item.childElements.first(where: { $0[attribute: "key"] == "representedObject" }) else { return nil }
        switch value.name {
        case "integer": return value[attribute: "value"].flatMap(Double.init).map { sharedNumber($0) }
        case "real": return value[attribute: "value"].flatMap(Double.init).map { sharedNumber($0, asDouble: true) }
        case "string": return archive.string(value[attribute: "value"] ?? value.textContent)
        default: return nil
        }
    }

    /// The check-mark and mixed-state images every menu item carries (shared objects).
    mutating func menuStateImage(_ name: String, size: String) -> Int {
        if let existing = sharedResources[name] { return existing }
        let image = customResource(name, namespace: nil, catalog: nil, designSize: size)
        sharedResources[name] = image
        return image
    }

    /// A named image (`NSCustomResource` of class `NSImage`). Its design size comes from the
    /// document's `<resources>` (system images at most 32 × 32), else 32 × 32. An image the
    /// document carries as a keyed archive is written as its `NSImage` graph instead.
    mutating func imageResource(_ name: String, catalog givenCatalog: String?) -> Int {
        let resource = documentImages[name]
        let catalog = givenCatalog ?? resource?.catalog
        let key = "\(catalog ?? "")/\(name)"
        if let existing = sharedResources[key] { return existing }
        if let archived = resource?.archived, let image = embeddedImage(archive: archived) {
            sharedResources[key] = image
            return image
        }
        let isSystem = name.hasPrefix("NS") || catalog == "system"
        var designSize = "{32, 32}"
        if catalog != "system", !(isSystem && isStoryboard), let resource, let width = resource.width, let height = resource.height {
            if isSystem {
                designSize = GeometryText.size(min(DocumentGeometry.number(width).rounded(.towardZero), 32),
                                               min(DocumentGeometry.number(height).rounded(.towardZero), 32))
            } else {
                designSize = "{\(width), \(height)}"
            }
        }
        let image = customResource(name, namespace: isSystem ? "system" : nil, catalog: catalog, designSize: designSize)
        sharedResources[key] = image
        return image
    }

    /// An `NSCustomResource` for the image `name`, with no design-time configuration; a
    /// symbol image adds its variable value (`CocoaSymbolImages` sets its configuration).
    mutating func customResource(_ name: String, namespace: String?, catalog: String?, designSize: String,
                                 variableValue: Double? = nil) -> Int {
        let image = archive.object("NSCustomResource")
        archive.set("NSClassName", string: "NSImage", on: image)
        archive.set("NSResourceName", string: name, on: image)
        if let catalog { archive.set("NSCatalogName", string: catalog, on: image) }
        if let variableValue { archive.set("NSImageVariableValue", .double(variableValue), on: image) }
        archive.set("IBNamespaceID", optionalString: namespace, on: image)
        let size = archive.object("NSValue")
        archive.set("NS.special", integer: 2, on: size)
        archive.set("NS.sizeval", string: designSize, on: size)
        archive.set("IBDesignSize", reference: size, on: image)
        archive.setNull("IBDesignImageConfiguration", on: image)
        return image
    }
}
