import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// Storyboard scene controllers and their root views as ibtool 13 archives them, learned from
/// DuckDuckGo's app archive (Xcode 13.2): extended layout, the size of an embedded
/// controller's view and of a view on the "any" size canvas.
final class CocoaTouchSceneControllerTests: XCTestCase {
    /// A controller `vc` (with `attributes` and `children`) whose root view is framed 375 × 591.
    static func scene(_ id: String, attributes: String = "", children: String = "", viewChildren: String = "") -> String {
        """
        <scene sceneID="\(id)-scene">
            <objects>
                <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(id)-root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="591"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        \(viewChildren)
                        <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                    </view>
                    \(children)
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-first" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """
    }

    /// A container controller's scene: a `<element>` (`navigationController`,
    /// `tabBarController`) with id `id` holding `children` (bars, a tab bar item) and one
    /// relationship segue per `relationships` entry (relationship, destination id).
    static func containerScene(_ element: String, _ id: String, children: String = "", relationships: [(String, String)]) -> String {
        let segues = relationships.enumerated().map { index, relationship in
            #"<segue destination="\#(relationship.1)" kind="relationship" relationship="\#(relationship.0)" id="\#(id)-rel-\#(index)"/>"#
        }
        return """
        <scene sceneID="\(id)-scene">
            <objects>
                <\(element) id="\(id)" sceneMemberID="viewController">
                    \(children)
                    <connections>
                        \(segues.joined(separator: "\n"))
                    </connections>
                </\(element)>
                <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-first" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """
    }

    /// A controller's bar (`navigationBar`, `tabBar`...) keyed by its element name, `height`
    /// points high, with `attributes` and `children`.
    static func bar(_ element: String, id: String, height: Int, attributes: String = "", children: String = "") -> String {
        """
        <\(element) key="\(element)" contentMode="scaleToFill" \(attributes) id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
            <autoresizingMask key="autoresizingMask"/>
            \(children)
        </\(element)>
        """
    }

    func test_extendedLayout_edgesWhenNotAll_andUnderOpaqueBars() throws {
        // DuckDuckGo's blank snapshot (no edges) and bookmarks (under opaque bars).
        let text = cocoaTouchStoryboard(initial: "vc", Self.scene("vc", attributes: #"extendedLayoutIncludesOpaqueBars="YES""#,
                                                                  children: #"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#))
        let controller = try XCTUnwrap(try compiledStoryboardNibs(text, release: "13.2")["UIViewController-vc.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
        XCTAssertEqual(controller.value("UIKeyEdgesForExtendedLayout"), .integer(1, byteCount: 1))
        XCTAssertEqual(controller.value("UIKeyExtendedLayoutIncludesOpaqueBars"), .integer(1, byteCount: 1))
    }

    func test_aTitleOfTwoLines_isWrittenAsAStringChild_andArchived() throws {
        // DuckDuckGo's onboarding: a title with a line break cannot live in an attribute.
        let text = cocoaTouchStoryboard(initial: "vc", Self.scene("vc", children: "<string key=\"title\">Search and browse privately,\nevery day.</string>"))
        let controller = try XCTUnwrap(try compiledStoryboardNibs(text, release: "13.2")["UIViewController-vc.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
        XCTAssertEqual(controller.string("UITitle"), "Search and browse privately,\nevery day.")
    }

    func test_aStaticCellsControlsSegues_areNumberedAfterTheCellsOwn_eachLastFirst() throws {
        // DuckDuckGo's privacy dashboard (Xcode 13.2): five cells' segues last first, then the
        // two of buttons inside a cell, last first too.
        let button = #"<subviews><button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b2"><rect key="frame" x="20" y="7" width="100" height="30"/><connections><segue destination="d2" kind="show" id="s2"/></connections></button></subviews>"#
        func cell(_ number: Int, holding views: String = "") -> String {
            let segue = views.isEmpty ? #"<connections><segue destination="d\#(number)" kind="show" id="s\#(number)"/></connections>"# : ""
            return #"<tableViewCell contentMode="scaleToFill" id="c\#(number)"><rect key="frame" x="0.0" y="\#(44 * number)" width="375" height="44"/><tableViewCellContentView key="contentView" contentMode="center" tableViewCell="c\#(number)" id="c\#(number)-content"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/>\#(views)</tableViewCellContentView>\#(segue)</tableViewCell>"#
        }
        let table = """
            <scene sceneID="tvc-scene"><objects><tableViewController id="tvc" sceneMemberID="viewController">
                <tableView key="view" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="591"/>
                    <sections><tableViewSection id="section"><cells>\(cell(1))\(cell(2, holding: button))\(cell(3))</cells></tableViewSection></sections>
                </tableView>
            </tableViewController></objects></scene>
            """
        let text = cocoaTouchStoryboard(initial: "tvc", table + Self.scene("d1") + Self.scene("d2") + Self.scene("d3"))
        let nibs = try compiledStoryboardNibs(text, release: "13.2")
        let controller = try XCTUnwrap(nibs["UITableViewController-tvc.nib"]?["UINibTopLevelObjectsKey"]?.elements
            .first { $0["UIExternalObjectsTableForViewLoading"] != nil })
        let entries = try XCTUnwrap(controller["UIExternalObjectsTableForViewLoading"]).elements
        var destinations: [String: String] = [:]
        for index in stride(from: 0, to: entries.count - 1, by: 2) {
            destinations[entries[index].text ?? ""] = entries[index + 1].string("UIDestinationViewControllerIdentifier") ?? "owner"
        }
        XCTAssertEqual((1...3).map { destinations["UpstreamPlaceholder-\($0)"] },
                       ["UIViewController-d3", "UIViewController-d1", "UIViewController-d2"])
    }

    func test_anEmbeddedControllersView_keepsItsFrame_anotherTakesTheDevicesSize() throws {
        // DuckDuckGo's bookmark folders, embedded in a container view: 375 × 591 as drawn.
        let container = #"<subviews><containerView opaque="NO" contentMode="scaleToFill" id="box"><rect key="frame" x="0.0" y="0.0" width="375" height="591"/><connections><segue destination="child" kind="embed" id="embed"/></connections></containerView></subviews>"#
        let text = cocoaTouchStoryboard(initial: "parent", Self.scene("parent", viewChildren: container) + Self.scene("child"))
        let nibs = try compiledStoryboardNibs(text, release: "13.2")
        let child = try XCTUnwrap(nibs["child-view-child-root.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
        let parent = try XCTUnwrap(nibs["parent-view-parent-root.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
        XCTAssertEqual(child.value("UICenter"), parent["UISubviews"]?.elements.first?.value("UICenter"), "the container's size")
        XCTAssertNotEqual(child.value("UIBounds"), parent.value("UIBounds"), "the parent takes the iPhone's 414 × 896")
    }

    func test_aFreeformControllersView_takesTheFreeformSize_anEmbeddedOnesGuideIsUnarchived() throws {
        // DuckDuckGo's tracker lists (414 × 736, framed 682 high) and suggestion tray (embedded).
        let container = #"<subviews><containerView opaque="NO" contentMode="scaleToFill" id="box"><rect key="frame" x="0.0" y="0.0" width="375" height="591"/><connections><segue destination="child" kind="embed" id="embed"/></connections></containerView></subviews>"#
        let text = cocoaTouchStoryboard(initial: "parent", Self.scene("parent", children: #"<size key="freeformSize" width="414" height="736"/>"#, viewChildren: container)
                                            + Self.scene("child"))
        let nibs = try compiledStoryboardNibs(text, release: "13.2")
        let parent = try XCTUnwrap(nibs["parent-view-parent-root.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
        guard case .data(let bytes) = parent.value("UIBounds") else { return XCTFail("no bounds") }
        XCTAssertEqual(Double(bitPattern: bytes[25..<33].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }), 736)
        let child = try XCTUnwrap(nibs["child-view-child-root.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
        XCTAssertNil(child["UIViewLayoutGuides"])
        // Unless a constraint names it (DuckDuckGo's onboarding widget panel).
        let constrained = text.replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="child-safe"/>"#, with: """
            <viewLayoutGuide key="safeArea" id="child-safe"/><constraints><constraint firstItem="child-safe" firstAttribute="top" secondItem="child-root" secondAttribute="top" id="pin"/></constraints>
            """)
        let guided = try XCTUnwrap(try compiledStoryboardNibs(constrained, release: "13.2")["child-view-child-root.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
        XCTAssertEqual(guided["UIViewLayoutGuides"]?.elements.count, 1)
    }

    func test_aViewNibsOutletsOfOneName_followTheirPlaceholdersNumbers_theControllersFirst() throws {
        // DuckDuckGo's main view: the controller's `containerView` (placeholder 1, it also has
        // `backButton`) before the embed segue's.
        let views = #"<subviews><view contentMode="scaleToFill" id="content"><rect key="frame" x="0.0" y="0.0" width="375" height="100"/></view><containerView opaque="NO" contentMode="scaleToFill" id="box"><rect key="frame" x="0.0" y="100" width="375" height="491"/><connections><segue destination="child" kind="embed" id="embed"/></connections></containerView></subviews>"#
        let outlets = #"<connections><outlet property="containerView" destination="content" id="o1"/><outlet property="backButton" destination="content" id="o2"/></connections>"#
        let text = cocoaTouchStoryboard(initial: "parent", Self.scene("parent", children: outlets, viewChildren: views) + Self.scene("child"))
        let viewNib = try XCTUnwrap(try compiledStoryboardNibs(text, release: "13.2")["parent-view-parent-root.nib"])
        let containers = try XCTUnwrap(viewNib["UINibConnectionsKey"]).elements.filter { $0.string("UILabel") == "containerView" }
        XCTAssertEqual(containers.map { $0["UISource"]?.string("UIProxiedObjectIdentifier") }, ["UpstreamPlaceholder-1", "UpstreamPlaceholder-2"])
        XCTAssertEqual(containers.first?["UIDestination"]?.className, "UIView")
    }

    func test_xcode11_2_namesUpstreamPlaceholdersWithAnObjectID_11_4_numbersThem() throws {
        // QBImagePicker's storyboard built by Xcode 11.2 names them (`UpstreamPlaceholder-lFq-Aa-ghT`);
        // SwiftGen's Wizard compiled by Xcode 11.4 numbers them.
        let views = #"<subviews><containerView opaque="NO" contentMode="scaleToFill" id="box"><rect key="frame" x="0.0" y="0.0" width="375" height="591"/><connections><segue destination="child" kind="embed" id="embed"/></connections></containerView></subviews>"#
        let text = cocoaTouchStoryboard(initial: "parent", Self.scene("parent", viewChildren: views) + Self.scene("child"))
        func placeholderName(_ release: String) throws -> String? {
            let viewNib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["parent-view-parent-root.nib"])
            return try XCTUnwrap(viewNib["UINibConnectionsKey"]).elements.compactMap { $0["UISource"]?.string("UIProxiedObjectIdentifier") }
                .first { $0.hasPrefix("UpstreamPlaceholder-") }
        }
        XCTAssertEqual(try placeholderName("11.4"), "UpstreamPlaceholder-1")
        let named = try XCTUnwrap(try placeholderName("11.2"))
        XCTAssertNotNil(named.range(of: #"^UpstreamPlaceholder-[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}$"#, options: .regularExpression), named)
    }

    func test_aPageViewController_archivesItsStyleOrientationSpineAndSpacing_andItsScrollViewInsetSetting() throws {
        // TabPageViewController's storyboard, Xcode 10.1: every key at its value, defaults too.
        let scene = """
            <scene sceneID="page-scene"><objects>
                <pageViewController autoresizesArchivedViewToFullSize="NO" automaticallyAdjustsScrollViewInsets="NO" transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" id="page" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="page-first" sceneMemberID="firstResponder"/>
            </objects></scene>
            """
        let nibs = try compiledStoryboardNibs(cocoaTouchStoryboard(initial: "page", scene), release: "10.1")
        let controller = try XCTUnwrap(nibs["UIPageViewController-page.nib"]?["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIPageViewController" })
        XCTAssertEqual(controller.value("UIAutoresizesArchivedViewToFullSize"), .bool(false))
        XCTAssertEqual(controller.value("UIKeyAutomaticallyAdjustsScrollViewInsets"), .integer(0, byteCount: 1))
        XCTAssertEqual(controller.value("UITransitionStyle"), .integer(1, byteCount: 1))
        XCTAssertEqual(controller.value("UINavigationOrientation"), .integer(0, byteCount: 1))
        XCTAssertEqual(controller.value("UISpineLocation"), .integer(0, byteCount: 1))
        XCTAssertEqual(controller.value("UIPageSpacing"), .integer(0, byteCount: 1))
    }

    func test_withoutADevice_aControllersViewIsOnTheAnySizeCanvas_itsSafeAreaUnarchived() throws {
        // DuckDuckGo's share extension, a document of Xcode 9 naming no device.
        let text = cocoaTouchStoryboard(device: nil, initial: "vc", Self.scene("vc"))
        let view = try XCTUnwrap(try compiledStoryboardNibs(text, release: "13.2")["vc-view-vc-root.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
        // (A subview held by a constraint: a root view laid out without any keeps its guide
        // unarchived, the jailbreak demo's, Xcode 13.4.1.)
        let constrained = Self.scene("vc", viewChildren: """
            <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vc-box">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <constraints><constraint firstAttribute="width" constant="10" id="vc-box-width"/></constraints>
            </view></subviews>
            """)
        let sized = cocoaTouchStoryboard(initial: "vc", constrained)
        let onDevice = try XCTUnwrap(try compiledStoryboardNibs(sized, release: "13.2")["vc-view-vc-root.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
        XCTAssertNil(view["UIViewLayoutGuides"])
        XCTAssertNotNil(onDevice["UIViewLayoutGuides"])
        XCTAssertNotEqual(view.value("UIBounds"), onDevice.value("UIBounds"))
        guard case .data(let bytes) = view.value("UIBounds") else { return XCTFail("no bounds") }
        XCTAssertEqual(Double(bitPattern: bytes[25..<33].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }), 600, "600 × 600")
    }

    func test_xcode9_aControllersViewInADocumentNamingADevice_isOnTheAnySizeCanvas() throws {
        // AWS's sign-in storyboard (saved by Xcode 8.3 on an iPhone 8, no safe areas), as Xcode
        // 9.1 and 9.3 built it for iOS 9.0: its root view 600 × 600; SwiftGen's Wizard, naming no device,
        // keeps 375 × 667 (Xcode 9.3 to 10.0, compiled for the SDK's iOS) but goes there too below
        // iOS 11 (a chat app's launch screen, 10.0 and 10.1); Xcode 11 keeps a device
        // document's size.
        let scene = """
            <scene sceneID="signin-scene"><objects>
                <viewController id="signin" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="signin-root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                </viewController>
            </objects></scene>
            """
        func rootSize(device: String?, release: String, target: String = "9.0") throws -> [Double] {
            let text = cocoaTouchStoryboard(device: device, initial: "signin", scene).replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
            let nibs = try compiledStoryboardNibs(text, release: release, deploymentTarget: target)
            let root = try XCTUnwrap(nibs["signin-view-signin-root.nib"]?["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }, "\(nibs.keys.sorted())")
            return Array(try XCTUnwrap(geometryBlobValues(root.value("UIBounds"))).suffix(2))
        }
        XCTAssertEqual(try rootSize(device: "retina4_7", release: "9.3"), [600, 600])
        // Not in an app for iOS 10 (two calculators' keypads, Xcode 8.3.3).
        XCTAssertEqual(try rootSize(device: "retina4_7", release: "9.3", target: "10.2"), [375, 667])
        // Nor for iOS 11 (a Flutter app's navigation root, 10.1); Xcode 10.1 does it for iOS 9
        // (Appboy's content cards, in the runtime nib beside their iOS 11 variant).
        XCTAssertEqual(try rootSize(device: "retina4_7", release: "10.1", target: "11.0"), [375, 667])
        XCTAssertEqual(try rootSize(device: "retina4_7", release: "10.1"), [600, 600])
        XCTAssertEqual(try rootSize(device: nil, release: "9.3", target: "11.3"), [375, 667])
        XCTAssertEqual(try rootSize(device: nil, release: "9.3"), [600, 600])
        XCTAssertEqual(try rootSize(device: "retina4_7", release: "11.4"), [375, 667])
    }

    func test_xcode9_aControllersViewWithASafeArea_forIOS10_isOnTheAnySizeCanvas_listingABlankGuide() throws {
        // BrowserStack's web view sample, Xcode 9.4.1 for iOS 10.3: its launch screen (saved by
        // Xcode 9.0, naming no device) and main storyboard (an iPhone 8), each a root view with
        // a safe area no constraint names: 600 × 600 in both, a blank guide listed after the
        // proxies, before the guides standing in for the safe area. SwiftGen's Wizard, with no
        // safe areas, keeps 375 × 667 (the test above).
        let scene = """
            <scene sceneID="web-scene"><objects>
                <viewController id="web" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="web-root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="web-safe"/>
                    </view>
                </viewController>
            </objects></scene>
            """
        func root(device: String?, deploymentTarget: String) throws -> (size: [Double], listed: [String]) {
            let text = cocoaTouchStoryboard(device: device, initial: "web", scene)
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: "9.4.1", deploymentTarget: deploymentTarget)["web-view-web-root.nib"])
            let view = try XCTUnwrap(nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
            let listed = try XCTUnwrap(nib["UINibObjectsKey"]?.elements).compactMap(\.className)
            return (Array(try XCTUnwrap(geometryBlobValues(view.value("UIBounds"))).suffix(2)), listed)
        }
        for device in [nil, "retina4_7"] {
            let old = try root(device: device, deploymentTarget: "10.3")
            XCTAssertEqual(old.size, [600, 600], device ?? "no device")
            XCTAssertEqual(old.listed, ["UIView", "UIProxyObject", "UIProxyObject", "UILayoutGuide", "_UILayoutGuide", "_UILayoutGuide"], device ?? "no device")
        }
        XCTAssertEqual(try root(device: nil, deploymentTarget: "11.0").size, [375, 667], "iOS 11 has the safe area")
    }

    func test_xcode10_aControllersViewListsABlankGuide_forASafeAreaNoConstraintNames() throws {
        // A fastlane demo's two scenes (Xcode 10.2 for iOS 12.2): the template's empty root
        // views, their safe areas named by no constraint, list a blank guide after the proxies.
        let text = cocoaTouchStoryboard(device: nil, initial: "vc", Self.scene("vc"))
        let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: "10.2", deploymentTarget: "12.2")["vc-view-vc-root.nib"])
        XCTAssertEqual(try XCTUnwrap(nib["UINibObjectsKey"]).elements.compactMap(\.className),
                       ["UIView", "UIProxyObject", "UIProxyObject", "UILayoutGuide"])
        XCTAssertNil(nib["UINibTopLevelObjectsKey"]?.elements.first?["UIViewLayoutGuides"], "the guide itself is not archived")
    }

    func test_xcode13_listsASceneObjectsByClass_andKeepsThemAliveAsWritten() throws {
        // Omise's card form, Xcode 13.2.1: a toolbar, an image view, a button and a tap
        // recognizer beside the controller, written in that order.
        let objects = #"<toolbar opaque="NO" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/></toolbar>"#
            + #"<imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Visa" id="brand"><rect key="frame" x="0.0" y="0.0" width="30" height="20"/></imageView>"#
            + #"<button opaque="NO" contentMode="scaleToFill" id="info"><rect key="frame" x="0.0" y="0.0" width="30" height="30"/></button>"#
            + #"<tapGestureRecognizer id="tap"/>"#
        let text = cocoaTouchStoryboard(initial: "form", Self.scene("form", attributes: #"storyboardIdentifier="Form""#).replacingOccurrences(of: "</objects>", with: objects + "</objects>"))
        func classes(_ release: String) throws -> (listed: [String], alive: [String]) {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["Form.nib"])
            let top = try XCTUnwrap(nib["UINibTopLevelObjectsKey"]?.elements)
            let controller = try XCTUnwrap(top.first { $0["UITopLevelObjectsToKeepAliveFromStoryboard"] != nil })
            let alive = try XCTUnwrap(controller["UITopLevelObjectsToKeepAliveFromStoryboard"]?.elements)
            let others = top.filter { $0.className != "UIProxyObject" && $0.index != controller.index }
            return (others.map { $0.className ?? "" }, alive.map { $0.className ?? "" })
        }
        let written = ["UIToolbar", "UIImageView", "UIButton", "UITapGestureRecognizer"]
        let current = try classes("13.2")
        XCTAssertEqual(current.listed, written.sorted())
        XCTAssertEqual(current.alive, written)
        XCTAssertEqual(try classes("12.4").listed, written)
    }

    func test_aPopoverSegue_archivesItsArrowDirections_andTheViewNibSetsItsAnchor() throws {
        // DuckDuckGo's privacy dashboard popover from the tab's site rating button (Xcode 13.2).
        let anchor = #"<subviews><button opaque="NO" contentMode="scaleToFill" id="rating"><rect key="frame" x="0.0" y="0.0" width="44" height="44"/></button></subviews>"#
        let segue = #"<connections><segue destination="child" kind="popoverPresentation" identifier="Dashboard" popoverAnchorView="rating" id="pop"><popoverArrowDirection key="popoverArrowDirection" up="YES"/></segue></connections>"#
        let text = cocoaTouchStoryboard(initial: "tab", Self.scene("tab", children: segue, viewChildren: anchor) + Self.scene("child"))
        let nibs = try compiledStoryboardNibs(text, release: "13.2")
        let controller = try XCTUnwrap(nibs["UIViewController-tab.nib"]?["UINibTopLevelObjectsKey"]?.elements.last)
        let template = try XCTUnwrap(controller["UIStoryboardSegueTemplates"]?.elements.first)
        XCTAssertEqual(template.className, "UIStoryboardPopoverPresentationSegueTemplate")
        XCTAssertEqual(template.value("UIPermittedArrowDirections"), .integer(1, byteCount: 1))
        XCTAssertEqual(template.value("UIAnchorView"), .null)
        let external = try XCTUnwrap(controller["UIExternalObjectsTableForViewLoading"]).elements
        XCTAssertTrue(external.contains { $0.index == template.index }, "the view nib reaches the template")
        let viewNib = try XCTUnwrap(nibs["tab-view-tab-root.nib"])
        let anchorOutlet = try XCTUnwrap(viewNib["UINibConnectionsKey"]?.elements.first { $0.string("UILabel") == "anchorView" })
        XCTAssertEqual(anchorOutlet["UISource"]?.className, "UIProxyObject")
        XCTAssertEqual(anchorOutlet["UIDestination"]?.className, "UIButton")
    }

    func test_aNavigationControllerShowingItsToolbar_archivesIt_itsBarsBackground_andTheRootsItemsAfterItsTemplates() throws {
        // DuckDuckGo's bookmarks (Xcode 13.2): the toolbar 50 points high where the document
        // puts it; the bar's catalog background; the root's toolbar items after its segues'.
        let navigation = """
            <scene sceneID="nav-scene">
                <objects>
                    <navigationController toolbarHidden="NO" id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <color key="backgroundColor" name="BarBackground"/>
                        </navigationBar>
                        <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translucent="NO" id="tools">
                            <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </toolbar>
                        <connections>
                            <segue destination="root" kind="relationship" relationship="rootViewController" id="rel"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="nav-first" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            """
        let root = Self.scene("root", children: #"<toolbarItems><barButtonItem title="Edit" id="edit"/></toolbarItems><connections><segue destination="other" kind="presentation" identifier="Add" id="add"/></connections>"#)
        let text = cocoaTouchStoryboard(initial: "nav", navigation + root + Self.scene("other"))
        let scene = try XCTUnwrap(try compiledStoryboardNibs(text, release: "13.2")["UINavigationController-nav.nib"])
        let controller = try XCTUnwrap(scene["UINibTopLevelObjectsKey"]?.elements.last)
        let toolbar = try XCTUnwrap(controller["UIToolbar"])
        XCTAssertEqual(toolbar.className, "UIToolbar")
        XCTAssertEqual(controller.value("UIToolbarShown"), .bool(true))
        XCTAssertEqual(toolbar.value("UIAutoresizingMask"), .integer(10, byteCount: 1))
        XCTAssertEqual(controller["UINavigationBar"]?["UIBackgroundColor"]?.string("UIDynamicCatalogName"), "BarBackground")
        let listed = try XCTUnwrap(scene["UINibObjectsKey"]).elements.compactMap(\.className)
        XCTAssertLessThan(try XCTUnwrap(listed.firstIndex(of: "UIToolbar")), try XCTUnwrap(listed.firstIndex(of: "UIViewController")))
        XCTAssertLessThan(try XCTUnwrap(listed.firstIndex(of: "UIStoryboardPresentationSegueTemplate")), try XCTUnwrap(listed.firstIndex(of: "UIBarButtonItem")))
    }

    func test_aNavigationControllerWithoutRoot_archivesItsBarAndHiddenToolbar_andItsPopoverSize() throws {
        // DuckDuckGo's privacy dashboard controller (Xcode 13.2): no root relationship, a
        // toolbar without a frame (Interface Builder's 1000 points wide), 320 × 650 in a popover.
        let navigation = """
            <scene sceneID="nav-scene">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <value key="contentSizeForViewInPopover" type="size" width="320" height="650"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                            <rect key="frame" x="0.0" y="44" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tools">
                            <autoresizingMask key="autoresizingMask"/>
                        </toolbar>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="nav-first" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            """
        let scene = try XCTUnwrap(try compiledStoryboardNibs(cocoaTouchStoryboard(initial: "nav", navigation), release: "13.2")["UINavigationController-nav.nib"])
        let controller = try XCTUnwrap(scene["UINibTopLevelObjectsKey"]?.elements.last)
        XCTAssertEqual(controller["UINavigationBar"]?.className, "UINavigationBar")
        XCTAssertEqual(controller["UIToolbar"]?.className, "UIToolbar")
        XCTAssertNil(controller.value("UIToolbarShown"), "not shown: toolbarHidden is not NO")
        guard case .data(let bounds) = controller["UIToolbar"]?.value("UIBounds"), case .data(let size) = controller.value("UIPreferredContentSize") else {
            return XCTFail("no toolbar bounds or preferred size")
        }
        func double(_ bytes: [UInt8], at start: Int) -> Double { Double(bitPattern: bytes[start..<start + 8].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }) }
        XCTAssertEqual(double(bounds, at: 17), 1000)
        XCTAssertEqual([double(size, at: 1), double(size, at: 9)], [320, 650])
    }

    /// The navigation bar of a navigation controller scene whose bar has `attributes` and `children`.
    private func navigationBar(_ attributes: String, children: String = "", release: String) throws -> GraphCursor {
        let navigation = #"<scene sceneID="nav-scene"><objects><navigationController id="nav" sceneMemberID="viewController">"#
            + #"<navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" \#(attributes) id="bar">"#
            + #"<rect key="frame" x="0.0" y="44" width="375" height="96"/><autoresizingMask key="autoresizingMask"/>\#(children)</navigationBar>"#
            + "</navigationController></objects></scene>"
        let nibs = try compiledStoryboardNibs(cocoaTouchStoryboard(initial: "nav", navigation), release: release)
        let scene = try XCTUnwrap(nibs["UINavigationController-nav.nib"] ?? nibs["UINavigationController-nav.nib/runtime.nib"], "\(nibs.keys.sorted())")
        return try XCTUnwrap(scene["UINibTopLevelObjectsKey"]?.elements.lazy.compactMap { $0["UINavigationBar"] }.first)
    }

    func test_aNavigationBarsTitleAttributes_keepTheirFontAndShadow_andLargeTitlesTheirOwn() throws {
        // The colour is measured (Apptentive's survey bar, Xcode 8.3); fonts and shadows were
        // left out (111 and 51 of 2,501 public iOS documents give them; unmeasured).
        let bar = try navigationBar("", children: """
            <textAttributes key="titleTextAttributes">
                <fontDescription key="fontDescription" type="boldSystem" pointSize="18"/>
                <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <color key="textShadowColor" white="0.0" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <offsetWrapper key="textShadowOffset" horizontal="0.0" vertical="-1"/>
            </textAttributes>
            <textAttributes key="largeTitleTextAttributes">
                <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </textAttributes>
            """, release: "13.2")
        let attributes = try XCTUnwrap(bar["UITitleTextAttributes"]).elements
        let entries = Dictionary(uniqueKeysWithValues: stride(from: 0, to: attributes.count - 1, by: 2).map { (attributes[$0].text ?? "?", attributes[$0 + 1]) })
        XCTAssertEqual(Set(entries.keys), ["NSColor", "NSFont", "NSShadow"])
        XCTAssertEqual(entries["NSFont"]?.value("UIFontPointSize"), .double(18))
        XCTAssertEqual(entries["NSShadow"]?.value("NSShadowVert"), .double(1))
        XCTAssertEqual(entries["NSShadow"]?["NSShadowColor"]?.value("UIAlpha"), .float(0.5))
        let large = try XCTUnwrap(bar["UIBarLargeTitleTextAttributes"]).elements
        XCTAssertEqual(large.first?.text, "NSColor")
        XCTAssertEqual(large.last?.value("UIRed"), .float(1))
        XCTAssertNil(try navigationBar("", release: "13.2").value("UITitleTextAttributes"))
    }

    func test_xcode13_aNavigationBarPreferringLargeTitles_archivesThemWithItsBackIndicator() throws {
        // Omise's payment creator, Xcode 13.2.1: large titles, a back indicator image and mask;
        // the image and mask by 11.2 and 11.3 too.
        let indicator = #"backIndicatorImage="Back" backIndicatorTransitionMaskImage="Back""#
        let eleven = try navigationBar(indicator, release: "11.3")
        XCTAssertEqual(eleven["UIBackIndicatorImage"]?.string("UIResourceName"), "Back")
        XCTAssertEqual(eleven["UIBackIndicatorTransitionMask"]?.string("UIResourceName"), "Back")
        let large = try navigationBar(#"largeTitles="YES" backIndicatorImage="Back" backIndicatorTransitionMaskImage="Back""#, release: "13.2")
        XCTAssertEqual(large.value("UIBarPrefersLargeTitles"), .bool(true))
        XCTAssertEqual(large.string("UIViewContentCompressionResistancePriority"), "{750, 750}")
        XCTAssertEqual(large["UIBackIndicatorImage"]?.string("UIResourceName"), "Back")
        XCTAssertEqual(large["UIBackIndicatorTransitionMask"]?.string("UIResourceName"), "Back")
        // One image placeholder per name, as in every Apple nib that shows an image twice.
        XCTAssertEqual(large["UIBackIndicatorTransitionMask"]?.index, try XCTUnwrap(large["UIBackIndicatorImage"]).index)
        let plain = try navigationBar("", release: "13.2")
        XCTAssertNil(plain.value("UIBarPrefersLargeTitles"))
        XCTAssertNil(plain.value("UIViewContentCompressionResistancePriority"))
    }

    func test_xcode13_numbersAViewNibsPlaceholdersInTheOrderItWritesItsCollections() throws {
        // Omise's card form, Xcode 13.2.1: the controller's `formLabels` collection is written
        // before a view's `gestureRecognizers`, so the controller is UpstreamPlaceholder-1 and
        // the tap recognizer UpstreamPlaceholder-2.
        let label = #"<label opaque="NO" contentMode="left" text="Card" id="card"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/>"#
            + #"<fontDescription key="fontDescription" type="system" pointSize="17"/><nil key="highlightedColor"/></label>"#
        let banner = #"<view contentMode="scaleToFill" id="banner"><rect key="frame" x="0.0" y="40" width="100" height="20"/>"#
            + #"<gestureRecognizers/><connections><outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="zzz"/></connections></view>"#
        let controllerOutlets = #"<connections><outletCollection property="formLabels" destination="card" collectionClass="NSMutableArray" id="aaa"/></connections>"#
        let scene = Self.scene("form", children: controllerOutlets, viewChildren: "<subviews>\(label)\(banner)</subviews>")
            .replacingOccurrences(of: "</objects>", with: #"<tapGestureRecognizer id="tap"/></objects>"#)
        let nibs = try compiledStoryboardNibs(cocoaTouchStoryboard(initial: "form", scene), release: "13.2")
        let view = try XCTUnwrap(nibs["form-view-form-root.nib"], "\(nibs.keys.sorted())")
        let connections = try XCTUnwrap(view["UINibConnectionsKey"]?.elements)
        func placeholder(of name: String) -> String? {
            let connection = connections.first { $0.string("UILabel") == name }
            return connection?["UISource"]?.string("UIProxiedObjectIdentifier") ?? connection?["UIDestination"]?.elements.first?.string("UIProxiedObjectIdentifier")
        }
        XCTAssertEqual(connections.compactMap { $0.string("UILabel") }.prefix(2), ["formLabels", "gestureRecognizers"])
        XCTAssertEqual(placeholder(of: "formLabels"), "UpstreamPlaceholder-1")
    }

    func test_aSceneObjectsOutletToTheView_isMadeInTheViewNib_fromItsPlaceholder() throws {
        // DuckDuckGo's authentication screen (Xcode 13.2): a tap recogniser of the scene whose
        // delegate is the root view.
        let recognizer = #"<tapGestureRecognizer id="tap"><connections><outlet property="delegate" destination="vc-root" id="d"/></connections></tapGestureRecognizer>"#
        let collection = #"<connections><outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="c"/></connections>"#
        let text = cocoaTouchStoryboard(initial: "vc", Self.scene("vc", viewChildren: collection)
            .replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFirstResponder""#, with: recognizer + #"<placeholder placeholderIdentifier="IBFirstResponder""#))
        let viewNib = try XCTUnwrap(try compiledStoryboardNibs(text, release: "13.2")["vc-view-vc-root.nib"])
        let delegate = try XCTUnwrap(viewNib["UINibConnectionsKey"]?.elements.first { $0.string("UILabel") == "delegate" })
        XCTAssertEqual(delegate["UISource"]?.className, "UIProxyObject")
        XCTAssertEqual(delegate["UIDestination"]?.className, "UIView")
    }

    func test_aSegueASceneObjectStarts_isTheControllersTemplate_performedFromTheSceneNib() throws {
        // A dating app (Xcode 10.0): a tap recogniser of the scene, on the image view, presents
        // a profile; Apple's scene nib lists the template and the recogniser's `perform:`.
        let recognizer = #"<tapGestureRecognizer id="tap"><connections><segue destination="profile" kind="presentation" id="present"/></connections></tapGestureRecognizer>"#
        let collection = #"<connections><outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="c"/></connections>"#
        let text = cocoaTouchStoryboard(initial: "vc", Self.scene("vc", viewChildren: collection)
            .replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFirstResponder""#, with: recognizer + #"<placeholder placeholderIdentifier="IBFirstResponder""#)
            + Self.scene("profile"))
        let sceneNib = try XCTUnwrap(try compiledStoryboardNibs(text, release: "10.0", deploymentTarget: "12.0")["UIViewController-vc.nib"])
        let controller = try XCTUnwrap(sceneNib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIClassSwapper" || $0.className == "UIViewController" })
        let template = try XCTUnwrap(controller["UIStoryboardSegueTemplates"]?.elements.first)
        XCTAssertEqual(template.className, "UIStoryboardPresentationSegueTemplate")
        let perform = try XCTUnwrap(sceneNib["UINibConnectionsKey"]?.elements.first { $0.string("UILabel") == "perform:" })
        XCTAssertEqual(perform.className, "UIRuntimeEventConnection")
        XCTAssertEqual(perform["UISource"]?.className, "UITapGestureRecognizer")
        XCTAssertEqual(perform["UIDestination"]?.index, template.index)
    }
}
