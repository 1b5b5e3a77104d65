import NibCompiler
import NibDocument
import NibLoader
import NibRuntime
import XCTest

/// Rules N1-N12 in Cocoa Touch mode, over the hand-written iOS documents.
@MainActor
final class CocoaTouchRuleTests: XCTestCase {
    private func cardNib(_ registry: NibClassRegistry = makeRegistry()) throws -> Nib {
        try Nib(documentAt: Fixtures.path("Card.xib"), registry: registry)
    }

    func test_N1_everyObjectIsCreatedThroughItsRegisteredFactory() async throws {
        let nib = try cardNib()
        XCTAssertEqual(nib.platformMode, .cocoaTouch)
        let owner = CardController()
        let result = try nib.instantiateReturningResult(withOwner: owner, options: NibInstantiationOptions(application: Application()))
        // root, label, button, text field, badge, spare: six objects, the two placeholders resolved.
        XCTAssertEqual(result.createdObjectCount, 6)
        let root = try XCTUnwrap(result.topLevelObjects.first as? RuntimeView)
        XCTAssertTrue(root.subviews.last is BadgeView, "the custom class comes from the host's factory")
        XCTAssertTrue(root.subviews.first is Label)
    }

    func test_N1_unregisteredClassIsAClearErrorNamingClassAndObject() async throws {
        let nib = try cardNib(NibClassRegistry())
        XCTAssertThrowsError(try nib.instantiate(withOwner: CardController())) { error in
            XCTAssertEqual(error as? NibLoadError, .unregisteredClass(className: "CardApp.BadgeView", objectID: "badge"))
            XCTAssertTrue(String(describing: error).contains("CardApp.BadgeView"))
            XCTAssertTrue(String(describing: error).contains("badge"))
        }
    }

    func test_N1_fallbackClassOnlyWhenTheCallerOptsIn() async throws {
        let nib = try cardNib(NibClassRegistry())
        let options = NibInstantiationOptions(application: Application(), fallbackClassName: "NSObject")
        let owner = CardController()
        let objects = try nib.instantiate(withOwner: owner, options: options)
        let root = try XCTUnwrap(objects.first as? RuntimeView)
        XCTAssertEqual(root.subviews.count, 3, "the stand-in is not a view")
        XCTAssertEqual(owner.titleLabel?.text, "Title", "the rest of the nib loads")
    }

    func test_N2_placeholdersResolveToOwnerFirstResponderAndExternalObjects() async throws {
        let owner = CardController()
        let objects = try cardNib().instantiate(withOwner: owner, options: NibInstantiationOptions(application: Application()))
        XCTAssertTrue(owner.viewIfLoaded === objects.first, "File's Owner is the owner argument")
        let button = try XCTUnwrap(owner.okButton)
        XCTAssertEqual(button.actions(forTarget: nil, forControlEvent: .touchDown), ["copy:"], "First Responder resolves to nil")

        let coordinator = Coordinator()
        let external = try Nib(documentAt: Fixtures.path("External.xib"), registry: makeRegistry())
        let top = try external.instantiate(withOwner: nil, options: NibInstantiationOptions(externalObjects: ["Coordinator": coordinator]))
        XCTAssertTrue(coordinator.headline === top.first)
        XCTAssertEqual(coordinator.headline?.text, "Headline")
    }

    func test_N2_missingExternalObjectIsAnErrorNamingTheIdentifier() async throws {
        let external = try Nib(documentAt: Fixtures.path("External.xib"), registry: makeRegistry())
        XCTAssertThrowsError(try external.instantiate(withOwner: nil)) { error in
            XCTAssertEqual(error as? NibLoadError, .missingExternalObject(identifier: "Coordinator"))
            XCTAssertTrue(String(describing: error).contains("'Coordinator'"))
        }
    }

    func test_N3_allObjectsExistBeforeTheFirstConnection() async throws {
        let log = LoadLog()
        let registry = makeRegistry(log: log)
        let makers: [String: @MainActor () -> AnyObject] = [
            "UIView": { RuntimeView() }, "UILabel": { Label() }, "UIButton": { Button() }, "UITextField": { TextField() },
        ]
        for (name, make) in makers {
            registry.register(name) {
                log.entries.append("create \(name)")
                return make()
            }
        }
        _ = try cardNib(registry).instantiate(withOwner: CardController(), options: NibInstantiationOptions(application: Application()))
        let firstConnection = try XCTUnwrap(log.entries.firstIndex(of: "connect partner"))
        let creations = log.entries.enumerated().filter { $0.element.hasPrefix("create") }
        XCTAssertEqual(creations.count, 6)
        XCTAssertTrue(creations.allSatisfy { $0.offset < firstConnection }, "\(log.entries)")
        XCTAssertEqual(log.entries.last, "awake BadgeView")
    }

    func test_N4_outletsAreSetThroughTheKeyValueSetterWithTheDeclaredOwnership() async throws {
        let owner = CardController()
        var objects: [AnyObject]? = try cardNib().instantiate(withOwner: owner, options: NibInstantiationOptions(application: Application()))
        XCTAssertEqual(owner.titleLabel?.text, "Title")
        XCTAssertEqual(owner.okButton?.title, "OK")
        weak var weakLabel: Label?
        weakLabel = owner.titleLabel
        XCTAssertNotNil(weakLabel)
        // The weak outlet does not keep the label: once its superview and the collection go, it goes.
        objects = nil
        owner.view = nil
        owner.fields = []
        XCTAssertNil(objects)
        XCTAssertNil(weakLabel, "a weak outlet adds no ownership")
        XCTAssertNotNil(owner.okButton, "a strong outlet keeps its object")
    }

    func test_N4_unknownKeyIsNotKeyValueCodingCompliantNamingClassAndKey() async throws {
        let nib = try Nib(documentAt: Fixtures.path("BadOutlet.xib"), registry: makeRegistry())
        XCTAssertThrowsError(try nib.instantiate(withOwner: CardController())) { error in
            XCTAssertEqual(String(describing: error), "CardController is not key value coding-compliant for the key subtitleLabel")
        }
    }

    func test_N4_outletCollectionsAreSetAsAnArray() async throws {
        let owner = CardController()
        let objects = try cardNib().instantiate(withOwner: owner, options: NibInstantiationOptions(application: Application()))
        XCTAssertEqual(owner.fields.count, 2)
        XCTAssertTrue(owner.fields[0] is Label)
        XCTAssertTrue(owner.fields[1] is TextField)
        XCTAssertEqual(objects.count, 2)
    }

    func test_N5_actionsCarryTargetSelectorAndEventMask() async throws {
        let owner = CardController()
        let objects = try cardNib().instantiate(withOwner: owner, options: NibInstantiationOptions(application: Application()))
        let button = try XCTUnwrap(owner.okButton)
        XCTAssertEqual(button.actions(forTarget: owner, forControlEvent: .touchUpInside), ["confirm:"])
        XCTAssertEqual(button.actions(forTarget: owner, forControlEvent: .touchDown), [])
        button.simulateTap()
        XCTAssertEqual(owner.confirmations, 1)
        XCTAssertEqual(objects.count, 2)
    }

    func test_N5_firstResponderActionsAreNilTargeted() async throws {
        let owner = CardController()
        _ = try cardNib().instantiate(withOwner: owner, options: NibInstantiationOptions(application: Application()))
        let button = try XCTUnwrap(owner.okButton)
        XCTAssertEqual(button.actions(forTarget: nil, forControlEvent: .touchDown), ["copy:"])
        XCTAssertEqual(button.actions(forTarget: owner, forControlEvent: .touchDown), [], "not sent to the owner")
    }

    func test_N7_cocoaTouchAwakesEachInstantiatedObjectOnceAfterAllConnections() async throws {
        let owner = CardController()
        let nib = try cardNib()
        let result = try nib.instantiateReturningResult(withOwner: owner, options: NibInstantiationOptions(application: Application()))
        let root = try XCTUnwrap(result.topLevelObjects.first as? RuntimeView)
        let badge = try XCTUnwrap(root.subviews.last as? BadgeView)
        XCTAssertEqual(badge.awakeCount, 1)
        XCTAssertNotNil(badge.partnerAtAwake, "connections are made before awakeFromNib")
        XCTAssertEqual(owner.awakeCount, 0, "Cocoa Touch does not awaken the File's Owner")
        XCTAssertEqual(result.awakenedClassNames.count, 6)
        XCTAssertFalse(result.awakenedClassNames.contains("CardController"))
    }

    func test_N9_topLevelObjectsNeverContainTheOwnerOrPlaceholders() async throws {
        let owner = CardController()
        let objects = try cardNib().instantiate(withOwner: owner, options: NibInstantiationOptions(application: Application()))
        XCTAssertEqual(objects.count, 2)
        XCTAssertFalse(objects.contains { $0 === owner })
        XCTAssertEqual((objects[1] as? RuntimeView)?.frame.width, 100)
    }

    func test_N11_cocoaTouchUnheldTopLevelObjectIsFreedAtOnce() async throws {
        let owner = CardController()
        weak var spare: RuntimeView?
        weak var root: RuntimeView?
        do {
            let objects = try cardNib().instantiate(withOwner: owner, options: NibInstantiationOptions(application: Application()))
            spare = objects[1] as? RuntimeView
            root = objects[0] as? RuntimeView
            XCTAssertNotNil(spare)
        }
        XCTAssertNil(spare, "held by neither the array nor an outlet: freed as soon as the array goes")
        XCTAssertNotNil(root, "the owner's view outlet holds the root view")
    }

    func test_N12_oneNibInstantiatedManyTimesGivesSeparateGraphs() async throws {
        let nib = try cardNib()
        let first = CardController(), second = CardController()
        let options = NibInstantiationOptions(application: Application())
        let one = try nib.instantiate(withOwner: first, options: options)
        let two = try nib.instantiate(withOwner: second, options: options)
        XCTAssertFalse(one[0] === two[0])
        XCTAssertFalse(first.titleLabel === second.titleLabel)
        first.okButton?.simulateTap()
        XCTAssertEqual(first.confirmations, 1)
        XCTAssertEqual(second.confirmations, 0, "each graph is wired to its own owner")
    }

    func test_properties_framesHiddenTagTextAndSubviewsFromTheDocument() async throws {
        let owner = CardController()
        let objects = try cardNib().instantiate(withOwner: owner, options: NibInstantiationOptions(application: Application()))
        let root = try XCTUnwrap(objects.first as? RuntimeView)
        XCTAssertEqual(root.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(root.subviews.count, 4)
        let label = try XCTUnwrap(root.subviews[0] as? Label)
        XCTAssertEqual(label.tag, 7)
        XCTAssertEqual(label.frame, CGRect(x: 20, y: 20, width: 280, height: 21))
        let field = try XCTUnwrap(root.subviews[2] as? TextField)
        XCTAssertTrue(field.isHidden)
        XCTAssertEqual(field.text, "Name")
    }

    func test_N8_aWindowVisibleAtLaunch_isMadeKeyAndVisible_fromTheDocumentAsFromTheNib() async throws {
        // An iOS nib lists such windows in `UINibVisibleWindowsKey`, which UIKit makes key and
        // visible; loaded from the document the window stayed hidden (MainWindow.xib-style
        // documents, 2 of 1,074 public iOS xibs).
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                    <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" visibleAtLaunch="YES" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    </window>
                    <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="spare">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    </window>
                </objects>
            </document>
            """
        let document = try InterfaceDocument(parsing: Array(text.utf8), path: "MainWindow.xib")
        guard case .nib(let bytes) = try NibCompiler.compile(document) else { return XCTFail("expected a single nib") }
        for nib in [try Nib(document: document, registry: makeRegistry()), try Nib(data: bytes, path: "MainWindow.nib", registry: makeRegistry())] {
            let application = Application()
            let windows = try nib.instantiate(withOwner: nil, options: NibInstantiationOptions(application: application)).compactMap { $0 as? Window }
            XCTAssertEqual(windows.map(\.isHidden), [false, true])
            XCTAssertTrue(application.keyWindow === windows.first)
        }
    }

    func test_leaks_repeatedInstantiationFreesEveryGraph() async throws {
        let nib = try cardNib()
        let options = NibInstantiationOptions(application: Application())
        var weakViews: [WeakBox] = []
        for _ in 0..<50 {
            let owner = CardController()
            let objects = try nib.instantiate(withOwner: owner, options: options)
            weakViews.append(contentsOf: objects.map { WeakBox($0) })
            weakViews.append(WeakBox(owner.okButton))
        }
        XCTAssertEqual(weakViews.count, 150)
        XCTAssertTrue(weakViews.allSatisfy { $0.object == nil }, "nothing outlives its owner and array")
    }
}

/// A weak reference for leak checks.
struct WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}
