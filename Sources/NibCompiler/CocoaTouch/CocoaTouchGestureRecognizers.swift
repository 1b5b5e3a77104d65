import NibXML

/// Gesture recognizers as ibtool archives them (Xcode 8.3's Apptentive banner, 13.2's
/// DuckDuckGo screens): the touch types they accept, a swipe's direction and, for taps, the
/// private recognizer doing the work (`_imp`).
extension CocoaTouchNibCompiler {
    /// `UISwipeGestureRecognizerDirection` bits by document name.
    static let swipeDirections: [String: Int64] = ["right": 1, "left": 2, "up": 4, "down": 8]

    mutating func gestureRecognizerAttributes(_ element: MarkupElement, object: Int) {
        archive.set("UIGestureRecognizer.allowedTouchTypes", integer: release.gestureRecognizerTouchTypes, on: object)
        archive.set("UIGestureRecognizer.requiresExclusiveTouchType", bool: true, on: object)
        if element[attribute: "cancelsTouchesInView"] == "NO" { archive.set("UIGestureRecognizer.cancelsTouchesInView", bool: false, on: object) }
        if element[attribute: "delaysTouchesBegan"] == "YES" { archive.set("UIGestureRecognizer.delaysTouchesBegan", bool: true, on: object) }
        if element[attribute: "enabled"] == "NO" { archive.set("UIGestureRecognizer.enabled", bool: false, on: object) }
        if element.name == "swipeGestureRecognizer", let direction = element[attribute: "direction"].flatMap({ Self.swipeDirections[$0] }) {
            archive.set("UISwipeGestureRecognizer.direction", integer: direction, on: object)
        }
        if element.name == "tapGestureRecognizer" {
            archive.set("UITapGestureRecognizer._imp", reference: archive.object("UITapRecognizer"), on: object)
        }
    }
}
