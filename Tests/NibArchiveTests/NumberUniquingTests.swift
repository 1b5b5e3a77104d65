import NibArchive
import XCTest

/// `NIBArchiveBuilder.uniqueNumbers(from:)`: one `NSNumber` per numeric value, the first met
/// from the root, as Apple's encoder keeps them (viraptor/ibtool's numfmt_dedup sample: an
/// integer 1 archived as the double 1.0 a formatter encoded before it).
final class NumberUniquingTests: XCTestCase {
    func test_equalNumbers_areMerged_intoTheFirstEncoded_andBooleansStayApart() {
        var builder = NIBArchiveBuilder(coderVersion: 10)
        let root = builder.addObject(className: "NSObject")
        let first = builder.addObject(className: "Holder")
        let second = builder.addObject(className: "Holder")
        // Made in the opposite order to the one the encoder meets them in.
        let integerOne = builder.addObject(className: "NSNumber")
        builder.append(.integer(1), forKey: "NS.intval", to: integerOne)
        let doubleOne = builder.addObject(className: "NSNumber")
        builder.append(.float64(bitPattern: 1.0.bitPattern), forKey: "NS.dblval", to: doubleOne)
        let yes = builder.addObject(className: "NSNumber")
        builder.append(.bool(true), forKey: "NS.boolval", to: yes)
        let two = builder.addObject(className: "NSNumber")
        builder.append(.integer(2), forKey: "NS.intval", to: two)
        builder.append(.object(first), forKey: "first", to: root)
        builder.append(.object(second), forKey: "second", to: root)
        builder.append(.object(doubleOne), forKey: "minimum", to: first)
        builder.append(.object(yes), forKey: "flag", to: first)
        builder.append(.object(integerOne), forKey: "digits", to: second)
        builder.append(.object(two), forKey: "width", to: second)

        let map = builder.uniqueNumbers(from: root)
        XCTAssertNil(map[integerOne], "the integer 1 is merged into the double met first")
        XCTAssertNotNil(map[yes], "a boolean is not a number to CoreFoundation's equality")
        let archive = builder.build()
        XCTAssertEqual(archive.objects.count, 6)
        let graph = ObjectGraph(archive)
        let holders = graph.objects.filter { $0.className == "Holder" }
        XCTAssertEqual(holders.count, 2)
        let minimum = holders[0].value(forKey: "minimum"), digits = holders[1].value(forKey: "digits")
        XCTAssertEqual(minimum, digits, "both point at one object")
        if case .reference(let index)? = digits {
            XCTAssertEqual(graph.object(at: index)?.value(forKey: "NS.dblval"), .double(1.0))
        } else {
            XCTFail("digits is a reference")
        }
    }
}
