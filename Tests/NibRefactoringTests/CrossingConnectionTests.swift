import Foundation
import NibCompiler
import NibDocument
import NibRefactoring
import XCTest

/// Every case of a connection at the cut, on both platforms: owner to moved, moved to
/// owner, to a shared placeholder, and crossing (refused, or removed with drop-crossing),
/// sourced on either side.
final class CrossingConnectionTests: RefactoringTestCase {
    // MARK: Cocoa

    /// A Cocoa document with one object of each kind around a panel that moves.
    private let cocoa = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="21701"/>
            </dependencies>
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <customObject id="owner" customClass="AppController">
                    <connections>
                        <outlet property="panel" destination="panel" id="c-owner-panel"/>
                    </connections>
                </customObject>
                <customObject id="other" customClass="Inspector">
                    <connections>
                        <outlet property="field" destination="field" id="c-other-field"/>
                    </connections>
                </customObject>
                <window title="Find" visibleAtLaunch="NO" animationBehavior="default" id="panel" userLabel="Find Panel">
                    <rect key="contentRect" x="0.0" y="0.0" width="200" height="80"/>
                    <view key="contentView" id="panel-content">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                        <subviews>
                            <textField id="field">
                                <rect key="frame" x="20" y="40" width="160" height="22"/>
                                <textFieldCell key="cell" title="x" id="field-cell"/>
                                <connections>
                                    <action selector="find:" target="owner" id="c-field-owner"/>
                                    <outlet property="nextKeyView" destination="button" id="c-field-button"/>
                                </connections>
                            </textField>
                            <button id="button">
                                <rect key="frame" x="20" y="10" width="80" height="22"/>
                                <buttonCell key="cell" type="push" title="Close" id="button-cell"/>
                                <connections>
                                    <action selector="performClose:" target="-1" id="c-button-responder"/>
                                    <action selector="hide:" target="-3" id="c-button-application"/>
                                    <outlet property="menu" destination="menu" id="c-button-other"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </window>
                <menu id="menu" title="Spare"/>
            </objects>
        </document>

        """

    private func splitCocoa(drop: Bool) throws -> SplitResult {
        try DocumentSplit.split(Array(cocoa.utf8), path: "Find.xib",
                                request: SplitRequest(objectIDs: ["panel"], ownerID: "owner", dropCrossing: drop))
    }

    func test_cocoaCrossingConnectionsRefuseTheSplitEachWithItsPlace() throws {
        XCTAssertThrowsError(try splitCocoa(drop: false)) { error in
            let refusal = error as? SplitRefusal
            XCTAssertEqual(refusal?.diagnostics.map(\.description), [
                "Find.xib:17:17: error: outlet 'field' from Inspector (other) to NSTextField (field) crosses the cut and does not end at the owner AppController (owner); keeping it needs code, or --drop-crossing removes it",
                "Find.xib:39:29: error: outlet 'menu' from NSButton (button) to NSMenu (menu) crosses the cut and does not end at the owner AppController (owner); keeping it needs code, or --drop-crossing removes it",
            ])
        }
    }

    func test_cocoaSplitMovesOwnerConnectionsRetargetsAndDropsCrossingOnes() throws {
        let result = try splitCocoa(drop: true)
        let new = try InterfaceDocument(parsing: result.newDocument, path: "Panel.xib")
        let old = try InterfaceDocument(parsing: result.remainingDocument, path: "Find.xib")
        XCTAssertEqual(new.diagnostics.map(\.description), [])
        XCTAssertEqual(old.diagnostics.map(\.description), [])
        func describe(_ document: InterfaceDocument) -> [String] {
            document.connections.map { "\($0.id) \(document.objects[$0.source].id)->\($0.destinationID ?? "nil")" }
        }
        // Owner -> moved becomes File's Owner's (-2 in Cocoa); moved -> owner names -2;
        // First Responder (-1) and Application (-3) stay; inside stays; crossing is gone.
        XCTAssertEqual(describe(new), [
            "c-owner-panel -2->panel", "c-field-owner field->-2", "c-field-button field->button",
            "c-button-responder button->-1", "c-button-application button->-3",
        ])
        XCTAssertEqual(describe(old), [])
        XCTAssertEqual(new.object(withID: "-2")?.customClass, "AppController")
        XCTAssertEqual(result.dropped.map(\.id), ["c-other-field", "c-button-other"])
        XCTAssertEqual(result.throughFilesOwner.map(\.id), ["c-owner-panel", "c-field-owner"])
        // Emptied connections leave no empty element behind: written as IB writes them.
        XCTAssertTrue(text(result.remainingDocument).contains("<customObject id=\"owner\" customClass=\"AppController\"/>"))
        XCTAssertTrue(text(result.remainingDocument).contains("<customObject id=\"other\" customClass=\"Inspector\"/>"))
        XCTAssertFalse(text(result.remainingDocument).contains("panel"))
        // Both documents compile.
        XCTAssertNoThrow(try NibCompiler.compile(new))
        XCTAssertNoThrow(try NibCompiler.compile(old))
    }

    func test_movingTheHolderWithTheHeldKeepsTheConnectionInside() throws {
        let result = try DocumentSplit.split(Array(cocoa.utf8), path: "Find.xib",
                                             request: SplitRequest(objectIDs: ["panel", "other", "menu"], ownerID: "owner"))
        let new = try InterfaceDocument(parsing: result.newDocument, path: "Panel.xib")
        XCTAssertEqual(new.topLevelObjects.map { new.objects[$0].id }, ["-2", "-1", "-3", "other", "panel", "menu"],
                       "placeholders first, then the moved objects in the old document's order")
        XCTAssertEqual(result.dropped.count, 0)
    }

    /// A binding to the shared user defaults controller stays: the new document gets its own
    /// copy of the controller (the same instance at run time), and the old one keeps its own.
    func test_bindingToTheSharedUserDefaultsControllerIsKeptWithACopy() throws {
        let document = cocoa.replacingOccurrences(of: "<menu id=\"menu\" title=\"Spare\"/>", with: """
            <menu id="menu" title="Spare"/>
                    <userDefaultsController representsSharedInstance="YES" id="defaults"/>
            """).replacingOccurrences(of: "<action selector=\"find:\" target=\"owner\" id=\"c-field-owner\"/>", with: """
            <action selector="find:" target="owner" id="c-field-owner"/>
                                            <binding destination="defaults" name="value" keyPath="values.lastSearch" id="c-field-defaults"/>
            """)
        let result = try DocumentSplit.split(Array(document.utf8), path: "Find.xib",
                                             request: SplitRequest(objectIDs: ["panel"], ownerID: "owner", dropCrossing: true))
        let new = try InterfaceDocument(parsing: result.newDocument, path: "Panel.xib")
        let old = try InterfaceDocument(parsing: result.remainingDocument, path: "Find.xib")
        XCTAssertEqual(new.connections.first { $0.id == "c-field-defaults" }?.destination.map { new.objects[$0].elementName }, "userDefaultsController")
        XCTAssertNotNil(old.object(withID: "defaults"))
        XCTAssertFalse(result.dropped.map(\.id).contains("c-field-defaults"))
        XCTAssertEqual(new.diagnostics.map(\.description), [])
    }

    func test_badRequestsNameTheCause() throws {
        func refusal(_ request: SplitRequest, document: String? = nil) -> [String] {
            do {
                _ = try DocumentSplit.split(Array((document ?? cocoa).utf8), path: "Find.xib", request: request)
                return []
            } catch let refusal as SplitRefusal {
                return refusal.diagnostics.map(\.description)
            } catch {
                return ["\(error)"]
            }
        }
        XCTAssertEqual(refusal(SplitRequest(objectIDs: ["pannel"], ownerID: "owner")),
                       ["Find.xib: error: no object has the id 'pannel'; did you mean 'panel'?"])
        XCTAssertEqual(refusal(SplitRequest(objectIDs: ["field"], ownerID: "owner")),
                       ["Find.xib:25:21: error: 'field' (NSTextField) is inside 'panel-content'; split moves top-level objects and everything under them"])
        XCTAssertEqual(refusal(SplitRequest(objectIDs: ["-1"], ownerID: "owner")),
                       ["Find.xib:8:9: error: '-1' is the placeholder First Responder; placeholders are not moved"])
        XCTAssertEqual(refusal(SplitRequest(objectIDs: ["panel"], ownerID: "panel")),
                       ["Find.xib: error: the owner 'panel' is among the objects that move; the owner stays and loads them"])
        XCTAssertEqual(refusal(SplitRequest(objectIDs: ["panel"], ownerID: "-1")),
                       ["Find.xib: error: the owner '-1' is the placeholder First Responder, which loads no nib; choose File's Owner or an object"])
        let storyboard = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" toolsVersion=\"21701\" targetRuntime=\"iOS.CocoaTouch\"><scenes/></document>\n"
        XCTAssertEqual(refusal(SplitRequest(objectIDs: ["x"], ownerID: "y"), document: storyboard),
                       ["Find.xib: error: split moves objects between .xib documents; a storyboard already loads each scene on its own"])
    }

    // MARK: Cocoa Touch

    private func splitDetail(_ request: SplitRequest) throws -> SplitResult {
        try DocumentSplit.split(try bytes(Self.detailViewController), path: "DetailViewController.xib", request: request)
    }

    func test_cocoaTouchSecondaryViewMovesToItsOwnNibWithTheControllerAsOwner() throws {
        let result = try splitDetail(SplitRequest(objectIDs: ["panel", "panel-animator"], ownerID: "-1"))
        let new = try InterfaceDocument(parsing: result.newDocument, path: "DetailsPanel.xib")
        let old = try InterfaceDocument(parsing: result.remainingDocument, path: "DetailViewController.xib")
        XCTAssertEqual(new.platform, .cocoaTouch)
        XCTAssertEqual(new.diagnostics.map(\.description), [])
        // Cocoa Touch placeholders: File's Owner -1, First Responder -2.
        let owner = try XCTUnwrap(new.object(withID: "-1"))
        XCTAssertEqual(owner.placeholder, .filesOwner)
        XCTAssertEqual(owner.customClass, "DetailViewController")
        XCTAssertEqual(owner.customModule, "Demo")
        XCTAssertEqual(new.object(withID: "-2")?.placeholder, .firstResponder)
        XCTAssertEqual(new.connections.filter { new.objects[$0.source].placeholder == .filesOwner }.map(\.label), ["detailsPanel", "panelTitle"])
        XCTAssertEqual(new.connections.first { $0.id == "act-help" }?.destinationID, "-2", "the nil-targeted action stays with First Responder")
        XCTAssertEqual(new.connections.first { $0.id == "act-hide" }?.destinationID, "-1")
        XCTAssertEqual(new.connections.first { $0.id == "out-note-delegate" }?.destinationID, "-1")
        XCTAssertEqual(old.connections.map(\.label), ["showButton", "view", "showDetails:"])
        XCTAssertNil(old.object(withID: "panel"))
        // The image and colour the panel uses go with it; the main view's colour stays.
        XCTAssertTrue(text(result.newDocument).contains("<image name=\"legend-icon\""))
        XCTAssertTrue(text(result.newDocument).contains("<systemColor name=\"secondarySystemBackgroundColor\">"))
        XCTAssertFalse(text(result.newDocument).contains("systemBackgroundColor\">\n"))
        XCTAssertFalse(text(result.remainingDocument).contains("legend-icon"))
        XCTAssertTrue(text(result.remainingDocument).contains("<systemColor name=\"systemBackgroundColor\">"))
        XCTAssertTrue(text(result.newDocument).contains("    <device id=\"retina6_12\""), "the device goes with the document")
        XCTAssertNoThrow(try NibCompiler.compile(new))
        XCTAssertNoThrow(try NibCompiler.compile(old))
    }

    func test_cocoaTouchCrossingOutletRefusesThenDrops() throws {
        XCTAssertThrowsError(try splitDetail(SplitRequest(objectIDs: ["panel"], ownerID: "-1"))) { error in
            XCTAssertEqual((error as? SplitRefusal)?.diagnostics.map(\.description), [
                "DetailViewController.xib:88:17: error: outlet 'panel' from Panel Animator (panel-animator) to Details Panel (panel) crosses the cut and does not end at the owner File's Owner (-1); keeping it needs code, or --drop-crossing removes it",
            ])
        }
        let result = try splitDetail(SplitRequest(objectIDs: ["panel"], ownerID: "-1", dropCrossing: true))
        XCTAssertEqual(result.dropped.map(\.id), ["out-animator-panel"])
        XCTAssertTrue(text(result.remainingDocument).contains("customModuleProvider=\"target\"/>\n    </objects>"))
    }

    /// Nothing but the moved objects changes in the old document: removing the lines the
    /// split reports gives it back.
    func test_oldDocumentChangesOnlyWhereObjectsLeft() throws {
        let original = text(try bytes(Self.detailViewController)).split(separator: "\n", omittingEmptySubsequences: false)
        let remaining = text(try splitDetail(SplitRequest(objectIDs: ["panel", "panel-animator"], ownerID: "-1")).remainingDocument)
            .split(separator: "\n", omittingEmptySubsequences: false)
        // Every remaining line is an original line, in order.
        var cursor = original.startIndex
        for line in remaining {
            guard let found = original[cursor...].firstIndex(of: line) else { return XCTFail("new line in the old document: \(line)") }
            cursor = found + 1
        }
        XCTAssertEqual(original.count - remaining.count, 56)
    }
}
