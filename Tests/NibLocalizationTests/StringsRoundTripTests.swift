import XCTest
@testable import NibLocalization

/// read(write(x)) == x over tricky strings, in both output encodings.
final class StringsRoundTripTests: XCTestCase {
    private let tricky = [
        "", " ", "plain", "\"", "\\", "\\\"", "\"\"\"", "end\\", "line\nbreak", "\n\n", "cr\rlf\r\n", "\ttab",
        "emoji 😀👩‍👩‍👧 flags 🇩🇪", "日本語のテキスト", "中文", "한국어", "עברית", "العربية",
        "\u{00}nul", "\u{01}\u{1F}\u{7F}", "\u{2028}\u{2029}", "'single'", "/* not a comment */", "// nor this",
        "a = b; c", "%@ and %1$@", "\\U0041 literally", "\\101 literally", "e\u{301} decomposed", "\u{FEFF}bom inside",
    ]

    private func roundTrip(_ entries: [LocalizableEntry], encoding: StringsOutputEncoding,
                           file: StaticString = #filePath, line: UInt = #line) throws {
        let table = try StringsFileReader.read(StringsFileWriter.bytes(for: entries, encoding: encoding))
        let sorted = StringsFileWriter.sortedByKey(entries)
        XCTAssertEqual(table.entries.map(\.key), sorted.map(\.key), file: file, line: line)
        XCTAssertEqual(table.entries.map { Array($0.value.unicodeScalars) }, sorted.map { Array($0.value.unicodeScalars) },
                       file: file, line: line)
        // The comment is written with "*/" as "*\/" so that it cannot end early.
        let comments = sorted.map { $0.commentBody.replacingAll("*/", with: "*\\/") }
        for (read, written) in zip(table.entries.map(\.comment), comments) where read != written {
            XCTFail("comment \(String(reflecting: read)) != \(String(reflecting: written))", file: file, line: line)
        }
        XCTAssertTrue(table.warnings.isEmpty, "\(table.warnings)", file: file, line: line)
    }

    func testTrickyValuesRoundTripInBothEncodings() throws {
        let entries = tricky.enumerated().map { index, value in
            LocalizableEntry(objectID: "id-\(index)", keyPath: "text", className: "UILabel", value: value,
                             note: index % 3 == 0 ? "note \(value)" : nil)
        }
        try roundTrip(entries, encoding: .utf16LittleEndianWithByteOrderMark)
        try roundTrip(entries, encoding: .utf8)
    }

    func testTrickyKeysRoundTrip() throws {
        let entries = tricky.enumerated().map { index, value in
            LocalizableEntry(objectID: "o\(index)\(value)", keyPath: "segmentTitles[\(index)]", className: "UISegmentedControl", value: value)
        }
        try roundTrip(entries, encoding: .utf8)
    }

    func testRandomStringsRoundTrip() throws {
        var generator = SplitMix64(seed: 42)
        let pool: [Unicode.Scalar] = Array("ab\"\\\n\r\t/*;= '{}()<>é日😀".unicodeScalars) + (0..<32).compactMap { Unicode.Scalar($0) }
        var entries: [LocalizableEntry] = []
        for index in 0..<500 {
            var value = ""
            for _ in 0..<Int(generator.next() % 24) {
                value.unicodeScalars.append(pool[Int(generator.next() % UInt64(pool.count))])
            }
            entries.append(LocalizableEntry(objectID: "r\(index)", keyPath: "text", className: "UILabel", value: value))
        }
        try roundTrip(entries, encoding: .utf16LittleEndianWithByteOrderMark)
    }
}
