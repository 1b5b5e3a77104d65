import NibArchive
import NibCompiler
import XCTest

/// Xcode 7's prototyping constraints, learned from LocDiary's passcode view (Xcode 7.3.1 for
/// iOS 8, its Carthage build): four placeholder views inside a 94 × 16 container, each held by
/// a leading and a top constraint and nothing giving its width or height, get four constraints
/// each in the container's list, after its own.
final class CocoaTouchPrototypingConstraintTests: XCTestCase {
    /// Two placeholders as LocDiary's first two: the first pinned to the container's leading
    /// and top edges, the second 10 points after it; `extra` adds subviews.
    private func document(extra: String = "") -> String {
        func placeholder(_ id: String, x: Int) -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="0.0" width="16" height="16"/>
            </view>
            """
        }
        return cocoaTouchDocument(toolsVersion: "8187.4", """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                        <rect key="frame" x="253" y="180" width="94" height="16"/>
                        <subviews>
                            \(placeholder("first", x: 0))
                            \(placeholder("second", x: 26))
                            \(extra)
                        </subviews>
                        <constraints>
                            <constraint firstItem="first" firstAttribute="top" secondItem="container" secondAttribute="top" id="c1"/>
                            <constraint firstAttribute="height" constant="16" id="c2"/>
                            <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="top" id="c3"/>
                            <constraint firstAttribute="width" constant="94" id="c4"/>
                            <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="trailing" constant="10" id="c5"/>
                            <constraint firstItem="first" firstAttribute="leading" secondItem="container" secondAttribute="leading" id="c6"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="container" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c7"/>
                    <constraint firstItem="container" firstAttribute="top" secondItem="root" secondAttribute="top" constant="180" id="c8"/>
                </constraints>
            </view>
            """)
    }

    private func container(release: String, deploymentTarget: String?, extra: String = "") throws -> GraphCursor {
        let root = GraphCursor(try compiledCocoaTouchGraph(document(extra: extra), release: release, deploymentTarget: deploymentTarget))
        let view = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last)
        return try XCTUnwrap(view["UISubviews"]?.elements.first)
    }

    func test_viewsTheirConstraintsLeaveWithoutASize_areHeldAtTheirFrame_afterTheSuperviewsOwnConstraints() throws {
        let constraints = try XCTUnwrap(try container(release: "7.3.1", deploymentTarget: "8.0")["UIViewAutolayoutConstraints"]?.elements)
        XCTAssertEqual(constraints.map(\.className), Array(repeating: "NSLayoutConstraint", count: 6)
            + Array(repeating: "NSIBPrototypingLayoutConstraint", count: 8))
        let prototyping = Array(constraints.dropFirst(6))
        guard prototyping.count == 8 else { return }
        // View by view in document order: left, top, width, height.
        XCTAssertEqual(prototyping.map { $0.value("NSFirstAttributeV2") }, [1, 3, 7, 8, 1, 3, 7, 8].map { .integer($0, byteCount: 1) })
        XCTAssertEqual(prototyping.map { $0.value("NSConstantV2") }, [nil, nil, .double(16), .double(16), .double(26), nil, .double(16), .double(16)],
                       "a constant of 0 is left out")
        for constraint in prototyping {
            XCTAssertEqual(constraint.value("NSPriority"), .integer(251, byteCount: 2))
            XCTAssertEqual(constraint.string("NSLayoutIdentifier"), "IB auto generated at build time for view with ambiguity")
            XCTAssertEqual(constraint.value("NSShouldBeArchived"), .bool(true))
        }
        let left = prototyping[4]
        XCTAssertEqual(left["NSSecondItem"]?.index, try container(release: "7.3.1", deploymentTarget: "8.0").index, "relative to the superview")
        XCTAssertEqual(left.value("NSSecondAttributeV2"), .integer(1, byteCount: 1))
        XCTAssertNil(prototyping[2]["NSSecondItem"], "a size stands alone")
        XCTAssertEqual(prototyping[2].value("NSSecondAttributeV2"), .integer(0, byteCount: 1))
    }

    func test_fromXcode8_orForIOS9_1_ambiguousViewsGetNone() throws {
        // Xcode 8.3.2's build of the same document (SwiftPasscodeLock's row) has none;
        // rdar://23234553 saw none for a deployment target of iOS 9.1.
        for (release, target) in [("8.3.2", "8.0"), ("7.3.1", "9.1")] {
            let constraints = try XCTUnwrap(try container(release: release, deploymentTarget: target)["UIViewAutolayoutConstraints"]?.elements)
            XCTAssertEqual(constraints.count, 6, "\(release) for iOS \(target)")
        }
    }

    func test_aLabelNoConstraintNames_isHeldAtItsFrameByRequiredConstraints() throws {
        // The constraints Xcode 5 to 7 apps logged as 'IB auto generated at build time for
        // view with fixed frame', conflicting (so required) with constraints code added, e.g.
        // a width H:[UIView(275)].
        let label = """
            <label opaque="NO" text="v1" translatesAutoresizingMaskIntoConstraints="NO" id="version">
                <rect key="frame" x="52" y="0.0" width="30" height="16"/>
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
            </label>
            """
        let constraints = try XCTUnwrap(try container(release: "7.3.1", deploymentTarget: "9.1", extra: label)["UIViewAutolayoutConstraints"]?.elements)
        let fixed = constraints.filter { $0.string("NSLayoutIdentifier") == "IB auto generated at build time for view with fixed frame" }
        XCTAssertEqual(fixed.count, 4)
        XCTAssertTrue(fixed.allSatisfy { $0.value("NSPriority") == nil }, "required")
        XCTAssertEqual(fixed.first { $0.value("NSFirstAttributeV2") == .integer(7, byteCount: 1) }?.value("NSConstantV2"), .double(30))
    }
}
