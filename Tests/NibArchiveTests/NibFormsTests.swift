import Foundation
import NibCore
import XCTest
@testable import NibArchive

/// Nib forms on disk: single files sniffed by magic, `X.nib/` directories, `.storyboardc`.
final class NibFormsTests: XCTestCase {
    private var temporary: String = ""

    override func setUpWithError() throws {
        temporary = NSTemporaryDirectory() + "nibarchive-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: temporary)
    }

    func testSingleFilesAreSniffedByMagic() throws {
        let archive = try CompiledNib(contentsOf: Fixture.path("minimal.nib"))
        XCTAssertEqual(archive.form, .file)
        guard case .nibArchive = archive.members[0].file.container else { return XCTFail("expected NIBArchive") }
        let keyed = try CompiledNib(contentsOf: Fixture.path("MainWindow.nib"))
        guard case .keyedArchive = keyed.members[0].file.container else { return XCTFail("expected keyed archive") }

        let junk = temporary + "/junk.nib"
        try Data("hello world, not a nib".utf8).write(to: URL(fileURLWithPath: junk))
        let diagnostic = assertDiagnostic("not a compiled nib") { try CompiledNib(contentsOf: junk) }
        XCTAssertEqual(diagnostic?.path, junk)
        XCTAssertEqual(diagnostic?.description.hasPrefix("\(junk):1:1: error:"), true)
    }

    func testMacNibDirectoryPrefersKeyedObjects101300() throws {
        let directory = temporary + "/MainMenu.nib"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixture.path("MainWindow.nib"), toPath: directory + "/keyedobjects.nib")
        try FileManager.default.copyItem(atPath: Fixture.path("minimal.nib"), toPath: directory + "/keyedobjects-101300.nib")
        let nib = try CompiledNib(contentsOf: directory)
        XCTAssertEqual(nib.form, .nibDirectory(member: "keyedobjects-101300.nib", others: ["keyedobjects.nib"]))
        XCTAssertEqual(nib.members[0].form, nib.form, "the member says it is one variant of a directory")
        guard case .nibArchive = nib.members[0].file.container else { return XCTFail("expected the NIBArchive member") }
        XCTAssertTrue(nib.dump().hasPrefix("\(directory): nib directory, using keyedobjects-101300.nib"))
    }

    func testIOSNibDirectoryOrder() {
        XCTAssertEqual(NibDirectory.preferredMember(among: ["runtime.nib", "objects-11.0+.nib", "objects-8.0+.nib"]), "objects-11.0+.nib")
        XCTAssertEqual(NibDirectory.preferredMember(among: ["objects-9.1+.nib", "objects-12.3+.nib", "objects-13.0+.nib"]), "objects-13.0+.nib")
        XCTAssertEqual(NibDirectory.preferredMember(among: ["runtime.nib", "objects.nib"]), "objects.nib")
        XCTAssertEqual(NibDirectory.preferredMember(among: ["runtime.nib", "designable.nib"]), "runtime.nib")
        XCTAssertEqual(NibDirectory.preferredMember(among: ["classes.nib", "info.nib", "keyedobjects.nib"]), "keyedobjects.nib")
        XCTAssertNil(NibDirectory.preferredMember(among: ["designable.nib"]))
    }

    func testStoryboardcReadsInfoPlistAndEveryNib() throws {
        let storyboard = try CompiledNib(contentsOf: Fixture.path("sb_basic_wc.storyboardc"))
        XCTAssertEqual(storyboard.form, .storyboard)
        XCTAssertEqual(storyboard.members.map(\.name), ["MainMenu.nib", "NSWindowController-wc1-00-001.nib", "vc1-00-001-view-vw1-00-001.nib"])
        XCTAssertEqual(storyboard.storyboardInfo?["NSStoryboardMainMenu"], .string("MainMenu"))
        XCTAssertEqual(storyboard.storyboardInfo?["NSStoryboardDesignatedEntryPointIdentifier"], .string("NSWindowController-wc1-00-001"))
        let dump = storyboard.dump()
        XCTAssertTrue(dump.contains("== NSWindowController-wc1-00-001.nib"))
        XCTAssertTrue(dump.contains("NSStoryboardVersion = 1"))
        let structure = storyboard.structure()
        XCTAssertTrue(structure.isComplete, "\(structure.notes)")
        XCTAssertTrue(structure.connections.contains { $0.id.hasPrefix("NSWindowController-wc1-00-001.nib:") && $0.label == "window" })
        XCTAssertTrue(structure.objects.contains { $0.customClass == "TestViewController" })
    }

    func testMissingFilesAndEmptyDirectoriesAreDiagnosed() throws {
        assertDiagnostic("cannot read file") { try CompiledNib(contentsOf: self.temporary + "/absent.nib") }
        let empty = temporary + "/Empty.nib"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        assertDiagnostic("holds no loadable nib") { try CompiledNib(contentsOf: empty) }
    }

    func testStoryboardcWithAnXMLInfoPlistReadsToo() throws {
        let directory = temporary + "/Main.storyboardc"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixture.path("minimal.nib"), toPath: directory + "/UIViewController-abc.nib")
        let info: [String: Any] = ["UIStoryboardDesignatedEntryPointIdentifier": "abc", "UIStoryboardVersion": 1, "Flag": true,
                                   "UIViewControllerIdentifiersToNibNames": ["abc": "UIViewController-abc"]]
        let xml = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
        try xml.write(to: URL(fileURLWithPath: directory + "/Info.plist"))
        let storyboard = try CompiledNib(contentsOf: directory)
        XCTAssertEqual(storyboard.form, .storyboard)
        XCTAssertEqual(storyboard.storyboardInfo?["UIStoryboardDesignatedEntryPointIdentifier"], .string("abc"))
        XCTAssertEqual(storyboard.storyboardInfo?["UIStoryboardVersion"], .integer(1))
        XCTAssertEqual(storyboard.storyboardInfo?["Flag"], .bool(true))
        XCTAssertEqual(storyboard.storyboardInfo?["UIViewControllerIdentifiersToNibNames"], .dictionary([("abc", .string("UIViewController-abc"))]))
        XCTAssertEqual(storyboard.members.map(\.name), ["UIViewController-abc.nib"])
    }
}
