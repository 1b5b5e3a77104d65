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

    /// The constants of a top-level view's constraints in archive order, the view `id` of
    /// `width` × `height` holding `subviews` and `constraints`.
    func archivedConstants(ofView id: String, _ width: Double, _ height: Double, subviews: [String], constraints: [String]) throws -> [Double] {
        try archivedConstants(view(id, width, height, subviews: subviews, constraints: constraints), view: id)
    }

    /// A storyboard (no safe areas, an iPhone 8 screen) of one controller `vc` with `guides`,
    /// whose root view `root` of `width` × `height` holds `subviews` and `constraints`.
    func storyboard(guides: String = "", width: Double, height: Double, subviews: String, constraints: [String]) -> String {
        let scene = """
            <scene sceneID="s">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        \(guides.isEmpty ? "" : "<layoutGuides>\(guides)</layoutGuides>")
                        <view key="view" contentMode="scaleToFill" restorationIdentifier="root" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>\(subviews)</subviews>
                            <constraints>\(constraints.joined())</constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """
        return cocoaTouchStoryboard(device: "retina4_7", initial: "vc", scene).replacingOccurrences(of: #"useSafeAreas="YES" "#, with: "")
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

    /// Chatto's input bar (ChatInputBar.xib, Xcode 10.0): constraints on the view alone first,
    /// then each item by how far its frame's top-left corner lies from the view's; the text
    /// view and the hairline share the corner, and the hairline, whose id is the smaller
    /// (`b1n-fp-7di` against `fsh-hH-hKG` there), comes first.
    func test_itemsGoByTheirCornersDistance_theSmallerIDFirstAtOneCorner() throws {
        XCTAssertEqual(try archivedConstants(ofView: "bar", 600, 123, subviews: [
            subview("text", 0, 0, 600, 79),
            subview("tabs", 0, 79, 600, 44),
            subview("hairline", 0, 0, 600, 1),
        ], constraints: [
            constraint("text", "leading", "bar", "leading", 1),
            constraint("tabs", "top", "text", "bottom", 2),
            constraint("hairline", "top", "bar", "top", 3),
            constraint("", "trailing", "text", "trailing", 5),
            constraint("hairline", "leading", "bar", "leading", 6),
            constraint("", "height", "", "", 123),
        ]), [123, 3, 6, 1, 5, 2])
    }

    /// The constants of the view `id`'s constraints in archive order, when each of `pins`
    /// pins an item's top to the view's with its constant (an empty item: the view's height).
    func archivedPins(ofView id: String, _ width: Double, _ height: Double, subviews: [String], pins: [(item: String, constant: Int)]) throws -> [Double] {
        try archivedConstants(ofView: id, width, height, subviews: subviews, constraints: pins.map { pin in
            pin.item.isEmpty ? constraint("", "height", "", "", pin.constant) : constraint(pin.item, "top", id, "top", pin.constant)
        })
    }

    /// Mixpanel's landscape takeover (Xcode 9.0): three views fill the root view, all at its
    /// corner; their constraints go by the views' ids in code-point order (capitals first),
    /// not by where the document lists them.
    func test_itemsAtOneCorner_goByTheirIDs() throws {
        let ids = ["niR-bW-Ce4", "WAp-k0-Mff", "qEo-cT-dUY"]  // as the document lists them
        XCTAssertEqual(try archivedPins(ofView: "root", 480, 320, subviews: ids.map { subview($0, 0, 0, 480, 320) },
                                        pins: [("niR-bW-Ce4", 1), ("WAp-k0-Mff", 2), ("qEo-cT-dUY", 3), ("WAp-k0-Mff", 4)]), [2, 4, 1, 3])
    }

    /// CleverTap's iPad header (Xcode 11.7): the text lies 124 points right of the view's
    /// corner and the buttons' row 124 points down, as far away; the one further left, the
    /// row, comes first, whatever the ids or the listing say (here the row has the larger id
    /// and is listed before the text).
    func test_itemsAsFarAway_theOneFurtherLeftFirst() throws {
        XCTAssertEqual(try archivedPins(ofView: "header", 1366, 178, subviews: [
            subview("icon", 0, 0, 124, 124), subview("row", 0, 124, 1366, 54), subview("caption", 124, 0, 1242, 124),
        ], pins: [("caption", 1), ("row", 2), ("icon", 3)]), [3, 2, 1])
    }

    /// XLActionController's action cell (Xcode 10.2 compiling an Xcode 8 document): subviews
    /// saved without frames go by their ids, after the constraints on the view alone.
    func test_subviewsWithoutFrames_goByTheirIDs() throws {
        let frameless = ["xHC", "aVP", "ioD"].map { #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#($0)"/>"# }
        XCTAssertEqual(try archivedPins(ofView: "cell", 500, 60, subviews: frameless, pins: [("xHC", 1), ("ioD", 2), ("", 60), ("aVP", 3)]), [60, 3, 2, 1])
    }

    /// SwiftPasscodeLock's keypad (PasscodeLockView.xib, Xcode 11.4 and 8.3.2): the keys go
    /// 1, 2, 4, 3, not column by column or row by row, because key 4's corner (87.5, 323.5)
    /// lies nearer the view's than key 3's (227.5, 253.5).
    func test_keysOfAKeypad_goByTheirCornersDistance() throws {
        let keys = [("one", 87.5, 253.5), ("two", 157.5, 253.5), ("three", 227.5, 253.5), ("four", 87.5, 323.5)]
        // Each key pinned once (constants 11 to 14), written last key first.
        let pins = keys.enumerated().reversed().map { number, key in constraint(key.0, "leading", "pad", "leading", 11 + number) }
        let pad = view("pad", 375, 667, subviews: keys.map { subview($0.0, $0.1, $0.2, 60, 60) }, constraints: pins)
        XCTAssertEqual(try archivedConstants(pad, view: "pad"), [11, 12, 14, 13])
    }

    /// SDCAlertView's action sheet (Xcode 9.0 to 12.5): a view inside a subview goes by its
    /// corner in the view's coordinates like the subviews, so the title inside the header
    /// (at 14.5) comes before the actions below it (at 83).
    func test_aViewInsideASubview_goesByItsCornerInTheViewsCoordinates() throws {
        XCTAssertEqual(try archivedConstants(ofView: "stack", 323, 173, subviews: [
            subview("header", 0, 0, 323, 60, subviews: subview("title", 0, 14.5, 323, 16)),
            subview("actions", 0, 83, 323, 90),
        ], constraints: [
            constraint("actions", "leading", "stack", "leading", 21),
            constraint("title", "width", "stack", "width", 22),
        ]), [22, 21])
    }

    /// A bar of three buttons (Fusuma's camera view, Xcode 9.2): left to right, the nearest
    /// corner first, though the middle one's frame starts higher.
    func test_subviewsInARow_goLeftToRight() throws {
        XCTAssertEqual(try archivedConstants(ofView: "row", 400, 150, subviews: [
            subview("flash", 15, 55, 40, 40), subview("shutter", 166, 41, 68, 68), subview("flip", 345, 55, 40, 40),
        ], constraints: [
            constraint("shutter", "centerX", "row", "centerX", 11),
            constraint("flash", "centerY", "row", "centerY", 12),
            constraint("flip", "centerY", "row", "centerY", 13),
            constraint("flash", "leading", "row", "leading", 14),
        ]), [12, 14, 11, 13])
    }

    /// DuckDuckGo's autocomplete (Xcode 13.2): a constraint of the controller's bottom layout
    /// guide goes by the guide's place along the root view's bottom edge, after the table's.
    func test_aBottomLayoutGuide_goesByTheViewsBottomEdge() throws {
        let text = storyboard(guides: #"<viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/>"#,
                              width: 375, height: 667, subviews: subview("table", 0, 20, 375, 647), constraints: [
            constraint("bottom", "top", "table", "bottom", 31),
            constraint("table", "top", "top", "bottom", 32),
            constraint("table", "leading", "root", "leading", 33),
        ])
        let nibs = try compiledStoryboardNibs(text, release: "13.2")
        let constants = nibs.values.flatMap { nib -> [Double] in
            var objects = nib["UINibTopLevelObjectsKey"]?.elements ?? []
            while let object = objects.first {
                objects.removeFirst()
                objects += object["UISubviews"]?.elements ?? []
                objects += object["UIView"].map { [$0] } ?? []
                guard object.string("UIRestorationIdentifier") == "root" else { continue }
                return (object["UIViewAutolayoutConstraints"]?.elements ?? []).compactMap { constraint in
                    guard case .double(let value)? = constraint.value("NSConstant"), value > 30 else { return nil }
                    return value
                }
            }
            return []
        }
        XCTAssertEqual(constants, [32, 33, 31])
    }

    /// AWS's sign-in form cell (Xcode 9.3): in a storyboard's prototype cell too, of two
    /// subviews at one corner the smaller id comes first (the label's cover, `P0j-LZ-SLU`
    /// there, before the label's strip, `xVu-TI-i2u`), then the field below them.
    func test_aPrototypeCellsContentView_ordersItsSubviewsAtOneCornerByID() throws {
        let formTable = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="75" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="271" height="200"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="none" reuseIdentifier="Form" rowHeight="75" id="cell">
                        <rect key="frame" x="0.0" y="28" width="271" height="75"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="271" height="75"/>
                            <subviews>\(subview("strip", 0, 0, 271, 39))\(subview("field", 0, 37, 271, 38))\(subview("cover", 0, 0, 271, 74))</subviews>
                            <constraints>
                                \(constraint("strip", "leading", "content", "leading", 41))
                                \(constraint("cover", "top", "content", "top", 42))
                                \(constraint("field", "top", "content", "top", 43))
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        let text = storyboard(width: 271, height: 200, subviews: formTable, constraints: [])
            .replacingOccurrences(of: #"toolsVersion="19529""#, with: #"toolsVersion="14109""#)
        let view = try XCTUnwrap(try compiledStoryboardNibs(text, release: "9.3")["vc-view-root.nib"])
        let root = try XCTUnwrap(view["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
        let table = try XCTUnwrap(root["UISubviews"]?.elements.first)
        guard case .data(let bytes) = try XCTUnwrap(table["UITableViewCellPrototypeNibs"]?.elements.last?["archiveData"]?.value("NS.bytes")) else { return XCTFail("nib bytes") }
        let cell = try XCTUnwrap(GraphCursor(try CompiledNibFile(bytes: bytes).graph)["UINibTopLevelObjectsKey"]?.elements.first)
        let constants = (cell["UIContentView"]?["UIViewAutolayoutConstraints"]?.elements ?? []).compactMap { constraint -> Double? in
            guard case .double(let value)? = constraint.value("NSConstant") else { return nil }
            return value
        }
        XCTAssertEqual(constants, [42, 41, 43])
    }
}
