import NibArchive
import NibCompiler
import XCTest

/// Foundation's empty array (and set) is one instance, which Apple's encoders archive once:
/// every Apple-compiled UIKit nib of the oracle corpora (1,051, nested ones included) and 202
/// of viraptor's 203 AppKit nibs hold exactly one empty `NSArray`, however many lists are
/// empty; ibtool 9 to 12 share one empty `NSSet` among trait storage records, ibtool 13 not.
final class EmptyCollectionSharingTests: XCTestCase {
    /// The objects of `graph` that are empty collections of `className`.
    func emptyArrays(in graph: ObjectGraph, className: String = "NSArray") -> [Int] {
        graph.objects.indices.filter { index in
            guard let object = graph.object(at: index), object.className == className else { return false }
            return object.values(forKey: "UINibEncoderEmptyKey").isEmpty && object.values(forKey: "NS.objects").isEmpty
        }
    }

    /// Two stack views whose width only regular sizes install: two trait storages, each
    /// record with an empty set of added constraints (Presentr's and SwiftMessages' cards).
    func test_beforeXcode13_theTraitStorageRecordsEmptySets_areOneObject() throws {
        let stacks = ["one", "two"].map { id in
            """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="400" height="63"/>
                <constraints><constraint firstAttribute="width" constant="400" id="\(id)-wide"/></constraints>
                <variation key="default"><mask key="constraints"><exclude reference="\(id)-wide"/></mask></variation>
                <variation key="heightClass=regular-widthClass=regular"><mask key="constraints"><include reference="\(id)-wide"/></mask></variation>
            </stackView>
            """
        }
        let text = cocoaTouchDocument(toolsVersion: "14490.70", traits: true, """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="768" height="400"/>
                <subviews>\(stacks.joined())</subviews>
            </view>
            """)
        XCTAssertEqual(emptyArrays(in: try compiledCocoaTouchGraph(text, release: "10.0"), className: "NSSet").count, 1)
        XCTAssertGreaterThan(emptyArrays(in: try compiledCocoaTouchGraph(text, release: "13.2"), className: "NSSet").count, 1)
    }

    func test_aUIKitNibsEmptyRootLists_areOneObject() throws {
        let graph = try compiledCocoaTouchGraph(cocoaTouchDocument("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            </view>
            """), release: "10.0")
        let root = GraphCursor(graph)
        let lists = ["UINibVisibleWindowsKey", "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey", "UINibKeyValuePairsKey"]
        XCTAssertEqual(Set(lists.compactMap { root[$0]?.index }).count, 1, "the four empty lists are one array")
        XCTAssertEqual(emptyArrays(in: graph).count, 1)
    }

    func test_anAppKitNibsEmptyArrays_areOneObject() throws {
        // A path control that allows no types: its cell's empty `NSAllowedTypes` and the
        // nib's other empty list (viraptor's test_path_control.nib has one empty array).
        let (graph, _) = try compiledCocoaObjects(CocoaPathControlTests.document, path: "path.xib")
        XCTAssertEqual(emptyArrays(in: graph).count, 1)
    }
}
