import NibCompiler
import NibLoader
import NibRuntime
import NibTestSupport
import XCTest

/// A tab bar controller whose tab is a navigation controller, from the document and from
/// the storyboard NibForge compiles: the tab holds its navigation stack, root included. The
/// compiled storyboard used to lose the root (a relationship's destination gets no scene nib
/// of its own, and the tab was archived without its navigation content).
@MainActor
final class TabStoryboardTests: TemporaryFolderTestCase {
    private func storyboard(_ form: StoryboardForm) throws -> Storyboard {
        let registry = NibClassRegistry()
        registry.register("Tabs.InboxController") { DetailController() }
        let options = NibInstantiationOptions(application: Application())
        guard form == .compiled else {
            return try Storyboard(documentAt: Fixtures.path("Tabs.storyboard"), registry: registry, options: options)
        }
        let compiled = try temporaryDirectory().path + "/Tabs.storyboardc"
        try NibCompiler.compile(contentsOf: Fixtures.path("Tabs.storyboard"), to: compiled)
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
}
