/// Which platform's loading rules a nib is instantiated with (see runtime-rules.md).
public enum NibLoadingMode: String, Sendable, CaseIterable {
    /// iOS rules: outlets through key-value setters, `awakeFromNib` to instantiated objects
    /// only, no ownership added to top-level objects.
    case cocoaTouch
    /// macOS rules: setter, else unretained field, else a logged failure; `awakeFromNib` to
    /// the File's Owner and proxies too; bindings; visible-at-launch windows ordered front.
    case cocoa
}

/// How a Cocoa-mode load owns its top-level objects.
public enum CocoaOwnership: String, Sendable, CaseIterable {
    /// `instantiate(withOwner:topLevelObjects:)` (rule N11): the returned array and strong
    /// outlets are the only owners.
    case modern
    /// `loadNibNamed:owner:` (rule N10): the load keeps each top-level object until the
    /// owner releases it (a window controller owner does so when it goes away).
    case legacy
}
