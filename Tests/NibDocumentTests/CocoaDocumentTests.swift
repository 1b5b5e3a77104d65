import XCTest
@testable import NibDocument

/// The typed view of a Cocoa xib: -2/-1/-3 placeholders, cells under controls, target
/// actions without events, bindings with options, menus.
final class CocoaDocumentTests: XCTestCase {
    func testCocoaPlaceholdersByObjectID() throws {
        let document = try Fixture.document("mac-connections.xib")
        XCTAssertEqual(document.platform, .cocoa)
        XCTAssertEqual(document.object(withID: "-2")?.placeholder, .filesOwner)
        XCTAssertEqual(document.object(withID: "-2")?.customClass, "PreferencesController")
        XCTAssertEqual(document.object(withID: "-1")?.placeholder, .firstResponder)
        XCTAssertEqual(document.object(withID: "-3")?.placeholder, .application)
        XCTAssertEqual(document.object(withID: "-3")?.label, "Application")
        XCTAssertNil(document.object(withID: "defaults")?.placeholder)
    }

    func testCellsSitUnderTheirControlsAndItemsUnderTheirMenu() throws {
        let document = try Fixture.document("mac-connections.xib")
        let button = try XCTUnwrap(document.object(withID: "chk"))
        XCTAssertEqual(button.className, "NSButton")
        XCTAssertEqual(button.children.map { document.objects[$0].className }, ["NSButtonCell"])
        XCTAssertEqual(document.object(withID: "chk-cell")?.key, "cell")
        let window = try XCTUnwrap(document.object(withID: "win"))
        XCTAssertEqual(window.className, "NSWindow")
        XCTAssertEqual(window.children.map { document.objects[$0].id }, ["content"])
        XCTAssertEqual(document.object(withID: "menu")?.children.map { document.objects[$0].className }, ["NSMenuItem"])
        XCTAssertEqual(document.object(withID: "defaults")?.className, "NSUserDefaultsController")
    }

    func testTargetActionsAndBindings() throws {
        let document = try Fixture.document("mac-connections.xib")
        let toggle = try XCTUnwrap(document.connections.first { $0.id == "act-toggle" })
        XCTAssertEqual(toggle.kind, .action(selector: "toggle:", eventType: nil))
        XCTAssertEqual(toggle.destinationID, "-2")
        let copy = try XCTUnwrap(document.connections.first { $0.id == "act-copy" })
        XCTAssertEqual(copy.destination.map { document.objects[$0].placeholder }, .firstResponder)
        let binding = try XCTUnwrap(document.connections.first { $0.id == "bind-1" })
        XCTAssertEqual(binding.kind, .binding(name: "value", keyPath: "values.checkForUpdates", options: [
            .init(key: "NSConditionallySetsEnabled", type: "bool", value: "NO"),
            .init(key: "NSNullPlaceholder", type: "string", value: "Never"),
        ]))
        XCTAssertEqual(document.objects[binding.source].id, "chk")
        XCTAssertEqual(binding.destination.map { document.objects[$0].id }, "defaults")
        XCTAssertEqual(binding.label, "value")
    }
}
