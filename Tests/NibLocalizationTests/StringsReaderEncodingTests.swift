import NibCore
import XCTest
@testable import NibLocalization

/// UTF-8 with and without BOM, UTF-16 LE/BE with BOM, and UTF-16 without BOM.
final class StringsReaderEncodingTests: XCTestCase {
    private let sample = "/* Größe */\n\"k\" = \"日本語 😀 é\";\n"

    private func assertReadsSample(_ bytes: [UInt8], encoding: StringsTextEncoding, byteOrderMark: Bool,
                                   file: StaticString = #filePath, line: UInt = #line) throws {
        let table = try StringsFileReader.read(bytes)
        XCTAssertEqual(table["k"], "日本語 😀 é", file: file, line: line)
        XCTAssertEqual(table.entries.first?.comment, "Größe", file: file, line: line)
        XCTAssertEqual(table.encoding, encoding, file: file, line: line)
        XCTAssertEqual(table.hasByteOrderMark, byteOrderMark, file: file, line: line)
    }

    func testUTF8WithoutByteOrderMark() throws {
        try assertReadsSample(Array(sample.utf8), encoding: .utf8, byteOrderMark: false)
    }

    func testUTF8WithByteOrderMark() throws {
        try assertReadsSample([0xEF, 0xBB, 0xBF] + Array(sample.utf8), encoding: .utf8, byteOrderMark: true)
    }

    func testUTF16LittleEndianWithByteOrderMark() throws {
        try assertReadsSample(Encode.utf16LittleEndian(sample), encoding: .utf16LittleEndian, byteOrderMark: true)
    }

    func testUTF16BigEndianWithByteOrderMark() throws {
        try assertReadsSample(Encode.utf16BigEndian(sample), encoding: .utf16BigEndian, byteOrderMark: true)
    }

    func testUTF16WithoutByteOrderMarkIsDetectedFromZeroBytes() throws {
        try assertReadsSample(Encode.utf16LittleEndian(sample, byteOrderMark: false), encoding: .utf16LittleEndian, byteOrderMark: false)
        try assertReadsSample(Encode.utf16BigEndian(sample, byteOrderMark: false), encoding: .utf16BigEndian, byteOrderMark: false)
    }

    func testInvalidUTF8IsAnErrorAtTheByte() {
        let bytes = Array("\"a\" = \"1\";\n\"b\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8)
        XCTAssertThrowsError(try StringsFileReader.read(bytes, path: "bad.strings")) { error in
            XCTAssertEqual((error as? Diagnostic)?.description,
                "bad.strings:2:8: error: invalid UTF-8 byte sequence; .strings files must be UTF-8 or UTF-16")
        }
    }

    func testOddLengthUTF16IsAnError() {
        let bytes = Encode.utf16LittleEndian("\"a\";") + [0x41]
        XCTAssertThrowsError(try StringsFileReader.read(bytes, path: "odd.strings")) { error in
            XCTAssertEqual((error as? Diagnostic)?.severity, .error)
        }
    }

    func testUTF16LocationsCountCodeUnitsAndOffsetsCountBytes() throws {
        let text = "\"a\" = \"1\";\n  \"é\" = \"2\";"
        let table = try StringsFileReader.read(Encode.utf16LittleEndian(text))
        let location = try XCTUnwrap(table.entries.last?.location)
        XCTAssertEqual(location.line, 2)
        XCTAssertEqual(location.column, 3)
        XCTAssertEqual(location.offset, 2 + 2 * 13)  // BOM + 13 code units before the key
    }

    func testUTF8ColumnsCountBytes() throws {
        let table = try StringsFileReader.read(text: "/*é*/ \"k\" = \"v\";")
        XCTAssertEqual(table.entries.first?.location?.column, 8)  // é is two bytes
        XCTAssertEqual(table.entries.first?.location?.offset, 7)
    }
}
