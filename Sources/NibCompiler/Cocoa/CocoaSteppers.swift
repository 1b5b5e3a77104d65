import NibXML

/// `<stepper>` with its `<stepperCell>`: `NSStepper` / `NSStepperCell`. The value range
/// lives on the cell; the stepper's own range keys are archived as zeros.
extension CocoaNibCompiler {
    mutating func stepper(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let stepper = classedObject("NSStepper", for: element)
        try viewAttributes(element, object: stepper, parent: parent, isControl: true, addsEmptySubviews: false)
        let cellElement = element.childElements.first { $0.name == "stepperCell" && $0[attribute: "key"] == "cell" }
        let autorepeats = cellElement?[attribute: "autorepeat"] != "NO"
        archive.set("NSEnabled", bool: true, on: stepper)
        archive.set("NSAllowsLogicalLayoutDirection", bool: false, on: stepper)
        archive.set("NSControlSize", integer: 0, on: stepper)
        archive.set("NSControlRefusesFirstResponder", bool: false, on: stepper)
        archive.set("NSControlUsesSingleLineMode", bool: false, on: stepper)
        archive.set("NSControlTextAlignment", integer: 0, on: stepper)
        archive.set("NSControlLineBreakMode", integer: 0, on: stepper)
        archive.set("NSControlWritingDirection", integer: -1, on: stepper)
        archive.set("NSControlSendActionMask", integer: autorepeats ? 0x10002 : 4, on: stepper)
        archive.set("NSControlContinuous", bool: autorepeats && cellElement?[attribute: "continuous"] != "NO", on: stepper)
        for key in ["NSStepperMinValue", "NSStepperMaxValue", "NSStepperIncrement"] { archive.set(key, .double(0), on: stepper) }
        archive.set("NSStepperWraps", bool: false, on: stepper)
        archive.set("NSStepperAutorepeat", bool: false, on: stepper)
        try compileControlContents(of: element, control: stepper)
        return stepper
    }

    /// The stepper cell: range, increment, autorepeat and wrapping.
    mutating func stepperCell(_ element: MarkupElement, control: Int) {
        let cell = startCell("NSStepperCell", element, control: control)
        let autorepeats = element[attribute: "autorepeat"] != "NO"
        var flags: Int64 = 0
        if autorepeats {
            flags = 0x4_0000 | 0x20  // action on mouse down, do not act on mouse up
            if element[attribute: "continuous"] != "NO" { flags |= 0x8_0000 }
        }
        archive.set("NSCellFlags", integer: flags, on: cell)
        archive.set("NSCellFlags2", integer: 0, on: cell)
        archive.set("NSControlView", reference: control, on: cell)
        func number(_ name: String, _ fallback: Double) -> Double { element[attribute: name].flatMap(Double.init) ?? fallback }
        if number("doubleValue", 0) != 0 { archive.set("NSValue", .double(number("doubleValue", 0)), on: cell) }
        if number("minValue", 0) != 0 { archive.set("NSMinValue", .double(number("minValue", 0)), on: cell) }
        if number("maxValue", 100) != 0 { archive.set("NSMaxValue", .double(number("maxValue", 100)), on: cell) }
        archive.set("NSIncrement", .double(number("increment", 1)), on: cell)
        if autorepeats {
            if let wraps = element[attribute: "valueWraps"] { archive.set("NSValueWraps", bool: wraps == "YES", on: cell) }
            archive.set("NSAutorepeat", bool: true, on: cell)
        }
        attachCell(cell, to: control)
    }
}
