import Foundation
import NibLoader
import NibRuntime

/// Launching the image editor, version A or B: the main nib with NSApplication as owner,
/// as `NSApplicationMain` loads `MainMenu` (legacy Cocoa ownership: the main nib's objects
/// live as long as the application).
@MainActor
public enum ImageEditorApp {
    /// Registers the example's classes under their module-qualified names.
    public static func registerClasses(in registry: NibClassRegistry) {
        registry.register("ImageEditor.ImageEditorController") { ImageEditorController() }
        registry.register("ImageEditor.BrightnessController") { BrightnessController() }
        registry.register("ImageEditor.HueController") { HueController() }
        registry.register("ImageEditor.CanvasView") { CanvasView() }
        registry.register("ImageEditor.CanvasImageView") { CanvasImageView() }
    }

    /// One launched editor.
    public struct Launch {
        /// The application, owner of the main nib.
        public let application: Application
        /// The editor controller found among the main nib's top-level objects.
        public let editor: ImageEditorController
        /// What the main nib's instantiation created.
        public let result: NibInstantiationResult
        /// The ownership the main nib's legacy load left: the application's for its lifetime.
        public let ownership: NibOwnershipLedger
    }

    /// True when `folder` holds version B's separate `BrightnessSheet` nib (or a `HueSheet`
    /// nib split out the same way).
    public static func hasSeparateBrightnessSheet(folder: String) -> Bool {
        let bundle = NibFolderBundle(path: folder)
        return bundle.containsNib(named: "BrightnessSheet") || bundle.containsNib(named: "HueSheet")
    }

    /// Loads `folder/MainMenu` into a new application and wires version B's lazy sheet
    /// source (the same folder) when `lazyBrightnessSheet` (by default: when the folder has
    /// a `BrightnessSheet` nib).
    public static func launch(folder: String, registry: NibClassRegistry, mainNib: Nib? = nil,
                              lazyBrightnessSheet: Bool? = nil) throws -> Launch {
        let application = Application(screen: Screen(portraitSize: CGSize(width: 1440, height: 900), scale: 2))
        let ownership = NibOwnershipLedger()
        let options = NibInstantiationOptions(mode: .cocoa, cocoaOwnership: .legacy, application: application, ownershipLedger: ownership)
        let nib = try mainNib ?? NibFolderBundle(path: folder, registry: registry).nib(named: "MainMenu")
        let result = try nib.instantiateReturningResult(withOwner: application, options: options)
        guard let editor = result.topLevelObjects.compactMap({ $0 as? ImageEditorController }).first else {
            throw NibLoadError.malformedNib(message: "\(folder)/MainMenu has no ImageEditorController")
        }
        let sheets = NibFolderBundle(path: folder, registry: registry,
                                     options: NibInstantiationOptions(mode: .cocoa, application: application))
        if lazyBrightnessSheet ?? hasSeparateBrightnessSheet(folder: folder) { editor.sheetSource = sheets }
        return Launch(application: application, editor: editor, result: result, ownership: ownership)
    }
}
