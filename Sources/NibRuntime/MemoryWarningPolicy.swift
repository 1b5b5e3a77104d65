/// What a memory warning does to the views of controllers that are not on screen.
public enum MemoryWarningPolicy: String, Sendable, CaseIterable {
    /// iOS 6 and later (rule V5): controllers are told, no view is unloaded. The default.
    case modern
    /// iOS 3 to 5, or the opt-in "view unloading port" (rules V6 and V7): after
    /// `didReceiveMemoryWarning`, every loaded, rebuildable view that is not in a window is
    /// unloaded between `viewWillUnload` and `viewDidUnload`, freeing what it held.
    case legacy
}
