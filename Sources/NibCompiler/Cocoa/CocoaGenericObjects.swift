import NibXML

/// Elements without a dedicated compiler: the object keeps its AppKit class (`button` →
/// `NSButton`, `textFieldCell` → `NSTextFieldCell`), view-like elements (those with a frame)
/// get the `NSView` keys, and a `key="cell"` child becomes `NSCell` with `NSControlView`.
///
/// This keeps the graph loadable and the object tree complete; the class-specific keys
/// Apple adds for these classes are not written yet.
extension CocoaNibCompiler {
    /// The AppKit class of a document element name.
    static func appKitClassName(forElement name: String) -> String {
        let exceptions = [
            "customView": "NSCustomView", "userDefaultsController": "NSUserDefaultsController", "pdfView": "PDFView",
            "viewController": "NSViewController", "webView": "WebView", "windowController": "NSWindowController",
            "arrayController": "NSArrayController", "objectController": "NSObjectController",
            "treeController": "NSTreeController", "dictionaryController": "NSDictionaryController",
        ]
        if let known = exceptions[name] { return known }
        guard let first = name.first else { return "NSObject" }
        return "NS" + first.uppercased() + name.dropFirst()
    }

    /// Controls AppKit archives with an empty `NSSubviews` list (the others have none).
    static let controlsWithEmptySubviews: Set<String> = ["imageView", "colorWell", "segmentedControl", "slider", "box", "tabView"]

    mutating func genericObject(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let className = Self.appKitClassName(forElement: element.name)
        let object = classedObject(className, for: element)
        let isView = DocumentGeometry.rect("frame", in: element) != nil || element.firstChild(named: "subviews") != nil
        if isView {
            try viewAttributes(element, object: object, parent: parent, isControl: element.firstChild(named: "subviews") == nil,
                               addsEmptySubviews: Self.controlsWithEmptySubviews.contains(element.name))
        }
        if let tag = element[attribute: "tag"].flatMap(Int64.init) { archive.set("NSTag", integer: tag, on: object) }
        let childContext = ObjectContext(parent: object, parentElementName: element.name, superview: isView ? object : parent.superview)
        try compileOwnedObjects(of: element, object: object, context: childContext)
        return object
    }

    /// Compiles the object elements `element` owns besides its subviews (cells, menus, and
    /// the objects inside containers such as `<items>` or `<tableColumns>`), so every object
    /// of the document exists and can be connected. A `key="cell"` child becomes `NSCell`
    /// (with `NSControlView` back), a menu `NSMenu`.
    mutating func compileOwnedObjects(of element: MarkupElement, object: Int, context: ObjectContext) throws {
        for child in element.childElements where child.name != "connections" && child.name != "subviews" {
            if child.name == "constraints" || child.name == "viewLayoutGuide" { continue }  // constraints: below; guides: with the view
            if child[attribute: "key"] == "cell", try compileCell(child, of: element, control: object) { continue }
            guard let compiled = try compileObject(child, parent: context) else { continue }
            if child[attribute: "key"] == "cell" {
                archive.set("NSCell", reference: compiled, on: object)
                archive.set("NSControlView", reference: object, on: compiled)
            } else if child.name == "menu" {
                archive.set("NSMenu", reference: compiled, on: object)
            } else if child[attribute: "key"] == "contentView" {
                archive.set("NSContentView", reference: compiled, on: object)
            } else if element.name.hasSuffix("Controller"), let key = child[attribute: "key"], let first = key.first {
                // A controller's keyed object (`view`, `window`) under the AppKit key (`NSView`).
                archive.set("NS" + first.uppercased() + key.dropFirst(), reference: compiled, on: object)
            }
        }
        for list in element.children(named: "constraints") { constraints(list, owner: object) }
    }

    /// Compiles `cell` with the compiler of its control's class; false when the control has
    /// none (the cell is then compiled as a plain object).
    mutating func compileCell(_ cell: MarkupElement, of control: MarkupElement, control object: Int) throws -> Bool {
        switch (control.name, cell.name) {
        case ("imageView", "imageCell"): try imageCell(cell, control: object)
        case ("button", "buttonCell"): try buttonCell(cell, control: object)
        case ("popUpButton", "popUpButtonCell"): try popUpButtonCell(cell, control: object)
        case ("stepper", "stepperCell"): stepperCell(cell, control: object)
        case ("slider", "sliderCell"): sliderCell(cell, control: object)
        case ("levelIndicator", "levelIndicatorCell"): levelIndicatorCell(cell, control: object)
        case ("textField", "textFieldCell"): textFieldCell(cell, of: control, control: object)
        case ("pathControl", "pathCell"): pathCell(cell, control: object)
        case ("datePicker", "datePickerCell"): datePickerCell(cell, control: object)
        case ("searchField", "searchFieldCell"): searchFieldCell(cell, of: control, control: object)
        case ("secureTextField", "secureTextFieldCell"): textFieldCell(cell, of: control, control: object, className: "NSSecureTextFieldCell")
        case ("segmentedControl", "segmentedCell"): segmentedCell(cell, control: object)
        default: return false
        }
        return true
    }
}
