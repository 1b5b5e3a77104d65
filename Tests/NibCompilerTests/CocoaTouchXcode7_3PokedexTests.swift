import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// What ibtool 7.3.1 wrote for a student's Pokédex (`APPS.tsv`, a document saved by Xcode 7.3):
/// its dark text labels as RGB black, a tinted segmented control's tint under the control's own
/// key, an italic Helvetica Neue's traits, and the descendants a root view's size-class
/// variation watches. Each rule against what other documents or releases get.
final class CocoaTouchXcode7_3PokedexTests: XCTestCase {
    /// A detail scene of the Pokédex's shape, in Xcode 7.3's format: a header view holding a
    /// name label and a button, a tinted segmented control and an italic label, the root
    /// view's constraints reaching the header, the control and the bottom layout guide, one
    /// of them left out of the default traits.
    private static func storyboard(toolsVersion: String = "10117") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="16G29" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="detail">
            <scenes>
                <scene sceneID="detail-scene"><objects>
                    <viewController id="detail" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top-guide"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                                    <rect key="frame" x="0.0" y="0.0" width="600" height="63"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Aron" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                            <rect key="frame" x="190" y="21" width="196" height="35"/>
                                            <fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="30"/>
                                            <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="music">
                                            <rect key="frame" x="550" y="23" width="42" height="42"/>
                                        </button>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="name" firstAttribute="centerX" secondItem="header" secondAttribute="centerX" id="name-center"/>
                                    </constraints>
                                </view>
                                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                                    <rect key="frame" x="20" y="82" width="560" height="29"/>
                                    <segments>
                                        <segment title="Bio"/>
                                        <segment title="Moves"/>
                                    </segments>
                                    <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                </segmentedControl>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Next Evolution" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="evolution">
                                    <rect key="frame" x="189" y="130" width="222" height="20"/>
                                    <fontDescription key="fontDescription" name="HelveticaNeue-Italic" family="Helvetica Neue" pointSize="17"/>
                                    <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                            <constraints>
                                <constraint firstItem="header" firstAttribute="top" secondItem="root" secondAttribute="top" id="header-top"/>
                                <constraint firstItem="tabs" firstAttribute="top" secondItem="header" secondAttribute="bottom" constant="19" id="tabs-top"/>
                                <constraint firstItem="tabs" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="tabs-leading"/>
                                <constraint firstItem="bottom-guide" firstAttribute="top" secondItem="tabs" secondAttribute="bottom" constant="400" id="tabs-bottom"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="tabs-leading"/>
                                </mask>
                            </variation>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    private func view(_ release: String, toolsVersion: String = "10117") throws -> GraphCursor {
        let nibs = try compiledStoryboardNibs(Self.storyboard(toolsVersion: toolsVersion), release: release, deploymentTarget: "9.3")
        // Xcode 11 writes an iOS 13 variant beside the runtime nib; the runtime one is read here.
        return try XCTUnwrap(nibs["detail-view-root.nib"] ?? nibs["detail-view-root.nib/runtime.nib"], "\(nibs.keys.sorted())")
    }

    private func object(_ nib: GraphCursor, _ className: String, where matches: (GraphCursor) -> Bool = { _ in true }) throws -> GraphCursor {
        try XCTUnwrap(nib.allObjects.first { $0.className == className && matches($0) }, className)
    }

    func test_aDocumentOfXcode7_archivesItsDarkTextColourAsRGBBlack_inXcode7_2And7_3() throws {
        func textColor(_ release: String, toolsVersion: String = "10117") throws -> GraphCursor? {
            try object(try view(release, toolsVersion: toolsVersion), "UILabel") { $0.string("UIText") == "Aron" }["UITextColor"]
        }
        let rgb = try XCTUnwrap(try textColor("7.3.1"))
        XCTAssertNil(rgb.value("UISystemColorName"))
        XCTAssertEqual(rgb.value("NSColorSpace"), .integer(2, byteCount: 1), "device RGB")
        XCTAssertEqual(rgb.value("UIColorComponentCount"), .integer(4, byteCount: 1))
        XCTAssertNil(try textColor("7.2")?.value("UISystemColorName"), "FoodTracker's meal cell by 7.2")
        // A document of Xcode 6.3's format keeps the name in 7.3.1's build (QBImagePicker's
        // cells), and Xcode 8 names it in any document.
        XCTAssertEqual(try textColor("7.3.1", toolsVersion: "7702")?.string("UISystemColorName"), "darkTextColor")
        XCTAssertEqual(try textColor("8.2.1")?.string("UISystemColorName"), "darkTextColor")
    }

    func test_aSegmentedControlsTint_isArchivedUnderItsOwnKey_beforeTheIOS13SDK() throws {
        let seven = try object(try view("7.3.1"), "UISegmentedControl")
        XCTAssertNotNil(seven["UISegmentedControlTintColor"])
        XCTAssertNil(seven["UITintColor"])
        let eleven = try object(try view("11.2"), "UISegmentedControl")
        XCTAssertNotNil(eleven["UITintColor"])
        XCTAssertNil(eleven["UISegmentedControlTintColor"])
    }

    func test_anInstalledItalicFace_hasTheItalicTrait() throws {
        let font = try XCTUnwrap(try object(try view("7.3.1"), "UILabel") { $0.string("UIText") == "Next Evolution" }["UIFont"])
        XCTAssertEqual(font.string("UIFontName"), "HelveticaNeue-Italic")
        XCTAssertEqual(font.value("UIFontTraits"), .integer(1, byteCount: 1))
        // Italic and bold together (unmeasured: UIKit's two trait bits).
        let text = Self.storyboard().replacingOccurrences(of: #"name="HelveticaNeue-Italic""#, with: #"name="HelveticaNeue-BoldItalic""#)
        let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: "7.3.1", deploymentTarget: "9.3")["detail-view-root.nib"])
        let boldItalic = try XCTUnwrap(try object(nib, "UILabel") { $0.string("UIText") == "Next Evolution" }["UIFont"])
        XCTAssertEqual(boldItalic.value("UIFontTraits"), .integer(3, byteCount: 1))
        let regular = try XCTUnwrap(try object(try view("7.3.1"), "UILabel") { $0.string("UIText") == "Aron" }["UIFont"])
        XCTAssertEqual(regular.value("UIFontTraits"), .integer(0, byteCount: 1))
    }

    func test_aRootViewsVariation_watchesTheItemsItsConstraintsRelate_notTheirSubviews() throws {
        let nib = try view("7.3.1")
        let lists = try XCTUnwrap(nib["UINibTraitStorageListsKey"]).elements
        XCTAssertEqual(lists.count, 1)
        let watched = try XCTUnwrap(lists.first?["UIDescendants"]).elements
        // The header, the control and the bottom guide; not the header's label and button,
        // nor the italic label or the top guide, which no constraint of the root view reaches.
        XCTAssertEqual(watched.compactMap(\.className).sorted(), ["UISegmentedControl", "UIView", "_UILayoutGuide"])
        XCTAssertFalse(watched.contains { $0.className == "UILabel" || $0.className == "UIButton" })
    }
}
