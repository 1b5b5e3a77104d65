import XCTest
@testable import NibRuntime

/// A target that records the actions it receives.
final class ActionRecorder: ActionTarget {
    private(set) var received: [String] = []

    static var actionTable: ActionTable {
        ActionTable()
            .adding("save:") { (recorder: ActionRecorder, _) in recorder.received.append("save:") }
            .adding("changed:") { (recorder: ActionRecorder, _) in recorder.received.append("changed:") }
    }
}

@MainActor
final class ControlTests: XCTestCase {
    func test_targetActionFiresOnlyForRegisteredEvents() async {
        let recorder = ActionRecorder()
        let button = Button()
        button.addTarget(recorder, action: "save:", for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        XCTAssertEqual(recorder.received, [])
        button.simulateTap()
        XCTAssertEqual(recorder.received, ["save:"])
        button.isEnabled = false
        button.simulateTap()
        XCTAssertEqual(recorder.received, ["save:"], "a disabled control sends nothing")
    }

    /// The first registration lives in the control, the others in a list: order, duplicates
    /// and removal behave as one list.
    func test_severalRegistrationsKeepTheirOrderIgnoreDuplicatesAndRemove() async {
        let first = ActionRecorder()
        let second = ActionRecorder()
        let button = Button()
        button.addTarget(first, action: "save:", for: .touchUpInside)
        button.addTarget(first, action: "save:", for: .touchUpInside)
        button.addTarget(second, action: "changed:", for: .touchUpInside)
        button.addTarget(second, action: "save:", for: .touchUpInside)
        button.addTarget(second, action: "changed:", for: .touchUpInside)
        XCTAssertEqual(button.allTargets.count, 2)
        XCTAssertEqual(button.actions(forTarget: second, forControlEvent: .touchUpInside), ["changed:", "save:"])
        button.simulateTap()
        XCTAssertEqual(first.received, ["save:"], "a duplicate registration sends once")
        XCTAssertEqual(second.received, ["changed:", "save:"])
        button.removeTarget(first, action: nil, for: .allEvents)
        XCTAssertEqual(button.actions(forTarget: first, forControlEvent: .touchUpInside), [])
        button.simulateTap()
        XCTAssertEqual(first.received, ["save:"])
        XCTAssertEqual(second.received, ["changed:", "save:", "changed:", "save:"], "the later registrations move up")
    }

    func test_targetsAreHeldWeakly() async {
        let button = Button()
        var recorder: ActionRecorder? = ActionRecorder()
        let weakRecorder = WeakReference(recorder)
        button.addTarget(recorder, action: "save:", for: .touchUpInside)
        recorder = nil
        XCTAssertNil(weakRecorder.object)
        button.simulateTap()
        XCTAssertTrue(button.allTargets.isEmpty)
    }

    func test_textFieldSendsEditingEvents() async {
        let application = Application(notificationHub: NotificationHub())
        let controller = ViewController()
        _ = showOnScreen(controller, in: application)
        let recorder = ActionRecorder()
        let field = TextField()
        controller.view.addSubview(field)
        field.addTarget(recorder, action: "changed:", for: .editingChanged)
        field.addTarget(recorder, action: "save:", for: .primaryActionTriggered)
        field.insertText("hi")
        field.simulateReturnKey()
        XCTAssertEqual(recorder.received, ["changed:", "save:"])
        XCTAssertEqual(field.actions(forTarget: recorder, forControlEvent: .editingChanged), ["changed:"])
        field.removeTarget(recorder, action: "changed:", for: [.editingChanged, .touchDown])
        XCTAssertEqual(field.actions(forTarget: recorder, forControlEvent: .editingChanged), [])
        XCTAssertEqual(field.actions(forTarget: recorder, forControlEvent: .primaryActionTriggered), ["save:"])
        field.removeTarget(recorder, action: nil, for: .allEvents)
        XCTAssertTrue(field.allTargets.isEmpty)
    }

    func test_eventNamesMatchDocumentSpelling() async {
        XCTAssertEqual(Control.Event(name: "touchUpInside"), .touchUpInside)
        XCTAssertEqual(Control.Event(name: "editingChanged")?.rawValue, 1 << 17)
        XCTAssertNil(Control.Event(name: "touchUpSideways"))
        XCTAssertEqual(Control.Event([.touchDown, .valueChanged]).names, ["touchDown", "valueChanged"])
    }

    func test_explicitTargetWithoutHandlerReportsUnhandled() async {
        let application = Application(notificationHub: NotificationHub())
        XCTAssertFalse(application.sendAction("open:", to: ActionRecorder(), from: nil))
        XCTAssertTrue(application.sendAction("save:", to: ActionRecorder(), from: nil))
    }
}
