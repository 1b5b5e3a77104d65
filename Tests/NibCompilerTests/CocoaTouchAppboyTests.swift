import NibArchive
import NibCompiler
import XCTest

/// What ibtool 10.1 wrote for the Appboy SDK's documents as a Carthage build committed them
/// (appboy-ios-sdk 3.15.0 for iOS 9.0, `BUILDS.tsv`): a framed refresh control, a table whose
/// estimated row height is automatic, a web view detecting nothing, a spinner stating no
/// hugging.
final class CocoaTouchAppboyTests: XCTestCase {
    /// A content-cards scene: a table view controller whose automatically estimated table has
    /// a refresh control framed as Interface Builder leaves it (1000 points).
    private static let cards = cocoaTouchStoryboard(device: "retina4_7", initial: "cards", """
        <scene sceneID="cards-scene"><objects>
            <tableViewController id="cards" customClass="ABKContentCardsTableViewController" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <connections>
                        <outlet property="dataSource" destination="cards" id="source"/>
                        <outlet property="delegate" destination="cards" id="delegate"/>
                    </connections>
                </tableView>
                <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="refresh">
                    <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                    <autoresizingMask key="autoresizingMask"/>
                </refreshControl>
            </tableViewController>
        </objects></scene>
        """).replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")

    private func tableNibs(_ release: String) throws -> [String: GraphCursor] {
        try compiledStoryboardNibs(Self.cards, release: release, module: "Appboy_iOS_SDK", deploymentTarget: "9.0")
            .filter { $0.key.hasPrefix("cards-view-table.nib") }
    }

    func test_aFramedRefreshControl_archivesItsViewKeysOnce() throws {
        let nib = try XCTUnwrap(try tableNibs("10.1")["cards-view-table.nib/runtime.nib"])
        let refresh = try XCTUnwrap(nib["UINibTopLevelObjectsKey"]?.elements.first?["UIRefreshControl"])
        for key in ["UIMultipleTouchEnabled", "UIAutoresizeSubviews", "UIContentMode", "UIViewSemanticContentAttribute"] {
            XCTAssertEqual(refresh.object?.values(forKey: key).count, 1, key)
        }
        XCTAssertEqual(refresh.value("UIDisabled"), .bool(true))
    }

    func test_xcode10_anAutomaticallyEstimatedTable_getsAnIOS11Variant_theRuntimeNibOnTheAnySizeCanvas() throws {
        // Below iOS 11 the runtime nib sets the estimate to 44 and lays the table out on the
        // 600 × 600 canvas (the document names a device, iOS 9); the iOS 11 variant neither.
        let nibs = try tableNibs("10.1")
        XCTAssertEqual(nibs.keys.sorted(), ["cards-view-table.nib/objects-11.0+.nib", "cards-view-table.nib/runtime.nib"])
        let runtime = try XCTUnwrap(nibs["cards-view-table.nib/runtime.nib"])
        let eleven = try XCTUnwrap(nibs["cards-view-table.nib/objects-11.0+.nib"])
        XCTAssertEqual(runtime["UINibKeyValuePairsKey"]?.elements.first?.string("UIKeyPath"), "estimatedRowHeight")
        XCTAssertEqual(eleven["UINibKeyValuePairsKey"]?.elements.count, 0)
        XCTAssertEqual(geometryBlobValues(runtime["UINibTopLevelObjectsKey"]?.elements.first?.value("UIBounds")), [0, 0, 600, 600])
        XCTAssertEqual(geometryBlobValues(eleven["UINibTopLevelObjectsKey"]?.elements.first?.value("UIBounds")), [0, 0, 375, 667])
    }

    /// The first subview of a view document holding `subview`, as Xcode 10.1 for iOS 9.
    private func subview(_ subview: String) throws -> GraphCursor {
        let document = cocoaTouchViewDocument(toolsVersion: "13771", size: (width: 375, height: 667), subviews: subview)
        let root = GraphCursor(try compiledCocoaTouchGraph(document, release: "10.1", deploymentTarget: "9.0"))
        return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
    }

    func test_aWebViewDetectingNothing_archivesNoDetectorTypes() throws {
        func webView(_ detectors: String) -> String {
            #"<webView opaque="NO" contentMode="scaleToFill" scalesPageToFit="YES" id="web"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>\#(detectors)</webView>"#
        }
        XCTAssertNil(try subview(webView(#"<dataDetectorType key="dataDetectorTypes"/>"#)).value("UIDataDetectorTypes"))
        XCTAssertEqual(try subview(webView("")).value("UIDataDetectorTypes"), .integer(1, byteCount: 1), "phone numbers")
    }

    func test_aSpinnerStatingNoHugging_archivesUIKitsOtherDefault() throws {
        // The feedback spinner: no hugging in the document means 250, UIKit's is 750.
        func spinner(_ hugging: String) -> String {
            #"<activityIndicatorView opaque="NO" contentMode="scaleToFill" \#(hugging) animating="YES" style="whiteLarge" id="spin"><rect key="frame" x="31" y="31" width="37" height="37"/></activityIndicatorView>"#
        }
        XCTAssertEqual(try subview(spinner("")).string("UIViewContentHuggingPriority"), "{250, 250}")
        XCTAssertNil(try subview(spinner(#"horizontalHuggingPriority="750" verticalHuggingPriority="750""#)).value("UIViewContentHuggingPriority"))
    }

    func test_beforeXcode12_anObjectsAccessibilityConfiguration_comesBeforeItsContents() throws {
        // The modal message (10.1): its outer view's label, written after its subviews, first.
        let document = cocoaTouchDocument(toolsVersion: "13771", traits: true, """
            <view contentMode="scaleToFill" id="modal" customClass="ABKInAppMessageView">
                <rect key="frame" x="0.0" y="0.0" width="290" height="384"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="close">
                        <rect key="frame" x="250" y="0.0" width="40" height="40"/>
                        <accessibility key="accessibilityConfiguration" label="Close In App Message"/>
                    </button>
                </subviews>
                <accessibility key="accessibilityConfiguration" label="Appboy Modal"/>
            </view>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(document, release: "10.1", deploymentTarget: "9.0"))
        let labels = try XCTUnwrap(root["UINibAccessibilityConfigurationsKey"]).elements.compactMap { $0.string("UIAccessibilityLabel") }
        XCTAssertEqual(labels, ["Appboy Modal", "Close In App Message"])
    }

    func test_aXibsTopLevelController_archivesNoUnnamedGuides_itsViewOnTheAnySizeCanvasForIOS9() throws {
        // The navigation feedback controller (10.1): a view of 375 × 667 archived at 600 × 600,
        // its top and bottom guides, which no constraint names, left out.
        func controller(_ target: String) throws -> GraphCursor {
            let document = cocoaTouchDocument(toolsVersion: "13771", traits: true, """
                <viewController id="feedback" customClass="ABKNavigationFeedbackViewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="feedback-view">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                </viewController>
                """).replacingOccurrences(of: "<objects>", with: #"<device id="retina4_7" orientation="portrait"/><objects>"#)
            let root = GraphCursor(try compiledCocoaTouchGraph(document, release: "10.1", deploymentTarget: target))
            XCTAssertFalse(root.allObjects.contains { $0.className == "_UILayoutGuide" }, target)
            return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last)
        }
        XCTAssertEqual(geometryBlobValues(try controller("9.0")["UIView"]?.value("UIBounds")), [0, 0, 600, 600])
        XCTAssertEqual(geometryBlobValues(try controller("10.0")["UIView"]?.value("UIBounds")), [0, 0, 375, 667])
    }
}
