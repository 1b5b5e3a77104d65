import NibArchive
import NibCompiler
import XCTest

/// A table view controller's refresh control (`<refreshControl key="refreshControl">`) was left
/// out with its action, so pulling to refresh did nothing on a device (5 of 1,435 public
/// storyboards). It is archived in the controller's scene under `UIRefreshControl`, the key
/// UIKit's `UITableViewController` decodes it from; no Apple nib of one is in the corpora.
final class CocoaTouchRefreshControlTests: XCTestCase {
    func test_aRefreshControl_isInTheScene_withItsActionToTheController() throws {
        let text = cocoaTouchStoryboard(initial: "notes", """
            <scene sceneID="notes-scene"><objects><tableViewController id="notes" sceneMemberID="viewController">
                <tableView key="view" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="591"/>
                </tableView>
                <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="refresh">
                    <autoresizingMask key="autoresizingMask"/>
                    <connections>
                        <action selector="onPullToRefresh:" destination="notes" eventType="valueChanged" id="pull"/>
                    </connections>
                </refreshControl>
            </tableViewController></objects></scene>
            """)
        let scene = try XCTUnwrap(try compiledStoryboardNibs(text, release: "13.2")["UITableViewController-notes.nib"])
        let controller = try XCTUnwrap(scene["UINibTopLevelObjectsKey"]?.elements.first { $0["UIRefreshControl"] != nil })
        XCTAssertEqual(controller["UIRefreshControl"]?.className, "UIRefreshControl")
        let action = try XCTUnwrap(scene["UINibConnectionsKey"]?.elements.first { $0.string("UILabel") == "onPullToRefresh:" })
        XCTAssertEqual(action.className, "UIRuntimeEventConnection")
        XCTAssertEqual(action["UISource"]?.className, "UIRefreshControl")
        XCTAssertEqual(action["UIDestination"]?.index, controller.index)
        XCTAssertEqual(action.value("UIEventMask"), .integer(4096, byteCount: 2), "value changed")
    }
}
