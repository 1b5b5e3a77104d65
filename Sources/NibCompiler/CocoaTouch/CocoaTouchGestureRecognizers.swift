import NibXML

/// Gesture recognizers as Xcode 13's ibtool archives them: the touch types they accept and,
/// for taps, the private recognizer doing the work (`_imp`).
extension CocoaTouchNibCompiler {
    mutating func gestureRecognizerAttributes(_ element: MarkupElement, object: Int) {
        guard release.xcodeMajorVersion >= 13 else { return }
        archive.set("UIGestureRecognizer.allowedTouchTypes", integer: 15, on: object)
        archive.set("UIGestureRecognizer.requiresExclusiveTouchType", bool: true, on: object)
        if element[attribute: "cancelsTouchesInView"] == "NO" { archive.set("UIGestureRecognizer.cancelsTouchesInView", bool: false, on: object) }
        if element[attribute: "delaysTouchesBegan"] == "YES" { archive.set("UIGestureRecognizer.delaysTouchesBegan", bool: true, on: object) }
        if element[attribute: "enabled"] == "NO" { archive.set("UIGestureRecognizer.enabled", bool: false, on: object) }
        if element.name == "tapGestureRecognizer" {
            archive.set("UITapGestureRecognizer._imp", reference: archive.object("UITapRecognizer"), on: object)
        }
    }
}
