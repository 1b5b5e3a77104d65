import NibCore
import XCTest
@testable import NibArchive

/// Containers referenced from many places, or from inside themselves, in a binary property
/// list: the tree view and the keyed-archive reader convert each once, refuse cycles at
/// once and bound the expansion (`ReferenceExpansion`). A fuzzed 62 KB nib whose one changed
/// reference pointed back at `$objects` had taken seconds to be refused.
final class SharedReferenceTests: XCTestCase {
    /// Appends a chain of `links` arrays, each holding the next twice, ending in a string;
    /// returns the index of the first. The chain expands to 2^links strings.
    private func appendDoublingChain(to plist: inout BinaryPropertyList, links: Int) -> Int {
        let first = plist.objects.count
        for link in 0..<links {
            let next = first + link + 1
            plist.append(plist.makeArray([next, next]))
        }
        plist.append(.string("leaf", .ascii))
        return first
    }

    private func leafCount(_ value: PropertyListValue) -> Int {
        if case .array(let items) = value { return items.reduce(0) { $0 + leafCount($1) } }
        return 1
    }

    func testSharedContainersExpandInTheTree() throws {
        var plist = BinaryPropertyList(offsetIntegerSize: 1, objectReferenceSize: 1)
        _ = appendDoublingChain(to: &plist, links: 6)
        let tree = try PropertyListValue(try BinaryPropertyList(bytes: plist.serialized()))
        XCTAssertEqual(leafCount(tree), 64, "127 values, within 4 × (7 objects + 12 references) + 1,024")
        guard case .array(let halves) = tree else { return XCTFail("the top is an array") }
        XCTAssertEqual(halves.count, 2)
        XCTAssertEqual(halves[0], halves[1])
    }

    func testContainersSharedTooOftenAreRejected() throws {
        var plist = BinaryPropertyList(offsetIntegerSize: 1, objectReferenceSize: 1)
        _ = appendDoublingChain(to: &plist, links: 10)
        let reread = try BinaryPropertyList(bytes: plist.serialized())
        // 2,047 values from 11 objects and 20 references: over 4 × 31 + 1,024.
        assertDiagnostic("property list expands to more than 1148 values") { try PropertyListValue(reread) }
        var longer = BinaryPropertyList(offsetIntegerSize: 1, objectReferenceSize: 1)
        _ = appendDoublingChain(to: &longer, links: 60)
        let rereadLonger = try BinaryPropertyList(bytes: longer.serialized())
        assertDiagnostic("property list expands to more than") { try PropertyListValue(rereadLonger) }
    }

    /// A keyed archive whose one object (UID 1) has the key `values`, set to the bplist object
    /// `values` appends; `$objects` is [$null, the object, its class].
    private func keyedArchive(values: (inout BinaryPropertyList) -> Int) throws -> BinaryPropertyList {
        var maker = KeyedArchiveMaker()
        let null = maker.string("$null")
        let valuesObject = values(&maker.plist)
        let thing = maker.dictionary([("$class", maker.add(.uid(2, byteCount: 1))), ("values", valuesObject)])
        let thingClass = maker.dictionary([("$classname", maker.string("NSObject"))])
        let plist = maker.archive(archiveObjects: [null, thing, thingClass], top: [("root", maker.add(.uid(1, byteCount: 1)))])
        return try BinaryPropertyList(bytes: plist.serialized())
    }

    func testKeyedArchiveValuesSharingContainersExpand() throws {
        let plist = try keyedArchive { appendDoublingChain(to: &$0, links: 3) }
        let graph = try ObjectGraph(keyedArchive: plist)
        XCTAssertEqual(graph.objects.map(\.className), ["$top", "NSObject"])
        let leaf = ArchivedValue.string("leaf")
        let pair = ArchivedValue.array([.array([.array([leaf, leaf]), .array([leaf, leaf])]), .array([.array([leaf, leaf]), .array([leaf, leaf])])])
        XCTAssertEqual(graph.objects[1].entries.map(\.key), ["values"])
        XCTAssertEqual(graph.objects[1].entries[0].value, pair)
    }

    func testKeyedArchiveValuesSharingContainersTooOftenAreRejected() throws {
        let plist = try keyedArchive { appendDoublingChain(to: &$0, links: 40) }
        assertDiagnostic("keyed archive expands to more than") { try ObjectGraph(keyedArchive: plist) }
    }

    /// The fuzzer's finding: an object's value refers to `$objects`, which holds the object.
    func testKeyedArchiveValueHoldingObjectsArrayIsACycle() throws {
        var plist = try keyedArchive { $0.append(.null) }
        // Point the placeholder's one reference, the object's `values`, at `$objects`.
        let (topKeys, topValues) = try XCTUnwrap(plist.entries(of: plist.object(at: plist.topObject)))
        let objectsKey = try XCTUnwrap(topKeys.firstIndex { plist.object(at: $0) == .string("$objects", .ascii) })
        let objectsArray = topValues[objectsKey - topKeys.startIndex + topValues.startIndex]
        let placeholder = try XCTUnwrap(plist.objects.firstIndex(of: .null))
        let valuesReference = try XCTUnwrap(plist.references.firstIndex(of: placeholder))
        plist.references[valuesReference] = objectsArray
        let message = "keyed archive: object \(objectsArray) of the bplist object table contains itself (a reference cycle)"
        assertDiagnostic(message) { try ObjectGraph(keyedArchive: plist) }
        assertDiagnostic(message) { try CompiledNibFile(bytes: plist.serialized()) }
    }
}
