import NibXML

/// The segments of a `<segmentedControl>` placed as UIKit places its `UISegment` views when it
/// decodes the control: side by side across the control's width and as high as the control,
/// a segment with a fixed width (`width="..."`) given it, the others sharing what is left
/// equally (none below zero).
///
/// One rule for the two places that need it: the compiler frames the `UISegment`s it archives
/// with it, and the loader gives a control read from a document the same segment views, so a
/// scene loads alike from its document and from its compilation.
public enum SegmentedControlLayout {
    /// The `<segment>` elements of `control`, in order.
    public static func segments(of control: MarkupElement) -> [MarkupElement] {
        control.firstChild(named: "segments")?.children(named: "segment") ?? []
    }

    /// Each segment's frame in the control (zero-sized when the control has no frame).
    public static func frames(of control: MarkupElement) -> [DocumentFrame.Rectangle] {
        let controlFrame = DocumentFrame.frame(of: control) ?? DocumentFrame.Rectangle(x: 0, y: 0, width: 0, height: 0)
        let widths = widths(fixed: segments(of: control).map { $0[attribute: "width"].flatMap(Double.init) ?? 0 }, total: controlFrame.width)
        var x = 0.0
        return widths.map { width in
            defer { x += width }
            return DocumentFrame.Rectangle(x: x, y: 0, width: width, height: controlFrame.height)
        }
    }

    /// Each segment's width: a fixed width (above zero) as given, the rest of `total` shared
    /// equally among the others.
    public static func widths(fixed: [Double], total: Double) -> [Double] {
        let flexible = fixed.filter { $0 <= 0 }.count
        let share = flexible == 0 ? 0 : max(0, total - fixed.filter { $0 > 0 }.reduce(0, +)) / Double(flexible)
        return fixed.map { $0 > 0 ? $0 : share }
    }
}
