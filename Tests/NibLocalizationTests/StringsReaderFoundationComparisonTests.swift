import Foundation
import NibCore
import XCTest
@testable import NibLocalization

/// Differential tests: our reader against Foundation's own old-style plist parser
/// (CoreFoundation's CFOldStylePList.c, on Linux and macOS alike) over generated files.
///
/// Known, deliberate difference: where a key should start but a character that cannot start
/// one stands (a stray `;`, `=`, `#`) or a quoted key is never closed, CoreFoundation silently
/// stops and drops the rest of the file; NibForge reports an error there instead, because dropped translations must not
/// go unnoticed. Those inputs are only checked to be errors on our side.
final class StringsReaderFoundationComparisonTests: XCTestCase {
    /// Foundation's reading: the string-valued entries, or nil when it fails or is not a dictionary.
    private func foundationStrings(_ bytes: [UInt8]) -> [String: String]? {
        if bytes.isEmpty { return [:] }  // Foundation refuses empty data; an empty .strings file is an empty table
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
              let dictionary = object as? [String: Any] else { return nil }
        return dictionary.compactMapValues { $0 as? String }
    }

    private func assertAgrees(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let bytes = Array(text.utf8)
        let expected = foundationStrings(bytes)
        do {
            let table = try StringsFileReader.read(bytes)
            XCTAssertEqual(table.dictionary, expected, "input: \(String(reflecting: text))", file: file, line: line)
        } catch let diagnostic as Diagnostic {
            // The documented difference: where no key can start, Foundation silently stops.
            if diagnostic.message.hasPrefix("expected a key") || diagnostic.message.hasPrefix("unterminated quoted key") { return }
            XCTAssertNil(expected, "we failed (\(diagnostic)) where Foundation read: \(String(reflecting: text))", file: file, line: line)
        } catch {
            XCTFail("unexpected error type \(error)", file: file, line: line)
        }
    }

    func testHandWrittenCasesAgreeWithFoundation() {
        let cases = [
            "\"a\" = \"1\";", "a = b;", "'a' = 'b';", "\"k\";", "k;", "{ a = b; }", "/* c */ \"a\" = \"1\"; // d",
            "\"a\" = \"1\"", "\"a\" = ;", "\"a\" \"1\";", "\"unterminated", "\"a\" = \"1\";\n/* open",
            "\"a\" = \"\\U00e9\\UD83D\\UDE00\\101\\7\\q\\\"\\\\\";", "\"a\" = \"line\\\nbreak\";",
            "\"a\" = (1, 2,); \"b\" = \"s\";", "\"a\" = { x = y; }; b = c;", "\"a\" = <0a0B>; b = c;", "\"a\" = \"1\"; \"a\" = \"2\";",
            " \n\t", "// only", "\"a\" = \"1\"; } ", "{ a = b; } c", "a/b = c:d.e-f_$;", "\"a\" = 'it''s';",
        ]
        for text in cases { assertAgrees(text) }
    }

    func testEveryOctalEscapeAgreesWithFoundation() {
        for byte in 0..<256 where byte != 0 {
            assertAgrees("\"k\" = \"\\\(String(byte, radix: 8))\";")
        }
    }

    func testGeneratedFilesAgreeWithFoundation() {
        var generator = SplitMix64(seed: 2026)
        let keys = ["\"k1\"", "k2", "'k3'", "\"k\\\"4\"", "\"\\U006b5\"", "k.6-7_8$9/0:", "\"日本\"", "\"😀\""]
        let values = ["\"v\"", "'v\\'s'", "v2", "\"a\\nb\\tc\"", "\"\\101\\60\\0601\"", "\"\\UD83D\\UDE00\"", "\"x\\\ny\"", "\"é\\U00e9\"",
                      "( a, \"b\" )", "{ x = \"y\"; }", "<00ff>", "\"\""]
        let spaces = [" ", "", "\n", "\t", "/* c */", "// c\n", "\r\n", " /**/ "]
        let breakers = ["", "", "", "", "", ";", "=", "\"", "/*", "'", "{", "}", "(", "<"]
        for _ in 0..<2000 {
            var text = ""
            let braced = generator.next() % 5 == 0
            if braced { text += "{" }
            for _ in 0..<Int(generator.next() % 5) {
                func pick(_ pool: [String]) -> String { pool[Int(generator.next() % UInt64(pool.count))] }
                text += pick(spaces) + pick(keys) + pick(spaces)
                if generator.next() % 6 == 0 {
                    text += ";"
                } else {
                    text += "=" + pick(spaces) + pick(values) + pick(spaces) + ";"
                }
                text += pick(breakers)
            }
            if braced { text += "}" }
            assertAgrees(text)
        }
    }
}
