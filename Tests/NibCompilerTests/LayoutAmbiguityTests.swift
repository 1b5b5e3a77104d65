@testable import NibCompiler
import NibDocument
import XCTest

/// Which views the document's constraints leave without a position or size.
final class LayoutAmbiguityTests: XCTestCase {
    private func analysis(_ subviews: String, constraints: String) throws -> LayoutAmbiguity {
        let text = cocoaTouchDocument(toolsVersion: "10117", """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>\(subviews)</subviews>
                <constraints>\(constraints)</constraints>
            </view>
            """)
        return LayoutAmbiguity(analysing: try InterfaceDocument(parsing: Array(text.utf8), path: "document.xib").markup.root)
    }

    private func view(_ id: String, _ name: String = "view", attributes: String = "") -> String {
        """
        <\(name) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="\(id)">
            <rect key="frame" x="10" y="20" width="100" height="40"/>
        </\(name)>
        """
    }

    func test_aViewPinnedOnEveryEdge_isDetermined_andOneHeldByLeadingAndTopOnly_isNot() throws {
        let result = try analysis(view("pinned") + view("loose"), constraints: """
            <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="a"/>
            <constraint firstAttribute="trailing" secondItem="pinned" secondAttribute="trailing" constant="10" id="b"/>
            <constraint firstItem="pinned" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c"/>
            <constraint firstItem="pinned" firstAttribute="height" constant="40" id="d"/>
            <constraint firstItem="loose" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="e"/>
            <constraint firstItem="loose" firstAttribute="top" secondItem="root" secondAttribute="top" id="f"/>
            """)
        XCTAssertEqual(result.ambiguousViewIDs, ["loose"])
        XCTAssertEqual(result.unconstrainedViewIDs, [])
    }

    func test_aLabelsOwnSize_andEqualWidthsBetweenPinnedEnds_determineTheirViews() throws {
        let result = try analysis(view("label", "label", attributes: #"text="Hi""#) + view("left") + view("right"), constraints: """
            <constraint firstItem="label" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="a"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" id="b"/>
            <constraint firstItem="left" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c"/>
            <constraint firstItem="right" firstAttribute="leading" secondItem="left" secondAttribute="trailing" id="d"/>
            <constraint firstAttribute="trailing" secondItem="right" secondAttribute="trailing" id="e"/>
            <constraint firstItem="right" firstAttribute="width" secondItem="left" secondAttribute="width" id="f"/>
            <constraint firstItem="left" firstAttribute="top" secondItem="root" secondAttribute="top" id="g"/>
            <constraint firstItem="left" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="h"/>
            <constraint firstItem="right" firstAttribute="top" secondItem="left" secondAttribute="top" id="i"/>
            <constraint firstItem="right" firstAttribute="height" secondItem="left" secondAttribute="height" multiplier="1:2" id="j"/>
            """)
        XCTAssertEqual(result.ambiguousViewIDs, [])
    }

    func test_inequalitiesDetermineNothing_andAViewNoConstraintNames_isUnconstrained() throws {
        let result = try analysis(view("bounded") + view("free") + view("placeheld"), constraints: """
            <constraint firstItem="bounded" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a"/>
            <constraint firstItem="bounded" firstAttribute="top" secondItem="root" secondAttribute="top" id="b"/>
            <constraint firstItem="bounded" firstAttribute="height" constant="40" id="c"/>
            <constraint firstItem="bounded" firstAttribute="width" relation="greaterThanOrEqual" constant="100" id="d"/>
            <constraint firstItem="placeheld" firstAttribute="leading" secondItem="root" secondAttribute="leading" placeholder="YES" id="e"/>
            """)
        XCTAssertEqual(result.ambiguousViewIDs, ["bounded", "placeheld"])
        XCTAssertEqual(result.unconstrainedViewIDs, ["free"], "a placeholder constraint names its view")
    }
}
