import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// What ibtool 12.0 wrote for a student's FoodTracker (`APPS.tsv`, for iOS 13.7): a meal table
/// xib of Xcode 9's format naming no device; a meal scene that is the root of a navigation
/// controller the list's add button presents as a sheet, its name field and photo each with an
/// accessibility identifier.
final class CocoaTouchXcode12_0FoodTrackerTests: XCTestCase {
    func test_aDevicelessXibsTopLevelTable_goesOnTheAnySizeCanvas_aCellKeepsItsFrame() throws {
        func topLevelBounds(_ object: String, target: String = "13.7") throws -> [Double]? {
            let text = cocoaTouchDocument(toolsVersion: "13142", traits: true, object)
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "12.0", deploymentTarget: target))
            return geometryBlobValues(root["UINibTopLevelObjectsKey"]?.elements.last?.value("UIBounds"))
        }
        let table = """
            <tableView opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="meals">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </tableView>
            """
        XCTAssertEqual(try topLevelBounds(table), [0, 0, 600, 600])
        XCTAssertEqual(try topLevelBounds(table, target: "14.0"), [0, 0, 375, 667], "a target at the SDK's iOS keeps the frame")
        let cell = """
            <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="250" height="25"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="250" height="25"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tableViewCellContentView>
            </tableViewCell>
            """
        XCTAssertEqual(try topLevelBounds(cell), [0, 0, 250, 25])
    }

    /// The meal scene (drawn 716 high in the sheet on a 414 × 736 iPhone) as the root of a
    /// navigation controller the list presents, with two identified views.
    private static let storyboard = cocoaTouchStoryboard(device: "retina5_5", initial: "list", """
        <scene sceneID="list-scene"><objects>
            <viewController id="list" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="list-view">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="add">
                            <rect key="frame" x="20" y="20" width="46" height="30"/>
                            <state key="normal" title="Add"/>
                            <connections><segue destination="adding" kind="presentation" identifier="AddItem" id="to-adding"/></connections>
                        </button>
                    </subviews>
                </view>
            </viewController>
        </objects></scene>
        <scene sceneID="adding-scene"><objects>
            <navigationController id="adding" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="0.0" width="414" height="56"/><autoresizingMask key="autoresizingMask"/></navigationBar>
                <connections><segue destination="meal" kind="relationship" relationship="rootViewController" id="root"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="meal-scene"><objects>
            <viewController id="meal" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="meal-view">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="716"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" id="name">
                            <rect key="frame" x="20" y="76" width="374" height="34"/>
                            <accessibility key="accessibilityConfiguration" identifier="mealName"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" id="photo">
                            <rect key="frame" x="20" y="123" width="374" height="374"/>
                            <accessibility key="accessibilityConfiguration" identifier="mealPhoto"/>
                        </imageView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="meal-safe-area"/>
                </view>
            </viewController>
        </objects></scene>
        """)

    private func mealViewNib(_ release: String) throws -> GraphCursor {
        let nibs = try compiledStoryboardNibs(Self.storyboard, release: release, deploymentTarget: "13.7")
        return try XCTUnwrap(nibs.first { $0.key.hasPrefix("meal-view-meal-view") }?.value, "\(nibs.keys.sorted())")
    }

    func test_xcode11And12_theRootOfAPresentedNavigationController_isArchivedAtTheScreensSize() throws {
        let view = try XCTUnwrap(try mealViewNib("12.0")["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
        XCTAssertEqual(geometryBlobValues(view.value("UIBounds")), [0, 0, 414, 736], "not the sheet's 716")
    }

    func test_xcode12_0_listsAccessibilityConfigurationsAsTheirObjects_12_5LastCompiledFirst() throws {
        func identifiers(_ release: String) throws -> [String] {
            try XCTUnwrap(try mealViewNib(release)["UINibAccessibilityConfigurationsKey"]).elements.compactMap { $0.string("UIAccessibilityIdentifier") }
        }
        XCTAssertEqual(try identifiers("12.0"), ["mealName", "mealPhoto"])
        XCTAssertEqual(try identifiers("12.5.1"), ["mealPhoto", "mealName"])
    }
}
