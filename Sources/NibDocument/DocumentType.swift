/// Recognises a document's platform and kind from its `type` and `targetRuntime` attributes.
enum DocumentType {
    /// The platform and kind for `type` (e.g. `com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB`),
    /// falling back to `targetRuntime`; nil when neither is recognised.
    static func recognise(type: String, targetRuntime: String?) -> (TargetPlatform, DocumentKind)? {
        let kind: DocumentKind = type.contains("Storyboard") ? .storyboard : .xib
        if type.contains("CocoaTouch") { return (.cocoaTouch, kind) }
        if type.contains("AppleTV") { return (.appleTV, kind) }
        if type.contains("WatchKit") { return (.watchKit, kind) }
        if type.contains(".Cocoa.") || type.hasSuffix(".Cocoa") { return (.cocoa, kind) }
        switch targetRuntime {
        case "iOS.CocoaTouch", "iOS.CocoaTouch.iPad": return (.cocoaTouch, kind)
        case "MacOSX.Cocoa": return (.cocoa, kind)
        case "AppleTV": return (.appleTV, kind)
        case "watchKit": return (.watchKit, kind)
        default: return nil
        }
    }
}
