/// A control that performs an action when tapped.
open class Button: Control {
    /// The title shown.
    @exclusivity(unchecked) public var title: String? {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    /// Plays a tap as the touch system would: `touchDown`, then `touchUpInside` and
    /// `primaryActionTriggered`. Does nothing when the button is disabled or hidden.
    public func simulateTap() {
        guard isEnabled, !isHidden else { return }
        sendActions(for: .touchDown)
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }
}
