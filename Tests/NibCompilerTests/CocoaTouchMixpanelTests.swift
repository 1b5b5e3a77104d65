import NibArchive
import NibCompiler
import XCTest

/// What ibtool 7.2.1 to 9.0.1 wrote for Mixpanel's notification and survey storyboards and
/// takeover xibs as Carthage builds committed them (`BUILDS.tsv`, for iOS 8.0): a document of
/// Xcode 5 stating an iOS 6 deployment, a table cell's content view shortened by its
/// separator, labels and a text view of old documents, a controller simulated in landscape,
/// and a subview one size class installs.
final class CocoaTouchMixpanelTests: XCTestCase {
    /// A scene whose controller (`vc`) has a root view (`root`, 320 × 568) holding `subviews`
    /// and `constraints`; `controllerChildren` are added to the controller.
    private func scene(subviews: String, constraints: String = "", controllerChildren: String = "") -> String {
        """
        <scene sceneID="vc-scene"><objects>
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>\(subviews)</subviews>
                    <constraints>\(constraints)</constraints>
                </view>
                \(controllerChildren)
            </viewController>
        </objects></scene>
        """
    }

    /// The root view of the scene's view nib as `release` compiles `text` for iOS 8.0 (a
    /// storyboard not localized, as the framework's are).
    private func rootView(_ text: String, release: String) throws -> GraphCursor {
        let nibs = try compiledStoryboardNibs(text, release: release, path: "MPSurvey.storyboard", module: "Mixpanel", deploymentTarget: "8.0")
        let nib = try XCTUnwrap(nibs["vc-view-root.nib"] ?? nibs["vc-view-root.nib/runtime.nib"], "\(nibs.keys.sorted())")
        return try XCTUnwrap(nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
    }

    /// The first prototype cell's nib of the table that is the root view's first subview.
    private func prototypeCell(_ root: GraphCursor) throws -> GraphCursor {
        let table = try XCTUnwrap(root["UISubviews"]?.elements.first)
        guard case .data(let bytes) = try XCTUnwrap(table["UITableViewCellPrototypeNibs"]?.elements.last?["archiveData"]?.value("NS.bytes")) else {
            throw XCTSkip("no prototype nib")
        }
        return try XCTUnwrap(GraphCursor(try CompiledNibFile(bytes: bytes).graph)["UINibTopLevelObjectsKey"]?.elements.first)
    }

    // MARK: - A document of Xcode 5 stating iOS 6

    /// A box 280 × 400 by constraints on itself, centred by its superview's.
    private let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="84" width="280" height="400"/>
            <constraints>
                <constraint firstAttribute="width" constant="280" id="boxWidth"/>
                <constraint firstAttribute="height" constant="400" id="boxHeight"/>
            </constraints>
        </view>
        """
    private let centring = """
        <constraint firstAttribute="centerX" secondItem="box" secondAttribute="centerX" id="boxX"/>
        <constraint firstAttribute="centerY" secondItem="box" secondAttribute="centerY" id="boxY"/>
        """

    func test_xcode7_aDocumentStatingIOS6_archivesTheSecondAttributeOfAConstraintOnOneItem() throws {
        func secondAttributes(deployment: String, release: String) throws -> [ArchivedValue?] {
            let text = cocoaTouchLegacyStoryboard(toolsVersion: "4514", deployment: deployment, initial: "vc", scene(subviews: box, constraints: centring))
            let box = try XCTUnwrap(try rootView(text, release: release)["UISubviews"]?.elements.first)
            return (box["UIViewAutolayoutConstraints"]?.elements ?? []).flatMap { [$0.value("NSSecondAttribute"), $0.value("NSSecondAttributeV2")] }
        }
        let iOS6 = #"<deployment defaultVersion="1536" identifier="iOS"/>"#
        // Mixpanel's notification, saved by Xcode 5 for iOS 6.0: 0 in Xcode 7.2.1's to 7.3.1's builds.
        for release in ["7.2.1", "7.3.1"] {
            XCTAssertEqual(try secondAttributes(deployment: iOS6, release: release), Array(repeating: .integer(0, byteCount: 1), count: 4), release)
        }
        // A document stating no deployment (appium's older iPad catalog by 7.3), or Xcode 8: none.
        XCTAssertEqual(try secondAttributes(deployment: #"<deployment identifier="iOS"/>"#, release: "7.3.1"), [nil, nil, nil, nil])
        XCTAssertEqual(try secondAttributes(deployment: #"<deployment version="1792" identifier="iOS"/>"#, release: "7.3.1"), [nil, nil, nil, nil],
                       "iOS 7.0")
        XCTAssertEqual(try secondAttributes(deployment: iOS6, release: "8.0"), [nil, nil, nil, nil])
    }

    // MARK: - Table cells

    /// A table view holding a prototype cell 44 points high whose content view holds a
    /// background view pinned to its edges and a label that tightens its letters.
    private let surveyTable = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" translatesAutoresizingMaskIntoConstraints="NO" id="table">
            <rect key="frame" x="15" y="100" width="290" height="300"/>
            <prototypes>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" reuseIdentifier="Answer" id="cell">
                    <rect key="frame" x="0.0" y="22" width="290" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="290" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view opaque="NO" contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="back">
                                <rect key="frame" x="0.0" y="0.0" width="290" height="44"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </view>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Answer" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" minimumScaleFactor="0.5" adjustsLetterSpacingToFitWidth="YES" translatesAutoresizingMaskIntoConstraints="NO" id="answer">
                                <rect key="frame" x="20" y="0.0" width="250" height="44"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="17"/>
                                <color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="back" firstAttribute="top" secondItem="content" secondAttribute="top" id="backTop"/>
                            <constraint firstAttribute="bottom" secondItem="back" secondAttribute="bottom" id="backBottom"/>
                            <constraint firstItem="back" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="backLeading"/>
                            <constraint firstAttribute="trailing" secondItem="back" secondAttribute="trailing" id="backTrailing"/>
                            <constraint firstItem="answer" firstAttribute="top" secondItem="content" secondAttribute="top" id="answerTop"/>
                            <constraint firstAttribute="bottom" secondItem="answer" secondAttribute="bottom" id="answerBottom"/>
                            <constraint firstItem="answer" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="answerLeading"/>
                            <constraint firstAttribute="trailing" secondItem="answer" secondAttribute="trailing" constant="20" id="answerTrailing"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """

    /// The same tightening label outside any cell.
    private let title = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Question" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" minimumScaleFactor="0.5" adjustsLetterSpacingToFitWidth="YES" translatesAutoresizingMaskIntoConstraints="NO" id="question">
            <rect key="frame" x="15" y="40" width="290" height="40"/>
            <fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="17"/>
            <nil key="highlightedColor"/>
        </label>
        """
    private let tableConstraints = """
        <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="15" id="tableLeading"/>
        <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" constant="15" id="tableTrailing"/>
        <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="tableTop"/>
        <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" constant="168" id="tableBottom"/>
        <constraint firstItem="question" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="15" id="questionLeading"/>
        <constraint firstItem="question" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="questionTop"/>
        """

    private func surveyRoot(_ release: String) throws -> GraphCursor {
        try rootView(cocoaTouchLegacyStoryboard(toolsVersion: "5053", initial: "vc", scene(subviews: surveyTable + title, constraints: tableConstraints)),
                     release: release)
    }

    func test_xcode7_aCellShortenedByItsSeparator_keepsItsSubviewsFrames() throws {
        // Xcode 7 fills the cell above its one-point separator (43 points) but does not solve
        // the content view's constraints again for it: the pinned background view keeps the
        // document's 44 points, centred 22 points down (Mixpanel's survey, 7.2.1 to 7.3.1).
        let cell = try prototypeCell(try surveyRoot("7.3.1"))
        let content = try XCTUnwrap(cell["UIContentView"])
        XCTAssertEqual(geometryBlobValues(content.value("UIBounds")), [0, 0, 290, 43])
        let back = try XCTUnwrap(content["UISubviews"]?.elements.first)
        XCTAssertEqual(geometryBlobValues(back.value("UIBounds")), [0, 0, 290, 44])
        XCTAssertEqual(geometryBlobValues(back.value("UICenter")), [145, 22])
    }

    func test_aTighteningLabel_inATableCell_archivesAnImmutableText() throws {
        // Xcode 8 archives a label's text that tightens its letters and shrinks its font as a
        // mutable string (Apptentive's "New Message", 8.2 to 8.3.2), but not in a table cell
        // (Mixpanel's survey answers, 7.3.1 and 8.0).
        for release in ["7.3.1", "8.0"] {
            let root = try surveyRoot(release)
            let answer = try XCTUnwrap(try prototypeCell(root)["UIContentView"]?["UISubviews"]?.elements.last)
            XCTAssertEqual(answer["UIText"]?.className, "NSString", release)
        }
        let question = try XCTUnwrap(try surveyRoot("8.0")["UISubviews"]?.elements.last)
        XCTAssertEqual(question.string("UIText"), "Question")
        XCTAssertEqual(question["UIText"]?.className, "NSMutableString")
    }

    // MARK: - A text view

    func test_aTextView_archivesItsTextInputTraits_andItsColourFlagFromXcode8() throws {
        let textView = """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="answer">
                <rect key="frame" x="15" y="107" width="290" height="72"/>
                <color key="textColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="sentences" autocorrectionType="yes" returnKeyType="done" enablesReturnKeyAutomatically="YES"/>
            </textView>
            """
        let constraints = """
            <constraint firstItem="answer" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="15" id="answerLeading"/>
            <constraint firstItem="answer" firstAttribute="top" secondItem="root" secondAttribute="top" constant="107" id="answerTop"/>
            <constraint firstAttribute="trailing" secondItem="answer" secondAttribute="trailing" constant="15" id="answerTrailing"/>
            <constraint firstAttribute="height" secondItem="answer" secondAttribute="height" multiplier="0.1" constant="15" id="answerHeight"/>
            """
        func answer(_ release: String) throws -> GraphCursor {
            let text = cocoaTouchLegacyStoryboard(toolsVersion: "5053", initial: "vc", scene(subviews: textView, constraints: constraints))
            return try XCTUnwrap(try rootView(text, release: release)["UISubviews"]?.elements.first)
        }
        // Mixpanel's survey answer view by 7.3.1 and 8.0: autocorrection on (2), the return key
        // done (9) and enabled automatically; the capitalisation, UIKit's default, unstated.
        for release in ["7.3.1", "8.0"] {
            let view = try answer(release)
            XCTAssertEqual(view.value("UIAutocorrectionType"), .integer(2, byteCount: 1), release)
            XCTAssertEqual(view.value("UIReturnKeyType"), .integer(9, byteCount: 1), release)
            XCTAssertEqual(view.value("UIEnablesReturnKeyAutomatically"), .bool(true), release)
            XCTAssertNil(view.value("UIAutocapitalizationType"), release)
        }
        XCTAssertNil(try answer("7.3.1").value("UIDisableUpdateTextColorOnTraitCollectionChange"))
        XCTAssertEqual(try answer("8.0").value("UIDisableUpdateTextColorOnTraitCollectionChange"), .bool(true))
    }

    // MARK: - A controller simulated in landscape

    func test_aControllerSimulatedInLandscape_isArchivedAtTheLandscapeScreen() throws {
        // Mixpanel's landscape takeover: an iPhone storyboard of Xcode 7 whose controller states
        // landscapeRight, its root view framed 568 × 320; Xcode 8.0 archives it at 667 × 375,
        // its background widened with it.
        let background = """
            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" id="background">
                <rect key="frame" x="0.0" y="0.0" width="568" height="320"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </imageView>
            """
        func root(_ orientation: String?) throws -> GraphCursor {
            var text = cocoaTouchLegacyStoryboard(toolsVersion: "10117", initial: "vc", scene(subviews: background, controllerChildren: orientation.map {
                #"<simulatedOrientationMetrics key="simulatedOrientationMetrics" orientation="\#($0)"/>"#
            } ?? ""))
            text = text.replacingOccurrences(of: #"width="320" height="568""#, with: #"width="568" height="320""#)
            return try rootView(text, release: "8.0")
        }
        let landscape = try root("landscapeRight")
        XCTAssertEqual(geometryBlobValues(landscape.value("UIBounds")), [0, 0, 667, 375])
        XCTAssertEqual(geometryBlobValues(landscape["UISubviews"]?.elements.first?.value("UIBounds")), [0, 0, 667, 375])
        XCTAssertEqual(geometryBlobValues(try root(nil).value("UIBounds")), [0, 0, 375, 667], "portrait without")
    }

    // MARK: - A subview one size class installs

    /// A panel holding a title and an okay button that only a variation for regular sizes
    /// names (`<include>`), with no default variation leaving it out, and a constraint whose
    /// constant varies for three size classes, listed in key order.
    private let panel = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
            <rect key="frame" x="30" y="100" width="260" height="300"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="30" y="50" width="200" height="24"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="highlightedColor"/>
                </label>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="okay">
                    <rect key="frame" x="66" y="250" width="128" height="30"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="30" id="okayHeight"/>
                    </constraints>
                    <state key="normal" title="Cool!"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="title" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="50" id="titleTop"/>
                <constraint firstItem="title" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="30" id="titleLeading"/>
                <constraint firstItem="okay" firstAttribute="centerX" secondItem="panel" secondAttribute="centerX" id="okayX"/>
                <constraint firstAttribute="bottom" secondItem="okay" secondAttribute="bottom" constant="20" id="okayBottom">
                    <variation key="heightClass=compact" constant="15"/>
                    <variation key="heightClass=regular-widthClass=compact" constant="30"/>
                    <variation key="heightClass=regular-widthClass=regular" constant="45"/>
                </constraint>
            </constraints>
            <variation key="heightClass=regular-widthClass=regular">
                <mask key="subviews">
                    <include reference="okay"/>
                </mask>
            </variation>
        </view>
        """
    private let panelPlacement = """
        <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="panelTop"/>
        <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="panelLeading"/>
        <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="30" id="panelTrailing"/>
        <constraint firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" constant="168" id="panelBottom"/>
        """

    private func panelStorages() throws -> (panel: GraphCursor, storages: [GraphCursor]) {
        let nibs = try compiledStoryboardNibs(cocoaTouchLegacyStoryboard(toolsVersion: "10117", traits: true, initial: "vc", scene(subviews: panel, constraints: panelPlacement)),
                                              release: "8.0", module: "Mixpanel", deploymentTarget: "8.0")
        let nib = try XCTUnwrap(nibs["vc-view-root.nib"])
        let root = try XCTUnwrap(nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
        let storages = try XCTUnwrap(nib["UINibTraitStorageListsKey"]?.elements.first?["UITraitStorages"]).elements
        return (try XCTUnwrap(root["UISubviews"]?.elements.first), storages)
    }

    func test_xcode8_aSubviewASizeClassInstalls_isAddedThereWithItsConstraints() throws {
        // Mixpanel's iPad takeover by 8.0: the okay button stays among the panel's subviews, and
        // the regular sizes' records add it to them, the panel's two constraints naming it to
        // the panel's, and its own height to its own; no record for the default traits.
        let (panel, storages) = try panelStorages()
        XCTAssertEqual(panel["UISubviews"]?.elements.count, 2)
        let relationships = storages.filter { $0.className == "_UIRelationshipTraitStorage" }
        XCTAssertEqual(relationships.map { $0.string("UIKeyPath") }, ["traitStorageSubviews", "traitStorageConstraints", "traitStorageConstraints"])
        guard relationships.count == 3 else { return }
        func onlyRecord(_ storage: GraphCursor) throws -> GraphCursor {
            let records = try XCTUnwrap(storage["UIRecords"]).elements
            XCTAssertEqual(records.count, 1)
            let record = try XCTUnwrap(records.first)
            XCTAssertEqual(record["UITraitCollection"]?.value("UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass"), .integer(2, byteCount: 1))
            XCTAssertEqual(record["UITraitCollection"]?.value("UITraitCollectionBuiltinTrait-_UITraitNameVerticalSizeClass"), .integer(2, byteCount: 1))
            XCTAssertEqual(record["UIRemovedObjects"]?.elements.count, 0)
            return record
        }
        let subviews = try onlyRecord(relationships[0])
        XCTAssertEqual(subviews["UIAddedObjects"]?.elements.map(\.className), ["UIButton"])
        let panelConstraints = try onlyRecord(relationships[1])
        XCTAssertEqual(panelConstraints["UIAddedObjects"]?.elements.count, 2, "okayX and okayBottom")
        let buttonConstraints = try onlyRecord(relationships[2])
        XCTAssertEqual(buttonConstraints["UIAddedObjects"]?.elements.map { $0.value("NSConstant") }, [.double(30)])
    }

    func test_aSubviewASizeClassInstalls_addsOnlyTheConstraintsItsMaskNames_whenTheViewMasksThem() throws {
        // ALCameraViewController's confirm view (Xcode 10.1): the variation that installs the
        // subviews also masks the constraints; its record adds what the mask includes, not every
        // constraint naming the subviews.
        let masked = panel.replacingOccurrences(of: #"<variation key="heightClass=regular-widthClass=regular">"#,
                                                with: #"<variation key="heightClass=regular-widthClass=regular"><mask key="constraints"><include reference="okayX"/></mask>"#)
        XCTAssertNotEqual(masked, panel)
        let nibs = try compiledStoryboardNibs(cocoaTouchLegacyStoryboard(toolsVersion: "10117", traits: true, initial: "vc", scene(subviews: masked, constraints: panelPlacement)),
                                              release: "8.0", module: "Mixpanel", deploymentTarget: "8.0")
        let storages = try XCTUnwrap(nibs["vc-view-root.nib"]?["UINibTraitStorageListsKey"]?.elements.first?["UITraitStorages"]).elements
        let panelConstraints = try XCTUnwrap(storages.first { $0.className == "_UIRelationshipTraitStorage" && $0.string("UIKeyPath") == "traitStorageConstraints" })
        let added = try XCTUnwrap(panelConstraints["UIRecords"]?.elements.first?["UIAddedObjects"]).elements
        XCTAssertEqual(added.count, 1, "okayX alone")
    }

    func test_sizeClassRecords_bothClassesFirst_thenRegularBeforeCompact() throws {
        // The bottom constant, written compact height, regular height with compact width,
        // both regular: Xcode 8.0 records both regular (45), then compact width (30), then
        // compact height (15), then the default (20).
        let (_, storages) = try panelStorages()
        let bottom = try XCTUnwrap(storages.first { $0.className == "_UIAttributeTraitStorage" })
        XCTAssertEqual(bottom["UIRecords"]?.elements.map { $0["UIValue"]?.value("UINumericConstant") },
                       [.double(45), .double(30), .double(15), .double(20)])
    }
}
