import Foundation
import NibCore
import XCTest
@testable import NibArchive

/// The bplist00 reader and writer: UIDs are exposed, files interoperate with Foundation,
/// hostile files are rejected.
final class BinaryPropertyListTests: XCTestCase {
    /// {"name": "nib", "count": 300, "uid": UID(7), "list": [true, 2.5, <01 02>]}
    private func sample() -> BinaryPropertyList {
        var plist = BinaryPropertyList(offsetIntegerSize: 1, objectReferenceSize: 1)
        plist.append(plist.makeDictionary(keys: [1, 2, 3, 4], values: [5, 6, 7, 8]))
        for object: BinaryPropertyList.Object in [
            .string("name", .ascii), .string("count", .ascii), .string("uid", .ascii), .string("list", .ascii),
            .string("nïb", .utf16), .integer(300, byteCount: 2), .uid(7, byteCount: 1),
        ] {
            plist.append(object)
        }
        plist.append(plist.makeArray([9, 10, 11]))
        for object: BinaryPropertyList.Object in [.bool(true), .real(bitPattern: 2.5.bitPattern, byteCount: 8), .data([1, 2])] {
            plist.append(object)
        }
        return plist
    }

    func testWriterOutputRoundTripsAndExposesUIDs() throws {
        let bytes = sample().serialized()
        let reread = try BinaryPropertyList(bytes: bytes)
        XCTAssertEqual(reread, sample())
        XCTAssertEqual(reread.serialized(), bytes)
        let tree = try PropertyListValue(reread)
        XCTAssertEqual(tree["uid"], .uid(7))
        XCTAssertEqual(tree["name"], .string("nïb"))
        XCTAssertEqual(tree["count"], .integer(300))
        XCTAssertEqual(tree["list"], .array([.bool(true), .real(2.5), .data([1, 2])]))
    }

    func testFoundationReadsWhatTheWriterWrites() throws {
        var plist = sample()
        plist.objects[7] = .integer(7, byteCount: 1) // Foundation on Linux cannot show UIDs
        let object = try PropertyListSerialization.propertyList(from: Data(plist.serialized()), options: [], format: nil)
        let dictionary = try XCTUnwrap(object as? [String: Any])
        XCTAssertEqual(dictionary["name"] as? String, "nïb")
        XCTAssertEqual((dictionary["count"] as? NSNumber)?.intValue, 300)
        XCTAssertEqual((dictionary["list"] as? [Any])?.count, 3)
    }

    func testReaderReadsWhatFoundationWrites() throws {
        let source: [String: Any] = ["title": "Window", "numbers": [1, -2, 70_000], "long": String(repeating: "x", count: 40), "flag": false]
        let data = try PropertyListSerialization.data(fromPropertyList: source, format: .binary, options: 0)
        let plist = try BinaryPropertyList(bytes: [UInt8](data))
        let tree = try PropertyListValue(plist)
        XCTAssertEqual(tree["title"], .string("Window"))
        XCTAssertEqual(tree["numbers"], .array([.integer(1), .integer(-2), .integer(70_000)]))
        XCTAssertEqual(tree["long"], .string(String(repeating: "x", count: 40)))
        XCTAssertEqual(tree["flag"], .bool(false))
        XCTAssertEqual(plist.serialized(), [UInt8](data), "CoreFoundation's own output round-trips byte for byte")
    }

    func testRealKeyedNibAndStoryboardInfoRoundTripByteForByte() throws {
        for name in ["MainWindow.nib", "sb_basic_wc.storyboardc/Info.plist"] {
            let bytes = try Fixture.bytes(name)
            XCTAssertEqual(try BinaryPropertyList(bytes: bytes).serialized(), bytes, name)
        }
    }

    func testEveryTruncationIsRejected() throws {
        let bytes = try Fixture.bytes("MainWindow.nib")
        for length in stride(from: 0, to: bytes.count, by: 7) {
            XCTAssertThrowsError(try BinaryPropertyList(bytes: Array(bytes.prefix(length)))) { XCTAssertTrue($0 is Diagnostic) }
        }
    }

    func testHostileTrailersAndReferencesAreRejected() {
        var bytes = sample().serialized()
        let trailer = bytes.count - 32
        var hugeCount = bytes
        for index in 0..<8 { hugeCount[trailer + 8 + index] = 0xFF }
        assertDiagnostic("object count") { try BinaryPropertyList(bytes: hugeCount) }

        var badTable = bytes
        for index in 0..<8 { badTable[trailer + 24 + index] = 0x7F }
        assertDiagnostic("offset table offset") { try BinaryPropertyList(bytes: badTable) }

        var badTop = bytes
        badTop[trailer + 23] = 200
        assertDiagnostic("top object 200") { try BinaryPropertyList(bytes: badTop) }

        // The root dictionary's first key reference (right after marker 0xD4) -> 99.
        bytes[9] = 99
        let diagnostic = assertDiagnostic("refers to object 99") { try BinaryPropertyList(bytes: bytes) }
        XCTAssertEqual(diagnostic?.location?.offset, 9)
    }

    func testHugeLengthsAreRejectedBeforeAllocating() {
        // A data object claiming 2^32-1 bytes.
        let plist = BinaryPropertyList(objects: [.data([1])], offsetIntegerSize: 1, objectReferenceSize: 1)
        var bytes = plist.serialized()
        bytes.replaceSubrange(8...8, with: [0x4F, 0x12, 0xFF, 0xFF, 0xFF, 0xFF])
        // Repair the offset table position in the trailer (it moved by 5 bytes).
        let trailer = bytes.count - 32
        bytes[trailer + 31] += 5
        assertDiagnostic("more than the file holds") { try BinaryPropertyList(bytes: bytes) }
    }

    func testCyclicContainersAreRejectedByTheTreeView() throws {
        var cyclic = BinaryPropertyList(offsetIntegerSize: 1, objectReferenceSize: 1)
        cyclic.append(cyclic.makeArray([1]))
        cyclic.append(cyclic.makeArray([0]))
        let reread = try BinaryPropertyList(bytes: cyclic.serialized())
        assertDiagnostic("property list: object 0 of the bplist object table contains itself (a reference cycle)") { try PropertyListValue(reread) }
    }

    func testDeepButAcyclicNestingIsRejectedByDepth() throws {
        var deep = BinaryPropertyList(offsetIntegerSize: 2, objectReferenceSize: 2)
        for index in 0..<300 { deep.append(deep.makeArray([index + 1])) }
        deep.append(.bool(true))
        let reread = try BinaryPropertyList(bytes: deep.serialized())
        assertDiagnostic("nests more than 256 levels deep") { try PropertyListValue(reread) }
    }

    func testRandomCorruptionNeverCrashes() throws {
        try assertRandomCorruptionIsHandled(fixture: "MainWindow.nib", seed: 0x2545_F491_4F6C_DD1D)
    }

    func testHugeOffsetTableEntryIsRejected() {
        var bytes = BinaryPropertyList(objects: [.bool(true)], offsetIntegerSize: 8, objectReferenceSize: 1).serialized()
        // The single 8-byte offset entry sits right before the trailer; make it 2^64 - 1.
        let entry = bytes.count - 32 - 8
        for index in 0..<8 { bytes[entry + index] = 0xFF }
        assertDiagnostic("outside the object area") { try BinaryPropertyList(bytes: bytes) }
    }
}
