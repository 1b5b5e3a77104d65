import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// A view's safe area guide under Xcode 9-10 rules: archived only when a constraint names
/// it (as in the Charts demo's xibs, toolsVersion 13196, which failed to compile before).
final class CocoaTouchSafeAreaGuideTests: XCTestCase {
    private func document(constrained: Bool) -> String {
        let constraint = constrained
            ? #"<constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="8" id="con-00-001"/>"#
            : ""
        return labelViewDocument(toolsVersion: "13196", constraints: constraint,
                                 extra: #"<viewLayoutGuide key="safeArea" id="saf-00-001"/>"#)
    }

    private func rootView(constrained: Bool) throws -> (root: GraphCursor, view: GraphCursor) {
        let parsed = try InterfaceDocument(parsing: Array(document(constrained: constrained).utf8), path: "safe-area.xib")
        guard case .nib(let bytes) = try NibCompiler.compile(parsed) else { throw XCTSkip("a xib compiles to one nib") }
        let root = GraphCursor(try CompiledNibFile(bytes: bytes).graph)
        return (root, try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last))
    }

    func test_xcode9_constrainedSafeArea_isUIKitsGuide_unlisted() throws {
        let (root, view) = try rootView(constrained: true)
        let guides = try XCTUnwrap(view["UIViewLayoutGuides"]).elements
        XCTAssertEqual(guides.count, 1)
        XCTAssertEqual(guides[0].className, "UILayoutGuide")
        XCTAssertEqual(guides[0].string("UILayoutGuideIdentifier"), "UIViewSafeAreaLayoutGuide")
        XCTAssertEqual(guides[0]["UILayoutGuideOwningView"]?.index, view.index)
        XCTAssertEqual(guides[0]["UILayoutGuideSystemConstraints"]?.elements.count, 4)
        let constraint = try XCTUnwrap(view["UIViewAutolayoutConstraints"]?.elements.first)
        XCTAssertEqual(constraint["NSSecondItem"]?.index, guides[0].index)
        let listed = try XCTUnwrap(root["UINibObjectsKey"]).elements.map(\.index)
        XCTAssertFalse(listed.contains(guides[0].index), "UIKit's guide is not among the nib's objects")
    }

    func test_xcode12_aSubviewsUnconstrainedSafeArea_isListedBlank_butNotArchived() throws {
        // FMPhotoPicker's control bar (a document of Xcode 9.2, built by Xcode 12.2 to 12.5):
        // the root view's guide is archived, the subview's, which no constraint names, is
        // not; both are listed as blank guides. The variant tests' view, its subview given a
        // guide of its own, shows it.
        let frame = #"<rect key="frame" x="0.0" y="20" width="375" height="647"/>"#
        let text = CocoaTouchNibVariantTests.safeAreaDocument.replacingOccurrences(of: frame, with: frame + #"<viewLayoutGuide key="safeArea" id="contentSafe"/>"#)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "12.5", deploymentTarget: "11.0"))
        let view = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
        XCTAssertEqual(view["UIViewLayoutGuides"]?.elements.count, 1)
        let subview = try XCTUnwrap(view["UISubviews"]?.elements.first)
        XCTAssertNil(subview["UIViewLayoutGuides"])
        let blank = try XCTUnwrap(root["UINibObjectsKey"]).elements.filter { $0.className == "UILayoutGuide" && $0.string("UILayoutGuideIdentifier") == "" }
        XCTAssertEqual(blank.count, 2)
    }

    func test_xcode13_aTableCellsUnconstrainedSafeArea_isListedAfterItsContentView_andNotArchived() throws {
        // DuckDuckGo's browsing menu separator cell (Xcode 13.2).
        let text = cocoaTouchDocument(toolsVersion: "17701", """
            <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="20" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="20"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="20"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tableViewCellContentView>
                <viewLayoutGuide key="safeArea" id="cellSafe"/>
            </tableViewCell>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
        let cell = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last)
        XCTAssertNil(cell["UIViewLayoutGuides"])
        let listed = try XCTUnwrap(root["UINibObjectsKey"]).elements.map { $0.className ?? "" }
        XCTAssertEqual(Array(listed.drop { $0 != "UITableViewCell" }.prefix(3)), ["UITableViewCell", "UITableViewCellContentView", "UILayoutGuide"])
    }

    /// A collection view cell whose subview Interface Builder 10 pinned to the cell's safe area
    /// (ThumbWorks' planet cell, Nextcloud's transfer cell: the guide is declared on the cell,
    /// its content view has no id).
    private static let cellPinnedToItsSafeArea = cocoaTouchDocument(toolsVersion: "14460.31", """
        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Planet" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                        <rect key="frame" x="4" y="0.0" width="46" height="50"/>
                    </imageView>
                </subviews>
            </view>
            <constraints>
                <constraint firstItem="image" firstAttribute="leading" secondItem="cellSafe" secondAttribute="leading" constant="4" id="pin"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="cellSafe"/>
        </collectionViewCell>
        """)

    /// The constraint pinning the image to the cell's safe area, and the cell's content view.
    private func cellPinnedToItsSafeArea(_ graph: ObjectGraph) throws -> (constraint: GraphCursor, content: GraphCursor) {
        let root = GraphCursor(graph)
        let cell = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UICollectionViewCell" })
        let content = try XCTUnwrap(cell["UIContentView"])
        return (try XCTUnwrap(content["UIViewAutolayoutConstraints"]?.elements.first), content)
    }

    func test_xcode10_aCollectionCellsConstrainedSafeArea_isItsContentViewsGuide() throws {
        // It used to stop the compile ("names no object in this document"). Xcode 13 gives the
        // cell's declaration to the content view's guide (DuckDuckGo's privacy home cell, 13.2);
        // Xcode 9 to 12 make that guide too, so the constraint holds to it.
        let graph = try compiledCocoaTouchGraph(Self.cellPinnedToItsSafeArea, release: "10.0", deploymentTarget: "11.0")
        let (constraint, content) = try cellPinnedToItsSafeArea(graph)
        let guide = try XCTUnwrap(content["UIViewLayoutGuides"]?.elements.first)
        XCTAssertEqual(guide.string("UILayoutGuideIdentifier"), "UIViewSafeAreaLayoutGuide")
        XCTAssertEqual(guide["UILayoutGuideOwningView"]?.index, content.index)
        XCTAssertEqual(constraint["NSSecondItem"]?.index, guide.index)
        XCTAssertEqual(constraint["NSFirstItem"]?.className, "UIImageView")
    }

    func test_xcode10_beforeIOS11_aCollectionCellsConstrainedSafeArea_isItsContentView() throws {
        // No safe area before iOS 11: the runtime nib's constraint holds to the view itself, as
        // a view's does; the iOS 11 variant's to the guide.
        var options = CompileOptions()
        options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: "10.0")
        options.minimumDeploymentTarget = "10.0"
        let output = try NibCompiler.compile(try InterfaceDocument(parsing: Array(Self.cellPinnedToItsSafeArea.utf8), path: "cell.xib"), options: options)
        guard case .nibDirectory(let files) = output else { return XCTFail("expected an iOS 11 variant, got \(output)") }
        let graphs = try Dictionary(uniqueKeysWithValues: files.map { ($0.name, try CompiledNibFile(bytes: $0.bytes).graph) })
        let runtime = try cellPinnedToItsSafeArea(try XCTUnwrap(graphs["runtime.nib"]))
        XCTAssertEqual(runtime.constraint["NSSecondItem"]?.index, runtime.content.index)
        let modern = try cellPinnedToItsSafeArea(try XCTUnwrap(graphs["objects-11.0+.nib"]))
        XCTAssertEqual(modern.constraint["NSSecondItem"]?.string("UILayoutGuideIdentifier"), "UIViewSafeAreaLayoutGuide")
    }

    func test_xcode9_unconstrainedSafeArea_isNotArchived() throws {
        let (_, view) = try rootView(constrained: false)
        XCTAssertNil(view["UIViewLayoutGuides"])
    }
}
