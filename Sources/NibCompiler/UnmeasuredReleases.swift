import NibCore
import NibDocument

/// Tells the user when a Cocoa Touch document is compiled for an Xcode release whose ibtool
/// output NibForge has never compared with: a release asked for with `--ibtool-version`, or
/// the release that saved the document (one after Xcode 26). The nib is written with the
/// encoding of the newest measured release (`nearestMeasured`), and the
/// note says so, so that a build log shows which encoding a nib was given rather than
/// claiming a release it was not checked against.
enum UnmeasuredReleases {
    /// A note for `document` compiled with `options`, or none when its release is measured
    /// (or the document is not Cocoa Touch).
    static func notes(for document: InterfaceDocument, options: CompileOptions) -> [Diagnostic] {
        guard document.platform == .cocoaTouch else { return [] }
        if let requested = options.cocoaTouchRelease {
            guard !requested.isMeasured else { return [] }
            return [Diagnostic(.note, "compiled with the encoding of \(requested.nearestMeasured)'s ibtool, the nearest release NibForge has compared with Apple's output; \(requested)'s may differ",
                               path: document.path)]
        }
        guard let toolsVersion = document.toolsVersion, CocoaTouchRelease.isUnmeasured(toolsVersion: toolsVersion) else { return [] }
        let newest = CocoaTouchRelease.newestMeasured
        return [Diagnostic(.note, "saved by a release after \(newest) (toolsVersion \(toolsVersion)); compiled with the encoding of \(newest)'s ibtool, the nearest release NibForge has compared with Apple's output (--ibtool-version chooses another)",
                           path: document.path)]
    }
}
