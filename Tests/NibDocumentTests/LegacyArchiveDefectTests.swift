import Foundation
import NibCore
import NibXML
import XCTest
@testable import NibDocument

/// Defective archives: references that point nowhere are warnings with their place; only
/// archives that cannot be understood at all are errors; nothing ever traps.
final class LegacyArchiveDefectTests: XCTestCase {
    func testReferencesThatPointNowhereAreWarningsWithLocations() throws {
        let document = try LegacyArchiveFixture.read("legacy-defects-v710.xib")
        XCTAssertTrue(document.diagnostics.allSatisfy { $0.severity == .warning })
        let warnings = document.diagnostics.map { "\($0.location?.line ?? 0): \($0.message)" }
        XCTAssertEqual(Set(warnings), [
            "22: duplicate archive id '500'; references to it resolve to its first use",
            "95: object record 1 lists child '404', which is not in the archive",
            "99: object record 2 refers to object '999', which is not in the archive; the record is ignored",
            "119: duplicate objectID 5 (first used at 114:6); the second record is ignored",
            "22: root object 'IBUISwitch' has no object record; it is listed at the top level as 'archive-500'",
            "23: root object 'IBUIImageView' has no object record; it is listed at the top level as 'archive-600'",
            "131: the keys and values of 'flattenedProperties' do not pair up; custom classes may be missing",
            "124: object record 6 names parent '888', which is not in the archive; the object is shown at the top level",
            "104: the parents of object 3 loop back to it; the object is shown at the top level",
            "29: IBCocoaTouchOutletConnection 1 ('view') from '-1': its destination refers to '777', which is not in the archive",
            "37: IBCocoaTouchOutletConnection 2 ('colour'): its source is a 'NSColor' that is not an object of the document (it has no object record); the connection is ignored",
            "45: connection 3 has the unknown class 'IBCocoaTouchTeleportConnection'; it is ignored",
            "53: event connection 4 has the unknown IBEventType '99'",
        ])
        XCTAssertEqual(warnings.count, 13)
        XCTAssertTrue(document.diagnostics.allSatisfy { $0.path == "legacy-defects-v710.xib" })
    }

    func testDefectiveArchiveStillYieldsEveryReadableObjectAndConnection() throws {
        let document = try LegacyArchiveFixture.read("legacy-defects-v710.xib")
        XCTAssertEqual(LegacyArchiveFixture.outline(of: document), """
            -1 File's Owner
            -2 First Responder
            1 UIView
              5 UILabel
            3 UIView
              4 UIView
            6 UIButton
            archive-500 UISwitch
            archive-600 UIImageView
            """)
        XCTAssertEqual(document.connections.map { LegacyArchiveFixture.describe($0, in: document) }, [
            "1 outlet(property: \"view\") -1 -> nil",
            "4 action(selector: \"tapped:\", eventType: nil) 6 -> -1",
            "5 outlet(property: \"label\") -1 -> 5",
        ])
        // A dangling destination keeps the id it was written with.
        XCTAssertEqual(document.connections.first?.destinationID, "777")
        XCTAssertEqual(document.object(withID: "-1")?.customClass, "BrokenViewController")
        LegacyArchiveInvariants.assertConsistent(document)
    }

    // MARK: Documents that cannot be understood

    func testArchiveWithoutObjectContainerIsAnErrorAtTheDataElement() {
        assertError(in: """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
            \t<data>
            \t\t<string key="IBDocument.InterfaceBuilderVersion">788</string>
            \t</data>
            </archive>
            """, line: 3, column: 2, contains: "no 'IBDocument.Objects'")
    }

    func testArchiveWithoutObjectRecordsIsAnErrorAtTheContainer() {
        assertError(in: """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">
              <data>
                <object class="IBObjectContainer" key="IBDocument.Objects">
                  <object class="NSMutableArray" key="connectionRecords"/>
                </object>
              </data>
            </archive>
            """, line: 4, column: 5, contains: "no 'objectRecords'")
    }

    func testArchiveWithoutDataIsAnError() {
        assertError(in: """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"/>
            """, line: 2, column: 1, contains: "has no <data> element")
    }

    func testArchiveWithUnknownOrMissingTypeIsAnError() {
        assertError(in: "<archive type=\"com.example.Toaster.XIB\" version=\"7.10\"><data/></archive>",
                    line: 1, column: 1, contains: "unknown document type 'com.example.Toaster.XIB'")
        assertError(in: "<archive version=\"7.10\"><data/></archive>", line: 1, column: 1, contains: "no 'type' attribute")
    }

    // MARK: Robustness

    func testArchivesWithAnyOneElementRemovedNeverTrap() throws {
        // Remove each element of the archive's data in turn (a record, a reference, a
        // member, a whole container) and read what remains: a document or a Diagnostic,
        // never a trap, and every document's indices stay consistent.
        for name in ["legacy-cocoa-v710.xib", "legacy-cocoatouch-v800.xib", "legacy-defects-v710.xib"] {
            let bytes = try LegacyArchiveFixture.bytes(name)
            let count = try MarkupDocument(parsing: bytes).root.descendants().count
            var documents = 0
            for victim in 1..<count {
                let markup = try MarkupDocument(parsing: bytes)
                let elements = markup.root.descendants()
                let target = elements[victim]
                guard let parent = elements.first(where: { $0.childElements.contains { $0 == target } }) else { continue }
                parent.removeChildElement(target)
                do {
                    let document = try InterfaceDocument(markup: markup, path: name)
                    LegacyArchiveInvariants.assertConsistent(document)
                    documents += 1
                } catch let diagnostic as Diagnostic {
                    XCTAssertEqual(diagnostic.severity, .error)
                    XCTAssertNotNil(diagnostic.location, diagnostic.description)
                }
            }
            XCTAssertGreaterThan(documents, count / 2, name)
        }
    }

    func testArchivesWithEveryReferenceRedirectedNeverTrap() throws {
        // Point every `ref` at each of a handful of ids in turn (itself-like loops, the
        // document record, a colour, nothing at all): parents, children, objects and
        // connection ends all become wrong at once.
        let bytes = try LegacyArchiveFixture.bytes("legacy-cocoa-v710.xib")
        for replacement in ["0", "1000", "2001", "2002", "2003", "2004", "nowhere"] {
            let markup = try MarkupDocument(parsing: bytes)
            for element in markup.root.descendants() where element[attribute: "ref"] != nil {
                element.setAttribute("ref", to: replacement)
            }
            let document = try InterfaceDocument(markup: markup, path: "redirected-\(replacement).xib")
            LegacyArchiveInvariants.assertConsistent(document)
            XCTAssertFalse(document.diagnostics.isEmpty, replacement)
        }
    }

    func testParentChainsDeeperThanTheNestingLimitAreCutToTheTopLevel() throws {
        // Parent links are references, so flat XML can describe an outline of any depth.
        // The typed view keeps outline depth within the parser's nesting limit (1024), as
        // for modern documents, so recursive walks over the outline stay safe.
        let count = 3000
        var text = "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\"><data>\n"
        text += "<object class=\"NSMutableArray\" key=\"IBDocument.RootObjects\" id=\"1000\">"
        for number in 1...count { text += "<object class=\"IBUIView\" id=\"v\(number)\"/>" }
        text += "</object>\n<object class=\"IBObjectContainer\" key=\"IBDocument.Objects\">"
        text += "<object class=\"NSMutableArray\" key=\"connectionRecords\"/>"
        text += "<object class=\"IBMutableOrderedSet\" key=\"objectRecords\"><object class=\"NSArray\" key=\"orderedObjects\">"
        text += "<object class=\"IBObjectRecord\"><int key=\"objectID\">0</int><object class=\"NSArray\" key=\"object\" id=\"0\"/><nil key=\"parent\"/></object>\n"
        for number in 1...count {
            let parent = number == 1 ? "0" : "v\(number - 1)"
            text += "<object class=\"IBObjectRecord\"><int key=\"objectID\">\(number)</int><reference key=\"object\" ref=\"v\(number)\"/><reference key=\"parent\" ref=\"\(parent)\"/></object>\n"
        }
        text += "</object></object></object></data></archive>\n"

        let document = try InterfaceDocument(parsing: Array(text.utf8), path: "deep.xib")
        XCTAssertEqual(document.objects.count, count)
        XCTAssertEqual(document.topLevelObjects.map { document.objects[$0].id }, ["1", "1025", "2049"])
        XCTAssertEqual(document.diagnostics.map(\.message), [
            "the outline below object 1024 is deeper than 1024 levels; its children are shown at the top level",
            "the outline below object 2048 is deeper than 1024 levels; its children are shown at the top level",
        ])
        var deepest = 0
        for index in document.objects.indices {
            var depth = 1
            var current = document.objects[index].parent
            while let parent = current { depth += 1; current = document.objects[parent].parent }
            deepest = max(deepest, depth)
        }
        XCTAssertEqual(deepest, 1024)
        LegacyArchiveInvariants.assertConsistent(document)
    }

    private func assertError(in text: String, line: Int, column: Int, contains fragment: String,
                             file: StaticString = #filePath, testLine: UInt = #line) {
        XCTAssertThrowsError(try InterfaceDocument(parsing: Array(text.utf8), path: "bad.xib"), file: file, line: testLine) { error in
            guard let diagnostic = error as? Diagnostic else {
                return XCTFail("expected a Diagnostic, got \(error)", file: file, line: testLine)
            }
            XCTAssertEqual(diagnostic.severity, .error, file: file, line: testLine)
            XCTAssertEqual(diagnostic.location?.line, line, diagnostic.description, file: file, line: testLine)
            XCTAssertEqual(diagnostic.location?.column, column, diagnostic.description, file: file, line: testLine)
            XCTAssertTrue(diagnostic.message.contains(fragment), diagnostic.description, file: file, line: testLine)
            XCTAssertTrue(diagnostic.description.hasPrefix("bad.xib:\(line):\(column): error: "), diagnostic.description, file: file, line: testLine)
        }
    }
}

/// Structural checks every typed view must pass, however broken its archive was.
enum LegacyArchiveInvariants {
    static func assertConsistent(_ document: InterfaceDocument, file: StaticString = #filePath, line: UInt = #line) {
        let objects = document.objects
        let range = objects.indices
        for (index, object) in objects.enumerated() {
            if let parent = object.parent {
                XCTAssertTrue(range.contains(parent), "parent out of range", file: file, line: line)
                if range.contains(parent) {
                    XCTAssertTrue(objects[parent].children.contains(index), "\(object.id) missing from its parent's children", file: file, line: line)
                }
            } else {
                XCTAssertTrue(document.topLevelObjects.contains(index), "\(object.id) has no parent but is not top-level", file: file, line: line)
            }
            for child in object.children {
                XCTAssertTrue(range.contains(child) && objects[child].parent == index, "bad child of \(object.id)", file: file, line: line)
            }
            XCTAssertEqual(document.indexOfObject(withID: object.id), index, "id \(object.id) not unique", file: file, line: line)
        }
        // Every object is reached exactly once from the top level: the outline is a forest.
        var seen = Set<Int>()
        var stack = document.topLevelObjects
        while let index = stack.popLast() {
            guard range.contains(index), seen.insert(index).inserted else {
                return XCTFail("outline revisits or leaves the objects at \(index)", file: file, line: line)
            }
            stack.append(contentsOf: objects[index].children)
        }
        XCTAssertEqual(seen.count, objects.count, "objects unreachable from the top level", file: file, line: line)
        for connection in document.connections {
            XCTAssertTrue(range.contains(connection.source), file: file, line: line)
            if let destination = connection.destination { XCTAssertTrue(range.contains(destination), file: file, line: line) }
        }
    }
}
