import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// Rules whose release boundary Carthage builds by Xcode 9.0 to 12.4 showed (their framework's
/// `DTXcode`): the coder version and keyed sets are Xcode 13's alone, Xcode 12 stops making
/// stack views opaque and names no symbol in image placeholders, a label's preferred width is
/// a float in every release.
final class CocoaTouchReleaseRulesTests: XCTestCase {
    static let document = cocoaTouchDocument(toolsVersion: "14490.70", """
        <stackView opaque="NO" contentMode="scaleToFill" spacing="8" id="stack">
            <rect key="frame" x="0.0" y="0.0" width="280" height="60"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Loading..." preferredMaxLayoutWidth="280" id="label">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="errorIcon" id="icon">
                    <rect key="frame" x="208" y="0.0" width="72" height="60"/>
                </imageView>
            </subviews>
            <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </stackView>
    """)

    func compiled(as release: String) throws -> (graph: ObjectGraph, stack: GraphCursor) {
        let graph = try compiledCocoaTouchGraph(Self.document, release: release, path: "rules.xib")
        let stack = try XCTUnwrap(GraphCursor(graph)["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIStackView" })
        return (graph, stack)
    }

    func test_coderVersion9UntilXcode13() throws {
        XCTAssertEqual(try compiled(as: "12.4").graph.encoding, .nibArchive(coderVersion: 9))
        XCTAssertEqual(try compiled(as: "13.2").graph.encoding, .nibArchive(coderVersion: 10))
    }

    func test_stackViewsOpaqueWithoutBackgroundUntilXcode12() throws {
        let eleven = try compiled(as: "11.6").stack
        XCTAssertEqual(eleven.value("UIOpaque"), .bool(true))
        XCTAssertNil(eleven.value("UIBackgroundColor"))
        let twelve = try compiled(as: "12.4").stack
        XCTAssertNil(twelve.value("UIOpaque"))
        XCTAssertNotNil(twelve.value("UIBackgroundColor"))
    }

    func test_imagePlaceholdersNameNoSymbolFromXcode12_andNoCatalogUntilXcode13() throws {
        func placeholder(_ release: String) throws -> [String] {
            let stack = try compiled(as: release).stack
            let icon = try XCTUnwrap(stack["UISubviews"]?.elements.first { $0.className == "UIImageView" })
            return try XCTUnwrap(icon["UIImage"]).keys
        }
        XCTAssertFalse(try placeholder("11.6").contains("UISystemSymbolResourceName"))
        XCTAssertTrue(try placeholder("12.4").contains("UISystemSymbolResourceName"))
        XCTAssertFalse(try placeholder("12.4").contains("UIResourceCatalogName"))
        XCTAssertTrue(try placeholder("13.2").contains("UIResourceCatalogName"))
    }

    func test_aLabelsPreferredWidthIsAFloat() throws {
        for release in ["9.4", "10.1", "13.2"] {
            let label = try XCTUnwrap(try compiled(as: release).stack["UISubviews"]?.elements.first { $0.className == "UILabel" })
            XCTAssertEqual(label.value("UIPreferredMaxLayoutWidth"), .float(280), release)
        }
    }

    /// A document saved in Xcode 8's format: a label that states no colour, a faded view and a
    /// collection view (SDCAlertView's cells and action sheet, built by Xcode 10.0 to 11.4).
    static let xcode8FormatDocument = cocoaTouchDocument(toolsVersion: "11542", """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="323" height="200"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" numberOfLines="2" minimumScaleFactor="0.57999999999999996" id="label">
                    <rect key="frame" x="12" y="15" width="89" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="highlightedColor"/>
                </label>
                <view hidden="YES" alpha="0.69999999999999996" contentMode="scaleToFill" id="faded">
                    <rect key="frame" x="0.0" y="40" width="113" height="50"/>
                </view>
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" id="actions">
                    <rect key="frame" x="0.0" y="100" width="323" height="90"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="layout">
                        <size key="itemSize" width="50" height="50"/>
                    </collectionViewFlowLayout>
                </collectionView>
            </subviews>
        </view>
    """)

    /// The root view's subviews as `release` compiles `text`; `variant` names the file of a
    /// nib directory (`runtime.nib`, `objects-13.0+.nib`) when the deployment target calls for one.
    /// The first top-level `UIView` of `text` compiled as `release` (a variant's, when named).
    func rootView(of text: String, as release: String, deploymentTarget: String? = nil, variant: String? = nil) throws -> GraphCursor {
        var options = CompileOptions()
        options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: release)
        options.minimumDeploymentTarget = deploymentTarget
        let document = try InterfaceDocument(parsing: Array(text.utf8), path: "old.xib")
        let bytes: [UInt8]
        switch try NibCompiler.compile(document, options: options) {
        case .nib(let single) where variant == nil: bytes = single
        case .nibDirectory(let files): bytes = try XCTUnwrap(files.first { $0.name == variant }, "no \(variant ?? "variant") in \(files.map(\.name))").bytes
        default: throw CocoaError(.featureUnsupported)
        }
        return try XCTUnwrap(GraphCursor(try CompiledNibFile(bytes: bytes).graph)["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
    }

    func subviews(of text: String, as release: String, deploymentTarget: String? = nil, variant: String? = nil) throws -> [GraphCursor] {
        try XCTUnwrap(try rootView(of: text, as: release, deploymentTarget: deploymentTarget, variant: variant)["UISubviews"]).elements
    }

    func test_aLabelThatStatesNoColour_isBlack_thenTheLabelColour() throws {
        func color(_ release: String, deploymentTarget: String? = nil, variant: String? = nil) throws -> GraphCursor {
            try XCTUnwrap(try subviews(of: Self.xcode8FormatDocument, as: release, deploymentTarget: deploymentTarget, variant: variant)
                .first { $0.className == "UILabel" }?["UITextColor"])
        }
        XCTAssertEqual(try color("10.2").string("UISystemColorName"), "blackColor")
        XCTAssertEqual(try color("10.2").value("UIColorComponentCount"), .integer(2, byteCount: 1))
        // Xcode 11.0-11.3 below iOS 13: black components at runtime, the label colour in the iOS 13 variant.
        XCTAssertNil(try color("11.3", deploymentTarget: "12.0", variant: "runtime.nib").string("UISystemColorName"))
        XCTAssertEqual(try color("11.3", deploymentTarget: "12.0", variant: "runtime.nib").value("UIColorComponentCount"), .integer(4, byteCount: 1))
        XCTAssertEqual(try color("11.3", deploymentTarget: "12.0", variant: "objects-13.0+.nib").string("UISystemColorName"), "labelColor")
        XCTAssertEqual(try color("11.3", deploymentTarget: "13.0").string("UISystemColorName"), "labelColor")
        XCTAssertEqual(try color("11.4").string("UISystemColorName"), "labelColor")
        XCTAssertEqual(try color("13.2").string("UISystemColorName"), "labelColor")
    }

    func test_xcode11_3BelowIOS13_givesTheLabelColour_toAnOlderDocumentsLabel_andToEveryTextField() throws {
        // appium's older UICatalog (documents of Xcode 5.1 and 7.3) as 11.3 built it for iOS 8.0:
        // its stepper cells' labels and its address field state no colour, and both runtime
        // nibs name the label colour; the Xcode 8 document's label is plain black there.
        let fields = cocoaTouchLabel(id: "label", text: "0", frame: #"x="258" y="11" width="42" height="21""#) + addressFieldWithoutColour
        func document(_ toolsVersion: String) -> String {
            cocoaTouchDocument(toolsVersion: toolsVersion, """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>\(fields)</subviews>
                </view>
                """)
        }
        func colorName(_ toolsVersion: String, _ className: String) throws -> String? {
            let views = try subviews(of: document(toolsVersion), as: "11.3", deploymentTarget: "8.0", variant: "runtime.nib")
            return try XCTUnwrap(views.first { $0.className == className }?["UITextColor"]).string("UISystemColorName")
        }
        XCTAssertEqual(try colorName("10117", "UILabel"), "labelColor")
        XCTAssertEqual(try colorName("10117", "UITextField"), "labelColor")
        XCTAssertNil(try colorName("11542", "UILabel"))
        XCTAssertEqual(try colorName("11542", "UITextField"), "labelColor")
    }

    func test_alphaIsAFloat_andTheSmallestFontSizeIsRoundedToAQuarterPoint() throws {
        let views = try subviews(of: Self.xcode8FormatDocument, as: "10.2")
        XCTAssertEqual(views.first { $0.className == "UIView" }?.value("UIAlpha"), .float(0.7))
        // 17 × 0.58 = 9.86, archived 9.75.
        XCTAssertEqual(views.first { $0.className == "UILabel" }?.value("UIMinimumFontSize"), .float(9.75))
    }

    func test_collectionViewsOfXcode10_archiveDefaultMarginsAndAnEmptyContentSize() throws {
        func collection(_ release: String) throws -> GraphCursor {
            try XCTUnwrap(try subviews(of: Self.xcode8FormatDocument, as: release).first { $0.className == "UICollectionView" })
        }
        let ten = try collection("10.2")
        XCTAssertEqual(ten.value("UIViewLayoutMargins"), .data(GeometryBlobProbe.encode([8, 8, 8, 8])))
        XCTAssertEqual(ten.value("UIContentSize"), .data(GeometryBlobProbe.encode([323, 0])))
        XCTAssertEqual(ten.value("UICollectionViewPrefetchingEnabled"), .bool(true))
        XCTAssertNil(ten.value("UIAllowsUserInitiatedMultipleSelection"))
        let eleven = try collection("11.4")
        XCTAssertNil(eleven.value("UIViewLayoutMargins"))
        XCTAssertNil(eleven.value("UIContentSize"))
        XCTAssertEqual(eleven.value("UIAllowsUserInitiatedMultipleSelection"), .bool(true))
    }

    func test_xcode8OrdersConnectionsByName_xcode9And10OutletsByName_collectionsByDocument() throws {
        // Fusuma's album view (Xcode 8.1): the collection view's dataSource and delegate,
        // earlier in the document, between File's Owner's collectionView and imageCropView.
        // Xcode 10.0 orders outlets by name too (SimpleImageViewer's scroll view delegate
        // among File's Owner's outlets), outlet collections as the document lists them
        // (Chatto's input bar).
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="10117" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                    <connections>
                        <outlet property="imageCropView" destination="crop" id="c1"/>
                        <outlet property="collectionView" destination="grid" id="c2"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="600"/>
                    <subviews>
                        <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="none" id="grid">
                            <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                            <collectionViewFlowLayout key="collectionViewLayout" id="flow"/>
                            <connections>
                                <outlet property="dataSource" destination="-1" id="c3"/>
                                <outlet property="delegate" destination="-1" id="c4"/>
                            </connections>
                        </collectionView>
                        <view contentMode="scaleToFill" id="crop">
                            <rect key="frame" x="0.0" y="300" width="400" height="300"/>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        func labels(_ release: String) throws -> [String] {
            let graph = try compiledCocoaTouchGraph(text, release: release, path: "album.xib")
            return try XCTUnwrap(GraphCursor(graph)["UINibConnectionsKey"]).elements.compactMap { $0.string("UILabel") }
        }
        XCTAssertEqual(try labels("8.1"), ["collectionView", "dataSource", "delegate", "imageCropView"])
        XCTAssertEqual(try labels("10.0"), ["collectionView", "dataSource", "delegate", "imageCropView"])
        let collections = text.replacingOccurrences(of: #"<outlet property="imageCropView" destination="crop" id="c1"/>"#, with: """
            <outletCollection property="zoomViews" destination="crop" collectionClass="NSMutableArray" id="c5"/><outletCollection property="cropViews" destination="crop" collectionClass="NSMutableArray" id="c6"/>
            """)
        let graph = try compiledCocoaTouchGraph(collections, release: "10.0", path: "album.xib")
        XCTAssertEqual(try XCTUnwrap(GraphCursor(graph)["UINibConnectionsKey"]).elements.compactMap { $0.string("UILabel") },
                       ["zoomViews", "cropViews", "collectionView", "dataSource", "delegate"])
    }

    func test_aNavigationBarInAView_archivesItsItemsWithTheirButtonsAndTitleView() throws {
        // TLPhotoPicker's picker (Xcode 12.1): File's Owner's outlet to the bar's Cancel button
        // resolves, the item points back at its bar, the bar sits at the top, opaque.
        let text = cocoaTouchDocument(toolsVersion: "14868", """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <navigationBar contentMode="scaleToFill" translucent="NO" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <items>
                            <navigationItem id="item">
                                <barButtonItem key="leftBarButtonItem" title="Cancel" id="cancel"/>
                                <view key="titleView" contentMode="scaleToFill" id="title">
                                    <rect key="frame" x="87.5" y="0.0" width="200" height="44"/>
                                </view>
                            </navigationItem>
                        </items>
                    </navigationBar>
                </subviews>
            </view>
            """).replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>"#, with: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections><outlet property="cancelButton" destination="cancel" id="o1"/></connections></placeholder>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "12.0", path: "picker.xib"))
        let view = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
        let bar = try XCTUnwrap(view["UISubviews"]?.elements.first)
        XCTAssertEqual(bar.className, "UINavigationBar")
        XCTAssertEqual(bar.value("UIBarPosition"), .integer(2, byteCount: 1))
        XCTAssertEqual(bar.value("UIBarTranslucence"), .integer(2, byteCount: 1))
        let item = try XCTUnwrap(bar["UIItems"]?.elements.first)
        XCTAssertEqual(item["UINavigationBar"]?.index, bar.index)
        XCTAssertEqual(item["UILeftBarButtonItem"]?.string("UITitle"), "Cancel")
        XCTAssertEqual(item["UITitleView"]?.className, "UIView")
        let outlet = try XCTUnwrap(root["UINibConnectionsKey"]?.elements.first { $0.string("UILabel") == "cancelButton" })
        XCTAssertEqual(outlet["UIDestination"]?.index, item["UILeftBarButtonItem"]?.index)
        // The title view is listed before the bar button items (TLPhotoPicker's picker, 12.1).
        let listed = try XCTUnwrap(root["UINibObjectsKey"]).elements.map(\.index)
        let titleIndex = try XCTUnwrap(listed.firstIndex(of: try XCTUnwrap(item["UITitleView"]).index))
        let cancelIndex = try XCTUnwrap(listed.firstIndex(of: try XCTUnwrap(item["UILeftBarButtonItem"]).index))
        XCTAssertLessThan(titleIndex, cancelIndex)
    }

    func test_aViewWithoutAFrame_isAViewAtInterfaceBuildersDefaultSize() throws {
        // XLActionController's action cell (Xcode 8's format, built by Xcode 10.0 to 10.2):
        // views placed by constraints alone carry no frame; the constraint outlet resolves.
        let text = cocoaTouchDocument(toolsVersion: "11201", """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="500" height="60"/>
                <subviews>
                    <imageView userInteractionEnabled="NO" contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="iconWidth"/>
                        </constraints>
                    </imageView>
                </subviews>
            </view>
            """)
        let document = try InterfaceDocument(parsing: Array(text.utf8), path: "cell.xib")
        guard case .nib(let bytes) = try NibCompiler.compile(document, options: CompileOptions()) else { return XCTFail() }
        let root = try XCTUnwrap(GraphCursor(try CompiledNibFile(bytes: bytes).graph)["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
        let icon = try XCTUnwrap(root["UISubviews"]?.elements.first)
        XCTAssertEqual(icon.className, "UIImageView")
        XCTAssertEqual(icon.value("UIBounds"), .data(GeometryBlobProbe.encode([0, 0, 1000, 1000])))
        XCTAssertEqual(icon.value("UICenter"), .data(GeometryBlobProbe.encode([500, 500])))
        XCTAssertEqual(icon["UIViewAutolayoutConstraints"]?.elements.count, 1)
    }

    func test_xcode11SystemColoursBesideTheirComponents_archiveTheNameWithThoseComponents() throws {
        let text = cocoaTouchDocument(toolsVersion: "15702", """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="named">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>
                    </view>
                    <view contentMode="scaleToFill" id="rgb">
                        <rect key="frame" x="0.0" y="50" width="320" height="50"/>
                        <color key="backgroundColor" systemColor="secondarySystemBackgroundColor" red="0.94901960780000005" green="0.94901960780000005" blue="0.96862745100000003" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>
                    <button opaque="NO" contentMode="scaleToFill" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="blank">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                    </button>
                </subviews>
            </view>
            """)
        let root = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: "11.4"))["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
        let views = try XCTUnwrap(root["UISubviews"]).elements
        let named = try XCTUnwrap(views[0]["UIBackgroundColor"])
        XCTAssertEqual(named.string("UISystemColorName"), "systemBackgroundColor")
        XCTAssertEqual(named.value("UIWhite"), .float(1))
        let rgb = try XCTUnwrap(views[1]["UIBackgroundColor"])
        XCTAssertEqual(rgb.string("UISystemColorName"), "secondarySystemBackgroundColor")
        XCTAssertEqual(rgb.value("UIRed-Double"), .double(242.0 / 255), "the document's ten digits are UIKit's 8-bit value")
        // A custom button with no state has no title to draw: no default font (SDCAlertView's sheet, Xcode 11.4).
        XCTAssertEqual(views[2].className, "UIButton")
        XCTAssertNil(views[2].value("UIFont"))
    }

    func test_xcode12_givesANilTextColourTheLabelColour_andDrawsTheCellSeparator15PointsIn() throws {
        // TLPhotoPicker's album cell as Xcode 12.1 built it.
        let text = cocoaTouchTableViewCellDocument(toolsVersion: "14868", size: (375, 75), cellAttributes: #"reuseIdentifier="Album""#, subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Camera Roll" id="title">
                <rect key="frame" x="75" y="19" width="235" height="17"/>
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="14"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            """)
        func cell(_ release: String) throws -> GraphCursor {
            try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: release))["UINibTopLevelObjectsKey"]?.elements.first {
                $0.className == "UITableViewCell"
            })
        }
        // Xcode 10.0's build of the same cell (TLPhotoPicker, a document naming no device here):
        // the named black, kept updated too.
        for (release, colorName, separatorCenterX) in [("10.0", "blackColor", 195.0), ("12.1", "labelColor", 195.0), ("13.2", "labelColor", 191.5)] {
            let subviews = try XCTUnwrap(try cell(release)["UISubviews"]).elements
            let label = try XCTUnwrap(subviews.first?["UISubviews"]?.elements.first)
            XCTAssertEqual(label["UITextColor"]?.string("UISystemColorName"), colorName, release)
            XCTAssertEqual(label.value("UIDisableUpdateTextColorOnTraitCollectionChange"), .bool(false), release)
            let separator = try XCTUnwrap(subviews.last)
            XCTAssertEqual(separator.className, "_UITableViewCellSeparatorView")
            XCTAssertEqual(separator.value("UICenter"), .data(GeometryBlobProbe.encode([separatorCenterX, 74.5])), release)
        }
    }

    func test_xcode12_ordersAXibsOutletsByName_andArchivesAConnectedCollectionViewsNilDelegate() throws {
        // TLPhotoPicker's picker as Xcode 12.1 built it: every outlet by name whatever its
        // source, then the actions; the collection view's delegate key is nil; the table
        // view has no prefetching key (iOS 15 API, Xcode 13).
        let text = cocoaTouchDocument(toolsVersion: "14868", """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="5" minimumInteritemSpacing="5" id="layout">
                            <size key="itemSize" width="50" height="50"/>
                        </collectionViewFlowLayout>
                        <connections>
                            <outlet property="delegate" destination="-1" id="c1"/>
                        </connections>
                    </collectionView>
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" separatorStyle="default" rowHeight="75" sectionHeaderHeight="28" sectionFooterHeight="28" id="list">
                        <rect key="frame" x="0.0" y="300" width="375" height="367"/>
                    </tableView>
                </subviews>
            </view>
            """).replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>"#, with: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections><outlet property="listView" destination="list" id="o1"/><outlet property="collectionView" destination="grid" id="o2"/></connections></placeholder>
            """)
        func compiled(_ release: String) throws -> (labels: [String], grid: GraphCursor, list: GraphCursor) {
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
            let labels = try XCTUnwrap(root["UINibConnectionsKey"]).elements.compactMap { $0.string("UILabel") }
            let view = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
            let subviews = try XCTUnwrap(view["UISubviews"]).elements
            return (labels, subviews[0], subviews[1])
        }
        let twelve = try compiled("12.1")
        XCTAssertEqual(twelve.labels, ["collectionView", "delegate", "listView"])
        XCTAssertEqual(twelve.grid.value("UIDelegate"), .null)
        XCTAssertNil(twelve.list.value("UIPrefetchingEnabled"))
        let eleven = try compiled("11.4")
        XCTAssertEqual(eleven.labels, ["collectionView", "delegate", "listView"], "Xcode 11.4 orders them by name too (SwiftPasscodeLock's lock view)")
        XCTAssertEqual(eleven.grid.value("UIDelegate"), .null, "TLPhotoPicker's Xcode 10.0 build has it too")
        XCTAssertEqual(try compiled("10.0").labels, ["collectionView", "delegate", "listView"], "Xcode 10 orders outlets by name")
        XCTAssertEqual(try compiled("13.2").list.value("UIPrefetchingEnabled"), .bool(true))
    }

    func test_xcode12_aCollectionViewWithoutDataMode_hasNoDelegateKey_andItsCustomLayoutIsItsCollectionLayout() throws {
        // FMPhotoPicker's picker as Xcode 12.2-12.5 built it: `dataMode="none"`, an empty
        // `<cells/>` and a layout of the library's own class.
        let text = cocoaTouchDocument(toolsVersion: "13771", """
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" id="grid">
                <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                <collectionViewLayout key="collectionViewLayout" id="layout" customClass="GridLayout" customModule="Picker" customModuleProvider="target"/>
                <cells/>
            </collectionView>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "12.5"))
        let grid = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UICollectionView" })
        XCTAssertNil(grid.value("UIDelegate"))
        XCTAssertNil(grid.value("UICollectionViewCellNibDict"), "no prototype, no nib dictionary")
        XCTAssertNil(grid.value("UICollectionViewLayout"))
        let layout = try XCTUnwrap(grid["UICollectionLayout"])
        XCTAssertEqual(layout.className, "UIClassSwapper")
        XCTAssertEqual(layout.string("UIClassName").map { $0.hasSuffix("GridLayout") }, true)
        XCTAssertEqual(layout.string("UIOriginalClassName"), "UICollectionViewLayout")
    }

    func test_xcode12_boldSystemFontKeepsAMutableDescriptor_otherSystemFontsAnImmutableOne() throws {
        // FMPhotoPicker's title labels, Xcode 12.2 to 12.5: IB's "Bold System" descriptor is
        // UIKit's derived (mutable) one, beside immutable regular and semibold descriptors.
        let text = cocoaTouchViewDocument(toolsVersion: "13771", size: (width: 200, height: 60), subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Bold" id="bold">
                <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="16"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Regular" id="regular">
                <rect key="frame" x="0.0" y="20" width="200" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Semibold" id="semibold">
                <rect key="frame" x="0.0" y="40" width="200" height="20"/>
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
            </label>
            """)
        func descriptorClasses(_ release: String) throws -> [String?] {
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
            let view = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
            return try XCTUnwrap(view["UISubviews"]).elements.map { $0["UIFont"]?["UIFontDescriptor"]?["UIFontDescriptorAttributes"]?.className }
        }
        XCTAssertEqual(try descriptorClasses("12.5"), ["NSMutableDictionary", "NSDictionary", "NSDictionary"])
        XCTAssertEqual(try descriptorClasses("11.4"), ["NSMutableDictionary", "NSMutableDictionary", "NSMutableDictionary"])
    }

    func test_aLabelThatStatesNoBaselineAdjustment_centresIt() throws {
        // Interface Builder writes `alignBaselines` (0, not archived) and says nothing for its
        // default, centres (DuckDuckGo's onboarding title archives 1, Xcode 13.2).
        let graph = try compiledCocoaTouchGraph(Self.document, release: "13.2")
        let stack = try XCTUnwrap(GraphCursor(graph)["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIStackView" })
        XCTAssertEqual(stack["UISubviews"]?.elements.first?.value("UIBaselineAdjustment"), .integer(1, byteCount: 1))
        let aligned = Self.document.replacingOccurrences(of: #"text="Loading...""#, with: #"text="Loading..." baselineAdjustment="alignBaselines""#)
        let alignedStack = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(aligned, release: "13.2"))["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIStackView" })
        XCTAssertNil(alignedStack["UISubviews"]?.elements.first?.value("UIBaselineAdjustment"))
    }

    func test_aContentModeNamedWithACapital_isTheModeOfThatName() throws {
        // DuckDuckGo's browsing menu button label: `contentMode="TopLeft"`, archived as 9.
        let text = Self.document.replacingOccurrences(of: #"contentMode="left" text="Loading...""#, with: #"contentMode="TopLeft" text="Loading...""#)
        let graph = try compiledCocoaTouchGraph(text, release: "13.2")
        let stack = try XCTUnwrap(GraphCursor(graph)["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIStackView" })
        XCTAssertEqual(stack["UISubviews"]?.elements.first?.value("UIContentMode"), .integer(9, byteCount: 1))
    }

    func test_xcode8_customButtonsGetNoDefaultFont_andAFixedFramePickerKeepsItsMask() throws {
        // Fusuma's camera view as Xcode 8.1 built it.
        let text = cocoaTouchViewDocument(toolsVersion: "11542", size: (400, 500), subviews: """
            <pickerView contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                <rect key="frame" x="0.0" y="8" width="400" height="52"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </pickerView>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="shutter">
                <rect key="frame" x="166" y="16" width="68" height="68"/>
                <state key="normal" image="shutter_button"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="titled">
                <rect key="frame" x="15" y="30" width="40" height="40"/>
                <state key="normal" title="Flash"/>
            </button>
            """)
        func subviews(_ release: String) throws -> [GraphCursor] {
            let root = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: release))["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
            return try XCTUnwrap(root["UISubviews"]).elements
        }
        let eight = try subviews("8.1")
        XCTAssertEqual(eight.map(\.className), ["UIPickerView", "UIButton", "UIButton"])
        XCTAssertNil(eight[0].value("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"))
        XCTAssertEqual(eight[0].string("UIViewContentHuggingPriority"), "{250, 250}")
        XCTAssertEqual(eight[0].value("UIShowsSelectionBar"), .bool(true))
        XCTAssertEqual(eight[0].value("UIAllowSelectingCells"), .bool(true))
        XCTAssertNil(eight[1].value("UIFont"), "no title to draw")
        // A title or none: a voice changer's titled custom button by 7.2 has no font either
        // (every custom button of the 7.2 to 8.3.3 builds measured, 43).
        XCTAssertNil(eight[2].value("UIFont"))
        XCTAssertNil(try subviews("7.2")[2].value("UIFont"))
        XCTAssertNotNil(try subviews("13.2")[1].value("UIFont"), "Xcode 13 gives an image button its default font")
    }

    /// A system button titled "Button" in the system font of `pointSize`.
    func titledButton(id: String, pointSize: Int) -> String {
        #"<button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" lineBreakMode="middleTruncation" id="\#(id)"><rect key="frame" x="0.0" y="0.0" width="368" height="48"/>"#
            + #"<fontDescription key="fontDescription" type="system" pointSize="\#(pointSize)"/><state key="normal" title="Button"/></button>"#
    }

    func test_xcode9To11_archiveNoButtonFontThatIsTheEighteenPointSystemFont() throws {
        // CleverTap's interstitial buttons (18-point system) and its notice view's image button
        // (no font, a state), Xcode 11.7: no UIFont; FMPhotoPicker's 18-point Cancel button,
        // Xcode 12.2: archived; another size always (CleverTap's 24-point cover buttons).
        let text = cocoaTouchViewDocument(toolsVersion: "14490.70", size: (375, 200), subviews: """
            \(titledButton(id: "eighteen", pointSize: 18))
            \(titledButton(id: "large", pointSize: 24))
            <button userInteractionEnabled="NO" contentMode="scaleToFill" lineBreakMode="middleTruncation" id="image"><rect key="frame" x="343" y="100" width="16" height="22"/><state key="normal" image="Close Mini"/></button>
            """)
        func fonts(_ release: String) throws -> [Bool] { try subviews(of: text, as: release).map { $0.value("UIFont") != nil } }
        XCTAssertEqual(try fonts("11.7"), [false, true, false])
        XCTAssertEqual(try fonts("10.1"), [false, true, false])
        XCTAssertEqual(try fonts("12.2"), [true, true, true])
    }

    func test_xcode11_namesAClassicGroupTableBackground_asTheSystemGroupedBackground() throws {
        // CleverTap's inbox, Xcode 11.7: iOS 13's name and light value (242, 242, 247).
        let text = cocoaTouchViewDocument(toolsVersion: "14460.31", size: (375, 200), subviews: "")
            .replacingOccurrences(of: "<subviews>", with: #"<color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/><subviews>"#)
        func background(_ release: String) throws -> GraphCursor { try XCTUnwrap(try rootView(of: text, as: release)["UIBackgroundColor"]) }
        XCTAssertEqual(try background("10.3").string("UISystemColorName"), "groupTableViewBackgroundColor")
        let eleven = try background("11.7")
        XCTAssertEqual(eleven.string("UISystemColorName"), "systemGroupedBackgroundColor")
        XCTAssertEqual(eleven.value("UIBlue"), .float(Float(247.0 / 255)))
    }

    func test_aViewPreservingItsSuperviewsMargins_namesAllFourEdges_notInXcode8() throws {
        // Omise's notice view (Xcode 10.1 and 11.7), DuckDuckGo's (Xcode 13.2); SwiftMessages'
        // tab view (Xcode 8.0 to 8.3) does not.
        let text = cocoaTouchViewDocument(toolsVersion: "14490.70", size: (375, 90), subviews: "")
            .replacingOccurrences(of: #"<view contentMode="scaleToFill""#, with: #"<view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES""#)
        func specific(_ release: String) throws -> ArchivedValue? {
            let root = try rootView(of: text, as: release)
            XCTAssertEqual(root.value("UIViewPreservesSuperviewMargins"), .bool(true))
            return root.value("UIViewPreservesSpecificSuperviewMargins")
        }
        XCTAssertNil(try specific("8.3"))
        XCTAssertEqual(try specific("10.1"), .integer(15, byteCount: 1))
        XCTAssertEqual(try specific("11.7"), .integer(15, byteCount: 1))
    }

    func test_xcode10_aHorizontalCollectionViewsEmptyContentSize_isAsHighAsTheView() throws {
        // TabPageViewController's tab bar, Xcode 10.1: {0, 80} for a view 320 × 80.
        let text = cocoaTouchViewDocument(toolsVersion: "14490.70", size: (320, 80), subviews: """
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" id="tabs">
                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="10" minimumInteritemSpacing="10" id="layout">
                    <size key="itemSize" width="50" height="50"/>
                </collectionViewFlowLayout>
            </collectionView>
            """)
        let collection = try XCTUnwrap(try subviews(of: text, as: "10.1").first)
        XCTAssertEqual(geometryBlobValues(collection.value("UIContentSize")), [0, 80])
    }

    /// A view holding one label with the `<fontDescription>` attributes `font`.
    static func labelDocument(font: String) -> String {
        cocoaTouchViewDocument(toolsVersion: "11762", size: (300, 100), subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" id="title">
                <rect key="frame" x="0.0" y="0.0" width="300" height="20"/>
                <fontDescription key="fontDescription" \(font)/>
                <nil key="highlightedColor"/>
            </label>
            """)
    }

    func test_aFontIBtoolCannotFind_hasAMutableDescriptorInXcode8_anImmutableOneFromXcode9() throws {
        // Presentr's alert with Montserrat: Xcode 8.2's build keeps it mutable, 10.0's not.
        func descriptorClass(_ release: String) throws -> String? {
            try subviews(of: Self.labelDocument(font: #"name="Montserrat-Regular" family="Montserrat" pointSize="15""#), as: release)
                .first?["UIFont"]?["UIFontDescriptor"]?["UIFontDescriptorAttributes"]?.className
        }
        XCTAssertEqual(try descriptorClass("8.2"), "NSMutableDictionary")
        XCTAssertEqual(try descriptorClass("10.0"), "NSDictionary")
    }

    func test_aSystemFontsDescriptor_archivesItsOptionsFromXcode13_4() throws {
        // XLPagerTabStrip's button cell as one app's Carthage built it with Xcode 13.3.1 (its
        // XCFramework) and 13.4.1 (its framework): only the later has the options; so do the
        // regular ones of UIKitCatalog's 13.4.1 build, and from Xcode 15 (its 15.2 and 15.3
        // builds) another value.
        func descriptor(_ release: String) throws -> GraphCursor? {
            try subviews(of: Self.labelDocument(font: #"type="boldSystem" pointSize="14""#), as: release).first?["UIFont"]?["UIFontDescriptor"]
        }
        XCTAssertEqual(try descriptor("13.4.1")?.value("UIFontDescriptorOptions"), .integer(2_147_516_422, byteCount: 8))
        XCTAssertNil(try descriptor("13.3.1")?.value("UIFontDescriptorOptions"))
        func regular(_ release: String) throws -> ArchivedValue? {
            try subviews(of: Self.labelDocument(font: #"type="system" pointSize="14""#), as: release).first?["UIFont"]?["UIFontDescriptor"]?.value("UIFontDescriptorOptions")
        }
        XCTAssertEqual(try regular("13.4.1"), .integer(2_147_516_422, byteCount: 8))
        XCTAssertEqual(try regular("15.2"), .integer(2_147_517_444, byteCount: 8))
        XCTAssertNil(try regular("13.2"))
    }

    func test_aDocumentSavedBeforeColourMatching_archivesItsSRGBColoursAsCalibratedOnes() throws {
        // SwiftPasscodeLock's key title colour, an Xcode 7 document: Xcode 7.3.1's and 8.3.2's
        // builds archive sRGB (0.828, 0.865, 0.955) as (0.78967124, 0.8303085, 0.9425365).
        let text = cocoaTouchViewDocument(toolsVersion: "8191", size: (300, 100), subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="1" id="key">
                <rect key="frame" x="0.0" y="0.0" width="300" height="20"/>
                <color key="textColor" red="0.82801711559295654" green="0.86522608995437622" blue="0.95452922582626343" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </label>
            """)
        func components(_ text: String) throws -> [Double] {
            let color = try XCTUnwrap(try subviews(of: text, as: "8.3.2").first?["UITextColor"])
            return try ["UIRed", "UIGreen", "UIBlue"].map { key in
                guard case .float(let value) = try XCTUnwrap(color.value(key)) else { throw XCTSkip("\(key) is not a float") }
                return Double(value)
            }
        }
        let old = try components(text.replacingOccurrences(of: #"colorMatched="YES""#, with: ""))
        for (component, apple) in zip(old, [0.789_671_24, 0.830_308_5, 0.942_536_5]) {
            XCTAssertEqual(component, apple, accuracy: 5e-5)
        }
        // A colour-matched document keeps them.
        XCTAssertEqual(try components(text)[0], Double(Float(0.828_017_115_592_956_54)))
    }

    func test_aLabelArchivesWhetherItUpdatesItsTextColour_fromXcode8() throws {
        // SwiftPasscodeLock's title label: none in Xcode 7.3.1's build, false in 8.3.2's.
        let text = Self.labelDocument(font: #"type="system" pointSize="19""#)
        XCTAssertNil(try subviews(of: text, as: "7.3.1").first?.value("UIDisableUpdateTextColorOnTraitCollectionChange"))
        XCTAssertNotNil(try subviews(of: text, as: "8.3.2").first?.value("UIDisableUpdateTextColorOnTraitCollectionChange"))
    }

    func test_xcode13_ordersOutletCollectionsByNameAsWritten_oneNameByConnectionID() throws {
        // DuckDuckGo's omnibar, Xcode 13.2: three views' `gestureRecognizers` (ids LVj, oez,
        // rMk; the last written first) before `trackerIcons` and `trackerIconConstraints`, in
        // the order the document writes the names, whatever their sources' places.
        func view(_ id: String, x: Int, y: Int, _ connections: String) -> String {
            #"<view contentMode="scaleToFill" id="\#(id)"><rect key="frame" x="\#(x)" y="\#(y)" width="100" height="50"/>"#
                + "<connections>\(connections)</connections></view>"
        }
        func recognizers(_ id: String) -> String {
            #"<outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="\#(id)"/>"#
        }
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (300, 100), subviews: [
            view("rating", x: 0, y: 0, recognizers("rMk")),
            view("icons", x: 100, y: 0, #"<outletCollection property="trackerIcons" destination="rating" collectionClass="NSMutableArray" id="21D"/>"#
                + #"<outletCollection property="trackerIconConstraints" destination="rating" collectionClass="NSMutableArray" id="axq"/>"#),
            view("field", x: 200, y: 0, recognizers("LVj")),
            view("container", x: 0, y: 50, recognizers("oez")),
        ].joined(separator: "\n")).replacingOccurrences(of: "</objects>", with: #"<tapGestureRecognizer id="tap"/></objects>"#)
        let connections = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))["UINibConnectionsKey"]).elements
        XCTAssertEqual(connections.compactMap { $0.string("UILabel") },
                       ["gestureRecognizers", "gestureRecognizers", "gestureRecognizers", "trackerIcons", "trackerIconConstraints"])
        let sources = connections.prefix(3).map { geometryBlobValues($0["UISource"]?.value("UICenter")) }
        XCTAssertEqual(sources, [[250, 25], [50, 75], [50, 25]], "field (LVj), container (oez), rating (rMk)")
    }

    func test_xcode13Xib_accessibilityInDocumentOrder_runtimeAttributeColoursKeptApartAndAsWritten() throws {
        // DuckDuckGo's omnibar, Xcode 13.2: a deep view's accessibility before a shallower
        // later one's, as written (a storyboard's view nib lists them breadth first); its
        // border colour, a third to 16 digits, archived as written and apart from the equal
        // background (a third to 10 digits).
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (300, 100), subviews: """
            <view contentMode="scaleToFill" id="container">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="rating">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                        <accessibility key="accessibilityConfiguration" identifier="siteRating"/>
                    </view>
                </subviews>
                <color key="backgroundColor" red="0.33333333329999998" green="0.33333333329999998" blue="0.33333333329999998" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                        <color key="value" red="0.33333333333333331" green="0.33333333333333331" blue="0.33333333333333331" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            <button opaque="NO" contentMode="scaleToFill" id="share">
                <rect key="frame" x="200" y="0.0" width="100" height="100"/>
                <accessibility key="accessibilityConfiguration" label="Share"/>
            </button>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
        let configurations = try XCTUnwrap(root["UINibAccessibilityConfigurationsKey"]).elements
        XCTAssertEqual(configurations.map { $0.string("UIAccessibilityIdentifier") ?? $0.string("UIAccessibilityLabel") }, ["siteRating", "Share"])
        let border = try XCTUnwrap(root["UINibKeyValuePairsKey"]?.elements.first { $0.string("UIKeyPath") == "borderColor" }?["UIValue"])
        XCTAssertEqual(border.value("UIRed-Double"), .double(0.333_333_333_333_333_31))
        let container = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }?["UISubviews"]?.elements.first)
        XCTAssertEqual(container["UIBackgroundColor"]?.value("UIRed-Double"), .double(0.333_333_333_3))
        XCTAssertNotEqual(container["UIBackgroundColor"]?.index, border.index)
    }

    func test_xcode12Storyboard_listsAccessibilityAndRuntimeAttributes_lastCompiledFirst() throws {
        // Sauce Labs' demo app by Xcode 12.5.1: the screen's identifier, then its tab buttons
        // last first, then the product's controls, the later first (an object's configuration
        // before its contents', siblings last first); its runtime attributes alike. Xcode 13
        // lists both as their objects are listed.
        func control(_ id: String, x: Int) -> String {
            #"<button opaque="NO" contentMode="scaleToFill" id="\#(id)"><rect key="frame" x="\#(x)" y="0.0" width="40" height="40"/>"#
                + #"<accessibility key="accessibilityConfiguration" identifier="\#(id)"/><userDefinedRuntimeAttributes>"#
                + #"<userDefinedRuntimeAttribute type="string" keyPath="name" value="\#(id)"/></userDefinedRuntimeAttributes></button>"#
        }
        let storyboard = cocoaTouchStoryboard(initial: "screen", """
            <scene sceneID="screen-scene"><objects><viewController id="screen" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="product">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                            <subviews>\(control("Price", x: 0))\(control("AddToCart", x: 50))</subviews>
                        </view>
                        \(control("Catalog", x: 0).replacingOccurrences(of: #"y="0.0""#, with: #"y="800""#))
                        \(control("Cart", x: 50).replacingOccurrences(of: #"y="0.0""#, with: #"y="800""#))
                    </subviews>
                    <accessibility key="accessibilityConfiguration" identifier="screen"/>
                </view>
            </viewController></objects></scene>
            """)
        func orders(_ release: String) throws -> (accessibility: [String?], attributes: [String?]) {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(storyboard, release: release)["screen-view-root.nib"])
            return (try XCTUnwrap(nib["UINibAccessibilityConfigurationsKey"]).elements.map { $0.string("UIAccessibilityIdentifier") },
                    try XCTUnwrap(nib["UINibKeyValuePairsKey"]).elements.map { $0.string("UIValue") })
        }
        let twelve = try orders("12.5")
        XCTAssertEqual(twelve.accessibility, ["screen", "Cart", "Catalog", "AddToCart", "Price"])
        XCTAssertEqual(twelve.attributes, ["Cart", "Catalog", "AddToCart", "Price"])
        let thirteen = try orders("13.2")
        XCTAssertEqual(thirteen.accessibility, ["screen", "Catalog", "Cart", "Price", "AddToCart"])
        XCTAssertEqual(thirteen.attributes, ["Catalog", "Cart", "Price", "AddToCart"])
    }

    func test_aCollectionCellsContentViewTheDocumentHolds_isCompiledAsItsView_fromXcode11() throws {
        // Sauce Labs' product cell (a document of Xcode 14.3) as Xcode 12.5.1 built it: the
        // content view is the document's, with its own settings, pinned to the cell by four
        // system constraints, without the safe area guide of a content view ibtool makes.
        let text = cocoaTouchDocument(toolsVersion: "21507", #"""
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" reuseIdentifier="ProductsCell" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="190" height="275"/>
                <autoresizingMask key="autoresizingMask"/>
                <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="190" height="275"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card"><rect key="frame" x="0.0" y="0.0" width="190" height="275"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="top" secondItem="content" secondAttribute="top" id="top"/>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="leading"/>
                    </constraints>
                </collectionViewCellContentView>
            </collectionViewCell>
            """#)
        func content(_ release: String) throws -> (cell: GraphCursor, content: GraphCursor) {
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release, deploymentTarget: "14.3"))
            let cell = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UICollectionViewCell" })
            return (cell, try XCTUnwrap(cell["UIContentView"]))
        }
        let twelve = try content("12.5")
        XCTAssertEqual(twelve.cell["UISubviews"]?.elements.map(\.index), [twelve.content.index])
        XCTAssertEqual(twelve.content.value("UIMultipleTouchEnabled"), .bool(true))
        XCTAssertEqual(twelve.content.value("UIContentMode"), .integer(4, byteCount: 1))
        XCTAssertEqual(twelve.content.value("UIClipsToBounds"), .bool(true))
        XCTAssertEqual(twelve.content.value("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"), .bool(true))
        XCTAssertNil(twelve.content["UIViewLayoutGuides"])
        XCTAssertEqual(twelve.content["UIViewAutolayoutConstraints"]?.elements.count, 2)
        XCTAssertEqual(twelve.cell["UIViewAutolayoutConstraints"]?.elements.map { $0.string("NSLayoutIdentifier") },
                       Array(repeating: "UIIBSystemGenerated", count: 4))
        // Xcode 10, which predates such content views, makes its own (with iOS 11's guide).
        let ten = try content("10.0")
        XCTAssertNotNil(ten.content["UIViewLayoutGuides"])
        XCTAssertNil(ten.content.value("UIContentMode"))
    }

    func test_aViewInstalledForSomeTraitsOnly_isArchivedButNotAdded_andForNone_norTheConstraintsNamingIt() throws {
        // Sauce Labs' product screen by Xcode 12.5.1: its description text view, unchecked
        // Installed (excluded by the default variation, included by none), is not among its
        // superview's subviews, nor are the constraints naming it or its own; the default
        // traits' storages say what they leave out. A view only a size class installs is left out
        // of the subviews too, the storage adding it for that size class; its constraints stay.
        let text = cocoaTouchDocument(toolsVersion: "21507", #"""
            <view contentMode="scaleToFill" id="content">
                <rect key="frame" x="0.0" y="0.0" width="414" height="800"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Price" translatesAutoresizingMaskIntoConstraints="NO" id="price"><rect key="frame" x="16" y="16" width="100" height="20"/><nil key="highlightedColor"/></label>
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Details" translatesAutoresizingMaskIntoConstraints="NO" id="details">
                        <rect key="frame" x="16" y="60" width="382" height="120"/>
                        <constraints><constraint firstAttribute="height" constant="120" id="details-height"/></constraints>
                    </textView>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Compact" translatesAutoresizingMaskIntoConstraints="NO" id="compact"><rect key="frame" x="16" y="200" width="100" height="20"/><nil key="highlightedColor"/></label>
                </subviews>
                <constraints>
                    <constraint firstItem="price" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="price-leading"/>
                    <constraint firstItem="details" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="details-leading"/>
                    <constraint firstItem="details" firstAttribute="top" secondItem="price" secondAttribute="bottom" constant="24" id="details-top"/>
                </constraints>
                <variation key="default">
                    <mask key="subviews">
                        <exclude reference="details"/>
                        <exclude reference="compact"/>
                    </mask>
                </variation>
                <variation key="widthClass=compact">
                    <mask key="subviews">
                        <include reference="compact"/>
                    </mask>
                </variation>
            </view>
            """#)
        for release in ["12.5", "13.2"] {
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release, deploymentTarget: "14.0"))
            let content = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
            XCTAssertEqual(content["UISubviews"]?.elements.map { $0.string("UIText") }, ["Price"], release)
            XCTAssertEqual(content["UIViewAutolayoutConstraints"]?.elements.count, 1, "only the price's constraint, \(release)")
            let details = try XCTUnwrap(root["UINibObjectsKey"]?.elements.first { $0.className == "UITextView" }, release)
            XCTAssertNil(details["UIViewAutolayoutConstraints"], release)
            let storages = try XCTUnwrap(root["UINibTraitStorageListsKey"]?.elements.first?["UITraitStorages"]).elements
            let subviews = try XCTUnwrap(storages.first { $0.string("UIKeyPath") == "traitStorageSubviews" }, release)
            XCTAssertEqual(subviews["UIObject"]?.index, content.index)
            // An inline set before Xcode 13, a keyed one from 13.
            func members(_ set: GraphCursor?) -> Set<Int> {
                guard let set else { return [] }
                if !set.elements.isEmpty { return Set(set.elements.map(\.index)) }
                return Set((0..<4).compactMap { set["NS.object.\($0)"]?.index })
            }
            let compact = try XCTUnwrap(root["UINibObjectsKey"]?.elements.first { $0.string("UIText") == "Compact" }, release)
            let records = try XCTUnwrap(subviews["UIRecords"]).elements
            XCTAssertEqual(records.count, 2, release)
            XCTAssertEqual(members(records.first?["UIRemovedObjects"]), [details.index, compact.index], release)
            XCTAssertEqual(members(records.last?["UIAddedObjects"]), [compact.index], release)
            XCTAssertEqual(storages.filter { $0.string("UIKeyPath") == "traitStorageConstraints" }.count, 2, "the content view's and the text view's, \(release)")
        }
    }

    func test_aTableCellsOwnAttributedLabel_keepsTheColourTheCellGivesIt() throws {
        // DuckDuckGo's privacy practices cell, Xcode 13.2: the cell's text label, attributed
        // text of no colour, archives the label colour and does not update it; a label of the
        // same text beside it (not the cell's) leaves its colour to the text.
        func attributedLabel(_ id: String, y: Int) -> String {
            #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" id="\#(id)">"#
                + #"<rect key="frame" x="16" y="\#(y)" width="300" height="20"/><attributedString key="attributedText">"#
                + #"<fragment content="Practices"><attributes><font key="NSFont" size="16" name="Helvetica"/></attributes></fragment>"#
                + #"</attributedString><nil key="highlightedColor"/></label>"#
        }
        let text = cocoaTouchTableViewCellDocument(toolsVersion: "19529", size: (320, 79), cellAttributes: #"textLabel="own""#,
                                                   subviews: attributedLabel("own", y: 0) + attributedLabel("other", y: 40))
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
        let cell = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableViewCell" })
        let labels = try XCTUnwrap(cell["UIContentView"]?["UISubviews"]?.elements)
        XCTAssertEqual(labels.map { $0.value("UIDisableUpdateTextColorOnTraitCollectionChange") }, [.bool(true), .bool(false)])
        XCTAssertEqual(labels[0]["UITextColor"]?.string("UISystemColorName"), "labelColor")
    }

    func test_xcode9_1FillsACellsContentViewAboveTheSeparator_xcode9_3KeepsTheDocumentsHeight() throws {
        // SwiftGen's Wizard (a 43-point content view, 43.5 in Xcode 8.1's and 8.3's builds) and
        // AWS's sign-in form cell (75 points in a 75-point cell: 74.5 in Xcode 9.1's build, 75
        // in 9.3's). A document saved by Xcode 9.3 (toolsVersion 14109) compiles as 9.3.
        func contentHeight(_ release: String, toolsVersion: String = "11762") throws -> Double? {
            let text = cocoaTouchTableViewCellDocument(toolsVersion: toolsVersion, size: (271, 75), subviews: "")
            let cell = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: release))["UINibTopLevelObjectsKey"]?.elements.first {
                $0.className == "UITableViewCell"
            })
            return geometryBlobValues(cell["UIContentView"]?.value("UIBounds"))?.last
        }
        XCTAssertEqual(try contentHeight("8.3"), 74.5)
        XCTAssertEqual(try contentHeight("9.1"), 74.5)
        XCTAssertEqual(try contentHeight("9.3"), 75)
        XCTAssertEqual(try contentHeight("", toolsVersion: "14109"), 75, "no --ibtool-version: the release that saved it")
    }

    func test_xcode9_1ArchivesTheContentSizeOfATableOfNoRows_xcode9_3None() throws {
        // AWS's sign-in table (no header or footer view): {271, 0} in Xcode 9.1's build, as
        // Xcode 8 archives it; nothing in 9.3's.
        let text = cocoaTouchViewDocument(toolsVersion: "13529", size: (width: 271, height: 300), subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="75" id="table">
                <rect key="frame" x="0.0" y="0.0" width="271" height="300"/>
            </tableView>
            """)
        func contentSize(_ release: String) throws -> [Double]? {
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
            let table = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
            return geometryBlobValues(table.value("UIContentSize"))
        }
        XCTAssertEqual(try contentSize("9.1"), [271, 0])
        XCTAssertNil(try contentSize("9.3"))
    }

    func test_aViewNoConstraintNames_translatesItsMask_unlessAStackViewArrangesIt() throws {
        // Omise's payment chooser, Xcode 13.2: an accessory image that says it does not
        // translate its mask, but no constraint names it, is archived translating; a pinned
        // view, and a stack view's arranged subview (DuckDuckGo's home), keep the flag.
        func view(_ id: String, x: Int) -> String {
            #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="\#(x)" y="0.0" width="50" height="50"/></view>"#
        }
        let stack = #"<stackView opaque="NO" contentMode="scaleToFill" id="stack"><rect key="frame" x="100" y="0.0" width="50" height="50"/>"#
            + "<subviews>\(view("arranged", x: 0))</subviews></stackView>"
        let pin = #"<constraint firstItem="pinned" firstAttribute="top" secondItem="root" secondAttribute="top" id="pin"/>"#
        let text = cocoaTouchDocument(toolsVersion: "19529", #"<view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>"#
            + "<subviews>\(view("loose", x: 0))\(view("pinned", x: 50))\(stack)</subviews><constraints>\(pin)</constraints></view>")
        let root = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
        let subviews = try XCTUnwrap(root["UISubviews"]?.elements)
        let flag = "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"
        XCTAssertEqual(subviews.map(\.className), ["UIView", "UIView", "UIStackView"])
        XCTAssertNil(subviews[0].value(flag), "loose")
        XCTAssertEqual(subviews[1].value(flag), .bool(true), "pinned")
        XCTAssertEqual(subviews[2]["UISubviews"]?.elements.first?.value(flag), .bool(true), "arranged")
    }

    func test_aStyledCellsContentView_holdsItsLabelAndImageViewFirst() throws {
        // Omise's payment chooser, Xcode 13.2.1: an accessory image written between the cell's
        // text label and its image view is archived after both.
        func image(_ id: String, _ name: String, x: Int) -> String {
            #"<imageView opaque="NO" contentMode="scaleToFill" image="\#(name)" id="\#(id)"><rect key="frame" x="\#(x)" y="16" width="32" height="32"/></imageView>"#
        }
        let label = #"<label opaque="NO" contentMode="left" text="TrueMoney" id="title"><rect key="frame" x="63" y="0.0" width="200" height="64"/>"#
            + #"<fontDescription key="fontDescription" type="system" pointSize="17"/><nil key="highlightedColor"/></label>"#
        let text = cocoaTouchTableViewCellDocument(toolsVersion: "19529", size: (375, 64),
                                                   cellAttributes: #"textLabel="title" imageView="icon" style="IBUITableViewCellStyleDefault""#,
                                                   subviews: label + image("next", "Next", x: 345) + image("icon", "TrueMoney", x: 16))
        let cell = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))["UINibTopLevelObjectsKey"]?.elements.first {
            $0.className == "UITableViewCell"
        })
        let subviews = try XCTUnwrap(cell["UIContentView"]?["UISubviews"]?.elements)
        XCTAssertEqual(subviews.map { $0["UIImage"]?.string("UIResourceName") ?? $0.className }, ["UITableViewLabel", "TrueMoney", "Next"])
    }

    func test_xcode13_archivesAnImageViewsHighlightAsADouble_xcode11_aSpinnersColourAsItsTint() throws {
        // Omise's payment chooser and spinners, Xcode 13.2.1.
        let spinner = #"<activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="gray" id="spinner">"#
            + #"<rect key="frame" x="0.0" y="0.0" width="20" height="20"/>"#
            + #"<color key="color" red="0.24" green="0.25" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></activityIndicatorView>"#
        let highlighted = #"<imageView opaque="NO" contentMode="scaleToFill" image="Rabbit" highlighted="YES" id="logo"><rect key="frame" x="20" y="0.0" width="32" height="32"/></imageView>"#
        func subviews(_ release: String) throws -> [GraphCursor] {
            let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (100, 40), subviews: spinner + highlighted)
            let root = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: release))["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
            return try XCTUnwrap(root["UISubviews"]?.elements)
        }
        let current = try subviews("13.2")
        XCTAssertEqual(current[0]["UITintColor"]?.index, current[0]["UIColor"]?.index)
        XCTAssertEqual(current[0].value("UIDisableUpdateColorOnTraitCollectionChange"), .bool(true))
        XCTAssertEqual(current[1].value("UIHighlighted"), .double(1))
        // From Xcode 11 the spinner's colour is its tint (Omise's spinners by 11.2 and 11.3).
        let eleven = try subviews("11.3")
        XCTAssertEqual(eleven[0]["UITintColor"]?.index, eleven[0]["UIColor"]?.index)
        XCTAssertEqual(eleven[1].value("UIHighlighted"), .bool(true))
        XCTAssertNil(try subviews("10.1")[0]["UITintColor"])
    }

    func test_timesNewRomansStyledFaces_areInstalledFonts_boldByName() throws {
        // CleverTap's inbox cells, Xcode 11.7: TimesNewRomanPS-BoldMT resolves as bold, with
        // Dynamic Type keys and a mutable descriptor.
        let text = Self.labelDocument(font: #"name="TimesNewRomanPS-BoldMT" family="Times New Roman" pointSize="18""#)
        let font = try XCTUnwrap(try subviews(of: text, as: "11.7").first?["UIFont"])
        XCTAssertEqual(font.value("UIFontTraits"), .integer(2, byteCount: 1))
        XCTAssertEqual(font.value("UIFontPointSizeForScaling"), .double(0))
        XCTAssertEqual(font["UIFontDescriptor"]?["UIFontDescriptorAttributes"]?.className, "NSMutableDictionary")
    }

    func test_aLabelArchivesNoHighlight_andAViewItsReadableWidthMargins() throws {
        // CleverTap's cover screen (a highlighted label) and carousel cell, Xcode 11.7.
        let text = cocoaTouchViewDocument(toolsVersion: "14490.70", size: (300, 100), subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Message" highlighted="YES" id="message">
                <rect key="frame" x="0.0" y="0.0" width="300" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                <nil key="highlightedColor"/>
            </label>
            <view contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES" id="readable">
                <rect key="frame" x="0.0" y="20" width="300" height="80"/>
            </view>
            """)
        let subviews = try subviews(of: text, as: "11.7")
        XCTAssertEqual(subviews.map(\.className), ["UILabel", "UIView"])
        XCTAssertNil(subviews[0].value("UIHighlighted"))
        XCTAssertEqual(subviews[1].value("UIViewLayoutMarginsFollowReadableWidth"), .bool(true))
    }

    func test_aLabelWhoseDocumentNamesNoHighlightedColour_getsInterfaceBuildersBlack() throws {
        // Sauce Labs' demo app, Xcode 12.5.1: ten labels without `<nil key="highlightedColor"/>`
        // archive a black highlighted colour; its two with the nil, none.
        let text = cocoaTouchViewDocument(toolsVersion: "19455", size: (300, 100), subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Login" id="unstated">
                <rect key="frame" x="0.0" y="0.0" width="300" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                <nil key="textColor"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Cart" id="nil">
                <rect key="frame" x="0.0" y="20" width="300" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            """)
        let labels = try subviews(of: text, as: "12.5")
        XCTAssertEqual(labels[0]["UIHighlightedColor"]?.string("UISystemColorName"), "blackColor")
        XCTAssertEqual(labels[0]["UIHighlightedColor"]?.value("UIWhite"), .float(0))
        XCTAssertNil(labels[1]["UIHighlightedColor"])
    }
}

/// UIKit's geometry blobs (a type byte 7, then doubles), built here to state expectations.
enum GeometryBlobProbe {
    static func encode(_ values: [Double]) -> [UInt8] {
        [7] + values.flatMap { withUnsafeBytes(of: $0.bitPattern.littleEndian, Array.init) }
    }
}
