import NibXML

/// The deployment target a Cocoa Touch document states for itself
/// (`<dependencies><deployment version="..."/>`, or `defaultVersion` for the project's
/// target when it was saved), which Interface Builder writes as a hexadecimal-coded
/// number: `1536` is 0x600, iOS 6.0; `2048` is 0x800, iOS 8.0.
extension CocoaTouchNibCompiler {
    /// The iOS release the document states it deploys to, or nil when it states none (most
    /// documents of Xcode 7 on: `<deployment identifier="iOS"/>`).
    var documentStatedDeployment: PlatformVersion? {
        guard let deployment = document.markup.root.firstChild(named: "dependencies")?.firstChild(named: "deployment"),
              let coded = (deployment[attribute: "version"] ?? deployment[attribute: "defaultVersion"]).flatMap(Int.init)
        else { return nil }
        return PlatformVersion(coded / 256, (coded % 256) / 16)
    }
}
