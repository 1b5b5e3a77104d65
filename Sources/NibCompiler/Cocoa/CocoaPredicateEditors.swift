import NibCore
import NibXML

/// `<predicateEditor>` compiles to `NSPredicateEditor`, an `NSRuleEditor` whose rows come from
/// its `<rowTemplates>` (`NSPredicateEditorRowTemplate`).
///
/// Learnt from Apple's nibs (viraptor/ibtool's predicateEditor and pred_compound_chain):
/// - the editor is a control whose only subview is AppKit's `_NSRuleEditorViewSliceHolder`
///   (as large as the editor, first in the key view loop); it accepts its own pasteboard
///   type, and archives the rule editor's settings: a 75-point alignment grid, the row
///   height as the slice height, an empty formatting dictionary, the nesting mode, the key
///   paths of `NSRuleEditor`'s default row dictionaries, an empty unbound row holder and no
///   slices or predicate yet;
/// - a compound row template archives type 2 and its two pop-up buttons, which AppKit makes
///   (no superview, tag -1, the small system font, framed {7, 1, 68, 24} and {81, 1, 173, 24}
///   as AppKit lays out its compound template) holding the document's menus; each item
///   targets its pop-up cell with `_popUpItemAction:`, and a cell represents what its
///   selected item represents (`NSOrPredicateType` 2 for "Any", `NSAndPredicateType` 1 for
///   "All").
///
/// Other row templates (key paths, operators and typed values) are not in Apple's samples:
/// their views are sized from their titles with AppKit's font metrics, which NibForge does
/// not have, so they are compiled without views and the compile warns
/// (`CompileLimitations`).
extension CocoaNibCompiler {
    /// `NSRuleEditorNestingMode` by document name.
    static let ruleEditorNestingModes: [String: Int64] = ["single": 0, "list": 1, "compound": 2, "simple": 3]

    /// A `<predicateEditor>`, or a `<ruleEditor>` (`NSRuleEditor`, the same keys without the
    /// row templates and predicate its subclass adds; its rows come from its delegate).
    mutating func predicateEditor(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let isPredicateEditor = element.name == "predicateEditor"
        let editor = classedObject(isPredicateEditor ? "NSPredicateEditor" : "NSRuleEditor", for: element)
        try viewAttributes(element, object: editor, parent: parent, isControl: true, addsEmptySubviews: false)
        let frame = frameOverrides[element] ?? DocumentGeometry.rect("frame", in: element) ?? GeometryText.Rect()
        let holder = archive.object("_NSRuleEditorViewSliceHolder")
        archive.set("NSSubviews", reference: archive.collection("NSMutableArray", [holder]), on: editor)
        archive.set("NSDragTypes", reference: archive.collection("NSMutableSet", [archive.string("NSRuleEditorItemPBoardType")]), on: editor)
        archive.set("NSNextKeyView", reference: holder, on: editor)

        archive.set("NSNextResponder", reference: editor, on: holder)
        archive.setNull("NSNibTouchBar", on: holder)
        archive.set("NSvFlags", integer: 0x112, on: holder)  // sizes with the editor
        archive.set("NSSubviews", reference: archive.collection("NSMutableArray", []), on: holder)
        archive.set("NSFrameSize", string: GeometryText.size(frame.width, frame.height), on: holder)
        archive.set("NSSuperview", reference: editor, on: holder)
        archive.setNull("NSNextKeyView", on: holder)
        archive.set("NSViewWantsBestResolutionOpenGLSurface", bool: true, on: holder)
        noDesignTimeGuides(on: holder)

        archive.set("NSEnabled", bool: element[attribute: "enabled"] != "NO", on: editor)
        archive.set("NSAllowsLogicalLayoutDirection", bool: false, on: editor)
        neutralControlKeys(on: editor, sendActionMask: 4)
        archive.set("NSRuleEditorAlignmentGridWidth", .double(75), on: editor)
        archive.set("NSRuleEditorSliceHeight", .double(element[attribute: "rowHeight"].flatMap(Double.init) ?? 25), on: editor)
        archive.set("NSRuleEditorFormattingDictionary", reference: archive.dictionary("NSDictionary", []), on: editor)
        archive.set("NSRuleEditorEditable", bool: element[attribute: "editable"] != "NO", on: editor)
        archive.set("NSRuleEditorAllowsEmptyCompoundRows", bool: element[attribute: "canRemoveAllRows"] == "YES", on: editor)
        archive.set("NSRuleEditorDisallowEmpty", bool: element[attribute: "canRemoveAllRows"] != "YES", on: editor)
        archive.set("NSRuleEditorNestingMode", integer: Self.ruleEditorNestingModes[element[attribute: "nestingMode"] ?? "compound"] ?? 2, on: editor)
        for (key, value) in [("NSRuleEditorRowTypeKeyPath", "rowType"), ("NSRuleEditorSubrowsArrayKeyPath", "subrows"),
                             ("NSRuleEditorItemsKeyPath", "criteria"), ("NSRuleEditorValuesKeyPath", "displayValues"),
                             ("NSRuleEditorBoundArrayKeyPath", "boundArray"), ("NSRuleEditorRowClass", "NSMutableDictionary")] {
            archive.set(key, string: value, on: editor)
        }
        archive.set("NSRuleEditorSlicesHolder", reference: holder, on: editor)
        archive.setNull("NSRuleEditorDelegate", on: editor)
        let unboundRows = archive.object("_NSRuleEditorViewUnboundRowHolder")
        archive.set("NSBoundArray", reference: archive.collection("NSMutableArray", []), on: unboundRows)
        archive.set("NSRuleEditorBoundArrayOwner", reference: unboundRows, on: editor)
        archive.set("NSRuleEditorSlices", reference: archive.collection("NSMutableArray", []), on: editor)
        guard isPredicateEditor else { return editor }
        var templates: [Int] = []
        let context = ObjectContext(parent: editor, parentElementName: element.name)
        for template in element.firstChild(named: "rowTemplates")?.childElements.map({ $0 }) ?? [] {
            if let compiled = try compileObject(template, parent: context) { templates.append(compiled) }
        }
        archive.set("NSPredicateTemplates", reference: archive.collection("NSArray", templates), on: editor)
        archive.setNull("NSPredicateEditorPredicate", on: editor)
        return editor
    }

    /// One `NSPredicateEditorRowTemplate` (see the type's documentation).
    mutating func predicateEditorRowTemplate(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let template = classedObject("NSPredicateEditorRowTemplate", for: element)
        let isCompound = element[attribute: "rowType"] == "compound"
        archive.set("NSPredicateTemplateType", integer: isCompound ? 2 : 1, on: template)
        archive.set("NSPredicateTemplateOptions", integer: 0, on: template)
        archive.set("NSPredicateTemplateModifier", integer: 0, on: template)
        archive.set("NSPredicateTemplateLeftAttributeType", integer: 0, on: template)
        archive.set("NSPredicateTemplateRightAttributeType", integer: 0, on: template)
        var views: [Int] = []
        if isCompound {
            let menus = element.firstChild(named: "popUpMenus")?.children(named: "menu") ?? []
            // AppKit's compound template: the compound type pop-up, then its caption pop-up.
            let frames = [GeometryText.Rect(x: 7, y: 1, width: 68, height: 24), GeometryText.Rect(x: 81, y: 1, width: 173, height: 24)]
            for (index, menuElement) in menus.enumerated() {
                let frame = index < frames.count ? frames[index] : GeometryText.Rect(x: 0, y: 1, width: 100, height: 24)
                views.append(try templatePopUpButton(menuElement, frame: frame, template: template))
            }
            // Each pop-up leads to the next in the key view loop.
            for (view, next) in zip(views, views.dropFirst()) { archive.replace("NSNextKeyView", .object(next), on: view) }
        }
        archive.set("NSPredicateTemplateViews", reference: archive.collection("NSArray", views), on: template)
        archive.set("NSPredicateTemplateLeftIsWildcard", bool: false, on: template)
        archive.set("NSPredicateTemplateRightIsWildcard", bool: false, on: template)
        return template
    }

    /// A pop-up button AppKit makes for a row template, holding `menuElement`'s items.
    private mutating func templatePopUpButton(_ menuElement: MarkupElement, frame: GeometryText.Rect, template: Int) throws -> Int {
        let button = archive.object("NSPopUpButton")
        let cell = archive.object("NSPopUpButtonCell")
        archive.setNull("NSNextResponder", on: button)
        archive.setNull("NSNibTouchBar", on: button)
        archive.set("NSvFlags", integer: 0x100, on: button)
        archive.set("NSFrame", string: GeometryText.rect(frame), on: button)
        archive.setNull("NSSuperview", on: button)
        archive.setNull("NSNextKeyView", on: button)
        archive.set("NSViewWantsBestResolutionOpenGLSurface", bool: true, on: button)
        noDesignTimeGuides(on: button)
        archive.set("NSTag", integer: -1, on: button)
        archive.set("NSEnabled", bool: true, on: button)
        archive.set("NSCell", reference: cell, on: button)
        archive.set("NSAllowsLogicalLayoutDirection", bool: false, on: button)
        neutralControlKeys(on: button, sendActionMask: 4, alignment: 4, lineBreakMode: 4, writingDirection: -1)
        archive.setNull("IBNSShadowedSymbolConfiguration", on: button)

        guard let menu = try compileObject(menuElement, parent: ObjectContext(parent: template, parentElementName: "predicateEditorRowTemplate")) else {
            throw Diagnostic.error("a predicate editor row template's menu could not be compiled", path: document.path, location: document.location(of: menuElement))
        }
        let items = targetPopUpItems(of: menuElement, at: cell)
        let itemElements = menuElement.firstChild(named: "items")?.childElements.map { $0 } ?? []
        let selectedIndex = itemElements.firstIndex { $0[attribute: "state"] == "on" }
        let selected = selectedIndex.flatMap { items.indices.contains($0) ? items[$0] : nil }
        archive.set("NSCellFlags", integer: 0x0400_0040, on: cell)
        archive.set("NSCellFlags2", integer: 0x1000_0800, on: cell)
        // One small system font serves every template pop-up, as in Apple's nibs.
        let font = sharedResources["font/predicateTemplate"] ?? metaFont("smallSystem")
        sharedResources["font/predicateTemplate"] = font
        archive.set("NSSupport", reference: font, on: cell)
        if let selectedIndex, let represented = representedObject(of: itemElements[selectedIndex]) {
            archive.set("NSRepresentedObject", reference: represented, on: cell)
        }
        archive.set("NSControlView", reference: button, on: cell)
        archive.set("NSButtonFlags", integer: -2_038_415_360, on: cell)
        archive.set("NSButtonFlags2", integer: 36, on: cell)
        archive.set("NSBezelStyle", integer: 12, on: cell)
        archive.set("NSKeyEquivalent", string: "", on: cell)
        archive.set("NSPeriodicDelay", integer: 400, on: cell)
        archive.set("NSPeriodicInterval", integer: 75, on: cell)
        archive.set("NSAuxButtonType", integer: -1, on: cell)
        if let selected { archive.set("NSMenuItem", reference: selected, on: cell) } else { archive.setNull("NSMenuItem", on: cell) }
        archive.set("NSMenuItemRespectAlignment", bool: true, on: cell)
        archive.set("NSMenu", reference: menu, on: cell)
        archive.set("NSPreferredEdge", integer: 1, on: cell)
        archive.set("NSUsesItemFromMenu", bool: true, on: cell)
        archive.set("NSAltersState", bool: true, on: cell)
        archive.set("NSArrowPosition", integer: 2, on: cell)
        return button
    }
}
