import XCTest
@testable import NibRuntime

/// A controller that handles `copy:` and counts what it received.
final class CopyingController: ViewController {
    private(set) var copies: [String] = []
    var copyingEnabled = true

    override class var actionTable: ActionTable {
        super.actionTable.adding("copy:") { (controller: CopyingController, sender) in
            controller.copies.append(sender.map { String(describing: type(of: $0)) } ?? "nil")
        }
    }

    override func canPerformAction(_ action: NibRuntime.ActionSelector, withSender sender: AnyObject?) -> Bool {
        action == "copy:" ? copyingEnabled && super.canPerformAction(action, withSender: sender)
            : super.canPerformAction(action, withSender: sender)
    }
}

/// A delegate at the end of the chain that handles `about:`.
final class AboutHandlingDelegate: Responder, ApplicationDelegate {
    private(set) var aboutCount = 0

    override class var actionTable: ActionTable {
        super.actionTable.adding("about:") { (delegate: AboutHandlingDelegate, _) in delegate.aboutCount += 1 }
    }
}

/// A text field that refuses to give up first-responder status while its text is empty.
final class RequiredField: TextField {
    override var canResignFirstResponder: Bool { !text.isEmpty }
}

@MainActor
final class ResponderChainTests: XCTestCase {
    func test_R1_nextChainRunsViewSuperviewControllerWindowApplicationDelegate() async {
        let application = Application(notificationHub: NotificationHub())
        let delegate = AboutHandlingDelegate()
        application.delegate = delegate
        let controller = FormController()
        let window = showOnScreen(controller, in: application)
        let label = controller.titleLabel

        XCTAssertTrue(label?.next === controller.view, "a plain view's next is its superview")
        XCTAssertTrue(controller.view.next === controller, "a root view's next is its controller")
        XCTAssertTrue(controller.next === window, "a root controller's next is the window")
        XCTAssertTrue(window.next === application)
        XCTAssertTrue(application.next === delegate, "the application's next is a responder delegate")
        XCTAssertNil(delegate.next)
    }

    func test_R1_presentedControllerNextIsPresenterAndChildNextIsContainerView() async {
        let application = Application(notificationHub: NotificationHub())
        let child = DetailController()
        let navigation = NavigationController(rootViewController: child)
        _ = showOnScreen(navigation, in: application)
        XCTAssertTrue(child.next === navigation.view)
        XCTAssertTrue(navigation.view.next === navigation)

        let modal = ModalController()
        navigation.present(modal)
        XCTAssertTrue(modal.next === navigation)
    }

    func test_R2_nilTargetedActionGoesFromFirstResponderUpToFirstHandler() async {
        let application = Application(notificationHub: NotificationHub())
        let controller = CopyingController()
        let window = showOnScreen(controller, in: application)
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        controller.view.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(window.firstResponder === field)

        XCTAssertTrue(application.sendAction("copy:", to: nil, from: field))
        XCTAssertEqual(controller.copies, ["TextField"])
        XCTAssertTrue(field.target(forAction: "copy:", withSender: nil) === controller)
    }

    func test_R2_unhandledActionReturnsFalseAndDisabledHandlerIsSkipped() async {
        let application = Application(notificationHub: NotificationHub())
        let delegate = AboutHandlingDelegate()
        application.delegate = delegate
        let controller = CopyingController()
        _ = showOnScreen(controller, in: application)

        XCTAssertFalse(application.sendAction("paste:", to: nil, from: nil))
        XCTAssertTrue(application.sendAction("about:", to: nil, from: nil), "the chain ends at the delegate")
        XCTAssertEqual(delegate.aboutCount, 1)

        controller.copyingEnabled = false
        XCTAssertFalse(application.sendAction("copy:", to: nil, from: nil))
        XCTAssertTrue(controller.copies.isEmpty)
    }

    func test_R2_withSeveralWindowsTheKeyWindowChainIsUsed() async {
        let application = Application(notificationHub: NotificationHub())
        let background = CopyingController()
        let foreground = CopyingController()
        let backgroundWindow = showOnScreen(background, in: application)
        let keyWindow = showOnScreen(foreground, in: application)
        XCTAssertTrue(application.keyWindow === keyWindow)
        XCTAssertEqual(application.windows.count, 2)
        for controller in [background, foreground] {
            let field = TextField()
            controller.view.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
        }
        XCTAssertNotNil(backgroundWindow.firstResponder, "each window has its own first responder")

        application.sendAction("copy:", to: nil, from: nil)
        XCTAssertEqual(foreground.copies.count, 1)
        XCTAssertEqual(background.copies.count, 0)
    }

    func test_R2_controlNilTargetedActionTravelsTheChain() async {
        let application = Application(notificationHub: NotificationHub())
        let controller = CopyingController()
        _ = showOnScreen(controller, in: application)
        let button = Button(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        controller.view.addSubview(button)
        button.addTarget(nil, action: "copy:", for: .touchUpInside)
        button.simulateTap()
        XCTAssertEqual(controller.copies, ["Button"])
    }

    func test_R3_onlyOneFirstResponderPerWindow() async {
        let application = Application(notificationHub: NotificationHub())
        let controller = FormController()
        let window = showOnScreen(controller, in: application)
        let first = TextField()
        let second = TextField()
        controller.view.addSubview(first)
        controller.view.addSubview(second)

        XCTAssertTrue(first.becomeFirstResponder())
        XCTAssertTrue(second.becomeFirstResponder())
        XCTAssertTrue(window.firstResponder === second)
        XCTAssertFalse(first.isFirstResponder, "the old first responder resigned")
        XCTAssertFalse(TextField().becomeFirstResponder(), "a view outside any window cannot become first responder")
        XCTAssertFalse(controller.view.becomeFirstResponder(), "plain views refuse")
    }

    func test_R3_becomingFirstResponderMayBeRefusedByCurrentOne() async {
        let application = Application(notificationHub: NotificationHub())
        let controller = FormController()
        let window = showOnScreen(controller, in: application)
        let required = RequiredField()
        let other = TextField()
        controller.view.addSubview(required)
        controller.view.addSubview(other)
        XCTAssertTrue(required.becomeFirstResponder())
        XCTAssertFalse(other.becomeFirstResponder(), "the empty required field refuses to resign")
        XCTAssertTrue(window.firstResponder === required)
        required.insertText("x")
        XCTAssertTrue(other.becomeFirstResponder())
    }

    func test_R3_removingFirstResponderFromWindowResignsIt() async {
        let application = Application(notificationHub: NotificationHub())
        let controller = FormController()
        let window = showOnScreen(controller, in: application)
        let field = TextField()
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        field.removeFromSuperview()
        XCTAssertNil(window.firstResponder)
    }
}
