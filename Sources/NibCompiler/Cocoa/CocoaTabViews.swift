import NibXML

/// `<tabView>` compiles to `NSTabView` and its `<tabViewItem>`s to `NSTabViewItem`s.
///
/// Only the selected item's view (the `initialItem`, else the first) is in the tab view's
/// hierarchy: it is the tab view's one subview and its next key view. The other items'
/// views wait outside the hierarchy.
extension CocoaNibCompiler {
    /// `NSTvFlags` low bits: the tab view type (`NSTabView.TabType`).
    static let tabViewTypes: [String: Int64] = [
        "topTabsBezelBorder": 0, "leftTabsBezelBorder": 1, "bottomTabsBezelBorder": 2, "rightTabsBezelBorder": 3,
        "noTabsBezelBorder": 4, "noTabsLineBorder": 5, "noTabsNoBorder": 6,
    ]

    mutating func tabView(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let tabView = classedObject("NSTabView", for: element)
        let itemElements = element.firstChild(named: "tabViewItems")?.children(named: "tabViewItem") ?? []
        let selectedElement = itemElements.first { $0[attribute: "id"] != nil && $0[attribute: "id"] == element[attribute: "initialItem"] }
            ?? itemElements.first
        // The selected item's view is the tab view's subview: compile the items first so it
        // exists (the document has no <subviews> for a tab view, so the listing stays preorder).
        var items: [Int] = []
        var selectedItem: Int?
        var selectedView: Int?
        for itemElement in itemElements {
            let isSelected = itemElement == selectedElement
            let context = ObjectContext(parent: tabView, parentElementName: element.name, superview: isSelected ? tabView : nil)
            guard let item = try compileObject(itemElement, parent: context) else { continue }
            items.append(item)
            if isSelected {
                selectedItem = item
                selectedView = tabItemViews[item]
            }
        }
        try viewAttributes(element, object: tabView, parent: parent, isControl: true, addsEmptySubviews: selectedView == nil)
        if let selectedView { archive.set("NSSubviews", reference: archive.collection("NSMutableArray", [selectedView]), on: tabView) }
        if let selectedView { archive.set("NSNextKeyView", reference: selectedView, on: tabView) }
        archive.set("NSTabViewItems", reference: archive.collection("NSMutableArray", items), on: tabView)
        if let selectedItem { archive.set("NSSelectedTabViewItem", reference: selectedItem, on: tabView) }
        let fontElement = element.children(named: "font").first { $0[attribute: "key"] == "font" }
        // Without a font of its own a tab view archives the small system font (Apple's nkv_simple.nib).
        archive.set("NSFont", reference: fontElement.map { font($0) } ?? metaFont("smallSystem"), on: tabView)
        archive.set("NSTvFlags", integer: Self.tabViewTypes[element[attribute: "type"] ?? ""] ?? 0, on: tabView)
        archive.set("NSAllowTruncatedLabels", bool: element[attribute: "allowsTruncatedLabels"] != "NO", on: tabView)
        if element[attribute: "drawsBackground"] != "NO" { archive.set("NSDrawsBackground", bool: true, on: tabView) }
        return tabView
    }

    mutating func tabViewItem(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let item = classedObject("NSTabViewItem", for: element)
        archive.set("NSIdentifier", optionalString: element[attribute: "identifier"], on: item)
        let viewContext = ObjectContext(parent: item, parentElementName: element.name, superview: parent.superview)
        if let viewElement = element.childElements.first(where: { $0[attribute: "key"] == "view" }),
           let view = try compileObject(viewElement, parent: viewContext) {
            archive.set("NSView", reference: view, on: item)
            tabItemViews[item] = view
        }
        archive.set("NSLabel", string: element[attribute: "label"] ?? "", on: item)
        if let colorElement = element.firstChild(named: "color", key: "color") {
            archive.set("NSColor", reference: color(colorElement), on: item)
        } else {
            archive.set("NSColor", reference: systemCatalogColor("controlColor"), on: item)
        }
        if let tabView = parent.parent { archive.set("NSTabView", reference: tabView, on: item) }
        return item
    }
}
