import Foundation
import NibXML

/// `<color>` compiles to `NSColor`. Calibrated and device colours store their components
/// as text (`NSRGB` / `NSWhite`, NUL-terminated, alpha only when not 1).
///
/// Catalog (`System`) colours carry ibtool's grey fallback in a Gray Gamma 2.2 space with
/// NibForge's own ICC profile (`CocoaCatalogColorFallbacks`). sRGB colours use NibForge's
/// sRGB profile; other custom colour spaces, whose profiles only Apple's frameworks
/// provide, keep their components as calibrated RGB or white.
extension CocoaNibCompiler {
    /// An `NSColor` for a `<color>` element.
    mutating func color(_ element: MarkupElement) -> Int {
        let color = archive.object("NSColor")
        func component(_ name: String) -> Double { Double(element[attribute: name] ?? "") ?? 0 }
        let alpha = element[attribute: "alpha"].flatMap(Double.init) ?? 1
        switch element[attribute: "colorSpace"] {
        case "calibratedRGB", "deviceRGB":
            archive.set("NSColorSpace", integer: element[attribute: "colorSpace"] == "calibratedRGB" ? 1 : 2, on: color)
            var text = [component("red"), component("green"), component("blue")].map { Self.componentText($0, digits: 12) }.joined(separator: " ")
            if alpha != 1 { text += " " + Self.componentText(alpha, digits: 12) }
            archive.set("NSRGB", .data(Array(text.utf8) + [0]), on: color)
        case "calibratedWhite", "deviceWhite":
            let calibrated = element[attribute: "colorSpace"] == "calibratedWhite"
            archive.set("NSColorSpace", integer: calibrated ? 3 : 4, on: color)
            var text = Self.componentText(component("white"), digits: calibrated ? 10 : 12)
            if alpha != 1 { text += " " + Self.componentText(alpha, digits: calibrated ? 10 : 12) }
            archive.set("NSWhite", .data(Array(text.utf8) + [0]), on: color)
        case "custom" where element[attribute: "customColorSpace"] == "sRGB":
            // An sRGB colour: its components in NibForge's sRGB profile. ibtool also stores the
            // calibrated RGB ColorSync converts them to (`NSRGB`); NibForge writes the sRGB
            // components there too, which AppKit does not use when the colour space is given.
            let components = [component("red"), component("green"), component("blue"), alpha].map { Self.componentText($0, digits: 10) }
            archive.set("NSColorSpace", integer: 1, on: color)
            archive.set("NSRGB", .data(Array(components.joined(separator: " ").utf8) + [0]), on: color)
            archive.set("NSCustomColorSpace", reference: sRGBColorSpace(), on: color)
            archive.set("NSComponents", .data(Array(components.joined(separator: " ").utf8)), on: color)
            archive.set("NSLinearExposure", .data(Array("1".utf8)), on: color)
        case "custom" where element[attribute: "customColorSpace"] != "sRGB" && element[attribute: "red"] != nil:
            // Other RGB spaces (Display P3, Adobe RGB): their components as calibrated RGB, the
            // nearest colour AppKit can show without the space's profile.
            archive.set("NSColorSpace", integer: 1, on: color)
            var text = [component("red"), component("green"), component("blue")].map { Self.componentText($0, digits: 12) }.joined(separator: " ")
            if alpha != 1 { text += " " + Self.componentText(alpha, digits: 12) }
            archive.set("NSRGB", .data(Array(text.utf8) + [0]), on: color)
        case "custom" where element[attribute: "white"] != nil:
            archive.set("NSColorSpace", integer: 3, on: color)
            var text = Self.componentText(component("white"), digits: 10)
            if alpha != 1 { text += " " + Self.componentText(alpha, digits: 10) }
            archive.set("NSWhite", .data(Array(text.utf8) + [0]), on: color)
        default:
            archive.set("NSColorSpace", integer: 6, on: color)
            archive.set("NSCatalogName", string: element[attribute: "catalog"] ?? "System", on: color)
            archive.set("NSColorName", string: element[attribute: "name"] ?? "", on: color)
            if (element[attribute: "catalog"] ?? "System") == "System" { catalogFallback(named: element[attribute: "name"] ?? "", on: color) }
        }
        return color
    }

    /// A colour from the `System` catalog by name, for defaults the document leaves out.
    mutating func systemCatalogColor(_ name: String) -> Int {
        let color = archive.object("NSColor")
        archive.set("NSColorSpace", integer: 6, on: color)
        archive.set("NSCatalogName", string: "System", on: color)
        archive.set("NSColorName", string: name, on: color)
        catalogFallback(named: name, on: color)
        return color
    }

    /// A colour component as AppKit prints it: whole numbers bare, others with up to
    /// `digits` significant digits.
    static func componentText(_ value: Double, digits: Int) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%.\(digits)g", value)
    }
}
