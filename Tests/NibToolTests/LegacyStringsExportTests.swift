import Foundation
import XCTest
@testable import NibToolKit

/// Strings of old documents, named as the Xcode of their time named them: Interface
/// Builder 3 archives are exported (keys by the archive's object ids) and UIKit classes are
/// `IBUILabel`, `IBUIButton`... in their comments, as in the `.strings` files of that era.
final class LegacyStringsExportTests: ToolTestCase {
    private func exported(_ arguments: [String]) throws -> String {
        let output = try temporaryDirectory().appendingPathComponent("out.strings").path
        let result = NibTool.run(["--export-strings-file", output] + arguments)
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
        return String(decoding: bytes.dropFirst(2).withUnsafeBytes { Array($0.bindMemory(to: UInt16.self)) }, as: UTF16.self)
    }

    func test_anInterfaceBuilder3Archive_isExported_withItsObjectIdsAndIBClassNames() throws {
        let archive = ToolFixture.path("NibDocument/legacy-cocoatouch-v800.xib")
        XCTAssertEqual(try exported([archive]), """

            /* Class = "IBUILabel"; text = "Volume"; ObjectID = "4"; */
            "4.text" = "Volume";

            /* Class = "IBUIButton"; normalTitle = "Play"; ObjectID = "6"; */
            "6.normalTitle" = "Play";

            """)
        let current = try exported(["--strings-class-names", "current", archive])
        XCTAssertTrue(current.contains(#"/* Class = "UILabel"; text = "Volume"; ObjectID = "4"; */"#), current)
    }

    func test_aCocoaArchive_keepsAppKitsNames() throws {
        let text = try exported([ToolFixture.path("NibUpgrade/mac-sparkle-SUUpdateAlert.de-v710.xib")])
        XCTAssertTrue(text.contains(#"/* Class = "NSButtonCell"; title = "Später erinnern"; ObjectID = "171"; */"#), text)
    }

    func test_aStoryboardSavedBeforeXcode8_usesIBNames_andALaterOneUIKits() throws {
        let modern = try String(contentsOfFile: ToolFixture.path("NibLocalization/every-property-ios.xib"), encoding: .utf8)
        let folder = try temporaryDirectory()
        let old = folder.appendingPathComponent("old.xib")
        try Data(modern.replacingOccurrences(of: #"toolsVersion="22155""#, with: #"toolsVersion="10117""#).utf8).write(to: old)
        XCTAssertTrue(try exported([old.path]).contains(#"Class = "IBUILabel""#))
        XCTAssertFalse(try exported([ToolFixture.path("NibLocalization/every-property-ios.xib")]).contains("IBUI"))
    }

    func test_translationsCannotBeWrittenIntoAnArchive() throws {
        let folder = try temporaryDirectory()
        let strings = folder.appendingPathComponent("de.strings")
        try Data(#""4.text" = "Lautstärke";"#.utf8).write(to: strings)
        let output = folder.appendingPathComponent("de.xib").path
        let result = NibTool.run(["--import-strings-file", strings.path, "--write", output, ToolFixture.path("NibDocument/legacy-cocoatouch-v800.xib")])
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.standardError.contains("cannot write translations into an Interface Builder 3 archive; upgrade it first"), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }
}
