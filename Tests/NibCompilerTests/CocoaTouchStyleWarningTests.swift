import NibCompiler
import NibDocument
import XCTest

/// Segue actions (`@IBSegueAction`) and cells' list content configurations are not archived as
/// such; the compile says so at each, instead of silently giving the destination a plain
/// creation or the cell no text. iOS 14's double-column split
/// view, iOS 13's navigation bar and toolbar appearances (`CocoaTouchBarAppearanceTests`) and
/// iOS 15's button configurations (`CocoaTouchButtonConfigurationTests`), once warned of too,
/// are archived.
final class CocoaTouchStyleWarningTests: XCTestCase {
    func test_aDoubleColumnSplitViewController_isArchivedWithItsStyle_withoutAWarning() throws {
        // UIKit's split view encodes and decodes `UISplitViewControllerStyle` (1: double
        // column); no Apple-compiled split view controller is in the corpora.
        typealias Scenes = CocoaTouchSceneControllerTests
        func split(_ attributes: String) throws -> (warnings: [String], controller: GraphCursor?) {
            let scene = Scenes.containerScene("splitViewController", "split", relationships: [("masterViewController", "master"), ("detailViewController", "detail")])
                .replacingOccurrences(of: #"<splitViewController id="split""#, with: #"<splitViewController \#(attributes) id="split""#)
            let text = cocoaTouchStoryboard(initial: "split", scene + Scenes.scene("master") + Scenes.scene("detail"))
            let nibs = try compiledStoryboardNibs(text, release: "13.2")
            return (try compileWarnings(text, path: "Main.storyboard").messages, nibs["UISplitViewController-split.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
        }
        let double = try split(#"allowDoubleColumnStyle="YES""#)
        XCTAssertEqual(double.warnings, [])
        XCTAssertEqual(double.controller?.value("UISplitViewControllerStyle"), .integer(1, byteCount: 1))
        XCTAssertEqual(double.controller?["UIChildViewControllers"]?.elements.count, 2)
        XCTAssertNil(try split("").controller?.value("UISplitViewControllerStyle"), "a classic split view archives no style")
    }

    func test_aSegueWithASegueAction_isCompiledWithAWarning() throws {
        let children = #"<connections><segue destination="other" kind="show" identifier="Open" destinationCreationSelector="makeOtherWithCoder:" id="open"/></connections>"#
        let text = cocoaTouchStoryboard(initial: "vc", CocoaTouchSceneControllerTests.scene("vc", children: children) + CocoaTouchSceneControllerTests.scene("other"))
        let warnings = try compileWarnings(text, path: "Main.storyboard")
        XCTAssertEqual(warnings.objectIDs, ["open"])
        XCTAssertTrue(warnings.messages.first?.contains("segue action 'makeOtherWithCoder:'") == true)
    }

    func test_aCellsListContentConfiguration_isCompiledWithAWarning() throws {
        // iOS 14's content configuration (28 cells of DuckDuckGo's debug screen): left out
        // silently, the cells showed no text on a device.
        let text = cocoaTouchDocument(toolsVersion: "19529", """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </tableViewCellContentView>
                <listContentConfiguration key="contentConfiguration" text="Refresh Config" secondaryText=""/>
            </tableViewCell>
            """)
        let warnings = try compileWarnings(text, path: "Debug.xib")
        XCTAssertEqual(warnings.messages.count, 1, "\(warnings.messages)")
        XCTAssertTrue(warnings.messages.first?.contains("<listContentConfiguration> (text 'Refresh Config'): compiled without it") == true, "\(warnings.messages)")
    }
}
