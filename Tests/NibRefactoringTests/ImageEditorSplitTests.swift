import Foundation
import ImageEditorExample
import NibCompiler
import NibDocument
import NibLoader
import NibRefactoring
import NibRuntime
import XCTest

/// Seed 002's refactoring done by the tool: the brightness sheet and its controller leave
/// version A's MainMenu for a nib of their own, as the hand-made version B has them.
@MainActor
final class ImageEditorSplitTests: RefactoringTestCase {
    private let brightness = SplitRequest(objectIDs: ["ctl-bright", "win-brightness"], ownerID: "editor")

    private func splitA(_ request: SplitRequest) throws -> SplitResult {
        let path = Self.imageEditor + "/A/MainMenu.xib"
        return try DocumentSplit.split(try bytes(path), path: path, request: request)
    }

    func test_splittingTheBrightnessSheetWritesVersionBByteForByte() async throws {
        let result = try splitA(brightness)
        XCTAssertEqual(text(result.newDocument), text(try bytes(Self.imageEditor + "/B/BrightnessSheet.xib")))
        XCTAssertEqual(text(result.remainingDocument), text(try bytes(Self.imageEditor + "/B/MainMenu.xib")))
        XCTAssertEqual(result.movedRootIDs, ["ctl-bright", "win-brightness"])
        XCTAssertEqual(result.movedObjectCount, 11)
        XCTAssertEqual(result.throughFilesOwner.map(\.id), ["out-bright", "out-brightness-editor"])
        XCTAssertEqual(result.dropped.map(\.id), [])
    }

    /// The measure the issue sets: the compiled nibs equal those of the hand-made version B.
    func test_splitDocumentsCompileToTheNibsOfVersionB() async throws {
        let folder = try temporaryDirectory()
        let result = try splitA(brightness)
        let pairs: [(String, [UInt8])] = [("BrightnessSheet", result.newDocument), ("MainMenu", result.remainingDocument)]
        for (name, documentBytes) in pairs {
            let ours = folder.appendingPathComponent("\(name)-split.nib").path
            let theirs = folder.appendingPathComponent("\(name)-B.nib").path
            let document = try InterfaceDocument(parsing: documentBytes, path: name + ".xib")
            guard case .nib(let split) = try NibCompiler.compile(document) else { return XCTFail("a xib compiles to one nib") }
            try write(split, to: URL(fileURLWithPath: ours))
            try NibCompiler.compile(contentsOf: Self.imageEditor + "/B/\(name).xib", to: theirs)
            XCTAssertEqual(try NibComparison.differences(betweenContentsOf: ours, and: theirs).map(\.description), [], name)
        }
    }

    /// The editor loading the new nib with itself as File's Owner gets the objects and
    /// connections version A made at launch, and the launch creates 33 objects, not 44.
    func test_theOwnerLoadingTheSplitNibGetsTheGraphVersionAHad() async throws {
        let folder = try temporaryDirectory()
        let result = try splitA(brightness)
        try write(result.newDocument, to: folder.appendingPathComponent("BrightnessSheet.xib"))
        try write(result.remainingDocument, to: folder.appendingPathComponent("MainMenu.xib"))
        let registry = NibClassRegistry()
        ImageEditorApp.registerClasses(in: registry)
        let launchA = try ImageEditorApp.launch(folder: Self.imageEditor + "/A", registry: registry)
        let launch = try ImageEditorApp.launch(folder: folder.path, registry: registry)
        XCTAssertEqual(launchA.result.createdObjectCount, 44)
        XCTAssertEqual(launch.result.createdObjectCount, 33)
        XCTAssertNil(launch.editor.brightnessController)

        launch.editor.adjustBrightness()
        XCTAssertEqual(launch.editor.lastSheetLoad?.createdObjectCount, 11)
        for (editor, label) in [(launchA.editor, "A"), (launch.editor, "split")] {
            let controller = try XCTUnwrap(editor.brightnessController as? BrightnessController, label)
            XCTAssertTrue(controller.editorController === editor, label)
            XCTAssertEqual(controller.sheet?.title, "Adjust Brightness", label)
            XCTAssertNotNil(controller.slider, label)
            XCTAssertTrue(controller.slider?.allTargets.contains { $0 === controller } == true, "the slider's action targets the controller (\(label))")
        }
        XCTAssertEqual(launch.editor.brightnessController?.sheet?.isHidden, false, "on screen after Adjust Brightness")
    }

    func test_splittingBothSheetsLeavesTwentyTwoObjectsAtLaunchAndBothLoadOnFirstUse() async throws {
        let folder = try temporaryDirectory()
        let first = try splitA(brightness)
        let second = try DocumentSplit.split(first.remainingDocument, path: "MainMenu.xib",
                                             request: SplitRequest(objectIDs: ["ctl-hue", "win-hue"], ownerID: "editor"))
        try write(first.newDocument, to: folder.appendingPathComponent("BrightnessSheet.xib"))
        try write(second.newDocument, to: folder.appendingPathComponent("HueSheet.xib"))
        try write(second.remainingDocument, to: folder.appendingPathComponent("MainMenu.xib"))
        let registry = NibClassRegistry()
        ImageEditorApp.registerClasses(in: registry)
        let launch = try ImageEditorApp.launch(folder: folder.path, registry: registry)
        XCTAssertEqual(launch.result.createdObjectCount, 22)
        launch.editor.adjustHue()
        XCTAssertEqual(launch.editor.hueController?.sheet?.isHidden, false)
        XCTAssertTrue((launch.editor.hueController as? HueController)?.editorController === launch.editor)
        XCTAssertEqual(launch.editor.sheetLoadCount, 1)
    }
}
