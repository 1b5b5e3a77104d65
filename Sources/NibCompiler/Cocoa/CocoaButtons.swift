import NibDocument
import NibXML

/// `<button>` with its `<buttonCell>`: `NSButton` / `NSButtonCell`, with the button flags
/// AppKit derives from the type, bezel, border, image position and behaviour.
extension CocoaNibCompiler {
    static let bezelStyles: [String: Int64] = [
        "rounded": 1, "regularSquare": 2, "disclosure": 5, "shadowlessSquare": 6, "circular": 7, "texturedSquare": 8,
        "helpButton": 9, "smallSquare": 10, "texturedRounded": 11, "roundedRect": 12, "recessed": 13,
        "roundedDisclosure": 14, "inline": 15,
    ]

    /// The `NSControl` keys every button class archives (cell keys come from the cell).
    mutating func buttonControl(_ className: String, _ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let button = classedObject(className, for: element)
        try viewAttributes(element, object: button, parent: parent, isControl: true, addsEmptySubviews: false)
        archive.set("NSEnabled", bool: true, on: button)
        archive.set("NSAllowsLogicalLayoutDirection", bool: false, on: button)
        archive.set("NSControlUsesSingleLineMode", bool: false, on: button)
        archive.set("NSControlSendActionMask", integer: 4, on: button)
        archive.setNull("IBNSShadowedSymbolConfiguration", on: button)
        // AppKit archives a button's tag with the button (Interface Builder 3 archives show it).
        controlTag(element, on: button)
        return button
    }

    mutating func button(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let button = try buttonControl("NSButton", element, parent: parent)
        try compileControlContents(of: element, control: button)
        if element[attribute: "imageHugsTitle"] == "YES", let cell = buttonCells[button] {
            buttonFlagsExtra[cell, default: 0] |= 0x20
        }
        if buttonCells[button] != nil, let cellElement = element.childElements.first(where: { $0.name == "buttonCell" }) {
            buttonHuggingPriority(element, cell: cellElement, button: button)
        }
        if let cell = buttonCells[button], let flags = buttonFlags[cell] {
            archive.set("NSButtonFlags", integer: Int64(Int32(truncatingIfNeeded: flags | (buttonFlagsExtra[cell] ?? 0))), on: cell)
        }
        return button
    }

    /// `NSHuggingPriority` of a button: written when set and different from the bezel's
    /// default, and always for check boxes, radio buttons, bevel buttons and most bezels.
    private mutating func buttonHuggingPriority(_ element: MarkupElement, cell: MarkupElement, button: Int) {
        let horizontal = element[attribute: "horizontalHuggingPriority"], vertical = element[attribute: "verticalHuggingPriority"]
        guard horizontal != nil || vertical != nil else { return }
        let bezel = cell[attribute: "bezelStyle"].flatMap { Self.bezelStyles[$0] }
        let type = cell[attribute: "type"] ?? "push"
        let defaults = [5, 9, 14].contains(bezel ?? -1) ? ("750", "750") : ("250", "750")
        let quietBezels: [Int64?] = [nil, 1, 9, 11, 12, 13]
        // A custom-class button placed by its frame keeps its class's priorities (Apple's
        // test16_buttons.nib); one placed by constraints archives them (Transmission's cell views).
        let keepsClassPriorities = element[attribute: "customClass"] != nil && element[attribute: "fixedFrame"] == "YES"
        let priority = (horizontal ?? "250", vertical ?? "250")
        if priority.0 != defaults.0 || priority.1 != defaults.1 || type == "check" || type == "radio" || type == "bevel"
            || (!quietBezels.contains(bezel) && !keepsClassPriorities) {
            archive.set("NSHuggingPriority", string: "{\(priority.0), \(priority.1)}", on: button)
        }
    }

    /// An `NSButtonCell` (listed under its button) and the control keys it gives the button.
    mutating func buttonCell(_ element: MarkupElement, control: Int) throws {
        let cell = startCell("NSButtonCell", element, control: control)
        let type = element[attribute: "type"] ?? "push"
        archive.set("NSCellFlags", integer: Self.cellFlags(element, className: "NSButtonCell"), on: cell)
        archive.set("NSCellFlags2", integer: Self.cellFlags2(element), on: cell)
        setTitle("NSContents", DocumentStrings.value("title", of: element) ?? "", of: element, on: cell)
        let fontElement = element.children(named: "font").first
        if element[attribute: "bezelStyle"] == "inline", fontElement?[attribute: "metaFont"] == "smallSystemBold" {
            // An inline button's small bold system font is AppKit's emphasized subheadline
            // text style (Apple's test16_buttons.nib).
            let size = fontElement?[attribute: "size"].flatMap(Double.init) ?? 11
            archive.set("NSSupport", reference: textStyleFont(name: ".AppleSystemUIFontDemi", size: size, flags: 0x10, style: "UICTFontTextStyleEmphasizedSubhead"), on: cell)
        } else {
            archive.set("NSSupport", reference: font(fontElement), on: cell)
        }
        if !cellsOmitControlView { archive.set("NSControlView", reference: control, on: cell) }
        let keyEquivalent = DocumentStrings.value("keyEquivalent", of: element) ?? ""
        var flags2 = Self.buttonFlags2(element, type: type)
        if !keyEquivalent.isEmpty, keyEquivalent != "\r", keyEquivalent != "\u{1b}" { flags2 |= 0x1000_0000 }
        archive.set("NSButtonFlags2", integer: flags2, on: cell)
        archive.set("NSBezelStyle", integer: element[attribute: "bezelStyle"].flatMap { Self.bezelStyles[$0] } ?? 0, on: cell)
        if let image = namedImage("image", of: element) { archive.set("NSNormalImage", reference: image, on: cell) }
        if type == "radio" || type == "check" {
            let source = archive.object("NSButtonImageSource")
            archive.set("NSImageName", string: type == "radio" ? "NSRadioButton" : "NSSwitch", on: source)
            archive.set("NSAlternateImage", reference: source, on: cell)
        } else if let image = namedImage("alternateImage", of: element) {
            archive.set("NSAlternateImage", reference: image, on: cell)
        }
        archive.set("NSAlternateContents", string: element[attribute: "alternateTitle"] ?? "", on: cell)
        archive.set("NSKeyEquivalent", string: keyEquivalent, on: cell)
        archive.set("NSPeriodicDelay", integer: 400, on: cell)
        archive.set("NSPeriodicInterval", integer: 75, on: cell)
        archive.set("NSAuxButtonType", integer: Self.auxiliaryButtonType(element, type: type), on: cell)
        // A cell's own tag (AppKit archives it with the cell, as Interface Builder 3 archives show).
        if let tag = element[attribute: "tag"].flatMap(Int64.init), tag != 0 { archive.set("NSTag", integer: tag, on: cell) }
        controlAttributes(from: element, className: "NSButtonCell", control: control)
        attachCell(cell, to: control)
        buttonCells[control] = cell
        buttonFlags[cell] = Self.buttonFlags(element, type: type)
    }

    /// `NSButtonFlags`: inset, type, border, image position and behaviour bits.
    static func buttonFlags(_ element: MarkupElement, type: String) -> Int64 {
        var flags: Int64 = [0: 0, 1: 0x2000, 2: 0x4000, 3: 0x6000][min(max(Int(element[attribute: "inset"] ?? "0") ?? 0, 0), 3)] ?? 0
        if type == "radio" || type == "check" { flags |= 0x100 }
        let borders: [String: Int64] = ["border": 0x80_0000, "bezel": 0x30_0000, "borderAndBezel": 0xB0_0000]
        flags |= element[attribute: "borderStyle"].flatMap { borders[$0] } ?? 0
        let positions: [String: Int64] = [
            "left": 0x38_0000, "right": 0x28_0000, "above": 0x8_0000, "below": 0x18_0000, "only": 0x40_0000, "overlaps": 0x48_0000,
        ]
        flags |= element[attribute: "imagePosition"].flatMap { positions[$0] } ?? 0
        if let behavior = element.children(named: "behavior").first {
            let bits: [(String, Int64)] = [
                ("doesNotDimImage", 1 << 12), ("lightByGray", 1 << 25), ("lightByBackground", 1 << 26), ("lightByContents", 1 << 27),
                ("changeGray", 1 << 28), ("changeBackground", 1 << 29), ("changeContents", 1 << 30), ("pushIn", 1 << 31),
            ]
            flags |= bits.reduce(Int64(0)) { $0 | (behavior[attribute: $1.0] == "YES" ? $1.1 : 0) }
        }
        return flags
    }

    /// `NSButtonFlags2`: image scaling and the button type's identifier bits.
    static func buttonFlags2(_ element: MarkupElement, type: String) -> Int64 {
        let scalings: [String: Int64] = ["proportionallyDown": 0x80, "proportionallyUpOrDown": 0x40]
        var flags = element[attribute: "imageScaling"].flatMap { scalings[$0] } ?? 0
        let typeIDs: [String: Int64] = [
            "push": 0x1, "check": 0x2, "square": 0x6, "squareTextured": 0x20, "disclosureTriangle": 0x5, "help": 0x21,
            "smallSquare": 0x22, "roundTextured": 0x23, "disclosure": 0x26, "roundRect": 0x24, "recessed": 0x2D, "inline": 0x27,
        ]
        switch type {
        case "radio": flags |= element[attribute: "bezelStyle"].flatMap { bezelStyles[$0] } ?? 0
        case "bevel": flags |= element[attribute: "bezelStyle"] == "rounded" ? 0x1 : 0x2
        default: flags |= typeIDs[type] ?? 0
        }
        return flags
    }

    /// `NSAuxButtonType` (the `NSButtonType` the cell was set up as).
    static func auxiliaryButtonType(_ element: MarkupElement, type: String) -> Int64 {
        if type == "square" || type == "squareTextured" {
            let behavior = element.children(named: "behavior").first
            if behavior?[attribute: "pushIn"] == "YES" { return type == "square" ? 7 : 2 }
            if behavior?[attribute: "lightByContents"] == "YES" { return 5 }
            return 0
        }
        let types: [String: Int64] = ["radio": 4, "recessed": 1, "check": 3, "disclosureTriangle": 2, "disclosure": 6]
        return types[type] ?? 7
    }
}
