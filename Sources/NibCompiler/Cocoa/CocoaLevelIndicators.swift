import NibXML

/// `<levelIndicator>` with its `<levelIndicatorCell>`: `NSLevelIndicator` /
/// `NSLevelIndicatorCell`.
///
/// The cell archives its maximum, warning and critical values and its style; values left at
/// zero in the document are not archived.
extension CocoaNibCompiler {
    /// `NSIndicatorStyle` values (`NSLevelIndicator.Style`); discrete capacity when absent.
    static let levelIndicatorStyles: [String: Int64] = [
        "relevancy": 0, "continuousCapacity": 1, "discreteCapacity": 2, "rating": 3,
    ]

    mutating func levelIndicator(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let indicator = classedObject("NSLevelIndicator", for: element)
        try viewAttributes(element, object: indicator, parent: parent, isControl: true, addsEmptySubviews: false)
        let horizontal = element[attribute: "horizontalHuggingPriority"] ?? "250"
        let vertical = element[attribute: "verticalHuggingPriority"] ?? "750"
        if horizontal != "250" || vertical != "750" {
            archive.set("NSHuggingPriority", string: "{\(horizontal), \(vertical)}", on: indicator)
        }
        archive.set("NSEnabled", bool: element[attribute: "enabled"] != "NO", on: indicator)
        fixedControlKeys(on: indicator)
        try compileControlContents(of: element, control: indicator)
        return indicator
    }

    mutating func levelIndicatorCell(_ element: MarkupElement, control: Int) {
        let cell = startFlaggedCell("NSLevelIndicatorCell", element, control: control)
        archive.set("NSControlView", reference: control, on: cell)
        for (attribute, key) in [("doubleValue", "NSValue"), ("minValue", "NSMinValue"), ("maxValue", "NSMaxValue"),
                                 ("warningValue", "NSWarningValue"), ("criticalValue", "NSCriticalValue")] {
            if let value = element[attribute: attribute].flatMap(Double.init), value != 0 { archive.set(key, .double(value), on: cell) }
        }
        if let marks = element[attribute: "numberOfTickMarks"].flatMap(Int64.init) {
            archive.set("NSNumberOfTickMarks", integer: marks, on: cell)
        }
        let style = element[attribute: "levelIndicatorStyle"].flatMap { Self.levelIndicatorStyles[$0] } ?? 2
        archive.set("NSIndicatorStyle", integer: style, on: cell)
        controlAttributes(from: element, className: "NSLevelIndicatorCell", control: control)
        attachCell(cell, to: control)
    }
}
