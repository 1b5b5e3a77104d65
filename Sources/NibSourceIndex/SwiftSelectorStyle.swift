/// How Swift names a method for Objective-C, which changed with Swift 3.
public enum SwiftSelectorStyle: Sendable, Hashable {
    /// Swift 3 and later: `tapped(_ sender:)` → `tapped:`, `tapped(sender:)` →
    /// `tappedWithSender:`, `tapped()` → `tapped`.
    case swift3AndLater
    /// Swift 2: the first argument's label is dropped, `tapped(sender:)` → `tapped:`.
    case swift2

    /// The style of a `--swift-version` (2 is the only earlier one that differs).
    public init(swiftVersion: Int) {
        self = swiftVersion <= 2 ? .swift2 : .swift3AndLater
    }
}
