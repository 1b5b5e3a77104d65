import NibDocument
import NibXML

/// The per-OS variants ibtool writes for a Cocoa Touch nib whose encoding depends on the iOS
/// version it runs on: a `X.nib` directory holding `objects-<version>+.nib` for each release
/// at or above the deployment target whose encoding differs, and `runtime.nib` for the rest.
///
/// Measured on Carthage builds by Xcode 11.0 to 12.4 (SDCAlertView, XLPagerTabStrip,
/// TLPhotoPicker, Presentr, each framework's deployment target in its `Info.plist`), on
/// DuckDuckGo's Xcode 13 app and on appium's older UICatalog (Xcode 7.3.1 and 8.2.1):
/// - `8.0`: a storyboard with a split view controller, deployment target below 8.0;
/// - `11.0`: safe area layout guides, which iOS 11 introduced (Xcode 12.1's TLPhotoPicker,
///   deployment target 9.1; earlier releases unmeasured): below it, constraints to a safe
///   area hold to its view instead;
/// - `11.0` also for a table view whose estimated row height is automatic (`-1`, iOS 11's
///   default): below it UIKit needs a number, which the runtime variant sets to 44 through a
///   key-value pair (Xcode 11.7's CleverTap inbox, deployment target 8.0; Appboy's content
///   cards by 10.1, for iOS 9.0; Xcode 9, whose SDK brought it, taken alike);
/// - `12.3`: collection view cells pin their content view to the cell's edges from iOS 12.3
///   (Xcode 11 and later, deployment target below 12.3);
/// - `13.0`: Xcode 11.0 to 11.3 write an iOS 13 variant whenever the deployment target is
///   below 13 (a label that states no colour gets the label colour there, black before), later
///   releases for a document using asset catalog colours, which below it go through trait
///   storages (`catalogColorTraitStorages`; a Cordova launch screen by Xcode 11.6);
/// - `14.0`: documents showing system symbol images (an image reference, or any image named
///   with `catalog="system"`: a weather app's symbol buttons and image view, Xcode 14.2,
///   deployment target 13.0, whose document declares no image references), from Xcode 13
///   (iOS 14's symbol decoding; below it ibtool bakes the symbols into bitmaps), and documents with a date picker (iOS 14's picker styles:
///   UIKitCatalog's, 13.2 to 15, whose iOS 14 variant archives no compile-time date),
///   deployment target below 14.
/// A document needing none is one `.nib` file. Xcode passes the deployment target
/// (`--minimum-deployment-target`); without one NibForge takes iOS 13.0, where DuckDuckGo's
/// app sits (its storyboards need the iOS 14 variant, not the 12.3 one).
struct CocoaTouchNibVariants {
    /// The deployment target when the options give none.
    static let defaultDeploymentTarget = PlatformVersion(13, 0)

    /// The releases whose variant the document gets, lowest first (empty: one file).
    static func versions(for document: InterfaceDocument, release: CocoaTouchRelease, deploymentTarget: PlatformVersion) -> [PlatformVersion] {
        var versions: [PlatformVersion] = []
        let root = document.markup.root
        // iOS 8's split view controllers: a storyboard holding one, for a deployment target
        // below 8.0, gets an iOS 8 variant of every nib and of its Info.plist (appium's older
        // UICatalog's iPad storyboard as Xcode 7.3.1 and 8.2.1 built it for iOS 7.0; its iPhone
        // storyboard, without one, is single nibs).
        if deploymentTarget < PlatformVersion(8, 0), root.descendants().contains(where: { $0.name == "splitViewController" }) {
            versions.append(PlatformVersion(8, 0))
        }
        // A collection view cell's own guide does not count: below Xcode 13 ibtool makes the
        // cell's content view, with a safe area guide for every release (FMPhotoPicker's
        // image cell, Xcode 12.2-12.5: runtime and 12.3+ only).
        if release >= .xcode12, deploymentTarget < PlatformVersion(11, 0),
           root.descendants().contains(where: {
               CocoaTouchNibCompiler.isSafeAreaDeclaration($0)
                   && ($0.parent?.name != "collectionViewCell" || release.xcodeMajorVersion >= 13)
           }) {
            versions.append(PlatformVersion(11, 0))
        } else if release >= .xcode9, deploymentTarget < PlatformVersion(11, 0), isConstrainingSafeArea(root) {
            // Before Xcode 12, only a safe area a constraint names (TLPhotoPicker's picker in
            // Xcode 10.0's build; SwiftMessages' status line, whose guide no constraint names,
            // stays one nib in Xcode 9.4's and 10.0's).
            versions.append(PlatformVersion(11, 0))
        } else if release >= .xcode9, deploymentTarget < PlatformVersion(11, 0), root.descendants().contains(where: isAutomaticallyEstimatedTable) {
            versions.append(PlatformVersion(11, 0))
        }
        if release >= .xcode11, deploymentTarget < PlatformVersion(12, 3), root.descendants().contains(where: { $0.name == "collectionViewCell" }) {
            versions.append(PlatformVersion(12, 3))
        }
        let usesCatalogColors = root.descendants().contains { $0.name == "color" && CocoaTouchNibCompiler.catalogColorName($0) != nil }
        if release >= .xcode11, release < .xcode11_4 || usesCatalogColors, deploymentTarget < PlatformVersion(13, 0) {
            versions.append(PlatformVersion(13, 0))
        }
        let capabilities = root.firstChild(named: "dependencies")?.children(named: "capability") ?? []
        let usesImageReferences = capabilities.contains { $0[attribute: "name"] == "Image references" }
        let showsSystemSymbols = root.descendants().contains { $0[attribute: "catalog"] == "system" }
        // From Xcode 12.5 for system symbols too (a weather app's, for iOS 13.0: its runtime nib
        // bakes them; 12.0 to 12.4 unmeasured, taken as 11's single nib).
        if release >= .xcode13 && (usesImageReferences || showsSystemSymbols || root.descendants().contains(where: { $0.name == "datePicker" }))
            || release >= .xcode12_5 && showsSystemSymbols, deploymentTarget < PlatformVersion(14, 0) {
            versions.append(PlatformVersion(14, 0))
        }
        return versions
    }

    /// True when a constraint of the document names a view's safe area guide.
    static func isConstrainingSafeArea(_ root: MarkupElement) -> Bool {
        let guides = Set(root.descendants().filter(CocoaTouchNibCompiler.isSafeAreaDeclaration).compactMap { $0[attribute: "id"] })
        return !guides.isEmpty && !guides.isDisjoint(with: CocoaTouchDocumentTables.constrainedIDs(in: root))
    }

    /// True for a table view whose estimated row height is automatic (`estimatedRowHeight="-1"`).
    static func isAutomaticallyEstimatedTable(_ element: MarkupElement) -> Bool {
        element.name == "tableView" && element[attribute: "estimatedRowHeight"].flatMap(Double.init) == -1
    }

    /// Compiles `document` once per variant its release and deployment target call for, the
    /// runtime variant (version nil) first; one entry when it needs none.
    static func compiledVariants<Output>(of document: InterfaceDocument, options: CompileOptions,
                                         _ compile: (CompileOptions) throws -> Output) throws -> [(version: PlatformVersion?, output: Output)] {
        let versions = versions(for: document, release: options.cocoaTouchRelease(for: document), deploymentTarget: options.deploymentTarget)
        return try ([nil] + versions).map { version in
            var variantOptions = options
            variantOptions.availability = version
            return (version, try compile(variantOptions))
        }
    }

    /// True for a variant that is a storyboard's whole, with an `Info-<version>+.plist`.
    static func hasInfoPlistOfItsOwn(_ version: PlatformVersion) -> Bool {
        version == PlatformVersion(8, 0)
    }

    /// The variant file name for `version` (nil: the runtime variant).
    static func fileName(for version: PlatformVersion?) -> String {
        version.map { "objects-\($0)+.nib" } ?? "runtime.nib"
    }
}
