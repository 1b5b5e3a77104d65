/// A view that shows a line or a few lines of text.
open class Label: RuntimeView {
    /// ``numberOfLines``, in two bytes that fit the view's tail (a label takes 104 bytes).
    @exclusivity(unchecked) private var lineLimit: Int16 = 1

    /// The text shown.
    @exclusivity(unchecked) public var text: String? {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }

    /// The maximum number of lines (0: as many as needed; at most 32,767).
    public var numberOfLines: Int {
        get { Int(lineLimit) }
        set {
            let clamped = Int16(clamping: newValue)
            if clamped != lineLimit {
                lineLimit = clamped
                setNeedsDisplay()
            }
        }
    }
}
