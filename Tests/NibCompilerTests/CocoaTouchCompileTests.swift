import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// Cocoa Touch xibs compile to NIBArchive with the `UINib*Key` root arrays (nib-formats.md §3):
/// coder 10 for documents of Xcode 13 and later (as Apple's ibtool 13 wrote DuckDuckGo's
/// ActionMessageView.nib), coder 9 before.
final class CocoaTouchCompileTests: XCTestCase {
    private func graph() throws -> ObjectGraph {
        try compiledGraph("ios-view.xib", options: CompileOptions(module: "App"))
    }

    func test_cocoaTouchNib_isCoderTenWithUINibRootKeys() throws {
        let graph = try graph()
        XCTAssertEqual(graph.encoding, .nibArchive(coderVersion: 10))
        let older = try compiledGraph("ios-view.xib", options: { var options = CompileOptions(module: "App"); options.cocoaTouchRelease = .xcode9; return options }())
        XCTAssertEqual(older.encoding, .nibArchive(coderVersion: 9), "--ibtool-version 9 writes coder 9")
        let root = GraphCursor(graph)
        XCTAssertEqual(root.className, "NSObject")
        XCTAssertEqual(Set(root.keys), [
            "UINibTopLevelObjectsKey", "UINibObjectsKey", "UINibConnectionsKey", "UINibVisibleWindowsKey",
            "UINibAccessibilityConfigurationsKey", "UINibKeyValuePairsKey", "UINibTraitStorageListsKey",
        ])
        for key in root.keys { XCTAssertEqual(root[key]?.className, "NSArray", key) }
        let topLevel = try XCTUnwrap(root["UINibTopLevelObjectsKey"]).elements
        XCTAssertEqual(topLevel.map(\.className), ["UIProxyObject", "UIProxyObject", "UIClassSwapper"])
        XCTAssertEqual(topLevel.map { $0.string("UIProxiedObjectIdentifier") }, ["IBFilesOwner", "IBFirstResponder", nil])
        XCTAssertEqual(topLevel[2].string("UIClassName"), "_TtC3App14BackgroundView")
        XCTAssertEqual(topLevel[2].string("UIOriginalClassName"), "UIView")
        let all = try XCTUnwrap(root["UINibObjectsKey"]).elements
        XCTAssertEqual(all.count, 2 + 3 + 2, "proxies, view, label, button and the two constraints")
    }

    func test_views_geometryBlobsSubviewsAndColor() throws {
        let root = GraphCursor(try graph())
        let view = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last)
        guard case .data(let bounds)? = view.value("UIBounds"), case .data(let center)? = view.value("UICenter") else {
            return XCTFail("UIBounds and UICenter are data values")
        }
        XCTAssertEqual(bounds.count, 33)
        XCTAssertEqual(bounds.first, 7, "geometry starts with the float64 type code")
        XCTAssertEqual(center.count, 17)
        let width = bounds[17..<25].withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        XCTAssertEqual(Double(bitPattern: UInt64(littleEndian: width)), 320)
        XCTAssertEqual(view.value("UIAutoresizingMask"), .integer(18, byteCount: 1))
        let subviews = try XCTUnwrap(view["UISubviews"])
        XCTAssertEqual(subviews.className, "NSMutableArray")
        XCTAssertEqual(subviews.elements.map(\.className), ["UILabel", "UIButton"])
        XCTAssertNil(subviews.elements[0].value("UISuperview"), "containment is UISubviews only")
        let label = subviews.elements[0]
        XCTAssertEqual(label.string("UIText"), "Hello")
        XCTAssertEqual(label.value("UITextAlignment"), .integer(1, byteCount: 1))
        XCTAssertEqual(label.value("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"), .bool(true))
        let button = subviews.elements[1]
        XCTAssertEqual(button.value("UITag"), .integer(-3, byteCount: 8))
        XCTAssertEqual(button.value("UIButtonType"), .integer(1, byteCount: 1))
        let states = try XCTUnwrap(button["UIButtonStatefulContent"]).elements
        XCTAssertEqual(states.count, 2)
        XCTAssertEqual(states[1].string("UITitle"), "Sign In")
        let color = try XCTUnwrap(view["UIBackgroundColor"])
        XCTAssertEqual(color.className, "UIColor")
        XCTAssertEqual(color.object?.fallbackClassNames, ["NSColor"])
        XCTAssertEqual(color.value("UIWhite"), .float(1))
        XCTAssertEqual(color.string("UISystemColorName"), "whiteColor", "UIKit archives its cached white by name")
    }

    func test_connections_outletsAndEventMasks() throws {
        let root = GraphCursor(try graph())
        let connections = try XCTUnwrap(root["UINibConnectionsKey"]).elements
        XCTAssertEqual(connections.map(\.className), [
            "UIRuntimeOutletConnection", "UIRuntimeOutletConnection", "UIRuntimeEventConnection", "UIRuntimeEventConnection",
        ])
        // Xcode 15 (the document's) orders a xib's outlets by name, then its actions by the
        // events they send for, then by name (`byEventAndName`): the button's touch up inside
        // before the switch's value changed.
        XCTAssertEqual(connections.map { $0.string("UILabel") }, ["titleLabel", "view", "signIn:", "changed:"])
        let owner = root["UINibTopLevelObjectsKey"]?.elements.first?.index
        XCTAssertEqual(connections[1]["UISource"]?.index, owner)
        XCTAssertEqual(connections[1]["UIDestination"]?.className, "UIClassSwapper")
        XCTAssertEqual(connections[2]["UISource"]?.className, "UIButton")
        XCTAssertEqual(connections[2].value("UIEventMask"), .integer(64, byteCount: 1))
        XCTAssertEqual(connections[3].value("UIEventMask"), .integer(4096, byteCount: 2))
        // Xcode 13 orders the actions by name alone (DuckDuckGo's omnibar).
        var options = CompileOptions(module: "App")
        options.cocoaTouchRelease = .xcode13
        let older = GraphCursor(try compiledGraph("ios-view.xib", options: options))
        XCTAssertEqual(try XCTUnwrap(older["UINibConnectionsKey"]).elements.map { $0.string("UILabel") }, ["titleLabel", "view", "changed:", "signIn:"])
    }

    func test_constraintsAndRuntimeAttributes() throws {
        let root = GraphCursor(try graph())
        let view = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last)
        let constraints = try XCTUnwrap(view["UIViewAutolayoutConstraints"]).elements
        XCTAssertEqual(constraints.count, 2)
        // In ibtool's order (CocoaTouchConstraintOrderTests): the label's constraint first,
        // its frame's corner (20, 40) being nearer the view's than the button's (20, 80).
        let label = constraints[0], button = constraints[1]
        XCTAssertEqual(label.className, "NSLayoutConstraint")
        XCTAssertEqual(label["NSFirstItem"]?.className, "UILabel")
        XCTAssertEqual(label.value("NSFirstAttribute"), .integer(5, byteCount: 1))
        XCTAssertEqual(label["NSSecondItem"]?.index, view.index)
        XCTAssertEqual(label.value("NSConstant"), .double(20))
        XCTAssertEqual(button["NSFirstItem"]?.className, "UIButton")
        XCTAssertEqual(button.value("NSSecondAttribute"), .integer(4, byteCount: 1))
        let pairs = try XCTUnwrap(root["UINibKeyValuePairsKey"]).elements
        XCTAssertEqual(pairs.count, 1)
        XCTAssertEqual(pairs[0].className, "UINibKeyValuePair")
        XCTAssertEqual(pairs[0].string("UIKeyPath"), "cornerRadius")
        XCTAssertEqual(pairs[0]["UIObject"]?.index, view.index)
        XCTAssertEqual(pairs[0]["UIValue"]?.value("NS.intval"), .integer(8, byteCount: 1))
    }

    /// A margin constraint's `NSConstant` (the margins added in) uses the margins UIKit gives a
    /// view that preserves its superview's: where the superview's 8-point margin reaches past the
    /// view's edge it counts, else the view's own (SwiftMessages' tab view, ibtool 8.0 to 8.3:
    /// a background view with zero margins flush with its superview's top and bottom archives
    /// `topMargin + 20` as 28, and its inset leading edge keeps its own 0).
    func test_marginConstraints_useTheMarginsAViewPreservesFromItsSuperview() throws {
        func constants(preserves: Bool) throws -> [Double?] {
            let text = cocoaTouchDocument(toolsVersion: "11762", """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="123"/>
                    <subviews>
                        <view contentMode="scaleToFill" \(preserves ? "preservesSuperviewLayoutMargins=\"YES\" " : "")translatesAutoresizingMaskIntoConstraints="NO" id="background">
                            <rect key="frame" x="18" y="0.0" width="572" height="123"/>
                            <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content"><rect key="frame" x="20" y="28" width="532" height="67"/></view></subviews>
                            <constraints>
                                <constraint firstItem="content" firstAttribute="top" secondItem="background" secondAttribute="topMargin" constant="20" id="top"/>
                                <constraint firstAttribute="bottomMargin" secondItem="content" secondAttribute="bottom" constant="20" id="bottom"/>
                                <constraint firstItem="content" firstAttribute="leading" secondItem="background" secondAttribute="leadingMargin" constant="20" id="leading"/>
                            </constraints>
                            <edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="0.0"/>
                        </view>
                    </subviews>
                </view>
                """)
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "8.3"))
            let background = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
            let constraints = try XCTUnwrap(background["UIViewAutolayoutConstraints"]).elements
            return ["top", "bottom", "leading"].map { attribute in
                let first = ["top": 3, "bottom": 4, "leading": 5][attribute]!
                let constraint = constraints.first { [$0.value("NSFirstAttribute"), $0.value("NSSecondAttribute")].contains(.integer(Int64(first), byteCount: 1)) }
                guard case .double(let constant)? = constraint?.value("NSConstant") else { return nil }
                return constant
            }
        }
        XCTAssertEqual(try constants(preserves: true), [28, 28, 20])
        XCTAssertEqual(try constants(preserves: false), [20, 20, 20])
    }

    func test_calibratedColours_areConvertedToSRGBAsAppleWroteThem() throws {
        // Apple's ibtool 13 (DuckDuckGo's Settings and Feedback storyboards) archived these
        // calibrated greys as the sRGB floats below; a document saved before colour matching
        // (no `colorMatched`) keeps the components (SDCAlertView's text field cell, Xcode 9.0).
        let greys: [(calibrated: String, apple: Float)] = [
            ("0.20000000000000001", 0.2605186), ("0.28627450980392155", 0.3578949),
            ("0.96078431372549022", 0.968816), ("1", 1.0000001), ("0.0", 0),
        ]
        let views = greys.enumerated().map { index, grey in
            """
            <view contentMode="scaleToFill" id="v\(index)">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <color key="backgroundColor" red="\(grey.calibrated)" green="\(grey.calibrated)" blue="\(grey.calibrated)" alpha="1" colorSpace="calibratedRGB"/>
            </view>
            """
        }.joined(separator: "\n")
        let matched = cocoaTouchDocument(toolsVersion: "19529", views)
        for release in [CocoaTouchRelease.xcode13, .xcode9] {
            var options = CompileOptions()
            options.cocoaTouchRelease = release
            let text = release == .xcode13 ? matched : matched.replacingOccurrences(of: #" colorMatched="YES""#, with: "")
            let document = try InterfaceDocument(parsing: Array(text.utf8), path: "greys.xib")
            guard case .nib(let bytes) = try NibCompiler.compile(document, options: options) else { return XCTFail("a xib compiles to one nib") }
            let root = GraphCursor(try CompiledNibFile(bytes: bytes).graph)
            let views = try XCTUnwrap(root["UINibTopLevelObjectsKey"]).elements.dropFirst(2)
            for (view, grey) in zip(views, greys) {
                let color = try XCTUnwrap(view["UIBackgroundColor"])
                guard case .float(let red)? = color.value("UIRed"), case .float(let blue)? = color.value("UIBlue") else {
                    return XCTFail("UIRed and UIBlue are float32 components")
                }
                let expected = release == .xcode13 ? grey.apple : Float(Double(grey.calibrated)!)
                XCTAssertEqual(red, expected, "\(release): calibrated \(grey.calibrated)")
                XCTAssertEqual(blue, expected, "\(release): calibrated \(grey.calibrated)")
            }
        }
    }

    func test_calibratedColours_otherThanGrey_goThroughTheGenericRGBToSRGBMatrix() throws {
        func converted(_ red: String, _ green: String, _ blue: String, release: CocoaTouchRelease? = nil) throws -> [Float] {
            let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                    <view contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <color key="backgroundColor" red="\(red)" green="\(green)" blue="\(blue)" alpha="1" colorSpace="calibratedRGB"/>
                    </view>
                </objects>
            </document>
            """
            let document = try InterfaceDocument(parsing: Array(text.utf8), path: "colour.xib")
            var options = CompileOptions()
            options.cocoaTouchRelease = release
            guard case .nib(let bytes) = try NibCompiler.compile(document, options: options) else { throw CocoaError(.featureUnsupported) }
            let root = GraphCursor(try CompiledNibFile(bytes: bytes).graph)
            let color = try XCTUnwrap(try XCTUnwrap(root["UINibTopLevelObjectsKey"]).elements.last?["UIBackgroundColor"])
            return try ["UIRed", "UIGreen", "UIBlue"].map { key in
                guard case .float(let value)? = color.value(key) else { throw CocoaError(.featureUnsupported) }
                return value
            }
        }
        // Generic RGB's red is outside sRGB: more than full red, some green, negative blue,
        // kept as ibtool keeps out-of-gamut components. Interface Builder's own conversion of
        // that red, clipped, wrote green 0.1491314173 in DuckDuckGo's Settings storyboard.
        let red = try converted("1", "0.0", "0.0")
        XCTAssertGreaterThan(red[0], 1)
        XCTAssertEqual(red[1], 0.1491314173, accuracy: 1e-3)
        XCTAssertLessThan(red[2], 0)
        // Orange's green is not what a grey of that value becomes: the channels mix.
        let orange = try converted("1", "0.5", "0.0"), grey = try converted("0.5", "0.5", "0.5")
        XCTAssertNotEqual(orange[1], grey[1])
        // Greys keep the fitted path, equal to Apple's floats.
        XCTAssertEqual(try converted("0.20000000000000001", "0.20000000000000001", "0.20000000000000001"), [0.2605186, 0.2605186, 0.2605186])
        // ibtool 13.2's blue of DuckDuckGo's authentication screen, float for float.
        XCTAssertEqual(try converted("0.40392156862745099", "0.5607843137254902", "1"), [0.47595125, 0.64301103, 1.0010304])
        // ibtool 12.1 (TLPhotoPicker's album and photo cells) sends greys through its matrix
        // too, each channel a little different.
        let twelve = CocoaTouchRelease(ibtoolVersion: "12.1")
        XCTAssertEqual(try converted("0.43137254901960786", "0.43137254901960786", "0.43137254901960786", release: twelve),
                       [0.5065524, 0.50656474, 0.50655806])
        XCTAssertEqual(try converted("0.27843137254901962", "0.47058823529411764", "0.85098039215686272", release: twelve),
                       [0.34370714, 0.55679715, 0.8807099])
    }
}
