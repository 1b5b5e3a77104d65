import NibXML

/// `UIActivityIndicatorView` (TLPhotoPicker's photo cell, Xcode 12.1's build): its style under
/// both the legacy and the iOS 13 key, and its colour (nil when the document sets none; before
/// Xcode 11, the style's colour as the view's tint; from Xcode 11 a colour set is the tint too).
/// Its hugging defaults to 750, so the document's 750 is not archived. `hidesWhenStopped`
/// NO and `animating` YES appear in no compiled pair yet: their keys (`UIHidesWhenStopped`,
/// `UIAnimating`) are unconfirmed against Apple's output.
extension CocoaTouchNibCompiler {
    /// `UIActivityIndicatorViewStyle` values by document name.
    static let activityIndicatorStyles: [String: Int64] = ["whiteLarge": 0, "white": 1, "gray": 2, "medium": 100, "large": 101]

    mutating func activityIndicatorAttributes(_ element: MarkupElement, object: Int) {
        let style = element[attribute: "style"].flatMap { Self.activityIndicatorStyles[$0] } ?? 1
        if release >= .xcode11 { archive.set("UIActivityIndicatorViewStyle-Modern", integer: style, on: object) }
        // Before Xcode 11 UIKit's default style, white, is not archived (MapboxNavigation's
        // rerouting spinner, 9.1).
        if release >= .xcode11 || style != 1 { archive.set("UIActivityIndicatorViewStyle", integer: style, on: object) }
        if let color = color("color", in: element) {
            archive.set("UIColor", reference: color, on: object)
            if release >= .xcode11 {
                // From Xcode 11 it is the tint too, kept whatever the traits (Omise's spinners,
                // 11.2, 11.3 and 13.2.1; Xcode 10 unmeasured).
                archive.set("UITintColor", reference: color, on: object)
                archive.set("UIDisableUpdateColorOnTraitCollectionChange", bool: true, on: object)
            }
        } else if release >= .xcode11 {
            archive.setNull("UIColor", on: object)
        } else if element.firstChild(named: "color", key: "tintColor") == nil {
            // Before iOS 13 the style's colour is the view's tint: UIKit's white for the white
            // styles, a translucent black for gray (Xcode 10.0's builds of SimpleImageViewer's
            // large white spinner and TLPhotoPicker's gray one).
            let tint = style == 2 ? whiteColor(white: 0, alpha: 0.45) : systemColor(named: "whiteColor")
            archive.set("UITintColor", reference: tint, on: object)
        }
        // Interface Builder writes `hidesWhenStopped="YES"` when checked and nothing otherwise
        // (DuckDuckGo's privacy dashboard spinner archives false without it, Xcode 13.2).
        if element[attribute: "hidesWhenStopped"] != "YES" { archive.set("UIHidesWhenStopped", bool: false, on: object) }
        if element[attribute: "animating"] == "YES" { archive.set("UIAnimating", bool: true, on: object) }
    }
}
