import NibArchive
import NibCompiler
import XCTest

/// A storyboard connection whose source and destination are in different scenes (left by a
/// scene copied with its connections: 93 in 29 of 1,435 public iOS storyboards) cannot be in
/// any nib, since each scene loads from nibs of its own. The compiler left them out silently;
/// it now warns at each, and still archives the scene's own connections.
final class CrossSceneConnectionTests: XCTestCase {
    typealias Scenes = CocoaTouchSceneControllerTests

    private let storyboard = cocoaTouchStoryboard(initial: "share", Scenes.scene("share", viewChildren: """
        <subviews>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="send">
                <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                <connections>
                    <action selector="shareImage:" destination="share" eventType="touchUpInside" id="own"/>
                    <action selector="shareImageToTimeline:" destination="timeline" eventType="touchUpInside" id="crossing"/>
                </connections>
            </button>
        </subviews>
        """) + Scenes.scene("timeline"))

    func test_aConnectionToAnotherScene_isWarnedOfAtItsElement() throws {
        let warnings = try compileWarnings(storyboard, path: "Main.storyboard")
        XCTAssertEqual(warnings.objectIDs, ["crossing"])
        XCTAssertTrue(warnings.messages.first?.hasPrefix("Main.storyboard:") == true, "\(warnings.messages)")
        XCTAssertTrue(warnings.messages.first?.contains("<action> 'shareImageToTimeline:' (id crossing): destination 'timeline' is in scene timeline-scene") == true,
                      "\(warnings.messages)")
    }

    func test_theScenesOwnConnection_isStillArchived_andTheCrossingOneIsNot() throws {
        let nibs = try compiledStoryboardNibs(storyboard, release: "13.2")
        let labels = nibs.values.flatMap { nib in
            nib["UINibConnectionsKey"]?.elements.compactMap { $0.string("UILabel") } ?? []
        }
        XCTAssertTrue(labels.contains("shareImage:"), "\(labels)")
        XCTAssertFalse(labels.contains("shareImageToTimeline:"), "\(labels)")
    }
}
