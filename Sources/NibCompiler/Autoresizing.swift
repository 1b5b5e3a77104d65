/// Autoresizing, as AppKit and UIKit apply it when a superview changes size: the change along
/// each axis is shared out among the view's flexible margins and size, in proportion to their
/// current lengths (all to one when only one is flexible, evenly when every flexible part is
/// empty). ibtool archives frames after such a resize when it lays a view out at a size other
/// than the document's (an AppKit window's content view; a UIKit root view on another screen).
enum Autoresizing {
    /// The mask bits both frameworks share (`NSAutoresizingMaskOptions`, `UIViewAutoresizing`).
    struct Mask: OptionSet, Sendable {
        let rawValue: Int64
        static let flexibleMinX = Mask(rawValue: 0x01)
        static let flexibleWidth = Mask(rawValue: 0x02)
        static let flexibleMaxX = Mask(rawValue: 0x04)
        static let flexibleMinY = Mask(rawValue: 0x08)
        static let flexibleHeight = Mask(rawValue: 0x10)
        static let flexibleMaxY = Mask(rawValue: 0x20)
    }

    /// `frame` after its superview grew by `width` and `height`.
    ///
    /// `superviewSize` is the superview's size before the change, which measures the trailing
    /// margins; without it a flexible trailing margin counts as long as the view (the
    /// estimate the Cocoa compiler was measured with, which differs from the exact share only
    /// when several parts of an axis are flexible).
    static func resized(_ frame: GeometryText.Rect, mask: Mask, by width: Double, _ height: Double,
                        superviewSize: (width: Double, height: Double)? = nil) -> GeometryText.Rect {
        let trailingWidth = superviewSize.map { $0.width - frame.x - frame.width } ?? frame.width
        let trailingHeight = superviewSize.map { $0.height - frame.y - frame.height } ?? frame.height
        let horizontal = share(width, [(mask.contains(.flexibleMinX), frame.x), (mask.contains(.flexibleWidth), frame.width),
                                       (mask.contains(.flexibleMaxX), trailingWidth)])
        let vertical = share(height, [(mask.contains(.flexibleMinY), frame.y), (mask.contains(.flexibleHeight), frame.height),
                                      (mask.contains(.flexibleMaxY), trailingHeight)])
        return GeometryText.Rect(x: frame.x + horizontal[0], y: frame.y + vertical[0],
                                 width: frame.width + horizontal[1], height: frame.height + vertical[1])
    }

    /// `delta` shared among the flexible `parts` in proportion to their lengths.
    private static func share(_ delta: Double, _ parts: [(flexible: Bool, length: Double)]) -> [Double] {
        let flexible = parts.filter(\.flexible)
        guard delta != 0, !flexible.isEmpty else { return parts.map { _ in 0 } }
        let total = flexible.reduce(0) { $0 + $1.length }
        return parts.map { part in
            guard part.flexible else { return 0 }
            return total > 0 ? delta * part.length / total : delta / Double(flexible.count)
        }
    }
}
