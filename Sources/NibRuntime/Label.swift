/// A view that shows a line or a few lines of text.
open class Label: RuntimeView {
    /// The text shown.
    public var text: String? {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }

    /// The maximum number of lines (0: as many as needed).
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { setNeedsDisplay() } }
    }
}
