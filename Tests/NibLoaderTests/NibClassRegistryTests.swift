import NibDocument
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

    /// A GLKit or AVKit scene of a storyboard is a view controller, and SceneKit, SpriteKit,
    /// ARKit, GLKit and MetalKit views are views: they used to load as generic objects, so such
    /// a scene could not be instantiated (two of 5,901 scenes of 1,427 public storyboards).
    func test_N1_frameworkControllersAndViews_areViewControllersAndViews() async throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <glkViewController storyboardIdentifier="gl" preferredFramesPerSecond="30" id="gl" sceneMemberID="viewController">
                                <glkView key="view" contentMode="scaleToFill" id="gl-view">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                    <subviews>
                                        <sceneKitView contentMode="scaleToFill" id="scene">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                        </sceneKitView>
                                    </subviews>
                                </glkView>
                            </glkViewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <avPlayerViewController storyboardIdentifier="player" videoGravity="AVLayerVideoGravityResizeAspect" id="player" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = try Storyboard(document: try InterfaceDocument(parsing: Array(text.utf8), path: "Frameworks.storyboard"),
                                        registry: NibClassRegistry(), options: NibInstantiationOptions(application: Application()))
        let glkit = try storyboard.instantiateController(withIdentifier: "gl")
        XCTAssertEqual(glkit.view.subviews.count, 1, "the SceneKit view is a view of the GLKit view")
        XCTAssertNoThrow(try storyboard.instantiateController(withIdentifier: "player"))
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

    /// The one registry of the project: registering lists the names, and a name nobody
    /// registered is an error naming the class and object when a nib asks for it.
    func test_N1_registeredNamesAndUnregisteredClassesAreErrors() async throws {
        let registry = NibClassRegistry(includingStandardClasses: false)
        registry.register("ListController") { ViewController() }
        XCTAssertEqual(registry.registeredNames, ["ListController"])
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <customObject id="panel" customClass="PanelController"/>
                </objects>
            </document>

            """
        let nib = try Nib(document: try InterfaceDocument(parsing: Array(document.utf8), path: "Panel.xib"), registry: registry)
        XCTAssertThrowsError(try nib.instantiate(withOwner: nil, options: NibInstantiationOptions(application: Application()))) { error in
            XCTAssertEqual(error as? NibLoadError, .unregisteredClass(className: "PanelController", objectID: "panel"))
        }
    }
}

/// A nib looks each object's factory up once; registering a class afterwards is seen by the
/// next load, and a collection of the wrong class is still an error on the fast path.
@MainActor
final class NibFactoryCacheTests: XCTestCase {
    private let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outletCollection property="fields" destination="first" id="c-1"/>
                        <outletCollection property="fields" destination="second" id="c-2"/>
                    </connections>
                </placeholder>
                <customObject id="panel" customClass="PanelController"/>
                <label id="first"/>
                <button id="second"/>
            </objects>
        </document>

        """

    func test_N1_aClassRegisteredAfterTheFirstLoadIsUsedByTheNext() async throws {
        let registry = NibClassRegistry()
        let nib = try Nib(document: try InterfaceDocument(parsing: Array(document.utf8), path: "Panel.xib"), registry: registry)
        let options = NibInstantiationOptions(application: Application(), fallbackClassName: "NSObject")
        let first = try nib.instantiate(withOwner: GenericObject(archivedClassName: "Owner"), options: options)
        XCTAssertFalse(first.contains { $0 is PanelController })
        registry.register("PanelController") { PanelController() }
        let second = try nib.instantiate(withOwner: GenericObject(archivedClassName: "Owner"), options: options)
        XCTAssertTrue(second.first is PanelController, "the registry changed, so the nib looked the factory up again")
    }

    func test_N4_collectionsReachTypedOwnersInOrderAndWrongClassesFail() async throws {
        let nib = try Nib(document: try InterfaceDocument(parsing: Array(document.utf8), path: "Panel.xib"), registry: NibClassRegistry())
        let options = NibInstantiationOptions(application: Application(), fallbackClassName: "NSObject")
        let owner = CardController()
        _ = try nib.instantiate(withOwner: owner, options: options)
        XCTAssertEqual(owner.fields.count, 2)
        XCTAssertTrue(owner.fields[0] is Label)
        XCTAssertTrue(owner.fields[1] is Button)
        let generic = GenericObject(archivedClassName: "Owner")
        _ = try nib.instantiate(withOwner: generic, options: options)
        XCTAssertEqual(generic.outlets["fields"]?.count, 2)
        let strict = StrictFieldsOwner()
        XCTAssertThrowsError(try nib.instantiate(withOwner: strict, options: options)) { error in
            XCTAssertTrue("\(error)".contains("fields"), "\(error)")
        }
    }
}

/// An owner whose collection only takes labels: the button must be refused.
final class StrictFieldsOwner: ViewController {
    var fields: [Label] = []

    override class var outletTable: OutletTable {
        super.outletTable.adding("fields", collection: \StrictFieldsOwner.fields)
    }
}

/// A custom class the factory-cache test registers after the first load.
final class PanelController: ViewController {}
