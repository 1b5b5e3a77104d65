import NibXML

/// `<splitView>`: an `NSSplitView` whose panes clip to their bounds (laid out again when
/// their document frames do not tile it: `SplitViewLayout`).
extension CocoaNibCompiler {
    mutating func splitView(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let split = classedObject("NSSplitView", for: element)
        let paneElements = element.firstChild(named: "subviews").map { Array($0.childElements) } ?? []
        let paneFrames = paneElements.compactMap { DocumentGeometry.rect("frame", in: $0) }
        if paneFrames.count == paneElements.count, let bounds = DocumentGeometry.rect("frame", in: element),
           let adjusted = SplitViewLayout.adjustedFrames(
               panes: paneFrames, bounds: bounds, isVertical: element[attribute: "vertical"] == "YES",
               dividerThickness: SplitViewLayout.dividerThickness(element[attribute: "dividerStyle"])) {
            for (pane, frame) in zip(paneElements, adjusted) { frameOverrides[pane] = frame }
        }
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
