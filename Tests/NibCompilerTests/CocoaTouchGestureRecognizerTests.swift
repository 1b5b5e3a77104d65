import NibArchive
import NibCompiler
import XCTest

/// Gesture recognizers and framework views by the classes ibtool archives for Interface
/// Builder's element names. A long press is `<pongPressGestureRecognizer>` in every document
/// Interface Builder writes (Mapbox's navigation examples); it used to reach the nib as a
/// `UIPongPressGestureRecognizer`, a class no app has, which fails the nib's load on a device.
final class CocoaTouchGestureRecognizerTests: XCTestCase {
    private func topLevelObjects(_ objects: String) throws -> [GraphCursor] {
        let root = GraphCursor(try compiledCocoaTouchGraph(cocoaTouchDocument(toolsVersion: "19529", objects), release: "13.2"))
        return try XCTUnwrap(root["UINibTopLevelObjectsKey"]).elements
    }

    func test_aLongPress_isUIKitsLongPressRecognizer_withItsTapRecognizerCountingNoTaps() throws {
        let objects = try topLevelObjects("""
            <pongPressGestureRecognizer allowableMovement="10" minimumPressDuration="0.5" id="press"/>
            """)
        let press = try XCTUnwrap(objects.first { $0.className == "UILongPressGestureRecognizer" })
        XCTAssertFalse(objects.contains { $0.className == "UIPongPressGestureRecognizer" })
        let recognizer = try XCTUnwrap(press["UILongPressGestureRecognizer._imp"])
        XCTAssertEqual(recognizer.className, "UITapRecognizer")
        XCTAssertEqual(recognizer.value("UITapRecognizer.numberOfTapsRequired"), .integer(0, byteCount: 1))
        XCTAssertNil(press.value("UILongPressGestureRecognizer.minimumPressDuration"), "0.5 s is UIKit's default")
        XCTAssertNil(press.value("UILongPressGestureRecognizer.allowableMovement"), "10 points is UIKit's default")
        XCTAssertEqual(press.value("UIGestureRecognizer.requiresExclusiveTouchType"), .bool(true))
    }

    func test_aLongPressNotOfTheDefaults_archivesItsDurationMovementAndCounts() throws {
        let press = try XCTUnwrap(try topLevelObjects("""
            <pongPressGestureRecognizer allowableMovement="20" minimumPressDuration="1.5" numberOfTapsRequired="1" numberOfTouchesRequired="2" id="press"/>
            """).first { $0.className == "UILongPressGestureRecognizer" })
        XCTAssertEqual(press.value("UILongPressGestureRecognizer.minimumPressDuration"), .float(1.5))
        XCTAssertEqual(press.value("UILongPressGestureRecognizer.allowableMovement"), .float(20))
        XCTAssertEqual(press.value("UILongPressGestureRecognizer.numberOfTouchesRequired"), .integer(2, byteCount: 1))
        XCTAssertNil(press["UILongPressGestureRecognizer._imp"]?.value("UITapRecognizer.numberOfTapsRequired"), "one tap is the recognizer's default")
    }

    func test_aPan_archivesItsMaximumTouchCountAlways_andItsMinimumWhenNotOne() throws {
        // A card-swiping app's pan (sidBOT/Tinder, Xcode 8.2.1): UIKit's unlimited maximum, NSUIntegerMax, as -1 in eight bytes.
        let objects = try topLevelObjects("""
            <panGestureRecognizer minimumNumberOfTouches="1" id="swipe"/>
            <panGestureRecognizer minimumNumberOfTouches="2" maximumNumberOfTouches="3" id="twoFingers"/>
            """)
        let pans = objects.filter { $0.className == "UIPanGestureRecognizer" }
        XCTAssertEqual(pans.map { $0.value("UIPanGestureRecognizer.maximumNumberOfTouches") }, [.integer(-1, byteCount: 8), .integer(3, byteCount: 1)])
        XCTAssertEqual(pans.map { $0.value("UIPanGestureRecognizer.minimumNumberOfTouches") }, [nil, .integer(2, byteCount: 1)])
    }

    func test_aDoubleTap_countsItsTapsAndTouchesOnItsTapRecognizer() throws {
        let objects = try topLevelObjects("""
            <tapGestureRecognizer id="single"/>
            <tapGestureRecognizer numberOfTapsRequired="2" numberOfTouchesRequired="2" id="double"/>
            """).filter { $0.className == "UITapGestureRecognizer" }
        XCTAssertEqual(objects.count, 2)
        let single = try XCTUnwrap(objects[0]["UITapGestureRecognizer._imp"])
        XCTAssertNil(single.value("UITapRecognizer.numberOfTapsRequired"))
        let double = try XCTUnwrap(objects[1]["UITapGestureRecognizer._imp"])
        XCTAssertEqual(double.value("UITapRecognizer.numberOfTapsRequired"), .integer(2, byteCount: 1))
        XCTAssertEqual(double.value("UITapRecognizer.numberOfTouchesRequired"), .integer(2, byteCount: 1))
    }

    func test_frameworkViews_areTheirFrameworksClasses() throws {
        // Interface Builder's SceneKit view is `<sceneKitView>` (ThumbWorks' solar system cell).
        let root = try XCTUnwrap(try topLevelObjects("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <sceneKitView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="scene">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    </sceneKitView>
                    <arscnView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="augmented">
                        <rect key="frame" x="100" y="0.0" width="100" height="100"/>
                    </arscnView>
                    <mtkView contentMode="scaleToFill" id="metal">
                        <rect key="frame" x="200" y="0.0" width="100" height="100"/>
                    </mtkView>
                </subviews>
            </view>
            """).first { $0.className == "UIView" })
        XCTAssertEqual(try XCTUnwrap(root["UISubviews"]).elements.map(\.className), ["SCNView", "ARSCNView", "MTKView"])
    }
}
