import Foundation
import ImageEditorExample
import NibDocument
import NibLoadCost
import NibLoader
import NibRefactoring
import NibRuntime
import XCTest

/// The advisor finds on its own what seed 002's demo moved by hand, and what it proposes is
/// the split that reproduces version B.
@MainActor
final class LazyLoadingAdvisorTests: RefactoringTestCase {
    private func advice(_ path: String) throws -> LazyLoadingAdvice {
        LazyLoadingAdvisor.advise(try InterfaceDocument(parsing: try bytes(path), path: path))
    }

    private func ids(_ group: LoadTimeGroup) -> [String] { group.roots.map { group.cut.document.objects[$0].id } }

    func test_findsBothSheetsOfVersionAWithTheirControllersAndTheEditorAsOwner() async throws {
        let advice = try advice(Self.imageEditor + "/A/MainMenu.xib")
        XCTAssertEqual(advice.objectsAtLoad, 44)
        XCTAssertEqual(advice.groups.map(\.kind), [.sheet, .sheet])
        XCTAssertEqual(advice.groups.map(ids), [["ctl-bright", "win-brightness"], ["ctl-hue", "win-hue"]])
        XCTAssertEqual(advice.groups.map { $0.cut.movedObjectCount }, [11, 11])
        XCTAssertEqual(advice.groups.map { advice.document.objects[$0.cut.owner].id }, ["editor", "editor"])
        XCTAssertEqual(advice.groups.map(\.splitKeepsEveryConnection), [true, true])
        XCTAssertEqual(advice.groups.map(\.suggestedDocumentName), ["BrightnessSheet.xib", "HueSheet.xib"])
    }

    func test_theProposedSplitIsVersionB() async throws {
        let group = try XCTUnwrap(try advice(Self.imageEditor + "/A/MainMenu.xib").groups.first)
        let result = try DocumentSplit.perform(group.cut, path: "MainMenu.xib", dropCrossing: false)
        XCTAssertEqual(text(result.newDocument), text(try bytes(Self.imageEditor + "/B/BrightnessSheet.xib")))
    }

    func test_versionBLeavesOnlyTheHueSheetAndItsSheetNibIsAlreadyLazy() async throws {
        XCTAssertEqual(try advice(Self.imageEditor + "/B/MainMenu.xib").groups.map(ids), [["ctl-hue", "win-hue"]])
        let sheet = try advice(Self.imageEditor + "/B/BrightnessSheet.xib")
        XCTAssertEqual(sheet.groups.count, 0)
        XCTAssertEqual(sheet.wholeDocumentGroup.map(ids), ["ctl-bright", "win-brightness"])
    }

    func test_cocoaTouchSecondaryViewIsFoundWithTheControllerAsOwner() async throws {
        let advice = try advice(Self.detailViewController)
        XCTAssertEqual(advice.groups.map(\.kind), [.view])
        XCTAssertEqual(advice.groups.map(ids), [["panel", "panel-animator"]], "the animator exists only for the panel")
        XCTAssertEqual(advice.groups.first.map { advice.document.objects[$0.cut.owner].id }, "-1")
        XCTAssertEqual(advice.groups.first?.keptThroughFilesOwner.map(\.id), ["out-panel", "out-panel-title", "out-note-delegate", "act-hide"])
    }

    func test_aMenuUsedByAShownViewNeedsCode() async throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <window title="Main" animationBehavior="default" id="main">
                        <rect key="contentRect" x="0.0" y="0.0" width="200" height="80"/>
                        <view key="contentView" id="main-content">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                            <connections>
                                <outlet property="menu" destination="context" id="c-menu"/>
                            </connections>
                        </view>
                    </window>
                    <menu title="Context" id="context">
                        <items>
                            <menuItem title="Copy" id="copy">
                                <connections>
                                    <action selector="copy:" target="-1" id="c-copy"/>
                                </connections>
                            </menuItem>
                        </items>
                    </menu>
                </objects>
            </document>

            """
        let advice = LazyLoadingAdvisor.advise(try InterfaceDocument(parsing: Array(document.utf8), path: "Context.xib"))
        XCTAssertEqual(advice.groups.map(\.kind), [.menu])
        XCTAssertEqual(advice.groups.first?.needsCode.map(\.id), ["c-menu"])
        XCTAssertEqual(advice.groups.first?.splitKeepsEveryConnection, false)
    }

    /// The advisor's memory figures are the runtime's: the drawn bytes of the sheet loaded
    /// alone equal what showing it in the launched editor adds to the application's memory.
    func test_loadCostOfTheSheetIsWhatShowingItInTheAppCosts() async throws {
        let group = try XCTUnwrap(try advice(Self.imageEditor + "/A/MainMenu.xib").groups.first)
        let split = try DocumentSplit.perform(group.cut, path: "MainMenu.xib", dropCrossing: true)
        let cost = try LoadCost.measure(documentBytes: split.newDocument, path: "BrightnessSheet.xib", repetitions: 4)
        XCTAssertEqual(cost.createdObjects, 11)

        let registry = NibClassRegistry()
        ImageEditorApp.registerClasses(in: registry)
        let launch = try ImageEditorApp.launch(folder: Self.imageEditor + "/B", registry: registry)
        let before = launch.application.memoryInUse
        launch.editor.adjustBrightness()
        XCTAssertEqual(cost.drawnBytes, launch.application.memoryInUse - before)
        XCTAssertGreaterThan(cost.drawnBytes, 360 * 140 * 4 * 4, "at least the content view at scale 2")
        if HeapMemory.measuresAllocator { XCTAssertGreaterThan(cost.heapBytes, 0) }
    }
}
