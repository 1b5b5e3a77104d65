import NibCompiler
import NibDocument
import XCTest

/// iOS 13's bar appearances (`<navigationBarAppearance key="scrollEdgeAppearance">`...), iOS 14's
/// column-style split view controllers and segue actions (`@IBSegueAction`) are not archived
/// as such; the compile says so at each, instead of silently giving the bar UIKit's default
/// look, the split view the classic style or the destination a plain creation.
final class CocoaTouchStyleWarningTests: XCTestCase {
    func test_eachBarAppearance_isCompiledWithAWarningAtItsElement() throws {
        typealias Scenes = CocoaTouchSceneControllerTests
        let bar = Scenes.bar("navigationBar", id: "nav-bar", height: 44, children: """
            <navigationBarAppearance key="standardAppearance"/>
            <navigationBarAppearance key="scrollEdgeAppearance">
                <color key="backgroundColor" systemColor="systemGray4Color"/>
            </navigationBarAppearance>
            """)
        let text = cocoaTouchStoryboard(initial: "nav", Scenes.containerScene("navigationController", "nav", children: bar, relationships: [("rootViewController", "root")])
            + Scenes.scene("root"))
        let messages = try compileWarnings(text, path: "Main.storyboard").messages
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertTrue(messages.allSatisfy { $0.hasPrefix("Main.storyboard:") }, "\(messages)")
        XCTAssertTrue(messages.last?.contains(#"<navigationBarAppearance key="scrollEdgeAppearance">: compiled without it"#) == true, "\(messages)")
    }

    func test_aColumnStyleSplitViewController_isCompiledWithAWarning() throws {
        typealias Scenes = CocoaTouchSceneControllerTests
        let split = Scenes.containerScene("splitViewController", "split", relationships: [("masterViewController", "master"), ("detailViewController", "detail")])
            .replacingOccurrences(of: #"<splitViewController id="split""#, with: #"<splitViewController allowDoubleColumnStyle="YES" id="split""#)
        let text = cocoaTouchStoryboard(initial: "split", split + Scenes.scene("master") + Scenes.scene("detail"))
        let warnings = try compileWarnings(text, path: "Main.storyboard")
        XCTAssertEqual(warnings.objectIDs, ["split"])
        XCTAssertTrue(warnings.messages.first?.contains("compiled as a classic split view") == true)
    }

    func test_aSegueWithASegueAction_isCompiledWithAWarning() throws {
        let children = #"<connections><segue destination="other" kind="show" identifier="Open" destinationCreationSelector="makeOtherWithCoder:" id="open"/></connections>"#
        let text = cocoaTouchStoryboard(initial: "vc", CocoaTouchSceneControllerTests.scene("vc", children: children) + CocoaTouchSceneControllerTests.scene("other"))
        let warnings = try compileWarnings(text, path: "Main.storyboard")
        XCTAssertEqual(warnings.objectIDs, ["open"])
        XCTAssertTrue(warnings.messages.first?.contains("segue action 'makeOtherWithCoder:'") == true)
    }
}
