import XCTest
@testable import NibArchive

/// The NIBArchive container: varints, value types, tables, and the byte-exact round trip.
final class NIBArchiveContainerTests: XCTestCase {
    func testVarintHighBitMarksTheLastByte() throws {
        let cases: [(Int, [UInt8])] = [(0, [0x80]), (127, [0xFF]), (128, [0x00, 0x81]), (300, [0x2C, 0x82]), (1 << 21, [0x00, 0x00, 0x00, 0x81])]
        for (value, encoded) in cases {
            var output: [UInt8] = []
            Varint.append(value, to: &output)
            XCTAssertEqual(output, encoded, "encoding \(value)")
            XCTAssertEqual(Varint.encodedLength(value), encoded.count)
            var cursor = ByteCursor(encoded)
            XCTAssertEqual(try cursor.readVarint("test"), value)
            XCTAssertEqual(cursor.offset, encoded.count)
        }
    }

    func testEveryValueTypeRoundTripsThroughBytes() throws {
        let archive = makeEveryValueArchive()
        let bytes = archive.serialized()
        let reread = try NIBArchive(bytes: bytes)
        XCTAssertEqual(reread, archive)
        XCTAssertEqual(reread.serialized(), bytes)
        XCTAssertEqual(reread.coderVersion, 9)
        XCTAssertEqual(Array(bytes.prefix(10)), Array("NIBArchive".utf8))
    }

    func testBooleansAreStoredAsFourForFalseAndFiveForTrue() throws {
        XCTAssertEqual(NIBArchiveValue.bool(false).typeCode, 4)
        XCTAssertEqual(NIBArchiveValue.bool(true).typeCode, 5)
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        builder.append(.bool(true), forKey: "NSInlinedValue", to: root)
        let bytes = builder.build().serialized()
        // The value table holds: key index varint 0x80, then the type code.
        let archive = try NIBArchive(bytes: bytes)
        XCTAssertEqual(archive.values.first?.value, .bool(true))
        let valueOffset = Int(bytes[38]) | Int(bytes[39]) << 8
        XCTAssertEqual(bytes[valueOffset + 1], 5)
    }

    func testFallbackClassesRepeatedKeysAndEmptyObjectsSurvive() throws {
        let archive = try NIBArchive(bytes: makeEveryValueArchive().serialized())
        let colorClass = try XCTUnwrap(archive.classNames.first { $0.name == "UIColor" })
        XCTAssertEqual(colorClass.fallbackClassIndices.map { archive.classNames[$0].name }, ["NSColor"])
        let graph = ObjectGraph(archive)
        XCTAssertEqual(graph.objects[2].fallbackClassNames, ["NSColor"])
        XCTAssertEqual(graph.objects[2].values(forKey: "UIImageName"), [.data(Array("first".utf8)), .data(Array("second".utf8))])
        XCTAssertEqual(archive.objects[3].valueCount, 0)
        XCTAssertEqual(archive.objects[3].firstValueIndex, 0, "an object with no values stores first index 0")
        XCTAssertTrue(graph.objects[3].entries.isEmpty)
    }

    func testIntegersUseTheSmallestSignedWidthAndNegativesAreInt64() {
        XCTAssertEqual(NIBArchiveValue.integer(5), .int8(5))
        XCTAssertEqual(NIBArchiveValue.integer(200), .int16(200))
        XCTAssertEqual(NIBArchiveValue.integer(40_000), .int32(40_000))
        XCTAssertEqual(NIBArchiveValue.integer(1 << 40), .int64(1 << 40))
        XCTAssertEqual(NIBArchiveValue.integer(-1), .int64(-1))
    }

    func testGraphMapsValuesWithTheirWidths() throws {
        let graph = ObjectGraph(try NIBArchive(bytes: makeEveryValueArchive().serialized()))
        let view = graph.objects[1]
        XCTAssertEqual(view.className, "UIView")
        XCTAssertEqual(view.value(forKey: "int8"), .integer(-5, byteCount: 1))
        XCTAssertEqual(view.value(forKey: "int16"), .integer(300, byteCount: 2))
        XCTAssertEqual(view.value(forKey: "int64"), .integer(-1, byteCount: 8))
        XCTAssertEqual(view.value(forKey: "UIAlpha"), .float(0.5))
        XCTAssertEqual(view.value(forKey: "double"), .double(2.25))
        XCTAssertEqual(view.value(forKey: "UINothing"), .null)
        XCTAssertEqual(view.value(forKey: "UIBackgroundColor"), .reference(2))
        XCTAssertEqual(graph.rootIndex, 0)
    }

    func testRealAppleNibRoundTripsByteForByte() throws {
        for name in ["minimal.nib", "test5_connect.nib"] {
            let bytes = try Fixture.bytes(name)
            let archive = try NIBArchive(bytes: bytes, path: name)
            XCTAssertEqual(archive.serialized(), bytes, name)
            XCTAssertEqual(archive.coderVersion, 10)
            XCTAssertEqual(archive.className(ofObject: 0), "NSObject", "object 0 is the NSObject root")
        }
    }

    func testNestedArchivesInDataValuesAreReadEagerly() throws {
        let inner = makeEveryValueArchive().serialized()
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let nib = builder.addObject(className: "UINib")
        builder.append(.object(nib), forKey: "UITableViewCellPrototypeNibs", to: root)
        builder.append(.data(inner), forKey: "archiveData", to: nib)
        let outer = builder.build().serialized()
        let file = try CompiledNibFile(bytes: outer)
        XCTAssertEqual(file.nestedArchives.count, 1)
        XCTAssertEqual(file.nestedArchives.first?.key, "archiveData")
        XCTAssertEqual(file.nestedArchives.first?.file.graph.objects.count, 4)
        XCTAssertEqual(file.serialized(), outer)
    }

    func testBytesAfterTheClassTableSurviveTheRoundTrip() throws {
        let bytes = makeEveryValueArchive().serialized() + [0xDE, 0xAD, 0xBE, 0xEF]
        let archive = try NIBArchive(bytes: bytes)
        XCTAssertEqual(archive.trailingBytes, [0xDE, 0xAD, 0xBE, 0xEF])
        XCTAssertEqual(archive.serialized(), bytes)
        XCTAssertEqual(try NIBArchive(bytes: try Fixture.bytes("minimal.nib")).trailingBytes, [], "Apple's files end at the class table")
    }
}
