/// The control events of `IBCocoaTouchEventConnection`'s `IBEventType`.
///
/// `IBEventType` is one more than the bit number of the `UIControlEvents` flag: the event
/// mask is `1 << (IBEventType - 1)`, so 7 is `UIControlEventTouchUpInside` (1 << 6). The
/// names are the ones the modern format writes in an action's `eventType` attribute.
enum LegacyControlEvent {
    /// The modern `eventType` name for `eventType`, or nil for a number with no event.
    static func name(forEventType eventType: Int) -> String? {
        namesByEventType[eventType]
    }

    private static let namesByEventType: [Int: String] = [
        1: "touchDown",                 // 1 << 0
        2: "touchDownRepeat",           // 1 << 1
        3: "touchDragInside",           // 1 << 2
        4: "touchDragOutside",          // 1 << 3
        5: "touchDragEnter",            // 1 << 4
        6: "touchDragExit",             // 1 << 5
        7: "touchUpInside",             // 1 << 6
        8: "touchUpOutside",            // 1 << 7
        9: "touchCancel",               // 1 << 8
        13: "valueChanged",             // 1 << 12
        14: "primaryActionTriggered",   // 1 << 13
        17: "editingDidBegin",          // 1 << 16
        18: "editingChanged",           // 1 << 17
        19: "editingDidEnd",            // 1 << 18
        20: "editingDidEndOnExit",      // 1 << 19
    ]
}
