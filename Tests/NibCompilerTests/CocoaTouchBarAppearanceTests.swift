import NibArchive
import NibCompiler
import XCTest

/// iOS 13's navigation bar, toolbar and tab bar appearances, archived as the trees UIKit's
/// encoders write (unmeasured: no Apple nib of the corpora holds one). Before, they were left
/// out with a warning, and a bar the document coloured showed UIKit's default.
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

    func test_aNavigationBarAppearancesTitleAttributes_areArchivedAsUIKitsCoderKeepsTextAttributes() throws {
        // A coloured bar with a white title: left out, the title showed black on the colour.
        let text = navigationStoryboard(barChildren: """
            <navigationBarAppearance key="standardAppearance">
                <color key="backgroundColor" systemColor="systemIndigoColor"/>
                <textAttributes key="titleTextAttributes">
                    <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </textAttributes>
                <textAttributes key="largeTitleTextAttributes">
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
                </textAttributes>
            </navigationBarAppearance>
            """)
        XCTAssertEqual(try compileWarnings(text, path: "Main.storyboard").messages, [])
        let standard = try XCTUnwrap(try navigationController(text)["UINavigationBar"]?["UINavigationBarStandardAppearance"])
        XCTAssertEqual(standard.keys, ["Idiom", "OverrideUIStyle", "Background.Effect", "Background.Color", "Background.ShadowColor",
                                       "Title.InlineAttributes", "Title.LargeAttributes", "PlainButtons", "DoneButtons", "BackButtons"])
        // `_ui_encodeTextAttributes:forKey:`: a one-space string whose run carries them.
        let inline = try XCTUnwrap(standard["Title.InlineAttributes"])
        XCTAssertEqual(inline.className, "NSAttributedString")
        XCTAssertEqual(inline.string("NSString"), " ")
        let attributes = try XCTUnwrap(inline["NSAttributes"]?.elements)
        XCTAssertEqual(attributes.first?.text, "NSColor")
        XCTAssertEqual(attributes.last?.className, "UIColor")
        XCTAssertEqual(standard["Title.LargeAttributes"]?["NSAttributes"]?.elements.last?.className, "UIFont")
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

    /// A tab bar controller whose bar carries `children`.
    private func tabBarController(_ children: String) throws -> (controller: GraphCursor, warnings: [String]) {
        let tabBar = Scenes.bar("tabBar", id: "tab-bar", height: 49, children: children)
        let text = cocoaTouchStoryboard(initial: "tabs", Scenes.containerScene("tabBarController", "tabs", children: tabBar, relationships: [("viewControllers", "root")])
            + Scenes.scene("root"))
        let scene = try XCTUnwrap(try compiledStoryboardNibs(text, release: "13.2")["UITabBarController-tabs.nib"])
        return (try XCTUnwrap(scene["UINibTopLevelObjectsKey"]?.elements.last), try compileWarnings(text, path: "Main.storyboard").messages)
    }

    func test_aTabBarsAppearances_areArchivedLast_withItemAppearancesPerLayout() throws {
        // iOS 15 made a tab bar's scroll edge appearance transparent unless the document gives
        // one: left out, the bar the document coloured showed nothing under its items.
        let (controller, warnings) = try tabBarController("""
            <tabBarAppearance key="standardAppearance"/>
            <tabBarAppearance key="scrollEdgeAppearance">
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            </tabBarAppearance>
            """)
        XCTAssertEqual(warnings, [])
        let bar = try XCTUnwrap(controller["UITabBar"])
        XCTAssertEqual(bar.keys.suffix(2), ["UITabBarStandardAppearance", "UITabBarScrollEdgeAppearance"])
        let standard = try XCTUnwrap(bar["UITabBarStandardAppearance"])
        XCTAssertEqual(standard.className, "UITabBarAppearance")
        XCTAssertEqual(standard.keys, ["Idiom", "OverrideUIStyle", "Background.Style", "Stacked", "Inline", "CompactInline"])
        XCTAssertEqual(standard["Stacked"]?.className, "UITabBarItemAppearance")
        XCTAssertEqual(["Stacked", "Inline", "CompactInline"].map { standard[$0]?.value("DefaultStyle") },
                       [.integer(0, byteCount: 1), .integer(1, byteCount: 1), .integer(2, byteCount: 1)])
        let scrollEdge = try XCTUnwrap(bar["UITabBarScrollEdgeAppearance"])
        XCTAssertEqual(scrollEdge.keys, ["Idiom", "OverrideUIStyle", "Background.Effect", "Background.Color", "Background.ShadowColor",
                                         "Stacked", "Inline", "CompactInline"])
        XCTAssertEqual(scrollEdge["Background.Color"]?.string("UISystemColorName"), "systemBackgroundColor")
    }

    func test_whatAnAppearanceSetsBeyondItsBackgroundColour_isWarnedOf_asIsATabBarsAppearance() throws {
        let text = navigationStoryboard(barChildren: """
            <navigationBarAppearance key="standardAppearance">
                <color key="backgroundColor" systemColor="systemGray4Color"/>
                <imageReference key="backgroundImage" image="Bar"/>
            </navigationBarAppearance>
            """)
        let messages = try compileWarnings(text, path: "Main.storyboard").messages
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains(#"<navigationBarAppearance key="standardAppearance">: compiled without its <imageReference key="backgroundImage">"#) == true, "\(messages)")
        let tabWarnings = try tabBarController(#"<tabBarAppearance key="standardAppearance"><tabBarItemAppearance key="stackedLayoutAppearance"/></tabBarAppearance>"#).warnings
        XCTAssertTrue(tabWarnings.contains { $0.contains(#"<tabBarAppearance key="standardAppearance">: compiled without its <tabBarItemAppearance key="stackedLayoutAppearance">"#) },
                      "\(tabWarnings)")
    }

    func test_aTabBarPlacedInAView_isWarnedOf_asItsAppearancesAreLeftOut() throws {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 414, height: 100), subviews: """
            <tabBar contentMode="scaleToFill" id="loose-bar">
                <rect key="frame" x="0.0" y="51" width="414" height="49"/>
                <tabBarAppearance key="standardAppearance"/>
            </tabBar>
            """)
        let messages = try compileWarnings(text, path: "Bar.xib").messages
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains(#"<tabBarAppearance key="standardAppearance"> of a tab bar placed in a view: compiled without it"#) == true, "\(messages)")
    }
}
