import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// The views of Apptentive's storyboard as Xcode 8.3 built them (OneBusAway's Carthage
/// build): a collection view's header and footer in nibs of their own, a grouped table at its
/// screen's size with its header and footer views as subviews, text fields and text views
/// with every key ibtool 13 writes, add buttons without a title font.
final class CocoaTouchXcode8ViewTests: XCTestCase {
    /// Apptentive's survey and message center in miniature.
    static let storyboard = cocoaTouchStoryboard(device: "retina4_7", initial: "survey", """
        <scene sceneID="survey-scene"><objects>
            <collectionViewController id="survey" sceneMemberID="viewController">
                <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="questions" customClass="SurveyCollectionView">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="800"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="0.0" minimumInteritemSpacing="0.0" id="layout" customClass="SurveyLayout">
                        <size key="itemSize" width="306" height="44"/>
                        <size key="headerReferenceSize" width="306" height="71"/>
                        <size key="footerReferenceSize" width="50" height="31"/>
                        <inset key="sectionInset" minX="7" minY="6" maxX="7" maxY="0.0"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Choice" id="choice"><rect key="frame" x="7" y="77" width="306" height="44"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="choice-content"><rect key="frame" x="0.0" y="0.0" width="306" height="44"/>
                                <subviews><button opaque="NO" contentMode="scaleToFill" buttonType="contactAdd" id="add"><rect key="frame" x="8" y="11" width="22" height="22"/>
                                    <connections><action selector="add:" destination="survey" eventType="touchUpInside" id="add-action"/></connections></button></subviews>
                            </view>
                        </collectionViewCell>
                    </cells>
                    <collectionReusableView key="sectionHeaderView" opaque="NO" contentMode="center" reuseIdentifier="Question" id="question" customClass="QuestionView"><rect key="frame" x="0.0" y="0.0" width="320" height="71"/></collectionReusableView>
                    <collectionReusableView key="sectionFooterView" opaque="NO" contentMode="center" reuseIdentifier="Footer" id="footer"><rect key="frame" x="0.0" y="121" width="320" height="31"/></collectionReusableView>
                    <connections><outlet property="dataSource" destination="survey" id="source"/></connections>
                </collectionView>
            </collectionViewController>
        </objects></scene>
        <scene sceneID="center-scene"><objects>
            <tableViewController storyboardIdentifier="MessageCenter" id="center" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="6" sectionFooterHeight="6" id="messages">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="623"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <view key="tableHeaderView" contentMode="scaleToFill" id="greeting"><rect key="frame" x="0.0" y="0.0" width="375" height="258"/></view>
                    <view key="tableFooterView" contentMode="scaleToFill" id="profile"><rect key="frame" x="0.0" y="898" width="375" height="300"/>
                        <subviews>
                            <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" minimumFontSize="17" id="email">
                                <rect key="frame" x="18" y="88" width="323" height="30"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits" autocorrectionType="no" spellCheckingType="no" keyboardType="emailAddress" returnKeyType="send"/>
                            </textField>
                            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="This is a context message." textAlignment="natural" id="context">
                                <rect key="frame" x="15" y="130" width="345" height="19.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </textView>
                        </subviews>
                    </view></tableView>
            </tableViewController>
        </objects></scene>
        """)

    func nibs(release: String = "8.3") throws -> [String: GraphCursor] {
        try compiledStoryboardNibs(Self.storyboard, release: release)
    }

    func rootView(_ prefix: String, release: String = "8.3") throws -> GraphCursor {
        let nib = try XCTUnwrap(try nibs(release: release).first { $0.key.hasPrefix(prefix + "-view") }?.value)
        return try XCTUnwrap(nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className != "UIProxyObject" })
    }

    /// A dictionary's entries by key text.
    func entries(_ dictionary: GraphCursor?) throws -> [String: GraphCursor] {
        let elements = try XCTUnwrap(dictionary).elements
        var result: [String: GraphCursor] = [:]
        for index in stride(from: 0, to: elements.count - 1, by: 2) { result[elements[index].text ?? ""] = elements[index + 1] }
        return result
    }

    func test_collectionHeaderAndFooter_haveNibsOfTheirOwn_andStandInAsPlainReusableViews() throws {
        let collection = try rootView("survey")
        XCTAssertEqual(collection.value("UIDelegate"), .null, "prototypes: a nil delegate in Xcode 8 too")
        let layout = try XCTUnwrap(collection["UICollectionLayout"])
        XCTAssertEqual(layout.string("UIClassName"), "SurveyLayout")
        XCTAssertEqual(geometryBlobValues(layout.value("UIHeaderReferenceSize")), [306, 71])
        XCTAssertEqual(geometryBlobValues(layout.value("UIFooterReferenceSize")), [50, 31])
        let nibs = try entries(collection["UICollectionViewSupplementaryViewNibDict"])
        XCTAssertEqual(nibs.keys.sorted(), ["UICollectionElementKindSectionFooter/Footer", "UICollectionElementKindSectionHeader/Question"])
        let headerBytes = try XCTUnwrap(nibs["UICollectionElementKindSectionHeader/Question"]?["archiveData"]?.value("NS.bytes"))
        guard case .data(let bytes) = headerBytes else { return XCTFail("nib bytes") }
        let header = try XCTUnwrap(GraphCursor(try CompiledNibFile(bytes: bytes).graph)["UINibTopLevelObjectsKey"]?.elements.first)
        XCTAssertEqual(header.string("UIClassName"), "QuestionView")
        XCTAssertEqual(header.string("UIReuseIdentifier"), "Question")
        XCTAssertNotNil(collection["UICollectionViewSupplementaryViewPrototypeNibExternalObjects"])
        // Where the layout puts them with no items: the header at the top, the footer after
        // the section insets (71 + 6 + 0), as wide as the collection view.
        let placeholders = try XCTUnwrap(collection["UISubviews"]).elements
        XCTAssertEqual(placeholders.map { $0.string("UIReuseIdentifier") }, ["IBUICollectionViewFooterReuseIdentifier", "IBUICollectionViewHeaderReuseIdentifier"])
        XCTAssertEqual(placeholders.map { geometryBlobValues($0.value("UICenter")) }, [[160, 92.5], [160, 35.5]])
        XCTAssertEqual(geometryBlobValues(collection.value("UIContentSize")), [320, 108])
        // Neither is compiled into the view nib itself.
        let listed = try XCTUnwrap(try self.nibs().first { $0.key.hasPrefix("survey-view") }?.value["UINibObjectsKey"]).elements
        XCTAssertFalse(listed.contains { $0.string("UIClassName") == "QuestionView" })
    }

    func test_collectionViewControllers_archiveTheirDefaultSelectionClearing_beforeXcode8_3() throws {
        // Apptentive's survey: Xcode 8.2 archives the default (as for table view controllers), 8.3 does not.
        func controller(_ release: String) throws -> GraphCursor {
            try XCTUnwrap(try nibs(release: release)["UICollectionViewController-survey.nib"]?["UINibTopLevelObjectsKey"]?.elements
                .first { $0.className == "UICollectionViewController" })
        }
        XCTAssertEqual(try controller("8.2").value("UIClearsSelectionOnViewWillAppear"), .bool(true))
        XCTAssertNil(try controller("8.3").value("UIClearsSelectionOnViewWillAppear"))
    }

    func test_prototypeCellsAndHeadersOfXcode9_listABlankGuideFirst() throws {
        // Apptentive's survey cells and question header, Xcode 9.2 (not 8.3).
        func listed(_ release: String, _ dictionary: String, _ key: String) throws -> [String?] {
            let nib = try entries(try rootView("survey", release: release)[dictionary])[key]
            guard case .data(let bytes) = try XCTUnwrap(nib?["archiveData"]?.value("NS.bytes")) else { throw CocoaError(.featureUnsupported) }
            return try XCTUnwrap(GraphCursor(try CompiledNibFile(bytes: bytes).graph)["UINibObjectsKey"]).elements.map(\.className)
        }
        XCTAssertTrue(try listed("9.2", "UICollectionViewCellNibDict", "Choice").contains("UILayoutGuide"))
        XCTAssertTrue(try listed("9.2", "UICollectionViewSupplementaryViewNibDict", "UICollectionElementKindSectionHeader/Question").contains("UILayoutGuide"))
        XCTAssertFalse(try listed("8.3", "UICollectionViewCellNibDict", "Choice").contains("UILayoutGuide"))
    }

    func test_aCellReachingTheController_namesItsPlaceholderAnew_beforeXcode11_4() throws {
        // Apptentive's survey cells: an id made up for the view nib's placeholder, not the
        // view nib's own name for the controller, and not a number.
        let all = try nibs()
        let view = try XCTUnwrap(all.first { $0.key.hasPrefix("survey-view") }?.value)
        let controllerName = try XCTUnwrap(view["UINibTopLevelObjectsKey"]?.elements.compactMap { $0.string("UIProxiedObjectIdentifier") }
            .first { $0.hasPrefix("UpstreamPlaceholder-") })
        let cellNames = try entries(try rootView("survey")["UICollectionViewCellPrototypeNibExternalObjects"])
        let choice = try XCTUnwrap(cellNames["Choice"]).elements.compactMap(\.text)
        XCTAssertEqual(choice.count, 1)
        XCTAssertNotEqual(choice.first, controllerName)
        XCTAssertNotEqual(choice.first, "UpstreamPlaceholder-1")
        XCTAssertNotNil(choice.first?.range(of: #"^UpstreamPlaceholder-[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}$"#, options: .regularExpression),
                        "an Interface Builder object id")
        XCTAssertEqual(try entries(try rootView("survey", release: "13.2")["UICollectionViewCellPrototypeNibExternalObjects"])["Choice"]?.elements.first?.text,
                       "UpstreamPlaceholder-1")
    }

    func test_groupedTable_atTheScreensSize_withItsHeaderAndFooterAsSubviews() throws {
        let table = try rootView("center")
        XCTAssertEqual(geometryBlobValues(table.value("UIBounds")), [0, 0, 375, 667], "the screen, not the frame above the toolbar")
        XCTAssertEqual(table.value("UIStyle"), .integer(1, byteCount: 1))
        XCTAssertNil(table.value("UITableViewStyle"))
        XCTAssertEqual(table.value("UISectionHeaderHeight"), .float(6))
        XCTAssertEqual(table.value("UISectionFooterHeight"), .float(6))
        XCTAssertEqual(try XCTUnwrap(table["UISubviews"]).elements.map(\.index), [try XCTUnwrap(table["UITableFooterView"]).index, try XCTUnwrap(table["UITableHeaderView"]).index])
        XCTAssertEqual(geometryBlobValues(table.value("UIContentSize")), [375, 564], "header, section padding, footer")
    }

    func test_xcode8Strings_fontsAndTextViewTraits() throws {
        // Apptentive's survey field and "New Message" label (mutable text), greeting (a light
        // font's traits), message cells (a coloured text view keeps its colour; traits naming no
        // capitalisation mean none) and attachment strip (a section of no items spans its insets).
        let text = cocoaTouchDocument(toolsVersion: "12121", """
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" text="One Line" borderStyle="roundedRect" minimumFontSize="17" id="field"><rect key="frame" x="8" y="8" width="200" height="30"/><fontDescription key="fontDescription" type="system" pointSize="14"/></textField>
                    <label opaque="NO" contentMode="left" text="New Message" lineBreakMode="tailTruncation" minimumScaleFactor="0.5" adjustsLetterSpacingToFitWidth="YES" id="shrinking"><rect key="frame" x="8" y="40" width="102" height="18"/><fontDescription key="fontDescription" type="system" weight="light" pointSize="22"/></label>
                    <label opaque="NO" contentMode="left" text="0" lineBreakMode="characterWrap" adjustsLetterSpacingToFitWidth="YES" adjustsFontSizeToFit="NO" id="steady"><rect key="frame" x="8" y="60" width="20" height="18"/><fontDescription key="fontDescription" type="system" pointSize="12"/></label>
                    <textView clipsSubviews="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="Hello" id="message"><rect key="frame" x="8" y="80" width="300" height="20"/>
                        <color key="textColor" red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/><fontDescription key="fontDescription" type="system" pointSize="17"/><textInputTraits key="textInputTraits"/></textView>
                    <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="none" id="strip"><rect key="frame" x="0.0" y="120" width="375" height="80"/>
                        <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="16" minimumInteritemSpacing="16" id="strip-layout"><size key="itemSize" width="60" height="80"/><inset key="sectionInset" minX="16" minY="8" maxX="16" maxY="8"/></collectionViewFlowLayout>
                    </collectionView>
                </subviews>
            </view>
            """)
        func objects(_ release: String) throws -> [GraphCursor] {
            try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: release))["UINibObjectsKey"]).elements
        }
        let old = try objects("8.3")
        let field = try XCTUnwrap(old.first { $0.className == "UITextField" })
        XCTAssertEqual(field["UIText"]?.className, "NSMutableString")
        let labels = old.filter { $0.className == "UILabel" }
        XCTAssertEqual(labels.map { $0["UIText"]?.className }, ["NSMutableString", "NSString"], "mutable only when the font shrinks too")
        XCTAssertEqual(labels.first?["UIFont"]?.value("UIFontTraits"), .integer(8, byteCount: 1), "a light system font")
        let view = try XCTUnwrap(old.first { $0.className == "UITextView" })
        XCTAssertEqual(view.value("UIDisableUpdateTextColorOnTraitCollectionChange"), .bool(true))
        XCTAssertEqual(view.value("UIAutocapitalizationType"), .integer(0, byteCount: 1))
        XCTAssertEqual(view["UIAttributedText"]?["NSString"]?.index, try XCTUnwrap(view["UIText"]).index,
                       "the attributed text holds the plain text's own string")
        let localized = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: "8.3", path: "Base.lproj/Cells.xib"))["UINibObjectsKey"])
            .elements.first { $0.className == "UITextView" }
        XCTAssertEqual(localized?["UIText"]?.className, "NSLocalizableString")
        XCTAssertEqual(localized?["UIAttributedText"]?["NSString"]?.className, "NSString")
        // DuckDuckGo's Base.lproj text views (Xcode 13.2.1): the development text, one object (6 of 6).
        XCTAssertEqual(localized?["UIAttributedText"]?["NSString"]?.index, localized?["UIText"]?["NSDev"]?.index,
                       "a localizable text's attributed text holds its development text")
        // Only a long text gets a mutable string of its own (a quiz's text view by 12.5.1 showed
        // 529 bytes: `CocoaTouchMapboxNavigationTests`); a short one shares it in Xcode 12 too.
        let twelve = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: "12.5.1", path: "Base.lproj/Cells.xib"))["UINibObjectsKey"])
            .elements.first { $0.className == "UITextView" }
        XCTAssertEqual(twelve?["UIAttributedText"]?["NSString"]?.index, twelve?["UIText"]?["NSDev"]?.index)
        let strip = try XCTUnwrap(old.first { $0.className == "UICollectionView" })
        XCTAssertEqual(geometryBlobValues(strip.value("UIContentSize")), [32, 80])
        // Later releases: plain strings, no colour key on text views; the light font keeps its
        // traits (SwiftPasscodeLock's keypad, Xcode 11.4).
        let later = try objects("13.2")
        XCTAssertEqual(later.first { $0.className == "UITextField" }?["UIText"]?.className, "NSString")
        XCTAssertEqual(try objects("11.4").first { $0.className == "UILabel" }?["UIFont"]?.value("UIFontTraits"), .integer(8, byteCount: 1))
        XCTAssertNil(later.first { $0.className == "UITextView" }?.value("UIDisableUpdateTextColorOnTraitCollectionChange"))
    }

    func test_textFieldsAndTextViews_archiveWhatIbtool13Does_addButtonsNoFont() throws {
        let objects = try XCTUnwrap(try nibs().first { $0.key.hasPrefix("center-view") }?.value["UINibObjectsKey"]).elements
        let field = try XCTUnwrap(objects.first { $0.className == "UITextField" })
        XCTAssertEqual(field["UITextColor"]?.string("UISystemColorName"), "blackColor")
        XCTAssertEqual(field.value("UIBorderStyle"), .integer(3, byteCount: 1))
        XCTAssertEqual(field.value("UIKeyboardType"), .integer(7, byteCount: 1))
        XCTAssertEqual(field.value("UIAutocorrectionType"), .integer(1, byteCount: 1))
        XCTAssertNil(field.value("UISpellCheckingType"), "Xcode 8.3 archives no spell checking")
        XCTAssertNotNil(field["UIFont"])
        let text = try XCTUnwrap(objects.first { $0.className == "UITextView" })
        XCTAssertEqual(geometryBlobValues(text.value("UIContentSize")), [345, 19.5])
        XCTAssertEqual(text["UIAttributedText"]?.string("NSString"), "This is a context message.")
        let cellNib = try entries(try rootView("survey")["UICollectionViewCellNibDict"])["Choice"]
        guard case .data(let bytes) = try XCTUnwrap(cellNib?["archiveData"]?.value("NS.bytes")) else { return XCTFail("nib bytes") }
        let button = try XCTUnwrap(GraphCursor(try CompiledNibFile(bytes: bytes).graph)["UINibObjectsKey"]?.elements.first { $0.className == "UIButton" })
        XCTAssertNil(button["UIFont"])
        XCTAssertEqual(button.string("UIViewContentHuggingPriority"), "{250, 250}")
    }
}
