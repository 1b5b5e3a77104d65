import XCTest
@testable import NibArchive

/// The readable dump `nibtool --dump` prints.
final class DumpTests: XCTestCase {
    func testDumpShowsIndicesClassesKeysAndReferences() throws {
        let dump = try CompiledNib(contentsOf: Fixture.path("minimal.nib")).dump()
        let lines = dump.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "NIBArchive (coder version 10), \(lines.filter { $0.hasPrefix("#") }.count) objects, 732 bytes")
        XCTAssertEqual(lines[1], "#0 NSObject")
        XCTAssertTrue(lines.contains("    IB.objectdata = #1 (NSIBObjectData)"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("    NSClassName = #") && $0.hasSuffix("(NSString) \"NSApplication\"") })
    }

    func testDumpOfEveryValueType() throws {
        let file = try CompiledNibFile(bytes: makeEveryValueArchive().serialized())
        let dump = file.dump()
        for expected in [
            "#2 UIColor (fallback: NSColor)", "    int8 = -5", "    UIHidden = false", "    UIOpaque = true",
            "    UIAlpha = 0.5 (float32)", "    double = 2.25", "    UIBounds = {0, 0, 320, 480} (geometry)",
            "    UINothing = nil", "    UIBackgroundColor = #2 (UIColor)", "    UIImageName = \"first\" (5 bytes)",
            "    UIImageName = \"second\" (6 bytes)", "#3 UIEmpty",
        ] {
            XCTAssertTrue(dump.contains(expected + "\n"), "missing line: \(expected)")
        }
    }

    func testDumpOfKeyedNibShowsUIDsAndInlineArrays() throws {
        let dump = try CompiledNib(contentsOf: Fixture.path("MainWindow.nib")).dump()
        XCTAssertTrue(dump.hasPrefix("keyed archive (NSKeyedArchiver, bplist00), 14 objects, 1714 bytes\n#0 $top\n"))
        XCTAssertTrue(dump.contains("#6 UIWindow [uid 14]\n"))
        XCTAssertTrue(dump.contains("    UIBounds = \"{{0, 0}, {320, 480}}\"\n"))
        XCTAssertTrue(dump.contains("    NS.objects = [#2 (UIProxyObject), #3 (UIProxyObject), #4 (UIClassSwapper), #5 (UIClassSwapper), #6 (UIWindow)]\n"))
    }

    func testNestedArchivesAreDumpedInPlace() throws {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        builder.append(.data(makeEveryValueArchive().serialized()), forKey: "archiveData", to: root)
        let dump = try CompiledNibFile(bytes: builder.build().serialized()).dump()
        XCTAssertTrue(dump.contains("    archiveData = <nested archive>\n    |   NIBArchive (coder version 9), 4 objects"))
        XCTAssertTrue(dump.contains("    |   #1 UIView\n"))
    }

    func testDataValuesPrintAsTextOrHex() throws {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        builder.append(.data(Array("0.5\u{0}".utf8)), forKey: "NSWhite", to: root)
        builder.append(.data([0x01, 0xFF, 0x00]), forKey: "raw", to: root)
        builder.append(.data([]), forKey: "empty", to: root)
        let dump = try CompiledNibFile(bytes: builder.build().serialized()).dump()
        XCTAssertTrue(dump.contains("    NSWhite = \"0.5\" (4 bytes, NUL-terminated)\n"))
        XCTAssertTrue(dump.contains("    raw = <data 3 bytes: 01ff00>\n"))
        XCTAssertTrue(dump.contains("    empty = <data 0 bytes: >\n"))
    }
}
