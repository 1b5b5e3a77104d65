import XCTest
@testable import NibArchive

/// Objects, hierarchy and connections rebuilt from compiled nibs, in ibtool's shapes.
final class NibStructureTests: XCTestCase {
    private func labels(_ nodes: [NibStructure.HierarchyNode]) -> [String] { nodes.map(\.label) }

    func testMacNibConnectionsAndHierarchyFromNSIBObjectData() throws {
        let structure = try CompiledNib(contentsOf: Fixture.path("test5_connect.nib")).structure()
        XCTAssertEqual(structure.platform, .cocoa)
        XCTAssertTrue(structure.isComplete, "\(structure.notes)")
        XCTAssertEqual(labels(structure.hierarchy), ["File's Owner", "Application", "NSWindow"])
        XCTAssertEqual(structure.hierarchy[0].objectID, "-2")
        XCTAssertEqual(structure.hierarchy[0].customClass, "AboutWindowController")
        XCTAssertEqual(structure.hierarchy[1].objectID, "-3")
        let window = structure.hierarchy[2]
        XCTAssertEqual(labels(window.children), ["NSView"])
        XCTAssertEqual(labels(window.children[0].children), ["NSImageView", "NSImageView"])
        XCTAssertEqual(labels(window.children[0].children[0].children), ["NSImageCell"])

        XCTAssertEqual(structure.connections.count, 3)
        let outlet = structure.connections[0]
        XCTAssertEqual(outlet.type, .cocoaOutlet)
        XCTAssertEqual(outlet.type.rawValue, "IBCocoaOutletConnection")
        XCTAssertEqual([outlet.sourceLabel, outlet.label, outlet.destinationLabel, outlet.destinationID], ["NSWindow", "delegate", "File's Owner", "-2"])
        XCTAssertEqual(structure.connections[1].type, .cocoaAction)
        XCTAssertEqual(structure.connections[1].label, "first:")
        XCTAssertEqual(structure.connections[2].label, "second:")
        XCTAssertFalse(structure.objects.contains { $0.className.hasSuffix("Connector") }, "connectors are connections, not objects")
        XCTAssertEqual(structure.objects.first { $0.graphIndex == 6 }?.className, "NSWindow")
    }

    func testMinimalMacNib() throws {
        let structure = try CompiledNib(contentsOf: Fixture.path("minimal.nib")).structure()
        XCTAssertEqual(labels(structure.hierarchy), ["File's Owner", "Application"])
        XCTAssertEqual(structure.hierarchy[0].customClass, "NSApplication")
        XCTAssertTrue(structure.connections.isEmpty)
    }

    func testIOSKeyedNibProxiesSwappersAndOutlets() throws {
        let structure = try CompiledNib(contentsOf: Fixture.path("MainWindow.nib")).structure()
        XCTAssertEqual(structure.platform, .cocoaTouch)
        XCTAssertTrue(structure.isComplete, "\(structure.notes)")
        XCTAssertEqual(labels(structure.hierarchy), ["File's Owner", "First Responder", "CassiusAppDelegate", "CassiusViewController", "UIWindow"])
        XCTAssertEqual(structure.hierarchy.map(\.objectID).prefix(2), ["-1", "-2"])
        let controller = try XCTUnwrap(structure.objects.first { $0.customClass == "CassiusViewController" })
        XCTAssertEqual(controller.className, "UIViewController", "UIClassSwapper: the original class")
        XCTAssertEqual(structure.connections.map(\.label), ["window", "delegate", "viewController"])
        XCTAssertTrue(structure.connections.allSatisfy { $0.type == .cocoaTouchOutlet })
        XCTAssertEqual(structure.connections[1].sourceLabel, "File's Owner")
    }

    /// An iOS NIBArchive with a view, a subview, a button event and a subview cycle when asked.
    private func makeIOSArchive(subviewCycle: Bool) throws -> CompiledNibFile {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let owner = builder.addObject(className: "UIProxyObject")
        builder.append(.object(builder.addString("IBFilesOwner")), forKey: "UIProxiedObjectIdentifier", to: owner)
        let view = builder.addObject(className: "UIView")
        let button = builder.addObject(className: "UIButton")
        let topLevel = builder.addCollection([.object(owner), .object(view)])
        builder.append(.object(builder.addCollection([.object(button)], className: "NSMutableArray")), forKey: "UISubviews", to: view)
        builder.append(.object(builder.addCollection(subviewCycle ? [.object(view)] : [], className: "NSMutableArray")), forKey: "UISubviews", to: button)
        let event = builder.addObject(className: "UIRuntimeEventConnection")
        builder.append(.object(builder.addString("tapped:")), forKey: "UILabel", to: event)
        builder.append(.object(button), forKey: "UISource", to: event)
        builder.append(.object(owner), forKey: "UIDestination", to: event)
        builder.append(.int8(64), forKey: "UIEventMask", to: event)
        builder.append(.object(topLevel), forKey: "UINibTopLevelObjectsKey", to: root)
        builder.append(.object(topLevel), forKey: "UINibObjectsKey", to: root)
        builder.append(.object(builder.addCollection([.object(event)])), forKey: "UINibConnectionsKey", to: root)
        return try CompiledNibFile(bytes: builder.build().serialized())
    }

    func testIOSNIBArchiveSubviewsAndEventConnections() throws {
        let structure = try makeIOSArchive(subviewCycle: false).structure()
        XCTAssertTrue(structure.isComplete, "\(structure.notes)")
        XCTAssertEqual(labels(structure.hierarchy), ["File's Owner", "UIView"])
        XCTAssertEqual(labels(structure.hierarchy[1].children), ["UIButton"])
        let event = try XCTUnwrap(structure.connections.first)
        XCTAssertEqual(event.type.rawValue, "IBCocoaTouchEventConnection")
        XCTAssertEqual(event.eventMask, 64)
        XCTAssertEqual([event.sourceLabel, event.label, event.destinationLabel, event.destinationID], ["UIButton", "tapped:", "File's Owner", "-1"])
    }

    func testCyclicSubviewsAreCutAndReported() throws {
        let structure = try makeIOSArchive(subviewCycle: true).structure()
        XCTAssertFalse(structure.isComplete)
        XCTAssertTrue(structure.notes.contains { $0.contains("appears twice") })
        XCTAssertEqual(labels(structure.hierarchy[1].children[0].children), [], "the cycle back to the view is not followed")
    }

    /// The structure of a macOS archive: File's Owner plus objects of `classes`, linked by
    /// `links` (child, parent) positions in `classes` through NSObjectsKeys/NSObjectsValues.
    private func cocoaStructure(classes: [String], links: [(child: Int, parent: Int)]) throws -> NibStructure {
        var builder = NIBArchiveBuilder(coderVersion: 10)
        let root = builder.addObject(className: "NSObject")
        let data = builder.addObject(className: "NSIBObjectData")
        let owner = builder.addObject(className: "NSCustomObject")
        let objects = classes.map { builder.addObject(className: $0) }
        builder.append(.object(data), forKey: "IB.objectdata", to: root)
        builder.append(.object(owner), forKey: "NSRoot", to: data)
        builder.append(.object(builder.addCollection(links.map { .object(objects[$0.child]) })), forKey: "NSObjectsKeys", to: data)
        builder.append(.object(builder.addCollection(links.map { .object(objects[$0.parent]) })), forKey: "NSObjectsValues", to: data)
        return try CompiledNibFile(bytes: builder.build().serialized()).structure()
    }

    func testCyclicParentLinksAreReportedNotFollowed() throws {
        let structure = try cocoaStructure(classes: ["NSView", "NSView"], links: [(0, 1), (1, 0)])
        XCTAssertEqual(labels(structure.hierarchy), ["File's Owner"])
        XCTAssertTrue(structure.notes.contains { $0.contains("not reachable") })
    }

    func testGraphsWithoutKnownRootKeysAreUnknown() throws {
        var builder = NIBArchiveBuilder()
        _ = builder.addObject(className: "NSObject")
        let structure = try CompiledNibFile(bytes: builder.build().serialized()).structure()
        XCTAssertEqual(structure.platform, .unknown)
        XCTAssertFalse(structure.isComplete)
    }

    func testIOSContainmentKeysNestTheirObjects() throws {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let controller = builder.addObject(className: "UIClassSwapper")
        builder.append(.object(builder.addString("CatchNavigationController")), forKey: "UIClassName", to: controller)
        builder.append(.object(builder.addString("UINavigationController")), forKey: "UIOriginalClassName", to: controller)
        let bar = builder.addObject(className: "UINavigationBar")
        builder.append(.object(bar), forKey: "UINavigationBar", to: controller)
        builder.append(.object(controller), forKey: "UIDelegate", to: bar)
        let topLevel = builder.addCollection([.object(controller)])
        builder.append(.object(topLevel), forKey: "UINibTopLevelObjectsKey", to: root)
        builder.append(.object(builder.addCollection([.object(controller), .object(bar)])), forKey: "UINibObjectsKey", to: root)
        let structure = try CompiledNibFile(bytes: builder.build().serialized()).structure()
        XCTAssertTrue(structure.isComplete, "\(structure.notes)")
        XCTAssertEqual(structure.hierarchy.count, 1, "UINibObjectsKey parents nothing")
        XCTAssertEqual(structure.hierarchy[0].customClass, "CatchNavigationController")
        XCTAssertEqual(labels(structure.hierarchy[0].children), ["UINavigationBar"])
        XCTAssertEqual(structure.objects.first { $0.customClass == "CatchNavigationController" }?.className, "UINavigationController")
    }

    func testObjectsWhoseParentChainMissesTheOwnerGetTheirOwnRoot() throws {
        let structure = try cocoaStructure(classes: ["NSMenu", "NSMenuItem"], links: [(1, 0)])
        XCTAssertEqual(labels(structure.hierarchy), ["File's Owner", "NSMenu"])
        XCTAssertEqual(labels(structure.hierarchy[1].children), ["NSMenuItem"])
        XCTAssertTrue(structure.isComplete, "\(structure.notes)")
    }

    func testNestedPrototypeNibsKeepTheirOwnStructure() throws {
        let prototype = try makeIOSArchive(subviewCycle: false).serialized()
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let nib = builder.addObject(className: "UINib")
        builder.append(.data(prototype), forKey: "archiveData", to: nib)
        builder.append(.object(builder.addCollection([.object(nib)])), forKey: "UINibTopLevelObjectsKey", to: root)
        let structure = try CompiledNibFile(bytes: builder.build().serialized()).structure()
        XCTAssertEqual(structure.nested.count, 1)
        XCTAssertEqual(structure.nested.first?.holderIndex, nib)
        XCTAssertEqual(structure.nested.first?.key, "archiveData")
        XCTAssertEqual(structure.nested.first?.structure.connections.map(\.label), ["tapped:"])
        XCTAssertTrue(structure.connections.isEmpty, "nested connections are not merged")
    }
}
