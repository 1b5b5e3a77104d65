import NibXML

/// `<datePicker>` with its `<datePickerCell>`: `NSDatePicker` / `NSDatePickerCell`, as
/// Apple's ibtool wrote viraptor's datepicker sample: the control keys, no calendar
/// overlay; the cell's date (an `NSDate`), font, time interval, elements and colours.
/// Picker styles, modes and date ranges are not in any sample and are not archived yet.
extension CocoaNibCompiler {
    /// `NSDatePickerElementFlags` bits by document attribute.
    static let datePickerElementBits: [String: Int64] = [
        "second": 0x02, "hour": 0x04, "minute": 0x08, "timeZone": 0x10, "day": 0x20, "month": 0x40, "year": 0x80, "era": 0x100,
    ]

    mutating func datePicker(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let picker = classedObject("NSDatePicker", for: element)
        try viewAttributes(element, object: picker, parent: parent, isControl: true, addsEmptySubviews: false)
        let cellElement = element.childElements.first { $0[attribute: "key"] == "cell" && $0.name == "datePickerCell" }
        archive.set("NSEnabled", bool: cellElement?[attribute: "enabled"] != "NO", on: picker)
        fixedControlKeys(on: picker)
        try compileControlContents(of: element, control: picker)
        archive.set("presentsCalendarOverlay", bool: element[attribute: "presentsCalendarOverlay"] == "YES", on: picker)
        return picker
    }

    mutating func datePickerCell(_ element: MarkupElement, control: Int) {
        let cell = startFlaggedCell("NSDatePickerCell", element, control: control)
        if let date = element.children(named: "date").first(where: { $0[attribute: "key"] == "date" }) {
            let object = archive.date(secondsSinceReferenceDate: Double(date[attribute: "timeIntervalSinceReferenceDate"] ?? "") ?? 0)
            archive.set("NSContents", reference: object, on: cell)
        }
        let fontElement = element.children(named: "font").first { $0[attribute: "key"] == "font" }
        archive.set("NSSupport", reference: fontElement.map { sharedFont($0) } ?? font(nil), on: cell)
        archive.set("NSControlView", reference: control, on: cell)
        archive.set("NSTimeInterval", .double(Double(element[attribute: "timeInterval"] ?? "") ?? 0), on: cell)
        let elements = element.children(named: "datePickerElements").first { $0[attribute: "key"] == "datePickerElements" }
        let bits = Self.datePickerElementBits.reduce(Int64(0)) { $0 | (elements?[attribute: $1.key] == "YES" ? $1.value : 0) }
        archive.set("NSDatePickerElements", integer: bits, on: cell)
        for (key, archiveKey) in [("backgroundColor", "NSBackgroundColor"), ("textColor", "NSTextColor")] {
            if let colorElement = element.firstChild(named: "color", key: key) {
                archive.set(archiveKey, reference: color(colorElement), on: cell)
            }
        }
        archive.set("NSDatePickerUseCurrentDateDuringDecoding", bool: false, on: cell)
        controlAttributes(from: element, className: "NSDatePickerCell", control: control)
        attachCell(cell, to: control)
    }
}
