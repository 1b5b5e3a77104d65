import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// What Xcode 11.2's Carthage build of QBImagePicker's storyboard (LeadsBoosters' app) showed
/// of ibtool 11: a navigation scene connects its scene controller among the outlets by name,
/// its toolbar has no width and UIKit's 50-point height, a table without separators archives
/// the iOS 9 key alone, and a prototype cell that starts a segue points at its template.
final class CocoaTouchXcode11_2StoryboardTests: XCTestCase {
    /// QBImagePicker's albums in miniature: a navigation controller with a toolbar the
    /// document gives no frame, whose root table controller has a done button outlet and a
    /// table without separators, its album cell showing the assets scene.
    static let storyboard = cocoaTouchStoryboard(device: "retina4_7", initial: "navigation", """
        <scene sceneID="navigation-scene"><objects>
            <navigationController storyboardIdentifier="AlbumsNavigation" id="navigation" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="20" width="375" height="44"/><autoresizingMask key="autoresizingMask"/></navigationBar>
                <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="toolbar"><autoresizingMask key="autoresizingMask"/></toolbar>
                <connections><segue destination="albums" kind="relationship" relationship="rootViewController" id="root"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="albums-scene"><objects>
            <tableViewController storyboardIdentifier="Albums" id="albums" customClass="AlbumsViewController" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="86" sectionHeaderHeight="22" sectionFooterHeight="22" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <prototypes><tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="AlbumCell" rowHeight="86" id="cell" customClass="AlbumCell">
                        <rect key="frame" x="0.0" y="22" width="375" height="86"/><autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="86"/><autoresizingMask key="autoresizingMask"/>
                            <subviews><label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Album Title" id="title"><rect key="frame" x="8" y="8" width="200" height="21"/></label><label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Count" id="count"><rect key="frame" x="8" y="40" width="200" height="21"/></label></subviews>
                        </tableViewCellContentView>
                        <connections><outlet property="countLabel" destination="count" id="count-outlet"/><outlet property="titleLabel" destination="title" id="title-outlet"/><segue destination="assets" kind="show" id="show-assets"/></connections>
                    </tableViewCell></prototypes>
                    <connections><outlet property="dataSource" destination="albums" id="data-source"/><outlet property="delegate" destination="albums" id="delegate"/></connections>
                </tableView>
                <navigationItem key="navigationItem" title="Photos" id="albums-item">
                    <barButtonItem key="rightBarButtonItem" systemItem="done" id="done">
                        <connections><action selector="done:" destination="albums" id="done-action"/></connections>
                    </barButtonItem>
                </navigationItem>
                <connections><outlet property="doneButton" destination="done" id="done-outlet"/></connections>
            </tableViewController>
        </objects></scene>
        <scene sceneID="assets-scene"><objects>
            <viewController storyboardIdentifier="Assets" id="assets" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="assets-root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
            </viewController>
        </objects></scene>
        """)

    func nibs() throws -> [String: GraphCursor] {
        try compiledStoryboardNibs(Self.storyboard, release: "11.2")
    }

    func test_navigationScene_connectsItsSceneControllerAmongTheOutletsByName() throws {
        let scene = try XCTUnwrap(try nibs()["AlbumsNavigation.nib"])
        let labels = try XCTUnwrap(scene["UINibConnectionsKey"]).elements.compactMap { $0.string("UILabel") }
        XCTAssertEqual(labels, ["storyboard", "storyboard", "doneButton", "sceneViewController", "viewController", "done:"])
    }

    func test_navigationToolbar_noWidth_fiftyPointsHigh() throws {
        let scene = try XCTUnwrap(try nibs()["AlbumsNavigation.nib"])
        let navigation = try XCTUnwrap(scene["UINibTopLevelObjectsKey"]?.elements.first { $0.string("UIOriginalClassName") == "UINavigationController" })
        let toolbar = try XCTUnwrap(navigation["UIToolbar"])
        XCTAssertEqual(geometryBlobValues(toolbar.value("UIBounds")), [0, 0, 0, 50])
        XCTAssertEqual(geometryBlobValues(toolbar.value("UICenter")), [0, 25])
    }

    func test_tableWithoutSeparators_archivesTheIOS9KeyAlone() throws {
        let table = try albumsTable()
        XCTAssertEqual(table.value("UISeparatorStyleIOS9AndLater"), .integer(0, byteCount: 1))
        XCTAssertNil(table.value("UISeparatorStyle"))
        XCTAssertNil(table.value("UISeparatorStyleIOS5AndLater"))
    }

    func test_prototypeCellStartingASegue_pointsAtItsTemplate_byNameAmongItsOutlets() throws {
        let table = try albumsTable()
        let nibs = try XCTUnwrap(table["UITableViewCellPrototypeNibs"]).elements
        guard case .data(let bytes) = try XCTUnwrap(nibs.last?["archiveData"]?.value("NS.bytes")) else { return XCTFail("nib bytes") }
        let cellNib = GraphCursor(try CompiledNibFile(bytes: bytes).graph)
        let connections = try XCTUnwrap(cellNib["UINibConnectionsKey"]).elements
        XCTAssertEqual(connections.compactMap { $0.string("UILabel") }, ["countLabel", "selectionSegueTemplate", "titleLabel"])
        // The template is reached through a placeholder the table's external objects name: the
        // view nib's own placeholder for the segue's template.
        let placeholder = try XCTUnwrap(connections.first { $0.string("UILabel") == "selectionSegueTemplate" }?["UIDestination"]?.string("UIProxiedObjectIdentifier"))
        let externals = try XCTUnwrap(table["UITableViewCellPrototypeNibExternalObjects"]?.elements.last).elements
        XCTAssertEqual(externals.first?.text, placeholder)
        XCTAssertEqual(externals.last?.className, "UIProxyObject")
    }

    func test_aDocumentSavedBeforeColourMatching_keepsAPlainTablesWhiteAsAnRGBWhite() throws {
        // QBImagePicker's albums (an Xcode 6.3 document) built by Xcode 11.2: its white, archived
        // as an RGB white, is not named the table background colour as it was before Xcode 11
        // (SwiftGen's Wizard, an Xcode 7 document built by 7.1).
        let storyboard = cocoaTouchStoryboard(device: "retina4_7", initial: "list", """
            <scene sceneID="list-scene"><objects>
                <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="list-table">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/><autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """).replacingOccurrences(of: #"colorMatched="YES""#, with: "")
        func background(_ release: String) throws -> GraphCursor {
            let view = try XCTUnwrap(try compiledStoryboardNibs(storyboard, release: release).first { $0.key.hasPrefix("list-view") }?.value)
            return try XCTUnwrap(view["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableView" }?["UIBackgroundColor"])
        }
        let eleven = try background("11.2")
        XCTAssertNil(eleven.string("UISystemColorName"))
        XCTAssertEqual(eleven.value("UIRed"), .float(1))
        XCTAssertEqual(try background("7.1").string("UISystemColorName"), "tableBackgroundColor")
    }

    func albumsTable() throws -> GraphCursor {
        let view = try XCTUnwrap(try nibs().first { $0.key.hasPrefix("albums-view") }?.value)
        return try XCTUnwrap(view["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableView" })
    }
}
