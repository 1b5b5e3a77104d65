/// `NSWindowTemplate` → `<window>` / `<panel>`, `NSMenu` → `<menu>`, `NSMenuItem` → `<menuItem>`.
extension UpgradeSession {
    func upgradeWindow(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        let windowClass = object.string("NSWindowClass") ?? "NSWindow"
        if windowClass == "NSPanel" { element.name = "panel" }
        element.set("title", object.string("NSWindowTitle") ?? "")
        element.set("frameAutosaveName", object.string("NSFrameAutosaveName"))
        let flags = UInt32(truncatingIfNeeded: object.integer("NSWTFlags") ?? 0)
        if flags & 0x4000_0000 != 0 { element.set("releasedWhenClosed", "NO") }
        if flags & 0x8000_0000 != 0 { element.set("hidesOnDeactivate", "YES") }
        if flags & 0x2000_0000 == 0 { element.set("deferred", "NO") }
        if flags & 0x800 == 0 { element.set("autorecalculatesKeyViewLoop", "NO") }
        if let objectID = outlineID(of: object), flattenedProperty("NSWindowTemplate.visibleAtLaunch", of: objectID) == "NO" {
            element.set("visibleAtLaunch", "NO")
        }
        let backings = [0: "retained", 1: "nonretained"]
        if let backing = object.integer("NSWindowBacking"), let name = backings[Int(backing)] { element.set("backingType", name) }
        var style = MarkupBuilder("windowStyleMask", [("key", "styleMask")])
        let styleMask = object.integer("NSWindowStyleMask") ?? 0
        for (bit, name) in [(0x1, "titled"), (0x2, "closable"), (0x4, "miniaturizable"), (0x8, "resizable"), (0x10, "utility"),
                            (0x40, "docModal"), (0x80, "nonactivatingPanel"), (0x100, "texturedBackground"),
                            (0x1000, "unifiedTitleAndToolbar"), (0x2000, "HUD"), (0x8000, "fullSizeContentView")] where styleMask & Int64(bit) != 0 {
            style.set(name, "YES")
        }
        element.append(style)
        if let rect = object.string("NSWindowRect").map(ModernNumber.numbers), rect.count == 4 { element.append(rectElement("contentRect", rect)) }
        if let rect = object.string("NSScreenRect").map(ModernNumber.numbers), rect.count == 4 { element.append(rectElement("screenRect", rect)) }
        for (archiveKey, key) in [("NSMinSize", "minSize"), ("NSMaxSize", "maxSize")] {
            guard let size = object.string(archiveKey).map(ModernNumber.numbers), size.count == 2 else { continue }
            if key == "maxSize", size[0] >= 1e13 { continue }
            element.append(MarkupBuilder("value", [("key", key), ("type", "size"), ("width", ModernNumber.text(size[0])), ("height", ModernNumber.text(size[1]))]))
        }
        for (archiveKey, key) in [("NSWindowContentMinSize", "contentMinSize"), ("NSWindowContentMaxSize", "contentMaxSize")] {
            guard let size = object.string(archiveKey).map(ModernNumber.numbers), size.count == 2 else { continue }
            element.append(MarkupBuilder("size", [("key", key), ("width", ModernNumber.text(size[0])), ("height", ModernNumber.text(size[1]))]))
        }
        object.use("NSWindowClass"); object.use("NSViewClass"); object.use("NSUserInterfaceItemIdentifier"); object.use("NSWindowIsRestorable")
        writeChild(of: object, archiveKey: "NSWindowView", modernKey: "contentView", into: &element)
    }

    func upgradeMenu(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        element.set("title", object.string("NSTitle") ?? "")
        let systemMenus = ["_NSMainMenu": "main", "_NSAppleMenu": "apple", "_NSServicesMenu": "services", "_NSFontMenu": "font",
                           "_NSRecentDocumentsMenu": "recentDocuments", "_NSWindowsMenu": "window", "_NSHelpMenu": "help"]
        if let name = object.string("NSName"), let system = systemMenus[name] { element.set("systemMenu", system) }
        // The menu font: written when it is not AppKit's menu font (role 0x15).
        if let font = object.object("NSMenuFont"), ((font.integer("NSfFlags") ?? 0) & 0xFF) != 0x15 {
            element.append(fontElement(font, key: "font"))
        }
        for item in object.items("NSMenuItems") {
            if let child = write(item, key: nil) { element.append(child, inContainer: "items") }
        }
    }

    func upgradeMenuItem(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        if object.bool("NSIsSeparator") == true {
            element.set("isSeparatorItem", "YES")
            object.use("NSTitle")
        } else {
            element.set("title", object.string("NSTitle") ?? "")
        }
        if let key = object.string("NSKeyEquiv"), !key.isEmpty { element.set("keyEquivalent", key) }
        let modifiers = object.integer("NSKeyEquivModMask") ?? 0
        if modifiers != 1 << 20, !(object.string("NSKeyEquiv") ?? "").isEmpty || modifiers != 0 {
            element.append(modifierMask(modifiers))
        }
        if let tag = object.integer("NSTag"), tag != 0 { element.set("tag", String(tag)) }
        if object.bool("NSIsDisabled") == true { element.set("enabled", "NO") }
        if object.bool("NSIsHidden") == true { element.set("hidden", "YES") }
        element.set("toolTip", object.string("NSToolTip"))
        if let state = object.integer("NSState"), state == 1 { element.set("state", "on") }
        object.use("NSMenu"); object.use("NSMnemonicLoc"); object.use("NSOnImage"); object.use("NSMixedImage"); object.use("NSAction")
        object.use("NSTarget")
        writeChild(of: object, archiveKey: "NSSubmenu", modernKey: "submenu", into: &element)
    }
}
