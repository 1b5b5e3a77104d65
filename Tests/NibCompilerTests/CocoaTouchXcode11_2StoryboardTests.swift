import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// What Xcode 11.2's Carthage build of QBImagePicker's storyboard (LeadsBoosters' app) showed
/// of ibtool 11: a navigation scene connects its scene controller among the outlets by name,
/// its toolbar has no width and UIKit's 50-point height, a table without separators archives
/// the iOS 9 key alone, and a prototype cell that starts a segue points at its template;
/// its assets scene: a prototype cell's outlets by name across their sources, no blank guide
/// in a document without safe areas, a cell's constraint variation stored on the cell, and no
/// stand-in for a section footer.
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
                    <prototypes><tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="AlbumCell" rowHeight="86" id="cell" customClass="AlbumCell">
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

    /// QBImagePicker's assets scene in miniature, from a document saved before safe areas: a
    /// collection view controller whose asset cell holds an image, a video indicator with an
    /// outlet of its own and an overlay, one cell constraint left out of the default layout,
    /// and a section footer.
    static let assetsStoryboard = cocoaTouchStoryboard(device: nil, initial: "assets", """
        <scene sceneID="assets-scene"><objects>
            <collectionViewController storyboardIdentifier="Assets" id="assets" customClass="AssetsViewController" sceneMemberID="viewController">
                <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="2" minimumInteritemSpacing="2" id="layout">
                        <size key="itemSize" width="77.5" height="77.5"/><size key="headerReferenceSize" width="0.0" height="0.0"/>
                        <size key="footerReferenceSize" width="50" height="66"/><inset key="sectionInset" minX="0.0" minY="8" maxX="0.0" maxY="2"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="AssetCell" id="cell" customClass="AssetCell">
                            <rect key="frame" x="0.0" y="72" width="78" height="78"/><autoresizingMask key="autoresizingMask"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                <rect key="frame" x="0.0" y="0.0" width="78" height="78"/><autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="image"><rect key="frame" x="0.0" y="0.0" width="78" height="78"/></imageView>
                                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="indicator" customClass="VideoIndicatorView">
                                        <rect key="frame" x="0.0" y="58" width="78" height="20"/>
                                        <subviews><label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="00:00" translatesAutoresizingMaskIntoConstraints="NO" id="time"><rect key="frame" x="23" y="3" width="50" height="15"/></label></subviews>
                                        <connections><outlet property="timeLabel" destination="time" id="time-outlet"/></connections>
                                    </view>
                                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="overlay"><rect key="frame" x="0.0" y="0.0" width="78" height="78"/></view>
                                </subviews>
                            </view>
                            <constraints>
                                <constraint firstItem="image" firstAttribute="top" secondItem="cell" secondAttribute="top" id="image-top"/>
                                <constraint firstItem="overlay" firstAttribute="leading" secondItem="cell" secondAttribute="leading" id="overlay-leading"/>
                                <constraint firstItem="indicator" firstAttribute="top" secondItem="cell" secondAttribute="top" id="indicator-top"/>
                                <constraint firstAttribute="bottom" secondItem="indicator" secondAttribute="bottom" id="indicator-bottom"/>
                            </constraints>
                            <variation key="default"><mask key="constraints"><exclude reference="indicator-top"/></mask></variation>
                            <connections>
                                <outlet property="imageView" destination="image" id="image-outlet"/>
                                <outlet property="overlayView" destination="overlay" id="overlay-outlet"/>
                                <outlet property="videoIndicatorView" destination="indicator" id="indicator-outlet"/>
                            </connections>
                        </collectionViewCell>
                    </cells>
                    <collectionReusableView key="sectionFooterView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="FooterView" id="footer">
                        <rect key="frame" x="0.0" y="152" width="600" height="66"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </collectionReusableView>
                    <connections><outlet property="dataSource" destination="assets" id="grid-data-source"/><outlet property="delegate" destination="assets" id="grid-delegate"/></connections>
                </collectionView>
            </collectionViewController>
        </objects></scene>
        """).replacingOccurrences(of: #"useSafeAreas="YES""#, with: "")

    func assetsGrid(_ release: String, storyboard: String = assetsStoryboard) throws -> GraphCursor {
        let view = try XCTUnwrap(try compiledStoryboardNibs(storyboard, release: release).first { $0.key.hasPrefix("assets-view") }?.value)
        return try XCTUnwrap(view["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UICollectionView" })
    }

    func assetCellNib(_ release: String, storyboard: String = assetsStoryboard) throws -> GraphCursor {
        let nibs = try XCTUnwrap(try assetsGrid(release, storyboard: storyboard)["UICollectionViewCellNibDict"]).elements
        guard case .data(let bytes) = try XCTUnwrap(nibs.last?["archiveData"]?.value("NS.bytes")) else { throw XCTSkip("no cell nib") }
        return GraphCursor(try CompiledNibFile(bytes: bytes).graph)
    }

    func test_prototypeCell_ordersItsOutletsByLabelAcrossTheirSources() throws {
        // Apple's asset cell: the cell's outlets and its video indicator's interleaved by name,
        // not the indicator's first as the document (or the source order of 11.0-11.4 xibs) has.
        let connections = try XCTUnwrap(try assetCellNib("11.2")["UINibConnectionsKey"]).elements
        XCTAssertEqual(connections.compactMap { $0.string("UILabel") }, ["imageView", "overlayView", "timeLabel", "videoIndicatorView"])
    }

    func test_prototypeCell_ofADocumentWithoutSafeAreas_listsNoBlankGuide() throws {
        func guides(_ storyboard: String) throws -> Int {
            try XCTUnwrap(try assetCellNib("11.2", storyboard: storyboard)["UINibObjectsKey"]).elements.filter { $0.className == "UILayoutGuide" }.count
        }
        XCTAssertEqual(try guides(Self.assetsStoryboard), 0)
        // The same cell in a document that uses safe areas lists one (Apptentive's, Xcode 9.2).
        let withSafeAreas = Self.assetsStoryboard.replacingOccurrences(of: #"useAutolayout="YES""#, with: #"useAutolayout="YES" useSafeAreas="YES""#)
        XCTAssertEqual(try guides(withSafeAreas), 1)
    }

    func test_cellConstraintVariation_isTheCells_watchingTheContentViewsSubviews() throws {
        let nib = try assetCellNib("11.2")
        let list = try XCTUnwrap(nib["UINibTraitStorageListsKey"]?.elements.first)
        let storage = try XCTUnwrap(list["UITraitStorages"]?.elements.first)
        XCTAssertEqual(storage["UIObject"]?.string("UIClassName"), "AssetCell")
        let descendants = try XCTUnwrap(list["UIDescendants"]).elements
        XCTAssertEqual(Set(descendants.compactMap { $0.className == "UIClassSwapper" ? $0.string("UIClassName") : $0.className }),
                       ["UIImageView", "VideoIndicatorView", "UIView"])
        XCTAssertEqual(descendants.count, 3)
    }

    func test_sectionFooter_hasNoStandInAmongTheCollectionViewsSubviews() throws {
        XCTAssertNil(try assetsGrid("11.2").value("UISubviews"))
        XCTAssertNotNil(try assetsGrid("11.2")["UICollectionViewSupplementaryViewNibDict"])
        // Xcode 9.2 placed a plain reusable view where the footer goes (Apptentive's survey).
        XCTAssertEqual(try assetsGrid("9.2")["UISubviews"]?.elements.map(\.className), ["UICollectionReusableView"])
    }

    // Xcode 7.3.1's builds of the same storyboard (QBImagePicker 3.4.0 in havings_ios' app).

    func test_xcode7_navigationToolbar_isUIKitsDefaultBar_andNoSeparatorIsArchivedUnderTheIOS9KeyAlone() throws {
        let nibs = try compiledStoryboardNibs(Self.storyboard, release: "7.3.1")
        let scene = try XCTUnwrap(nibs["AlbumsNavigation.nib"])
        let navigation = try XCTUnwrap(scene["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UINavigationController" })
        XCTAssertEqual(geometryBlobValues(navigation["UIToolbar"]?.value("UIBounds")), [0, 0, 320, 44])
        XCTAssertEqual(geometryBlobValues(navigation["UIToolbar"]?.value("UICenter")), [160, 22])
        let view = try XCTUnwrap(nibs.first { $0.key.hasPrefix("albums-view") }?.value)
        let table = try XCTUnwrap(view["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableView" })
        XCTAssertEqual(table.value("UISeparatorStyleIOS9AndLater"), .integer(0, byteCount: 1))
        XCTAssertNil(table.value("UISeparatorStyle"))
    }

    func test_xcode7_aCellBesideADisclosureIndicator_hasAContentView26PointsShort() throws {
        let view = try XCTUnwrap(try compiledStoryboardNibs(Self.storyboard, release: "7.3.1").first { $0.key.hasPrefix("albums-view") }?.value)
        let table = try XCTUnwrap(view["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableView" })
        guard case .data(let bytes) = try XCTUnwrap(table["UITableViewCellPrototypeNibs"]?.elements.last?["archiveData"]?.value("NS.bytes")) else { return XCTFail("nib bytes") }
        let cell = try XCTUnwrap(GraphCursor(try CompiledNibFile(bytes: bytes).graph)["UINibTopLevelObjectsKey"]?.elements.first)
        XCTAssertEqual(geometryBlobValues(cell["UIContentView"]?.value("UIBounds"))?[2], 375 - 26)
    }

    func test_xcode7_collectionCell_takesTheItemSize_itsVariationNoTraitCollection_theFooterStandInNoDeepDraw() throws {
        let nib = try assetCellNib("7.3.1")
        let cell = try XCTUnwrap(nib["UINibTopLevelObjectsKey"]?.elements.first)
        XCTAssertEqual(geometryBlobValues(cell.value("UIBounds")), [0, 0, 77.5, 77.5])
        XCTAssertEqual(geometryBlobValues(cell["UIContentView"]?.value("UIBounds")), [0, 0, 77.5, 77.5])
        let list = try XCTUnwrap(nib["UINibTraitStorageListsKey"]?.elements.first)
        let storage = try XCTUnwrap(list["UITraitStorages"]?.elements.first)
        XCTAssertEqual(storage["UIObject"]?.string("UIClassName"), "AssetCell")
        XCTAssertEqual(storage["UIRecords"]?.elements.first?.value("UITraitCollection"), .null)
        XCTAssertEqual(try XCTUnwrap(list["UIDescendants"]).elements.count, 3)
        let standIn = try XCTUnwrap(try assetsGrid("7.3.1")["UISubviews"]?.elements.first)
        XCTAssertNil(standIn.value("UIDeepDrawRect"))
        XCTAssertEqual(try assetsGrid("9.2")["UISubviews"]?.elements.first?.value("UIDeepDrawRect"), .bool(true))
    }

    func test_aPrototypeCellsAccessorySegue_pointsAtItsTemplateAsTheAccessorysOwn() throws {
        // A to-do list's checklist cell (Xcode 12.3) shows its item's editor from its
        // accessory: `accessoryActionSegueTemplate`, here beside a selection segue.
        let text = Self.storyboard.replacingOccurrences(
            of: #"<segue destination="assets" kind="show" id="show-assets"/>"#,
            with: #"<segue destination="assets" kind="show" id="show-assets"/><segue destination="assets" kind="show" trigger="accessoryAction" id="edit-asset"/>"#)
        XCTAssertNotEqual(text, Self.storyboard)
        let view = try XCTUnwrap(try compiledStoryboardNibs(text, release: "12.3").first { $0.key.hasPrefix("albums-view") }?.value)
        let table = try XCTUnwrap(view["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableView" })
        guard case .data(let bytes) = try XCTUnwrap(table["UITableViewCellPrototypeNibs"]?.elements.last?["archiveData"]?.value("NS.bytes")) else {
            return XCTFail("nib bytes")
        }
        let cellNib = GraphCursor(try CompiledNibFile(bytes: bytes).graph)
        let connections = try XCTUnwrap(cellNib["UINibConnectionsKey"]).elements
        XCTAssertEqual(connections.compactMap { $0.string("UILabel") },
                       ["accessoryActionSegueTemplate", "countLabel", "selectionSegueTemplate", "titleLabel"])
        let accessory = try XCTUnwrap(connections.first { $0.string("UILabel") == "accessoryActionSegueTemplate" }?["UIDestination"])
        let selection = try XCTUnwrap(connections.first { $0.string("UILabel") == "selectionSegueTemplate" }?["UIDestination"])
        XCTAssertNotEqual(accessory.string("UIProxiedObjectIdentifier"), selection.string("UIProxiedObjectIdentifier"), "each its own template")
    }

    func albumsTable() throws -> GraphCursor {
        let view = try XCTUnwrap(try nibs().first { $0.key.hasPrefix("albums-view") }?.value)
        return try XCTUnwrap(view["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableView" })
    }
}
