import NibCore
import XCTest
@testable import NibArchive

/// A class a test registers with the decoder.
private final class TestView {
    let tag: Int64
    var next: Any?
    var subviews: [Any?] = []
    weak var superview: TestView?

    init(tag: Int64) { self.tag = tag }
}

/// The NSCoder-like keyed decoder over both encodings.
final class KeyedDecoderTests: XCTestCase {
    /// Root: "list" NSArray ["hello", 5]; "dict" NSDictionary {"k": 2.5}; "first"/"second" the
    /// same UIView; "bounds" geometry blob; "name" NSString; "flag" true; "color" UIColor
    /// (fallback NSColor); "cell" UINib with archiveData.
    private func makeFile(cycle: Bool = false) throws -> CompiledNibFile {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let hello = builder.addString("hello")
        let five = builder.addObject(className: "NSNumber")
        builder.append(.int8(5), forKey: "NS.intval", to: five)
        let list = builder.addCollection([.object(hello), .object(five)])
        let value = builder.addObject(className: "NSNumber")
        builder.append(.double(2.5), forKey: "NS.dblval", to: value)
        let dictionary = builder.addCollection([.object(builder.addString("k")), .object(value)], className: "NSDictionary")
        let view = builder.addObject(className: "UIView")
        let other = builder.addObject(className: "UIView")
        let color = builder.addObject(className: "UIColor", fallbacks: ["NSColor"])
        let nib = builder.addObject(className: "UINib")
        let rootValues: [(String, NIBArchiveValue)] = [
            ("list", .object(list)), ("dict", .object(dictionary)), ("first", .object(view)), ("second", .object(view)),
            ("bounds", .data(Geometry.blob([0, 0, 320, 480]))), ("name", .object(hello)), ("flag", .bool(true)),
            ("count", .int8(42)), ("alpha", .float(0.5)), ("boxed", .object(five)), ("color", .object(color)), ("cell", .object(nib)),
        ]
        for (key, value) in rootValues { builder.append(value, forKey: key, to: root) }
        builder.append(.int8(1), forKey: "UITag", to: view)
        builder.append(.object(other), forKey: "next", to: view)
        builder.append(.int8(2), forKey: "UITag", to: other)
        if cycle { builder.append(.object(view), forKey: "next", to: other) }
        builder.append(.float(1), forKey: "UIRed", to: color)
        builder.append(.data(makeEveryValueArchive().serialized()), forKey: "archiveData", to: nib)
        return try CompiledNibFile(bytes: builder.build().serialized())
    }

    private func registerViews(_ decoder: KeyedDecoder) {
        decoder.register(className: "UIView") { decoder in
            let view = TestView(tag: decoder.decodeInteger(forKey: "UITag"))
            view.next = try decoder.decodeObject(forKey: "next")
            return view
        }
    }

    func testScalarsStringsAndDataByKey() throws {
        let decoder = KeyedDecoder(file: try makeFile())
        XCTAssertEqual(decoder.decodeInteger(forKey: "count"), 42)
        XCTAssertEqual(decoder.decodeInteger(forKey: "boxed"), 5, "an NSNumber object decodes as an integer")
        XCTAssertEqual(decoder.decodeDouble(forKey: "alpha"), 0.5)
        XCTAssertTrue(decoder.decodeBool(forKey: "flag"))
        XCTAssertFalse(decoder.decodeBool(forKey: "missing"))
        XCTAssertEqual(decoder.decodeInteger(forKey: "missing"), 0)
        XCTAssertEqual(decoder.decodeString(forKey: "name"), "hello", "NSString NS.bytes")
        XCTAssertEqual(decoder.decodeData(forKey: "bounds")?.count, 33)
        XCTAssertTrue(decoder.containsValue(forKey: "list"))
    }

    func testGeometryBlobsAndStrings() throws {
        let decoder = KeyedDecoder(file: try makeFile())
        XCTAssertEqual(decoder.decodeGeometry(forKey: "bounds"), [0, 0, 320, 480])
        XCTAssertEqual(Geometry.numbers(fromString: "{{0, 0}, {320, 480}}"), [0, 0, 320, 480])
        XCTAssertEqual(Geometry.numbers(fromString: "{160, 240}"), [160, 240])
        XCTAssertEqual(Geometry.numbers(fromString: "{251, 251}"), [251, 251])
        XCTAssertNil(Geometry.numbers(fromString: "hello"))
        XCTAssertNil(Geometry.numbers(fromBlob: [0x07, 1, 2]))
        XCTAssertEqual(Geometry.numbers(fromBlob: Geometry.blob([1.5, -2])), [1.5, -2])
        // Older iOS nibs: 06 + float32s (UIBounds {0, 0, 320, 44}, UICenter {160, 22}).
        let float32Bounds: [UInt8] = [0x06, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xA0, 0x43, 0, 0, 0x30, 0x42]
        XCTAssertEqual(Geometry.numbers(fromBlob: float32Bounds), [0, 0, 320, 44])
        XCTAssertEqual(Geometry.numbers(fromBlob: [0x06, 0, 0, 0x20, 0x43, 0, 0, 0xB0, 0x41]), [160, 22])
        XCTAssertNil(Geometry.numbers(fromBlob: [0x06, 0, 0, 0x20, 0x43]))
    }

    func testCollectionsDecodeFromInlinedValues() throws {
        let decoder = KeyedDecoder(file: try makeFile())
        let list = try XCTUnwrap(try decoder.decodeObject(forKey: "list") as? [Any?])
        XCTAssertEqual(list.count, 2)
        XCTAssertEqual(list[0] as? String, "hello")
        XCTAssertEqual(list[1] as? Int64, 5)
        let dictionary = try XCTUnwrap(try decoder.decodeObject(forKey: "dict") as? DecodedDictionary)
        XCTAssertEqual(dictionary.pairs.count, 1)
        XCTAssertEqual(dictionary.pairs[0].key as? String, "k")
        XCTAssertEqual(dictionary.pairs[0].value as? Double, 2.5)
        XCTAssertEqual(decoder.decodeElements(forKey: "list")?.count, 2)
    }

    func testSharedReferencesDecodeToTheSameObject() throws {
        let decoder = KeyedDecoder(file: try makeFile())
        registerViews(decoder)
        let first = try XCTUnwrap(try decoder.decodeObject(forKey: "first") as? TestView)
        let second = try XCTUnwrap(try decoder.decodeObject(forKey: "second") as? TestView)
        XCTAssertTrue(first === second)
        XCTAssertEqual(first.tag, 1)
        XCTAssertEqual((first.next as? TestView)?.tag, 2)
    }

    func testUnregisteredClassesAndFallbacks() throws {
        let decoder = KeyedDecoder(file: try makeFile())
        let color = try XCTUnwrap(try decoder.decodeObject(forKey: "color") as? DecodedObject)
        XCTAssertEqual(color.className, "UIColor")

        let withFallback = KeyedDecoder(file: try makeFile())
        withFallback.register(className: "NSColor") { _ in TestView(tag: 99) }
        XCTAssertEqual((try withFallback.decodeObject(forKey: "color") as? TestView)?.tag, 99, "the fallback class's factory is used")
    }

    func testCyclicReferencesThrowInsteadOfRecursingForever() throws {
        let decoder = KeyedDecoder(file: try makeFile(cycle: true))
        registerViews(decoder)
        assertDiagnostic("cyclic reference") { try decoder.decodeObject(forKey: "first") }
    }

    func testNestedArchiveDecodes() throws {
        let decoder = KeyedDecoder(file: try makeFile())
        let nib = try XCTUnwrap(decoder.decodeReference(forKey: "cell"))
        XCTAssertEqual(decoder.graph.className(of: nib), "UINib")
        let file = try makeFile()
        let nested = try XCTUnwrap(file.nestedArchive(objectIndex: nib, key: "archiveData"))
        XCTAssertEqual(nested.graph.objects.map(\.className), ["NSObject", "UIView", "UIColor", "UIEmpty"])
        // Through the decoder, positioned on the UINib object by a factory.
        let outer = KeyedDecoder(file: file)
        var found: CompiledNibFile?
        outer.register(className: "UINib") { decoder in
            found = try decoder.decodeNestedArchive(forKey: "archiveData")
            return TestView(tag: 0)
        }
        _ = try outer.decodeObject(forKey: "cell")
        XCTAssertEqual(found?.graph.objects.count, 4)
    }

    func testKeyedArchiveGeometryStringsDecode() throws {
        let file = try CompiledNibFile(bytes: try Fixture.bytes("MainWindow.nib"))
        let decoder = KeyedDecoder(file: file)
        var bounds: [Double]?
        var center: [Double]?
        decoder.register(className: "UIWindow") { decoder in
            bounds = decoder.decodeGeometry(forKey: "UIBounds")
            center = decoder.decodeGeometry(forKey: "UICenter")
            return TestView(tag: decoder.decodeInteger(forKey: "UIAutoresizingMask"))
        }
        let topLevel = try XCTUnwrap(try decoder.decodeObject(forKey: "UINibTopLevelObjectsKey") as? [Any?])
        XCTAssertEqual(topLevel.count, 5)
        XCTAssertEqual((topLevel[4] as? TestView)?.tag, 36)
        XCTAssertEqual(bounds, [0, 0, 320, 480])
        XCTAssertEqual(center, [160, 240])
    }

    func testKeyedArchiveClassesActAsFallbacks() throws {
        let decoder = KeyedDecoder(file: try CompiledNibFile(bytes: try Fixture.bytes("MainWindow.nib")))
        XCTAssertEqual(decoder.graph.objects.first { $0.className == "UIWindow" }?.fallbackClassNames, ["UIView", "UIResponder", "NSObject"])
        decoder.register(className: "UIView") { decoder in TestView(tag: decoder.decodeInteger(forKey: "UIAutoresizingMask")) }
        let topLevel = try XCTUnwrap(try decoder.decodeObject(forKey: "UINibTopLevelObjectsKey") as? [Any?])
        XCTAssertEqual((topLevel[4] as? TestView)?.tag, 36, "UIWindow decodes through its superclass's factory")
    }

    func testDeeplyNestedCollectionsAreRejected() throws {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        var inner = builder.addCollection([])
        for _ in 0..<(KeyedDecoder.maximumDepth + 10) {
            inner = builder.addCollection([.object(inner)])
        }
        builder.append(.object(inner), forKey: "deep", to: root)
        let decoder = KeyedDecoder(file: try CompiledNibFile(bytes: builder.build().serialized()))
        assertDiagnostic("nest more than \(KeyedDecoder.maximumDepth) levels") { try decoder.decodeObject(forKey: "deep") }
    }

    func testLargeNSNumberIntegersDecodeExactly() throws {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let number = builder.addObject(className: "NSNumber")
        builder.append(.integer((1 << 60) + 1), forKey: "NS.intval", to: number)
        builder.append(.object(number), forKey: "big", to: root)
        let decoder = KeyedDecoder(file: try CompiledNibFile(bytes: builder.build().serialized()))
        XCTAssertEqual(decoder.decodeInteger(forKey: "big"), (1 << 60) + 1)
        XCTAssertTrue(decoder.decodeBool(forKey: "big"))
        XCTAssertEqual(try decoder.decodeObject(forKey: "big") as? Int64, (1 << 60) + 1)
    }

    private func registerTwoStepViews(_ decoder: KeyedDecoder) {
        decoder.register(className: "UIView", make: { decoder in
            TestView(tag: decoder.decodeInteger(forKey: "UITag"))
        }, populate: { instance, decoder in
            guard let view = instance as? TestView else { return }
            view.next = try decoder.decodeObject(forKey: "next")
            view.subviews = try decoder.decodeObject(forKey: "UISubviews") as? [Any?] ?? []
            view.superview = try decoder.decodeObject(forKey: "UISuperview") as? TestView
        })
    }

    func testTwoStepRegistrationResolvesCyclesToTheSameInstances() throws {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let parent = builder.addObject(className: "UIView")
        let child = builder.addObject(className: "UIView")
        builder.append(.int8(1), forKey: "UITag", to: parent)
        builder.append(.object(builder.addCollection([.object(child)])), forKey: "UISubviews", to: parent)
        builder.append(.int8(2), forKey: "UITag", to: child)
        builder.append(.object(parent), forKey: "UISuperview", to: child)
        builder.append(.object(parent), forKey: "next", to: child)
        builder.append(.object(parent), forKey: "view", to: root)
        let decoder = KeyedDecoder(file: try CompiledNibFile(bytes: builder.build().serialized()))
        registerTwoStepViews(decoder)
        let view = try XCTUnwrap(try decoder.decodeObject(forKey: "view") as? TestView)
        let subview = try XCTUnwrap(view.subviews.first as? TestView)
        XCTAssertEqual(subview.tag, 2)
        XCTAssertTrue(subview.superview === view, "the cycle resolves to the same instance")
        XCTAssertTrue(subview.next as? TestView === view)
    }

    func testTwoStepRegistrationFollowsLongChainsWithoutDeepRecursion() throws {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let count = 5 * KeyedDecoder.maximumDepth
        let views = (0..<count).map { _ in builder.addObject(className: "UIView") }
        for (position, view) in views.enumerated() {
            builder.append(.integer(Int64(position)), forKey: "UITag", to: view)
            builder.append(.object(views[(position + 1) % count]), forKey: "next", to: view)
        }
        builder.append(.object(views[0]), forKey: "first", to: root)
        let decoder = KeyedDecoder(file: try CompiledNibFile(bytes: builder.build().serialized()))
        registerTwoStepViews(decoder)
        var view = try XCTUnwrap(try decoder.decodeObject(forKey: "first") as? TestView)
        for _ in 0..<count { view = try XCTUnwrap(view.next as? TestView) }
        XCTAssertEqual(view.tag, 0, "the key-view loop closes on the first view")
    }
}
