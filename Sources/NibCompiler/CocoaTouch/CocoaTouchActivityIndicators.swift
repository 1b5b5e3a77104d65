import NibXML

/// `UIActivityIndicatorView` (TLPhotoPicker's photo cell, Xcode 12.1's build): its style under
/// both the legacy and the iOS 13 key, and its colour (nil when the document sets none).
/// Its hugging defaults to 750, so the document's 750 is not archived. `hidesWhenStopped`
/// NO and `animating` YES appear in no compiled pair yet: their keys (`UIHidesWhenStopped`,
/// `UIAnimating`) are unconfirmed against Apple's output.
extension CocoaTouchNibCompiler {
    /// `UIActivityIndicatorViewStyle` values by document name.
    static let activityIndicatorStyles: [String: Int64] = ["whiteLarge": 0, "white": 1, "gray": 2, "medium": 100, "large": 101]

    mutating func activityIndicatorAttributes(_ element: MarkupElement, object: Int) {
        let style = element[attribute: "style"].flatMap { Self.activityIndicatorStyles[$0] } ?? 1
        if release >= .xcode11 { archive.set("UIActivityIndicatorViewStyle-Modern", integer: style, on: object) }
        archive.set("UIActivityIndicatorViewStyle", integer: style, on: object)
        if let color = color("color", in: element) {
            archive.set("UIColor", reference: color, on: object)
        } else if release >= .xcode11 {
            archive.setNull("UIColor", on: object)
        }
        // Interface Builder writes `hidesWhenStopped="YES"` when checked and nothing otherwise
        // (DuckDuckGo's privacy dashboard spinner archives false without it, Xcode 13.2).
        if element[attribute: "hidesWhenStopped"] != "YES" { archive.set("UIHidesWhenStopped", bool: false, on: object) }
        if element[attribute: "animating"] == "YES" { archive.set("UIAnimating", bool: true, on: object) }
    }
}
