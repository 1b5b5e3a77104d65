import NibXML

/// `<searchField>` with its `<searchFieldCell>`: `NSSearchField` / `NSSearchFieldCell`.
///
/// The field and cell archive a text field's keys (`CocoaTextFields`); the cell adds its
/// bezel style, its search and cancel button cells (targeting the cell with AppKit's private
/// `_searchFieldSearch:` / `_searchFieldCancel:`; the cancel button described as "cancel"
/// for accessibility), up to 255 recent searches and the search flags, all as ibtool writes
/// them in viraptor's samples (searchfield_no_completion, searchfieldcell_customclass,
/// toolbar_searchfield_view).
extension CocoaNibCompiler {
    mutating func searchFieldCell(_ element: MarkupElement, of fieldElement: MarkupElement, control: Int) {
        let cell = textFieldCell(element, of: fieldElement, control: control, className: "NSSearchFieldCell")
        let bezelStyles: [String: Int64] = ["square": 0, "round": 1]
        archive.set("NSTextBezelStyle", integer: element[attribute: "bezelStyle"].flatMap { bezelStyles[$0] } ?? 0, on: cell)
        if fieldElement[attribute: "textCompletion"] == "NO" {
            archive.set("NSAutomaticTextCompletionDisabled", bool: true, on: cell)
        }
        archive.set("NSSearchButtonCell", reference: searchFieldButtonCell(search: true, field: control, cell: cell), on: cell)
        archive.set("NSCancelButtonCell", reference: searchFieldButtonCell(search: false, field: control, cell: cell), on: cell)
        archive.set("NSMaximumRecents", integer: Int64(element[attribute: "maximumRecents"] ?? "") ?? 255, on: cell)
        archive.set("NSSearchFieldFlags", .data([0x06, 0, 0, 0]), on: cell)
        archive.set("NSAutomaticTextCompletionStored", bool: true, on: cell)
    }

    /// The search (magnifying glass) or cancel button cell of a search field.
    private mutating func searchFieldButtonCell(search: Bool, field: Int, cell: Int) -> Int {
        let button = archive.object("NSButtonCell")
        archive.set("NSCellFlags", integer: search ? 0 : -0x8000_0000, on: button)
        archive.set("NSCellFlags2", integer: 0, on: button)
        if search {
            archive.set("NSContents", string: "search", on: button)
        } else {
            let description = archive.dictionary("NSMutableDictionary", [
                (archive.string("AXDescription"), archive.string("cancel")),
                (archive.string("NSAccessibilityEncodedAttributesValueType"), archive.number(1)),
            ])
            archive.set("NSAccessibilityOverriddenAttributes", reference: archive.collection("NSMutableArray", [description]), on: button)
        }
        archive.set("NSControlView", reference: field, on: button)
        archive.set("NSAction", string: search ? "_searchFieldSearch:" : "_searchFieldCancel:", on: button)
        archive.set("NSTarget", reference: cell, on: button)
        archive.set("NSButtonFlags", integer: 138_428_416, on: button)
        archive.set("NSButtonFlags2", integer: 0, on: button)
        archive.set("NSBezelStyle", integer: 0, on: button)
        archive.set("NSKeyEquivalent", string: "", on: button)
        archive.set("NSPeriodicDelay", integer: 400, on: button)
        archive.set("NSPeriodicInterval", integer: 75, on: button)
        archive.set("NSAuxButtonType", integer: 5, on: button)
        return button
    }
}
