import NibXML

/// `<progressIndicator>`: an `NSProgressIndicator` with its `NSpiFlags` and value range.
extension CocoaNibCompiler {
    mutating func progressIndicator(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let indicator = classedObject("NSProgressIndicator", for: element)
        try viewAttributes(element, object: indicator, parent: parent, isControl: true, addsEmptySubviews: false)
        if let max = element[attribute: "maxValue"].flatMap(Double.init) { archive.set("NSMaxValue", .double(max), on: indicator) }
        if let min = element[attribute: "minValue"].flatMap(Double.init) { archive.set("NSMinValue", .double(min), on: indicator) }
        if let value = element[attribute: "doubleValue"].flatMap(Double.init) {
            archive.set("NSProgressIndicatorDoubleValue", .double(value), on: indicator)
        }
        var flags: Int64 = 0x4 | 0x4000  // threaded animation, uses the animation thread
        if element[attribute: "bezeled"] != "NO" { flags |= 0x1 }
        if element[attribute: "indeterminate"] == "YES" { flags |= 0x2 }
        if element[attribute: "style"] == "spinning" { flags |= 0x1000 }
        if element[attribute: "displayedWhenStopped"] == "NO" { flags |= 0x2000 }
        if element[attribute: "controlSize"] == "small" { flags |= 0x100 }
        archive.set("NSpiFlags", integer: flags, on: indicator)
        let horizontal = element[attribute: "horizontalHuggingPriority"], vertical = element[attribute: "verticalHuggingPriority"]
        let maxIsHundred = element[attribute: "maxValue"].flatMap(Double.init) == 100
        if !(maxIsHundred && (horizontal == nil || vertical == nil)) {
            archive.set("NSViewIsLayerTreeHost", bool: true, on: indicator)
        }
        if let horizontal, let vertical {
            archive.set("NSHuggingPriority", string: "{\(horizontal), \(vertical)}", on: indicator)
        } else if horizontal == nil, vertical == nil {
            archive.set("NSHuggingPriority", string: "{250, 250}", on: indicator)
        }
        try compileControlContents(of: element, control: indicator)
        return indicator
    }
}
