import NibXML

/// `<splitView>`: an `NSSplitView` whose panes clip to their bounds.
extension CocoaNibCompiler {
    mutating func splitView(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let split = classedObject("NSSplitView", for: element)
        try viewAttributes(element, object: split, parent: parent)
        for pane in splitPanes { archive.set("NSViewClipsToBoundsKeyName", bool: true, on: pane) }
        splitPanes = []
        if element[attribute: "vertical"] == "YES" { archive.set("NSIsVertical", bool: true, on: split) }
        if let name = element[attribute: "autosaveName"] { archive.set("NSAutosaveName", string: name, on: split) }
        let dividerStyles: [String: Int64] = ["thin": 2, "thick": 1, "paneSplitter": 3]
        if let style = element[attribute: "dividerStyle"].flatMap({ dividerStyles[$0] }) {
            archive.set("NSDividerStyle", integer: style, on: split)
        }
        try compileOwnedObjects(of: element, object: split, context: ObjectContext(parent: split, parentElementName: element.name, superview: split))
        return split
    }
}
