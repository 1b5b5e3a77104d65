import Foundation
import NibTestSupport
@testable import NibToolKit
import XCTest

/// Started as `ibtool` (the link `make install` makes), nibtool behaves exactly as ibtool:
/// no subcommands, no NibForge-only options or output.
final class IBToolPersonalityTests: ToolTestCase {
    func test_personalityComesFromTheProgramName() {
        XCTAssertEqual(NibTool.Personality(programName: "/usr/local/bin/ibtool"), .ibtool)
        XCTAssertEqual(NibTool.Personality(programName: "ibtool"), .ibtool)
        XCTAssertEqual(NibTool.Personality(programName: "/usr/local/bin/nibtool"), .nibtool)
        XCTAssertEqual(NibTool.Personality(programName: "ibtool-wrapper"), .nibtool)
    }

    func test_versionHasOnlyIbtoolsKeys() throws {
        let ibtool = try ToolFixture.plist(NibTool.run(["--version"], as: .ibtool))
        XCTAssertEqual((ibtool["com.apple.ibtool.version"] as? [String: Any]).map { $0.keys.sorted() }, ["bundle-version", "short-bundle-version"])
        let nibtool = try ToolFixture.plist(NibTool.run(["--version"]))
        XCTAssertNotNil((nibtool["com.apple.ibtool.version"] as? [String: Any])?["description"])
    }

    func test_subcommandsAndNibForgeOptionsAreNotIbtools() throws {
        // `geometry` is a document name to ibtool.
        let geometry = NibTool.run(["geometry"], as: .ibtool)
        XCTAssertEqual(geometry.exitStatus, 1)
        XCTAssertFalse(geometry.standardError.contains("subcommand"), geometry.standardError)
        XCTAssertTrue(geometry.standardError.contains("geometry"), geometry.standardError)
        let compare = NibTool.run(["--compare", "a.nib", "b.nib"], as: .ibtool)
        XCTAssertEqual(compare.exitStatus, 1)
        XCTAssertEqual(compare.standardError, "error: Unrecognized option: --compare\n")
        let help = String(decoding: NibTool.run(["--help"], as: .ibtool).standardOutput, as: UTF8.self)
        XCTAssertTrue(help.hasPrefix("Usage: ibtool [options] document"))
        XCTAssertFalse(help.contains("nibtool"))
        XCTAssertFalse(NibTool.run([], as: .ibtool).standardError.contains("nibtool"))
    }

    func test_compileThroughTheIbtoolNameEqualsNibtools() throws {
        let folder = try temporaryDirectory()
        let source = RepositoryPaths.imageEditor.appendingPathComponent("B/BrightnessSheet.xib").path
        let viaIbtool = folder.appendingPathComponent("ibtool.nib").path
        let viaNibtool = folder.appendingPathComponent("nibtool.nib").path
        let result = NibTool.run(["--errors", "--warnings", "--notices", "--output-format", "human-readable-text", "--compile", viaIbtool, source], as: .ibtool)
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertEqual(NibTool.run(["--compile", viaNibtool, source]).exitStatus, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: viaIbtool)), try Data(contentsOf: URL(fileURLWithPath: viaNibtool)))
    }
}
