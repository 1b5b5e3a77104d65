import NibArchive
import NibCompiler
import XCTest

/// A storyboard reference that is another controller's child (a navigation controller's root,
/// a tab) is archived in the container's scene as the `UIStoryboardViewControllerPlaceholder`
/// UIKit's decoder replaces with the referenced controller, parent set, with a storyboard proxy
/// of its own and no nib of its own (the Covid-19 Test app's tab bar controller, Xcode 11.3). It
/// was archived as `UIViewControllerPlaceholder` (a class UIKit does not have: 8 of 1,435 public
/// storyboards) or, as a tab, left out (3 storyboards, tab bar controllers without their tabs).
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
        XCTAssertNil(nibs["UIViewController-settings.nib"], "only a container's child: the container's nib holds it")
    }

    func test_aTabThatIsAReference_isAmongTheTabs_itsTabBarItemOnTheTabBar() throws {
        // The Covid-19 Test app's tab bar controller (Xcode 11.3): its two tabs references with
        // tab bar items, each archived in the bar's items and listed after the tabs, unreferenced
        // by the placeholder; a storyboard proxy for each listed before the controller; no nib
        // for either, only their external references in Info.plist.
        let tabBar = Scenes.bar("tabBar", id: "tab-bar", height: 49)
        let text = cocoaTouchStoryboard(initial: "tabs", Scenes.containerScene("tabBarController", "tabs", children: tabBar, relationships: [("viewControllers", "home"), ("viewControllers", "settings")])
            + reference("home", children: #"<tabBarItem key="tabBarItem" title="Home" id="home-tab"/>"#)
            + reference("settings", children: #"<tabBarItem key="tabBarItem" title="Settings" id="settings-tab"/>"#))
        let nibs = try compiledStoryboardNibs(text, release: "11.3")
        XCTAssertEqual(nibs.keys.sorted(), ["UITabBarController-tabs.nib"])
        let nib = try XCTUnwrap(nibs["UITabBarController-tabs.nib"])
        let top = try XCTUnwrap(nib["UINibTopLevelObjectsKey"]).elements
        XCTAssertEqual(top.map { $0.string("UIProxiedObjectIdentifier") ?? $0.className }, ["UIStoryboardPlaceholder", "UIStoryboardPlaceholder",
                       "UIClassSwapper", "IBFilesOwner", "IBFirstResponder", "UIStoryboardPlaceholder"])
        let controller = try XCTUnwrap(top.first { $0["UITabBar"] != nil })
        let tabs = try XCTUnwrap(controller["UIViewControllers"]).elements
        XCTAssertEqual(tabs.map(\.className), ["UIStoryboardViewControllerPlaceholder", "UIStoryboardViewControllerPlaceholder"])
        assertPlaceholder(tabs.last, named: "settings", parent: controller, in: nib)
        XCTAssertNil(tabs.last?["UITabBarItem"])
        XCTAssertEqual(controller["UITabBar"]?["UIItems"]?.elements.map { $0.string("UITitle") }, ["Home", "Settings"])
        XCTAssertEqual(nib["UINibObjectsKey"]?.elements.suffix(5).map(\.className),
                       ["UITabBar", "UIStoryboardViewControllerPlaceholder", "UIStoryboardViewControllerPlaceholder", "UITabBarItem", "UITabBarItem"])
        XCTAssertEqual(try compileWarnings(text, path: "Main.storyboard").messages, [], "a reference's tab bar item is archived")
    }

    func test_aReferenceNothingReaches_isLeftOut() throws {
        // The Covid-19 Test app's unconfigured reference, which no segue leads to (Xcode 11.3):
        // no nib and no external reference.
        let text = cocoaTouchStoryboard(initial: "home", Scenes.scene("home") + reference("spare"))
        XCTAssertEqual(try compiledStoryboardNibs(text, release: "11.3").keys.filter { $0.contains("spare") }, [])
    }
}
