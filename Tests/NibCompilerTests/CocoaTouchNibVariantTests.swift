import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// The per-OS nib variants ibtool writes (`X.nib/objects-<version>+.nib` and `runtime.nib`)
/// when a nib's encoding depends on the iOS release it runs on, as measured on Carthage
/// builds by Xcode 11 and 12 and DuckDuckGo's Xcode 13 app.
final class CocoaTouchNibVariantTests: XCTestCase {
    /// A collection view cell whose content view holds a label.
    static let cellDocument = cocoaTouchDocument(toolsVersion: "15705", """
        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Cell" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" id="title">
                        <rect key="frame" x="8" y="8" width="84" height="34"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
            </view>
        </collectionViewCell>
    """)

    /// A view showing a symbol image: the document depends on image references.
    static let symbolDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="19519"/>
                <capability name="Image references" minToolsVersion="12.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" id="icon">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                    <imageReference key="image" image="star.fill" catalog="system"/>
                </imageView>
            </objects>
            <resources>
                <image name="star.fill" catalog="system" width="128" height="116"/>
            </resources>
        </document>
        """

    func compiled(_ text: String, release: String, deploymentTarget: String?) throws -> CompiledOutput {
        var options = CompileOptions()
        options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: release)
        options.minimumDeploymentTarget = deploymentTarget
        return try NibCompiler.compile(try InterfaceDocument(parsing: Array(text.utf8), path: "variants.xib"), options: options)
    }

    func variants(_ output: CompiledOutput) throws -> [String: ObjectGraph] {
        guard case .nibDirectory(let files) = output else {
            XCTFail("expected a nib directory, got \(output)")
            throw CocoaError(.featureUnsupported)
        }
        return try Dictionary(uniqueKeysWithValues: files.map { ($0.name, try CompiledNibFile(bytes: $0.bytes).graph) })
    }

    /// Whether the cell's content view no longer translates its autoresizing mask.
    func pinsContentView(_ graph: ObjectGraph) throws -> Bool {
        let cell = try XCTUnwrap(GraphCursor(graph)["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UICollectionViewCell" })
        let content = try XCTUnwrap(cell["UIContentView"])
        return content.value("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") == .bool(true)
    }

    func test_aCollectionViewCellBelowiOS12_3_getsAVariantPinningItsContentView() throws {
        let files = try variants(try compiled(Self.cellDocument, release: "11.4", deploymentTarget: "11.0"))
        XCTAssertEqual(files.keys.sorted(), ["objects-12.3+.nib", "runtime.nib"])
        XCTAssertFalse(try pinsContentView(try XCTUnwrap(files["runtime.nib"])))
        XCTAssertTrue(try pinsContentView(try XCTUnwrap(files["objects-12.3+.nib"])))
    }

    func test_aCollectionViewCellFromiOS12_3_isOneNib_pinned() throws {
        guard case .nib(let bytes) = try compiled(Self.cellDocument, release: "11.4", deploymentTarget: "12.3") else {
            return XCTFail("expected one nib file")
        }
        XCTAssertTrue(try pinsContentView(try CompiledNibFile(bytes: bytes).graph))
    }

    func test_xcode10_writesOneNib_whateverTheDeploymentTarget() throws {
        guard case .nib = try compiled(Self.cellDocument, release: "10.1", deploymentTarget: "9.0") else {
            return XCTFail("Xcode 10 writes no variants")
        }
    }

    func test_xcode11_0To11_3_addAniOS13Variant_belowiOS13() throws {
        let files = try variants(try compiled(Self.cellDocument, release: "11.3", deploymentTarget: "11.0"))
        XCTAssertEqual(files.keys.sorted(), ["objects-12.3+.nib", "objects-13.0+.nib", "runtime.nib"])
    }

    func test_xcode11_0_givesItsiOS12_3VariantTheLabelColour_11_3OnlyItsiOS13Variant() throws {
        let unstated = Self.cellDocument.replacingOccurrences(of: #"<nil key="textColor"/>"#, with: "")
        func labelColorName(_ release: String, _ variant: String) throws -> String? {
            let graph = try XCTUnwrap(try variants(try compiled(unstated, release: release, deploymentTarget: "9.0"))[variant])
            let cell = try XCTUnwrap(GraphCursor(graph)["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UICollectionViewCell" })
            let label = try XCTUnwrap(cell["UIContentView"]?["UISubviews"]?.elements.first)
            return try XCTUnwrap(label["UITextColor"]).string("UISystemColorName")
        }
        XCTAssertNil(try labelColorName("11.0", "runtime.nib"))
        XCTAssertEqual(try labelColorName("11.0", "objects-12.3+.nib"), "labelColor")
        XCTAssertEqual(try labelColorName("11.0", "objects-13.0+.nib"), "labelColor")
        XCTAssertNil(try labelColorName("11.3", "objects-12.3+.nib"))
        XCTAssertEqual(try labelColorName("11.3", "objects-13.0+.nib"), "labelColor")
    }

    func test_xcode11_givesALabelWhoseColourIsNil_theLabelColour_inEveryVariant() throws {
        // OmiseSDK's installment terms cell by 11.2 and 11.3 for iOS 8: `<nil key="textColor"/>`
        // is the label colour in the runtime nib too, unlike a colour the document leaves unstated.
        for release in ["11.2", "11.3"] {
            let files = try variants(try compiled(Self.cellDocument, release: release, deploymentTarget: "9.0"))
            for (variant, graph) in files {
                let cell = try XCTUnwrap(GraphCursor(graph)["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UICollectionViewCell" })
                let label = try XCTUnwrap(cell["UIContentView"]?["UISubviews"]?.elements.first)
                XCTAssertEqual(label["UITextColor"]?.string("UISystemColorName"), "labelColor", "\(release) \(variant)")
            }
        }
    }

    /// A view whose collection view is held to its safe area.
    static let safeAreaDocument = cocoaTouchDocument(toolsVersion: "14868", """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                    <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="content" firstAttribute="top" secondItem="safe" secondAttribute="top" id="top"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="safe"/>
        </view>
    """)

    /// FMPhotoPicker's picker (Xcode 12.5, iOS 9): a subview's safe area no constraint names
    /// left a layout guide, four constraints and a list built for the iOS 11 variant and
    /// reached by nothing; Apple's encoder archives only what it reaches, and so does NibForge.
    func test_everyVariantHoldsOnlyObjectsItReaches() throws {
        let text = Self.safeAreaDocument.replacingOccurrences(of: #"<rect key="frame" x="0.0" y="20" width="375" height="647"/>"#,
                                                            with: #"<rect key="frame" x="0.0" y="20" width="375" height="647"/><viewLayoutGuide key="safeArea" id="unused"/>"#)
        XCTAssertTrue(text.contains(#"id="unused""#))
        for (variant, graph) in try variants(try compiled(text, release: "12.1", deploymentTarget: "9.1")) {
            var reached: Set<Int> = []
            var stack = [graph.rootIndex]
            while let index = stack.popLast() {
                guard reached.insert(index).inserted, let object = graph.object(at: index) else { continue }
                stack += object.entries.compactMap(\.value.referencedObject)
            }
            XCTAssertEqual(reached.count, graph.objects.count, "\(variant): objects nothing reaches")
        }
    }

    func test_aSafeAreaBelowiOS11_getsAniOS11Variant_theRuntimeOneHoldingToTheView() throws {
        let files = try variants(try compiled(Self.safeAreaDocument, release: "12.1", deploymentTarget: "9.1"))
        XCTAssertEqual(files.keys.sorted(), ["objects-11.0+.nib", "runtime.nib"])
        func topConstraintTarget(_ variant: String) throws -> (className: String?, guides: Int, listedGuides: Int) {
            let graph = try XCTUnwrap(files[variant])
            let root = try XCTUnwrap(GraphCursor(graph)["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
            let constraint = try XCTUnwrap(root["UIViewAutolayoutConstraints"]?.elements.first)
            let listed = try XCTUnwrap(GraphCursor(graph)["UINibObjectsKey"]).elements.filter { $0.className == "UILayoutGuide" }.count
            return (constraint["NSSecondItem"]?.className, root["UIViewLayoutGuides"]?.elements.count ?? 0, listed)
        }
        let runtime = try topConstraintTarget("runtime.nib"), modern = try topConstraintTarget("objects-11.0+.nib")
        XCTAssertEqual(runtime.className, "UIView")
        XCTAssertEqual(runtime.guides, 0)
        XCTAssertEqual(runtime.listedGuides, 0)
        XCTAssertEqual(modern.className, "UILayoutGuide")
        XCTAssertEqual(modern.guides, 1)
        XCTAssertEqual(modern.listedGuides, 1, "Xcode 12 lists a blank guide after the view, as 13 does")
        guard case .nib = try compiled(Self.safeAreaDocument, release: "12.1", deploymentTarget: "11.0") else {
            return XCTFail("from iOS 11 one nib serves")
        }
    }

    func test_xcode12_aCollectionViewCellsOwnSafeArea_addsNoiOS11Variant_andIsABlankGuideFromiOS12_3() throws {
        // FMPhotoPicker's image cell (Xcode 9.2's document, Xcode 12.2-12.5's builds, iOS 9):
        // runtime.nib and objects-12.3+.nib only; the pinned variant lists a blank guide
        // for the cell's own safe area.
        let text = Self.cellDocument.replacingOccurrences(of: "</collectionViewCell>", with: """
            <viewLayoutGuide key="safeArea" id="cellSafe"/>
            </collectionViewCell>
            """)
        let files = try variants(try compiled(text, release: "12.5", deploymentTarget: "9.0"))
        XCTAssertEqual(files.keys.sorted(), ["objects-12.3+.nib", "runtime.nib"])
        func blankGuides(_ variant: String) throws -> Int {
            let listed = try XCTUnwrap(GraphCursor(try XCTUnwrap(files[variant]))["UINibObjectsKey"]).elements
            return listed.filter { $0.className == "UILayoutGuide" && $0.string("UILayoutGuideIdentifier") == "" }.count
        }
        XCTAssertEqual(try blankGuides("runtime.nib"), 0)
        XCTAssertEqual(try blankGuides("objects-12.3+.nib"), 1)
    }

    func test_xcode13_makesTheContentViewTheCellsSubview_inEveryVariant() throws {
        // XLPagerTabStrip's button cell as Xcode 13.3.1 built it for iOS 9.3: the runtime
        // variant, where the content view is not pinned, lists it as the cell's subview too.
        func subviewIsContentView(_ release: String, _ variant: String) throws -> Bool {
            let graph = try XCTUnwrap(try variants(try compiled(Self.cellDocument, release: release, deploymentTarget: "9.3"))[variant])
            let cell = try XCTUnwrap(GraphCursor(graph)["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UICollectionViewCell" })
            return cell["UISubviews"]?.elements.map(\.index) == [try XCTUnwrap(cell["UIContentView"]).index]
        }
        XCTAssertTrue(try subviewIsContentView("13.3", "runtime.nib"))
        XCTAssertTrue(try subviewIsContentView("13.3", "objects-12.3+.nib"))
        XCTAssertTrue(try subviewIsContentView("12.5", "runtime.nib"), "Xcode 12 too, by its own path")
    }

    func test_anAutomaticallyEstimatedTableBelowiOS11_getsAniOS11Variant_theRuntimeOneEstimating44() throws {
        // CleverTap's inbox, Xcode 11.7, deployment target 8.0.
        let text = cocoaTouchDocument(toolsVersion: "14460.31", """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="grouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="1" sectionFooterHeight="6" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </tableView>
            """)
        func estimates(_ graph: ObjectGraph) throws -> [ArchivedValue?] {
            try XCTUnwrap(GraphCursor(graph)["UINibKeyValuePairsKey"]).elements.filter { $0.string("UIKeyPath") == "estimatedRowHeight" }
                .map { $0["UIValue"]?.value("NS.dblval") }
        }
        let files = try variants(try compiled(text, release: "11.7", deploymentTarget: "8.0"))
        XCTAssertEqual(files.keys.sorted(), ["objects-11.0+.nib", "runtime.nib"])
        XCTAssertEqual(try estimates(try XCTUnwrap(files["runtime.nib"])), [.double(44)])
        XCTAssertEqual(try estimates(try XCTUnwrap(files["objects-11.0+.nib"])), [])
        guard case .nib = try compiled(text, release: "11.7", deploymentTarget: "11.0") else { return XCTFail("one nib from iOS 11") }
    }

    func test_imageReferences_getAniOS14Variant_fromXcode13() throws {
        let files = try variants(try compiled(Self.symbolDocument, release: "13.2", deploymentTarget: "13.0"))
        XCTAssertEqual(files.keys.sorted(), ["objects-14.0+.nib", "runtime.nib"])
        guard case .nib = try compiled(Self.symbolDocument, release: "13.2", deploymentTarget: "14.0") else {
            return XCTFail("from iOS 14 one nib serves")
        }
    }

    func test_aNibDirectory_isWrittenAsADirectory_andComparedVariantByVariant() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("variants-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = folder.appendingPathComponent("Cell.nib").path, other = folder.appendingPathComponent("Other.nib").path
        let single = folder.appendingPathComponent("Single.nib").path
        try CompiledOutputWriter.write(try compiled(Self.cellDocument, release: "11.4", deploymentTarget: "11.0"), to: directory)
        try CompiledOutputWriter.write(try compiled(Self.cellDocument, release: "11.4", deploymentTarget: "11.0"), to: other)
        try CompiledOutputWriter.write(try compiled(Self.cellDocument, release: "11.4", deploymentTarget: "12.3"), to: single)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory).sorted(), ["objects-12.3+.nib", "runtime.nib"])
        XCTAssertEqual(try NibComparison.differences(betweenContentsOf: directory, and: other), [])
        let differences = try NibComparison.differences(betweenContentsOf: single, and: directory)
        XCTAssertEqual(differences.first?.path, "$form")
        XCTAssertEqual(differences.first?.detail, "a single nib vs a nib directory (objects-12.3+.nib, runtime.nib)")
    }

    /// A system-symbol button background and image view, as Xcode 14 writes them: no image
    /// references capability, `catalog="system"` on the state and the image view.
    static let plainSymbolDocument = cocoaTouchDocument(toolsVersion: "21507", resources: """
        <image name="magnifyingglass" catalog="system" width="128" height="117"/>
        <image name="sun.max" catalog="system" width="128" height="125"/>
        """, """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="search">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                    <state key="normal" backgroundImage="magnifyingglass" catalog="system"/>
                </button>
                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="sun.max" catalog="system" id="sun">
                    <rect key="frame" x="50" y="0.0" width="40" height="40"/>
                </imageView>
            </subviews>
        </view>
        """)

    func test_systemSymbolsWithoutImageReferences_getAniOS14Variant_andAButtonBackgroundIsASymbol() throws {
        // A weather app's main storyboard by Xcode 14.2 for iOS 13.0 (anapontes20/AppClimaNaSuaCidade,
        // APPS.tsv): it declares no image references, yet Apple wrote objects-14.0+.nib and
        // runtime.nib, and archived the search button's background as the system symbol.
        let files = try variants(try compiled(Self.plainSymbolDocument, release: "14.2", deploymentTarget: "13.0"))
        XCTAssertEqual(files.keys.sorted(), ["objects-14.0+.nib", "runtime.nib"])
        let root = try XCTUnwrap(GraphCursor(try XCTUnwrap(files["objects-14.0+.nib"]))["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
        let button = try XCTUnwrap(root["UISubviews"]?.elements.first { $0.className == "UIButton" })
        let content = try XCTUnwrap(button["UIButtonStatefulContent"]?.elements.first { $0.className == "UIButtonContent" })
        let background = try XCTUnwrap(content["UIBackgroundImage"])
        XCTAssertEqual(background.string("UISystemSymbolResourceName"), "magnifyingglass")
        XCTAssertEqual(background.value("UIImageWidth"), ArchivedValue.float(0))
        // Xcode 12.5 writes them too (another weather app's, for iOS 13.0); Xcode 11 wrote one
        // nib (a third one's by 11.6), as 12.0 to 12.4 are taken to; from iOS 14 one nib serves.
        XCTAssertEqual(try variants(try compiled(Self.plainSymbolDocument, release: "12.5", deploymentTarget: "13.0")).keys.sorted(),
                       ["objects-14.0+.nib", "runtime.nib"])
        guard case .nib = try compiled(Self.plainSymbolDocument, release: "11.6", deploymentTarget: "13.0") else { return XCTFail("no variants in Xcode 11") }
        guard case .nib = try compiled(Self.plainSymbolDocument, release: "12.4", deploymentTarget: "13.0") else { return XCTFail("none before 12.5") }
        guard case .nib = try compiled(Self.plainSymbolDocument, release: "14.2", deploymentTarget: "14.0") else { return XCTFail("one nib from iOS 14") }
    }

    func test_similarity_countsEachVariantOfANibDirectory() throws {
        // `nibtool --compare`'s summary: a nib directory is as many files as it has variants,
        // so a runtime.nib that differs is not hidden behind an equal objects-14.0+.nib.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("similarity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ours = folder.appendingPathComponent("Ours.nib").path, reference = folder.appendingPathComponent("Reference.nib").path
        try CompiledOutputWriter.write(try compiled(Self.plainSymbolDocument, release: "14.2", deploymentTarget: "13.0"), to: ours)
        try CompiledOutputWriter.write(try compiled(Self.plainSymbolDocument, release: "14.2", deploymentTarget: "13.0"), to: reference)
        let equal = try NibSimilarity(ofContentsOf: ours, toReferenceAt: reference)
        XCTAssertEqual([equal.files, equal.equalFiles], [2, 2])
        // A reference whose runtime variant differs (here: compiled for another release).
        let runtime = folder.appendingPathComponent("runtime").path
        try CompiledOutputWriter.write(try compiled(Self.plainSymbolDocument, release: "12.4", deploymentTarget: "13.0"), to: runtime)
        try FileManager.default.removeItem(atPath: reference + "/runtime.nib")
        try FileManager.default.copyItem(atPath: runtime, toPath: reference + "/runtime.nib")
        let different = try NibSimilarity(ofContentsOf: ours, toReferenceAt: reference)
        XCTAssertEqual([different.files, different.equalFiles], [2, 1])
        XCTAssertLessThan(different.matchedObjects, different.objects)
    }
}
