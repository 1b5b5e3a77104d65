import NibCore
import XCTest
@testable import NibLocalization

/// Bad input gives a Diagnostic with path:line:col and never traps.
final class StringsReaderErrorTests: XCTestCase {
    private func errorDescription(_ text: String, path: String = "Fr.strings") -> String? {
        diagnosticDescription { _ = try StringsFileReader.read(text: text, path: path) }
    }

    func testMissingSemicolonAfterValue() {
        let text = "\"a\" = \"1\";\n\"b\" = \"2\";\n\"hello.text\" = \"x\"\n\"next\" = \"y\";\n"
        XCTAssertEqual(errorDescription(text), "Fr.strings:3:19: error: missing ';' after value")
        // The error points right after the value, where the ';' belongs.
        XCTAssertEqual(errorDescription("\n\n\"abc.text\" = \"H\" \"x\";"), "Fr.strings:3:17: error: missing ';' after value")
    }

    func testMissingSemicolonAtEndOfFile() {
        XCTAssertEqual(errorDescription("\"a\" = \"1\""), "Fr.strings:1:10: error: missing ';' after value")
    }

    func testUnterminatedQuotedStringPointsAtOpeningQuote() {
        XCTAssertEqual(errorDescription("\"a\" = \"1\";\n\"b\" = \"never closed;\n\n"),
                       "Fr.strings:2:7: error: unterminated quoted string")
        XCTAssertEqual(errorDescription("\"a\" = \"ends in backslash\\"),
                       "Fr.strings:1:7: error: unterminated quoted string")
        XCTAssertEqual(errorDescription("'single"), "Fr.strings:1:1: error: unterminated quoted key")
    }

    func testUnterminatedCommentIsAWarningNotAnError() throws {
        let table = try StringsFileReader.read(text: "\"a\" = \"1\";\n/* open comment\n\"b\" = \"2\";", path: "c.strings")
        XCTAssertEqual(table.dictionary, ["a": "1"])
        XCTAssertEqual(table.warnings.map(\.description),
                       ["c.strings:2:1: warning: unterminated '/*' comment; it runs to the end of the file"])
    }

    func testBadKeyCharacter() {
        XCTAssertEqual(errorDescription("\"a\" = \"1\";\n = \"2\";"),
                       "Fr.strings:2:2: error: expected a key (a quoted string or a word), found '='")
        XCTAssertEqual(errorDescription("\"a\" = \"1\";\n# comment?"),
                       "Fr.strings:2:1: error: expected a key (a quoted string or a word), found '#'")
    }

    func testMissingEqualsAfterKey() {
        XCTAssertEqual(errorDescription("\"a\" \"1\";"),
                       "Fr.strings:1:5: error: expected '=' or ';' after key \"a\", found '\"'")
        XCTAssertEqual(errorDescription("\"a\"  "),
                       "Fr.strings:1:6: error: expected '=' or ';' after key \"a\", found end of file")
    }

    func testMissingValue() {
        XCTAssertEqual(errorDescription("\"a\" = ;"), "Fr.strings:1:7: error: expected a value, found ';'")
        XCTAssertEqual(errorDescription("\"a\" = "), "Fr.strings:1:7: error: expected a value, found end of file")
    }

    func testUnclosedBraces() {
        XCTAssertEqual(errorDescription("{ \"a\" = \"1\";"), "Fr.strings:1:13: error: expected '}' to close the '{' at 1:1")
        XCTAssertEqual(errorDescription("{ \"a\" = \"1\"; } junk"), "Fr.strings:1:16: error: unexpected 'j' after the closing '}'")
        XCTAssertEqual(errorDescription("\"a\" = ( \"1\" \"2\" );"), "Fr.strings:1:13: error: expected ',' or ')' in array")
        XCTAssertEqual(errorDescription("\"a\" = <0g>;"), "Fr.strings:1:9: error: unexpected 'g' in data; expected hex digits or '>'")
        XCTAssertEqual(errorDescription("\"a\" = <0 1>;"), "Fr.strings:1:9: error: data has an odd number of hex digits")
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let text = "\"a\" = " + String(repeating: "(", count: 5000) + String(repeating: ")", count: 5000) + ";"
        XCTAssertNotNil(errorDescription(text))
    }

    func testHugeFileReadsWithoutTrouble() throws {
        var text = ""
        for index in 0..<50_000 {
            text += "/* Class = \"UILabel\"; text = \"Label \(index)\"; ObjectID = \"id-\(index)\"; */\n\"id-\(index).text\" = \"Wert \(index) – ü\";\n\n"
        }
        let table = try StringsFileReader.read(text: text)
        XCTAssertEqual(table.entries.count, 50_000)
        XCTAssertEqual(table["id-49999.text"], "Wert 49999 – ü")
    }

    func testOneHugeLineKeepsLocationsExact() throws {
        // Locations are computed per entry; on one long line that must not restart from the
        // line's beginning each time (that would be quadratic).
        var text = ""
        for index in 0..<100_000 { text += "\"k\(index)\" = \"é\"; " }
        let table = try StringsFileReader.read(text: text)
        XCTAssertEqual(table.entries.count, 100_000)
        let last = try XCTUnwrap(table.entries.last?.location)
        XCTAssertEqual(last.line, 1)
        XCTAssertEqual(last.offset, Array(text.utf8).count - Array("\"k99999\" = \"é\"; ".utf8).count)
        XCTAssertEqual(last.column, last.offset + 1)
    }

    func testRandomBytesNeverTrap() {
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("\"'\\/*=;{}()<>,aZ09_$:.-Ux \n\r\té😀".unicodeScalars)
        for _ in 0..<3000 {
            let length = Int(generator.next() % 40)
            var text = ""
            for _ in 0..<length { text.unicodeScalars.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
            _ = try? StringsFileReader.read(text: text)
            let raw = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = try? StringsFileReader.read(raw)
        }
    }
}

/// A small deterministic random number generator for property-style tests.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
