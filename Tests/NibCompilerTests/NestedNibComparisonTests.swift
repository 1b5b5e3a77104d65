import NibArchive
import NibCompiler
import XCTest

/// Nibs nested in data (a table view's prototype cell nibs) are compared as decoded graphs:
/// the same objects listed in another order are equal; a different value is reported with
/// its path inside the nested nib.
final class NestedNibComparisonTests: XCTestCase {
    /// A nib whose root holds two labels; `reversed` lists them in the other order.
    private func innerNib(first: String, second: String, reversed: Bool) -> [UInt8] {
        var builder = NIBArchiveBuilder(coderVersion: 10)
        let root = builder.addObject(className: "NSObject")
        let a = builder.addObject(className: reversed ? "UIButton" : "UILabel")
        let b = builder.addObject(className: reversed ? "UILabel" : "UIButton")
        let (label, button) = reversed ? (b, a) : (a, b)
        builder.append(.integer(first == "Title" ? 1 : 2), forKey: "UITag", to: label)
        builder.append(.integer(second == "OK" ? 3 : 4), forKey: "UITag", to: button)
        builder.append(.object(label), forKey: "UILabelKey", to: root)
        builder.append(.object(button), forKey: "UIButtonKey", to: root)
        return builder.build().serialized()
    }

    /// A graph holding `nib` as a `UINib`'s `archiveData`.
    private func outer(_ nib: [UInt8]) throws -> ObjectGraph {
        var builder = NIBArchiveBuilder(coderVersion: 10)
        let root = builder.addObject(className: "NSObject")
        let holder = builder.addObject(className: "UINib")
        builder.append(.data(nib), forKey: "archiveData", to: holder)
        builder.append(.object(holder), forKey: "UICellNib", to: root)
        return try CompiledNibFile(bytes: builder.build().serialized()).graph
    }

    func test_nestedNibsListingObjectsInAnotherOrder_areEqual() throws {
        let left = innerNib(first: "Title", second: "OK", reversed: false)
        let right = innerNib(first: "Title", second: "OK", reversed: true)
        XCTAssertNotEqual(left, right, "the bytes differ")
        XCTAssertEqual(NibComparison.differences(try outer(left), try outer(right)).map(\.description), [])
    }

    func test_nestedNibsWithAnotherValue_reportThePathInsideTheNib() throws {
        let left = innerNib(first: "Title", second: "OK", reversed: false)
        let right = innerNib(first: "Title", second: "Cancel", reversed: true)
        let differences = NibComparison.differences(try outer(left), try outer(right))
        XCTAssertEqual(differences.map(\.path), ["$root.UICellNib.archiveData{nib}.UIButtonKey.UITag"])
    }
}
