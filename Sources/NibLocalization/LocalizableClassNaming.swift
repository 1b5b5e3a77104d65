import NibDocument

/// How an export names the class of each string's object in its comment
/// (`Class = "UILabel"` or, as Xcode of the Interface Builder 3 era wrote it, `Class = "IBUILabel"`).
///
/// The older ibtool named UIKit classes by Interface Builder's own classes: `IBUILabel`,
/// `IBUIButton`, `IBUINavigationItem`. That is what the `.strings` files of IB 3 archives (numeric
/// object ids) and of the first storyboards (Xcode 4.2-7) hold; AppKit classes kept their names.
/// By default an export follows the era of the document: IB 3 archives and Cocoa Touch
/// documents saved before Xcode 8 (`toolsVersion` below 11000) get the old names. That
/// boundary is an estimate from public `.strings` files of both kinds, not a measured release.
public enum LocalizableClassNaming: String, Sendable, CaseIterable {
    /// UIKit's names (`UILabel`).
    case current
    /// Interface Builder 3's names for UIKit classes (`IBUILabel`).
    case interfaceBuilder3 = "interface-builder-3"

    /// The naming of the Xcode that saved `document`.
    public static func era(of document: InterfaceDocument) -> LocalizableClassNaming {
        if case .legacyArchive = document.format { return .interfaceBuilder3 }
        guard document.platform.usesCocoaTouchRules, let build = document.toolsVersion.flatMap(Double.init) else { return .current }
        return build < 11_000 ? .interfaceBuilder3 : .current
    }

    /// `className` as this naming writes it for a document of `platform`.
    public func name(_ className: String, platform: TargetPlatform) -> String {
        guard self == .interfaceBuilder3, platform.usesCocoaTouchRules, className.hasPrefix("UI") else { return className }
        return "IB" + className
    }
}
