import NibXML

/// `<font>` compiles to `NSFont` {`NSName`, `NSSize`, `NSfFlags`}: meta fonts (`system`,
/// `label`, ...) become the system font with the role AppKit recognises them by.
extension CocoaNibCompiler {
    static let systemFontName = ".AppleSystemUIFont"
    static let boldSystemFontName = ".AppleSystemUIFontBold"

    /// Meta font → (name, default size, role, extra `NSfFlags` bits).
    static let metaFonts: [String: (name: String, size: Double, role: Int64, extra: Int64)] = [
        "system": (systemFontName, 13, 0x14, 0), "systemBold": (boldSystemFontName, 13, 0x18, 0),
        "smallSystem": (systemFontName, 11, 0x1c, 0), "smallSystemBold": (boldSystemFontName, 11, 0x1d, 0),
        "miniSystem": (systemFontName, 9, 0x1e, 0), "miniSystemBold": (boldSystemFontName, 9, 0x1f, 0),
        "cellTitle": (systemFontName, 12, 0x13, 0x1000), "label": (systemFontName, 10, 0x1b, 0),
        "menu": (systemFontName, 13, 0x15, 0), "menuBar": (systemFontName, 14, 0x10, 0x1000),
        "message": (systemFontName, 13, 0x16, 0), "palette": (systemFontName, 11, 0x17, 0),
        "toolTip": (systemFontName, 11, 0x19, 0), "controlContent": (systemFontName, 12, 0x1a, 0),
        "user": ("Helvetica", 12, 0x11, 0),
    ]

    /// `NSfFlags` for a font role: the role in the low byte and, shifted, in the next nibble.
    static func fontFlags(role: Int64) -> Int64 {
        ((role << 8) & 0xF00) | (role & 0xFF)
    }

    /// Meta fonts AppKit archives as a text style font (Apple's metafonts_extra.nib).
    static let textStyleMetaFonts: [String: (name: String, size: Double, flags: Int64, style: String)] = [
        "titleBar": (boldSystemFontName, 13, 0x313, "UICTFontTextStyleHeadline"),
    ]

    /// A system font with its text style descriptor (size category 3), one per nib.
    mutating func textStyleFont(name: String, size: Double, flags: Int64, style: String) -> Int {
        let key = "font/style/\(name)/\(size)/\(style)"
        if let shared = sharedResources[key] { return shared }
        let font = archive.object("NSFont")
        archive.set("NSName", string: name, on: font)
        archive.set("NSSize", .double(size), on: font)
        archive.set("NSfFlags", integer: flags, on: font)
        let attributes = archive.dictionary("NSDictionary", [
            (archive.string("NSCTFontSizeCategoryAttribute"), sharedNumber(3)),
            (archive.string("NSCTFontUIUsageAttribute"), archive.string(style)),
            (archive.string("NSFontSizeAttribute"), sharedNumber(size, asDouble: true)),
        ])
        let descriptor = archive.object("NSFontDescriptor")
        archive.set("NSFontDescriptorAttributes", reference: attributes, on: descriptor)
        archive.set("NSFontDescriptorOptions", integer: 0x8000_8404, on: descriptor)
        archive.set("NSTextStyleDescriptor", reference: descriptor, on: font)
        archive.set("NSHasWidth", bool: false, on: font)
        sharedResources[key] = font
        return font
    }

    /// An `NSFont` for a `<font>` element, or the regular system font when there is none.
    /// `systemRole` replaces the role of a system font (pop-up cells use the message font role).
    mutating func font(_ element: MarkupElement?, systemRole: Int64? = nil) -> Int {
        if let meta = element?[attribute: "metaFont"], let styled = Self.textStyleMetaFonts[meta] {
            let size = element?[attribute: "size"].flatMap(Double.init) ?? styled.size
            return textStyleFont(name: styled.name, size: size, flags: styled.flags, style: styled.style)
        }
        let font = archive.object("NSFont")
        let size = element?[attribute: "size"].flatMap(Double.init)
        if let meta = element?[attribute: "metaFont"], let known = Self.metaFonts[meta] {
            archive.set("NSName", string: known.name, on: font)
            archive.set("NSSize", .double(size ?? known.size), on: font)
            let flags = known.name.hasPrefix(".") && systemRole != nil ? Self.fontFlags(role: systemRole ?? 0) : Self.fontFlags(role: known.role) | known.extra
            archive.set("NSfFlags", integer: flags, on: font)
        } else {
            let name = element?[attribute: "name"]
            archive.set("NSName", string: name ?? Self.systemFontName, on: font)
            archive.set("NSSize", .double(size ?? 13), on: font)
            archive.set("NSfFlags", integer: Self.fontFlags(role: name == nil ? systemRole ?? 0x14 : 0x10), on: font)
            if element?[attribute: "usesAppearanceFont"] == "YES" { archive.set("NSFontUsesAppearanceFontSize", bool: true, on: font) }
        }
        return font
    }

    /// A new `NSFont` for the meta font `name` (`smallSystem`) at its default size.
    mutating func metaFont(_ name: String) -> Int {
        let known = Self.metaFonts[name] ?? Self.metaFonts["system"] ?? (Self.systemFontName, 13, 0x14, 0)
        let font = archive.object("NSFont")
        archive.set("NSName", string: known.name, on: font)
        archive.set("NSSize", .double(known.size), on: font)
        archive.set("NSfFlags", integer: Self.fontFlags(role: known.role) | known.extra, on: font)
        return font
    }

    /// The `NSFont` for `element`, shared with earlier fonts of the same description (Apple
    /// archives one object per distinct font).
    mutating func sharedFont(_ element: MarkupElement) -> Int {
        let key = "font/\(element[attribute: "metaFont"] ?? "")/\(element[attribute: "name"] ?? "")/\(element[attribute: "size"] ?? "")"
        if let existing = sharedResources[key] { return existing }
        let created = font(element)
        sharedResources[key] = created
        return created
    }
}
