/// A control for editing one line of text; it becomes first responder to edit.
open class TextField: Control {
    /// The text being edited.
    public var text: String = "" {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }

    /// The text shown while the field is empty.
    public var placeholder: String?

    /// Asked whether the return key should end editing; held weakly, as in UIKit.
    public weak var delegate: (any TextFieldDelegate)?

    /// `delegate` can be connected in a document.
    open override class var outletTable: OutletTable {
        super.outletTable.adding("delegate", \TextField.delegate) { $0 as? any TextFieldDelegate }
    }

    /// A text field accepts first-responder status (to receive typing).
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Becomes first responder and sends `editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        guard super.becomeFirstResponder() else { return false }
        if !wasFirst { sendActions(for: .editingDidBegin) }
        return true
    }

    /// Resigns first responder and sends `editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        guard super.resignFirstResponder() else { return false }
        if wasFirst { sendActions(for: .editingDidEnd) }
        return true
    }

    /// Types `characters` at the end of the text and sends `editingChanged`.
    public func insertText(_ characters: String) {
        guard isEnabled, !characters.isEmpty else { return }
        text += characters
        sendActions(for: .editingChanged)
    }

    /// Plays the return key: unless the delegate declines, `editingDidEndOnExit` and
    /// `primaryActionTriggered`.
    public func simulateReturnKey() {
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
    }
}
