import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibUpgrade
import XCTest

/// `LegacyDocumentUpgrader` on real Interface Builder 3 archives (Tests/Fixtures/NibUpgrade):
/// the upgraded document keeps every object, place and connection, compiles, and the nib
/// compiled from it holds the settings the archive stored for each object.
final class LegacyDocumentUpgraderTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/NibUpgrade")
    static let cocoaArchives = ["mac-sparkle-SUUpdateAlert.de-v710.xib", "mac-sequelpro-AboutPanel-v710.xib", "mac-asihttp-MainMenu.xib",
                                "mac-sequelpro-DatabaseProcessList-v710.xib"]

    private func archive(_ name: String) throws -> InterfaceDocument {
        let path = Self.folder.appendingPathComponent(name).path
        return try InterfaceDocument(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
    }

    private func upgraded(_ archive: InterfaceDocument) throws -> (upgrade: LegacyDocumentUpgrader.Upgrade, document: InterfaceDocument) {
        let upgrade = try LegacyDocumentUpgrader(document: archive).upgrade()
        return (upgrade, try InterfaceDocument(parsing: Array(upgrade.text.utf8), path: "upgraded.xib"))
    }

    func test_upgrade_keepsEveryObjectPlaceAndConnection() throws {
        for name in Self.cocoaArchives + ["ios-asihttp-Sample.xib", "ios-handwritten-NavigationAndToolbar.xib"] {
            let archive = try archive(name)
            let (_, document) = try upgraded(archive)
            guard case .modern = document.format else { return XCTFail("\(name): not a modern document") }
            XCTAssertEqual(UpgradeVerification.differences(archive: archive, upgraded: document), [], name)
            XCTAssertGreaterThanOrEqual(document.objects.count, archive.objects.count, name)
            XCTAssertEqual(document.connections.count, archive.connections.count, name)
        }
    }

    func test_compiledUpgrade_holdsTheSettingsTheArchiveStored() throws {
        var total = 0
        for name in Self.cocoaArchives {
            let archive = try archive(name)
            guard case .nib(let bytes) = try NibCompiler.compile(archive) else { return XCTFail("\(name): expected one nib") }
            let graph = try CompiledNibFile(bytes: bytes).graph
            let data = try XCTUnwrap(archive.markup.root.firstChild(named: "data"))
            var comparison = ArchivedPropertyComparison(archive: data, compiled: graph)
            comparison.compareTopLevelObjects(archiveData: data)
            XCTAssertEqual(comparison.mismatches, [], name)
            XCTAssertGreaterThan(comparison.compared, 50, "\(name): the walk reached the objects")
            total += comparison.compared
        }
        XCTAssertGreaterThan(total, 1000, "settings compared across the four archives")
    }

    func test_upgrade_writesModernElementsForArchivedClasses() throws {
        let text = try upgraded(archive("mac-sparkle-SUUpdateAlert.de-v710.xib")).upgrade.text
        XCTAssertTrue(text.contains("<window title=\"Software-Aktualisierung\""))
        XCTAssertTrue(text.contains("<windowStyleMask key=\"styleMask\" titled=\"YES\" closable=\"YES\" miniaturizable=\"YES\" resizable=\"YES\"/>"))
        XCTAssertTrue(text.contains("<font key=\"font\" metaFont=\"systemBold\"/>"))
        XCTAssertTrue(text.contains("<binding destination=\"-2\" name=\"value\" keyPath=\"titleText\""))
        let menu = try upgraded(archive("mac-asihttp-MainMenu.xib")).upgrade.text
        XCTAssertTrue(menu.contains("systemMenu=\"main\""))
        XCTAssertTrue(menu.contains("<modifierMask key=\"keyEquivalentModifierMask\""))
    }

    /// Xcode 3's window-based templates: a navigation controller with its bar and root view
    /// controller, bar button items in a navigation item and in a toolbar. The upgrade used to
    /// lose them, so the compile refused 48 of 245 Interface Builder 3 archives in public
    /// repositories ("upgrading the archive lost part of it (UIBarButtonItem ...)").
    func test_upgrade_keepsNavigationControllersToolbarsAndTheirBarButtonItems() throws {
        let text = try upgraded(archive("ios-handwritten-NavigationAndToolbar.xib")).upgrade.text
        XCTAssertTrue(text.contains("<navigationController id=\"10\">"), text)
        XCTAssertTrue(text.contains("<navigationBar key=\"navigationBar\" id=\"11\">"), text)
        XCTAssertTrue(text.contains("<viewController title=\"Notes\" nibName=\"NotesViewController\" id=\"12\">"), text)
        XCTAssertTrue(text.contains("<barButtonItem key=\"leftBarButtonItem\" title=\"Edit\" id=\"14\"/>"), text)
        XCTAssertTrue(text.contains("<barButtonItem key=\"rightBarButtonItem\" systemItem=\"add\" id=\"15\"/>"), text)
        XCTAssertTrue(text.contains("<toolbar barStyle=\"black\" id=\"21\">"), text)
        // An item without a style is plain in an Interface Builder 3 archive, bordered in a modern document.
        XCTAssertTrue(text.contains("<barButtonItem systemItem=\"flexibleSpace\" style=\"plain\" id=\"22\"/>"), text)
        XCTAssertTrue(text.contains("<barButtonItem style=\"done\" title=\"Send\" enabled=\"NO\" id=\"23\"/>"), text)

        guard case .nib(let bytes) = try NibCompiler.compile(try archive("ios-handwritten-NavigationAndToolbar.xib")) else {
            return XCTFail("expected one nib")
        }
        let items = try CompiledNibFile(bytes: bytes).graph.objects.filter { $0.className == "UIBarButtonItem" }
        XCTAssertEqual(items.count, 4)
    }

    func test_upgrade_warnsAtTheArchivedObjectForEachSettingLeftOut() throws {
        let warnings = try upgraded(archive("mac-sequelpro-AboutPanel-v710.xib")).upgrade.warnings
        let textView = try XCTUnwrap(warnings.first { $0.message.contains("NSTextView") })
        XCTAssertEqual(textView.severity, .warning)
        XCTAssertTrue(textView.message.contains("'NSTVFlags'"), textView.message)
        XCTAssertNotNil(textView.location, "the warning names the line of the archived object")
        XCTAssertTrue(textView.description.hasPrefix(Self.folder.appendingPathComponent("mac-sequelpro-AboutPanel-v710.xib").path + ":"))
    }

    func test_modernDocument_isRefused() throws {
        let modern = try InterfaceDocument(parsing: Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa"><objects/></document>
            """.utf8), path: "modern.xib")
        XCTAssertThrowsError(try LegacyDocumentUpgrader(document: modern).upgrade())
    }
}
