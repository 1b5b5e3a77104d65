import NibLoader
import NibRuntime
import XCTest

/// The class registry: archived names (UIKit, AppKit, custom with module, Swift-mangled) to
/// runtime factories; nothing else is ever created (rule N1).
@MainActor
final class NibClassRegistryTests: XCTestCase {
    func test_N1_standardNamesOfBothPlatformsAreRegistered() async throws {
        let registry = NibClassRegistry()
        for name in ["UIView", "UILabel", "UIButton", "UIWindow", "UIViewController", "NSWindow", "NSButton",
                     "NSTextField", "NSView", "NSMenuItem", "NSToolbarItem", "NSButtonCell", "NSLayoutConstraint"] {
            XCTAssertTrue(registry.contains(name), name)
        }
        XCTAssertFalse(registry.contains("MyController"))
        XCTAssertFalse(NibClassRegistry(includingStandardClasses: false).contains("UIView"))
    }

    func test_N1_customClassesByModuleQualifiedUnqualifiedOrMangledName() async throws {
        let registry = NibClassRegistry(includingStandardClasses: false)
        registry.register("MyController") { Responder() }
        XCTAssertTrue(registry.contains("MyController"))
        XCTAssertTrue(registry.contains("App.MyController"), "a module-qualified name finds the class")
        XCTAssertTrue(registry.contains("_TtC3App12MyController"), "so does the Swift-mangled archive name")
        XCTAssertFalse(registry.contains("_TtC3App12"), "a malformed mangled name finds nothing")
        XCTAssertFalse(registry.contains("App.OtherController"))
    }

    func test_N1_runtimeClassRegistryCanBeImported() async throws {
        let runtime = ClassRegistry(includingStandardClasses: false)
        runtime.register("ListController") { ViewController() }
        let registry = NibClassRegistry(includingStandardClasses: false)
        registry.register(contentsOf: runtime)
        XCTAssertTrue(registry.contains("ListController"))
        XCTAssertEqual(registry.registeredNames, ["ListController"])
    }
}
