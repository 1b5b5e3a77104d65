/// The fallback colour ibtool archives inside every `System` catalog colour (`NSColor` →
/// `NSColor`): a grey in the Generic Gray Gamma 2.2 space, for when AppKit cannot resolve
/// the name. The values are ibtool's, read from the nibs of viraptor/ibtool's samples; a
/// name not listed here is archived without a fallback, as before.
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

    /// Archives the fallback of catalog colour `name` on `color`, when ibtool's is known.
    mutating func catalogFallback(named name: String, on color: Int) {
        guard let value = Self.catalogGrayFallbacks[name].flatMap({ Self.grayFallbackValues[$0] }) else { return }
        let fallback = archive.object("NSColor")
        archive.set("NSColorSpace", integer: 3, on: fallback)
        archive.set("NSWhite", .data(Array(value.white.utf8) + [0]), on: fallback)
        archive.set("NSCustomColorSpace", reference: grayColorSpace(), on: fallback)
        archive.set("NSComponents", .data(Array("\(value.component) 1".utf8)), on: fallback)
        archive.set("NSLinearExposure", .data(Array("1".utf8)), on: fallback)
        archive.set("NSColor", reference: fallback, on: color)
    }

    /// The nib's one Generic Gray Gamma 2.2 colour space (`NSID` 9), shared by its fallbacks.
    private mutating func grayColorSpace() -> Int {
        if let existing = sharedResources["NSColorSpace.gray"] { return existing }
        let space = archive.object("NSColorSpace")
        archive.set("NSID", integer: 9, on: space)
        archive.set("NSModel", integer: 0, on: space)
        let profile = archive.object("NSData")
        archive.set("NS.bytes", .data(GrayColorProfile.bytes), on: profile)
        archive.set("NSICC", reference: profile, on: space)
        sharedResources["NSColorSpace.gray"] = space
        return space
    }
}
