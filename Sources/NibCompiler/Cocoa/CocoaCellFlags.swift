import NibXML

/// `NSCellFlags` / `NSCellFlags2` and the control keys AppKit copies from a control's cell.
extension CocoaNibCompiler {
    /// Cell classes whose `NSCellFlags` carry the text-cell type bit.
    static let textCellClasses: Set<String> = [
        "NSTextFieldCell", "NSButtonCell", "NSSearchFieldCell", "NSPopUpButtonCell", "NSTableHeaderCell",
        "NSSegmentedCell", "NSDatePickerCell", "NSSecureTextFieldCell", "NSPathCell",
    ]

    /// `NSCellFlags` of a cell element of `className`.
    static func cellFlags(_ cell: MarkupElement, className: String) -> Int64 {
        var flags: Int64 = 0
        if let mode = cell[attribute: "lineBreakMode"], mode != "wordWrapping", mode != "charWrapping" { flags |= 0x40 }
        if textCellClasses.contains(className) { flags |= 0x0400_0000 }
        if cell[attribute: "selectable"] == "YES" { flags |= 0x0020_0001 }
        if cell[attribute: "state"] == "on" { flags |= -0x8000_0000 }
        if cell[attribute: "scrollable"] == "YES" { flags |= 0x0010_0000 }
        if cell[attribute: "enabled"] == "NO" { flags |= 0x2000_0000 }
        if cell[attribute: "editable"] == "YES" { flags |= 0x1000_0000 }
        if cell[attribute: "borderStyle"] == "bezel" { flags |= 0x0040_0000 }
        if className == "NSTableHeaderCell" || className == "NSSegmentedCell" { flags |= 0x0080_0000 }
        return flags
    }

    /// `NSCellFlags2`: alignment, line break mode, control size and behaviour bits.
    static func cellFlags2(_ cell: MarkupElement) -> Int64 {
        var flags: Int64 = 0
        switch cell[attribute: "alignment"] {
        case nil: flags |= 0x1000_0000
        case "center": flags |= 0x0800_0000
        case "right": flags |= 0x0400_0000
        default: break
        }
        let breakModes: [String: Int64] = [
            "charWrapping": 0x200, "clipping": 0x400, "truncatingHead": 0x600, "truncatingTail": 0x800, "truncatingMiddle": 0xA00,
        ]
        flags |= cell[attribute: "lineBreakMode"].flatMap { breakModes[$0] } ?? 0
        if cell[attribute: "sendsActionOnEndEditing"] == "YES" { flags |= 0x0040_0000 }
        if cell[attribute: "refusesFirstResponder"] == "YES" { flags |= 0x0200_0000 }
        if cell[attribute: "controlSize"] == "small" { flags |= 0x2_0000 }
        if cell[attribute: "controlSize"] == "mini" { flags |= 0x4_0000 }
        if cell[attribute: "allowsMixedState"] == "YES" { flags |= 0x0100_0000 }
        if cell[attribute: "allowsUndo"] == "NO" { flags |= 0x1000 }
        if cell[attribute: "usesSingleLineMode"] == "YES" { flags |= 0x40 }
        if cell[attribute: "truncatesLastVisibleLine"] == "YES" { flags |= 0x100 }
        if cell[attribute: "allowsEditingTextAttributes"] == "YES" { flags |= 0x4000_0000 }
        if cell[attribute: "focusRingType"] == "none" { flags |= 0x8000 }
        if cell[attribute: "focusRingType"] == "exterior" { flags |= 0x1_0000 }
        return flags
    }

    /// Starts a control's cell: the cell object, listed under its control, with its connections.
    mutating func startCell(_ className: String, _ element: MarkupElement, control: Int) -> Int {
        let cell = classedObject(className, for: element)
        if let id = element[attribute: "id"] {
            register(cell, id: id)
            listedObjects.append((cell, dataCellColumn ?? control))
        }
        collectConnections(of: element, source: cell)
        return cell
    }

    /// Starts a control's cell of `className` with its `NSCellFlags` and `NSCellFlags2`.
    mutating func startFlaggedCell(_ className: String, _ element: MarkupElement, control: Int) -> Int {
        let cell = startCell(className, element, control: control)
        archive.set("NSCellFlags", integer: Self.cellFlags(element, className: className), on: cell)
        archive.set("NSCellFlags2", integer: Self.cellFlags2(element), on: cell)
        return cell
    }

    /// Compiles what a control owns (its cell first), the control being their superview.
    mutating func compileControlContents(of element: MarkupElement, control: Int) throws {
        try compileOwnedObjects(of: element, object: control, context: ObjectContext(parent: control, parentElementName: element.name, superview: control))
    }

    /// Makes `cell` the cell of `control` (`NSCell`); a table column's data cell instead
    /// becomes the column's (`lastDataCell`).
    mutating func attachCell(_ cell: Int, to control: Int) {
        if dataCellColumn != nil {
            lastDataCell = cell
        } else {
            archive.set("NSCell", reference: cell, on: control)
        }
    }

    /// The control keys every plain control archives with fixed values: no logical layout
    /// direction, no single-line mode, and the action sent on mouse-up (mask 4) unless told.
    mutating func fixedControlKeys(on control: Int, sendActionMask: Int64 = 4) {
        archive.set("NSControlSendActionMask", integer: sendActionMask, on: control)
        archive.set("NSControlUsesSingleLineMode", bool: false, on: control)
        archive.set("NSAllowsLogicalLayoutDirection", bool: false, on: control)
    }

    /// The control keys of a control AppKit configures itself (scrollers, tables): regular
    /// size, not continuous, accepting first responder, no single-line mode, natural
    /// alignment, word wrapping, natural writing direction, and `sendActionMask`; a control
    /// AppKit makes with other text settings (a row template's pop-up) passes them.
    mutating func neutralControlKeys(on control: Int, sendActionMask: Int64, alignment: Int64 = 0, lineBreakMode: Int64 = 0,
                                     writingDirection: Int64 = 0) {
        archive.set("NSControlSize", integer: 0, on: control)
        archive.set("NSControlContinuous", bool: false, on: control)
        archive.set("NSControlRefusesFirstResponder", bool: false, on: control)
        archive.set("NSControlUsesSingleLineMode", bool: false, on: control)
        archive.set("NSControlTextAlignment", integer: alignment, on: control)
        archive.set("NSControlLineBreakMode", integer: lineBreakMode, on: control)
        archive.set("NSControlWritingDirection", integer: writingDirection, on: control)
        archive.set("NSControlSendActionMask", integer: sendActionMask, on: control)
    }

    /// The keys an `NSControl` archives from its cell's settings.
    mutating func controlAttributes(from cell: MarkupElement, className: String, control: Int) {
        guard dataCellColumn == nil else { return }  // a table column's data cell: the table keeps its own
        archive.set("NSControlRefusesFirstResponder", bool: cell[attribute: "refusesFirstResponder"] == "YES", on: control)
        let breakModes: [String: Int64] = [
            "wordWrapping": 0, "charWrapping": 1, "clipping": 2, "truncatingHead": 3, "truncatingTail": 4, "truncatingMiddle": 5,
        ]
        archive.set("NSControlLineBreakMode", integer: cell[attribute: "lineBreakMode"].flatMap { breakModes[$0] } ?? 0, on: control)
        if Self.textCellClasses.contains(className) || className == "NSImageCell" || className == "NSColorWellCell" || className == "NSSliderCell"
            || className == "NSLevelIndicatorCell" {
            let alignments: [String: Int64] = ["left": 0, "center": 1, "right": 2]
            archive.set("NSControlTextAlignment", integer: cell[attribute: "alignment"].flatMap { alignments[$0] } ?? 4, on: control)
            archive.set("NSControlWritingDirection", integer: -1, on: control)
            archive.set("NSControlContinuous", bool: cell[attribute: "continuous"] == "YES", on: control)
        }
        let sizes: [String: Int64] = ["small": 1, "mini": 2]
        archive.set("NSControlSize", integer: cell[attribute: "controlSize"].flatMap { sizes[$0] } ?? 0, on: control)
    }
}
