import NibXML
import XCTest
@testable import NibDocument

/// The pieces of the archive reader: dictionary encodings, base64 strings, references,
/// class-name and control-event tables.
final class LegacyArchiveValueTests: XCTestCase {
    private func graph(_ text: String) throws -> (LegacyArchiveGraph, MarkupElement) {
        let markup = try MarkupDocument(parsing: Array(text.utf8))
        return (LegacyArchiveGraph(data: markup.root), markup.root)
    }

    func testTheThreeDictionaryEncodingsGiveTheSameEntries() throws {
        let sortedKeys = """
            <data><object class="NSMutableDictionary" key="d">
              <bool key="EncodedWithXMLCoder">YES</bool>
              <object class="NSArray" key="dict.sortedKeys" id="7"><bool key="EncodedWithXMLCoder">YES</bool><string>1.CustomClassName</string><string>2.CustomClassName</string></object>
              <object class="NSMutableArray" key="dict.values"><bool key="EncodedWithXMLCoder">YES</bool><string>A</string><string>B</string></object>
            </object></data>
            """
        let pairs = """
            <data><object class="NSMutableDictionary" key="d">
              <string key="NS.key.0">1.CustomClassName</string><string key="NS.object.0">A</string>
              <string key="NS.key.1">2.CustomClassName</string><string key="NS.object.1">B</string>
            </object></data>
            """
        let keyed = """
            <data><dictionary class="NSMutableDictionary" key="d">
              <string key="1.CustomClassName">A</string><string key="2.CustomClassName">B</string>
            </dictionary></data>
            """
        for text in [sortedKeys, pairs, keyed] {
            let (graph, data) = try graph(text)
            let dictionary = try XCTUnwrap(graph.object("d", of: data))
            let (entries, isConsistent) = graph.entries(of: dictionary)
            XCTAssertTrue(isConsistent, text)
            XCTAssertEqual(entries.map(\.key), ["1.CustomClassName", "2.CustomClassName"], text)
            XCTAssertEqual(entries.map { graph.scalar($0.value) }, ["A", "B"], text)
        }
    }

    func testSharedKeyArraysResolveThroughReferences() throws {
        let (graph, data) = try graph("""
            <data>
              <object class="NSArray" key="shared" id="0"><string>k</string></object>
              <object class="NSMutableDictionary" key="d">
                <reference key="dict.sortedKeys" ref="0"/>
                <object class="NSMutableArray" key="dict.values"><integer value="5"/></object>
              </object>
            </data>
            """)
        let dictionary = try XCTUnwrap(graph.object("d", of: data))
        let (entries, isConsistent) = graph.entries(of: dictionary)
        XCTAssertTrue(isConsistent)
        XCTAssertEqual(entries.map(\.key), ["k"])
        XCTAssertEqual(entries.first.flatMap { graph.scalar($0.value) }, "5")
    }

    func testReferencesResolveToElementsNothingOrDanglingIDs() throws {
        let (graph, data) = try graph("""
            <data><string key="a" id="1">x</string><reference key="b" ref="1"/><reference key="c"/><nil key="d"/><reference key="e" ref="9"/></data>
            """)
        XCTAssertEqual(graph.string("b", of: data), "x")
        XCTAssertNil(graph.value("c", of: data).element)
        XCTAssertNil(graph.value("d", of: data).element)
        XCTAssertNil(graph.value("missing", of: data).element)
        guard case .dangling(let reference) = graph.value("e", of: data) else { return XCTFail("expected a dangling reference") }
        XCTAssertEqual(reference, "9")
    }

    func testScalarsReadStringsNumbersBooleansAndMutableStrings() throws {
        let (graph, data) = try graph("""
            <data><int key="i">
              42
            </int><integer value="7" key="n"/><bool key="b">YES</bool><boolean value="NO" key="o"/><double key="d">1.5</double><string key="s"/><string type="base64-UTF8" key="k">DQ</string><object class="NSMutableString" key="m"><characters key="NS.bytes">View</characters></object><object class="NSColor" key="c"/></data>
            """)
        XCTAssertEqual(graph.string("i", of: data), "42")
        XCTAssertEqual(graph.string("n", of: data), "7")
        XCTAssertEqual(graph.string("b", of: data), "YES")
        XCTAssertEqual(graph.string("o", of: data), "NO")
        XCTAssertEqual(graph.string("d", of: data), "1.5")
        XCTAssertEqual(graph.string("s", of: data), "")
        XCTAssertEqual(graph.string("k", of: data), "\r")
        XCTAssertEqual(graph.string("m", of: data), "View")
        XCTAssertNil(graph.string("c", of: data))
    }

    func testBase64StringsDecodeAcrossLinesWithoutPadding() {
        XCTAssertEqual(Base64UTF8.decode("Gw"), "\u{1B}")
        XCTAssertEqual(Base64UTF8.decode("RGVtb25zdHJhdGVzIGZldGNoaW5n\nIGEgbGFyZ2UgZmlsZQ"), "Demonstrates fetching a large file")
        XCTAssertEqual(Base64UTF8.decode("w7xiZXI="), "über")
        XCTAssertEqual(Base64UTF8.decode(""), "")
        XCTAssertNil(Base64UTF8.decode("not*base64"))
    }

    func testBase64EncodingIsUnpaddedAndRoundTrips() {
        XCTAssertEqual(Base64UTF8.encode("\u{8}来期"), "COadpeacnw", "Annict's period button title, as Interface Builder wrote it")
        XCTAssertEqual(Base64UTF8.encode("\n"), "Cg")
        XCTAssertEqual(Base64UTF8.encode(""), "")
        for text in ["a", "ab", "abc", "abcd", "über", "\u{1B}[0m"] { XCTAssertEqual(Base64UTF8.decode(Base64UTF8.encode(text)), text) }
    }

    func testArchivedClassesMapToRuntimeClasses() {
        let expectations = [
            "IBUILabel": "UILabel", "IBUIViewController": "UIViewController", "IBMKMapView": "MKMapView",
            "IBNSLayoutConstraint": "NSLayoutConstraint", "IBUICustomObject": "NSObject",
            "NSCustomObject": "NSObject", "NSCustomView": "NSView", "NSWindowTemplate": "NSWindow",
            "NSButtonCell": "NSButtonCell", "WebView": "WebView", "IBProxyObject": "IBProxyObject", "IB": "IB",
        ]
        for (archived, runtime) in expectations {
            XCTAssertEqual(LegacyClassNames.runtimeClassName(forArchivedClass: archived), runtime, archived)
        }
        XCTAssertEqual(LegacyClassNames.targetRuntime(forIdentifier: "IBIPadFramework"), "iOS.CocoaTouch.iPad")
        XCTAssertEqual(LegacyClassNames.relationshipKey(forArchiveKey: "NSSubmenu"), "submenu")
        XCTAssertNil(LegacyClassNames.relationshipKey(forArchiveKey: "NSSubviews"))
    }

    func testEventTypesAreOnePlusTheControlEventBitNumber() {
        // UIControlEventTouchUpInside = 1 << 6, written as IBEventType 7.
        XCTAssertEqual(LegacyControlEvent.name(forEventType: 7), "touchUpInside")
        XCTAssertEqual(LegacyControlEvent.name(forEventType: 1), "touchDown")
        XCTAssertEqual(LegacyControlEvent.name(forEventType: 13), "valueChanged")
        XCTAssertEqual(LegacyControlEvent.name(forEventType: 18), "editingChanged")
        XCTAssertEqual(LegacyControlEvent.name(forEventType: 20), "editingDidEndOnExit")
        XCTAssertNil(LegacyControlEvent.name(forEventType: 0))
        XCTAssertNil(LegacyControlEvent.name(forEventType: 10))
        XCTAssertNil(LegacyControlEvent.name(forEventType: -7))
    }
}
