import Foundation
import ImageEditorExample
import NibDocument
import NibLoader
import NibRuntime
import XCTest

/// The WWDC seed's image editor: version A makes every sheet at launch, version B loads the
/// brightness sheet on first use with the editor controller as File's Owner.
@MainActor
final class ImageEditorExampleTests: XCTestCase {
    private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/ImageEditor").path

    private func registry() -> NibClassRegistry {
        let registry = NibClassRegistry()
        ImageEditorApp.registerClasses(in: registry)
        return registry
    }

    func test_exampleDocumentsReadWithoutWarnings() async throws {
        for file in ["A/MainMenu.xib", "B/MainMenu.xib", "B/BrightnessSheet.xib", "../../Tests/Fixtures/NibLoader/Desk.xib",
                     "../../Tests/Fixtures/NibLoader/Card.xib", "../../Tests/Fixtures/NibLoader/External.xib"] {
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: examples + "/" + file)))
            let document = try InterfaceDocument(parsing: bytes, path: file)
            XCTAssertEqual(document.diagnostics.map(\.description), [], file)
        }
    }

    func test_versionA_launchCreatesEverySheetAndTheCanvasShowsTheImage() async throws {
        let launch = try ImageEditorApp.launch(folder: examples + "/A", registry: registry())
        let editor = launch.editor
        XCTAssertNotNil(editor.brightnessController, "the brightness sheet is made at launch")
        XCTAssertNotNil(editor.hueController)
        let window = try XCTUnwrap(editor.window)
        XCTAssertFalse(window.isHidden, "the canvas is visible at launch (N8)")
        XCTAssertEqual(window.title, "Canvas")
        XCTAssertTrue(editor.brightnessController?.sheet?.isHidden == true)
        let imageView = try XCTUnwrap(editor.imageView as? CanvasImageView)
        XCTAssertNotNil(imageView.image)
        XCTAssertEqual(imageView.bindings.record(named: "value")?.keyPath, "image")
        XCTAssertTrue(imageView.superview is CanvasView, "image view inside the canvas view inside the scroll view")
        XCTAssertEqual(launch.result.messages, [])
        XCTAssertGreaterThan(launch.application.memoryInUse, 0)
        editor.brightnessItem?.performClick(in: launch.application)
        XCTAssertEqual(editor.brightnessController?.sheet?.isHidden, false)
        XCTAssertEqual(editor.sheetLoadCount, 0)
    }

    func test_versionB_brightnessSheetIsLoadedOnceOnFirstUseWithTheEditorAsOwner() async throws {
        let launchA = try ImageEditorApp.launch(folder: examples + "/A", registry: registry())
        let launch = try ImageEditorApp.launch(folder: examples + "/B", registry: registry())
        let editor = launch.editor
        XCTAssertNil(editor.brightnessController, "not made at launch")
        XCTAssertEqual(launchA.result.createdObjectCount - launch.result.createdObjectCount, 11,
                       "B's launch creates 11 fewer objects: the controller, the sheet, its content view and 4 controls with their cells")
        XCTAssertEqual(editor.awakeCount, 1)

        let item = try XCTUnwrap(editor.brightnessItem)
        XCTAssertTrue(item.performClick(in: launch.application))
        XCTAssertNil(editor.lastSheetLoadError)
        XCTAssertEqual(editor.sheetLoadCount, 1)
        let controller = try XCTUnwrap(editor.brightnessController as? BrightnessController)
        XCTAssertTrue(controller.editorController === editor, "File's Owner is the editor controller")
        XCTAssertEqual(controller.sheet?.isHidden, false)
        XCTAssertEqual(editor.awakeCount, 2, "Cocoa awakens the owner once per nib it loads")
        XCTAssertEqual(editor.lastSheetLoad?.createdObjectCount, 11)

        weak var sheet: DesktopWindow?
        sheet = controller.sheet
        controller.endSheet()
        XCTAssertNotNil(sheet, "the controller's outlet keeps the sheet after the array is gone")
        item.performClick(in: launch.application)
        XCTAssertEqual(editor.sheetLoadCount, 1, "loaded once: the second click reuses it")
    }

    func test_leaks_anEditorLaunchIsFreedWithItsApplication() async throws {
        weak var application: Application?
        weak var editor: ImageEditorController?
        weak var canvas: DesktopWindow?
        weak var sheet: DesktopWindow?
        do {
            let launch = try ImageEditorApp.launch(folder: examples + "/B", registry: registry())
            launch.editor.brightnessItem?.performClick(in: launch.application)
            application = launch.application
            editor = launch.editor
            canvas = launch.editor.window
            sheet = launch.editor.brightnessController?.sheet
            XCTAssertNotNil(sheet)
        }
        XCTAssertNil(application)
        XCTAssertNil(editor)
        XCTAssertNil(canvas)
        XCTAssertNil(sheet, "the lazily loaded sheet goes too: nothing keeps a cycle")
    }
}
