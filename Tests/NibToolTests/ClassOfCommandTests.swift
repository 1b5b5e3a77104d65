import Foundation
@testable import NibToolKit
import XCTest

/// `nibtool class-of`: jump to class, end to end.
final class ClassOfCommandTests: XCTestCase {
    private let document = ToolFixture.path("NibSourceIndex/Inspector.xib")
    private let sources = ToolFixture.path("NibSourceIndex")

    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = NibTool.run(["class-of", "--json"] + arguments)
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [String: Any])
    }

    func testASwiftCustomClassLeadsToItsDeclarationOutletsAndActions() throws {
        let output = try json(["-2", "--sources", sources, document])
        XCTAssertEqual(output["class"] as? String, "RenamedController")
        let declaration = try XCTUnwrap(output["declaration"] as? [String: Any])
        XCTAssertEqual(declaration["file"] as? String, sources + "/Inspector.swift")
        XCTAssertEqual(declaration["line"] as? Int, 8)
        XCTAssertEqual(declaration["language"] as? String, "swift")
        XCTAssertEqual((output["outlets"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, ["table", "status"])
        XCTAssertEqual((output["actions"] as? [[String: Any]])?.compactMap { $0["name"] as? String },
                       ["refresh:", "selectWithRow:", "reload", "move:to:", "customSelector:", "export:"])
        XCTAssertEqual(output["documentation"] as? String, "https://developer.apple.com/documentation/appkit/nsviewcontroller")
    }

    func testAnObjectiveCClassAndAMangledSwiftName() throws {
        let panel = try json(["panel", "--sources", sources, document])
        XCTAssertEqual((panel["declaration"] as? [String: Any])?["language"] as? String, "objective-c")
        XCTAssertEqual((panel["superclasses"] as? [[String: Any]])?.first?["name"] as? String, "NSWindowController")
        let special = try json(["special", "--sources", sources, document])
        XCTAssertEqual((special["superclasses"] as? [[String: Any]])?.compactMap { $0["name"] as? String },
                       ["InspectorController", "NSViewController"])
        XCTAssertEqual((special["superclasses"] as? [[String: Any]])?.first?["line"] as? Int, 8)
    }

    func testAFrameworkClassGivesItsDocumentationPage() {
        let result = NibTool.run(["class-of", "plain", "--sources", sources, document])
        XCTAssertEqual(result.exitStatus, 0)
        XCTAssertEqual(result.outputText, """
            Button (Go) (plain)
              framework class: NSButton
              documentation: https://developer.apple.com/documentation/appkit/nsbutton

            """)
    }

    func testTheTextNamesTheDeclarationAsFileLineColumn() {
        let result = NibTool.run(["class-of", "header", "--sources", sources, document])
        XCTAssertTrue(result.outputText.contains("  declared at: \(sources)/Inspector.swift:20:11  (Swift)\n"), result.outputText)
        XCTAssertTrue(result.outputText.contains("    title: NSTextField  \(sources)/Inspector.swift:21:"), result.outputText)
    }

    func testAClassTheSourcesDoNotDeclareIsAWarningAndTheDefaultFolderIsSearched() {
        let result = NibTool.run(["class-of", "unknown", document])
        XCTAssertEqual(result.exitStatus, 0)
        XCTAssertTrue(result.outputText.contains("declared at: not found"), result.outputText)
        XCTAssertTrue(result.standardError.contains("warning: the custom class 'NowhereController' is declared in none of"), result.standardError)
        // Without --sources the folder above the document's is searched: Tests/Fixtures.
        XCTAssertTrue(result.standardError.contains(ToolFixture.fixtures.path), result.standardError)
        XCTAssertEqual(ClassOfCommand.defaultSourceFolders(for: "App/Base.lproj/Main.storyboard"), ["App"])
        XCTAssertEqual(ClassOfCommand.defaultSourceFolders(for: "Main.xib"), ["."])
    }

    func testBadArgumentsAreUsageErrors() {
        XCTAssertEqual(NibTool.run(["class-of", document]).exitStatus, 64)
        XCTAssertEqual(NibTool.run(["class-of", "x", "--sources"]).exitStatus, 64)
        let missing = NibTool.run(["class-of", "nope", document])
        XCTAssertEqual(missing.exitStatus, 1)
        XCTAssertTrue(missing.standardError.hasPrefix("\(document): error: no object has the id 'nope'"), missing.standardError)
    }
}
