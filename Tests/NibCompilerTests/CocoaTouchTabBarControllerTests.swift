import NibArchive
import NibCompiler
import XCTest

/// A tab bar controller's scene: its tabs, each tab's navigation content, and its tab bar. The
/// bar used to be left out (UIKit made a default one, without the document's tint or
/// translucence) and a navigation tab reached the nib without its root. The bar's keys are
/// those UIKit's `UITabBar` encodes, its geometry, opacity and unselected items as the Covid-19
/// Test app's (Xcode 11.3), the one Apple-compiled tab bar controller of the corpora.
final class CocoaTouchTabBarControllerTests: XCTestCase {
    private let storyboard: String = {
        typealias Scenes = CocoaTouchSceneControllerTests
        let tabBar = Scenes.bar("tabBar", id: "tabs-bar", height: 49, attributes: #"translucent="NO" itemPositioning="fill""#, children: """
            <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <color key="selectedImageTintColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            """)
        let navigationChildren = #"<tabBarItem key="tabBarItem" title="Inbox" id="nav-tab"/>"# + Scenes.bar("navigationBar", id: "nav-bar", height: 44)
        return cocoaTouchStoryboard(initial: "tabs", Scenes.containerScene("tabBarController", "tabs", children: tabBar,
                                                                          relationships: [("viewControllers", "nav"), ("viewControllers", "second")])
            + Scenes.containerScene("navigationController", "nav", children: navigationChildren, relationships: [("rootViewController", "first")])
            + Scenes.scene("first", children: #"<navigationItem key="navigationItem" title="Inbox" id="first-item"/>"#)
            + Scenes.scene("second", children: #"<tabBarItem key="tabBarItem" title="Settings" id="second-tab"/>"#))
    }()

    private func tabBarController() throws -> GraphCursor {
        let nibs = try compiledStoryboardNibs(storyboard, release: "13.2")
        return try XCTUnwrap(nibs["UITabBarController-tabs.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
    }

    func test_theTabBar_isArchivedWithTheTabsItemsTintAndTranslucence() throws {
        let controller = try tabBarController()
        let bar = try XCTUnwrap(controller["UITabBar"])
        XCTAssertEqual(bar.className, "UITabBar")
        let tabs = try XCTUnwrap(controller["UIViewControllers"]).elements
        XCTAssertEqual(try XCTUnwrap(bar["UIItems"]).elements.map(\.index), tabs.compactMap { $0["UITabBarItem"]?.index })
        XCTAssertNil(bar["UISelectedItem"], "no tab selected yet")
        // No width, as a navigation controller's bar; UIKit's 50 points from Xcode 12 (the document says 49).
        XCTAssertEqual(geometryBlobValues(bar.value("UIBounds")), [0, 0, 0, 50], "no width, as a navigation controller's bar")
        XCTAssertEqual(controller["UICustomizableViewControllers"]?.elements.map(\.index), tabs.map(\.index))
        XCTAssertEqual(bar["UIDelegate"]?.index, controller.index)
        XCTAssertEqual(bar["UITintColor"]?.value("UIRed"), .float(1))
        XCTAssertEqual(bar["UISelectedImageTintColor"]?.value("UIBlue"), .float(1))
        XCTAssertEqual(bar.value("UIBarTranslucence"), .integer(2, byteCount: 1))
        XCTAssertEqual(bar.value("UIOpaque"), .bool(true))
        XCTAssertEqual(bar.value("UITabBarItemPositioning"), .integer(1, byteCount: 1))
    }

    func test_onAnIPad_theBarIs50High_andATabsKeptObjectsComeBeforeItsProxy_lastTabFirst() throws {
        // An iPad image board client (Xcode 12.2): its tab bar drawn 49 high is archived 50 high;
        // its first tab's navigation root keeps a search display controller, listed among the
        // children's storyboard proxies, which come last tab first, just before the root's.
        typealias Scenes = CocoaTouchSceneControllerTests
        let search = #"<searchDisplayController id="search"/>"#
        let root = Scenes.scene("first").replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFirstResponder""#,
                                                              with: search + #"<placeholder placeholderIdentifier="IBFirstResponder""#)
        let text = cocoaTouchStoryboard(device: "ipad10_5", initial: "tabs", Scenes.containerScene("tabBarController", "tabs", children: Scenes.bar("tabBar", id: "tabs-bar", height: 49),
                                                                                                   relationships: [("viewControllers", "nav"), ("viewControllers", "second"), ("viewControllers", "third")])
            + Scenes.containerScene("navigationController", "nav", children: Scenes.bar("navigationBar", id: "nav-bar", height: 44), relationships: [("rootViewController", "first")])
            + root + Scenes.scene("second") + Scenes.scene("third"))
        let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: "12.2")["UITabBarController-tabs.nib"])
        let top = try XCTUnwrap(nib["UINibTopLevelObjectsKey"]).elements.map { $0.string("UIProxiedObjectIdentifier") ?? $0.className ?? "" }
        XCTAssertEqual(top, ["UIStoryboardPlaceholder", "UIStoryboardPlaceholder", "UISearchDisplayController", "UIStoryboardPlaceholder",
                             "UIStoryboardPlaceholder", "UIClassSwapper", "IBFilesOwner", "IBFirstResponder", "UIStoryboardPlaceholder"])
        let controller = try XCTUnwrap(nib["UINibTopLevelObjectsKey"]?.elements.first { $0["UITabBar"] != nil })
        XCTAssertEqual(geometryBlobValues(controller["UITabBar"]?.value("UIBounds")), [0, 0, 0, 50])
    }

    func test_fromXcode12_aTabBarIs50High_whateverTheDocumentsHeight() throws {
        // A calculator's tab bar left at Interface Builder's 1000 points on an iPhone, Xcode 12.5.1:
        // 50 high, as the iPad client's 49 (12.2); the Covid-19 Test app's iPhone bar keeps its 49 (11.3).
        typealias Scenes = CocoaTouchSceneControllerTests
        func barBounds(_ height: Int, _ release: String) throws -> [Double]? {
            let text = cocoaTouchStoryboard(initial: "tabs", Scenes.containerScene("tabBarController", "tabs", children: Scenes.bar("tabBar", id: "tabs-bar", height: height),
                                                                                   relationships: [("viewControllers", "first")]) + Scenes.scene("first"))
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["UITabBarController-tabs.nib"])
            let controller = nib["UINibTopLevelObjectsKey"]?.elements.first { $0["UITabBar"] != nil }
            return geometryBlobValues(controller?["UITabBar"]?.value("UIBounds"))
        }
        XCTAssertEqual(try barBounds(1000, "12.5.1"), [0, 0, 0, 50])
        XCTAssertEqual(try barBounds(49, "11.3"), [0, 0, 0, 49])
    }

    func test_aNavigationTab_holdsItsBarAndRoot() throws {
        let navigation = try XCTUnwrap(try tabBarController()["UIViewControllers"]?.elements.first)
        XCTAssertEqual(navigation.string("UIOriginalClassName") ?? navigation.className, "UINavigationController")
        XCTAssertNotNil(navigation["UINavigationBar"])
        let root = try XCTUnwrap(navigation["UIViewControllers"]?.elements.first)
        XCTAssertEqual(root["UIParentViewController"]?.index, navigation.index)
        XCTAssertEqual(root["UINavigationItem"]?.string("UITitle"), "Inbox")
    }

    func test_aTabBarControllerThatIsANavigationRoot_bringsItsTabs_atAnyDepth() throws {
        // Nextcloud's split view holds a navigation controller whose root is a tab bar
        // controller whose tabs are navigation controllers: the tabs were in no nib.
        typealias Scenes = CocoaTouchSceneControllerTests
        let text = cocoaTouchStoryboard(initial: "split", Scenes.containerScene("splitViewController", "split", relationships: [("masterViewController", "outer"), ("detailViewController", "detail")])
            + Scenes.containerScene("navigationController", "outer", children: Scenes.bar("navigationBar", id: "outer-bar", height: 44), relationships: [("rootViewController", "tabs")])
            + Scenes.containerScene("tabBarController", "tabs", children: Scenes.bar("tabBar", id: "tabs-bar", height: 49), relationships: [("viewControllers", "inner")])
            + Scenes.containerScene("navigationController", "inner", children: Scenes.bar("navigationBar", id: "inner-bar", height: 44), relationships: [("rootViewController", "files")])
            + Scenes.scene("files") + Scenes.scene("detail"))
        let nibs = try compiledStoryboardNibs(text, release: "13.2")
        let split = try XCTUnwrap(nibs["UISplitViewController-split.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
        let outer = try XCTUnwrap(split["UIChildViewControllers"]?.elements.first)
        let tabs = try XCTUnwrap(outer["UIViewControllers"]?.elements.first)
        XCTAssertEqual(tabs.className, "UITabBarController")
        let inner = try XCTUnwrap(tabs["UIViewControllers"]?.elements.first)
        XCTAssertEqual(inner.value("UIParentViewController")?.referencedObject, tabs.index)
        XCTAssertEqual(inner["UIViewControllers"]?.elements.first?.className, "UIViewController", "the tab's root")
        // A navigation controller's own scene whose root is a tab bar controller holds its tabs too.
        let alone = cocoaTouchStoryboard(initial: "outer",
            Scenes.containerScene("navigationController", "outer", children: Scenes.bar("navigationBar", id: "outer-bar", height: 44), relationships: [("rootViewController", "tabs")])
            + Scenes.containerScene("tabBarController", "tabs", children: Scenes.bar("tabBar", id: "tabs-bar", height: 49), relationships: [("viewControllers", "files")])
            + Scenes.scene("files"))
        let scene = try XCTUnwrap(try compiledStoryboardNibs(alone, release: "13.2")["UINavigationController-outer.nib"])
        let root = try XCTUnwrap(scene["UINibTopLevelObjectsKey"]?.elements.last?["UIViewControllers"]?.elements.first)
        XCTAssertEqual(root["UIViewControllers"]?.elements.map(\.className), ["UIViewController"])
        let storyboardOutlets = try XCTUnwrap(scene["UINibConnectionsKey"]).elements.filter { $0.string("UILabel") == "storyboard" }
        XCTAssertEqual(storyboardOutlets.count, 3, "the navigation controller's, its root's and the tab's")
    }
}
