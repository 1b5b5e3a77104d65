import NibDocument
import NibXML

/// `<popUpButton>` with its `<popUpButtonCell>`: an `NSPopUpButton` whose cell is a button
/// cell that also owns the menu (`NSMenu`, the selected `NSMenuItem`, pull-down and arrow
/// settings); every item targets the cell with `_popUpItemAction:`.
extension CocoaNibCompiler {
    mutating func popUpButton(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let button = try buttonControl("NSPopUpButton", element, parent: parent)
        let horizontal = element[attribute: "horizontalHuggingPriority"] ?? "250"
        let vertical = element[attribute: "verticalHuggingPriority"] ?? "250"
        if horizontal != "250" || vertical != "750" {
            archive.set("NSHuggingPriority", string: "{\(horizontal), \(vertical)}", on: button)
        }
        try compileControlContents(of: element, control: button)
        return button
    }

    /// The compiled items of a pop-up's menu, each made to send `_popUpItemAction:` to `cell`.
    mutating func targetPopUpItems(of menuElement: MarkupElement, at cell: Int) -> [Int] {
        let items = menuElement.firstChild(named: "items")?.childElements.compactMap { $0[attribute: "id"].flatMap { objectsByID[$0] } } ?? []
        for item in items {
            archive.set("NSAction", string: "_popUpItemAction:", on: item)
            archive.set("NSTarget", reference: cell, on: item)
        }
        return items
    }

    /// The pop-up cell: the button cell keys, then the menu and selection.
    mutating func popUpButtonCell(_ element: MarkupElement, control: Int) throws {
        let cell = startCell("NSPopUpButtonCell", element, control: control)
        var cellFlags = Self.cellFlags(element, className: "NSPopUpButtonCell")
        let border = element[attribute: "borderStyle"]
        if border == "bezel" || border == "borderAndBezel" { cellFlags |= 0x40_0000 }
        archive.set("NSCellFlags", integer: cellFlags, on: cell)
        archive.set("NSCellFlags2", integer: Self.cellFlags2(element), on: cell)
        let fontElement = element.children(named: "font").first
        let messageRole: Int64? = element[attribute: "controlSize"] == nil ? 0x16 : nil
        archive.set("NSSupport", reference: font(fontElement, systemRole: messageRole), on: cell)
        archive.set("NSControlView", reference: control, on: cell)
        let type = element[attribute: "type"] ?? "push"
        let bezelName = element[attribute: "bezelStyle"]
        var flags = Self.buttonFlags(element, type: type)
        let noArrow = element[attribute: "arrowPosition"] == "noArrow"
        var auxiliary = Self.auxiliaryButtonType(element, type: type)
        if !noArrow, bezelName != "texturedRounded" {
            flags &= ~0x30_0000
            if border == "borderAndBezel", bezelName != "roundedRect" { auxiliary = 0 }
        }
        archive.set("NSButtonFlags", integer: Int64(Int32(truncatingIfNeeded: flags)), on: cell)
        archive.set("NSButtonFlags2", integer: Self.buttonFlags2(element, type: type), on: cell)
        archive.set("NSBezelStyle", integer: bezelName.flatMap { Self.bezelStyles[$0] } ?? 0, on: cell)
        archive.set("NSAlternateContents", string: "", on: cell)
        archive.set("NSKeyEquivalent", string: "", on: cell)
        archive.set("NSPeriodicDelay", integer: 400, on: cell)
        archive.set("NSPeriodicInterval", integer: 75, on: cell)
        archive.set("NSAuxButtonType", integer: auxiliary, on: cell)
        archive.set("NSAltersState", bool: element[attribute: "altersStateOfSelectedItem"] != "NO", on: cell)
        archive.set("NSMenuItemRespectAlignment", bool: true, on: cell)
        controlAttributes(from: element, className: "NSPopUpButtonCell", control: control)

        var items: [Int] = []
        if let menuElement = element.children(named: "menu").first(where: { $0[attribute: "key"] == "menu" }),
           let menu = try compileObject(menuElement, parent: ObjectContext(parent: cell, parentElementName: element.name)) {
            archive.set("NSMenu", reference: menu, on: cell)
            items = targetPopUpItems(of: menuElement, at: cell)
            archive.set("NSUsesItemFromMenu", bool: true, on: cell)
        }
        let title = DocumentStrings.value("title", of: element) ?? ""
        archive.set("NSContents", string: title, on: cell)
        if element[attribute: "pullsDown"] == "YES" {
            archive.set("NSPullDown", bool: true, on: cell)
            archive.set("NSPreferredEdge", integer: 1, on: cell)
            if let first = items.first, !hiddenMenuItems.contains(first) { archive.set("NSIsHidden", bool: true, on: first) }
        } else {
            let edges: [String: Int64] = ["minX": 0, "minY": 1, "maxX": 2, "maxY": 3]
            archive.set("NSPreferredEdge", integer: element[attribute: "preferredEdge"].flatMap { edges[$0] } ?? 1, on: cell)
            if bezelName == "texturedRounded" {
                archive.setNull("NSMenuItem", on: cell)
                archive.set("NSSelectedIndex", integer: -1, on: cell)
            } else if let selectedID = element[attribute: "selectedItem"], let selected = objectsByID[selectedID],
                      let index = items.firstIndex(of: selected) {
                archive.set("NSMenuItem", reference: selected, on: cell)
                if index > 0 { archive.set("NSSelectedIndex", integer: Int64(index), on: cell) }
            } else if element[attribute: "selectedItem"] == nil {
                archive.setNull("NSMenuItem", on: cell)
                archive.set("NSSelectedIndex", integer: -1, on: cell)
            }
        }
        if element[attribute: "pullsDown"] == "YES", let selectedID = element[attribute: "selectedItem"], let selected = objectsByID[selectedID] {
            archive.set("NSMenuItem", reference: selected, on: cell)
        }
        let arrows: [String: Int64] = ["arrowAtCenter": 1, "arrowAtBottom": 2]
        if !noArrow { archive.set("NSArrowPosition", integer: element[attribute: "arrowPosition"].flatMap { arrows[$0] } ?? 2, on: cell) }
        attachCell(cell, to: control)
    }
}
