import Foundation
import NibSourceIndex
import XCTest

/// Declarations found in Swift (swift-syntax) and Objective-C (NibForge's scanner).
final class SourceIndexTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/NibSourceIndex").path
    private let index = SourceIndex(paths: [SourceIndexTests.folder])

    func testSwiftClassesWithRenamesNestingAndInheritance() throws {
        XCTAssertEqual(Set(index.classes.filter { $0.language == .swift }.map(\.name)),
                       ["InspectorController", "InspectorController.Header", "SpecialInspector"])
        let controller = try XCTUnwrap(index.declaration(of: "RenamedController"))
        XCTAssertEqual(controller.name, "InspectorController")
        XCTAssertEqual(controller.superclass, "NSViewController")
        XCTAssertEqual(controller.protocols, ["NSTableViewDataSource"])
        XCTAssertEqual(controller.position.line, 8)
        XCTAssertEqual(controller.position.column, 7)
        XCTAssertTrue(controller.position.file.hasSuffix("Inspector.swift"))
        // The Swift name finds it too, and a nested class by its qualified name.
        XCTAssertEqual(index.declaration(of: "InspectorController")?.runtimeName, "RenamedController")
        XCTAssertEqual(index.declaration(of: "InspectorController.Header")?.outlets.map(\.name), ["title"])
    }

    func testSwiftOutletsCollectionsAndActionSelectors() throws {
        let controller = try XCTUnwrap(index.declaration(of: "RenamedController"))
        XCTAssertEqual(controller.outlets.map(\.name), ["table", "status"])
        XCTAssertEqual(controller.outlets.map(\.type), ["NSTableView", "NSTextField"])
        XCTAssertEqual(controller.outletCollections.map(\.name), ["labels"])
        XCTAssertEqual(controller.outletCollections.first?.type, "[NSTextField]")
        // Selectors as the Swift compiler makes them, @objc renames, and extensions' actions.
        XCTAssertEqual(controller.actions.map(\.name), ["refresh:", "selectWithRow:", "reload", "move:to:", "customSelector:", "export:"])
        XCTAssertEqual(controller.actions.first?.position.line, 14)
    }

    func testMangledNamesAndSuperclassChains() throws {
        let special = try XCTUnwrap(index.declaration(of: "_TtC9Inspector16SpecialInspector"))
        XCTAssertEqual(special.name, "SpecialInspector")
        XCTAssertEqual(index.superclassChain(of: special), ["InspectorController", "NSViewController"])
        XCTAssertEqual(index.declaration(of: "Inspector.SpecialInspector")?.name, "SpecialInspector")
        XCTAssertNil(index.declaration(of: "Inspector.Nowhere"))
    }

    func testObjectiveCInterfacesIgnoringCommentsAndStrings() throws {
        let objectiveC = index.classes.filter { $0.language == .objectiveC }
        XCTAssertEqual(objectiveC.map(\.name), ["LegacyPanel"])
        let panel = try XCTUnwrap(index.declaration(of: "LegacyPanel"))
        XCTAssertEqual(panel.superclass, "NSWindowController")
        XCTAssertEqual(panel.protocols, ["NSWindowDelegate", "NSTableViewDelegate"])
        XCTAssertTrue(panel.position.file.hasSuffix("LegacyPanel.h"))
        XCTAssertEqual(panel.position.line, 7)
        XCTAssertEqual(panel.position.column, 1)
    }

    func testObjectiveCOutletsAndActionsFromInterfacesCategoriesAndImplementations() throws {
        let panel = try XCTUnwrap(index.declaration(of: "LegacyPanel"))
        XCTAssertEqual(panel.outlets.map(\.name), ["okButton", "nameField", "table", "accessory"])
        XCTAssertEqual(panel.outlets.map(\.type), ["NSButton", "NSTextField", "NSTableView", "NSView"])
        XCTAssertEqual(panel.outletCollections.map(\.name), ["choices"])
        XCTAssertEqual(panel.outletCollections.first?.type, "[NSButton]")
        XCTAssertEqual(panel.actions.map(\.name), ["ok:", "choose:withTag:", "cancel", "help:", "ok:", "revert:"])
    }

    func testFrameworkDocumentationAddresses() {
        XCTAssertEqual(FrameworkDocumentation.url(for: "NSImageView"), "https://developer.apple.com/documentation/appkit/nsimageview")
        XCTAssertEqual(FrameworkDocumentation.url(for: "UIButton"), "https://developer.apple.com/documentation/uikit/uibutton")
        XCTAssertEqual(FrameworkDocumentation.url(for: "NSNumberFormatter"), "https://developer.apple.com/documentation/foundation/nsnumberformatter")
        XCTAssertEqual(FrameworkDocumentation.url(for: "NSObject"), "https://developer.apple.com/documentation/objectivec/nsobject")
        XCTAssertEqual(FrameworkDocumentation.url(for: "WKWebView"), "https://developer.apple.com/documentation/webkit/wkwebview")
        XCTAssertNil(FrameworkDocumentation.url(for: "InspectorController"))
        XCTAssertNil(FrameworkDocumentation.url(for: "Nothing"))
    }

    func testJumpToClassLeadsToTheDeclarationOrTheFrameworkPage() {
        let custom = ClassLocation(customClass: "_TtC9Inspector16SpecialInspector", module: nil, frameworkClass: "NSObject", index: index)
        XCTAssertEqual(custom.className, "_TtC9Inspector16SpecialInspector")
        XCTAssertEqual(custom.declaration?.name, "SpecialInspector")
        XCTAssertEqual(custom.superclasses, ["InspectorController", "NSViewController"])
        XCTAssertEqual(custom.documentation, "https://developer.apple.com/documentation/appkit/nsviewcontroller")
        // A class the sources lack: the chain is the framework class the document names.
        let missing = ClassLocation(customClass: "Nowhere", module: nil, frameworkClass: "NSImageView", index: index)
        XCTAssertNil(missing.declaration)
        XCTAssertEqual(missing.superclasses, ["NSImageView"])
        XCTAssertEqual(missing.documentation, "https://developer.apple.com/documentation/appkit/nsimageview")
        let framework = ClassLocation(customClass: nil, module: nil, frameworkClass: "UIButton", index: index)
        XCTAssertEqual(framework.superclasses, [])
        XCTAssertEqual(framework.documentation, "https://developer.apple.com/documentation/uikit/uibutton")
    }

    func testMissingPathsAreWarnings() {
        let index = SourceIndex(paths: ["/nonexistent/Sources"])
        XCTAssertTrue(index.classes.isEmpty)
        XCTAssertEqual(index.warnings.map(\.description), ["/nonexistent/Sources: warning: no such file or folder"])
    }
}

/// The source forms `nibtool check` relies on (Tests/Fixtures/NibSourceCheck/App).
final class SourceFormTests: XCTestCase {
    private static let app = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/NibSourceCheck/App").path
    private let index = SourceIndex(paths: [SourceFormTests.app])

    func testSwiftFormsTheCheckNeeds() throws {
        let profile = try XCTUnwrap(index.declaration(of: "ProfileViewController"))
        // A nested block comment hides its outlet; both #if branches count; a `//` in a
        // string does not start a comment.
        XCTAssertEqual(profile.outlets.map(\.name), ["nameLabel", "bio", "debugBadge", "releaseBadge"])
        XCTAssertEqual(profile.inspectables.map(\.name), ["cornerRadius"])
        XCTAssertEqual(profile.actions.map(\.name), ["save:", "tappedWithSender:", "reset:"])
        // @objc methods are callable too; a plain method is not.
        XCTAssertEqual(profile.methods.map(\.name), ["save:", "tappedWithSender:", "reset:", "share:"])
        XCTAssertEqual(Set(profile.properties.map(\.name)), ["nameLabel", "avatars", "bio", "cornerRadius", "debugBadge", "releaseBadge"])
        // An extension through a type alias adds to the aliased class.
        XCTAssertEqual(index.declaration(of: "SettingsViewController")?.actions.map(\.name), ["toggle:"])
        XCTAssertEqual(index.typealiases["Screen"], "SettingsViewController")
    }

    func testSwift2SelectorRule() throws {
        let swift2 = SourceIndex(paths: [Self.app], style: .swift2)
        XCTAssertEqual(swift2.declaration(of: "ProfileViewController")?.actions.map(\.name), ["save:", "tapped:", "reset:"])
        XCTAssertEqual(SwiftSelectorStyle(swiftVersion: 2), .swift2)
        XCTAssertEqual(SwiftSelectorStyle(swiftVersion: 4), .swift3AndLater)
    }

    func testObjectiveCFormsTheCheckNeeds() throws {
        let legacy = try XCTUnwrap(index.declaration(of: "LegacyController"))
        // An ivar in the interface, a property, an ivar in @implementation's braces.
        XCTAssertEqual(legacy.outlets.map(\.name), ["okButton", "titleLabel", "footer"])
        XCTAssertEqual(legacy.outletCollections.map(\.name), ["cards"])
        XCTAssertEqual(legacy.outletCollections.first?.type, "[UIView]")
        // Plain methods answer actions too; the selector in a string literal is not a method.
        XCTAssertEqual(Set(legacy.methods.map(\.name)), ["ok:", "plainAction:"])
        XCTAssertEqual(Set(legacy.actions.map(\.name)), ["ok:"])
    }

    func testGenericAndModuleQualifiedSuperclasses() {
        // XLPagerTabStrip's example controllers derive from generic base classes.
        let index = SourceIndex(texts: [("Pager.swift", """
            class BasePager<Cell: UICollectionViewCell>: UIKit.UIViewController { @IBOutlet weak var containerView: UIScrollView! }
            class YoutubePager: BasePager<IconCell> {}
            """)])
        let pager = index.declaration(of: "YoutubePager")
        XCTAssertEqual(pager?.superclass, "BasePager")
        XCTAssertEqual(index.declaration(of: "BasePager")?.superclass, "UIViewController")
        XCTAssertEqual(pager.map { index.superclassChain(of: $0) }, ["BasePager", "UIViewController"])
    }

    func testCategoriesOfFrameworkClassesAreKeptAsAdditions() {
        let index = SourceIndex(texts: [("Additions.h", """
            @interface NSTextView (Additions)
            - (IBAction)selectCurrentWord:(id)sender;
            @end
            """), ("UIView+Extras.swift", "extension UIView { @objc func shake(_ sender: Any) {} }")])
        XCTAssertTrue(index.classes.isEmpty)
        XCTAssertEqual(index.additions["NSTextView"]?.actions.map(\.name), ["selectCurrentWord:"])
        XCTAssertEqual(index.additions["UIView"]?.methods.map(\.name), ["shake:"])
    }
}
