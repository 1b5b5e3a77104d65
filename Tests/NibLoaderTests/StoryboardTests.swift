import Foundation
import NibCompiler
import NibDocument
import NibLoader
import NibRuntime
import NibTestSupport
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

/// A custom segue class, made through the class registry: it records that it ran and pushes.
final class FadeSegue: StoryboardSegue {
    nonisolated(unsafe) static var performed: [String] = []

    override func perform() {
        FadeSegue.performed.append(identifier ?? "-")
        source.navigationController?.pushViewController(destination)
    }
}

/// The two forms a storyboard is loaded from: the `.storyboard` document, and the
/// `.storyboardc` NibForge's compiler makes from it (what UIKit loads in an app).
enum StoryboardForm: String, CaseIterable {
    case document, compiled
}
/// Storyboards at run time, from the document and from the compiled storyboard: scenes
/// loaded only when asked for, views only when needed (V2), relationship segues, show, modal,
/// popover, custom, embed and unwind segues with their callbacks. Every test runs both forms.
@MainActor
final class StoryboardTests: TemporaryFolderTestCase {
    private var compiledFolder: String?

    /// Flow.storyboard and Other.storyboard compiled by `nibtool --compile`'s compiler, side by side.
    private func compiledStoryboards() throws -> String {
        if let compiledFolder { return compiledFolder }
        let folder = try temporaryDirectory().path
        for name in ["Flow", "Other"] {
            try NibCompiler.compile(contentsOf: Fixtures.path("\(name).storyboard"), to: folder + "/\(name).storyboardc")
        }
        compiledFolder = folder
        return folder
    }

    private func path(of form: StoryboardForm) throws -> String {
        form == .document ? Fixtures.path("Flow.storyboard") : try compiledStoryboards() + "/Flow.storyboardc"
    }

    private func open(_ form: StoryboardForm, registry: NibClassRegistry, options: NibInstantiationOptions) throws -> Storyboard {
        form == .document
            ? try Storyboard(documentAt: try path(of: form), registry: registry, options: options)
            : try Storyboard(contentsOf: try path(of: form), registry: registry, options: options)
    }

    private func storyboard(_ form: StoryboardForm, application: Application = Application()) throws -> Storyboard {
        let registry = NibClassRegistry()
        registry.register("Flow.ListController") { ListController() }
        registry.register("Flow.DetailController") { DetailController() }
        registry.registerSegue("Flow.FadeSegue") { identifier, source, destination in
            FadeSegue(identifier: identifier, kind: .custom(className: "Flow.FadeSegue"), source: source, destination: destination)
        }
        return try open(form, registry: registry, options: NibInstantiationOptions(application: application))
    }

    /// The initial navigation scene on screen in a key window, with its list root.
    private func showInitialScene(_ form: StoryboardForm, policy: MemoryWarningPolicy = .modern) throws
        -> (Application, Storyboard, NavigationController, ListController) {
        let application = Application(memoryWarningPolicy: policy)
        let storyboard = try storyboard(form, application: application)
        let navigation = try XCTUnwrap(try storyboard.instantiateInitialController() as? NavigationController)
        let window = Window(application: application)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let list = try XCTUnwrap(navigation.topViewController as? ListController)
        return (application, storyboard, navigation, list)
    }

    func test_V2_initialControllerLoadsItsSceneAndRootButNoView() async throws {
        for form in StoryboardForm.allCases {
            let storyboard = try storyboard(form)
            let navigation = try XCTUnwrap(try storyboard.instantiateInitialController() as? NavigationController)
            let list = try XCTUnwrap(navigation.topViewController as? ListController, "[\(form)] the root relationship segue is followed")
            // ibtool puts a navigation controller's root in the navigation controller's scene nib.
            XCTAssertEqual(storyboard.sceneLoadCount, form == .document ? 2 : 1, "[\(form)] the navigation scene and its root, nothing else")
            XCTAssertFalse(list.isViewLoaded)
            XCTAssertEqual(storyboard.viewLoadCount, 0)
            XCTAssertEqual(list.nibName, form == .document ? "list-view" : "list-view-list-view")
            XCTAssertTrue(list.storyboard === storyboard, "[\(form)] a scene's controller knows its storyboard")

            XCTAssertEqual(list.view.subviews.count, 3, "[\(form)] the view nib loads on first use")
            XCTAssertEqual(storyboard.viewLoadCount, 1)
            XCTAssertEqual(list.titleLabel?.text, "Items")
            XCTAssertEqual(list.events, ["list viewDidLoad"])
            let compose = try XCTUnwrap(list.view.subviews.compactMap { $0 as? Button }.first)
            compose.sendActions(for: .touchUpInside)
            XCTAssertEqual(list.composeCount, 1, "[\(form)] actions from the view reach the controller")
        }
    }

    func test_showSegue_preparesBeforeTheDestinationAppearsAndPushes() async throws {
        for form in StoryboardForm.allCases {
            let (_, storyboard, navigation, list) = try showInitialScene(form)
            let scenesBefore = storyboard.sceneLoadCount
            let segue = try XCTUnwrap(try list.performSegue(withIdentifier: "showDetail", sender: nil))
            let detail = try XCTUnwrap(segue.destination as? DetailController)
            XCTAssertTrue(navigation.topViewController === detail, "[\(form)]")
            XCTAssertEqual(list.events.suffix(2), ["should showDetail", "prepare showDetail destination loaded: false"])
            XCTAssertEqual(detail.viewDidLoadSawHandOver, "from list", "[\(form)] prepare(for:sender:) ran before the destination's view loaded")
            XCTAssertEqual(detail.titleLabel?.text, "Detail")
            XCTAssertEqual(storyboard.sceneLoadCount, scenesBefore + 1, "[\(form)] the destination scene loads when the segue is performed")
            _ = navigation.popViewController()
            XCTAssertTrue(navigation.topViewController === list)
        }
    }

    func test_triggeredSegue_aButtonDrawnToAnotherScenePerformsIt() async throws {
        for form in StoryboardForm.allCases {
            let (_, storyboard, navigation, list) = try showInitialScene(form)
            let open = try XCTUnwrap(list.view.subviews.compactMap { $0 as? Button }.first { $0.title == "Open" })
            let scenesBefore = storyboard.sceneLoadCount
            open.sendActions(for: .touchUpInside)
            XCTAssertTrue(navigation.topViewController is DetailController, "[\(form)] the button's segue pushed the detail scene")
            XCTAssertEqual(list.events.last, "prepare - destination loaded: false", "[\(form)] an unnamed segue still prepares")
            XCTAssertEqual(storyboard.sceneLoadCount, scenesBefore + 1)
        }
    }

    func test_storyboardReference_loadsTheSceneFromTheOtherStoryboard() async throws {
        for form in StoryboardForm.allCases {
            let (_, _, navigation, list) = try showInitialScene(form)
            let segue = try XCTUnwrap(try list.performSegue(withIdentifier: "showSettings", sender: nil))
            let settings = try XCTUnwrap(segue.destination as? DetailController)
            XCTAssertTrue(navigation.topViewController === settings)
            XCTAssertEqual(settings.titleLabel?.text, "Settings", "[\(form)] its view nib comes from the Other storyboard")
            let folder = form == .document ? Fixtures.folder : try compiledStoryboards()
            let missing = folder + (form == .document ? "/Missing.storyboard" : "/Missing.storyboardc")
            XCTAssertThrowsError(try list.performSegue(withIdentifier: "showMissing", sender: nil)) { error in
                XCTAssertEqual("\(error)", "\(missing): no such file; a storyboard reference names the storyboard 'Missing'")
            }
        }
    }

    func test_poppedAndDismissedSegueDestinationsAreFreed() async throws {
        for form in StoryboardForm.allCases {
            let (_, _, navigation, list) = try showInitialScene(form)
            weak var weakDetail: ViewController?
            weak var weakDetailView: RuntimeView?
            weak var weakCompose: ViewController?
            do {
                let segue = try list.performSegue(withIdentifier: "showDetail", sender: nil)
                weakDetail = segue?.destination
                weakDetailView = segue?.destination.view
                weakCompose = try list.performSegue(withIdentifier: "compose", sender: nil)?.destination
            }
            XCTAssertNotNil(weakDetail)
            XCTAssertNotNil(weakCompose)
            weakCompose?.dismiss()
            XCTAssertNil(weakCompose, "[\(form)] a dismissed scene's controller is freed")
            _ = navigation.popViewController()
            XCTAssertNil(weakDetail, "[\(form)] a popped scene's controller is freed")
            XCTAssertNil(weakDetailView, "[\(form)] and its view")
        }
    }

    func test_modalSegue_presentsWithTheStoryboardsStyle() async throws {
        for form in StoryboardForm.allCases {
            let (_, _, navigation, list) = try showInitialScene(form)
            let segue = try XCTUnwrap(try list.performSegue(withIdentifier: "compose", sender: nil))
            XCTAssertEqual(segue.kind, .presentModally(.overFullScreen), "[\(form)]")
            XCTAssertTrue(navigation.presentedViewController === segue.destination, "[\(form)] presented by the container that hosts the list")
            XCTAssertEqual(segue.destination.modalPresentationStyle, .overFullScreen)
            segue.destination.dismiss()
            XCTAssertNil(navigation.presentedViewController)
        }
    }

    func test_popoverSegue_isPresentedModallyOnACompactScreen() async throws {
        for form in StoryboardForm.allCases {
            let (_, _, navigation, list) = try showInitialScene(form)
            let segue = try XCTUnwrap(try list.performSegue(withIdentifier: "peek", sender: nil))
            XCTAssertEqual(segue.kind, .popover, "[\(form)]")
            XCTAssertTrue(segue.destination is DetailController)
            XCTAssertTrue(navigation.presentedViewController === segue.destination, "[\(form)] adapted to a modal presentation")
        }
    }

    func test_customSegue_isMadeFromTheRegisteredClassAndPerformsItself() async throws {
        for form in StoryboardForm.allCases {
            FadeSegue.performed = []
            let (_, _, navigation, list) = try showInitialScene(form)
            let segue = try XCTUnwrap(try list.performSegue(withIdentifier: "fade", sender: nil))
            XCTAssertTrue(segue is FadeSegue, "[\(form)] the segue's class comes from the class registry")
            XCTAssertEqual(FadeSegue.performed, ["fade"])
            XCTAssertTrue(navigation.topViewController is DetailController, "[\(form)] its perform() pushed the destination")
            XCTAssertEqual(list.events.suffix(2), ["should fade", "prepare fade destination loaded: false"])

            let unregistered = try open(form, registry: { let registry = NibClassRegistry()
                registry.register("Flow.ListController") { ListController() }
                registry.register("Flow.DetailController") { DetailController() }
                return registry }(), options: NibInstantiationOptions(application: Application()))
            let bare = try unregistered.instantiateController(withIdentifier: "list")
            XCTAssertThrowsError(try bare.performSegue(withIdentifier: "fade", sender: nil)) { error in
                let name = form == .document ? "Flow.FadeSegue" : "_TtC4Flow9FadeSegue"
                XCTAssertEqual("\(error)", "could not create a segue of class '\(name)': register it with NibClassRegistry.registerSegue")
            }
        }
    }

    func test_unwindSegue_findsTheListUpThePresentingChainRunsItsActionAndDismisses() async throws {
        for form in StoryboardForm.allCases {
            let (_, _, navigation, list) = try showInitialScene(form)
            let compose = try XCTUnwrap(try list.performSegue(withIdentifier: "compose", sender: nil)).destination
            XCTAssertTrue(navigation.presentedViewController === compose)
            let unwind = try XCTUnwrap(try compose.performSegue(withIdentifier: "done", sender: nil))
            XCTAssertTrue(unwind.destination === list, "[\(form)] the list, a child of the presenting navigation controller, handles unwindToList:")
            XCTAssertEqual(list.events.last, "unwindToList")
            XCTAssertNil(navigation.presentedViewController, "[\(form)] the compose scene is dismissed")
            XCTAssertThrowsError(try compose.performSegue(withIdentifier: "nowhere", sender: nil)) { error in
                XCTAssertEqual("\(error)", "no view controller above DetailController handles the unwind action unwindToNowhere:")
            }
        }
    }

    func test_unwindSegue_triggeredByAButtonInThePresentedScene() async throws {
        for form in StoryboardForm.allCases {
            let (_, _, navigation, list) = try showInitialScene(form)
            let compose = try XCTUnwrap(try list.performSegue(withIdentifier: "compose", sender: nil)).destination
            let done = try XCTUnwrap(compose.view.subviews.compactMap { $0 as? Button }.first { $0.title == "Done" })
            done.sendActions(for: .touchUpInside)
            XCTAssertEqual(list.events.last, "unwindToList", "[\(form)] the button's unwind segue ran the list's action")
            XCTAssertNil(navigation.presentedViewController, "[\(form)] and dismissed the compose scene")
        }
    }

    func test_unwindSegue_popsBackToTheListFromAPushedScene() async throws {
        for form in StoryboardForm.allCases {
            let (_, storyboard, navigation, list) = try showInitialScene(form)
            try list.performSegue(withIdentifier: "showDetail", sender: nil)
            let compose = try storyboard.instantiateController(withIdentifier: "compose")
            navigation.pushViewController(compose)
            XCTAssertEqual(navigation.viewControllers.count, 3)
            let unwind = try XCTUnwrap(try compose.performSegue(withIdentifier: "done", sender: nil))
            XCTAssertTrue(unwind.destination === list, "[\(form)]")
            XCTAssertTrue(navigation.topViewController === list, "[\(form)] everything above the list is popped")
        }
    }

    func test_errorsNameWhatExists() async throws {
        for form in StoryboardForm.allCases {
            let storyboard = try storyboard(form)
            let identifiers = form == .document
                ? "'list', 'detail', 'compose', 'dashboard', 'tabs'"
                : "'UINavigationController-nav', 'compose', 'dashboard', 'detail', 'list', 'tabs'"
            XCTAssertThrowsError(try storyboard.instantiateController(withIdentifier: "settings")) { error in
                XCTAssertEqual("\(error)", "\(storyboard.path): no view controller has the storyboard identifier 'settings'; the identifiers are \(identifiers)")
            }
            let list = try XCTUnwrap(try storyboard.instantiateController(withIdentifier: "list") as? ListController)
            XCTAssertThrowsError(try list.performSegue(withIdentifier: "showHelp", sender: nil)) { error in
                XCTAssertEqual("\(error)", "ListController has no segue with identifier 'showHelp'; it has 'showDetail', 'compose', 'showSettings', 'showMissing', 'fade', 'peek'")
            }
            list.allowsDetail = false
            let before = storyboard.sceneLoadCount
            XCTAssertNil(try list.performSegue(withIdentifier: "showDetail", sender: nil))
            XCTAssertEqual(storyboard.sceneLoadCount, before, "[\(form)] a refused segue loads nothing")
        }
        let xib = try InterfaceDocument(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Card.xib")))), path: "Card.xib")
        XCTAssertThrowsError(try Storyboard(document: xib)) { error in
            XCTAssertEqual(error as? StoryboardError, .notAStoryboard(path: "Card.xib"))
        }
    }

    func test_compiledStoryboardErrorsNameTheFolderAndWhatIsMissing() async throws {
        let folder = try temporaryDirectory().path
        XCTAssertThrowsError(try Storyboard(contentsOf: folder + "/None.storyboardc")) { error in
            XCTAssertEqual("\(error)", "\(folder)/None.storyboardc: not a compiled storyboard: no such folder")
        }
        let empty = folder + "/Empty.storyboardc"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        XCTAssertThrowsError(try Storyboard(contentsOf: empty)) { error in
            XCTAssertEqual("\(error)", "\(empty): not a compiled storyboard: it has no Info.plist")
        }
        // A storyboardc whose Info.plist names a nib that is not there.
        let copy = folder + "/Copy.storyboardc"
        try FileManager.default.copyItem(atPath: try path(of: .compiled), toPath: copy)
        try FileManager.default.removeItem(atPath: copy + "/detail.nib")
        let storyboard = try Storyboard(contentsOf: copy, registry: NibClassRegistry(), options: NibInstantiationOptions(application: Application()))
        XCTAssertThrowsError(try storyboard.instantiateController(withIdentifier: "detail")) { error in
            XCTAssertEqual("\(error)", "\(copy)/detail.nib: no such file; the storyboard's Info.plist names the nib 'detail'")
        }
        // A view nib that is missing leaves the controller with an empty view and says why (V2).
        let registry = NibClassRegistry()
        registry.register("Flow.DetailController") { DetailController() }
        try FileManager.default.removeItem(atPath: copy + "/compose-view-compose-view.nib")
        let compose = try Storyboard(contentsOf: copy, registry: registry).instantiateController(withIdentifier: "compose")
        XCTAssertEqual(compose.view.subviews.count, 0)
        XCTAssertEqual(compose.nibLoadingError, .nibNotFound("compose-view-compose-view"))
    }

    /// Without the app's classes a scene is an error naming the class; a tool that asks for it
    /// gets the framework class instead.
    func test_N1_unregisteredSceneClassesAreErrorsUnlessTheFrameworkClassIsAskedFor() async throws {
        for form in StoryboardForm.allCases {
            let strict = try open(form, registry: NibClassRegistry(), options: NibInstantiationOptions(application: Application()))
            XCTAssertThrowsError(try strict.instantiateController(withIdentifier: "tabs")) { error in
                guard case let .unregisteredClass(className, objectID)? = error as? NibLoadError else { return XCTFail("[\(form)] \(error)") }
                XCTAssertEqual(className, form == .document ? "Flow.DetailController" : "_TtC4Flow16DetailController")
                if form == .document { XCTAssertEqual(objectID, "detail") }
            }
            var options = NibInstantiationOptions(application: Application())
            options.fallsBackToFrameworkClass = true
            let lenient = try open(form, registry: NibClassRegistry(), options: options)
            let tabs = try XCTUnwrap(try lenient.instantiateController(withIdentifier: "tabs") as? TabBarController)
            XCTAssertEqual(tabs.viewControllers.map { String(describing: type(of: $0)) }, ["ViewController", "ViewController", "ViewController"])
            XCTAssertEqual(lenient.sceneControllerIDs, form == .document
                ? ["nav", "list", "detail", "compose", "dashboard", "tabs"]
                : ["UINavigationController-nav", "compose", "dashboard", "detail", "list", "tabs"])
            // The app's outlets have no property on the framework class: skipped, not fatal.
            let list = try lenient.instantiateController(withIdentifier: "list")
            XCTAssertEqual(list.view.subviews.count, 3, "[\(form)] the view loads without the titleLabel outlet")
        }
    }

    func test_embedSegue_loadsTheChildWhenTheParentsViewLoadsIntoItsContainer() async throws {
        for form in StoryboardForm.allCases {
            let storyboard = try storyboard(form)
            let dashboard = try XCTUnwrap(try storyboard.instantiateController(withIdentifier: "dashboard") as? ListController)
            XCTAssertTrue(dashboard.children.isEmpty, "[\(form)] nothing is embedded before the view loads")
            XCTAssertEqual(storyboard.sceneLoadCount, 1)
            let container = try XCTUnwrap(dashboard.view.subviews.first)
            let child = try XCTUnwrap(dashboard.children.first as? DetailController, "[\(form)]")
            XCTAssertTrue(child.view.superview === container)
            XCTAssertEqual(child.view.frame, CGRect(x: 0, y: 0, width: 320, height: 240), "[\(form)] sized to the container")
            XCTAssertEqual(dashboard.events, ["prepare embedDetail destination loaded: false", "list viewDidLoad"],
                           "[\(form)] as in UIKit, embed segues run while the parent's view loads, before its viewDidLoad")
            XCTAssertEqual(child.viewDidLoadSawHandOver, "from list", "[\(form)] prepare ran before the child's view loaded")
            XCTAssertEqual(storyboard.sceneLoadCount, 2)
        }
    }

    func test_tabBarRelationshipsMakeTheTabs() async throws {
        for form in StoryboardForm.allCases {
            let storyboard = try storyboard(form)
            let tabs = try XCTUnwrap(try storyboard.instantiateController(withIdentifier: "tabs") as? TabBarController)
            XCTAssertEqual(tabs.viewControllers.count, 3, "[\(form)]")
            XCTAssertTrue(tabs.viewControllers.allSatisfy { $0 is DetailController })
            XCTAssertEqual(storyboard.viewLoadCount, 0, "[\(form)] no tab's view is loaded before it is shown")
            // The third tab is a storyboard reference: the controller it names in Other, whose
            // view comes from that storyboard (compiled: a UIStoryboardViewControllerPlaceholder
            // the loader replaces, as UIKit's decoder does).
            let settings = try XCTUnwrap(tabs.viewControllers.last as? DetailController)
            settings.loadViewIfNeeded()
            XCTAssertEqual(settings.titleLabel?.text, "Settings", "[\(form)]")
            XCTAssertTrue(settings.parent === tabs, "[\(form)]")
        }
    }

    func test_V6_aStoryboardSceneViewUnloadsUnderALegacyWarningAndReloadsFromItsViewNib() async throws {
        for form in StoryboardForm.allCases {
            let (application, storyboard, navigation, list) = try showInitialScene(form, policy: .legacy)
            XCTAssertTrue(list.isViewLoaded)
            weak var firstView: RuntimeView?
            firstView = list.view
            try list.performSegue(withIdentifier: "showDetail", sender: nil)
            application.simulateMemoryWarning()
            XCTAssertFalse(list.isViewLoaded, "[\(form)] the list's view is off screen and can be rebuilt from its view nib")
            XCTAssertNil(list.titleLabel, "[\(form)] outlets into the unloaded view are released")
            XCTAssertNil(firstView, "[\(form)] the unloaded view is freed")
            _ = navigation.popViewController()
            XCTAssertTrue(list.isViewLoaded)
            XCTAssertEqual(list.titleLabel?.text, "Items")
            XCTAssertEqual(storyboard.viewLoadCount, 3, "[\(form)] list, detail, then list again")
        }
    }
}

/// Cocoa storyboards from the document: a window controller scene with its window, its
/// content relationship to a split view controller, and the split's items as children.
@MainActor
final class DesktopStoryboardTests: XCTestCase {
    private func storyboard() throws -> Storyboard {
        try Storyboard(documentAt: Fixtures.path("Desktop.storyboard"), registry: NibClassRegistry(),
                       options: NibInstantiationOptions(application: Application()))
    }

    func test_windowControllerScene_hasItsWindowAndContentControllerWithTheSplitItems() async throws {
        let storyboard = try storyboard()
        let windowController = try storyboard.instantiateInitialWindowController()
        let window = try XCTUnwrap(windowController.window, "the scene's window element is the controller's window")
        XCTAssertEqual(window.title, "Notes")
        let split = try XCTUnwrap(windowController.contentViewController, "the window content relationship")
        XCTAssertTrue(window.rootViewController === split, "the content controller fills the window")
        XCTAssertEqual(split.children.count, 2, "the split items are the split view controller's children")
        XCTAssertTrue(split.children.allSatisfy { $0.storyboard === storyboard })
        XCTAssertEqual(storyboard.sceneLoadCount, 4, "window, split and both items; no view yet but the content's")
        let sidebar = split.children[0]
        XCTAssertEqual((sidebar.view.subviews.first as? Label)?.text, "Folders", "an item's view loads from its view nib")
    }

    func test_askingForTheWrongKindOfControllerNamesWhatTheSceneHolds() async throws {
        let storyboard = try storyboard()
        XCTAssertThrowsError(try storyboard.instantiateWindowController(withIdentifier: "note")) { error in
            XCTAssertEqual("\(error)", "the scene controller note is a ViewController, not a window controller")
        }
        XCTAssertThrowsError(try storyboard.instantiateInitialController()) { error in
            XCTAssertEqual("\(error)", "the scene controller main is a WindowController, not a view controller")
        }
        XCTAssertTrue(try storyboard.instantiateSceneObject(id: "main") is WindowController, "tools get either kind")
    }
}
