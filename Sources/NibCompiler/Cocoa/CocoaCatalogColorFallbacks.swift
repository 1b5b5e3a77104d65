/// The fallback colour ibtool archives inside every `System` catalog colour (`NSColor` →
/// `NSColor`): a grey in the Generic Gray Gamma 2.2 space, for when AppKit cannot resolve
/// the name (`linkColor` falls back to an sRGB blue). The values are ibtool's, read from the
/// nibs of viraptor/ibtool's samples; a name not listed here is archived without a fallback.
extension CocoaNibCompiler {
    /// A grey fallback: its component (`NSComponents`, with alpha 1) and the calibrated
    /// white AppKit derives from it (`NSWhite`), both as ibtool prints them.
    struct GrayFallback {
        var component: String
        var white: String
    }

    static let grayFallbackValues: [String: GrayFallback] = [
        "black": GrayFallback(component: "0", white: "0"),
        "third": GrayFallback(component: "0.3333333333", white: "0.2637968361"),
        "half": GrayFallback(component: "0.5", white: "0.4246723652"),
        "twoThirds": GrayFallback(component: "0.6666666667", white: "0.602715373"),
        "white": GrayFallback(component: "1", white: "1"),
    ]

    /// The fallback of each catalog colour name seen in Apple's nibs.
    static let catalogGrayFallbacks: [String: String] = [
        "controlBackgroundColor": "twoThirds", "controlColor": "twoThirds", "selectedTextBackgroundColor": "twoThirds",
        "controlTextColor": "black", "headerTextColor": "black", "labelColor": "black", "selectedTextColor": "black",
        "textColor": "black", "gridColor": "half", "tertiaryLabelColor": "half", "windowBackgroundColor": "half",
        "secondaryLabelColor": "third", "headerColor": "white", "textBackgroundColor": "white",
    ]

    /// RGB fallbacks, in sRGB: components (`NSComponents`) and the calibrated RGB AppKit
    /// derives from them (`NSRGB`), as ibtool prints them.
    static let catalogRGBFallbacks: [String: (components: String, rgb: String)] = [
        "linkColor": ("0 0 1 1", "0 0 0.9981992245"), "systemBlueColor": ("0 0 1 1", "0 0 0.9981992245"),
    ]

    /// Catalog colours whose fallback is another catalog colour (with its own fallback).
    static let catalogColorFallbacks: [String: String] = ["textInsertionPointColor": "systemBlueColor"]

    /// Archives the fallback of catalog colour `name` on `color`, when ibtool's is known.
    mutating func catalogFallback(named name: String, on color: Int) {
        if let other = Self.catalogColorFallbacks[name] {
            archive.set("NSColor", reference: systemCatalogColor(other), on: color)
            return
        }
        if let value = Self.catalogRGBFallbacks[name] {
            let fallback = archive.object("NSColor")
            archive.set("NSColorSpace", integer: 1, on: fallback)
            archive.set("NSRGB", .data(Array(value.rgb.utf8) + [0]), on: fallback)
            archive.set("NSCustomColorSpace", reference: sRGBColorSpace(), on: fallback)
            archive.set("NSComponents", .data(Array(value.components.utf8)), on: fallback)
            archive.set("NSLinearExposure", .data(Array("1".utf8)), on: fallback)
            archive.set("NSColor", reference: fallback, on: color)
            return
        }
        guard let value = Self.catalogGrayFallbacks[name].flatMap({ Self.grayFallbackValues[$0] }) else { return }
        let fallback = archive.object("NSColor")
        archive.set("NSColorSpace", integer: 3, on: fallback)
        archive.set("NSWhite", .data(Array(value.white.utf8) + [0]), on: fallback)
        archive.set("NSCustomColorSpace", reference: grayColorSpace(), on: fallback)
        archive.set("NSComponents", .data(Array("\(value.component) 1".utf8)), on: fallback)
        archive.set("NSLinearExposure", .data(Array("1".utf8)), on: fallback)
        archive.set("NSColor", reference: fallback, on: color)
    }

    /// The nib's one sRGB colour space (`NSID` 7, no model), shared by its fallbacks.
    mutating func sRGBColorSpace() -> Int {
        profiledColorSpace(id: 7, model: nil, profile: SRGBColorProfile.bytes, sharedAs: "NSColorSpace.sRGB")
    }

    /// The nib's one Generic Gray Gamma 2.2 colour space (`NSID` 9), shared by its fallbacks.
    private mutating func grayColorSpace() -> Int {
        profiledColorSpace(id: 9, model: 0, profile: GrayColorProfile.bytes, sharedAs: "NSColorSpace.gray")
    }

    /// An `NSColorSpace` with an embedded ICC profile, made once per nib.
    private mutating func profiledColorSpace(id: Int64, model: Int64?, profile bytes: [UInt8], sharedAs key: String) -> Int {
        if let existing = sharedResources[key] { return existing }
        let space = archive.object("NSColorSpace")
        archive.set("NSID", integer: id, on: space)
        if let model { archive.set("NSModel", integer: model, on: space) }
        let profile = archive.object("NSData")
        archive.set("NS.bytes", .data(bytes), on: profile)
        archive.set("NSICC", reference: profile, on: space)
        sharedResources[key] = space
        return space
    }
}
