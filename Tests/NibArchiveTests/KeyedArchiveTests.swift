import NibCore
import XCTest
@testable import NibArchive

/// Builds NSKeyedArchiver-shaped property lists for tests.
struct KeyedArchiveMaker {
    var plist = BinaryPropertyList()

    mutating func add(_ object: BinaryPropertyList.Object) -> Int { plist.append(object) }

    /// An array object over `elements`.
    mutating func array(_ elements: [Int]) -> Int { plist.append(plist.makeArray(elements)) }

    mutating func string(_ text: String) -> Int { add(.string(text, .ascii)) }

    /// A dictionary object from (key, bplist object index) pairs.
    mutating func dictionary(_ pairs: [(String, Int)]) -> Int {
        let keys = pairs.map { string($0.0) }
        return plist.append(plist.makeDictionary(keys: keys, values: pairs.map(\.1)))
    }

    /// Wraps `archiveObjects` (bplist indices, `$objects` order) with `$top` = `top` pairs.
    mutating func archive(archiveObjects: [Int], top: [(String, Int)]) -> BinaryPropertyList {
        let rootPlaceholder = add(.null)
        let objectsArray = array(archiveObjects)
        let topDictionary = dictionary(top)
        let archiver = string("NSKeyedArchiver")
        let version = add(.integer(100_000, byteCount: 4))
        let root = dictionary([("$archiver", archiver), ("$objects", objectsArray), ("$top", topDictionary), ("$version", version)])
        plist.objects[rootPlaceholder] = .null
        plist.topObject = root
        return plist
    }
}

/// The keyed-archive view: `$top`, `$objects`, `$class` and UIDs become an `ObjectGraph`.
final class KeyedArchiveTests: XCTestCase {
    /// $objects: [$null, UIView{UIBounds: "{{0, 0}, {320, 480}}", UITag: 7, UISubviews: UID 3}, UIView class, NSArray{NS.objects: [UID 1]}, NSArray class]
    private func makeArchive(subviewUID: UInt64 = 1) -> BinaryPropertyList {
        var maker = KeyedArchiveMaker()
        let null = maker.string("$null")
        let viewClassName = maker.string("UIView")
        let viewClass = maker.dictionary([("$classname", viewClassName)])
        let bounds = maker.string("{{0, 0}, {320, 480}}")
        let tag = maker.add(.integer(7, byteCount: 1))
        let subviewsUID = maker.add(.uid(3, byteCount: 1))
        let view = maker.dictionary([("$class", maker.add(.uid(2, byteCount: 1))), ("UIBounds", bounds), ("UITag", tag), ("UISubviews", subviewsUID)])
        let arrayClassName = maker.string("NSArray")
        let arrayClass = maker.dictionary([("$classname", arrayClassName)])
        let elements = maker.array([maker.add(.uid(subviewUID, byteCount: 1))])
        let array = maker.dictionary([("$class", maker.add(.uid(4, byteCount: 1))), ("NS.objects", elements)])
        return maker.archive(archiveObjects: [null, view, viewClass, array, arrayClass], top: [("root", maker.add(.uid(1, byteCount: 1)))])
    }

    func testKeyedArchiveBecomesAGraphWithUIDsResolved() throws {
        let plist = try BinaryPropertyList(bytes: makeArchive().serialized())
        let graph = try ObjectGraph(keyedArchive: plist)
        XCTAssertEqual(graph.objects.map(\.className), ["$top", "UIView", "NSArray"])
        XCTAssertEqual(graph.objects[0].value(forKey: "root"), .reference(1))
        XCTAssertEqual(graph.objects[1].value(forKey: "UIBounds"), .string("{{0, 0}, {320, 480}}"))
        XCTAssertEqual(graph.objects[1].value(forKey: "UITag"), .integer(7, byteCount: 1))
        XCTAssertEqual(graph.objects[1].sourceIndex, 1, "the UID is kept")
        XCTAssertEqual(KeyedDecoder.collectionElements(ofObject: 2, in: graph), [.reference(1)])
    }

    func testUIDOutOfRangeIsRejected() throws {
        let plist = try BinaryPropertyList(bytes: makeArchive(subviewUID: 40).serialized())
        assertDiagnostic("UID 40 is out of range") { try ObjectGraph(keyedArchive: plist) }
    }

    func testPlainPropertyListIsNotAKeyedArchive() throws {
        var plist = BinaryPropertyList(offsetIntegerSize: 1, objectReferenceSize: 1)
        plist.append(plist.makeArray([]))
        assertDiagnostic("not a keyed archive") { try ObjectGraph(keyedArchive: plist) }
    }

    func testInlineArrayCycleIsRejected() throws {
        var maker = KeyedArchiveMaker()
        let null = maker.string("$null")
        let loopA = maker.add(.null)
        let loopB = maker.array([loopA])
        maker.plist.objects[loopA] = maker.plist.makeArray([loopB])
        let className = maker.string("Thing")
        let thingClass = maker.dictionary([("$classname", className)])
        let thing = maker.dictionary([("$class", maker.add(.uid(2, byteCount: 1))), ("loop", loopA)])
        let plist = maker.archive(archiveObjects: [null, thing, thingClass], top: [("root", maker.add(.uid(1, byteCount: 1)))])
        assertDiagnostic("contains itself (a reference cycle)") { try ObjectGraph(keyedArchive: try BinaryPropertyList(bytes: plist.serialized())) }
    }

    func testOldIOSKeyedNibReadsWithItsUIDs() throws {
        let file = try CompiledNibFile(bytes: try Fixture.bytes("MainWindow.nib"), path: "MainWindow.nib")
        guard case .keyedArchive(let archiver) = file.graph.encoding else { return XCTFail("expected a keyed archive") }
        XCTAssertEqual(archiver, "NSKeyedArchiver")
        XCTAssertEqual(file.graph.objects.count, 14)
        let window = try XCTUnwrap(file.graph.objects.firstIndex { $0.className == "UIWindow" })
        XCTAssertEqual(file.graph.objects[window].sourceIndex, 14)
        XCTAssertEqual(file.serialized(), try Fixture.bytes("MainWindow.nib"))
    }
}
