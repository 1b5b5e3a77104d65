import NibXML

/// The pane frames ibtool archives for a split view whose document frames do not tile it.
///
/// Interface Builder stores the panes' frames as drawn; when they do not fill the split view
/// along its axis (with the dividers between them) or across it, ibtool lets AppKit lay the
/// panes out again (`adjustSubviews`): every pane spans the split view across the axis, and
/// the room left after the dividers is shared in proportion to the panes' document sizes,
/// each pane but the last rounded half up, the last taking the remainder.
enum SplitViewLayout {
    /// Divider thickness by `dividerStyle` (thick when absent).
    static func dividerThickness(_ style: String?) -> Double {
        switch style {
        case "thin": return 1
        case "paneSplitter": return 10
        default: return 9
        }
    }

    /// The frames to archive for `panes` inside a split view of `bounds`, or nil when the
    /// document frames already tile it.
    static func adjustedFrames(panes: [GeometryText.Rect], bounds: GeometryText.Rect, isVertical: Bool,
                               dividerThickness: Double) -> [GeometryText.Rect]? {
        guard !panes.isEmpty else { return nil }
        let available = isVertical ? bounds.width : bounds.height
        let across = isVertical ? bounds.height : bounds.width
        let lengths = panes.map { isVertical ? $0.width : $0.height }
        let dividers = dividerThickness * Double(panes.count - 1)
        let tiles = lengths.reduce(0, +) + dividers == available
            && panes.allSatisfy { (isVertical ? $0.height : $0.width) == across }
        guard !tiles else { return nil }
        let room = max(0, available - dividers)
        let total = lengths.reduce(0, +)
        var frames: [GeometryText.Rect] = []
        var position = 0.0, used = 0.0
        for (index, length) in lengths.enumerated() {
            let share: Double
            if index == lengths.count - 1 {
                share = room - used
            } else {
                share = total > 0 ? (length * room / total).rounded(.toNearestOrAwayFromZero) : (room / Double(lengths.count)).rounded(.down)
            }
            frames.append(isVertical
                ? GeometryText.Rect(x: position, y: 0, width: share, height: across)
                : GeometryText.Rect(x: 0, y: position, width: across, height: share))
            used += share
            position += share + dividerThickness
        }
        return frames
    }
}
