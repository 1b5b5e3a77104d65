import NibCore
import XCTest
@testable import NibLocalization

/// XLIFF 1.2 in Xcode's layout: writing, reading, escaping both ways, errors with line:col.
final class XLIFFTests: XCTestCase {
    private let entries = [
        LocalizableEntry(objectID: "7pN-ag-DRB", keyPath: "text", className: "UILabel", value: "Label",
                         note: "The main label of the app"),
        LocalizableEntry(objectID: "35F-cl-mdI", keyPath: "normalTitle", className: "UIButton", value: "Tap <here> & \"go\""),
    ]

    func testWriterLayoutMatchesXcode() {
        let file = XLIFFFile(original: "App/Base.lproj/Main.storyboard", sourceLanguage: "en", targetLanguage: "fr",
                             tool: .nibtool(version: "0.1.0"), entries: entries, translations: ["7pN-ag-DRB.text": "Étiquette"])
        XCTAssertEqual(XLIFFWriter.text(for: XLIFFDocument(files: [file])), """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
              <file original="App/Base.lproj/Main.storyboard" source-language="en" target-language="fr" datatype="plaintext">
                <header>
                  <tool tool-id="org.nibforge.nibtool" tool-name="nibtool" tool-version="0.1.0"/>
                </header>
                <body>
                  <trans-unit id="35F-cl-mdI.normalTitle" xml:space="preserve">
                    <source>Tap &lt;here&gt; &amp; "go"</source>
                    <note>Class = "UIButton"; normalTitle = "Tap &lt;here&gt; &amp; \\"go\\""; ObjectID = "35F-cl-mdI";</note>
                  </trans-unit>
                  <trans-unit id="7pN-ag-DRB.text" xml:space="preserve">
                    <source>Label</source>
                    <target>Étiquette</target>
                    <note>Class = "UILabel"; text = "Label"; ObjectID = "7pN-ag-DRB"; Note = "The main label of the app";</note>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """)
    }

    func testReadsXcodeStyleFileWithSeveralFiles() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
             <file original="project/Base.lproj/Main.storyboard" source-language="en" target-language="de" datatype="plaintext">
              <header>
               <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.2" build-num="15C500b"/>
              </header>
              <body>
               <trans-unit id="7pN-ag-DRB.text" xml:space="preserve">
                <source>Label</source>
                <target state="translated">Beschriftung</target>
                <note>Class = "UILabel"; text = "Label"; ObjectID = "7pN-ag-DRB";</note>
               </trans-unit>
               <!-- a comment -->
               <group id="g"><trans-unit id="x.title"><source><![CDATA[a < b]]></source></trans-unit></group>
              </body>
             </file>
             <file original="project/en.lproj/Localizable.strings" source-language="en" datatype="plaintext">
              <body/>
             </file>
            </xliff>
            """
        let document = try XLIFFReader.read(Array(xml.utf8), path: "de.xliff")
        XCTAssertEqual(document.files.count, 2)
        let file = try XCTUnwrap(document.files.first)
        XCTAssertEqual(file.original, "project/Base.lproj/Main.storyboard")
        XCTAssertEqual(file.targetLanguage, "de")
        XCTAssertEqual(file.tool, XLIFFTool(id: "com.apple.dt.xcode", name: "Xcode", version: "15.2", buildNumber: "15C500b"))
        XCTAssertEqual(file.units.map(\.id), ["7pN-ag-DRB.text", "x.title"])
        XCTAssertEqual(file.units[0].target, "Beschriftung")
        XCTAssertEqual(file.units[0].targetState, "translated")
        XCTAssertEqual(file.units[0].location?.description, "8:4")
        XCTAssertEqual(file.units[1].source, "a < b")
        XCTAssertNil(file.units[1].target)
        XCTAssertEqual(file.translationTable.dictionary, ["7pN-ag-DRB.text": "Beschriftung"])
        XCTAssertNil(document.files[1].targetLanguage)
    }

    func testRoundTripOverTrickyText() throws {
        let values = ["", "a & b", "<tag/>", "]]>", "\"quotes\" 'apos'", "line\nbreak", "cr\rhere", "tab\tx", "  spaces  ",
                      "\u{01}control\u{1F}", "😀 日本語 é", "&amp; literally", "\u{7F}"]
        let units = values.enumerated().map { index, value in
            XLIFFTranslationUnit(id: "id \(index) \(value)", source: value, target: value + "!", targetState: index % 2 == 0 ? "new" : nil,
                                 note: "note \(value)")
        }
        let document = XLIFFDocument(files: [
            XLIFFFile(original: "a&b <c>.storyboard", sourceLanguage: "en", targetLanguage: "fr",
                      tool: XLIFFTool(id: "t", name: "n \"q\"", version: "1", buildNumber: "b"), units: units),
            XLIFFFile(original: "empty", sourceLanguage: "en"),
        ])
        var read = try XLIFFReader.read(XLIFFWriter.bytes(for: document))
        for fileIndex in read.files.indices {
            for unitIndex in read.files[fileIndex].units.indices { read.files[fileIndex].units[unitIndex].location = nil }
        }
        XCTAssertEqual(read, document)
    }

    func testEntriesRoundTripThroughXLIFFIntoATranslationPlan() throws {
        let file = XLIFFFile(original: "Main.storyboard", sourceLanguage: "en", targetLanguage: "fr", tool: nil, entries: entries,
                             translations: ["35F-cl-mdI.normalTitle": "Appuyez <ici>", "gone.text": "x"])
        let read = try XLIFFReader.read(XLIFFWriter.bytes(for: XLIFFDocument(files: [file])), path: "fr.xliff")
        let plan = TranslationPlan(entries: entries, translations: try XCTUnwrap(read.files.first).translationTable, path: "fr.xliff")
        XCTAssertEqual(plan.changes.map(\.newValue), ["Appuyez <ici>"])
        XCTAssertTrue(plan.warnings.isEmpty)  // "gone.text" matched no entry, so it never became a unit
    }

    private func readError(_ xml: String) -> String? {
        diagnosticDescription { _ = try XLIFFReader.read(Array(xml.utf8), path: "bad.xliff") }
    }

    func testMalformedXMLReportsLineAndColumn() {
        XCTAssertEqual(readError("<xliff version=\"1.2\">\n  <file original=\"a\" source-language=\"en\">\n  </fil>\n</xliff>"),
                       "bad.xliff:3:3: error: end tag '</fil>' does not match start tag '<file>' opened at 2:3")
        XCTAssertEqual(readError("<xliff>\n<file original=\"a&bogus;\"/>"), "bad.xliff:2:18: error: undefined entity '&bogus;' (only the five predefined XML entities are allowed)")
        XCTAssertEqual(readError("<xliff>\n  <file"), "bad.xliff:2:3: error: the file ends inside the start tag of '<file>'")
        XCTAssertEqual(readError(""), "bad.xliff:1:1: error: no root element: this is not an XML document")
        XCTAssertEqual(readError("<!DOCTYPE x [<!ENTITY a \"b\">]><xliff/>"), "bad.xliff:1:14: error: entity declarations are not supported: a document that declares entities is refused (entity expansion attack)")
        XCTAssertEqual(readError("<xliff a=\"1\" a=\"2\"/>"), "bad.xliff:1:14: error: attribute 'a' appears twice on '<xliff>'")
        XCTAssertEqual(readError("<xliff/>junk"), "bad.xliff:1:9: error: text after the root element")
        XCTAssertEqual(readError("<xliff>&#0;</xliff>"), "bad.xliff:1:8: error: character reference &#0; is not a valid XML character")
    }

    func testStructuralErrorsNameTheElement() {
        XCTAssertEqual(readError("<root/>"), "bad.xliff:1:1: error: the root element is <root>, expected <xliff>")
        XCTAssertEqual(readError("<xliff version=\"2.0\"/>"), "bad.xliff:1:1: error: XLIFF version 2.0 is not supported; expected 1.2")
        XCTAssertEqual(readError("<xliff>\n <file original=\"a\" source-language=\"en\"><body>\n  <trans-unit><source>x</source></trans-unit></body></file></xliff>"),
                       "bad.xliff:3:3: error: <trans-unit> has no id attribute")
        XCTAssertEqual(readError("<xliff><file original=\"a\"/></xliff>"),
                       "bad.xliff:1:8: error: <file original=\"a\"> has no source-language attribute")
    }

    func testHostileShapesAreErrorsNotHangs() {
        let manyAttributes = "<xliff " + (0..<50_000).map { "a\($0)=\"x\"" }.joined(separator: " ") + " a7=\"y\"/>"
        XCTAssertEqual(readError(manyAttributes)?.hasSuffix("error: more than 4096 attributes on '<xliff>'"), true)
        let deep = String(repeating: "<g>", count: 10_000) + String(repeating: "</g>", count: 10_000)
        XCTAssertEqual(readError("<xliff>" + deep + "</xliff>"), "bad.xliff:1:\(8 + 3 * 255): error: elements are nested deeper than 256 levels")
    }

    func testRandomInputNeverTraps() {
        var generator = SplitMix64(seed: 7)
        let pieces = ["<", ">", "/", "xliff", "file", "trans-unit", "source", "=", "\"", "'", "&", "amp;", "#x1;", "<!--", "-->",
                      "<![CDATA[", "]]>", "<?", "?>", " ", "\n", "id", "é"]
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int(generator.next() % 30) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            _ = try? XLIFFReader.read(Array(text.utf8))
        }
    }
}
