extension Control {
    /// The kinds of event a control sends actions for, with UIKit's bit values so compiled nibs
    /// and documents map onto them directly (rule N5).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger touched down inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down (a double tap).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch, a slider, a table's selection).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's tap, a text field's return key).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)

        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        private static let namedEvents: [(String, Event)] = [
            ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
            ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
            ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
            ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
            ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
            ("primaryActionTriggered", .primaryActionTriggered),
            ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
            ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
        ]

        /// The event a document names, as in `<action eventType="touchUpInside"/>`; nil if unknown.
        public init?(name: String) {
            guard let match = Self.namedEvents.first(where: { $0.0 == name }) else { return nil }
            self = match.1
        }

        /// The names of the single events in this set, in bit order.
        public var names: [String] {
            Self.namedEvents.filter { contains($0.1) }.map(\.0)
        }
    }
}
