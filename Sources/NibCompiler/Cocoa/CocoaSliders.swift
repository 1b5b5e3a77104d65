import NibXML

/// `<slider>` with its `<sliderCell>`: `NSSlider` / `NSSliderCell`.
extension CocoaNibCompiler {
    mutating func slider(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let slider = classedObject("NSSlider", for: element)
        try viewAttributes(element, object: slider, parent: parent, isControl: true, addsEmptySubviews: true)
        let cellElement = element.childElements.first { $0.name == "sliderCell" }
        archive.set("NSEnabled", bool: element[attribute: "enabled"] != "NO", on: slider)
        archive.set("NSControlSendActionMask", integer: cellElement?[attribute: "continuous"] == "YES" ? 70 : 4, on: slider)
        archive.set("NSControlUsesSingleLineMode", bool: false, on: slider)
        archive.set("NSAllowsLogicalLayoutDirection", bool: false, on: slider)
        let horizontal = element[attribute: "horizontalHuggingPriority"] ?? "250"
        let vertical = element[attribute: "verticalHuggingPriority"] ?? "250"
        if horizontal != "250" || vertical != "750" {
            archive.set("NSHuggingPriority", string: "{\(horizontal), \(vertical)}", on: slider)
        }
        if let identifier = element[attribute: "identifier"] { archive.set("NSReuseIdentifierKey", string: identifier, on: slider) }
        try compileControlContents(of: element, control: slider)
        return slider
    }

    /// The slider cell: value range, tick marks and the cell and control flags.
    mutating func sliderCell(_ element: MarkupElement, control: Int) {
        let cell = startCell("NSSliderCell", element, control: control)
        var flags = Self.cellFlags(element, className: "NSSliderCell")
        let font = element.children(named: "font").first
        if font != nil { flags |= 0x0400_0000 }
        if element[attribute: "continuous"] == "YES" { flags |= 0x4_0000 | 0x100 }
        archive.set("NSCellFlags", integer: flags, on: cell)
        archive.set("NSCellFlags2", integer: Self.cellFlags2(element), on: cell)
        if let font { archive.set("NSSupport", reference: self.font(font), on: cell) }
        controlAttributes(from: element, className: "NSSliderCell", control: control)
        func number(_ name: String, _ fallback: Double) -> Double { element[attribute: name].flatMap(Double.init) ?? fallback }
        archive.set("NSTickMarkPosition", integer: element[attribute: "tickMarkPosition"] == "above" ? 1 : 0, on: cell)
        archive.set("NSValue", .double(number("doubleValue", 0)), on: cell)
        archive.set("NSMaxValue", .double(number("maxValue", 1)), on: cell)
        archive.set("NSMinValue", .double(number("minValue", 0)), on: cell)
        archive.set("NSVertical", bool: false, on: cell)
        archive.set("NSNumberOfTickMarks", integer: Int64(element[attribute: "numberOfTickMarks"] ?? "0") ?? 0, on: cell)
        archive.set("NSAllowsTickMarkValuesOnly", bool: element[attribute: "allowsTickMarkValuesOnly"] == "YES", on: cell)
        archive.set("NSAltIncValue", .double(number("altIncrementValue", 0)), on: cell)
        archive.set("NSControlView", reference: control, on: cell)
        if let identifier = element[attribute: "identifier"] { archive.set("NSCellIdentifier", string: identifier, on: cell) }
        attachCell(cell, to: control)
    }
}
