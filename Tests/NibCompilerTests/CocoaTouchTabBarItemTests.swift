import NibArchive
import NibCompiler
import XCTest

/// A storyboard controller's tab bar item. It used to be left out, so a tab bar app built by
/// NibForge showed tabs without titles or images. No Apple-compiled tab bar item is in the
/// corpora: the keys are those UIKit's `UITabBarItem` encodes (ibtool archives through it).
final class CocoaTouchTabBarItemTests: XCTestCase {
    private func controller(_ item: String) throws -> GraphCursor {
        let text = cocoaTouchStoryboard(initial: "vc", CocoaTouchSceneControllerTests.scene("vc", children: item))
        return try XCTUnwrap(try compiledStoryboardNibs(text, release: "13.2")["UIViewController-vc.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
    }

    func test_aTabBarItem_archivesItsTitleImagesTagAndBadge() throws {
        let item = try XCTUnwrap(try controller("""
            <tabBarItem key="tabBarItem" title="Demo" image="icon_tab_item" selectedImage="icon_tab_selected" badgeValue="3" tag="2" id="tab"/>
            """)["UITabBarItem"])
        XCTAssertEqual(item.className, "UITabBarItem")
        XCTAssertEqual(item.string("UITitle"), "Demo")
        XCTAssertEqual(item["UIImage"]?.string("UIResourceName"), "icon_tab_item")
        XCTAssertEqual(item["UISelectedTemplateImage"]?.string("UIResourceName"), "icon_tab_selected")
        XCTAssertEqual(item.string("UIBadgeValue"), "3")
        XCTAssertEqual(item.value("UITag"), .integer(2, byteCount: 1))
        XCTAssertEqual(item.value("UIEnabled"), .bool(true))
        XCTAssertNil(item.value("UISystemItem"))
    }

    func test_aSystemTabBarItem_isItsNumber_withoutTitleOrImage_andADisabledOneNotEnabled() throws {
        let item = try XCTUnwrap(try controller("""
            <tabBarItem key="tabBarItem" systemItem="favorites" enabled="NO" id="tab"/>
            """)["UITabBarItem"])
        XCTAssertEqual(item.value("UISystemItem"), .integer(1, byteCount: 1))
        XCTAssertNil(item.value("UITitle"))
        XCTAssertNil(item.value("UIEnabled"))
    }

    /// The badge colour, landscape image and title offset UIKit's encoder writes; they were
    /// left out (39 of 2,501 public iOS documents move their tab titles, the usual 0, -4).
    func test_aTabBarItem_archivesItsBadgeColourLandscapeImageAndTitleOffset() throws {
        let item = try XCTUnwrap(try controller("""
            <tabBarItem key="tabBarItem" title="Demo" image="icon" landscapeImage="icon_small" springLoaded="YES" id="tab">
                <offsetWrapper key="titlePositionAdjustment" horizontal="0.0" vertical="-4"/>
                <color key="badgeColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </tabBarItem>
            """)["UITabBarItem"])
        XCTAssertEqual(item.string("UITitlePositionAdjustment"), "{0, -4}")
        XCTAssertEqual(item["UIBadgeColor"]?.value("UIRed"), .float(1))
        XCTAssertEqual(item["UIImageLandscape"]?.string("UIResourceName"), "icon_small")
        XCTAssertEqual(item.value("UISpringLoaded"), .bool(true))
    }

    func test_aZeroTitleOffset_isNotArchived() throws {
        let item = try XCTUnwrap(try controller("""
            <tabBarItem key="tabBarItem" title="Demo" id="tab">
                <offsetWrapper key="titlePositionAdjustment" horizontal="0.0" vertical="0.0"/>
            </tabBarItem>
            """)["UITabBarItem"])
        XCTAssertNil(item.value("UITitlePositionAdjustment"))
    }
}
