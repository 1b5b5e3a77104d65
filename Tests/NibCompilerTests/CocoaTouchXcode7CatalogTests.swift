import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// What ibtool 7.3.1 wrote for appium's older UICatalog (its iPhone storyboard, saved by Xcode
/// 7.3 without size classes, built for iOS 7.0; appium-xcuitest-driver's test assets), each rule
/// against the forms Xcode 7's other measured builds (SwiftPasscodeLock, QBImagePicker and
/// SwiftGen's wizard, documents with size classes, built for iOS 8.0) keep.
final class CocoaTouchXcode7CatalogTests: XCTestCase {
    /// The root view's subviews of a view xib compiled as Xcode 7.3 for `deploymentTarget`.
    private func subviews(_ elements: String, traits: Bool, deploymentTarget: String, release: String = "7.3") throws -> [GraphCursor] {
        let text = cocoaTouchDocument(toolsVersion: "10117", traits: traits, """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                <subviews>\(elements)</subviews>
            </view>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release, deploymentTarget: deploymentTarget))
        return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements
    }

    private static let segments = """
        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="segments">
            <rect key="frame" x="20" y="8" width="280" height="29"/>
            <constraints>
                <constraint firstAttribute="width" constant="280" id="width"/>
            </constraints>
            <segments>
                <segment title="Check"/>
                <segment title="Search"/>
            </segments>
        </segmentedControl>
        """

    /// UICatalog's "Tinted" label: black system text of 16 points, `width` × `height` at 15 points in.
    private static func tintedLabel(width: Int, height: Int) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tinted" lineBreakMode="tailTruncation" id="label">
            <rect key="frame" x="15" y="0.0" width="\(width)" height="\(height)"/>
            <fontDescription key="fontDescription" type="system" pointSize="16"/>
            <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
            <nil key="highlightedColor"/>
        </label>
        """
    }

    func test_aViewInstalledForCompactWidthsOnly_isRecordedInFullTraitStorages() throws {
        // A grocery app's launch screen (Xcode 7.3): its image view, excluded from the default
        // traits and included for compact widths with the constraint to the bottom guide, is
        // not added; traitStorageSubviews and traitStorageConstraints record it, the default
        // record naming no traits, the guide among the descendants.
        let scene = """
            <scene sceneID="launch-scene"><objects>
                <viewController id="launch" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="splash">
                                <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="splash" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="lead"/>
                            <constraint firstItem="bottom" firstAttribute="top" secondItem="splash" secondAttribute="bottom" id="to-bottom"/>
                        </constraints>
                        <variation key="default">
                            <mask key="subviews"><exclude reference="splash"/></mask>
                            <mask key="constraints"><exclude reference="lead"/><exclude reference="to-bottom"/></mask>
                        </variation>
                        <variation key="widthClass=compact">
                            <mask key="subviews"><include reference="splash"/></mask>
                            <mask key="constraints"><include reference="lead"/><include reference="to-bottom"/></mask>
                        </variation>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="launch-first" sceneMemberID="firstResponder"/>
            </objects></scene>
            """
        let nib = try XCTUnwrap(try compiledStoryboardNibs(cocoaTouchStoryboard(device: nil, initial: "launch", scene), release: "7.3")["launch-view-root.nib"])
        let root = try XCTUnwrap(nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
        XCTAssertEqual(root["UISubviews"]?.elements.map(\.className), ["_UILayoutGuide", "_UILayoutGuide"], "the image view is not added")
        let list = try XCTUnwrap(nib["UINibTraitStorageListsKey"]?.elements.first)
        let storages = try XCTUnwrap(list["UITraitStorages"]).elements
        XCTAssertEqual(storages.map { $0.string("UIKeyPath") }, ["traitStorageSubviews", "traitStorageConstraints"])
        XCTAssertEqual(storages.first?["UIRecords"]?.elements.first?.value("UITraitCollection"), .null)
        XCTAssertEqual(Set(try XCTUnwrap(list["UIDescendants"]).elements.compactMap(\.className)), ["UIImageView", "_UILayoutGuide"])
        // The image view has no place in the default layout: its constraints come after the
        // guide's, whatever the document's order.
        let candidates = try XCTUnwrap(storages.last?["UIRelationshipCandidates"])
        XCTAssertEqual(candidates.keys.compactMap { candidates[$0]?["NSFirstItem"]?.className }, ["_UILayoutGuide", "UIImageView"])
    }

    func test_aConstraintOnOneItem_archivesItsUnusedSecondAttribute_onlyWithSizeClasses() throws {
        func width(traits: Bool) throws -> GraphCursor {
            try XCTUnwrap(try subviews(Self.segments, traits: traits, deploymentTarget: "8.0").first?["UIViewAutolayoutConstraints"]?.elements.first)
        }
        XCTAssertEqual(try width(traits: true).value("NSSecondAttribute"), .integer(0, byteCount: 1))
        XCTAssertNil(try width(traits: false).value("NSSecondAttribute"), "UICatalog's 91 such constraints archive none")
        XCTAssertNil(try width(traits: false).value("NSSecondAttributeV2"))
    }

    func test_layoutMarginsStatedAtUIKitsDefault_areLeftOut() throws {
        // A voice changer's snail button (Xcode 7.2) states margins of 8 on every side, UIKit's
        // own: not archived; other margins are.
        func margins(_ value: Int, release: String) throws -> [Double]? {
            let button = """
                <button opaque="NO" contentMode="scaleToFill" id="snail">
                    <rect key="frame" x="0.0" y="0.0" width="90" height="90"/>
                    <edgeInsets key="layoutMargins" top="\(value)" left="\(value)" bottom="\(value)" right="\(value)"/>
                    <state key="normal" title="Slow"/>
                </button>
                """
            return geometryBlobValues(try subviews(button, traits: true, deploymentTarget: "9.2", release: release).first?.value("UIViewLayoutMargins"))
        }
        XCTAssertNil(try margins(8, release: "7.2"))
        XCTAssertEqual(try margins(12, release: "7.2"), [12, 12, 12, 12])
        XCTAssertEqual(try margins(8, release: "8.3"), [8, 8, 8, 8], "Xcode 8 and later: the document's, as before (unmeasured)")
    }

    func test_theRegularSystemFont_isNamedWithoutItsWeight_inANibForIOS7() throws {
        let label = Self.tintedLabel(width: 47, height: 20)
        func fontName(_ deploymentTarget: String) throws -> String? {
            try subviews(label, traits: false, deploymentTarget: deploymentTarget).first?["UIFont"]?.string("UIFontName")
        }
        XCTAssertEqual(try fontName("7.0"), ".SFUIText")
        XCTAssertEqual(try fontName("8.0"), ".SFUIText-Regular")
    }

    func test_aStyledCellsOwnLabel_isOpaqueOnTheTablesWhite_beforeXcode11() throws {
        let storyboard = staticTableStoryboard(device: "retina4_7", controller: "list", height: 44,
                                               cellAttributes: #"textLabel="label" style="IBUITableViewCellStyleDefault""#,
                                               subviews: Self.tintedLabel(width: 290, height: 44))
        func label(_ release: String, target: String? = "7.0") throws -> GraphCursor {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(storyboard, release: release, deploymentTarget: target)["list-view-table.nib"])
            let source = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableViewDataSource" }
            return try XCTUnwrap(source?["UITableSections"]?.elements.first?["UITableSectionRows"]?.elements.first?["UITableRowCell"]?["UITextLabel"])
        }
        let seven = try label("7.3")
        XCTAssertEqual(seven.className, "UITableViewLabel")
        XCTAssertEqual(seven.value("UIOpaque"), .bool(true))
        XCTAssertEqual(seven["UIBackgroundColor"]?.string("UISystemColorName"), "tableBackgroundColor")
        XCTAssertEqual(seven.value("UIDisableUpdateTextColorOnTraitCollectionChange"), .bool(true))
        // In an app for iOS 8 and later, the cell's background and no flag (a Twitter client's
        // subtitle cell by 7.3, for iOS 9.3).
        let forIOS9 = try label("7.3", target: "9.3")
        XCTAssertEqual(forIOS9["UIBackgroundColor"]?.string("UISystemColorName"), "tableCellBackgroundColor")
        XCTAssertNil(forIOS9.value("UIDisableUpdateTextColorOnTraitCollectionChange"))
        let thirteen = try label("13.2", target: nil)
        XCTAssertNil(thirteen.value("UIOpaque"))
        XCTAssertNil(thirteen["UIBackgroundColor"])
    }

    func test_aPushSegue_statesItsContainmentContextAndSplitViewColumn() throws {
        let storyboard = cocoaTouchStoryboard(device: "retina4_7", initial: "source", """
            <scene sceneID="source-scene"><objects>
                <viewController id="source" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="source-view">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="next">
                                <rect key="frame" x="20" y="20" width="100" height="30"/>
                                <state key="normal" title="Next"/>
                                <connections>
                                    <segue destination="target" kind="push" id="to-target"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            <scene sceneID="target-scene"><objects>
                <viewController id="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="target-view">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                </viewController>
            </objects></scene>
            """)
        let nibs = try compiledStoryboardNibs(storyboard, release: "7.3")
        let templates = nibs.values.flatMap { nib in (nib["UINibObjectsKey"]?.elements ?? []).filter { $0.className == "UIStoryboardPushSegueTemplate" } }
        let push = try XCTUnwrap(templates.first)
        XCTAssertEqual(push.string("UIDestinationViewControllerIdentifier"), "UIViewController-target")
        XCTAssertEqual(push.value("UIDestinationContainmentContext"), .integer(0, byteCount: 1))
        XCTAssertEqual(push.value("UISplitViewControllerIndex"), .integer(0, byteCount: 1))
    }

    func test_aViewNibsStaticDataSource_leadsItsConnections() throws {
        // Xcode 7.3.1 connects the data source first, then the outlets by name, and so do 8.2.1,
        // 9.2, 9.3 and 11.3 (the same storyboard's builds).
        let storyboard = staticTableStoryboard(device: "retina4_7", controller: "list", height: 44,
                                               subviews: Self.tintedLabel(width: 290, height: 44),
                                               connections: #"<outlet property="label" destination="label" id="to-label"/>"#)
        func labels(_ release: String) throws -> [String?] {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(storyboard, release: release)["list-view-table.nib"])
            return try XCTUnwrap(nib["UINibConnectionsKey"]).elements.map { $0.string("UILabel") }
        }
        XCTAssertEqual(try labels("7.3"), ["staticDataSource", "label", "view"])
        XCTAssertEqual(try labels("9.2"), ["staticDataSource", "label", "view"])
        XCTAssertEqual(try labels("11.3"), ["staticDataSource", "label", "view"])
    }

    func test_segments_areLaidOutWithDividers_opaque_andStretchedAsIOS9sImages() throws {
        let three = Self.segments.replacingOccurrences(of: "<segment title=\"Search\"/>", with: "<segment title=\"Search\"/>\n<segment title=\"Tools\"/>")
        let control = try XCTUnwrap(try subviews(three, traits: true, deploymentTarget: "8.0").first)
        let segments = try XCTUnwrap(control["UISegments"]).elements
        XCTAssertEqual(segments.map { $0.value("UIBounds") }, [92.0, 93, 93].map { .data(GeometryBlobProbe.encode([0, 0, $0, 29])) })
        XCTAssertEqual(segments.map { $0.value("UICenter") }, [46.0, 139.5, 233.5].map { .data(GeometryBlobProbe.encode([$0, 14.5])) })
        XCTAssertEqual(segments.map { $0.value("UIOpaque") }, [.bool(true), .bool(true), .bool(true)])
        XCTAssertEqual(segments[1].value("UIContentStretch"), .data(GeometryBlobProbe.encode([0, 0.49941176470588233, 1, 0.0011764705882352942])))
        XCTAssertEqual(segments[0].value("UIViewSemanticContentAttribute"), .integer(0, byteCount: 1))
    }

    /// A legacy storyboard (no device) whose table view controller `list` states `topBar` (or
    /// none) and holds a static `style` table of `sections` (each a header title or nil), one
    /// cell of `height` each, framed where Interface Builder drew them: `firstTop` for the
    /// first cell, `spacing` between sections.
    private func legacyStaticTable(style: String, sections: [String?], height: Int, firstTop: Int, spacing: Int,
                                   headerHeight: Int, topBar: String = "") -> String {
        var top = firstTop
        let sectionElements = sections.enumerated().map { index, title in
            defer { top += height + spacing }
            return """
                <tableViewSection \(title.map { "headerTitle=\"\($0)\"" } ?? "") id="section-\(index)"><cells>
                    <tableViewCell contentMode="scaleToFill" id="cell-\(index)">
                        <rect key="frame" x="0.0" y="\(top)" width="320" height="\(height)"/>
                        <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell-\(index)" id="content-\(index)">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="\(height - 1)"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                </cells></tableViewSection>
                """
        }.joined()
        return cocoaTouchStoryboard(device: nil, initial: "list", """
            <scene sceneID="list-scene"><objects><tableViewController id="list" sceneMemberID="viewController">
                <tableView key="view" contentMode="scaleToFill" dataMode="static" style="\(style)" rowHeight="44" sectionHeaderHeight="\(headerHeight)" sectionFooterHeight="\(headerHeight)" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <sections>\(sectionElements)</sections>
                </tableView>
                \(topBar)
            </tableViewController></objects></scene>
            """).replacingOccurrences(of: #"useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" "#, with: "")
    }

    /// The centres of a compiled static table's cells, section by section.
    private func staticCellCenters(_ storyboard: String, release: String) throws -> [[UInt8]] {
        let nib = try XCTUnwrap(try compiledStoryboardNibs(storyboard, release: release)["list-view-table.nib"])
        let source = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableViewDataSource" }
        return try XCTUnwrap(source?["UITableSections"]).elements.flatMap { section in
            (section["UITableSectionRows"]?.elements ?? []).compactMap { row -> [UInt8]? in
                guard case .data(let bytes)? = row["UITableRowCell"]?.value("UICenter") else { return nil }
                return bytes
            }
        }
    }

    func test_aStaticTablesCells_areLaidOutAsUIKitPlacesThem_inXcode7() throws {
        func centers(_ values: [Double]) -> [[UInt8]] { values.map { GeometryBlobProbe.encode([160, $0]) } }
        // UICatalog's buttons table: grouped, every section titled, drawn at 114, 201 and 288
        // under an inferred navigation bar; ibtool 7.3.1 archives them at 56, 149 and 242.
        let grouped = legacyStaticTable(style: "grouped", sections: ["Default", "Tinted", "Custom"], height: 44,
                                        firstTop: 114, spacing: 43, headerHeight: 10)
        XCTAssertEqual(try staticCellCenters(grouped, release: "7.3"), centers([78, 171, 264]))
        XCTAssertEqual(try staticCellCenters(grouped, release: "8.2.1"), centers([136, 223, 310]), "8.2.1 keeps the document's frames")
        // Its plain list, drawn from 64: from the top.
        let plain = legacyStaticTable(style: "plain", sections: [nil], height: 44, firstTop: 64, spacing: 0, headerHeight: 22)
        XCTAssertEqual(try staticCellCenters(plain, release: "7.3"), centers([22]))
        // A controller stating its navigation bar (the iPad storyboard's, drawn at 119 and 64)
        // keeps the bar's 64 points of inset.
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let statedGrouped = legacyStaticTable(style: "grouped", sections: ["Default", "Tinted"], height: 44,
                                              firstTop: 119, spacing: 48, headerHeight: 10, topBar: bar)
        XCTAssertEqual(try staticCellCenters(statedGrouped, release: "7.3"), centers([142, 235]))
        let statedPlain = legacyStaticTable(style: "plain", sections: [nil], height: 44, firstTop: 64, spacing: 0, headerHeight: 22, topBar: bar)
        XCTAssertEqual(try staticCellCenters(statedPlain, release: "7.3"), centers([86]))
        // Unmeasured layouts keep the document's frames: a grouped table with an untitled section.
        let untitled = legacyStaticTable(style: "grouped", sections: [nil, "Tinted"], height: 44, firstTop: 99, spacing: 43, headerHeight: 10)
        XCTAssertEqual(try staticCellCenters(untitled, release: "7.3"), centers([121, 208]))
    }

    func test_segments_areListedLastFirstAmongSubviews_upTo9_2_andLeftUnlaidOutFrom9_3() throws {
        // appium's older UICatalog's three-segment controls (280 × 29) as Xcode 7.3.1, 8.2.1,
        // 9.2, 9.3 and 11.3 built them.
        let three = Self.segments.replacingOccurrences(of: "<segment title=\"Search\"/>", with: "<segment title=\"Search\"/>\n<segment title=\"Tools\"/>")
        func control(_ release: String, deploymentTarget: String = "8.0") throws -> GraphCursor {
            try XCTUnwrap(try subviews(three, traits: true, deploymentTarget: deploymentTarget, release: release).first)
        }
        func titles(_ list: GraphCursor?) -> [String?] { (list?.elements ?? []).map { $0["UISegmentInfo"]?.string("NS.bytes") ?? $0.string("UISegmentInfo") } }
        for release in ["7.3", "8.2.1", "9.2"] {
            let segmented = try control(release)
            XCTAssertEqual(titles(segmented["UISubviews"]), titles(segmented["UISegments"]).reversed(), release)
            XCTAssertEqual(segmented["UISegments"]?.elements.map { $0.value("UIOpaque") }, [.bool(true), .bool(true), .bool(true)], release)
        }
        let ten = try XCTUnwrap(try control("8.2.1")["UISegments"]).elements
        XCTAssertEqual(ten.map { $0.value("UIDeepDrawRect") }, [.bool(true), .bool(true), .bool(true)])
        XCTAssertEqual(ten.map { $0.value("UIContentStretch") }, [
            [0.9161111111111111, 0.485, 0.0011111111111111111, 0.0005882352941176471], [0, 0.485, 1, 0.0005882352941176471],
            [0.02722222222222222, 0.485, 0.0011111111111111111, 0.0005882352941176471],
        ].map { .data(GeometryBlobProbe.encode($0)) })
        let unlaidOut = try control("9.3")
        XCTAssertEqual(titles(unlaidOut["UISubviews"]), titles(unlaidOut["UISegments"]))
        let segments = try XCTUnwrap(unlaidOut["UISegments"]).elements
        XCTAssertEqual(segments.map { $0.value("UIBounds") }, Array(repeating: .data(GeometryBlobProbe.encode([0, 0, 0, 29])), count: 3))
        XCTAssertEqual(segments.map { $0.value("UIOpaque") }, [nil, nil, nil])
        XCTAssertEqual(segments.map { $0.value("UIContentStretch") }, [nil, nil, nil])
        XCTAssertEqual(segments.map { $0.value("UISegmentPosition") }, [nil, .integer(3, byteCount: 1), .integer(1, byteCount: 1)])
        XCTAssertEqual(try control("11.3", deploymentTarget: "13.0")["UISegments"]?.elements.first?.value("UIBounds"), .data(GeometryBlobProbe.encode([0, 0, 0, 32])))
    }
}
