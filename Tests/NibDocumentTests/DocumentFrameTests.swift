import NibDocument
import NibXML
import XCTest

/// Xcode 8.0 and its betas stored a view's frame as `<frame key="frameInset">` (distances
/// from the superview's edges) instead of `<rect key="frame">`: 24 of 2,501 public iOS
/// documents (AIL's Messages.storyboard, tools 11201). Every reader took those views for
/// frameless ones: the compiler archived zero bounds, the explorer and the loader no frame.
final class DocumentFrameTests: XCTestCase {
    private let text = """
        <view id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <tableViewCell id="cell">
                    <rect key="frame" x="0.0" y="92" width="375" height="44"/>
                    <tableViewCellContentView key="contentView" id="content">
                        <frame key="frameInset" width="375" height="43.5"/>
                        <subviews>
                            <label id="title"><frame key="frameInset" minX="15" width="345" height="43.5"/></label>
                            <view id="stretched"><frame key="frameInset" minX="8" minY="4" maxX="8" maxY="4"/></view>
                            <view id="trailing"><frame key="frameInset" minY="10" width="40" height="20" maxX="12"/></view>
                            <view id="wider"><frame key="frameInset" height="36" maxX="-55"/></view>
                            <view id="tab-bar"><frame key="frameInset" height="20"/><autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/></view>
                            <view id="badge"><frame key="frameInset" width="30" height="20"/><autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/></view>
                            <view id="centred"><frame key="frameInset" width="30" height="20"/><autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES"/></view>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </subviews>
        </view>
        """

    private func frame(_ id: String) throws -> DocumentFrame.Rectangle? {
        let root = try MarkupDocument(parsing: Array(text.utf8)).root
        let element = try XCTUnwrap(root.descendants().first { $0[attribute: "id"] == id })
        return DocumentFrame.frame(of: element)
    }

    func test_aRectFrame_isReadAsStored() throws {
        XCTAssertEqual(try frame("cell"), .init(x: 0, y: 92, width: 375, height: 44))
    }

    func test_anInsetFrame_isPlacedInItsSuperview() throws {
        XCTAssertEqual(try frame("content"), .init(x: 0, y: 0, width: 375, height: 43.5), "a content view's superview is its cell")
        XCTAssertEqual(try frame("title"), .init(x: 15, y: 0, width: 345, height: 43.5))
        XCTAssertEqual(try frame("stretched"), .init(x: 8, y: 4, width: 359, height: 35.5), "sizes left out fill the space between the distances")
        XCTAssertEqual(try frame("trailing"), .init(x: 323, y: 10, width: 40, height: 20), "a view given its far distance only is placed from the far edge")
        XCTAssertEqual(try frame("wider"), .init(x: 0, y: 0, width: 430, height: 36))
    }

    func test_aSizedViewGivenNoDistance_sitsOnTheEdgeItsMaskHoldsFixed() throws {
        // A Tumblr clone's tab bar (Xcode 8.0): 57 high, its top margin flexible, archived at
        // the bottom of its screen by ibtool 8.0.
        XCTAssertEqual(try frame("tab-bar"), .init(x: 0, y: 23.5, width: 375, height: 20), "a flexible top: on the bottom edge")
        XCTAssertEqual(try frame("badge"), .init(x: 345, y: 0, width: 30, height: 20), "a flexible left margin: on the trailing edge")
        XCTAssertEqual(try frame("centred"), .init(x: 0, y: 0, width: 30, height: 20), "both margins flexible: on the near edges")
    }

    func test_anElementWithNeither_hasNoFrame() throws {
        let root = try MarkupDocument(parsing: Array("<view id=\"v\"><rect key=\"contentRect\" x=\"1\" y=\"2\" width=\"3\" height=\"4\"/></view>".utf8)).root
        XCTAssertNil(DocumentFrame.frame(of: root))
        XCTAssertEqual(DocumentFrame.frame(of: root, key: "contentRect"), .init(x: 1, y: 2, width: 3, height: 4))
    }
}
