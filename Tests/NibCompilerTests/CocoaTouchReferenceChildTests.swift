import NibArchive
import NibCompiler
import XCTest

/// A storyboard reference that is another controller's child (a navigation controller's root,
/// a tab) is archived in the container's scene as the `UIStoryboardViewControllerPlaceholder`
/// UIKit's decoder replaces with the referenced controller, parent set. It was archived as
/// `UIViewControllerPlaceholder` (a class UIKit does not have: 8 of 1,435 public storyboards)
/// or, as a tab, left out (3 storyboards, tab bar controllers without their tabs).
final class CocoaTouchReferenceChildTests: XCTestCase {
    typealias Scenes = CocoaTouchSceneControllerTests

    private func reference(_ id: String, children: String = "") -> String {
        """
        <scene sceneID="\(id)-scene">
            <objects>
                <viewControllerPlaceholder storyboardName="Settings" id="\(id)" sceneMemberID="viewController">\(children)</viewControllerPlaceholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-first" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """
    }

    /// `child` is the placeholder of reference `id` with `parent` as parent, and the source of
    /// no connection of `nib`: a `storyboard` outlet would give the referenced controller this
    /// storyboard instead of its own, where its segues' destinations are.
    private func assertPlaceholder(_ child: GraphCursor?, named id: String, parent: GraphCursor, in nib: GraphCursor?,
                                   file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(child?.className, "UIStoryboardViewControllerPlaceholder", file: file, line: line)
        XCTAssertEqual(child?.string("UIStoryboardIdentifier"), "UIViewController-\(id)", file: file, line: line)
        XCTAssertEqual(child?.value("UIParentViewController")?.referencedObject, parent.index, file: file, line: line)
        let sources = nib?["UINibConnectionsKey"]?.elements.compactMap { $0.value("UISource")?.referencedObject } ?? []
        XCTAssertFalse(sources.isEmpty, file: file, line: line)
        XCTAssertFalse(sources.contains { $0 == child?.index }, "no outlet from the placeholder", file: file, line: line)
    }

    func test_aNavigationRootThatIsAReference_isAStoryboardPlaceholder() throws {
        let bar = Scenes.bar("navigationBar", id: "nav-bar", height: 44)
        let text = cocoaTouchStoryboard(initial: "nav", Scenes.containerScene("navigationController", "nav", children: bar, relationships: [("rootViewController", "settings")])
            + reference("settings", children: #"<navigationItem key="navigationItem" id="settings-item"/>"#))
        let nibs = try compiledStoryboardNibs(text, release: "13.2")
        let controller = try XCTUnwrap(nibs["UINavigationController-nav.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
        let children = try XCTUnwrap(controller["UIViewControllers"]).elements
        XCTAssertEqual(children.count, 1)
        assertPlaceholder(children.first, named: "settings", parent: controller, in: nibs["UINavigationController-nav.nib"])
        XCTAssertNotNil(nibs["UIViewController-settings.nib"], "the reference keeps its own scene nib, as segues to it need")
    }

    func test_aTabThatIsAReference_isAmongTheTabs_andItsTabBarItemIsWarnedOf() throws {
        let tabBar = Scenes.bar("tabBar", id: "tab-bar", height: 49)
        let text = cocoaTouchStoryboard(initial: "tabs", Scenes.containerScene("tabBarController", "tabs", children: tabBar, relationships: [("viewControllers", "home"), ("viewControllers", "settings")])
            + Scenes.scene("home") + reference("settings", children: #"<tabBarItem key="tabBarItem" title="Settings" id="settings-tab"/>"#))
        let nibs = try compiledStoryboardNibs(text, release: "13.2")
        let controller = try XCTUnwrap(nibs["UITabBarController-tabs.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
        let tabs = try XCTUnwrap(controller["UIViewControllers"]).elements
        XCTAssertEqual(tabs.map(\.className), ["UIViewController", "UIStoryboardViewControllerPlaceholder"])
        assertPlaceholder(tabs.last, named: "settings", parent: controller, in: nibs["UITabBarController-tabs.nib"])
        let warnings = try compileWarnings(text, path: "Main.storyboard").messages
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains("<tabBarItem> 'Settings' of a storyboard reference: compiled without it") == true, "\(warnings)")
    }
}
