import NibArchive
import NibCompiler
import XCTest

/// Foundation's empty array is one instance, which Apple's encoders archive once: every
/// Apple-compiled UIKit nib of the oracle corpora (1,051, nested ones included) and 202 of
/// viraptor's 203 AppKit nibs hold exactly one empty `NSArray`, however many lists are empty.
final class EmptyArraySharingTests: XCTestCase {
    /// The objects of `graph` that are empty `NSArray`s.
    func emptyArrays(in graph: ObjectGraph) -> [Int] {
        graph.objects.indices.filter { index in
            guard let object = graph.object(at: index), object.className == "NSArray" else { return false }
            return object.values(forKey: "UINibEncoderEmptyKey").isEmpty && object.values(forKey: "NS.objects").isEmpty
        }
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
