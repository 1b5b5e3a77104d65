import NibArchive
import NibCompiler
import XCTest

/// The order ibtool archives a view's constraints in (`UIViewAutolayoutConstraints`), the same
/// on every compile of a document. Each test's view is shaped like one whose order Apple's nib
/// shows; the constraints carry distinct constants so the list can be read back.
final class CocoaTouchConstraintOrderTests: XCTestCase {
    /// The constants of the constraints the view `id` archives, in archive order.
    func archivedConstants(_ objects: String, view id: String) throws -> [Double] {
        let root = GraphCursor(try compiledCocoaTouchGraph(cocoaTouchDocument(toolsVersion: "14490.70", objects), release: "10.0"))
        var views = root["UINibTopLevelObjectsKey"]?.elements ?? []
        while let view = views.first {
            views.removeFirst()
            views += view["UISubviews"]?.elements ?? []
            guard view.string("UIRestorationIdentifier") == id else { continue }
            return (view["UIViewAutolayoutConstraints"]?.elements ?? []).map { constraint in
                switch constraint.value("NSConstant") {
                case .double(let value)?: return value
                case .float(let value)?: return Double(value)
                case .integer(let value, _)?: return Double(value)
                default: return 0
                }
            }
        }
        XCTFail("no view restored as \(id)")
        return []
    }

    /// A subview placed by constraints, holding `subviews`.
    func subview(_ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, subviews: String = "") -> String {
        let inside = subviews.isEmpty ? "" : "<subviews>\(subviews)</subviews>"
        return """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>\(inside)
            </view>
            """
    }

    /// A constraint `first.attribute = second.attribute + constant`; an empty item is the view.
    func constraint(_ first: String, _ firstAttribute: String, _ second: String, _ secondAttribute: String, _ constant: Int) -> String {
        let firstItem = first.isEmpty ? "" : #" firstItem="\#(first)""#
        let secondItem = second.isEmpty ? "" : #" secondItem="\#(second)" secondAttribute="\#(secondAttribute)""#
        return #"<constraint\#(firstItem) firstAttribute="\#(firstAttribute)"\#(secondItem) constant="\#(constant)" id="c\#(constant)"/>"#
    }

    /// A top-level view `id` of `width` × `height` with `subviews` and `constraints`.
    func view(_ id: String, _ width: Double, _ height: Double, subviews: [String], constraints: [String]) -> String {
        """
        <view contentMode="scaleToFill" restorationIdentifier="\(id)" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <subviews>\(subviews.joined())</subviews>
            <constraints>\(constraints.joined())</constraints>
        </view>
        """
    }

    /// A ratio written `2/3` (DuckDuckGo's onboarding) is a multiplier like `2:3`, archived
    /// at single precision as ibtool archives ratios.
    func test_aMultiplierWrittenWithASlash_isARatio() throws {
        let panel = view("panel", 300, 300, subviews: [subview("half", 0, 0, 100, 100)], constraints: [
            #"<constraint firstItem="half" firstAttribute="height" secondItem="panel" secondAttribute="height" multiplier="2/3" id="m1"/>"#,
        ])
        let root = GraphCursor(try compiledCocoaTouchGraph(cocoaTouchDocument(toolsVersion: "19529", panel), release: "13.2"))
        let constraint = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UIViewAutolayoutConstraints"]?.elements.first)
        XCTAssertEqual(constraint.value("NSMultiplier"), .double(Double(Float(2.0 / 3.0))))
    }

    /// Chatto's input bar (ChatInputBar.xib, Xcode 10.0): the hairline listed last among
    /// subviews of one width comes first, being the shortest at the top; a constraint of a
    /// view inside a subview comes after every subview's. Constraints on the view alone first.
    func test_subviewsOfOneMiddle_goTopToBottomShortestFirst_deeperViewsLast() throws {
        let bar = view("bar", 600, 123, subviews: [
            subview("text", 0, 0, 600, 79, subviews: subview("inner", 10, 10, 20, 20)),
            subview("tabs", 0, 79, 600, 44),
            subview("hairline", 0, 0, 600, 1),
        ], constraints: [
            constraint("text", "leading", "bar", "leading", 1),
            constraint("tabs", "top", "text", "bottom", 2),
            constraint("hairline", "top", "bar", "top", 3),
            constraint("inner", "width", "tabs", "width", 4),
            constraint("", "trailing", "text", "trailing", 5),
            constraint("hairline", "leading", "bar", "leading", 6),
            constraint("", "height", "", "", 123),
        ])
        XCTAssertEqual(try archivedConstants(bar, view: "bar"), [123, 3, 6, 1, 5, 2, 4])
    }

    /// A bar of three buttons (Fusuma's camera view, Xcode 9.2): left to right by the middle of
    /// their frames, though the middle one's frame starts higher.
    func test_subviewsInARow_goLeftToRight() throws {
        let row = view("row", 400, 150, subviews: [
            subview("flash", 15, 55, 40, 40), subview("shutter", 166, 41, 68, 68), subview("flip", 345, 55, 40, 40),
        ], constraints: [
            constraint("shutter", "centerX", "row", "centerX", 11),
            constraint("flash", "centerY", "row", "centerY", 12),
            constraint("flip", "centerY", "row", "centerY", 13),
            constraint("flash", "leading", "row", "leading", 14),
        ])
        XCTAssertEqual(try archivedConstants(row, view: "row"), [12, 14, 11, 13])
    }
}
