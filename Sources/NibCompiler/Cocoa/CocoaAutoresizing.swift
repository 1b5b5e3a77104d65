import NibXML

/// AppKit's autoresizing, for the frames ibtool archives after AppKit resized a view: a
/// window's content view taking the window's size, a box's content view, a scroll view's
/// clip view after tiling. Each subview follows its autoresizing mask, and its own
/// subviews follow it in turn (unless a view does not autoresize its subviews).
extension CocoaNibCompiler {
    /// `frame` after its superview grew by `width` and `height`, as AppKit's autoresizing
    /// shares the change out: among the flexible margins and size of each axis, in
    /// proportion to their current lengths (all to one when only one is flexible).
    /// `mask` holds the autoresizing bits of `NSvFlags` (the document's mask, or the default
    /// AppKit archives for a view whose document gives none, as `viewFlags` computes it).
    static func autoresized(_ frame: GeometryText.Rect, mask: Int64, by width: Double, _ height: Double) -> GeometryText.Rect {
        func share(_ delta: Double, _ parts: [(flexible: Bool, length: Double)]) -> [Double] {
            let flexible = parts.filter(\.flexible)
            guard delta != 0, !flexible.isEmpty else { return parts.map { _ in 0 } }
            let total = flexible.reduce(0) { $0 + $1.length }
            return parts.map { part in
                guard part.flexible else { return 0 }
                return total > 0 ? delta * part.length / total : delta / Double(flexible.count)
            }
        }
        let bits: [String: Int64] = ["flexibleMinX": 0x01, "widthSizable": 0x02, "flexibleMaxX": 0x04, "flexibleMinY": 0x08, "heightSizable": 0x10, "flexibleMaxY": 0x20]
        func flag(_ name: String) -> Bool { mask & (bits[name] ?? 0) != 0 }
        // Horizontal lengths: left margin (x), width; the right margin is not known here, so
        // a flexible right margin counts as long as the view (AppKit's own estimate differs
        // only when several parts are flexible).
        let horizontal = share(width, [(flag("flexibleMinX"), frame.x), (flag("widthSizable"), frame.width), (flag("flexibleMaxX"), frame.width)])
        let vertical = share(height, [(flag("flexibleMinY"), frame.y), (flag("heightSizable"), frame.height), (flag("flexibleMaxY"), frame.height)])
        return GeometryText.Rect(x: frame.x + horizontal[0], y: frame.y + vertical[0],
                                 width: frame.width + horizontal[1], height: frame.height + vertical[1])
    }

    /// Records new frames for the subviews of `element` after it grew by `width` and
    /// `height`, and for their subviews in turn; views already given a frame keep it.
    mutating func resizeSubviews(of element: MarkupElement, by width: Double, _ height: Double) {
        guard width != 0 || height != 0, element[attribute: "autoresizesSubviews"] != "NO" else { return }
        for child in element.firstChild(named: "subviews")?.childElements.map({ $0 }) ?? [] where frameOverrides[child] == nil {
            guard let frame = DocumentGeometry.rect("frame", in: child) else { continue }
            let resized = Self.autoresized(frame, mask: viewFlags(child) & 0x3F, by: width, height)
            frameOverrides[child] = resized
            resizeSubviews(of: child, by: resized.width - frame.width, resized.height - frame.height)
        }
    }
}
