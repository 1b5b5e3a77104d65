import Foundation
import NibDocument
import NibLoader
import NibRuntime
import XCTest

/// The list scene's controller: an outlet into its view, an action, and a record of the
/// segue callbacks in the order they ran.
final class ListController: ViewController {
    weak var titleLabel: Label?
    var events: [String] = []
    var allowsDetail = true
    var composeCount = 0

    override func viewDidLoad() { events.append("list viewDidLoad") }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: AnyObject?) -> Bool {
        events.append("should \(identifier)")
        return identifier != "showDetail" || allowsDetail
    }

    override func prepare(for segue: StoryboardSegue, sender: AnyObject?) {
        events.append("prepare \(segue.identifier ?? "-") destination loaded: \(segue.destination.isViewLoaded)")
        (segue.destination as? DetailController)?.handedOver = "from list"
    }

    override class var outletTable: OutletTable {
        super.outletTable.adding("titleLabel", \ListController.titleLabel)
    }

    override class var actionTable: ActionTable {
        super.actionTable
            .adding("compose:") { (controller: ListController, _) in controller.composeCount += 1 }
            .adding("unwindToList:") { (controller: ListController, _) in controller.events.append("unwindToList") }
    }
}

/// The detail and compose scenes' controller.
final class DetailController: ViewController {
    weak var titleLabel: Label?
    var handedOver: String?
    var viewDidLoadSawHandOver: String?

    override func viewDidLoad() { viewDidLoadSawHandOver = handedOver }

    override class var outletTable: OutletTable {
        super.outletTable.adding("titleLabel", \DetailController.titleLabel)
    }
}

/// Storyboards at run time from the document: scenes loaded only when asked for, views only
/// when needed (V2), relationship segues, show and modal segues with their callbacks.
@MainActor
final class StoryboardTests: XCTestCase {
    private func storyboard(application: Application = Application()) throws -> Storyboard {
        let registry = NibClassRegistry()
        registry.register("Flow.ListController") { ListController() }
        registry.register("Flow.DetailController") { DetailController() }
        return try Storyboard(documentAt: Fixtures.path("Flow.storyboard"), registry: registry,
                              options: NibInstantiationOptions(application: application))
    }

    /// The initial navigation scene on screen in a key window, with its list root.
    private func showInitialScene(policy: MemoryWarningPolicy = .modern) throws
        -> (Application, Storyboard, NavigationController, ListController) {
        let application = Application(memoryWarningPolicy: policy)
        let storyboard = try storyboard(application: application)
        let navigation = try XCTUnwrap(try storyboard.instantiateInitialController() as? NavigationController)
        let window = Window(application: application)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let list = try XCTUnwrap(navigation.topViewController as? ListController)
        return (application, storyboard, navigation, list)
    }

    func test_V2_initialControllerLoadsItsSceneAndRootButNoView() async throws {
        let storyboard = try storyboard()
        let navigation = try XCTUnwrap(try storyboard.instantiateInitialController() as? NavigationController)
        let list = try XCTUnwrap(navigation.topViewController as? ListController, "the root relationship segue is followed")
        XCTAssertEqual(storyboard.sceneLoadCount, 2, "the navigation scene and its root, nothing else")
        XCTAssertFalse(list.isViewLoaded)
        XCTAssertEqual(storyboard.viewLoadCount, 0)
        XCTAssertEqual(list.nibName, "list-view")

        XCTAssertEqual(list.view.subviews.count, 3, "the view nib loads on first use")
        XCTAssertEqual(storyboard.viewLoadCount, 1)
        XCTAssertEqual(list.titleLabel?.text, "Items")
        XCTAssertEqual(list.events, ["list viewDidLoad"])
        let compose = try XCTUnwrap(list.view.subviews.compactMap { $0 as? Button }.first)
        compose.sendActions(for: .touchUpInside)
        XCTAssertEqual(list.composeCount, 1, "actions from the view reach the controller")
    }

    func test_showSegue_preparesBeforeTheDestinationAppearsAndPushes() async throws {
        let (_, storyboard, navigation, list) = try showInitialScene()
        let segue = try XCTUnwrap(try list.performSegue(withIdentifier: "showDetail", sender: nil))
        let detail = try XCTUnwrap(segue.destination as? DetailController)
        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertEqual(list.events.suffix(2), ["should showDetail", "prepare showDetail destination loaded: false"])
        XCTAssertEqual(detail.viewDidLoadSawHandOver, "from list", "prepare(for:sender:) ran before the destination's view loaded")
        XCTAssertEqual(detail.titleLabel?.text, "Detail")
        XCTAssertEqual(storyboard.sceneLoadCount, 3)
        _ = navigation.popViewController()
        XCTAssertTrue(navigation.topViewController === list)
    }

    func test_triggeredSegue_aButtonDrawnToAnotherScenePerformsIt() async throws {
        let (_, storyboard, navigation, list) = try showInitialScene()
        let open = try XCTUnwrap(list.view.subviews.compactMap { $0 as? Button }.first { $0.title == "Open" })
        let scenesBefore = storyboard.sceneLoadCount
        open.sendActions(for: .touchUpInside)
        XCTAssertTrue(navigation.topViewController is DetailController, "the button's segue pushed the detail scene")
        XCTAssertEqual(list.events.last, "prepare - destination loaded: false", "an unnamed segue still prepares")
        XCTAssertEqual(storyboard.sceneLoadCount, scenesBefore + 1)
    }

    func test_storyboardReference_loadsTheSceneFromTheOtherStoryboard() async throws {
        let (_, _, navigation, list) = try showInitialScene()
        let segue = try XCTUnwrap(try list.performSegue(withIdentifier: "showSettings", sender: nil))
        let settings = try XCTUnwrap(segue.destination as? DetailController)
        XCTAssertTrue(navigation.topViewController === settings)
        XCTAssertEqual(settings.titleLabel?.text, "Settings", "its view nib comes from Other.storyboard")
        XCTAssertThrowsError(try list.performSegue(withIdentifier: "showMissing", sender: nil)) { error in
            XCTAssertEqual("\(error)", "\(Fixtures.folder)/Missing.storyboard: no such file; a storyboard reference names the storyboard 'Missing'")
        }
    }

    func test_poppedSegueDestinationIsFreed() async throws {
        let (_, _, navigation, list) = try showInitialScene()
        weak var weakDetail: ViewController?
        do {
            let segue = try list.performSegue(withIdentifier: "showDetail", sender: nil)
            weakDetail = segue?.destination
        }
        XCTAssertNotNil(weakDetail)
        _ = navigation.popViewController()
        XCTAssertNil(weakDetail, "a popped scene's controller is freed")
    }

    func test_modalSegue_presentsWithTheStoryboardsStyle() async throws {
        let (_, _, navigation, list) = try showInitialScene()
        let segue = try XCTUnwrap(try list.performSegue(withIdentifier: "compose", sender: nil))
        XCTAssertEqual(segue.kind, .presentModally(.overFullScreen))
        XCTAssertTrue(navigation.presentedViewController === segue.destination, "presented by the container that hosts the list")
        XCTAssertEqual(segue.destination.modalPresentationStyle, .overFullScreen)
        segue.destination.dismiss()
        XCTAssertNil(navigation.presentedViewController)
    }

    func test_unwindSegue_findsTheListUpThePresentingChainRunsItsActionAndDismisses() async throws {
        let (_, _, navigation, list) = try showInitialScene()
        let compose = try XCTUnwrap(try list.performSegue(withIdentifier: "compose", sender: nil)).destination
        XCTAssertTrue(navigation.presentedViewController === compose)
        let unwind = try XCTUnwrap(try compose.performSegue(withIdentifier: "done", sender: nil))
        XCTAssertTrue(unwind.destination === list, "the list, a child of the presenting navigation controller, handles unwindToList:")
        XCTAssertEqual(list.events.last, "unwindToList")
        XCTAssertNil(navigation.presentedViewController, "the compose scene is dismissed")
        XCTAssertThrowsError(try compose.performSegue(withIdentifier: "nowhere", sender: nil)) { error in
            XCTAssertEqual("\(error)", "no view controller above DetailController handles the unwind action unwindToNowhere:")
        }
    }

    func test_unwindSegue_popsBackToTheListFromAPushedScene() async throws {
        let (_, storyboard, navigation, list) = try showInitialScene()
        try list.performSegue(withIdentifier: "showDetail", sender: nil)
        let compose = try storyboard.instantiateController(withIdentifier: "compose")
        navigation.pushViewController(compose)
        XCTAssertEqual(navigation.viewControllers.count, 3)
        let unwind = try XCTUnwrap(try compose.performSegue(withIdentifier: "done", sender: nil))
        XCTAssertTrue(unwind.destination === list)
        XCTAssertTrue(navigation.topViewController === list, "everything above the list is popped")
    }

    func test_errorsNameWhatExists() async throws {
        let storyboard = try storyboard()
        XCTAssertThrowsError(try storyboard.instantiateController(withIdentifier: "settings")) { error in
            XCTAssertEqual("\(error)", "\(Fixtures.path("Flow.storyboard")): no view controller has the storyboard identifier 'settings'; the identifiers are 'list', 'detail', 'compose', 'dashboard', 'tabs'")
        }
        let list = try XCTUnwrap(try storyboard.instantiateController(withIdentifier: "list") as? ListController)
        XCTAssertThrowsError(try list.performSegue(withIdentifier: "showHelp", sender: nil)) { error in
            XCTAssertEqual("\(error)", "ListController has no segue with identifier 'showHelp'; it has 'showDetail', 'compose', 'showSettings', 'showMissing'")
        }
        list.allowsDetail = false
        let before = storyboard.sceneLoadCount
        XCTAssertNil(try list.performSegue(withIdentifier: "showDetail", sender: nil))
        XCTAssertEqual(storyboard.sceneLoadCount, before, "a refused segue loads nothing")
        let xib = try InterfaceDocument(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Card.xib")))), path: "Card.xib")
        XCTAssertThrowsError(try Storyboard(document: xib)) { error in
            XCTAssertEqual(error as? StoryboardError, .notAStoryboard(path: "Card.xib"))
        }
    }

    /// Without the app's classes a scene is an error naming the class; a tool that asks for it
    /// gets the framework class instead.
    func test_N1_unregisteredSceneClassesAreErrorsUnlessTheFrameworkClassIsAskedFor() async throws {
        let strict = try Storyboard(documentAt: Fixtures.path("Flow.storyboard"), registry: NibClassRegistry(),
                                    options: NibInstantiationOptions(application: Application()))
        XCTAssertThrowsError(try strict.instantiateController(withIdentifier: "tabs")) { error in
            XCTAssertEqual(error as? NibLoadError, .unregisteredClass(className: "Flow.DetailController", objectID: "detail"))
        }
        var options = NibInstantiationOptions(application: Application())
        options.fallsBackToFrameworkClass = true
        let lenient = try Storyboard(documentAt: Fixtures.path("Flow.storyboard"), registry: NibClassRegistry(), options: options)
        let tabs = try XCTUnwrap(try lenient.instantiateController(withIdentifier: "tabs") as? TabBarController)
        XCTAssertEqual(tabs.viewControllers.map { String(describing: type(of: $0)) }, ["ViewController", "ViewController"])
        XCTAssertEqual(lenient.sceneControllerIDs, ["nav", "list", "detail", "compose", "dashboard", "tabs"])
    }

    func test_embedSegue_loadsTheChildWhenTheParentsViewLoadsIntoItsContainer() async throws {
        let storyboard = try storyboard()
        let dashboard = try XCTUnwrap(try storyboard.instantiateController(withIdentifier: "dashboard") as? ListController)
        XCTAssertTrue(dashboard.children.isEmpty, "nothing is embedded before the view loads")
        XCTAssertEqual(storyboard.sceneLoadCount, 1)
        let container = try XCTUnwrap(dashboard.view.subviews.first)
        let child = try XCTUnwrap(dashboard.children.first as? DetailController)
        XCTAssertTrue(child.view.superview === container)
        XCTAssertEqual(child.view.frame, CGRect(x: 0, y: 0, width: 320, height: 240), "sized to the container")
        XCTAssertEqual(dashboard.events, ["prepare embedDetail destination loaded: false", "list viewDidLoad"],
                       "as in UIKit, embed segues run while the parent's view loads, before its viewDidLoad")
        XCTAssertEqual(child.viewDidLoadSawHandOver, "from list", "prepare ran before the child's view loaded")
        XCTAssertEqual(storyboard.sceneLoadCount, 2)
    }

    func test_tabBarRelationshipsMakeTheTabs() async throws {
        let storyboard = try storyboard()
        let tabs = try XCTUnwrap(try storyboard.instantiateController(withIdentifier: "tabs") as? TabBarController)
        XCTAssertEqual(tabs.viewControllers.count, 2)
        XCTAssertTrue(tabs.viewControllers.allSatisfy { $0 is DetailController })
        XCTAssertEqual(storyboard.viewLoadCount, 0, "no tab's view is loaded before it is shown")
    }

    func test_V6_aStoryboardSceneViewUnloadsUnderALegacyWarningAndReloadsFromItsViewNib() async throws {
        let (application, storyboard, navigation, list) = try showInitialScene(policy: .legacy)
        XCTAssertTrue(list.isViewLoaded)
        try list.performSegue(withIdentifier: "showDetail", sender: nil)
        application.simulateMemoryWarning()
        XCTAssertFalse(list.isViewLoaded, "the list's view is off screen and can be rebuilt from its view nib")
        XCTAssertNil(list.titleLabel, "outlets into the unloaded view are released")
        _ = navigation.popViewController()
        XCTAssertTrue(list.isViewLoaded)
        XCTAssertEqual(list.titleLabel?.text, "Items")
        XCTAssertEqual(storyboard.viewLoadCount, 3, "list, detail, then list again")
    }
}
