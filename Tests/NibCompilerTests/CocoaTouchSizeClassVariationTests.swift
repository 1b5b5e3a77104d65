import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// Size-class variations as ibtool archives them from Xcode 9 on, learned from Carthage
/// builds of SwiftMessages, Mixpanel and Presentr by Xcode 9.0 to 12.4 (their framework's
/// `DTXcode` names the release): every variation is a record, those naming both size classes
/// first; a stack view's spacing varies through an attribute storage; storages follow the
/// document's order.
final class CocoaTouchSizeClassVariationTests: XCTestCase {
    /// A card: a root view holding a stack view (spacing 10, 15 in regular width) and a button
    /// held by the root view whose height varies in two size classes, the one naming a single
    /// class listed first.
    static let document = cocoaTouchDocument(toolsVersion: "14490.70", traits: true, """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                            <variation key="widthClass=regular" spacing="15"/>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="100" id="boxHeight">
                            <variation key="widthClass=compact" constant="80"/>
                            <variation key="heightClass=regular-widthClass=regular" constant="120"/>
                        </constraint>
                    </constraints>
                </view>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                    <rect key="frame" x="0.0" y="120" width="46" height="30"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="46" id="buttonWidth">
                            <variation key="widthClass=regular" constant="60"/>
                        </constraint>
                    </constraints>
                </button>
            </subviews>
        </view>
    """)

    func storages(as release: String) throws -> [GraphCursor] {
        let graph = try compiledCocoaTouchGraph(Self.document, release: release, path: "card.xib")
        let root = GraphCursor(graph)
        let lists = try XCTUnwrap(root["UINibTraitStorageListsKey"]).elements
        XCTAssertEqual(lists.count, 1)
        return try XCTUnwrap(lists.first?["UITraitStorages"]).elements
    }

    func test_everyVariationIsARecord_inKeyOrder_theDefaultLast() throws {
        for release in ["9.0", "10.2", "12.4", "13.2"] {
            let storages = try storages(as: release)
            let height = try XCTUnwrap(storages.first { $0["UIObject"]?.value("NSConstant") == .double(100) }, release)
            XCTAssertEqual(height.string("UIKeyPath"), "encodedConstant")
            let records = try XCTUnwrap(height["UIRecords"]).elements
            // heightClass=regular-widthClass=regular comes before widthClass=compact.
            XCTAssertEqual(records.map { $0["UIValue"]?.value("UINumericConstant") }, [.double(120), .double(80), .double(100)], release)
            let horizontal = "UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass"
            XCTAssertEqual(records.map { $0["UITraitCollection"]?.value(horizontal) }, [.integer(2, byteCount: 1), .integer(1, byteCount: 1), nil], release)
        }
    }

    /// The default records' empty trait collection: one object per record up to Xcode 10 (all
    /// 35 storage lists of the Carthage builds by Xcode 8 to 10), one shared from Xcode 11.
    func test_theDefaultRecordsTraits_areOneObjectFromXcode11() throws {
        func defaultTraits(_ release: String) throws -> [Int] {
            try storages(as: release).compactMap { $0["UIRecords"]?.elements.last?["UITraitCollection"]?.index }
        }
        let ten = try defaultTraits("10.2"), eleven = try defaultTraits("11.4")
        XCTAssertGreaterThan(ten.count, 1)
        XCTAssertEqual(Set(ten).count, ten.count, "Xcode 10: a collection per record")
        XCTAssertEqual(Set(eleven).count, 1, "Xcode 11: one collection")
    }

    func test_aHiddenVariation_isAStorageEvenAtTheViewsOwnValue() throws {
        // DuckDuckGo's blank snapshot toolbar (Xcode 13.2): `hidden="NO"` for regular sizes.
        let text = Self.document.replacingOccurrences(of: #"<variation key="widthClass=regular" spacing="15"/>"#,
                                                      with: #"<variation key="heightClass=regular-widthClass=regular" hidden="NO"/>"#)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2", path: "card.xib"))
        let storages = try XCTUnwrap(root["UINibTraitStorageListsKey"]?.elements.first?["UITraitStorages"]).elements
        let hidden = try XCTUnwrap(storages.first { $0.string("UIKeyPath") == "hidden" })
        XCTAssertEqual(hidden["UIObject"]?.className, "UIStackView")
        XCTAssertEqual(try XCTUnwrap(hidden["UIRecords"]).elements.map { $0["UIValue"]?.value("NS.intval") }, [.integer(0, byteCount: 1), .integer(0, byteCount: 1)])
    }

    func test_fromXcode12_theDevicesVariationsChooseTheInstalledConstraints_andAStacksProperties() throws {
        // DuckDuckGo's tab error view on an iPad (Xcode 13.2): a width the default excludes
        // but regular sizes include is installed; a stack view's axis and distribution vary.
        let text = cocoaTouchDocument(toolsVersion: "19529", traits: true, """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="768" height="400"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="11" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="63"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="400" id="wide"/>
                        </constraints>
                        <variation key="default"><mask key="constraints"><exclude reference="wide"/></mask></variation>
                        <variation key="heightClass=regular-widthClass=regular"><mask key="constraints"><include reference="wide"/></mask></variation>
                        <variation key="heightClass=compact" axis="horizontal" distribution="fillEqually"/>
                    </stackView>
                </subviews>
            </view>
            """).replacingOccurrences(of: "<objects>", with: #"<device id="ipad9_7" orientation="portrait" appearance="light"/><objects>"#)
        func stack(_ release: String) throws -> GraphCursor {
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
            return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
        }
        XCTAssertEqual(try stack("13.2")["UIViewAutolayoutConstraints"]?.elements.count, 1)
        XCTAssertNil(try stack("11.4")["UIViewAutolayoutConstraints"], "before Xcode 12 the default variation decides")
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
        let storages = try XCTUnwrap(root["UINibTraitStorageListsKey"]?.elements.first?["UITraitStorages"]).elements
        XCTAssertEqual(storages.map { $0.string("UIKeyPath") }, ["axis", "distribution", "traitStorageConstraints"], "the view's properties before its constraints")
    }

    func test_fromXcode12_aViewsFontIsTheOneItsDeviceShows_itsStorageDefaultTheDocuments() throws {
        // DuckDuckGo's privacy dashboard buttons on an iPhone: 16 points, 15 for compact widths.
        let text = cocoaTouchDocument(toolsVersion: "19529", traits: true, """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sites" id="label">
                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                <variation key="widthClass=compact"><fontDescription key="fontDescription" type="system" pointSize="15"/></variation>
            </label>
            """).replacingOccurrences(of: "<objects>", with: #"<device id="retina5_9" orientation="portrait" appearance="light"/><objects>"#)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
        let label = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last)
        XCTAssertEqual(label["UIFont"]?.value("UIFontPointSize"), .double(15))
        let records = try XCTUnwrap(root["UINibTraitStorageListsKey"]?.elements.first?["UITraitStorages"]?.elements.first?["UIRecords"]).elements
        XCTAssertEqual(records.map { $0["UIValue"]?.value("UIFontPointSize") }, [.double(15), .double(16)])
    }

    func test_aStackViewsSpacingVariesThroughAnAttributeStorage() throws {
        let storages = try storages(as: "10.2")
        let spacing = try XCTUnwrap(storages.first { $0.string("UIKeyPath") == "spacing" })
        XCTAssertEqual(spacing["UIObject"]?.className, "UIStackView")
        let records = try XCTUnwrap(spacing["UIRecords"]).elements
        // 15 is the integer the button's font descriptor archived first: equal numbers are one
        // object (CocoaTouchNumberUniquingTests); 10 is the spacing's own double.
        XCTAssertEqual(records.map { $0["UIValue"]?.value("NS.intval") ?? $0["UIValue"]?.value("NS.dblval") },
                       [.integer(15, byteCount: 1), .double(10)])
    }

    func test_storagesFollowTheDocument_notTheBreadthFirstListing() throws {
        // The box's constant (its view comes first in the document) before the stack view's
        // spacing (inside the box) before the button's width, though the breadth-first
        // listing puts the button before the stack view.
        let keys = try storages(as: "10.2").map { ($0.string("UIKeyPath") ?? "") + ":" + ($0["UIObject"]?.className ?? "") }
        let order = keys.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        XCTAssertEqual(order, ["encodedConstant:NSLayoutConstraint", "spacing:UIStackView", "encodedConstant:NSLayoutConstraint"])
        let objects = try storages(as: "10.2").compactMap { $0["UIObject"]?.value("NSConstant") }
        XCTAssertEqual(objects.first, .double(100))
        XCTAssertEqual(objects.last, .double(46))
    }

    func test_fromXcode12_aConstraintKeepsTheConstantOfTheDocumentsDevice() throws {
        // Mixpanel's iPad takeover: Xcode 9.0-9.2 archive a button's default 23 points, Xcode
        // 12.4 the 44 of the regular/regular variation the iPad shows.
        func constants(device: String, orientation: String = "portrait", release: String) throws -> [String: ArchivedValue] {
            let text = Self.document.replacingOccurrences(of: "<objects>", with: "<device id=\"\(device)\" orientation=\"\(orientation)\"/>\n<objects>")
            let graph = try compiledCocoaTouchGraph(text, release: release)
            let root = try XCTUnwrap(GraphCursor(graph)["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
            var result: [String: ArchivedValue] = [:]
            for subview in try XCTUnwrap(root["UISubviews"]).elements {
                result[subview.className ?? ""] = subview["UIViewAutolayoutConstraints"]?.elements.first?.value("NSConstant")
            }
            return result
        }
        XCTAssertEqual(try constants(device: "ipad9_7", release: "12.4"), ["UIView": .double(120), "UIButton": .double(60)])
        XCTAssertEqual(try constants(device: "ipad9_7", release: "9.2"), ["UIView": .double(100), "UIButton": .double(46)])
        XCTAssertEqual(try constants(device: "retina6_1", release: "12.4"), ["UIView": .double(80), "UIButton": .double(46)],
                       "a portrait phone is compact in width")
        XCTAssertEqual(try constants(device: "retina6_5", orientation: "landscape", release: "12.4"), ["UIView": .double(100), "UIButton": .double(60)],
                       "a Max phone in landscape is regular in width, compact in height")
    }

    func test_aConstraintSetReachingPastItsViewsChildren_repeatsThePropertyStoragesItReaches() throws {
        // SwiftMessages' tab view (Xcode 10.2 to 12.4's builds): the root view's constraint
        // set holds two constraints to a grandchild stack view whose spacing varies, so that
        // storage comes twice after the root's, then once in its own place.
        func sequence(reachingGrandchild: Bool) throws -> [String] {
            var text = try String(contentsOfFile: Fixtures.path("ios-constraint-set-reaching-grandchild.xib"), encoding: .utf8)
            if !reachingGrandchild {
                text = text.replacingOccurrences(of: #"firstItem="stack""#, with: #"firstItem="corner""#)
                    .replacingOccurrences(of: #"secondItem="stack""#, with: #"secondItem="corner""#)
            }
            let graph = try compiledCocoaTouchGraph(text, release: "10.2")
            let list = try XCTUnwrap(GraphCursor(graph)["UINibTraitStorageListsKey"]?.elements.first)
            return try XCTUnwrap(list["UITraitStorages"]).elements.map { $0.string("UIKeyPath") ?? "" }
        }
        XCTAssertEqual(try sequence(reachingGrandchild: true), ["traitStorageConstraints", "spacing", "spacing", "spacing"])
        XCTAssertEqual(try sequence(reachingGrandchild: false), ["traitStorageConstraints", "spacing"])
    }
}
