import XCTest
@testable import NibRuntime

@MainActor
final class LeakTests: XCTestCase {
    func test_presentAndDismissLeaveNoPresentedObjectAlive() async {
        let application = Application(notificationHub: NotificationHub())
        let presenter = FormController()
        _ = showOnScreen(presenter, in: application)
        var modal: ModalController? = ModalController()
        let weakModal = WeakReference(modal)
        let weakModalView = WeakReference(modal?.view)
        if let modal { presenter.present(modal) }
        modal = nil
        XCTAssertNotNil(weakModal.object, "the presenter owns what it presents")
        presenter.dismiss()
        XCTAssertNil(weakModal.object)
        XCTAssertNil(weakModalView.object)
    }

    func test_pushAndPopLeaveNoPushedObjectAlive() async {
        let application = Application(notificationHub: NotificationHub())
        let navigation = NavigationController(rootViewController: DetailController())
        _ = showOnScreen(navigation, in: application)
        var references: [WeakReference<AnyObject>] = []
        for _ in 0..<3 {
            let pushed = PhotoListController()
            navigation.pushViewController(pushed)
            references.append(WeakReference(pushed))
            references.append(WeakReference(pushed.view))
            references.append(WeakReference(pushed.tableView?.cellForRow(0)))
        }
        let memoryWithStack = application.memoryInUse
        navigation.popToRootViewController()
        XCTAssertEqual(references.filter { $0.object != nil }.count, 0)
        XCTAssertLessThan(application.memoryInUse, memoryWithStack)
    }

    func test_wholeScreenGoesAwayWithItsApplication() async {
        var application: Application? = Application(notificationHub: NotificationHub())
        var root: NavigationController? = NavigationController(rootViewController: PhotoListController())
        if let application, let root { _ = showOnScreen(root, in: application) }
        let weakRoot = WeakReference(root)
        let weakWindow = WeakReference(root?.view.window)
        root = nil
        XCTAssertNotNil(weakRoot.object, "a visible window keeps its root controller")
        application = nil
        XCTAssertNil(weakWindow.object)
        XCTAssertNil(weakRoot.object)
    }

    func test_tenThousandLoadUnloadCyclesLeaveNoObjectAlive() async {
        let application = Application(memoryWarningPolicy: .legacy, notificationHub: NotificationHub())
        let form = FormController()
        let navigation = NavigationController(rootViewController: form)
        _ = showOnScreen(navigation, in: application)
        let memoryOnScreen = application.memoryInUse
        let slotsBefore = ViewControllerRegistry.shared.slotCount
        var released: [WeakReference<AnyObject>] = []
        released.reserveCapacity(10_000 * 4)

        for _ in 0..<10_000 {
            released.append(WeakReference(form.view))
            released.append(WeakReference(form.titleLabel))
            let detail = DetailController()
            released.append(WeakReference(detail))
            navigation.pushViewController(detail)
            released.append(WeakReference(detail.view))
            application.simulateMemoryWarning()
            XCTAssertFalse(form.isViewLoaded)
            navigation.popViewController()
        }

        XCTAssertEqual(released.filter { $0.object != nil }.count, 0,
                       "every unloaded view, label, pushed controller and its view was freed")
        XCTAssertTrue(form.isViewLoaded)
        XCTAssertEqual(application.memoryInUse, memoryOnScreen, "the same screen holds the same memory")
        XCTAssertLessThan(ViewControllerRegistry.shared.slotCount, slotsBefore + 200,
                          "the live-controller list does not grow with controllers that came and went")
    }
}
