import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// What Xcode 11.4's Carthage build of SwiftPasscodeLock's lock view (CarthageContainer's
/// app, BUILDS.tsv) showed of ibtool 11.0 to 11.6: a xib's connections are ordered as a
/// storyboard's view nib's (outlet collections, outlets by label, actions by selector), those
/// of one name by their document ids; a screen-sized top-level view keeps its size (its
/// document names its device); a light
/// system font is still archived with traits 8.
final class CocoaTouchXcode11_4Tests: XCTestCase {
    /// A keypad key sending `passcodeSignButtonTap:` through the connection `connection`.
    static func key(_ id: String, x: Int, connection: String) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="\(id)">
            <rect key="frame" x="\(x)" y="80" width="60" height="60"/><state key="normal" title="\(id)"/>
            <connections><action selector="passcodeSignButtonTap:" destination="-1" eventType="touchUpInside" id="\(connection)"/></connections>
        </button>
        """
    }

    /// The lock view in miniature: File's Owner's outlets and an outlet collection, three keys
    /// sending one action (their connection ids not in document order) and a cancel button
    /// sending another, on a 375 × 667 view of a document with size classes.
    static let document = cocoaTouchDocument(toolsVersion: "14113", traits: true, """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Enter Passcode" id="title">
                    <rect key="frame" x="16" y="16" width="343" height="21"/>
                    <fontDescription key="fontDescription" type="system" weight="light" pointSize="21"/>
                </label>
                <view contentMode="scaleToFill" id="dot"><rect key="frame" x="16" y="45" width="16" height="16"/></view>
                \(key("one", x: 16, connection: "Kd1"))
                \(key("two", x: 86, connection: "BN2"))
                \(key("three", x: 156, connection: "kQ3"))
                <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="cancel">
                    <rect key="frame" x="16" y="150" width="60" height="30"/><state key="normal" title="Cancel"/>
                    <connections><action selector="cancelButtonTap:" destination="-1" eventType="touchUpInside" id="zLU"/></connections>
                </button>
            </subviews>
        </view>
        """).replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>"#, with: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections>
            <outlet property="cancelButton" destination="cancel" id="o-1"/>
            <outlet property="titleLabel" destination="title" id="o-2"/>
            <outlet property="view" destination="root" id="o-3"/>
            <outletCollection property="placeholders" destination="dot" collectionClass="NSMutableArray" id="o-4"/>
        </connections></placeholder>
        """)

    func root(as release: String) throws -> GraphCursor {
        GraphCursor(try compiledCocoaTouchGraph(Self.document, release: release, deploymentTarget: "8.0"))
    }

    func test_connections_collectionsThenOutletsByLabelThenActionsBySelector_oneNameByDocumentID() throws {
        let connections = try XCTUnwrap(try root(as: "11.4")["UINibConnectionsKey"]).elements
        XCTAssertEqual(connections.compactMap { $0.string("UILabel") }, [
            "placeholders", "cancelButton", "titleLabel", "view", "cancelButtonTap:",
            "passcodeSignButtonTap:", "passcodeSignButtonTap:", "passcodeSignButtonTap:",
        ])
        // The keys' actions by connection id (BN2, Kd1, kQ3): keys 2, 1, 3, told by their centres.
        let keys = connections.filter { $0.string("UILabel") == "passcodeSignButtonTap:" }
        let centres = keys.map { geometryBlobValues($0["UISource"]?.value("UICenter"))?.first }
        XCTAssertEqual(centres, [116, 46, 186])
    }

    func test_aScreenSizedTopLevelView_keepsItsSize_inADocumentNamingItsDevice() throws {
        // The lock view's document names the iPhone it is drawn on (retina4_7).
        let named = Self.document.replacingOccurrences(of: "<objects>", with: #"<device id="retina4_7" orientation="portrait"/><objects>"#)
        XCTAssertNotEqual(named, Self.document)
        func bounds(_ text: String) throws -> [Double]? {
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "11.4", deploymentTarget: "8.0"))
            return geometryBlobValues(try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }).value("UIBounds"))
        }
        XCTAssertEqual(try bounds(named), [0, 0, 375, 667])
        // Naming none, it goes on the "any" canvas for a target below the SDK's iOS (FoodTracker's
        // meal table xib, a document of Xcode 9, by 12.0 for iOS 13.7).
        XCTAssertEqual(try bounds(Self.document), [0, 0, 600, 600])
    }

    func test_aLightSystemFont_hasTraits8_noneInXcode7() throws {
        func traits(_ release: String) throws -> ArchivedValue? {
            try XCTUnwrap(try root(as: release)["UINibObjectsKey"]?.elements.first { $0.className == "UILabel" })["UIFont"]?.value("UIFontTraits")
        }
        XCTAssertEqual(try traits("11.4"), .integer(8, byteCount: 1))
        // Xcode 7.3.1's build of the same keypad (LocDiary's and MyGraphics' apps).
        XCTAssertEqual(try traits("7.3"), .integer(0, byteCount: 1))
    }
}
