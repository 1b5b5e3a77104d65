import Foundation
import NibLoader
import NibRuntime

/// The image editor's controller (WWDC 2008 session 923): owns the canvas window and shows
/// the filter sheets.
///
/// In version A the brightness sheet and its controller come from the main nib, made at
/// launch. In version B (`sheetSource` set) they are in `BrightnessSheet.xib`, loaded with
/// this controller as File's Owner the first time Adjust Brightness fires, as in the demo.
/// The hue sheet works the same way when the folder has a `HueSheet` nib (what
/// `nibtool split` makes of version A's hue sheet).
public final class ImageEditorController: Responder {
    /// The canvas window.
    public var window: DesktopWindow?
    /// The canvas's image view, inside the scroll view; the window holds it.
    public weak var imageView: ImageView?
    /// The Adjust Brightness toolbar item.
    public weak var brightnessItem: ToolbarItem?
    /// The brightness sheet's controller: from the main nib (A) or loaded lazily (B).
    public var brightnessController: FilterController?
    /// The hue sheet's controller: from the main nib, or loaded lazily from `HueSheet`.
    public var hueController: FilterController?
    /// The image shown, bound to the image view's `value`.
    public private(set) var image: RuntimeImage?

    /// Where `BrightnessSheet` is found for lazy loading (version B); nil in version A.
    public var sheetSource: NibFolderBundle?
    /// How many times a sheet nib was loaded (at most once each: the load is lazy).
    public private(set) var sheetLoadCount = 0
    /// What the last lazy load created.
    public private(set) var lastSheetLoad: NibInstantiationResult?
    /// Why the last lazy load failed, if it did.
    public private(set) var lastSheetLoadError: String?
    /// How many times each owner-side awakeFromNib ran (once per nib this controller is part of).
    public private(set) var awakeCount = 0

    /// Creates the controller; nibs do this through the class registry.
    public override init() {
        super.init()
    }

    public override func awakeFromNib() {
        awakeCount += 1
        guard image == nil else { return }
        image = RuntimeImage(size: CGSize(width: 1024, height: 768))
        // What the value binding delivers to the image view.
        imageView?.image = image
    }

    /// Adjust Brightness: in version B, loads the brightness nib the first time (the
    /// seed's NSNib `instantiateNibWithOwner:topLevelObjects:` followed by releasing the
    /// array: only the outlets keep the objects), then shows the sheet.
    public func adjustBrightness() {
        if brightnessController == nil { loadSheet(named: "BrightnessSheet") }
        brightnessController?.beginSheet()
    }

    /// Adjust Hue: loads the hue nib the first time when there is one, then shows the sheet.
    public func adjustHue() {
        if hueController == nil { loadSheet(named: "HueSheet") }
        hueController?.beginSheet()
    }

    /// Loads the sheet nib `name` from `sheetSource` with this controller as File's Owner.
    private func loadSheet(named name: String) {
        guard let sheetSource, sheetSource.containsNib(named: name) else { return }
        do {
            let nib = try sheetSource.nib(named: name)
            lastSheetLoad = try nib.instantiateReturningResult(withOwner: self, options: sheetSource.options)
            sheetLoadCount += 1
        } catch {
            lastSheetLoadError = String(describing: error)
        }
    }

    public override class var outletTable: OutletTable {
        super.outletTable
            .adding("window", \ImageEditorController.window)
            .adding("imageView", \ImageEditorController.imageView)
            .adding("brightnessItem", \ImageEditorController.brightnessItem)
            .adding("brightnessController", \ImageEditorController.brightnessController)
            .adding("hueController", \ImageEditorController.hueController)
    }

    public override class var actionTable: ActionTable {
        super.actionTable
            .adding("adjustBrightness:") { (editor: ImageEditorController, _) in editor.adjustBrightness() }
            .adding("adjustHue:") { (editor: ImageEditorController, _) in editor.adjustHue() }
    }
}
