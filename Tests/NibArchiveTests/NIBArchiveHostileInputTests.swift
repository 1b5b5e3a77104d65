import NibCore
import XCTest
@testable import NibArchive

/// Truncated and hostile NIBArchives are rejected with a located diagnostic, never a crash
/// and never an allocation sized by an unchecked count.
final class NIBArchiveHostileInputTests: XCTestCase {
    /// A valid archive to corrupt.
    private let valid = makeEveryValueArchive().serialized()

    private func header(_ bytes: [UInt8], field: Int) -> Int {
        let offset = 10 + 4 * field
        return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
    }

    private func setting(_ bytes: [UInt8], field: Int, to value: UInt32) -> [UInt8] {
        var copy = bytes
        let offset = 10 + 4 * field
        for index in 0..<4 { copy[offset + index] = UInt8(truncatingIfNeeded: value >> UInt32(8 * index)) }
        return copy
    }

    func testEveryTruncationIsRejected() {
        for length in 0..<valid.count {
            XCTAssertThrowsError(try NIBArchive(bytes: Array(valid.prefix(length))), "prefix of \(length) bytes") { error in
                XCTAssertTrue(error is Diagnostic)
            }
        }
    }

    func testBadMagicAndVersionsAreRejected() {
        var notNib = valid
        notNib[0] = UInt8(ascii: "X")
        assertDiagnostic("magic") { try NIBArchive(bytes: notNib) }
        assertDiagnostic("format version 2") { try NIBArchive(bytes: self.setting(self.valid, field: 0, to: 2)) }
        let diagnostic = assertDiagnostic("coder version 77") { try NIBArchive(bytes: self.setting(self.valid, field: 1, to: 77)) }
        XCTAssertEqual(diagnostic?.location?.offset, 14)
    }

    func testOverflowingCountsAreRejectedBeforeAllocating() {
        for field in [2, 4, 6, 8] {
            let diagnostic = assertDiagnostic("cannot fit") { try NIBArchive(bytes: self.setting(self.valid, field: field, to: 0xFFFF_FFFF)) }
            XCTAssertEqual(diagnostic?.location?.offset, 10 + 4 * field)
        }
    }

    func testOffsetsPastTheEndAreRejected() {
        for field in [3, 5, 7, 9] {
            assertDiagnostic("outside the file") { try NIBArchive(bytes: self.setting(self.valid, field: field, to: 1_000_000)) }
        }
    }

    func testAVarintThatNeverEndsIsRejected() {
        var bytes = valid
        let objectOffset = header(bytes, field: 3)
        for index in 0..<6 { bytes[objectOffset + index] = 0x7F }
        let diagnostic = assertDiagnostic("does not end within 5 bytes") { try NIBArchive(bytes: bytes) }
        XCTAssertEqual(diagnostic?.location?.offset, objectOffset)
    }

    func testIndicesOutOfRangeAreRejected() {
        // Object 0's class index -> 100.
        var badClass = valid
        badClass[header(valid, field: 3)] = 0x80 | 100
        assertDiagnostic("class index 100") { try NIBArchive(bytes: badClass) }

        // Value 0's key index -> 100.
        var badKey = valid
        badKey[header(valid, field: 7)] = 0x80 | 100
        assertDiagnostic("key index 100") { try NIBArchive(bytes: badKey) }

        // Object 0's value count -> 100 (more values than exist).
        var badRange = valid
        badRange[header(valid, field: 3) + 2] = 0x80 | 100
        assertDiagnostic("there are only") { try NIBArchive(bytes: badRange) }
    }

    func testObjectReferenceOutOfRangeIsRejected() throws {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        builder.append(.object(7), forKey: "dangling", to: root)
        let diagnostic = assertDiagnostic("refers to object 7") { try NIBArchive(bytes: builder.build().serialized()) }
        XCTAssertNotNil(diagnostic?.location)
    }

    func testUnknownTypeCodeAndBadClassNamesAreRejected() throws {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        builder.append(.null, forKey: "k", to: root)
        let bytes = builder.build().serialized()
        var unknownType = bytes
        unknownType[header(bytes, field: 7) + 1] = 42
        assertDiagnostic("unknown type code 42") { try NIBArchive(bytes: unknownType) }

        var noNul = bytes
        noNul[noNul.count - 1] = UInt8(ascii: "x")
        assertDiagnostic("NUL") { try NIBArchive(bytes: noNul) }

        var archive = try NIBArchive(bytes: bytes)
        archive.classNames[0].fallbackClassIndices = [5]
        assertDiagnostic("fallback class index 5") { try NIBArchive(bytes: archive.serialized()) }
    }

    func testHugeDataLengthIsRejected() {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        builder.append(.data([1, 2, 3]), forKey: "k", to: root)
        var bytes = builder.build().serialized()
        let lengthOffset = header(bytes, field: 7) + 2
        // Replace the 1-byte length (0x83) by a 5-byte varint of 2^34: still fits in the file layout check.
        bytes.replaceSubrange(lengthOffset...lengthOffset, with: [0x00, 0x00, 0x00, 0x00, 0x81])
        assertDiagnostic("data of value 0") { try NIBArchive(bytes: bytes) }
    }

    func testHostileNestedArchiveInDataIsRejectedWithItsPlace() {
        let inner = Array(makeEveryValueArchive().serialized().dropLast(3))
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let nib = builder.addObject(className: "UINib")
        builder.append(.object(nib), forKey: "cell", to: root)
        builder.append(.data(inner), forKey: "archiveData", to: nib)
        assertDiagnostic("nested archive in 'archiveData' of object #1 (UINib)") { try CompiledNibFile(bytes: builder.build().serialized()) }
    }

    func testArchivesNestedTooDeeplyAreRejected() {
        var bytes = makeEveryValueArchive().serialized()
        for _ in 0...CompiledNibFile.maximumNestingDepth {
            var builder = NIBArchiveBuilder()
            let root = builder.addObject(className: "NSObject")
            builder.append(.data(bytes), forKey: "archiveData", to: root)
            bytes = builder.build().serialized()
        }
        assertDiagnostic("nest more than") { try CompiledNibFile(bytes: bytes) }
    }

    func testRandomCorruptionNeverCrashes() throws {
        try assertRandomCorruptionIsHandled(fixture: "test5_connect.nib", seed: 0x9E37_79B9_7F4A_7C15)
    }
}
