import NibXML

/// Gesture recognizers as ibtool archives them (Xcode 8.3's Apptentive banner, 13.2's
/// DuckDuckGo screens): the touch types they accept, a swipe's direction and, for taps and
/// long presses, the private recognizer doing the work (`_imp`).
///
/// What the measured nibs do not show (a tap's counts, a long press) follows UIKit's own
/// encoding, which is what ibtool archives through: a key only where the value is not the
/// class's default, the counts on the private recognizer, a long press's duration and
/// movement as floats.
extension CocoaTouchNibCompiler {
    /// `UISwipeGestureRecognizerDirection` bits by document name.
    static let swipeDirections: [String: Int64] = ["right": 1, "left": 2, "up": 4, "down": 8]

    mutating func gestureRecognizerAttributes(_ element: MarkupElement, object: Int) {
        archive.set("UIGestureRecognizer.allowedTouchTypes", integer: release.gestureRecognizerTouchTypes, on: object)
        if release.writesExclusiveTouchType { archive.set("UIGestureRecognizer.requiresExclusiveTouchType", bool: true, on: object) }
        if element[attribute: "cancelsTouchesInView"] == "NO" { archive.set("UIGestureRecognizer.cancelsTouchesInView", bool: false, on: object) }
        if element[attribute: "delaysTouchesBegan"] == "YES" { archive.set("UIGestureRecognizer.delaysTouchesBegan", bool: true, on: object) }
        if element[attribute: "enabled"] == "NO" { archive.set("UIGestureRecognizer.enabled", bool: false, on: object) }
        if element.name == "swipeGestureRecognizer", let direction = element[attribute: "direction"].flatMap({ Self.swipeDirections[$0] }) {
            archive.set("UISwipeGestureRecognizer.direction", integer: direction, on: object)
        }
        if element.name == "tapGestureRecognizer" {
            let taps = recognizer(taps: integer("numberOfTapsRequired", of: element) ?? 1, touches: integer("numberOfTouchesRequired", of: element) ?? 1)
            archive.set("UITapGestureRecognizer._imp", reference: taps, on: object)
        }
        if element.name == "panGestureRecognizer" || element.name == "screenEdgePanGestureRecognizer" {
            // UIPanGestureRecognizer's encoder writes its maximum touch count always, UIKit's
            // unlimited default as NSUIntegerMax (-1: a card-swiping app's pan, Xcode 8.2.1),
            // and its minimum where it is not one.
            if let minimum = integer("minimumNumberOfTouches", of: element), minimum != 1 {
                archive.set("UIPanGestureRecognizer.minimumNumberOfTouches", integer: minimum, on: object)
            }
            archive.set("UIPanGestureRecognizer.maximumNumberOfTouches", integer: integer("maximumNumberOfTouches", of: element) ?? -1, on: object)
        }
        if element.name == "pongPressGestureRecognizer" {  // Interface Builder's name for a long press
            // A long press's private recognizer counts no taps unless told (UIKit's initializer).
            archive.set("UILongPressGestureRecognizer._imp", reference: recognizer(taps: integer("numberOfTapsRequired", of: element) ?? 0, touches: 1), on: object)
            if let touches = integer("numberOfTouchesRequired", of: element), touches != 1 {
                archive.set("UILongPressGestureRecognizer.numberOfTouchesRequired", integer: touches, on: object)
            }
            for (attribute, fallback) in [("minimumPressDuration", 0.5), ("allowableMovement", 10.0)] {
                if let value = element[attribute: attribute].flatMap(Double.init), value != fallback {
                    archive.set("UILongPressGestureRecognizer." + attribute, .float(Float(value)), on: object)
                }
            }
        }
    }

    /// The private `UITapRecognizer` of a tap or long press: its counts where they are not one.
    private mutating func recognizer(taps: Int64, touches: Int64) -> Int {
        let recognizer = archive.object("UITapRecognizer")
        if taps != 1 { archive.set("UITapRecognizer.numberOfTapsRequired", integer: taps, on: recognizer) }
        if touches != 1 { archive.set("UITapRecognizer.numberOfTouchesRequired", integer: touches, on: recognizer) }
        return recognizer
    }

    private func integer(_ attribute: String, of element: MarkupElement) -> Int64? {
        element[attribute: attribute].flatMap { Int64($0) }
    }
}
