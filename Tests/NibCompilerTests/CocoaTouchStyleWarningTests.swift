import NibCompiler
import NibDocument
import XCTest

/// Segue actions (`@IBSegueAction`) are not archived as such; the compile says so at each,
/// instead of silently giving the destination a plain creation. iOS 14's double-column split
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
}
