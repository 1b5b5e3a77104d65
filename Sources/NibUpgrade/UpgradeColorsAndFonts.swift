/// `NSColor` and `NSFont` archive objects as the modern `<color>` and `<font>` elements.
extension UpgradeSession {
    /// A `<color key=...>` for an archived `NSColor` (Cocoa and Cocoa Touch archives use the
    /// same encoding; iOS named colours carry `IBUIColorCocoaTouchKeyPath`).
    func colorElement(_ color: ArchivedObject, key: String) -> MarkupBuilder {
        var element = MarkupBuilder("color", [("key", key)])
        if let keyPath = color.string("IBUIColorCocoaTouchKeyPath") {
            color.use("NSColorSpace"); color.use("NSImage"); color.use("NSRGB"); color.use("NSWhite"); color.use("NSCustomColorSpace")
            element.set("name", keyPath)
            element.set("colorSpace", "custom")
            element.set("customColorSpace", "sRGB")
            return element
        }
        let space = color.integer("NSColorSpace") ?? 0
        color.use("NSCustomColorSpace")
        switch space {
        case 1, 2:
            let components = componentValues(color.bytes("NSRGB"))
            element.set("red", ModernNumber.text(components[safe: 0] ?? 0))
            element.set("green", ModernNumber.text(components[safe: 1] ?? 0))
            element.set("blue", ModernNumber.text(components[safe: 2] ?? 0))
            element.set("alpha", ModernNumber.text(components[safe: 3] ?? 1))
            element.set("colorSpace", space == 1 ? "calibratedRGB" : "deviceRGB")
        case 3, 4:
            let components = componentValues(color.bytes("NSWhite"))
            element.set("white", ModernNumber.text(components[safe: 0] ?? 0))
            element.set("alpha", ModernNumber.text(components[safe: 1] ?? 1))
            element.set("colorSpace", space == 3 ? "calibratedWhite" : "deviceWhite")
        case 6:
            element.set("name", color.string("NSColorName"))
            element.set("catalog", color.string("NSCatalogName") ?? "System")
            element.set("colorSpace", "catalog")
            color.use("NSColor")
        default:
            // Pattern and other colours: the grey fallback the archive carries.
            element.set("white", "0.0")
            element.set("alpha", "1")
            element.set("colorSpace", "calibratedWhite")
            warn("colour (space \(space)) has no modern counterpart; written as black", at: color.element)
        }
        return element
    }

    /// The numbers of a colour's component text (`0.5 0.5 0.5 1`, NUL-terminated).
    private func componentValues(_ bytes: [UInt8]?) -> [Double] {
        guard let bytes else { return [] }
        return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self).split(separator: " ").compactMap { Double($0) }
    }

    /// Meta fonts by the role AppKit keeps in the low byte of `NSfFlags`.
    static let metaFontsByRole: [Int64: String] = [
        0x14: "system", 0x18: "systemBold", 0x1c: "smallSystem", 0x1d: "smallSystemBold", 0x1e: "miniSystem",
        0x1f: "miniSystemBold", 0x13: "cellTitle", 0x1b: "label", 0x15: "menu", 0x16: "message", 0x17: "palette",
        0x19: "toolTip", 0x1a: "controlContent",
    ]

    /// Default sizes of the meta fonts, to leave the size out when it is the default.
    static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "smallSystem": 11, "smallSystemBold": 11, "miniSystem": 9, "miniSystemBold": 9,
        "cellTitle": 12, "label": 10, "menu": 13, "message": 13, "palette": 11, "toolTip": 11, "controlContent": 12,
    ]

    /// A `<font key=...>` for an archived `NSFont`: the system font roles as meta fonts,
    /// any other font by name and size.
    func fontElement(_ font: ArchivedObject, key: String) -> MarkupBuilder {
        var element = MarkupBuilder("font", [("key", key)])
        let name = font.string("NSName") ?? "LucidaGrande"
        let size = font.double("NSSize") ?? 13
        let role = (font.integer("NSfFlags") ?? 0) & 0xFF
        let isSystemFamily = name.hasPrefix("LucidaGrande") || name.hasPrefix(".") || name.hasPrefix("Helvetica")
        if isSystemFamily, let meta = Self.metaFontsByRole[role] {
            element.set("metaFont", meta)
            if Self.metaFontSizes[meta] != size { element.set("size", ModernNumber.text(size)) }
        } else {
            element.set("name", name)
            element.set("size", ModernNumber.text(size))
        }
        return element
    }
}

extension Array {
    /// The element at `index`, or nil past the end.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
