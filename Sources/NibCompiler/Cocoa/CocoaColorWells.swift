import NibXML

/// `<colorWell>`: an `NSColorWell` with its colour.
extension CocoaNibCompiler {
    mutating func colorWell(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let well = classedObject("NSColorWell", for: element)
        try viewAttributes(element, object: well, parent: parent, isControl: true, addsEmptySubviews: true)
        archive.set("NSDragTypes", reference: archive.collection("NSMutableSet", [archive.string("NSColor pasteboard type")]), on: well)
        archive.set("NSEnabled", bool: true, on: well)
        archive.set("NSAllowsLogicalLayoutDirection", bool: false, on: well)
        archive.set("NSControlContinuous", bool: false, on: well)
        archive.set("NSControlRefusesFirstResponder", bool: element[attribute: "refusesFirstResponder"] == "YES", on: well)
        archive.set("NSControlUsesSingleLineMode", bool: false, on: well)
        archive.set("NSControlLineBreakMode", integer: 0, on: well)
        archive.set("NSControlWritingDirection", integer: 0, on: well)
        archive.set("NSControlSendActionMask", integer: 4, on: well)
        archive.set("NSIsBordered", bool: true, on: well)
        archive.set("NSControlTextAlignment", integer: 0, on: well)
        let sizes: [String: Int64] = ["small": 1, "mini": 2]
        archive.set("NSControlSize", integer: element[attribute: "controlSize"].flatMap { sizes[$0] } ?? 0, on: well)
        if let colorElement = element.firstChild(named: "color", key: "color") {
            archive.set("NSColor", reference: color(colorElement), on: well)
        }
        try compileControlContents(of: element, control: well)
        return well
    }
}
