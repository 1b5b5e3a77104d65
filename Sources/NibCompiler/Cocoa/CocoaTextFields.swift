import NibDocument
import NibXML

/// `<textField>` with its `<textFieldCell>`: `NSTextField` / `NSTextFieldCell`.
///
/// The field archives the control keys from its cell and the writing-tools and alignment
/// keys of current AppKit; the cell archives its text, font, placeholder, colours and
/// background (a secure field's cell also its allowed input sources). Formatters are not
/// handled here yet. Search and secure fields archive the same keys under their own
/// classes (`CocoaSearchFields` adds the search cell's own).
extension CocoaNibCompiler {
    mutating func textField(_ element: MarkupElement, parent: ObjectContext, className: String = "NSTextField",
                            cellName: String = "textFieldCell") throws -> Int {
        let field = classedObject(className, for: element)
        try viewAttributes(element, object: field, parent: parent, isControl: true, addsEmptySubviews: false)
        // Text fields hug at 250 both ways unless the document says otherwise; a vertical
        // 750 (Interface Builder's usual value) is not archived on its own.
        let horizontal = element[attribute: "horizontalHuggingPriority"] ?? "250"
        let vertical = element[attribute: "verticalHuggingPriority"]
        if horizontal != "250" || !(vertical == nil || vertical == "250" || vertical == "750") {
            archive.set("NSHuggingPriority", string: "{\(horizontal), \(vertical ?? "250")}", on: field)
        }
        // A wrapping field's preferred width (zero, Interface Builder's "automatic", is not archived).
        if let width = element[attribute: "preferredMaxLayoutWidth"].flatMap(Double.init), width != 0 {
            archive.set("NSPreferredMaxLayoutWidth", .double(width), on: field)
        }
        let cellElement = element.childElements.first { $0[attribute: "key"] == "cell" && $0.name == cellName }
        controlTag(element, on: field)
        archive.set("NSEnabled", bool: cellElement?[attribute: "enabled"] != "NO", on: field)
        archive.set("NSAllowsLogicalLayoutDirection", bool: false, on: field)
        if element[attribute: "allowsExpansionToolTips"] == "YES" { archive.set("NSControlAllowsExpansionToolTips", bool: true, on: field) }
        archive.set("NSControlUsesSingleLineMode", bool: cellElement?[attribute: "usesSingleLineMode"] == "YES", on: field)
        archive.set("NSControlSendActionMask", integer: 4, on: field)
        archive.set("NSTextFieldAlignmentRectInsetsVersion", integer: 2, on: field)
        // Text fields allow writing tools unless told not to; search and secure fields only
        // when told to.
        let writingTools = element[attribute: "allowsWritingTools"] ?? (className == "NSTextField" ? "YES" : "NO")
        archive.set("NSAllowsWritingTools", bool: writingTools != "NO", on: field)
        archive.set("NSTextFieldAllowsWritingToolsAffordance", bool: false, on: field)
        archive.set("NS.resolvesNaturalAlignmentWithBaseWritingDirection", bool: false, on: field)
        try compileControlContents(of: element, control: field)
        return field
    }

    @discardableResult
    mutating func textFieldCell(_ element: MarkupElement, of fieldElement: MarkupElement, control: Int,
                                className: String = "NSTextFieldCell") -> Int {
        let cell = startCell(className, element, control: control)
        archive.set("NSCellFlags", integer: Self.cellFlags(element, className: className), on: cell)
        archive.set("NSCellFlags2", integer: Self.cellFlags2(element), on: cell)
        // A formatter turns the title into the value it parses to (see `CocoaDateFormatters`).
        let formatterElement = element.childElements.first { $0[attribute: "key"] == "formatter" }
        let title = DocumentStrings.value("title", of: element) ?? ""
        if let formatterElement, formatterElement.name == "dateFormatter" {
            if let date = Self.parsedDate(title, format: Self.dateFormat(of: formatterElement)) {
                archive.set("NSContents", reference: archive.date(secondsSinceReferenceDate: date), on: cell)
            } else {
                archive.replace("NSCellFlags2", .integer(Self.cellFlags2(element) | -0x8000_0000), on: cell)
                setTitle("NSContents", title, of: element, on: cell)
            }
        } else if formatterElement?.name == "numberFormatter" {
            // A number formatter's cell archives the number its title stands for, or nothing.
            if let number = Double(title.replacingOccurrences(of: ",", with: "")) {
                archive.set("NSContents", reference: sharedNumber(number), on: cell)
            } else if !title.isEmpty {
                setTitle("NSContents", title, of: element, on: cell)
            }
        } else {
            setTitle("NSContents", title, of: element, on: cell)
        }
        let fontElement = element.children(named: "font").first { $0[attribute: "key"] == "font" }
        archive.set("NSSupport", reference: fontElement.map { sharedFont($0) } ?? font(nil), on: cell)
        if let formatterElement, let formatter = try? compileObject(formatterElement, parent: ObjectContext(parent: cell)) {
            archive.set("NSFormatter", reference: formatter, on: cell)
        }
        if let placeholder = DocumentStrings.value("placeholderString", of: element) {
            archive.set("NSPlaceholderString", string: placeholder, on: cell)
        }
        if !cellsOmitControlView { archive.set("NSControlView", reference: control, on: cell) }
        if element[attribute: "drawsBackground"] == "YES" { archive.set("NSDrawsBackground", bool: true, on: cell) }
        for (key, archiveKey) in [("backgroundColor", "NSBackgroundColor"), ("textColor", "NSTextColor")] {
            if let colorElement = element.firstChild(named: "color", key: key) {
                archive.set(archiveKey, reference: color(colorElement), on: cell)
            }
        }
        // A secure field's input sources (`<allowedInputSourceLocales>`).
        if let locales = element.firstChild(named: "allowedInputSourceLocales") {
            let identifiers = locales.children(named: "string").map { archive.string($0.textContent) }
            archive.set("NSAllowedInputLocales", reference: archive.collection("NSArray", identifiers), on: cell)
        }
        // The character picker: as the document says. Xcode 8 documents (tools 11000 to
        // 12999, when the setting defaulted to on) leave it out and mean on.
        let picker = fieldElement[attribute: "allowsCharacterPickerTouchBarItem"]
        let toolsVersion = Int(document.toolsVersion?.split(separator: ".").first ?? "") ?? 0
        if picker == "YES" || (picker == nil && dataCellColumn == nil && (11000..<13000).contains(toolsVersion)) {
            archive.set("NSCharacterPickerEnabled", bool: true, on: cell)
        }
        controlAttributes(from: element, className: className, control: control)
        attachCell(cell, to: control)
        return cell
    }
}
