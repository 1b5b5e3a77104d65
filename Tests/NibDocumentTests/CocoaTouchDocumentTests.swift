import XCTest
@testable import NibDocument

/// The typed view of a Cocoa Touch xib: classes, placeholders, outline, every connection kind.
final class CocoaTouchDocumentTests: XCTestCase {
    func testDocumentAttributes() throws {
        let document = try Fixture.document("ios-connections.xib")
        XCTAssertEqual(document.platform, .cocoaTouch)
        XCTAssertEqual(document.kind, .xib)
        XCTAssertEqual(document.format, .modern(version: "3.0"))
        XCTAssertEqual(document.toolsVersion, "21701")
        XCTAssertEqual(document.targetRuntime, "iOS.CocoaTouch")
        XCTAssertTrue(document.diagnostics.isEmpty, "\(document.diagnostics)")
    }

    func testPlaceholdersAreRecognisedWithTheirLabels() throws {
        let document = try Fixture.document("ios-connections.xib")
        let owner = try XCTUnwrap(document.object(withID: "-1"))
        XCTAssertEqual(owner.placeholder, .filesOwner)
        XCTAssertEqual(owner.label, "File's Owner")
        XCTAssertEqual(owner.customClass, "GreetingViewController")
        XCTAssertEqual(owner.customModule, "Greeter")
        XCTAssertEqual(owner.customModuleProvider, "target")
        let firstResponder = try XCTUnwrap(document.object(withID: "-2"))
        XCTAssertEqual(firstResponder.placeholder, .firstResponder)
        XCTAssertEqual(firstResponder.label, "First Responder")
        let external = try XCTUnwrap(document.object(withID: "ext-analytics"))
        XCTAssertEqual(external.placeholder, .external(identifier: "AnalyticsService"))
        XCTAssertEqual(external.label, "Analytics")
    }

    func testElementsMapToRuntimeClassesAndOutlineFollowsSuperviews() throws {
        let document = try Fixture.document("ios-connections.xib")
        XCTAssertEqual(document.topLevelObjects.map { document.objects[$0].id }, ["-1", "-2", "ext-analytics", "root-view"])
        let view = try XCTUnwrap(document.object(withID: "root-view"))
        XCTAssertEqual(view.className, "UIView")
        XCTAssertEqual(view.children.map { document.objects[$0].id }, ["lbl-hello", "btn-greet", "btn-clear", "safe-area", "cst-top"])
        XCTAssertEqual(view.children.map { document.objects[$0].className },
                       ["UILabel", "UIButton", "UIButton", "UILayoutGuide", "NSLayoutConstraint"])
        let button = try XCTUnwrap(document.object(withID: "btn-greet"))
        XCTAssertEqual(button.label, "Greet Button")
        XCTAssertEqual(button.parent.map { document.objects[$0].id }, "root-view")
        XCTAssertEqual(document.object(withID: "safe-area")?.key, "safeArea")
    }

    func testOutletsCollectionsAndEventActionsResolveSourceAndDestination() throws {
        let document = try Fixture.document("ios-connections.xib")
        func connection(_ id: String) throws -> Connection {
            try XCTUnwrap(document.connections.first { $0.id == id }, id)
        }
        let outlet = try connection("out-label")
        XCTAssertEqual(outlet.kind, .outlet(property: "greetingLabel"))
        XCTAssertEqual(document.objects[outlet.source].id, "-1")
        XCTAssertEqual(outlet.destination.map { document.objects[$0].id }, "lbl-hello")

        let collection = try connection("col-2")
        XCTAssertEqual(collection.kind, .outletCollection(property: "buttons", collectionClass: "NSMutableArray"))
        XCTAssertEqual(collection.destination.map { document.objects[$0].id }, "btn-clear")

        let action = try connection("act-greet")
        XCTAssertEqual(action.kind, .action(selector: "greet:", eventType: "touchUpInside"))
        XCTAssertEqual(document.objects[action.source].id, "btn-greet")
        XCTAssertEqual(action.destination.map { document.objects[$0].placeholder }, .filesOwner)

        let nilTargeted = try connection("act-clear")
        XCTAssertEqual(nilTargeted.destination.map { document.objects[$0].placeholder }, .firstResponder)

        let toExternal = try connection("out-analytics")
        XCTAssertEqual(toExternal.destination.map { document.objects[$0].placeholder }, .external(identifier: "AnalyticsService"))
        XCTAssertEqual(document.connections.count, 7)
    }

    func testDecodedAttributeValuesReachTheTypedView() throws {
        let document = try Fixture.document("ios-connections.xib")
        XCTAssertEqual(document.object(withID: "lbl-hello")?.element[attribute: "text"], "Hello & welcome")
    }
}
