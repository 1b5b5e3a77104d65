import NibXML

/// `UIVisualEffectView`: its effect and its content view, a `_UIVisualEffectContentView` that
/// the effect view holds apart from its subviews (SDCAlertView's action cell, Xcode 11.4's build).
extension CocoaTouchNibCompiler {
    /// `UIBlurEffectStyle` values by document name. `regular` and `prominent` adapt to the
    /// interface style: ibtool archives them as automatic styles resolved to `light` (1).
    static let blurEffectStyles: [String: Int64] = [
        "extraLight": 0, "light": 1, "dark": 2, "extraDark": 3, "regular": 4, "prominent": 5,
        "systemUltraThinMaterial": 6, "systemThinMaterial": 7, "systemMaterial": 8, "systemThickMaterial": 9,
        "systemChromeMaterial": 10, "systemUltraThinMaterialLight": 11, "systemThinMaterialLight": 12,
        "systemMaterialLight": 13, "systemThickMaterialLight": 14, "systemChromeMaterialLight": 15,
        "systemUltraThinMaterialDark": 16, "systemThinMaterialDark": 17, "systemMaterialDark": 18,
        "systemThickMaterialDark": 19, "systemChromeMaterialDark": 20,
    ]

    /// The effect view's own keys: its blur effect and its (nil) group name. Its content view
    /// is stored under `UIVisualEffectViewContentView` as it is compiled.
    mutating func visualEffectViewAttributes(_ element: MarkupElement, object: Int) {
        if let blur = element.firstChild(named: "blurEffect") {
            let effect = archive.object("UIBlurEffect")
            let style = blur[attribute: "style"].flatMap { Self.blurEffectStyles[$0] } ?? 4
            if ["regular", "prominent"].contains(blur[attribute: "style"] ?? "regular") {
                archive.set("UIBlurEffectAutomaticStyle", integer: style, on: effect)
                archive.set("UIBlurEffectStyle", integer: 1, on: effect)
            } else {
                archive.set("UIBlurEffectStyle", integer: style, on: effect)
            }
            archive.set("UIVisualEffectViewEffect", reference: effect, on: object)
        }
        archive.setNull("UIVisualEffectViewGroupName", on: object)
    }

    /// True for the `<view key="contentView">` of a visual effect view.
    static func isVisualEffectContentView(_ element: MarkupElement) -> Bool {
        element[attribute: "key"] == "contentView" && element.parent?.name == "visualEffectView"
    }
}
