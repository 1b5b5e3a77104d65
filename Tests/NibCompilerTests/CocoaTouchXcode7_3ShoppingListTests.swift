import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// What ibtool 7.3.1 wrote for a student's shopping list (`APPS.tsv`): a navigation controller
/// hiding its bars when the keyboard appears, with a framed toolbar; its root list's navigation
/// item showing buttons as custom views, the right one presenting a scene; a prototype cell
/// with an accessibility identifier. Each rule against what later releases write.
final class CocoaTouchXcode7_3ShoppingListTests: XCTestCase {
    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" systemVersion="15F34" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="navigation">
            <scenes>
                <scene sceneID="list-scene"><objects>
                    <tableViewController id="list" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Item" id="cell">
                                    <rect key="frame" x="0.0" y="92" width="600" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="600" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </tableViewCellContentView>
                                    <accessibility key="accessibilityConfiguration" identifier="Item" label="Item"/>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        <navigationItem key="navigationItem" title="Shopping List" id="list-item">
                            <barButtonItem key="leftBarButtonItem" style="plain" id="clear-item">
                                <button key="customView" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" id="clear">
                                    <rect key="frame" x="20" y="7" width="133" height="30"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <state key="normal" title="Clear All"/>
                                </button>
                            </barButtonItem>
                            <barButtonItem key="rightBarButtonItem" style="plain" id="add-item">
                                <button key="customView" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="right" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" id="add">
                                    <rect key="frame" x="447" y="7" width="133" height="30"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <state key="normal" title="+"/>
                                    <connections>
                                        <segue destination="adding" kind="presentation" identifier="addSegue" id="to-adding"/>
                                    </connections>
                                </button>
                            </barButtonItem>
                        </navigationItem>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="navigation-scene"><objects>
                    <navigationController automaticallyAdjustsScrollViewInsets="NO" hidesBarsWhenKeyboardAppears="YES" id="navigation" sceneMemberID="viewController">
                        <toolbarItems/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <nil name="viewControllers"/>
                        <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="toolbar">
                            <rect key="frame" x="0.0" y="556" width="600" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </toolbar>
                        <connections>
                            <segue destination="list" kind="relationship" relationship="rootViewController" id="root"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="adding-scene"><objects>
                    <viewController id="adding" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="adding-view">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    private func nibs(_ release: String) throws -> [String: GraphCursor] {
        try compiledStoryboardNibs(Self.storyboard, release: release, deploymentTarget: "9.3")
    }

    private func navigationController(_ release: String) throws -> GraphCursor {
        let nib = try XCTUnwrap(try nibs(release)["UINavigationController-navigation.nib"])
        // From Xcode 11 the entry controller is archived through a class swapper naming it.
        return try XCTUnwrap(nib.allObjects.first {
            $0.className == "UINavigationController" || $0.string("UIOriginalClassName") == "UINavigationController"
        })
    }

    private func customView(_ release: String, _ key: String) throws -> GraphCursor {
        try XCTUnwrap(try navigationController(release)["UINavigationBar"]?["UIItems"]?.elements.first?[key]?["UICustomView"], key)
    }

    func test_aNavigationControllerHidingItsBarsWhenTheKeyboardAppears_saysSo() throws {
        XCTAssertEqual(try navigationController("7.3.1").value("UINavigationControllerCondensesBarsWhenKeyboardAppears"), .bool(true))
        XCTAssertEqual(try navigationController("13.2").value("UINavigationControllerCondensesBarsWhenKeyboardAppears"), .bool(true))
        let text = Self.storyboard.replacingOccurrences(of: #" hidesBarsWhenKeyboardAppears="YES""#, with: "")
        let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: "7.3.1")["UINavigationController-navigation.nib"])
        let plain = try XCTUnwrap(nib.allObjects.first { $0.className == "UINavigationController" })
        XCTAssertNil(plain.value("UINavigationControllerCondensesBarsWhenKeyboardAppears"))
    }

    func test_xcode7_aFramedNavigationToolbar_keepsItsPlace_at320PointsWide() throws {
        let toolbar = try XCTUnwrap(try navigationController("7.3.1")["UIToolbar"])
        XCTAssertEqual(geometryBlobValues(toolbar.value("UIBounds")), [0, 0, 320, 44])
        XCTAssertEqual(geometryBlobValues(toolbar.value("UICenter")), [160, 578], "556 down, as the document places it")
    }

    /// Xcode 8.2.1 keeps the document's frame as 13.2 does (NohanaImagePicker's pick button,
    /// 16 points in from a 320-point bar's right edge, in Carthage's build: `BUILDS.tsv`).
    func test_xcode7_aNavigationItemsCustomViews_sitAgainstTheBarsEdges() throws {
        XCTAssertEqual(geometryBlobValues(try customView("7.3.1", "UILeftBarButtonItem").value("UICenter")), [66.5, 22])
        XCTAssertEqual(geometryBlobValues(try customView("7.3.1", "UIRightBarButtonItem").value("UICenter")), [253.5, 22], "against 320")
        XCTAssertEqual(geometryBlobValues(try customView("8.2.1", "UILeftBarButtonItem").value("UICenter")), [86.5, 22], "the document's frame")
        XCTAssertEqual(geometryBlobValues(try customView("13.2", "UILeftBarButtonItem").value("UICenter")), [86.5, 22], "the document's frame")
    }

    func test_aCustomViewStartingASegue_performsItFromTheNavigationControllersNib() throws {
        let nib = try XCTUnwrap(try nibs("7.3.1")["UINavigationController-navigation.nib"])
        let perform = try XCTUnwrap(nib["UINibConnectionsKey"]?.elements.first { $0.string("UILabel") == "perform:" })
        XCTAssertEqual(perform.className, "UIRuntimeEventConnection")
        XCTAssertEqual(perform["UISource"]?.className, "UIButton")
        XCTAssertEqual(perform["UIDestination"]?.className, "UIStoryboardPresentationSegueTemplate")
        XCTAssertEqual(perform.value("UIEventMask"), .integer(64, byteCount: 1), "touch up inside")
    }

    func test_xcode7_anAccessibilityIdentifier_isLocalizable() throws {
        func identifier(_ release: String) throws -> GraphCursor? {
            let view = try XCTUnwrap(try nibs(release).first { $0.key.hasPrefix("list-view-table") }?.value)
            let table = try XCTUnwrap(view["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableView" })
            guard case .data(let bytes) = try XCTUnwrap(table["UITableViewCellPrototypeNibs"]?.elements.last?["archiveData"]?.value("NS.bytes")) else {
                return nil
            }
            let cellNib = GraphCursor(try CompiledNibFile(bytes: bytes).graph)
            return cellNib["UINibAccessibilityConfigurationsKey"]?.elements.first?["UIAccessibilityIdentifier"]
        }
        let seven = try XCTUnwrap(try identifier("7.3.1"))
        XCTAssertEqual(seven.className, "NSLocalizableString")
        XCTAssertEqual(seven.string("NSKey"), "cell.accessibilityIdentifier")
        XCTAssertEqual(try identifier("10.1")?.className, "NSString")
    }
}
