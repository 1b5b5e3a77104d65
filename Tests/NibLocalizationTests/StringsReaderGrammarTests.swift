import NibCore
import XCTest
@testable import NibLocalization

/// The old-style property-list grammar of CFOldStylePList.c, entry by entry.
final class StringsReaderGrammarTests: XCTestCase {
    private func value(_ quotedLiteral: String, file: StaticString = #filePath, line: UInt = #line) throws -> String? {
        try StringsFileReader.read(text: "\"k\" = \(quotedLiteral);").entries.first?.value
    }

    func testSimpleEscapes() throws {
        XCTAssertEqual(try value(#""a\nb""#), "a\nb")
        XCTAssertEqual(try value(#""a\tb""#), "a\tb")
        XCTAssertEqual(try value(#""a\rb""#), "a\rb")
        XCTAssertEqual(try value(#""\a\b\f\v""#), "\u{07}\u{08}\u{0C}\u{0B}")
        XCTAssertEqual(try value(#""say \"hi\"""#), "say \"hi\"")
        XCTAssertEqual(try value(#""back\\slash""#), "back\\slash")
        XCTAssertEqual(try value(#""it\'s""#), "it's")
    }

    func testAnyOtherEscapedCharacterIsItself() throws {
        XCTAssertEqual(try value(#""\q\z\%\u0041""#), "qz%u0041")
    }

    func testBackslashNewlineGivesNewline() throws {
        XCTAssertEqual(try value("\"one\\\ntwo\""), "one\ntwo")
    }

    func testRawNewlineInsideQuotesIsKept() throws {
        XCTAssertEqual(try value("\"one\ntwo\""), "one\ntwo")
    }

    func testUnicodeEscapeTakesUpToFourHexDigits() throws {
        XCTAssertEqual(try value(#""\U00e9""#), "é")
        XCTAssertEqual(try value(#""\U20AC5""#), "€5")
        XCTAssertEqual(try value(#""\U41!""#), "A!")
        XCTAssertEqual(try value(#""\Ug""#), "\u{0}g")
    }

    func testUnicodeEscapesFormingASurrogatePairCombine() throws {
        let table = try StringsFileReader.read(text: #""k" = "\UD83D\UDE00";"#)
        XCTAssertEqual(table.entries.first?.value, "😀")
        XCTAssertTrue(table.warnings.isEmpty)
    }

    func testUnpairedSurrogateEscapeBecomesReplacementWithWarning() throws {
        let table = try StringsFileReader.read(text: #""k" = "a\UD83Db";"#)
        XCTAssertEqual(table.entries.first?.value, "a\u{FFFD}b")
        XCTAssertEqual(table.warnings.count, 1)
        XCTAssertTrue(table.warnings[0].message.contains("unpaired"))
    }

    func testOctalEscapes() throws {
        XCTAssertEqual(try value(#""\101\60\0601""#), "A001")  // at most three digits: \060 then '1'
        XCTAssertEqual(try value(#""\7""#), "\u{07}")
    }

    func testOctalAbove127UsesNeXTSTEPLatin() throws {
        XCTAssertEqual(try value(#""\200""#), "\u{A0}")  // 0x80 no-break space
        XCTAssertEqual(try value(#""\202""#), "Á")       // 0x82
        XCTAssertEqual(try value(#""\341""#), "Æ")       // 0xE1
        XCTAssertEqual(try value(#""\373""#), "ß")       // 0xFB
        XCTAssertEqual(try value(#""\244""#), "\u{2044}") // 0xA4 fraction slash
    }

    func testOctalWithoutNeXTSTEPCharacterWarns() throws {
        let table = try StringsFileReader.read(text: #""k" = "\376";"#)
        XCTAssertEqual(table.entries.first?.value, "\u{0}")  // what CoreFoundation gives
        XCTAssertEqual(table.warnings.count, 1)
    }

    func testSingleQuotedStrings() throws {
        let table = try StringsFileReader.read(text: #"'key' = 'value with "double" quotes';"#)
        XCTAssertEqual(table["key"], #"value with "double" quotes"#)
    }

    func testUnquotedTokens() throws {
        let table = try StringsFileReader.read(text: "abc-12-xyz.text = Hello_World$1/2:3.4-5;")
        XCTAssertEqual(table["abc-12-xyz.text"], "Hello_World$1/2:3.4-5")
    }

    func testKeyWithoutValueMeansValueEqualsKey() throws {
        let table = try StringsFileReader.read(text: "\"Cancel\";\nOK;")
        XCTAssertEqual(table.entries.map(\.key), ["Cancel", "OK"])
        XCTAssertEqual(table.entries.map(\.value), ["Cancel", "OK"])
    }

    func testBothCommentStylesAreSkippedAndKeptForTheNextEntry() throws {
        let text = """
            // line comment
            "a" = "1"; // trailing, belongs to b
            /* block
               comment */ "b" /* ignored between */ = /* here too */ "2" /* and here */ ;
            "c" = "3";
            """
        let table = try StringsFileReader.read(text: text)
        XCTAssertEqual(table.dictionary, ["a": "1", "b": "2", "c": "3"])
        XCTAssertEqual(table.entries[0].comment, "line comment")
        XCTAssertEqual(table.entries[1].comment, "trailing, belongs to b\nblock\n   comment")
        XCTAssertNil(table.entries[2].comment)
    }

    func testSlashNotStartingACommentIsPartOfAToken() throws {
        let table = try StringsFileReader.read(text: "a/b = c/d;")
        XCTAssertEqual(table["a/b"], "c/d")
    }

    func testEmptyFileAndCommentOnlyFileAreEmptyTables() throws {
        XCTAssertEqual(try StringsFileReader.read([]).entries, [])
        XCTAssertEqual(try StringsFileReader.read(text: "  \n\t\r\n").entries, [])
        XCTAssertEqual(try StringsFileReader.read(text: "/* nothing */\n// here\n").entries, [])
        XCTAssertEqual(try StringsFileReader.read([0xEF, 0xBB, 0xBF]).entries, [])
        XCTAssertEqual(try StringsFileReader.read([0xFF, 0xFE]).entries, [])
    }

    func testBracedDictionaryForm() throws {
        let table = try StringsFileReader.read(text: "{ \"a\" = \"1\"; b = 2; }\n")
        XCTAssertEqual(table.dictionary, ["a": "1", "b": "2"])
    }

    func testRepeatedKeyLastValueWinsKeepsFirstPositionAndWarns() throws {
        let table = try StringsFileReader.read(text: "\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n", path: "x.strings")
        XCTAssertEqual(table.entries.map(\.key), ["a", "b"])
        XCTAssertEqual(table["a"], "3")
        XCTAssertEqual(table.warnings.map(\.description), [
            "x.strings:3:1: warning: duplicate key \"a\" (first at 1:1); the last value wins"
        ])
    }

    func testNonStringValuesAreParsedButSkippedWithWarning() throws {
        let text = """
            "dict" = { "x" = ( "1", <0a0b 0c>, { y = z; } ); };
            "array" = ("a", "b",);
            "data" = <DEADbeef>;
            "ok" = "yes";
            """
        let table = try StringsFileReader.read(text: text, path: "v.strings")
        XCTAssertEqual(table.dictionary, ["ok": "yes"])
        XCTAssertEqual(table.warnings.count, 3)
        XCTAssertEqual(table.warnings.first?.description,
            "v.strings:1:10: warning: the value of \"dict\" is a dictionary, not a string; the entry is ignored")
    }

    func testNonStringLastValueRemovesTheEarlierStringAsFoundationDoes() throws {
        let table = try StringsFileReader.read(text: "a = 1; b = 2; a = (x); c = 3;")
        XCTAssertEqual(table.entries.map(\.key), ["b", "c"])
        XCTAssertEqual(table.warnings.count, 1)
    }

    func testKeysKeepTheLocationOfTheKey() throws {
        let table = try StringsFileReader.read(text: "\n  \"a\" = \"1\";\n/* c */ b = \"2\";")
        XCTAssertEqual(table.entries.map { $0.location?.description }, ["2:3", "3:9"])
    }

    func testWhitespaceIncludesUnicodeLineSeparators() throws {
        let table = try StringsFileReader.read(text: "\u{2028}a\u{2029}=\u{0B}b\u{0C};")
        XCTAssertEqual(table["a"], "b")
    }
}
