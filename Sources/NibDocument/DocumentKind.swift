/// Which user-interface platform a document targets, from its `type` / `targetRuntime`.
///
/// The platform decides the runtime class names (`UILabel` vs `NSTextField`), the
/// placeholders (`IBFilesOwner` vs Cocoa's object ids -2/-1/-3) and the connection
/// types ibtool reports (`IBCocoaTouchOutletConnection` vs `IBCocoaOutletConnection`).
public enum TargetPlatform: String, Sendable, CaseIterable {
    /// iOS and iPadOS (UIKit), target runtime `iOS.CocoaTouch`.
    case cocoaTouch
    /// macOS (AppKit), target runtime `MacOSX.Cocoa`.
    case cocoa
    /// tvOS (UIKit), target runtime `AppleTV`.
    case appleTV
    /// watchOS (WatchKit), target runtime `watchKit`.
    case watchKit

    /// True for the platforms whose runtime is UIKit-like (Cocoa Touch loading rules).
    public var usesCocoaTouchRules: Bool { self != .cocoa }
}

/// Whether a document holds one nib's objects or storyboard scenes.
public enum DocumentKind: String, Sendable {
    /// A `.xib`: one set of top-level objects.
    case xib
    /// A `.storyboard`: scenes, each with its own objects, joined by segues.
    case storyboard
}

/// Which on-disk XML form a document uses.
public enum DocumentFormat: Equatable, Sendable {
    /// `<document ... version="3.0">` (storyboards also `2.0`), Xcode 5 and later.
    case modern(version: String)
    /// `<archive type=... version="7.10|8.00">`, the keyed archive of Interface Builder 3 / Xcode 4.
    case legacyArchive(version: String)
}
