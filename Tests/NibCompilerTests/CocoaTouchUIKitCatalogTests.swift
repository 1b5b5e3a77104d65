import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// What ibtool 11.2 and 15.0 wrote for Apple's UIKitCatalog sample (appium/ios-uicatalog's
/// simulator builds of 2019 and 2023, its twenty storyboards saved by an Xcode 11 beta, iOS 13.0
/// deployment target): the first Apple-compiled steppers, page controls, search bars, segmented
/// controls, date pickers, split view controller and static tables of Xcode 11 NibForge measured
/// against, and the first nibs of Xcode 15 (iOS 17's encoders).
final class CocoaTouchUIKitCatalogTests: XCTestCase {
    /// The subviews of a view document's root view compiled as ibtool `release` did.
    private func subviews(_ elements: String, release: String = "11.2", options: ((inout CompileOptions) -> Void)? = nil) throws -> [GraphCursor] {
        let text = cocoaTouchViewDocument(toolsVersion: "14810.12", size: (width: 375, height: 667), subviews: elements)
        var compileOptions = CompileOptions()
        compileOptions.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: release)
        options?(&compileOptions)
        guard case .nib(let bytes) = try NibCompiler.compile(try InterfaceDocument(parsing: Array(text.utf8), path: "view.xib"), options: compileOptions) else {
            throw XCTSkip("a view document compiles to one nib")
        }
        let root = GraphCursor(try CompiledNibFile(bytes: bytes).graph)
        return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements
    }

    func test_anXcode11BetaSystemColour_isArchivedAsItsSystemColour() throws {
        // `xcode11CocoaTouchSystemColor`, the betas' attribute: all 18 of the sample's backgrounds
        // are archived `systemBackgroundColor`, a plain table's `tableBackgroundColor`.
        let views = try subviews("""
            <view contentMode="scaleToFill" id="plain">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <color key="backgroundColor" xcode11CocoaTouchSystemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>
            </view>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                <rect key="frame" x="0.0" y="100" width="375" height="300"/>
                <color key="backgroundColor" xcode11CocoaTouchSystemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>
            </tableView>
            """)
        XCTAssertEqual(views.map { $0["UIBackgroundColor"]?.string("UISystemColorName") }, ["systemBackgroundColor", "tableBackgroundColor"])
        XCTAssertEqual(views[0]["UIBackgroundColor"]?.value("UIWhite"), .float(1))
    }

    func test_controls_stateWhatUIKitsIOS13EncodersWrite() throws {
        let controls = try subviews("""
            <pickerView contentMode="scaleToFill" id="picker">
                <rect key="frame" x="0.0" y="0.0" width="375" height="216"/>
            </pickerView>
            <stepper opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="10" id="stepper">
                <rect key="frame" x="140.5" y="8" width="94" height="28"/>
            </stepper>
            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" id="pages">
                <rect key="frame" x="16" y="230" width="343" height="37"/>
                <color key="pageIndicatorTintColor" red="0.66666666666666663" green="0.66666666666666663" blue="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </pageControl>
            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progressViewStyle="bar" progress="0.5" id="bar">
                <rect key="frame" x="20" y="281.5" width="340" height="2.5"/>
            </progressView>
            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" id="default">
                <rect key="frame" x="20" y="300" width="340" height="2"/>
            </progressView>
            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="toggle">
                <rect key="frame" x="163.5" y="406.5" width="51" height="31"/>
            </switch>
            """)
        let picker = controls[0], stepper = controls[1], pages = controls[2], bar = controls[3], progress = controls[4]
        // A picker's selection bar is not archived (Xcode 8.1 to 8.3 archive it, 9.2 not:
        // appium's older UICatalog's pickers by 8.2.1 and 9.2).
        XCTAssertNil(picker.value("UIShowsSelectionBar"))
        let pickerText = #"<pickerView contentMode="scaleToFill" id="picker"><rect key="frame" x="0.0" y="0.0" width="375" height="216"/></pickerView>"#
        XCTAssertEqual(try subviews(pickerText, release: "8.3").first?.value("UIShowsSelectionBar"), .bool(true))
        XCTAssertNil(try subviews(pickerText, release: "9.2").first?.value("UIShowsSelectionBar"))
        // iOS 13's stepper is 94 × 32 from the frame's origin, hugging at 750 by default.
        XCTAssertEqual(geometryBlobValues(stepper.value("UIBounds")), [0, 0, 94, 32])
        XCTAssertEqual(geometryBlobValues(stepper.value("UICenter")), [187.5, 24])
        XCTAssertNil(stepper.value("UIViewContentHuggingPriority"))
        // A page control: no current page 0, hugging stated, tints to ten significant digits.
        XCTAssertNil(pages.value("UICurrentPage"))
        XCTAssertEqual(pages.string("UIViewContentHuggingPriority"), "{250, 250}")
        XCTAssertEqual(pages["UIPageIndicatorTintColor"]?.value("UIRed-Double"), .double(0.6666666667))
        // Progress views 3 points high as bars, 2 otherwise, from the frame's origin.
        XCTAssertEqual(geometryBlobValues(bar.value("UIBounds")), [0, 0, 340, 3])
        XCTAssertEqual(geometryBlobValues(bar.value("UICenter")), [190, 283])
        XCTAssertEqual(geometryBlobValues(progress.value("UIBounds")), [0, 0, 340, 2])
        // A bar is 2.5 high in Xcode 8.0 to 9.2 (appium's older UICatalog's, framed 3, by 8.2.1 and
        // 9.2); 7.3.1 and 9.3 keep the frame's height.
        let barText = #"<progressView opaque="NO" contentMode="scaleToFill" progressViewStyle="bar" progress="0.5" id="bar"><rect key="frame" x="20" y="21" width="285" height="3"/></progressView>"#
        XCTAssertEqual(geometryBlobValues(try subviews(barText, release: "8.2.1").first?.value("UIBounds")), [0, 0, 285, 2.5])
        XCTAssertEqual(geometryBlobValues(try subviews(barText, release: "9.2").first?.value("UICenter")), [162.5, 22.25])
        XCTAssertEqual(geometryBlobValues(try subviews(barText, release: "7.3").first?.value("UIBounds")), [0, 0, 285, 3])
        XCTAssertEqual(geometryBlobValues(try subviews(barText, release: "9.3").first?.value("UIBounds")), [0, 0, 285, 3])
        // A switch at a half point (on the pixel grid of a 2x screen) is framed again at load.
        let nib = GraphCursor(try compiledCocoaTouchGraph(cocoaTouchViewDocument(toolsVersion: "14810.12", size: (width: 375, height: 667), subviews: """
            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="toggle">
                <rect key="frame" x="163.5" y="406.5" width="51" height="31"/>
            </switch>
            """), release: "11.2"))
        let frame = nib["UINibKeyValuePairsKey"]?.elements.first { $0.string("UIKeyPath") == "frame" }
        XCTAssertEqual(frame?["UIValue"]?.string("NS.rectval"), "{{163.5, 406.5}, {51, 31}}")
    }

    func test_aDatePickerWhoseDocumentNamesNoDate_archivesTheCompilesTime_andCompareAcceptsAnother() throws {
        let element = """
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="1" id="picker">
                <rect key="frame" x="27.5" y="225.5" width="320" height="216"/>
            </datePicker>
            """
        let compiledAt = Date(timeIntervalSinceReferenceDate: 591_963_205.531_99)
        let picker = try XCTUnwrap(try subviews(element) { $0.compilationTime = compiledAt }.first)
        XCTAssertEqual(picker["UIDate"]?.value("NS.time"), .double(591_963_205.531_99))
        XCTAssertEqual(picker.string("UIViewContentHuggingPriority"), "{250, 250}")
        // Two compiles an hour apart differ only by that date, which UIKit replaces at load.
        let text = cocoaTouchViewDocument(toolsVersion: "14810.12", size: (width: 375, height: 667), subviews: element)
        func compiled(_ time: Date) throws -> [UInt8] {
            var options = CompileOptions()
            options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: "11.2")
            options.compilationTime = time
            guard case .nib(let bytes) = try NibCompiler.compile(try InterfaceDocument(parsing: Array(text.utf8), path: "view.xib"), options: options) else { return [] }
            return bytes
        }
        var notes = ComparisonNotes()
        let differences = NibComparison.differences(try CompiledNibFile(bytes: compiled(compiledAt)).graph,
                                                    try CompiledNibFile(bytes: compiled(compiledAt + 3600)).graph, limit: 20, notes: &notes)
        XCTAssertTrue(differences.isEmpty, "\(differences)")
        XCTAssertEqual(notes.compileTimeDates, 1)
    }

    func test_aSearchBar_statesItsDefaults_andIsNotOpaque() throws {
        let bar = try XCTUnwrap(try subviews("""
            <searchBar contentMode="redraw" id="search">
                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                <textInputTraits key="textInputTraits"/>
            </searchBar>
            """).first)
        XCTAssertNil(bar.value("UIOpaque"))
        XCTAssertEqual(bar.string("UIViewContentHuggingPriority"), "{250, 250}")
        XCTAssertEqual(bar.value("UISearchBarTranslucence"), .integer(1, byteCount: 1))
        XCTAssertEqual(bar.string("UIText"), "")
        XCTAssertEqual(bar.value("UIEnablesReturnKeyAutomatically"), .bool(false))
        XCTAssertEqual(bar.value("UISecureTextEntry"), .bool(false))
    }

    func test_aWebView_archivesIOS13WebKitsDefaults() throws {
        let view = try XCTUnwrap(try subviews(cocoaTouchCatalogWebView(height: 667)).first)
        let configuration = try XCTUnwrap(view["configuration"])
        XCTAssertEqual(configuration.value("dataDetectorTypes"), .integer(-1, byteCount: 8), "every kind when the document names none")
        XCTAssertEqual(configuration.value("allowsInlineMediaPlaybackAfterFullscreen"), .bool(true))
        XCTAssertNil(configuration["preferences"]?.value("textInteractionEnabled"))
        // Background printing is iOS 16.4's: Xcode 14.1 archives none, 14.3.1 does.
        let fourteenOne = try XCTUnwrap(try subviews(cocoaTouchCatalogWebView(height: 667), release: "14.1").first?["configuration"]?["preferences"])
        XCTAssertNil(fourteenOne.value("shouldPrintBackgrounds"))
        XCTAssertEqual(try subviews(cocoaTouchCatalogWebView(height: 667), release: "14.3").first?["configuration"]?["preferences"]?.value("shouldPrintBackgrounds"), .bool(false))
        XCTAssertEqual(view.string("customUserAgent"), "")
    }

    func test_aStaticCellsOwnLabels_areTableViewLabels_withTheAttributedTextUILabelMakes() throws {
        /// The text label of a styled static cell whose label is aligned as `alignment` says.
        func cellLabel(_ alignment: String, release: String, target: String? = nil) throws -> GraphCursor {
            let storyboard = staticTableStoryboard(device: "retina4_7", controller: "list", height: 44,
                                                   cellAttributes: #"textLabel="label" style="IBUITableViewCellStyleDefault""#, subviews: """
                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Simple" \(alignment) lineBreakMode="tailTruncation" id="label">
                    <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                    <fontDescription key="fontDescription" type="system" pointSize="18"/>
                    <nil key="textColor"/>
                </label>
                """)
            let nibs = try compiledStoryboardNibs(storyboard, release: release, deploymentTarget: target)
            let nib = try XCTUnwrap(nibs["list-view-table.nib"] ?? nibs["list-view-table.nib/objects-13.0+.nib"])
            let dataSource = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableViewDataSource" }
            return try XCTUnwrap(dataSource?["UITableSections"]?.elements.first?["UITableSectionRows"]?.elements.first?["UITableRowCell"]?["UITextLabel"])
        }
        let label = try cellLabel("", release: "11.2")
        XCTAssertEqual(label.className, "UITableViewLabel")
        let text = try XCTUnwrap(label["UIAttributedText"])
        XCTAssertEqual(text.className, "NSMutableAttributedString")
        XCTAssertEqual(text["NSString"]?.text, "Simple")
        let attributes = try XCTUnwrap(text["NSAttributes"])
        XCTAssertEqual(Self.keys(of: attributes), ["NSParagraphStyle", "NSColor", "NSFont", "NSShadow"])
        XCTAssertEqual(Self.value("NSFont", of: attributes)?.index, label["UIFont"]?.index, "the label's own font object")
        XCTAssertEqual(Self.value("NSColor", of: attributes)?.index, label["UITextColor"]?.index)
        let style = try XCTUnwrap(Self.value("NSParagraphStyle", of: attributes))
        XCTAssertEqual(style.className, "NSMutableParagraphStyle")
        XCTAssertEqual(style.value("NSLineBreakMode"), .integer(4, byteCount: 1))
        XCTAssertEqual(style.value("NSLineBreakStrategy"), .integer(1, byteCount: 1))
        XCTAssertEqual(Self.value("NSShadow", of: attributes)?.value("NSShadowVert"), .double(1))
        // A natural label keeps UIKit's own (immutable) style.
        let natural = try cellLabel(#"textAlignment="natural""#, release: "11.2")
        let naturalStyle = try XCTUnwrap(natural["UIAttributedText"]?["NSAttributes"].flatMap { Self.value("NSParagraphStyle", of: $0) })
        XCTAssertEqual(naturalStyle.className, "NSParagraphStyle")
        XCTAssertEqual(naturalStyle.value("NSAlignment"), .integer(4, byteCount: 1))
        // Only for an iOS 13 deployment target: OmiseSDK's cells by 11.2 for iOS 8 have none, in
        // its iOS 13 variant too.
        XCTAssertNil(try cellLabel("", release: "11.2", target: "8.0")["UIAttributedText"])
        // Xcode 7.3.1, 11.5 and 13 archive the table view labels without it.
        for release in ["7.3", "11.5", "13.2"] {
            XCTAssertEqual(try cellLabel("", release: release).className, "UITableViewLabel", release)
            XCTAssertNil(try cellLabel("", release: release)["UIAttributedText"], release)
        }
    }

    func test_xcode7_statesAStaticRowsHeight_asTheTables() throws {
        // appium's UICatalog as Xcode 7.3.1 built it: rows of a table 44 high, none of their own,
        // archive 44; later releases archive UIKit's automatic height, -1.
        let storyboard = staticTableStoryboard(device: "retina4_7", controller: "list", height: 44, subviews: "")
        func rowHeight(_ release: String) throws -> ArchivedValue? {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(storyboard, release: release)["list-view-table.nib"])
            let source = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UITableViewDataSource" }
            return source?["UITableSections"]?.elements.first?["UITableSectionRows"]?.elements.first?.value("UITableRowHeight")
        }
        XCTAssertEqual(try rowHeight("7.3"), .float(44))
        XCTAssertEqual(try rowHeight("13.2"), .float(-1))
    }

    /// The keys of an inlined dictionary (keys and values alternate among its elements).
    private static func keys(of dictionary: GraphCursor) -> [String?] {
        dictionary.elements.enumerated().filter { $0.offset % 2 == 0 }.map(\.element.text)
    }

    /// The value under `key` of an inlined dictionary.
    private static func value(_ key: String, of dictionary: GraphCursor) -> GraphCursor? {
        let elements = dictionary.elements
        guard let position = stride(from: 0, to: elements.count - 1, by: 2).first(where: { elements[$0].text == key }) else { return nil }
        return elements[position + 1]
    }

    func test_aStaticTablesDataSource_comesBeforeTheControllersPlaceholder() throws {
        let storyboard = staticTableStoryboard(device: "retina4_7", controller: "switches", height: 44, subviews: """
            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="toggle">
                <rect key="frame" x="162" y="6" width="51" height="31"/>
            </switch>
            """, connections: #"<outlet property="toggle" destination="toggle" id="toggle-outlet"/>"#)
        func topLevel(_ release: String) throws -> [String] {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(storyboard, release: release)["switches-view-table.nib"])
            return try XCTUnwrap(nib["UINibTopLevelObjectsKey"]).elements.map { element in
                element.string("UIProxiedObjectIdentifier").map { $0.hasPrefix("UpstreamPlaceholder") ? "Upstream" : $0 } ?? element.className ?? "?"
            }
        }
        XCTAssertEqual(try topLevel("11.2"), ["UITableView", "IBFilesOwner", "IBFirstResponder", "UITableViewDataSource", "Upstream"])
        XCTAssertEqual(try topLevel("13.2"), ["IBFilesOwner", "IBFirstResponder", "Upstream", "UITableView", "UITableViewDataSource"])
    }

    /// A split view controller (`splitView`) of two navigation controllers, the detail's with a
    /// storyboard identifier (`navDetail`), as UIKitCatalog's main storyboard.
    private static let splitStoryboard = cocoaTouchStoryboard(device: "retina4_7", initial: "split", """
        <scene sceneID="split-scene"><objects>
            <splitViewController storyboardIdentifier="splitView" id="split" sceneMemberID="viewController">
                <connections>
                    <segue destination="master" kind="relationship" relationship="masterViewController" id="to-master"/>
                    <segue destination="detail" kind="relationship" relationship="detailViewController" id="to-detail"/>
                </connections>
            </splitViewController>
        </objects></scene>
        \(cocoaTouchNavigationScenes("master", root: "master-root"))
        \(cocoaTouchNavigationScenes("detail", identifier: "navDetail", root: "detail-root"))
        """)

    func test_aSplitViewController_givesEachChildItsStoryboard_andSwapsOnlyNavigationControllersWithNibsOfTheirOwn() throws {
        let storyboard = Self.splitStoryboard
        let nib = try XCTUnwrap(try compiledStoryboardNibs(storyboard, release: "11.2")["splitView.nib"])
        let topLevel = try XCTUnwrap(nib["UINibTopLevelObjectsKey"]).elements
        XCTAssertEqual(topLevel.map { $0.string("UIProxiedObjectIdentifier") ?? $0.className },
                       ["UIStoryboardPlaceholder", "UIStoryboardPlaceholder", "UIStoryboardPlaceholder", "UIStoryboardPlaceholder",
                        "UIClassSwapper", "IBFilesOwner", "IBFirstResponder", "UIStoryboardPlaceholder"])
        let split = try XCTUnwrap(topLevel.first { $0.string("UIOriginalClassName") == "UISplitViewController" })
        let children = try XCTUnwrap(split["UIChildViewControllers"]).elements
        XCTAssertEqual(children.map(\.className), ["UINavigationController", "UIClassSwapper"], "the detail's navigation controller has a nib of its own")
        XCTAssertEqual(split["UIViewControllers"]?.className, "NSArray")
        XCTAssertEqual(children.first?["UINavigationBar"]?.value("UIClipsToBounds"), .bool(true))
        XCTAssertEqual(children.first?["UINavigationBar"]?.value("UIMultipleTouchEnabled"), .bool(true))
        // The nib lists the detail's objects before the master's.
        let listed = try XCTUnwrap(nib["UINibObjectsKey"]).elements.filter { $0.className != "UIProxyObject" }
        XCTAssertEqual(listed.prefix(3).map { $0.string("UIStoryboardIdentifier") ?? $0.className ?? "" }, ["splitView", "navDetail", "UINavigationController"])
        let storyboardOutlets = try XCTUnwrap(nib["UINibConnectionsKey"]).elements.filter { $0.string("UILabel") == "storyboard" }
        XCTAssertEqual(storyboardOutlets.count, 5)
        XCTAssertEqual(Set(storyboardOutlets.compactMap { $0["UIDestination"]?.index }).count, 5, "a storyboard proxy for each controller")
    }

    func test_aLaunchScreensNavigationRoot_isAPlainController_andItsSafeAreaAListedBlankGuide() throws {
        let storyboard = cocoaTouchStoryboard(device: "retina4_7", rootAttributes: #"launchScreen="YES""#, initial: "navigation",
                                              cocoaTouchNavigationScenes("navigation", root: "root"))
        let nibs = try compiledStoryboardNibs(storyboard, release: "11.2", path: "Base.lproj/LaunchScreen.storyboard")
        let scene = try XCTUnwrap(nibs["UINavigationController-navigation.nib"], "\(nibs.keys.sorted())")
        let navigation = try XCTUnwrap(scene["UINibTopLevelObjectsKey"]?.elements.first { $0.string("UIOriginalClassName") == "UINavigationController" })
        XCTAssertEqual(navigation["UIViewControllers"]?.elements.map(\.className), ["UIViewController"])
        XCTAssertEqual(geometryBlobValues(navigation["UINavigationBar"]?.value("UIBounds")), [0, 0, 0, 44])
        let view = try XCTUnwrap(nibs["root-view-root-view.nib"], "\(nibs.keys.sorted())")
        XCTAssertEqual(try XCTUnwrap(view["UINibObjectsKey"]).elements.map(\.className), ["UIView", "UIProxyObject", "UIProxyObject", "UILayoutGuide"])
    }

    // MARK: Xcode 12.3 to 15.3

    func test_fromXcode13_controlDefaults_fontOptions_andLabelColours() throws {
        let elements = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" lineBreakMode="tailTruncation" id="label">
                <rect key="frame" x="16" y="0.0" width="343" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
            </label>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" id="field">
                <rect key="frame" x="16" y="40" width="220" height="34"/>
                <fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" id="segments">
                <rect key="frame" x="16" y="90" width="200" height="32"/>
                <segments>
                    <segment title="First"/>
                    <segment title="Second"/>
                </segments>
            </segmentedControl>
            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" id="pages">
                <rect key="frame" x="16" y="130" width="343" height="37"/>
            </pageControl>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="contactAdd" lineBreakMode="middleTruncation" id="add">
                <rect key="frame" x="175" y="300" width="25" height="24"/>
            </button>
            """
        // Segmented controls state their pointer interaction, page controls their current page 0,
        // image-type buttons without a state have no font (13.2 to 15.3; 11.2 none of these).
        for release in ["13.2", "15.2"] {
            let views = try subviews(elements, release: release)
            XCTAssertEqual(views[2].value("UIPointerInteractionEnabled"), .bool(true), release)
            XCTAssertNil(views[3].value("UIPointerInteractionEnabled"), release)
            XCTAssertEqual(views[3].value("UICurrentPage"), .integer(0, byteCount: 1), release)
            XCTAssertNil(views[4]["UIFont"], release)
            XCTAssertNil(views[0].value("UILetterformAwareSizingRule"), "\(release): the 15.0 beta's key only")
        }
        XCTAssertNil(try subviews(elements, release: "11.2")[3].value("UICurrentPage"))
        // Xcode 12.3 states the page, not yet the segmented control's pointer interaction.
        let twelve = try subviews(elements, release: "12.3")
        XCTAssertEqual(twelve[3].value("UICurrentPage"), .integer(0, byteCount: 1))
        XCTAssertNil(twelve[2].value("UIPointerInteractionEnabled"))
        // Font descriptor options: none in 13.2, from 13.4 (a different value from 15).
        func options(_ release: String) throws -> [ArchivedValue?] {
            try subviews(elements, release: release).prefix(2).map { $0["UIFont"]?["UIFontDescriptor"]?.value("UIFontDescriptorOptions") }
        }
        XCTAssertEqual(try options("13.2"), [nil, nil])
        XCTAssertEqual(try options("13.4"), [.integer(2_147_516_422, byteCount: 8), .integer(2_147_483_648, byteCount: 8)])
        XCTAssertEqual(try options("15.2"), [.integer(2_147_517_444, byteCount: 8), .integer(2_147_483_648, byteCount: 8)])
        // The label colour: an RGB black in Xcode 14 only.
        func components(_ release: String) throws -> ArchivedValue? { try subviews(elements, release: release)[0]["UITextColor"]?.value("UIColorComponentCount") }
        XCTAssertEqual(try components("13.4"), .integer(2, byteCount: 1))
        XCTAssertEqual(try components("14.3"), .integer(4, byteCount: 1))
        XCTAssertEqual(try components("15.2"), .integer(2, byteCount: 1))
    }

    func test_tablesTraitOverride_andCellBackgrounds_byRelease() throws {
        let storyboard = staticTableStoryboard(device: "retina4_7", controller: "list", height: 44, cellAttributes: #"selectionStyle="none""#, subviews: "")
        func nib(_ release: String) throws -> (table: GraphCursor, cell: GraphCursor?) {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(storyboard, release: release)["list-view-table.nib"])
            let top = try XCTUnwrap(nib["UINibTopLevelObjectsKey"]?.elements)
            let cell = top.first { $0.className == "UITableViewDataSource" }?["UITableSections"]?.elements.first?["UITableSectionRows"]?.elements.first?["UITableRowCell"]
            return (try XCTUnwrap(top.first { $0.className == "UITableView" }), cell)
        }
        func trait(_ release: String) throws -> [String] { try nib(release).table["UIViewLocalOverrideTraitCollection"]?.keys ?? [] }
        XCTAssertEqual(try trait("13.2"), ["UITraitCollectionBuiltinTrait-_UITraitNameSelectionFollowsFocus"])
        XCTAssertEqual(try trait("14.3"), ["UITraitCollectionBuiltinTrait-_UITraitNameSelectionIsKey"])
        XCTAssertEqual(try trait("15.2"), [])
        // Xcode 14: no content configuration identifier, a stroke location; 15: a visual effect group.
        XCTAssertNotNil(try nib("13.2").cell?.value("UIContentConfigurationIdentifier"))
        let fourteen = try nib("14.3").cell
        XCTAssertNil(fourteen?.value("UIContentConfigurationIdentifier"))
        let background = fourteen?["UISystemBackgroundView"]?["configurationAPI"]
        XCTAssertEqual(background?.value("strokeLocation"), .integer(0, byteCount: 1))
        XCTAssertNil(background?.value("visualEffectAllowsTransparentBlurring"))
        XCTAssertEqual(try nib("15.2").cell?["UISystemBackgroundView"]?["configurationAPI"]?.value("visualEffectAllowsTransparentBlurring"), .bool(true))
        // Xcode 12 has no background image (UIKitCatalog's 12.3 build).
        XCTAssertNil(try nib("12.3").cell?["UISystemBackgroundView"]?["configurationAPI"]?.value("imageContentMode"))
    }

    func test_fromXcode13_aDatePickerForIOS13_getsAnIOS14VariantWithoutTheCompilesTime() throws {
        let text = cocoaTouchViewDocument(toolsVersion: "14810.12", size: (width: 375, height: 667), subviews: """
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="1" id="picker">
                <rect key="frame" x="27.5" y="225.5" width="320" height="216"/>
            </datePicker>
            """)
        func pickers(_ release: String) throws -> [String: GraphCursor] {
            var options = CompileOptions()
            options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: release)
            options.minimumDeploymentTarget = "13.0"
            guard case .nibDirectory(let files) = try NibCompiler.compile(try InterfaceDocument(parsing: Array(text.utf8), path: "view.xib"), options: options) else {
                XCTFail("\(release): a nib directory of variants")
                return [:]
            }
            var result: [String: GraphCursor] = [:]
            for file in files {
                result[file.name] = GraphCursor(try CompiledNibFile(bytes: file.bytes).graph)["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first
            }
            return result
        }
        let thirteen = try pickers("13.2")
        XCTAssertEqual(thirteen.keys.sorted(), ["objects-14.0+.nib", "runtime.nib"])
        XCTAssertEqual(thirteen["runtime.nib"]?["UIDate"]?.className, "NSDate")
        XCTAssertNil(thirteen["objects-14.0+.nib"]?["UIDate"])
        XCTAssertEqual(thirteen["runtime.nib"]?.string("UIViewContentHuggingPriority"), "{250, 250}")
        XCTAssertNil(try pickers("15.2")["runtime.nib"]?.value("UIViewContentHuggingPriority"), "no hugging stated from Xcode 14")
    }

    func test_storyboards_swapIdentifiedControllers_lockBars_andMarkLaunchScreenViews() throws {
        let nibs = try compiledStoryboardNibs(Self.splitStoryboard, release: "15.2")
        let split = try XCTUnwrap(nibs["splitView.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
        XCTAssertEqual(split.className, "UIClassSwapper")
        XCTAssertEqual(split.string("UIOriginalClassName"), "UISplitViewController")
        XCTAssertNil(split["UIViewControllers"])
        XCTAssertEqual(split.value("UISplitViewControllerPrimaryEdge"), .integer(0, byteCount: 1))
        XCTAssertEqual(split["UIChildViewControllers"]?.elements.first?["UINavigationBar"]?.value("UIIsLocked"), .bool(true))
        // Bars are locked from iOS 16.4's SDK: not by Xcode 13.4 nor 14.1 (UIKitCatalog's 14.1 build), by 14.3.1.
        for release in ["13.4", "14.1"] {
            XCTAssertNil(try compiledStoryboardNibs(Self.splitStoryboard, release: release)["splitView.nib"]?["UINibTopLevelObjectsKey"]?.elements.last?["UIChildViewControllers"]?
                .elements.first?["UINavigationBar"]?.value("UIIsLocked"), release)
        }
        XCTAssertEqual(try compiledStoryboardNibs(Self.splitStoryboard, release: "14.3")["splitView.nib"]?["UINibTopLevelObjectsKey"]?.elements.last?["UIChildViewControllers"]?
            .elements.first?["UINavigationBar"]?.value("UIIsLocked"), .bool(true))
        XCTAssertEqual(CocoaTouchRelease.forToolsVersion("21507"), .xcode14, "Xcode 14.2, unmeasured, compiles as 14.1")
        XCTAssertEqual(CocoaTouchRelease.forToolsVersion("21701"), .xcode14_3)
        // A launch screen's view nib states its encoding version from Xcode 15; its scene nib does not.
        func launch(_ release: String) throws -> [String: GraphCursor] {
            try compiledStoryboardNibs(cocoaTouchStoryboard(device: "retina4_7", rootAttributes: #"launchScreen="YES""#, initial: "navigation",
                                                            cocoaTouchNavigationScenes("navigation", root: "root")),
                                       release: release, path: "Base.lproj/LaunchScreen.storyboard")
        }
        XCTAssertEqual(try launch("15.2")["root-view-root-view.nib"]?.value("IBUINibLNEVersionKey"), .integer(1, byteCount: 1))
        XCTAssertNil(try launch("15.2")["UINavigationController-navigation.nib"]?.value("IBUINibLNEVersionKey"))
        XCTAssertNil(try launch("14.3")["root-view-root-view.nib"]?.value("IBUINibLNEVersionKey"))
    }

    func test_fromXcode12_aClassicSystemColour_keepsItsName() throws {
        let element = #"<view contentMode="scaleToFill" id="grouped"><rect key="frame" x="0.0" y="0.0" width="375" height="100"/><color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/></view>"#
        let color = try XCTUnwrap(try subviews(element, release: "12.3").first?["UIBackgroundColor"])
        XCTAssertEqual(color.string("UISystemColorName"), "groupTableViewBackgroundColor")
        XCTAssertEqual(color.value("UIBlue"), .float(Float(247.0 / 255)))
        XCTAssertEqual(try subviews(element, release: "11.2").first?["UIBackgroundColor"]?.string("UISystemColorName"), "systemGroupedBackgroundColor")
    }

    func test_xcode15_ordersAnItemsConstraints_byWhatTheyTieItTo_andByAttribute() throws {
        // A slider's four constraints, written in one of the four orders UIKitCatalog's cells
        // write them: Xcode 15.2 and 15.3 archive all four cells alike (centre x, centre y,
        // trailing, leading); a width before a height on the view itself; Xcode 14 keeps the
        // document's order.
        let elements = """
            <view contentMode="scaleToFill" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <subviews>
                    <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" id="slider">
                        <rect key="frame" x="18" y="7" width="339" height="31"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="30" id="height"/>
                            <constraint firstAttribute="width" constant="339" id="width"/>
                        </constraints>
                    </slider>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" lineBreakMode="tailTruncation" id="label">
                        <rect key="frame" x="20" y="0.0" width="42" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="20" symbolic="YES" id="c1"/>
                    <constraint firstItem="slider" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="20" symbolic="YES" id="c2"/>
                    <constraint firstAttribute="centerY" secondItem="slider" secondAttribute="centerY" constant="-0.5" id="c3"/>
                    <constraint firstAttribute="centerX" secondItem="slider" secondAttribute="centerX" id="c4"/>
                    <constraint firstItem="label" firstAttribute="top" secondItem="slider" secondAttribute="bottom" constant="8" id="c5"/>
                    <constraint firstItem="label" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="20" id="c6"/>
                </constraints>
            </view>
            """
        func attributes(_ release: String) throws -> (cell: [ArchivedValue?], slider: [ArchivedValue?]) {
            let cell = try XCTUnwrap(try subviews(elements, release: release).first)
            let slider = try XCTUnwrap(cell["UISubviews"]?.elements.first)
            return (try XCTUnwrap(cell["UIViewAutolayoutConstraints"]).elements.map { $0.value("NSFirstAttributeV2") },
                    try XCTUnwrap(slider["UIViewAutolayoutConstraints"]).elements.map { $0.value("NSFirstAttributeV2") })
        }
        func attribute(_ value: Int64) -> ArchivedValue? { .integer(value, byteCount: 1) }
        let fifteen = try attributes("15.2")
        // centre x (9), centre y (10), trailing (6), then the label's leading (5, to the view)
        // and top (3, to the slider), after the slider's; the slider's width (7), height (8).
        XCTAssertEqual(fifteen.cell, [9, 10, 6, 5, 5, 3].map(attribute))
        XCTAssertEqual(fifteen.slider, [7, 8].map(attribute))
        let fourteen = try attributes("14.3")
        XCTAssertEqual(fourteen.cell, [6, 5, 10, 9, 3, 5].map(attribute))
        XCTAssertEqual(fourteen.slider, [8, 7].map(attribute))
    }

    func test_xcode15_listsAnAttributesAtLeastConstraint_beforeItsEqualOne() throws {
        // UIKitCatalog's first progress cell: the document lists the leading edge's `= standard`
        // before its `>= 20`; Xcode 15.2 and 15.3 archive the `>=` first, Xcode 14 as written.
        let elements = """
            <view contentMode="scaleToFill" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <subviews>
                    <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="progress">
                        <rect key="frame" x="20" y="21" width="335" height="2"/>
                    </progressView>
                </subviews>
                <constraints>
                    <constraint firstAttribute="centerY" secondItem="progress" secondAttribute="centerY" id="c1"/>
                    <constraint firstItem="progress" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="20" symbolic="YES" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="progress" secondAttribute="trailing" constant="20" symbolic="YES" id="c3"/>
                    <constraint firstItem="progress" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="cell" secondAttribute="leading" constant="20" id="c4"/>
                </constraints>
            </view>
            """
        func relations(_ release: String) throws -> [ArchivedValue?] {
            let cell = try XCTUnwrap(try subviews(elements, release: release).first)
            return try XCTUnwrap(cell["UIViewAutolayoutConstraints"]).elements.map { $0.value("NSRelation") }
        }
        let atLeast = ArchivedValue.integer(1, byteCount: 1)
        // centre y, trailing, leading >= 20, leading = standard (an equal relation is not archived).
        XCTAssertEqual(try relations("15.2"), [nil, nil, atLeast, nil])
        XCTAssertEqual(try relations("14.3"), [nil, nil, nil, atLeast])
    }

    func test_xcode12_1_givesARoundedRectFieldAClearBackground_12_2_on_doesNot() throws {
        let fields = [cocoaTouchTextField("rounded", y: 5),
                      cocoaTouchTextField("coloured", y: 50, extra: #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#),
                      cocoaTouchTextField("plain", y: 100, border: nil)].joined(separator: "\n")
        // UIKitCatalog's six rounded rect fields in the 12.1 build; none in 12.3's.
        let twelveOne = try subviews(fields, release: "12.1")
        XCTAssertEqual(twelveOne[0]["UIBackgroundColor"]?.string("UISystemColorName"), "clearColor")
        XCTAssertEqual(twelveOne[1]["UIBackgroundColor"]?.value("UIWhite"), .float(1), "the document's own colour")
        XCTAssertNil(twelveOne[2]["UIBackgroundColor"], "no rounded rect")
        XCTAssertNil(try subviews(fields, release: "12.3")[0]["UIBackgroundColor"])
        XCTAssertNil(try subviews(fields, release: "11.2")[0]["UIBackgroundColor"])
        // Documents saved by Xcode 12.0 and 12.1 (17156) compile as 12.0; by 12.2 to 12.5 (17506,
        // 17701) without the clear background.
        XCTAssertEqual(CocoaTouchRelease.forToolsVersion("17156"), .xcode12)
        XCTAssertEqual(CocoaTouchRelease.forToolsVersion("17506"), .xcode12_2)
        XCTAssertEqual(CocoaTouchRelease.forToolsVersion("17701"), .xcode12_2)
    }
}
