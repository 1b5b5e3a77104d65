import NibXML

/// Colour components of one document that are equal at single precision but written with
/// different digits (`0.4039215686` and `0.40392156862745099`, one Xcode's and a later one's
/// way of writing 103/255): from Xcode 13 ibtool archives each as the one written shortest,
/// across the whole document, whatever colour they belong to and wherever it comes
/// (DuckDuckGo's onboarding storyboards, Xcode 13.2: a button's opaque colour written with
/// 17 digits archives the 10 digits of a button in another scene, before it in one document,
/// of translucent backgrounds after it in the other).
///
/// Between documents ibtool carries such values over too (a later document of the same build
/// archives an earlier one's digits: DuckDuckGo's bookmarks, Sauce Labs' authentication
/// screen), which a compiler given one document cannot know.
enum CocoaTouchEqualColors {
    /// The component attributes of a colour given by its own components.
    static let componentNames = ["red", "green", "blue", "white", "alpha"]

    /// True for a colour given by its own components here: not a named, system or catalog
    /// colour, not one a named colour declares, not a runtime attribute's (which ibtool keeps
    /// apart by its doubles), not a text attribute's (`NSColor`, `NSBackgroundColor`...: an
    /// attributed string keeps what the document wrote, DuckDuckGo's privacy dashboard, a
    /// label's 17-digit grey beside 10-digit ones).
    static func isGivenByComponents(_ element: MarkupElement) -> Bool {
        let key = element[attribute: "key"] ?? ""
        return element.name == "color" && element[attribute: "name"] == nil && element[attribute: "systemColor"] == nil
            && element[attribute: "cocoaTouchSystemColor"] == nil && key != "value" && !key.hasPrefix("NS")
            && element.parent?.name != "namedColor" && element.parent?.name != "systemColor"
    }

    /// For each single-precision component value the document writes in more than one way,
    /// the way with the fewest digits (the first on a tie), by the float's bits.
    static func shortest(in root: MarkupElement) -> [UInt32: Double] {
        var best: [UInt32: Double] = [:]
        var variants: [UInt32: Set<Double>] = [:]
        for element in root.descendants() where isGivenByComponents(element) {
            for name in componentNames {
                guard let value = element[attribute: name].flatMap(Double.init) else { continue }
                let key = Float(value).bitPattern
                variants[key, default: []].insert(value)
                if let current = best[key], "\(current)".count <= "\(value)".count { continue }
                best[key] = value
            }
        }
        return best.filter { (variants[$0.key]?.count ?? 0) > 1 }
    }
}
