import NibArchive
import XCTest

/// `NIBArchiveBuilder.removeUnreachableObjects(from:)`: Apple's encoder archives only what it
/// reaches from the root, so an object a compiler built and left unused is dropped.
final class UnreachableObjectTests: XCTestCase {
    func test_objectsNothingReaches_areDropped_andReferencesRenumbered() {
        var builder = NIBArchiveBuilder()
        let objects = ["NSObject", "UILayoutGuide", "NSLayoutConstraint", "UIView"].map { builder.addObject(className: $0) }
        let (root, unused, constraint, view) = (objects[0], objects[1], objects[2], objects[3])
        builder.append(.object(view), forKey: "UINibTopLevelObjectsKey", to: root)
        // The unused guide's constraint names the view; nothing reaches the pair.
        builder.append(.object(unused), forKey: "NSFirstItem", to: constraint)
        builder.append(.object(view), forKey: "NSSecondItem", to: constraint)

        let map = builder.removeUnreachableObjects(from: root)
        XCTAssertNil(map[unused])
        XCTAssertNil(map[constraint])
        XCTAssertEqual(map[view], 1, "the view follows the root")
        let graph = ObjectGraph(builder.build())
        XCTAssertEqual(graph.objects.map(\.className), ["NSObject", "UIView"])
        XCTAssertEqual(graph.object(at: 0)?.value(forKey: "UINibTopLevelObjectsKey"), .reference(1))
    }
}
