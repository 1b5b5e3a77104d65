import XCTest
@testable import NibRuntime

@MainActor
final class LifecycleTraceTests: XCTestCase {
    func test_nestedRecordingRestoresTheOuterTrace() async {
        let outer = LifecycleTrace()
        let inner = LifecycleTrace()
        outer.record {
            _ = FormController().view
            inner.record { _ = DetailController().view }
            _ = ModalController().view
        }
        XCTAssertEqual(outer.lines, [
            "FormController loadView", "FormController viewDidLoad",
            "ModalController loadView", "ModalController viewDidLoad",
        ])
        XCTAssertEqual(inner.lines, ["DetailController loadView", "DetailController viewDidLoad"])
        XCTAssertNil(LifecycleTrace.active)
    }

    func test_everyViewLayoutIsRecordedOnlyWhenAsked() async {
        let parent = RuntimeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(Label(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        let quiet = LifecycleTrace()
        quiet.record { parent.layoutIfNeeded() }
        XCTAssertEqual(quiet.lines, [], "plain views are not controllers' root views")

        let detailed = LifecycleTrace()
        detailed.recordsEveryViewLayout = true
        parent.setNeedsLayout()
        parent.subviews.first?.setNeedsLayout()
        detailed.record { parent.layoutIfNeeded() }
        XCTAssertEqual(detailed.lines, ["RuntimeView layoutSubviews", "Label layoutSubviews"])
    }
}
