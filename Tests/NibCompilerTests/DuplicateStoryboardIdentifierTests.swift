import NibArchive
import NibCompiler
import XCTest

/// Two controllers of one storyboard with the same Storyboard ID (a scene copied without
/// renaming it, as in 2 of 1,435 public storyboards) both compile to the nib the identifier
/// names, and the later replaces the earlier; the compile said nothing of it.
final class DuplicateStoryboardIdentifierTests: XCTestCase {
    typealias Scenes = CocoaTouchSceneControllerTests

    func test_aSharedIdentifier_isWarnedOfAtTheLaterController_whichTheNibHolds() throws {
        let text = cocoaTouchStoryboard(initial: "first", Scenes.scene("first", attributes: #"storyboardIdentifier="Verify" title="Verify account""#)
                                            + Scenes.scene("second", attributes: #"storyboardIdentifier="Verify" title="Almost done""#))
        let warnings = try compileWarnings(text, path: "Login.storyboard")
        XCTAssertEqual(warnings.objectIDs, ["second"])
        XCTAssertTrue(warnings.messages.first?.contains("storyboardIdentifier 'Verify' is also the controller's at line") == true, "\(warnings.messages)")
        let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: "13.2")["Verify.nib"])
        XCTAssertEqual(nib["UINibTopLevelObjectsKey"]?.elements.compactMap { $0.string("UITitle") }, ["Almost done"], "the later controller")
    }

    func test_anEmptyIdentifier_isNoIdentifier() throws {
        // Interface Builder 4's storyboards wrote storyboardIdentifier="" (OCMock's iOS 5
        // examples): such a controller was compiled into a nib named ".nib", and two of them
        // into the same one, each time without a word.
        let text = cocoaTouchStoryboard(initial: "first", Scenes.scene("first", attributes: #"storyboardIdentifier="""#)
                                            + Scenes.scene("second", attributes: #"storyboardIdentifier="""#))
        let nibs = try compiledStoryboardNibs(text, release: "7.3.1")
        XCTAssertNil(nibs[".nib"])
        XCTAssertNotNil(nibs["UIViewController-first.nib"])
        // Nothing reaches the second (an empty identifier is none): it gets no nib at all.
        XCTAssertNil(nibs["UIViewController-second.nib"])
        XCTAssertEqual(try compileWarnings(text, path: "Main.storyboard").messages, [])
    }
}
