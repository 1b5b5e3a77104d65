import Foundation
import NibArchive
import NibCompiler
import XCTest

/// Images a document carries as keyed archives, as Apple's test16_buttons.nib (viraptor/ibtool's
/// samples) holds them; the expected values below are Apple's.
final class CocoaEmbeddedImageTests: XCTestCase {
    /// NibForge's own keyed archive of a 1 × 1 `NSImage`: one bitmap representation (eight
    /// bytes standing for its TIFF), a clear grey colour in a custom colour space whose
    /// profile is a short text, keys in the archiver's hash order.
    private static let archivedImage = """
        YnBsaXN0MDDUAQIDBAUGTE9ZJGFyY2hpdmVyWCRvYmplY3RzVCR0b3BYJHZlcnNpb25fEA9OU0tleWVk
        QXJjaGl2ZXKvEBEHCBUWExceIyYsLzM0Nz5ASVUkbnVsbNYJCgsMDQ4PEBESExRWJGNsYXNzV05TQ29s
        b3JcTlNJbWFnZUZsYWdzVk5TUmVwc15OU1Jlc2l6aW5nTW9kZVZOU1NpemWAEIAPEiDDAACAChAAgAJW
        ezEsIDF9TE1NACpOaWJGb3JnZdIYGRobWCRjbGFzc2VzWiRjbGFzc25hbWWjGxwdXxAQTlNCaXRtYXBJ
        bWFnZVJlcFpOU0ltYWdlUmVwWE5TT2JqZWN00wkfICETIl8QGU5TSW50ZXJuYWxMYXlvdXREaXJlY3Rp
        b25fEBROU1RJRkZSZXByZXNlbnRhdGlvboAFgAPSGBkkJaIlHVdOU0FycmF50gknKClaTlMub2JqZWN0
        c4AHoiorgASABtIYGS0uoy4lHV5OU011dGFibGVBcnJhedIJJzAxgAmhMoAITXByb2ZpbGUgYnl0ZXPS
        GBk1NqI2HVxOU0NvbG9yU3BhY2XUCTg5Ojs8PRNVTlNJQ0NUTlNJRFdOU01vZGVsgAyACxAJ0hgZPwqi
        Ch3VCTZBQkNERUZHSFxOU0NvbXBvbmVudHNfEBJOU0N1c3RvbUNvbG9yU3BhY2VXTlNXaGl0ZYAOEAND
        MCAwgA1EMCAwANIYGUpLoksdV05TSW1hZ2XRTU5Ucm9vdIABEgABhqAACAARABsAJAApADIARABYAF4A
        awByAHoAhwCOAJ0ApACmAKgArQCvALEAswC6AMcAzADVAOAA5AD3AQIBCwESAS4BRQFHAUkBTgFRAVkB
        XgFpAWsBbgFwAXIBdwF7AYoBjwGRAZMBlQGjAagBqwG4AcEBxwHMAdQB1gHYAdoB3wHiAe0B+gIPAhcC
        GQIbAh8CIQImAisCLgI2AjkCPgJAAAAAAAAAAgEAAAAAAAAAUAAAAAAAAAAAAAAAAAAAAkU=
        """

    private func compiledButton() throws -> GraphCursor {
        let document = cocoaHostDocument(subviews: """
            <button id="2">
                <rect key="frame" x="20" y="20" width="75" height="19"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                <buttonCell key="cell" type="inline" bezelStyle="inline" image="buttonCell:3:image" imagePosition="only" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="3">
                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                    <font key="font" metaFont="smallSystemBold"/>
                </buttonCell>
            </button>
            """, resources: """
            <image name="buttonCell:3:image" width="1" height="1">
                <mutableData key="keyedArchiveRepresentation">
            \(Self.archivedImage)
                </mutableData>
            </image>
            """)
        let objects = try compiledCocoaObjects(document, path: "embedded.xib").objects
        return try XCTUnwrap(objects.first { $0.className == "NSButton" })
    }

    /// The image is unarchived and encoded again as nib objects, in the nib encoder's key
    /// order: `NSImage` {flags, size, representations, colour, resizing mode, nil tint colour},
    /// each representation an `NSArray` of an `NSNumber` and an `NSBitmapImageRep` whose TIFF
    /// is an `NSData`, the colour with `NSLinearExposure` "1" after its components, the colour
    /// space {id, model, profile}. Before, the image was written as a named resource the
    /// app does not have.
    func test_keyedArchiveImage_isEncodedAsAnImageGraph() throws {
        let cell = try XCTUnwrap(compiledButton()["NSCell"])
        let image = try XCTUnwrap(cell["NSNormalImage"])
        XCTAssertEqual(image.className, "NSImage")
        XCTAssertEqual(image.keys, ["NSImageFlags", "NSSize", "NSReps", "NSColor", "NSResizingMode", "NSTintColor"])
        XCTAssertEqual(image.value("NSImageFlags")?.integerValue, 549_650_432)
        XCTAssertEqual(image.string("NSSize"), "{1, 1}")
        XCTAssertEqual(image.value("NSTintColor"), .null)
        let representations = try XCTUnwrap(image["NSReps"])
        XCTAssertEqual(representations.className, "NSMutableArray")
        let pair = try XCTUnwrap(representations.elements.first)
        XCTAssertEqual(pair.className, "NSArray")
        XCTAssertEqual(pair.elements.map(\.className), ["NSNumber", "NSBitmapImageRep"])
        XCTAssertEqual(pair.elements[0].value("NS.intval")?.integerValue, 0)
        let bitmap = pair.elements[1]
        XCTAssertEqual(bitmap.keys, ["NSTIFFRepresentation", "NSInternalLayoutDirection"])
        XCTAssertEqual(bitmap["NSTIFFRepresentation"]?.className, "NSData")
        XCTAssertEqual(bitmap["NSTIFFRepresentation"]?.value("NS.bytes"), .data(Array("MM\u{0}*NibForge".utf8)))
        let color = try XCTUnwrap(image["NSColor"])
        XCTAssertEqual(color.keys, ["NSColorSpace", "NSWhite", "NSCustomColorSpace", "NSComponents", "NSLinearExposure"])
        XCTAssertEqual(color.value("NSWhite"), .data(Array("0 0\u{0}".utf8)))
        XCTAssertEqual(color.value("NSLinearExposure"), .data(Array("1".utf8)))
        let space = try XCTUnwrap(color["NSCustomColorSpace"])
        XCTAssertEqual(space.keys, ["NSID", "NSModel", "NSICC"])
        XCTAssertEqual(space["NSICC"]?.value("NS.bytes"), .data(Array("profile bytes".utf8)))
    }

    /// An archive that nests arrays thousands deep (a hostile document; real images nest four
    /// levels) is translated down to a fixed depth and the rest left out, so the compiler's
    /// recursion stays bounded.
    func test_deeplyNestedArchive_isCutAtAMaximumDepth() throws {
        let levels = 3_000
        var plist = BinaryPropertyList(offsetIntegerSize: 4)
        func string(_ text: String) -> Int { plist.append(.string(text, .ascii)) }
        func uid(_ number: Int) -> Int { plist.append(.uid(UInt64(number), byteCount: 2)) }
        let (classKey, objectsKey) = (string("$class"), string("NS.objects"))
        // $objects: $null, the image, the nested arrays, a number, then the two classes.
        let imageClass = levels + 3, arrayClass = levels + 4
        var archived = [string("$null")]
        archived.append(plist.append(plist.makeDictionary(keys: [string("NSReps"), classKey], values: [uid(2), uid(imageClass)])))
        for level in 0..<levels {
            let elements = plist.append(plist.makeArray([uid(3 + level)]))
            archived.append(plist.append(plist.makeDictionary(keys: [objectsKey, classKey], values: [elements, uid(arrayClass)])))
        }
        archived.append(plist.append(.integer(0, byteCount: 1)))
        for name in ["NSImage", "NSMutableArray"] {
            let classes = plist.append(plist.makeArray([string(name), string("NSObject")]))
            archived.append(plist.append(plist.makeDictionary(keys: [string("$classname"), string("$classes")], values: [string(name), classes])))
        }
        let top = plist.append(plist.makeDictionary(keys: [string("root")], values: [uid(1)]))
        let root = plist.makeDictionary(keys: [string("$archiver"), string("$objects"), string("$top")],
                                        values: [string("NSKeyedArchiver"), plist.append(plist.makeArray(archived)), top])
        plist.topObject = plist.append(root)
        let encoded = Data(plist.serialized()).base64EncodedString()
        let document = cocoaHostDocument(subviews: """
            <button id="2">
                <rect key="frame" x="20" y="20" width="75" height="19"/>
                <autoresizingMask key="autoresizingMask"/>
                <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="deep" imagePosition="only" alignment="center" inset="2" id="3"/>
            </button>
            """, resources: "<image name=\"deep\" width=\"1\" height=\"1\"><mutableData key=\"keyedArchiveRepresentation\">\(encoded)</mutableData></image>")
        let button = try XCTUnwrap(compiledCocoaObjects(document, path: "deep.xib").objects.first { $0.className == "NSButton" })
        var level = try XCTUnwrap(button["NSCell"]?["NSNormalImage"]?["NSReps"])
        var depth = 1
        while let next = level.elements.first { level = next; depth += 1 }
        XCTAssertGreaterThan(depth, 100)
        XCTAssertLessThanOrEqual(depth, 256)
    }
}
