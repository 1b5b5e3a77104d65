import Foundation

/// One visible row of a table view: a view with a text label.
open class TableViewCell: RuntimeView {
    /// The label showing the row's text.
    public let textLabel = Label()

    /// Whether the row is drawn as selected.
    public var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    /// Creates a cell with its label inset 15 points on each side.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        textLabel.frame = CGRect(x: 15, y: 0, width: max(0, frame.width - 30), height: frame.height)
        textLabel.autoresizingMask = .flexibleSize
        addSubview(textLabel)
    }
}
