import Foundation
import NibArchive
import XCTest

/// `BinaryPropertyList(encoding:)` lays a plist out as CoreFoundation does: Apple's storyboard
/// `Info.plist` files, decoded to a value (dictionary order kept) and encoded again, give back
/// Apple's bytes, except where ibtool passed one string object twice (see the encoder).
final class BinaryPropertyListEncodingTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    private var applesInfoPlists: [String] {
        let folder = fixtures.appendingPathComponent("NibCompiler/ios-pairs").path
        let found = (FileManager.default.subpaths(atPath: folder) ?? []).filter { $0.hasSuffix(".storyboardc/Info.plist") }
        return found.sorted().map { folder + "/" + $0 } + [fixtures.appendingPathComponent("NibArchive/sb_basic_wc.storyboardc/Info.plist").path]
    }

    func test_applesInfoPlists_reencodeByteForByte() throws {
        let paths = applesInfoPlists
        XCTAssertGreaterThanOrEqual(paths.count, 8)
        // These name their entry point by a storyboard identifier that is also a nib name's
        // key: one string object in ibtool, written once by CoreFoundation.
        let sharedString = ["Autocomplete", "Settings", "TabSwitcher", "Wizard", "sb_basic_wc"]
        var byteEqual = 0
        for path in paths {
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
            let value = try PropertyListValue(try BinaryPropertyList(bytes: bytes, path: path), path: path)
            let encoded = BinaryPropertyList(encoding: value).serialized()
            XCTAssertEqual(try PropertyListValue(try BinaryPropertyList(bytes: encoded, path: path)), value, path)
            if sharedString.contains(where: { path.contains("/\($0).storyboardc/") }) {
                XCTAssertNotEqual(encoded, bytes, "\(path) shares a string object; update this test if the encoder learns that")
            } else {
                XCTAssertEqual(encoded, bytes, path)
                byteEqual += 1
            }
        }
        XCTAssertEqual(byteEqual, 3, "Debug, Feedback and Home re-encode byte for byte")
    }

    func test_encoding_isDeterministic_andRepeatsStringsAsApple() throws {
        let value = PropertyListValue.dictionary([
            ("B", .dictionary([("shared", .string("Main")), ("other", .string("Main"))])), ("A", .integer(300)),
        ])
        let bytes = BinaryPropertyList(encoding: value).serialized()
        XCTAssertEqual(bytes, BinaryPropertyList(encoding: value).serialized())
        let decoded = try BinaryPropertyList(bytes: bytes, path: "test.plist")
        XCTAssertEqual(decoded.objects.filter { $0 == .string("Main", .ascii) }.count, 2, "each occurrence is written, as in Apple's files")
        XCTAssertEqual(try PropertyListValue(decoded), value)
        XCTAssertTrue(decoded.objects.contains(.integer(300, byteCount: 2)), "integers take the fewest bytes")
    }
}
