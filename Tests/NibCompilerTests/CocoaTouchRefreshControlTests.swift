import NibArchive
import NibCompiler
import XCTest

/// A table view controller's refresh control (`<refreshControl key="refreshControl">`), as
/// ibtool 7.3 archived a Twitter client's (a student's committed build): on the table view in
/// the view nib (`UIRefreshControl`), listed before the table's header, with its action to the
/// controller's placeholder there, and only a few keys of its own.
final class CocoaTouchRefreshControlTests: XCTestCase {
    func test_aRefreshControl_isOnTheTableView_withItsActionToTheControllersPlaceholder() throws {
        let text = cocoaTouchStoryboard(initial: "notes", """
            <scene sceneID="notes-scene"><objects><tableViewController id="notes" sceneMemberID="viewController">
                <tableView key="view" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="591"/>
                </tableView>
                <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="refresh">
                    <autoresizingMask key="autoresizingMask"/>
                    <attributedString key="attributedTitle">
                        <fragment content="Pull to Refresh"><attributes><font key="NSFont" metaFont="smallSystem"/></attributes></fragment>
                    </attributedString>
                    <connections>
                        <action selector="onPullToRefresh:" destination="notes" eventType="valueChanged" id="pull"/>
                    </connections>
                </refreshControl>
            </tableViewController></objects></scene>
            """)
        let nibs = try compiledStoryboardNibs(text, release: "7.3", deploymentTarget: "9.3")
        XCTAssertNil(nibs["UITableViewController-notes.nib"]?["UINibTopLevelObjectsKey"]?.elements.first { $0["UIRefreshControl"] != nil })
        let view = try XCTUnwrap(nibs["notes-view-table.nib"], "\(nibs.keys.sorted())")
        let table = try XCTUnwrap(view["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableView" })
        let control = try XCTUnwrap(table["UIRefreshControl"])
        XCTAssertEqual(control.className, "UIRefreshControl")
        XCTAssertEqual(control.value("UIDisabled"), .bool(true))
        XCTAssertEqual(control.value("UIContentMode"), .integer(4, byteCount: 1))
        XCTAssertEqual(control.value("UIRefreshControlStyle"), .integer(2, byteCount: 1))
        XCTAssertNil(control.value("UIBounds"))
        // Its title in AppKit's small system font, 11 points.
        let attributes = control["UIAttributedTitle"]?["NSAttributes"]?.elements ?? []
        let font = try XCTUnwrap(attributes.firstIndex { $0.text == "NSFont" }.map { attributes[$0 + 1] })
        XCTAssertEqual(font.value("NSSize"), .double(11))
        let action = try XCTUnwrap(view["UINibConnectionsKey"]?.elements.first { $0.string("UILabel") == "onPullToRefresh:" })
        XCTAssertEqual(action.className, "UIRuntimeEventConnection")
        XCTAssertEqual(action["UISource"]?.index, control.index)
        XCTAssertEqual(action["UIDestination"]?.className, "UIProxyObject")
        XCTAssertEqual(action.value("UIEventMask"), .integer(4096, byteCount: 2), "value changed")
    }

    func test_aRefreshControlsCentredTitle_keepsAnImmutableParagraphStyle_andTheHeaderViewSitsAtTheTop() throws {
        // The Twitter client's tweets as Xcode 7.3 saved them: the search field 64 points down
        // under the navigation bar, the title centred by a paragraph style.
        let text = cocoaTouchStoryboard(initial: "tweets", """
            <scene sceneID="tweets-scene"><objects><tableViewController id="tweets" sceneMemberID="viewController">
                <tableView key="view" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <textField key="tableHeaderView" opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Search" minimumFontSize="17" id="search">
                        <rect key="frame" x="0.0" y="64" width="600" height="30"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <fontDescription key="fontDescription" type="system" pointSize="20"/>
                        <textInputTraits key="textInputTraits"/>
                    </textField>
                </tableView>
                <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="refresh">
                    <autoresizingMask key="autoresizingMask"/>
                    <attributedString key="attributedTitle">
                        <fragment content="Pull to Refresh"><attributes>
                            <font key="NSFont" metaFont="smallSystem"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                        </attributes></fragment>
                    </attributedString>
                </refreshControl>
            </tableViewController></objects></scene>
            """)
        let nibs = try compiledStoryboardNibs(text, release: "7.3", deploymentTarget: "9.3")
        let view = try XCTUnwrap(nibs["tweets-view-table.nib"], "\(nibs.keys.sorted())")
        let table = try XCTUnwrap(view["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableView" })
        let title = try XCTUnwrap(table["UIRefreshControl"]?["UIAttributedTitle"])
        XCTAssertEqual(title.className, "NSMutableAttributedString")
        let attributes = title["NSAttributes"]?.elements ?? []
        let style = try XCTUnwrap(attributes.firstIndex { $0.text == "NSParagraphStyle" }.map { attributes[$0 + 1] })
        XCTAssertEqual(style.className, "NSParagraphStyle")
        XCTAssertEqual(style.value("NSAlignment"), .integer(2, byteCount: 1), "centred, in the value AppKit and UIKit archive alike")
        let header = try XCTUnwrap(table["UITableHeaderView"])
        XCTAssertEqual(header.value("UICenter"), .data(GeometryBlobProbe.encode([300, 15])), "at the top, not 64 points down")
    }
}
