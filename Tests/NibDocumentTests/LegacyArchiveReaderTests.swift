import Foundation
import NibCore
import NibXML
import XCTest
@testable import NibDocument

/// Interface Builder 3 archives (`<archive version="7.10|8.00">`) read into the same typed
/// view as modern documents: objects, classes, outline, placeholders, connections.
final class LegacyArchiveReaderTests: XCTestCase {
    // MARK: Cocoa Touch, format 8.00 (hand-written fixture)

    func testCocoaTouch800ArchiveHasHeaderAndOutlineInRecordChildOrder() throws {
        let document = try LegacyArchiveFixture.read("legacy-cocoatouch-v800.xib")
        XCTAssertEqual(document.format, .legacyArchive(version: "8.00"))
        XCTAssertEqual(document.type, "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        XCTAssertEqual(document.platform, .cocoaTouch)
        XCTAssertEqual(document.kind, .xib)
        XCTAssertEqual(document.targetRuntime, "iOS.CocoaTouch")
        XCTAssertEqual(document.toolsVersion, "1938")
        XCTAssertEqual(document.diagnostics, [])
        XCTAssertTrue(document.scenes.isEmpty)

        // Outline order: depth first; the top level in IBDocument.RootObjects order and the
        // view's children in its record's `children` order, although the records of the
        // view and of the button come earlier in the archive.
        XCTAssertEqual(document.objects.map(\.id), ["-1", "-2", "20", "1", "4", "5", "6", "7"])
        XCTAssertEqual(document.topLevelObjects.map { document.objects[$0].id }, ["-1", "-2", "20", "1"])
        let view = try XCTUnwrap(document.object(withID: "1"))
        XCTAssertEqual(view.children.map { document.objects[$0].id }, ["4", "5", "6", "7"])
        for child in view.children {
            XCTAssertEqual(document.objects[child].parent, document.indexOfObject(withID: "1"))
        }

        XCTAssertEqual(document.objects.map(\.className),
                       ["IBFilesOwner", "IBFirstResponder", "IBExternalObject", "UIView", "UILabel", "UISlider", "UIButton", "UIView"])
        XCTAssertEqual(document.object(withID: "4")?.userLabel, "Volume Label")
        XCTAssertEqual(document.object(withID: "4")?.label, "Volume Label")
        XCTAssertEqual(document.object(withID: "7")?.customClass, "WaveformView")
        XCTAssertEqual(document.object(withID: "7")?.effectiveClassName, "WaveformView")
        XCTAssertEqual(document.object(withID: "5")?.elementName, "IBUISlider")

        // The object's element is the archived object itself, so edits land in the archive.
        let label = try XCTUnwrap(document.object(withID: "4"))
        XCTAssertEqual(label.element.name, "object")
        XCTAssertEqual(label.element[attribute: "class"], "IBUILabel")
        XCTAssertEqual(label.element[attribute: "id"], "400000001")
    }

    func testCocoaTouchPlaceholdersComeFromProxiedObjectIdentifiers() throws {
        let document = try LegacyArchiveFixture.read("legacy-cocoatouch-v800.xib")
        let owner = try XCTUnwrap(document.object(withID: "-1"))
        XCTAssertEqual(owner.placeholder, .filesOwner)
        XCTAssertEqual(owner.customClass, "PlayerViewController")
        XCTAssertEqual(owner.label, "File's Owner")
        let firstResponder = try XCTUnwrap(document.object(withID: "-2"))
        XCTAssertEqual(firstResponder.placeholder, .firstResponder)
        XCTAssertEqual(firstResponder.customClass, "UIResponder")
        XCTAssertEqual(firstResponder.label, "First Responder")
        let external = try XCTUnwrap(document.object(withID: "20"))
        XCTAssertEqual(external.placeholder, .external(identifier: "SharedStore"))
        XCTAssertEqual(external.customClass, "MusicStore")
        XCTAssertEqual(external.label, "SharedStore")
        XCTAssertNil(document.object(withID: "0"), "objectID 0 is the document, not an object")
    }

    func testCocoaTouchConnectionsResolveOutletsAndControlEvents() throws {
        let document = try LegacyArchiveFixture.read("legacy-cocoatouch-v800.xib")
        let summary = document.connections.map { LegacyArchiveFixture.describe($0, in: document) }
        XCTAssertEqual(summary, [
            "3 outlet(property: \"view\") -1 -> 1",
            "10 outlet(property: \"volumeLabel\") -1 -> 4",
            "11 action(selector: \"play:\", eventType: Optional(\"touchUpInside\")) 6 -> -1",
            "12 action(selector: \"volumeChanged:\", eventType: Optional(\"valueChanged\")) 5 -> -2",
            "13 outlet(property: \"store\") -1 -> 20",
        ])
        XCTAssertEqual(document.connections.map(\.label), ["view", "volumeLabel", "play:", "volumeChanged:", "store"])
        XCTAssertEqual(document.connections.first?.element[attribute: "class"], "IBCocoaTouchOutletConnection")
        XCTAssertEqual(document.connections(from: try XCTUnwrap(document.indexOfObject(withID: "-1"))).count, 3)
    }

    // MARK: Cocoa, format 7.10 (hand-written fixture)

    func testCocoa710ArchiveHasPlaceholdersWindowsCustomViewsAndCustomObjects() throws {
        let document = try LegacyArchiveFixture.read("legacy-cocoa-v710.xib")
        XCTAssertEqual(document.format, .legacyArchive(version: "7.10"))
        XCTAssertEqual(document.platform, .cocoa)
        XCTAssertEqual(document.targetRuntime, "MacOSX.Cocoa")
        XCTAssertEqual(document.toolsVersion, "823")
        XCTAssertEqual(document.diagnostics, [])
        XCTAssertEqual(document.objects.map(\.id), ["-2", "-1", "-3", "5", "6", "7", "8", "9", "21", "22", "30", "31"])
        XCTAssertEqual(document.topLevelObjects.map { document.objects[$0].id }, ["-2", "-1", "-3", "5", "30", "31"])

        let expectations: [(id: String, placeholder: Placeholder?, className: String, customClass: String?, label: String)] = [
            ("-2", .filesOwner, "IBFilesOwner", "PrefsController", "File's Owner"),
            ("-1", .firstResponder, "IBFirstResponder", "FirstResponder", "First Responder"),
            ("-3", .application, "IBApplication", "NSApplication", "Application"),
            ("5", nil, "NSPanel", nil, "Preferences Panel"),
            ("6", nil, "NSView", nil, "NSView"),
            ("7", nil, "NSButton", nil, "NSButton"),
            ("8", nil, "NSButtonCell", nil, "NSButtonCell"),
            ("9", nil, "NSView", "GraphView", "GraphView"),
            ("21", nil, "NSButton", "DefaultButton", "DefaultButton"),
            ("22", nil, "NSButtonCell", nil, "NSButtonCell"),
            ("30", nil, "NSUserDefaultsController", nil, "Shared Defaults"),
            ("31", nil, "NSObject", "UpdateChecker", "UpdateChecker"),
        ]
        for expected in expectations {
            let object = try XCTUnwrap(document.object(withID: expected.id), expected.id)
            XCTAssertEqual(object.placeholder, expected.placeholder, expected.id)
            XCTAssertEqual(object.className, expected.className, expected.id)
            XCTAssertEqual(object.customClass, expected.customClass, expected.id)
            XCTAssertEqual(object.label, expected.label, expected.id)
        }
        // Relationship keys as the modern format names them.
        XCTAssertEqual(document.object(withID: "6")?.key, "contentView")
        XCTAssertEqual(document.object(withID: "8")?.key, "cell")
        XCTAssertNil(document.object(withID: "7")?.key)
        XCTAssertEqual(LegacyArchiveFixture.outline(of: document), """
            -2 File's Owner
            -1 First Responder
            -3 Application
            5 Preferences Panel
              6 NSView
                7 NSButton
                  8 NSButtonCell
                9 GraphView
                21 DefaultButton
                  22 NSButtonCell
            30 Shared Defaults
            31 UpdateChecker
            """)
    }

    func testCocoaActionConnectionsRunFromControlToTarget() throws {
        // IB3 stores a Cocoa action with the target as `source` and the control as
        // `destination`; the typed view, like the modern format, has the control as source.
        let document = try LegacyArchiveFixture.read("legacy-cocoa-v710.xib")
        let actions = document.connections.filter { if case .action = $0.kind { true } else { false } }
        XCTAssertEqual(actions.map { LegacyArchiveFixture.describe($0, in: document) }, [
            "11 action(selector: \"closePreferences:\", eventType: nil) 21 -> -2",
            "12 action(selector: \"terminate:\", eventType: nil) 7 -> -3",
        ])
        let outlets = document.connections.filter { if case .outlet = $0.kind { true } else { false } }
        XCTAssertEqual(outlets.map { LegacyArchiveFixture.describe($0, in: document) }, [
            "10 outlet(property: \"window\") -2 -> 5",
            "15 outlet(property: \"checker\") -2 -> 31",
        ])
    }

    func testCocoaBindingConnectionsCarryNameKeyPathAndOptions() throws {
        let document = try LegacyArchiveFixture.read("legacy-cocoa-v710.xib")
        let bindings = document.connections.filter { if case .binding = $0.kind { true } else { false } }
        XCTAssertEqual(bindings.count, 2)
        XCTAssertEqual(bindings.first.map { LegacyArchiveFixture.describe($0, in: document) },
                       "13 binding(name: \"value\", keyPath: \"values.AutomaticChecks\", options: ["
                       + "NibDocument.Connection.BindingOption(key: \"NSValueTransformerName\", type: \"string\", value: \"NSNegateBoolean\"), "
                       + "NibDocument.Connection.BindingOption(key: \"NSConditionallySetsEnabled\", type: \"integer\", value: \"1\")]) 7 -> 30")
        // A connector without NSBinding / NSKeyPath falls back to the label "hidden: busy".
        XCTAssertEqual(bindings.last?.kind, .binding(name: "hidden", keyPath: "busy", options: []))
        XCTAssertEqual(bindings.last?.label, "hidden")
    }

    // MARK: A real Cocoa Touch 7.10 document (copied from the corpus, see Tests/Fixtures/SOURCES.md)

    func testRealCocoaTouch710DocumentReadsAsInterfaceBuilderShowsIt() throws {
        let bytes = try LegacyArchiveFixture.bytes("legacy-asihttp-Sample.xib")
        let document = try InterfaceDocument(parsing: bytes, path: "legacy-asihttp-Sample.xib")
        XCTAssertEqual(document.format, .legacyArchive(version: "7.10"))
        XCTAssertEqual(document.toolsVersion, "788")
        XCTAssertEqual(document.diagnostics, [])
        XCTAssertEqual(LegacyArchiveFixture.outline(of: document), """
            -1 File's Owner
            -2 First Responder
            18 UIView
              28 UINavigationBar
                29 UINavigationItem
              16 UITableView
            """)
        XCTAssertEqual(document.object(withID: "-1")?.customClass, "SynchronousViewController")
        XCTAssertEqual(document.connections.map { LegacyArchiveFixture.describe($0, in: document) }, [
            "23 outlet(property: \"dataSource\") 16 -> -1",
            "24 outlet(property: \"delegate\") 16 -> -1",
            "25 outlet(property: \"view\") -1 -> 18",
            "27 outlet(property: \"tableView\") -1 -> 16",
            "30 outlet(property: \"navigationBar\") -1 -> 28",
        ])
        XCTAssertEqual(document.serialized(), bytes)
    }

    func testEditingAnArchivedObjectChangesOnlyItsBytes() throws {
        let bytes = try LegacyArchiveFixture.bytes("legacy-cocoa-v710.xib")
        let document = try InterfaceDocument(parsing: bytes, path: "legacy-cocoa-v710.xib")
        XCTAssertEqual(document.serialized(), bytes)
        let element = try XCTUnwrap(document.object(withID: "31")?.element)
        let className = try XCTUnwrap(element.firstChild(named: "string"))
        className.setTextContent("NewChecker")
        let edited = String(decoding: document.serialized(), as: UTF8.self)
        let original = String(decoding: bytes, as: UTF8.self)
        XCTAssertEqual(edited, original.replacingOccurrences(of: "UpdateChecker</string>", with: "NewChecker</string>"))
    }
}

/// Loading and describing the legacy fixtures in Tests/Fixtures/NibDocument.
enum LegacyArchiveFixture {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/NibDocument")

    static func bytes(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static func read(_ name: String) throws -> InterfaceDocument {
        try InterfaceDocument(parsing: bytes(name), path: name)
    }

    /// `id kind source -> destination` with object ids.
    static func describe(_ connection: Connection, in document: InterfaceDocument) -> String {
        let destination = connection.destination.map { document.objects[$0].id } ?? "nil"
        return "\(connection.id) \(connection.kind) \(document.objects[connection.source].id) -> \(destination)"
    }

    /// The outline as indented `id label` lines.
    static func outline(of document: InterfaceDocument) -> String {
        var lines: [String] = []
        var stack = document.topLevelObjects.reversed().map { ($0, 0) }
        while let (index, depth) = stack.popLast() {
            let object = document.objects[index]
            lines.append(String(repeating: "  ", count: depth) + "\(object.id) \(object.label)")
            stack.append(contentsOf: object.children.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }
}
