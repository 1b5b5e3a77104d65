@testable import NibCompiler
import XCTest

/// Auto Layout along one axis, as Xcode 7's ibtool lays out a view it archives at another size
/// (figures from appium's older UICatalog's iPad storyboard, drawn 703 wide, by Xcode 7.3.1).
final class ConstraintLayoutTests: XCTestCase {
    typealias Span = ConstraintLayout.Span

    func test_aViewPinnedToBothSides_stretches_keepingTheOffsetItIsDrawnAt() throws {
        // A slider drawn at 18, 667 wide, pinned 20 from either side: 732 wide at 768.
        let layout = ConstraintLayout(drawn: ["slider": Span(position: 18, length: 667)], equations: [
            .init(first: .init(item: "slider", attribute: .leading), second: .init(item: nil, attribute: .leading), constant: 20),
            .init(first: .init(item: nil, attribute: .trailing), second: .init(item: "slider", attribute: .trailing), constant: 20),
        ])
        XCTAssertEqual(layout.resized(from: 703, to: 768, pixelsPerPoint: 1), ["slider": Span(position: 18, length: 732)])
    }

    func test_aCentredView_isCentredAgain_droppingInterfaceBuildersHalfPoint_andRoundedToPixels() throws {
        // An activity indicator drawn at 342 (centred at 351.5, rounded): 374 at 768; drawn at
        // 12 in a 43-point cell (centred at 11.5, rounded) it stays on an iPad's whole points.
        let centred = ConstraintLayout(drawn: ["spinner": Span(position: 342, length: 20)], equations: [
            .init(first: .init(item: nil, attribute: .center), second: .init(item: "spinner", attribute: .center)),
        ])
        XCTAssertEqual(centred.resized(from: 703, to: 768, pixelsPerPoint: 1), ["spinner": Span(position: 374, length: 20)])
        let raised = ConstraintLayout(drawn: ["spinner": Span(position: 12, length: 20)], equations: [
            .init(first: .init(item: nil, attribute: .center), second: .init(item: "spinner", attribute: .center)),
        ])
        XCTAssertEqual(raised.resized(from: 43, to: 43, pixelsPerPoint: 1), ["spinner": Span(position: 12, length: 20)])
        XCTAssertEqual(raised.resized(from: 43, to: 43, pixelsPerPoint: 2), ["spinner": Span(position: 11.5, length: 20)])
    }

    func test_aChainFollowsTheViewItHangsFrom_andAGuidesLengthIsInTheOffset() throws {
        // A date picker centred in 768 (276) and 1024 (404), a label 13 below it; a view
        // pinned to a bottom guide whose bar the document does not say keeps its distance.
        var layout = ConstraintLayout(drawn: ["picker": Span(position: 276, length: 216), "label": Span(position: 505, length: 21),
                                              "panel": Span(position: 600, length: 100)], equations: [
            .init(first: .init(item: nil, attribute: .center), second: .init(item: "picker", attribute: .center)),
            .init(first: .init(item: "label", attribute: .leading), second: .init(item: "picker", attribute: .trailing), constant: 13),
            .init(first: .init(item: "guide", attribute: .leading), second: .init(item: "panel", attribute: .trailing), constant: 8),
        ])
        layout.fixedDrawn["guide"] = Span(position: 768, length: 0)
        layout.fixedResized["guide"] = Span(position: 1024, length: 0)
        let spans = try XCTUnwrap(layout.resized(from: 768, to: 1024, pixelsPerPoint: 1))
        XCTAssertEqual(spans["picker"], Span(position: 404, length: 216))
        XCTAssertEqual(spans["label"], Span(position: 633, length: 21))
        XCTAssertEqual(spans["panel"], Span(position: 856, length: 100), "60 points above the guide, as drawn")
    }

    func test_contradictingConstraints_orAnUnknownView_giveNoLayout() {
        let contradicting = ConstraintLayout(drawn: ["view": Span(position: 0, length: 10)], equations: [
            .init(first: .init(item: "view", attribute: .length), constant: 10),
            .init(first: .init(item: "view", attribute: .length), constant: 20),
        ])
        XCTAssertNil(contradicting.resized(from: 100, to: 200, pixelsPerPoint: 1))
        let unknown = ConstraintLayout(drawn: ["view": Span(position: 0, length: 10)], equations: [
            .init(first: .init(item: "view", attribute: .leading), second: .init(item: "elsewhere", attribute: .trailing)),
        ])
        XCTAssertNil(unknown.resized(from: 100, to: 200, pixelsPerPoint: 1))
    }
}
