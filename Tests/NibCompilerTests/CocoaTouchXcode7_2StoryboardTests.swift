import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// What ibtool 7.2 wrote for Apple's FoodTracker tutorial app as a student's repository
/// committed its simulator build (`APPS.tsv`): a meal scene in a navigation controller whose
/// navigation item's save button unwinds, a text field and a tapped image view, and a prototype
/// cell whose views have fixed frames. Each rule against what the releases after it write.
final class CocoaTouchXcode7_2StoryboardTests: XCTestCase {
    /// A meal scene of FoodTracker's shape: a field, an image view whose tap recogniser (a
    /// scene object) calls the controller, a cancel button with an action and a save button
    /// that unwinds, in the controller's navigation item.
    private static let storyboard = cocoaTouchStoryboard(device: nil, initial: "navigation", """
        <scene sceneID="navigation-scene"><objects>
            <navigationController id="navigation" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="navigation-bar">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections>
                    <segue destination="meal" kind="relationship" relationship="rootViewController" id="to-meal"/>
                </connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="meal-scene"><objects>
            <viewController id="meal" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="meal-view">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Enter meal name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                            <rect key="frame" x="20" y="72" width="560" height="30"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                        <imageView contentMode="scaleToFill" userInteractionEnabled="YES" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
                            <rect key="frame" x="140" y="114" width="320" height="320"/>
                            <connections>
                                <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="photo-taps"/>
                            </connections>
                        </imageView>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                    <constraints>
                        <constraint firstItem="name" firstAttribute="leading" secondItem="meal-view" secondAttribute="leading" constant="20" id="name-leading"/>
                        <constraint firstItem="name" firstAttribute="top" secondItem="meal-view" secondAttribute="top" constant="72" id="name-top"/>
                        <constraint firstItem="photo" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="12" id="photo-top"/>
                        <constraint firstItem="photo" firstAttribute="centerX" secondItem="meal-view" secondAttribute="centerX" id="photo-center"/>
                    </constraints>
                </view>
                <navigationItem key="navigationItem" title="New Meal" id="meal-item">
                    <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel">
                        <connections>
                            <action selector="cancel:" destination="meal" id="cancel-action"/>
                        </connections>
                    </barButtonItem>
                    <barButtonItem key="rightBarButtonItem" systemItem="save" id="save">
                        <connections>
                            <segue destination="exit" kind="unwind" unwindAction="unwindToMealList:" id="save-unwind"/>
                        </connections>
                    </barButtonItem>
                </navigationItem>
                <connections>
                    <outlet property="nameTextField" destination="name" id="name-outlet"/>
                    <outlet property="saveButton" destination="save" id="save-outlet"/>
                </connections>
            </viewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="meal-first" sceneMemberID="firstResponder"/>
            <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
            <tapGestureRecognizer id="tap">
                <connections>
                    <action selector="selectImageFromPhotoLibrary:" destination="meal" id="tap-action"/>
                </connections>
            </tapGestureRecognizer>
        </objects></scene>
        """).replacingOccurrences(of: #" useTraitCollections="YES" useSafeAreas="YES""#, with: #" useTraitCollections="YES""#)
        .replacingOccurrences(of: #"toolsVersion="19529""#, with: #"toolsVersion="9531""#)

    private func nibs(_ release: String, target: String = "9.2") throws -> [String: GraphCursor] {
        try compiledStoryboardNibs(Self.storyboard, release: release, module: "FoodTracker", deploymentTarget: target)
    }

    func test_xcode7_2_aNavigationItemsButtonPerformsItsSegueFromTheControllersNib_amongItsActionsByName() throws {
        let nibs = try nibs("7.2")
        let controller = try XCTUnwrap(nibs["UINavigationController-navigation.nib"], "\(nibs.keys.sorted())")
        let connections = try XCTUnwrap(controller["UINibConnectionsKey"]).elements
        // Actions by selector, the save button's `perform:` among them, then the outlets.
        XCTAssertEqual(connections.map { $0.string("UILabel") },
                       ["cancel:", "perform:", "selectImageFromPhotoLibrary:", "saveButton", "sceneViewController", "storyboard", "storyboard",
                        "viewController"])
        let perform = try XCTUnwrap(connections.first { $0.string("UILabel") == "perform:" })
        XCTAssertEqual(perform.className, "UIRuntimeEventConnection")
        XCTAssertEqual(perform["UISource"]?.className, "UIBarButtonItem")
        XCTAssertEqual(perform["UIDestination"]?.className, "UIStoryboardUnwindSegueTemplate")
        // The view nib reaches the controller and the recogniser, not the template: two
        // placeholders, each a key and a value.
        let navigation = controller["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UINavigationController" }
        let table = try XCTUnwrap(navigation?["UIChildViewControllers"]?.elements.first?["UIExternalObjectsTableForViewLoading"])
        XCTAssertEqual(table.elements.count, 4)
    }

    func test_xcode7_aFieldStatesNoTraitKeyExceptForIOS7_norARecogniser() throws {
        // FoodTracker's field by 7.2 (iOS 9.2) and a Twitter client's by 7.3 (iOS 9.3) state
        // none; appium's older UICatalog's fields by 7.3.1 (iOS 7.0) do, as every release from 8.
        func field(_ release: String, target: String = "9.2") throws -> GraphCursor? {
            try nibs(release, target: target)["meal-view-meal-view.nib"]?["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }?["UISubviews"]?.elements.first
        }
        XCTAssertNil(try field("7.2")?.value("UIDisableTextColorUpdateOnTraitCollectionChange"))
        XCTAssertNil(try field("7.3", target: "9.3")?.value("UIDisableTextColorUpdateOnTraitCollectionChange"))
        XCTAssertEqual(try field("7.3.1", target: "7.0")?.value("UIDisableTextColorUpdateOnTraitCollectionChange"), .bool(true))
        XCTAssertEqual(try field("8.3")?.value("UIDisableTextColorUpdateOnTraitCollectionChange"), .bool(true))
        func recognizer(_ release: String) throws -> GraphCursor? {
            try nibs(release)["UINavigationController-navigation.nib"]?["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITapGestureRecognizer" }
        }
        XCTAssertEqual(try recognizer("7.2")?.className, "UITapGestureRecognizer")
        XCTAssertNil(try recognizer("7.2")?.value("UIGestureRecognizer.requiresExclusiveTouchType"))
        XCTAssertEqual(try recognizer("8.3")?.value("UIGestureRecognizer.requiresExclusiveTouchType"), .bool(true))
    }

    func test_xcode7_aViewWithAFixedFrameTranslatesNoMask_heldByItsPrototypingConstraints() throws {
        // FoodTracker's meal cell: fixed-frame views that do not translate their masks; from
        // Xcode 8 such a view translates its mask and has no prototyping constraints.
        let text = cocoaTouchViewDocument(toolsVersion: "9531", size: (width: 320, height: 90), subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                <rect key="frame" x="97" y="8" width="215" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """)
        func label(_ release: String) throws -> GraphCursor? {
            GraphCursor(try compiledCocoaTouchGraph(text, release: release, deploymentTarget: "9.2"))["UINibTopLevelObjectsKey"]?
                .elements.last?["UISubviews"]?.elements.first
        }
        XCTAssertEqual(try label("7.2")?.value("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"), .bool(true))
        XCTAssertNil(try label("8.1")?.value("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"))
    }
}
