import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// A blur view and an activity indicator as Apple's builds archive them: SDCAlertView's
/// action cell (Xcode 11.4) and TLPhotoPicker's photo cell (Xcode 12.1), whose documents
/// and nibs `CarthageBuildPairTests` compares whole when the shared corpus is present.
final class CocoaTouchVisualEffectAndActivityTests: XCTestCase {
    static let document = cocoaTouchDocument(toolsVersion: "15702", """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="113" height="100"/>
            <subviews>
                <visualEffectView hidden="YES" opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="blur">
                    <rect key="frame" x="0.0" y="0.0" width="113" height="50"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="blurContent">
                        <rect key="frame" x="0.0" y="0.0" width="113" height="50"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <blurEffect style="regular"/>
                </visualEffectView>
                <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                    <rect key="frame" x="40" y="60" width="20" height="20"/>
                </activityIndicatorView>
            </subviews>
        </view>
    """)

    func subviews(as release: String) throws -> [GraphCursor] {
        let graph = try compiledCocoaTouchGraph(Self.document, release: release, path: "effects.xib")
        let root = try XCTUnwrap(GraphCursor(graph)["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
        return try XCTUnwrap(root["UISubviews"]).elements
    }

    func test_aRegularBlur_isAnAutomaticStyleResolvedToLight_withItsContentViewApart() throws {
        let blur = try XCTUnwrap(try subviews(as: "11.4").first { $0.className == "UIVisualEffectView" })
        let effect = try XCTUnwrap(blur["UIVisualEffectViewEffect"])
        XCTAssertEqual(effect.className, "UIBlurEffect")
        XCTAssertEqual(effect.value("UIBlurEffectAutomaticStyle"), .integer(4, byteCount: 1))
        XCTAssertEqual(effect.value("UIBlurEffectStyle"), .integer(1, byteCount: 1))
        XCTAssertEqual(blur.value("UIVisualEffectViewGroupName"), .null)
        XCTAssertEqual(blur["UIVisualEffectViewContentView"]?.className, "_UIVisualEffectContentView")
        XCTAssertNil(blur.value("UISubviews"), "the content view is not listed among the effect view's subviews")
    }

    func test_anActivityIndicator_archivesItsStyleUnderBothKeys_fromXcode11() throws {
        let modern = try XCTUnwrap(try subviews(as: "12.1").first { $0.className == "UIActivityIndicatorView" })
        XCTAssertEqual(modern.value("UIActivityIndicatorViewStyle-Modern"), .integer(2, byteCount: 1))
        XCTAssertEqual(modern.value("UIActivityIndicatorViewStyle"), .integer(2, byteCount: 1))
        XCTAssertEqual(modern.value("UIColor"), .null)
        XCTAssertFalse(modern.keys.contains("UIHorizontalHuggingPriority"), "750 is the indicator's own default")
        let legacy = try XCTUnwrap(try subviews(as: "10.1").first { $0.className == "UIActivityIndicatorView" })
        XCTAssertEqual(legacy.keys.filter { $0.hasPrefix("UIActivityIndicatorView") }, ["UIActivityIndicatorViewStyle"])
        XCTAssertNil(legacy.value("UIColor"))
    }

    func test_anActivityIndicatorNotHidingWhenStopped_saysSo() throws {
        // Interface Builder writes `hidesWhenStopped="YES"` only when checked (DuckDuckGo's
        // privacy dashboard spinner, Xcode 13.2, archives false without it).
        let text = Self.document.replacingOccurrences(of: #"hidesWhenStopped="YES" "#, with: "")
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2", path: "effects.xib"))
        let spinner = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }?["UISubviews"]?.elements.first { $0.className == "UIActivityIndicatorView" })
        XCTAssertEqual(spinner.value("UIHidesWhenStopped"), .bool(false))
        XCTAssertNil(try subviews(as: "13.2").first { $0.className == "UIActivityIndicatorView" }?.value("UIHidesWhenStopped"))
    }
}
