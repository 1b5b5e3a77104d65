import NibCompiler
import NibLoader
import NibRuntime
import NibTestSupport
import XCTest

/// Tab bar and split view controllers whose children are navigation controllers, from the
/// document and from the storyboard NibForge compiles: each child holds its navigation stack,
/// root included. The compiled storyboard used to lose the root (a relationship's destination
/// gets no scene nib of its own, and a tab was archived without its navigation content), and a
/// split view controller's master and detail altogether.
@MainActor
final class ContainerStoryboardTests: TemporaryFolderTestCase {
    private func storyboard(_ form: StoryboardForm) throws -> Storyboard {
        let registry = NibClassRegistry()
        registry.register("Containers.InboxController") { DetailController() }
        let options = NibInstantiationOptions(application: Application())
        guard form == .compiled else {
            return try Storyboard(documentAt: Fixtures.path("Containers.storyboard"), registry: registry, options: options)
        }
        let compiled = try temporaryDirectory().path + "/Containers.storyboardc"
        try NibCompiler.compile(contentsOf: Fixtures.path("Containers.storyboard"), to: compiled)
        return try Storyboard(contentsOf: compiled, registry: registry, options: options)
    }

    func test_aNavigationTab_holdsItsRootViewController() async throws {
        for form in StoryboardForm.allCases {
            let storyboard = try storyboard(form)
            let tabs = try XCTUnwrap(try storyboard.instantiateInitialController() as? TabBarController, "[\(form)]")
            XCTAssertEqual(tabs.viewControllers.count, 2, "[\(form)]")
            let navigation = try XCTUnwrap(tabs.viewControllers.first as? NavigationController, "[\(form)]")
            let inbox = try XCTUnwrap(navigation.topViewController as? DetailController, "[\(form)] the tab's root view controller")
            XCTAssertTrue(inbox.navigationController === navigation, "[\(form)]")
            XCTAssertTrue(inbox.storyboard === storyboard, "[\(form)] the root knows its storyboard (its `storyboard` outlet)")
            XCTAssertEqual(storyboard.viewLoadCount, 0, "[\(form)] no view before the tab is shown")
            let label = try XCTUnwrap(inbox.view.subviews.first as? Label, "[\(form)] the root's view nib loads on first use")
            XCTAssertEqual(label.text, "No messages")
        }
    }

    func test_aSplitViewController_holdsItsMasterAndDetail() async throws {
        for form in StoryboardForm.allCases {
            let storyboard = try storyboard(form)
            let split = try storyboard.instantiateController(withIdentifier: "split")
            XCTAssertEqual(split.children.count, 2, "[\(form)] master and detail")
            let master = try XCTUnwrap(split.children.first as? NavigationController, "[\(form)]")
            let notes = try XCTUnwrap(master.topViewController as? DetailController, "[\(form)] the master's root view controller")
            XCTAssertTrue(notes.storyboard === storyboard, "[\(form)]")
            XCTAssertTrue(split.children.last?.parent === split, "[\(form)] the detail")
            XCTAssertFalse(split.children.last is NavigationController, "[\(form)]")
        }
    }
}
