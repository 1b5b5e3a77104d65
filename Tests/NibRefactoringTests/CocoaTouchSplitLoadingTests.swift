import Foundation
import NibDocument
import NibLoader
import NibRefactoring
import NibRuntime
import XCTest

/// The view controller that owns DetailViewController.xib, as its Swift class would be.
final class DetailViewController: ViewController, TextFieldDelegate {
    var detailsPanel: RuntimeView?
    weak var panelTitle: Label?
    weak var showButton: Button?
    var hideCount = 0

    func textFieldShouldReturn(_ textField: TextField) -> Bool { true }

    override class var outletTable: OutletTable {
        super.outletTable
            .adding("detailsPanel", \DetailViewController.detailsPanel)
            .adding("panelTitle", \DetailViewController.panelTitle)
            .adding("showButton", \DetailViewController.showButton)
    }

    override class var actionTable: ActionTable {
        super.actionTable
            .adding("hideDetails:") { (controller: DetailViewController, _) in controller.hideCount += 1 }
            .adding("showDetails:") { (_: DetailViewController, _) in }
    }
}

/// The Cocoa Touch split loaded as the controller would load it: the secondary view's nib
/// with the controller as File's Owner gives the controller the panel, its label and the
/// panel's actions, as the single nib did.
@MainActor
final class CocoaTouchSplitLoadingTests: RefactoringTestCase {
    private func load(_ documentBytes: [UInt8], owner: DetailViewController) throws -> NibInstantiationResult {
        let nib = try Nib(document: try InterfaceDocument(parsing: documentBytes, path: "Panel.xib"), registry: NibClassRegistry())
        return try nib.instantiateReturningResult(withOwner: owner, options: NibInstantiationOptions(mode: .cocoaTouch, application: Application(),
                                                                                                   fallbackClassName: "NSObject"))
    }

    func test_controllerLoadingThePanelNibGetsWhatTheSingleNibGaveIt() async throws {
        let original = try bytes(Self.detailViewController)
        let split = try DocumentSplit.split(original, path: "DetailViewController.xib",
                                            request: SplitRequest(objectIDs: ["panel", "panel-animator"], ownerID: "-1"))
        let whole = DetailViewController()
        _ = try load(original, owner: whole)
        let lazy = DetailViewController()
        let main = try load(split.remainingDocument, owner: lazy)
        XCTAssertNil(lazy.detailsPanel, "the main nib no longer makes the panel")
        XCTAssertNotNil(lazy.showButton)
        let panelLoad = try load(split.newDocument, owner: lazy)
        XCTAssertEqual(main.createdObjectCount + panelLoad.createdObjectCount,
                       try load(original, owner: DetailViewController()).createdObjectCount,
                       "the two nibs together create what the single one did")
        for (controller, label) in [(whole, "single nib"), (lazy, "split")] {
            let panel = try XCTUnwrap(controller.detailsPanel, label)
            XCTAssertTrue(controller.panelTitle?.superview === panel, label)
            XCTAssertEqual(controller.panelTitle?.text, "Details", label)
            let field = try XCTUnwrap(panel.subviews.compactMap { $0 as? TextField }.first, label)
            XCTAssertTrue(field.delegate === controller, "the field's delegate is the controller (\(label))")
            let close = try XCTUnwrap(panel.subviews.compactMap { $0 as? Button }.first { $0.actions(forTarget: controller, forControlEvent: .touchUpInside) == [ActionSelector("hideDetails:")] }, label)
            close.sendActions(for: .touchUpInside)
            XCTAssertEqual(controller.hideCount, 1, label)
        }
    }
}
