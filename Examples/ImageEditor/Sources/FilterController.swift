import NibRuntime

/// The controller of one filter sheet: a window with a slider, OK and Cancel.
open class FilterController: Responder {
    /// The sheet; the controller keeps it (outlet), so it lives as long as the controller.
    public var sheet: DesktopWindow?
    /// The sheet's slider.
    public weak var slider: Control?
    /// The editor that shows the sheet (File's Owner in version B's sheet nib).
    public weak var editorController: ImageEditorController?
    /// How many times the slider moved.
    public private(set) var changeCount = 0

    /// Creates the controller; nibs do this through the class registry.
    public override init() {
        super.init()
    }

    /// Shows the sheet over the canvas.
    public func beginSheet() {
        sheet?.orderFront()
    }

    /// Hides the sheet.
    public func endSheet() {
        sheet?.close()
    }

    func sliderChanged() { changeCount += 1 }

    open override class var outletTable: OutletTable {
        super.outletTable
            .adding("sheet", \FilterController.sheet)
            .adding("slider", \FilterController.slider)
            .adding("editorController", \FilterController.editorController)
    }

    open override class var actionTable: ActionTable {
        super.actionTable
            .adding("closeSheet:") { (controller: FilterController, _) in controller.endSheet() }
    }
}

/// The brightness sheet's controller.
public final class BrightnessController: FilterController {
    public override class var actionTable: ActionTable {
        super.actionTable.adding("changeBrightness:") { (controller: BrightnessController, _) in controller.sliderChanged() }
    }
}

/// The hue sheet's controller.
public final class HueController: FilterController {
    public override class var actionTable: ActionTable {
        super.actionTable.adding("changeHue:") { (controller: HueController, _) in controller.sliderChanged() }
    }
}
