import Foundation

/// How a view resizes when its superview's bounds change size (springs and struts).
///
/// A flexible part absorbs the change; when several parts of one axis are flexible they share
/// it in proportion to their current lengths, as UIKit does.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The left margin grows and shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows and shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Width and height both follow the superview.
    public static let flexibleSize: AutoresizingMask = [.flexibleWidth, .flexibleHeight]

    /// The frame a view with this mask takes when its superview goes from `oldSize` to `newSize`.
    public func resize(_ frame: CGRect, from oldSize: CGSize, to newSize: CGSize) -> CGRect {
        let horizontal = Self.distribute(
            delta: newSize.width - oldSize.width,
            leading: (frame.minX, contains(.flexibleLeftMargin)),
            length: (frame.width, contains(.flexibleWidth)),
            trailing: (oldSize.width - frame.maxX, contains(.flexibleRightMargin)))
        let vertical = Self.distribute(
            delta: newSize.height - oldSize.height,
            leading: (frame.minY, contains(.flexibleTopMargin)),
            length: (frame.height, contains(.flexibleHeight)),
            trailing: (oldSize.height - frame.maxY, contains(.flexibleBottomMargin)))
        return CGRect(x: frame.minX + horizontal.leading, y: frame.minY + vertical.leading,
                    width: frame.width + horizontal.length, height: frame.height + vertical.length)
    }

    /// Splits `delta` among the flexible parts of one axis: returns the growth of the leading
    /// margin and of the length (the trailing margin takes the rest).
    private static func distribute(
        delta: CGFloat,
        leading: (value: CGFloat, flexible: Bool),
        length: (value: CGFloat, flexible: Bool),
        trailing: (value: CGFloat, flexible: Bool)
    ) -> (leading: CGFloat, length: CGFloat) {
        guard delta != 0 else { return (0, 0) }
        let parts = [leading, length, trailing].filter(\.flexible)
        guard !parts.isEmpty else { return (0, 0) }
        let total = parts.reduce(0) { $0 + max($1.value, 0) }
        func share(_ part: (value: CGFloat, flexible: Bool)) -> CGFloat {
            guard part.flexible else { return 0 }
            return total > 0 ? delta * max(part.value, 0) / total : delta / CGFloat(parts.count)
        }
        return (share(leading), share(length))
    }
}
