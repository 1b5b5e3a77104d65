import NibArchive
import NibCompiler
import XCTest

/// iOS 13's navigation bar and toolbar appearances, archived as the trees UIKit's encoders
/// write (unmeasured: no Apple nib of the corpora holds one). Before, they were left out with
/// a warning, and a bar the document coloured showed UIKit's default.
final class CocoaTouchBarAppearanceTests: XCTestCase {
    typealias Scenes = CocoaTouchSceneControllerTests

    /// A navigation controller whose bar and toolbar carry `barChildren` and `toolbarChildren`.
    private func navigationStoryboard(barChildren: String, toolbarChildren: String = "") -> String {
        let toolbar = toolbarChildren.isEmpty ? "" : """
            <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="nav-toolbar">
                <rect key="frame" x="0.0" y="852" width="414" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                \(toolbarChildren)
            </toolbar>
            """
        let children = Scenes.bar("navigationBar", id: "nav-bar", height: 44, children: barChildren) + toolbar
        return cocoaTouchStoryboard(initial: "nav", Scenes.containerScene("navigationController", "nav", children: children, relationships: [("rootViewController", "root")])
            + Scenes.scene("root"))
    }

    private func navigationController(_ text: String) throws -> GraphCursor {
        let scene = try XCTUnwrap(try compiledStoryboardNibs(text, release: "13.2")["UINavigationController-nav.nib"])
        return try XCTUnwrap(scene["UINibTopLevelObjectsKey"]?.elements.last)
    }

    func test_aNavigationBarsAppearances_areArchivedUnderUIKitsKeys_withTheirBackgroundColour() throws {
        let text = navigationStoryboard(barChildren: """
            <navigationBarAppearance key="standardAppearance">
                <color key="backgroundColor" systemColor="systemGray4Color"/>
            </navigationBarAppearance>
            <navigationBarAppearance key="scrollEdgeAppearance"/>
            """)
        let bar = try XCTUnwrap(try navigationController(text)["UINavigationBar"])
        XCTAssertNil(bar["UINavigationBarCompactAppearance"], "only the appearances the document gives")
        let standard = try XCTUnwrap(bar["UINavigationBarStandardAppearance"])
        XCTAssertEqual(standard.className, "UINavigationBarAppearance")
        XCTAssertEqual(standard.keys, ["Idiom", "OverrideUIStyle", "Background.Effect", "Background.Color", "Background.ShadowColor",
                                       "PlainButtons", "DoneButtons", "BackButtons"])
        XCTAssertEqual(standard["Background.Color"]?.string("UISystemColorName"), "systemGray4Color")
        XCTAssertEqual(standard["Background.Effect"]?.value("UIBlurEffectStyle"), .integer(10, byteCount: 1), "the system chrome material")
        XCTAssertEqual(standard["Background.ShadowColor"]?.string("UISystemColorName"), "_systemChromeShadowColor")
        XCTAssertEqual(standard["PlainButtons"]?.value("DefaultStyle"), .integer(0, byteCount: 1))
        XCTAssertEqual(standard["DoneButtons"]?.value("DefaultStyle"), .integer(2, byteCount: 1))
        XCTAssertEqual(standard["BackButtons"]?.value("IsBackButton"), .bool(true))
        // An appearance left at its default background archives the shared default's style.
        let scrollEdge = try XCTUnwrap(bar["UINavigationBarScrollEdgeAppearance"])
        XCTAssertEqual(scrollEdge.value("Background.Style"), .integer(1, byteCount: 1))
        XCTAssertNil(scrollEdge.value("Background.Color"))
        XCTAssertEqual(try compileWarnings(text, path: "Main.storyboard").messages, [])
    }

    func test_aClearBackgroundColour_isNone_asUIKitsSetterTakesIt() throws {
        let text = navigationStoryboard(barChildren: """
            <navigationBarAppearance key="standardAppearance">
                <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </navigationBarAppearance>
            """)
        let standard = try XCTUnwrap(try navigationController(text)["UINavigationBar"]?["UINavigationBarStandardAppearance"])
        XCTAssertEqual(standard.value("Background.Style"), .integer(1, byteCount: 1))
    }

    func test_aToolbarsAppearance_hasPlainAndDoneButtons_only() throws {
        let text = navigationStoryboard(barChildren: "", toolbarChildren: """
            <toolbarAppearance key="standardAppearance"/>
            <toolbarAppearance key="scrollEdgeAppearance"/>
            """)
        let toolbar = try XCTUnwrap(try navigationController(text)["UIToolbar"])
        let standard = try XCTUnwrap(toolbar["UIToolbarStandardAppearance"])
        XCTAssertEqual(standard.className, "UIToolbarAppearance")
        XCTAssertEqual(standard.keys, ["Idiom", "OverrideUIStyle", "Background.Style", "PlainButtons", "DoneButtons"])
        XCTAssertEqual(toolbar["UIToolbarScrollEdgeAppearance"]?.className, "UIToolbarAppearance")
    }

    func test_whatAnAppearanceSetsBeyondItsBackgroundColour_isWarnedOf_asIsATabBarsAppearance() throws {
        let text = navigationStoryboard(barChildren: """
            <navigationBarAppearance key="standardAppearance">
                <color key="backgroundColor" systemColor="systemGray4Color"/>
                <textAttributes key="titleTextAttributes"/>
            </navigationBarAppearance>
            """)
        let messages = try compileWarnings(text, path: "Main.storyboard").messages
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains(#"<navigationBarAppearance key="standardAppearance">: compiled without its <textAttributes key="titleTextAttributes">"#) == true, "\(messages)")
        let tabBar = Scenes.bar("tabBar", id: "tab-bar", height: 49, children: #"<tabBarAppearance key="standardAppearance"/>"#)
        let tabs = cocoaTouchStoryboard(initial: "tabs", Scenes.containerScene("tabBarController", "tabs", children: tabBar, relationships: [("viewControllers", "root")])
            + Scenes.scene("root"))
        let tabWarnings = try compileWarnings(tabs, path: "Main.storyboard").messages
        XCTAssertTrue(tabWarnings.contains { $0.contains(#"<tabBarAppearance key="standardAppearance">: compiled without it"#) }, "\(tabWarnings)")
    }
}
