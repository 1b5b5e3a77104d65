import Foundation
import NibArchive
import NibLoader
import NibRuntime
import XCTest

/// Compiled nibs: real Apple-made files, and archives built here, through the same rules.
@MainActor
final class CompiledNibTests: XCTestCase {
    func test_compiledCocoaNib_loadsLikeItsDocument() async throws {
        let compiled = try Nib(contentsOf: Fixtures.path("test5_connect.nib"))
        let document = try Nib(documentAt: Fixtures.path("test5_connect.xib"))
        XCTAssertEqual(compiled.platformMode, .cocoa)
        var windows: [DesktopWindow] = []
        for nib in [compiled, document] {
            let owner = GenericObject(archivedClassName: "AboutWindowController")
            let result = try nib.instantiateReturningResult(withOwner: owner, options: NibInstantiationOptions(application: Application()))
            XCTAssertEqual(result.createdObjectCount, 6, "window, content view, two image views and their cells")
            let window = try XCTUnwrap(result.topLevelObjects.first as? DesktopWindow)
            XCTAssertTrue(window.delegate === owner)
            XCTAssertEqual(result.messages.count, 2, "image views have no target/action here: reported, not fatal")
            XCTAssertTrue(result.awakenedClassNames.last == "GenericObject", "the owner is awakened last")
            windows.append(window)
        }
        // ibtool places the window for the screen, so only the size is the document's.
        XCTAssertEqual(windows[0].frame.size, windows[1].frame.size)
        XCTAssertEqual(windows[1].frame, CGRect(x: 641, y: 589, width: 538, height: 337))
        let compiledContent = try XCTUnwrap(windows[0].subviews.first)
        let documentContent = try XCTUnwrap(windows[1].subviews.first)
        XCTAssertEqual(compiledContent.subviews.count, 2)
        XCTAssertEqual(compiledContent.subviews.map(\.frame), documentContent.subviews.map(\.frame))
        XCTAssertTrue(compiledContent.subviews.allSatisfy { $0 is ImageView })
    }

    func test_N1_compiledKeyedIOSNibRefusesUnregisteredClassesUnlessFallbackIsChosen() async throws {
        let nib = try Nib(contentsOf: Fixtures.path("MainWindow.nib"))
        XCTAssertEqual(nib.platformMode, .cocoaTouch)
        let owner = GenericObject(archivedClassName: "UIApplication")
        XCTAssertThrowsError(try nib.instantiate(withOwner: owner, options: NibInstantiationOptions(application: Application()))) { error in
            guard case .unregisteredClass(let className, let objectID)? = error as? NibLoadError else {
                return XCTFail("\(error)")
            }
            XCTAssertFalse(className.isEmpty)
            XCTAssertTrue(objectID.hasPrefix("#"))
        }
        let objects = try nib.instantiate(withOwner: owner, options: NibInstantiationOptions(application: Application(), fallbackClassName: "NSObject"))
        XCTAssertEqual(objects.count, 3)
        let window = try XCTUnwrap(objects.last as? Window)
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 320, height: 480), "UIBounds/UICenter strings of a keyed nib")
        XCTAssertTrue(window.isHidden, "its UINibVisibleWindowsKey is empty: the app shows the window in code")
        XCTAssertFalse(owner.outlets.isEmpty, "the owner's outlets were connected")
    }

    /// An iOS NIBArchive laid out as UINibEncoder does: a File's Owner proxy, a view with a
    /// label and a button, an outlet and a touch-up-inside event connection.
    static func touchArchive(labelText: String) -> [UInt8] {
        var builder = NIBArchiveBuilder(coderVersion: 9)
        let root = builder.addObject(className: "NSObject")
        let proxy = builder.addObject(className: "UIProxyObject")
        builder.append(.object(builder.addString("IBFilesOwner")), forKey: "UIProxiedObjectIdentifier", to: proxy)
        let view = builder.addObject(className: "UIView")
        let label = builder.addObject(className: "UILabel")
        let button = builder.addObject(className: "UIButton")
        builder.setFrame(of: view, size: [320, 480], center: [160, 240])
        builder.append(.object(builder.addCollection([.object(label), .object(button)])), forKey: "UISubviews", to: view)
        builder.setFrame(of: label, size: [200, 20], center: [120, 30])
        builder.append(.object(builder.addString(labelText)), forKey: "UIText", to: label)
        builder.append(.integer(9), forKey: "UITag", to: label)
        builder.append(.bool(true), forKey: "UIHidden", to: button)
        builder.append(.integer(12345), forKey: "UIUnknownFutureKey", to: button)
        let outlet = builder.addObject(className: "UIRuntimeOutletConnection")
        builder.append(.object(builder.addString("titleLabel")), forKey: "UILabel", to: outlet)
        builder.append(.object(proxy), forKey: "UISource", to: outlet)
        builder.append(.object(label), forKey: "UIDestination", to: outlet)
        let event = builder.addObject(className: "UIRuntimeEventConnection")
        builder.append(.object(builder.addString("confirm:")), forKey: "UILabel", to: event)
        builder.append(.object(button), forKey: "UISource", to: event)
        builder.append(.object(proxy), forKey: "UIDestination", to: event)
        builder.append(.integer(64), forKey: "UIEventMask", to: event)
        builder.append(.object(builder.addCollection([.object(view)])), forKey: "UINibTopLevelObjectsKey", to: root)
        builder.append(.object(builder.addCollection([.object(proxy), .object(view), .object(label), .object(button)])), forKey: "UINibObjectsKey", to: root)
        builder.append(.object(builder.addCollection([.object(outlet), .object(event)])), forKey: "UINibConnectionsKey", to: root)
        return builder.build().serialized()
    }

    func test_compiledCocoaTouchArchive_propertiesOutletsAndEventMasks() async throws {
        let nib = try Nib(data: Self.touchArchive(labelText: "Hello"))
        let owner = CardController()
        let objects = try nib.instantiate(withOwner: owner, options: NibInstantiationOptions(application: Application()))
        let view = try XCTUnwrap(objects.first as? RuntimeView)
        XCTAssertEqual(objects.count, 1)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = try XCTUnwrap(owner.titleLabel)
        XCTAssertEqual(label.text, "Hello")
        XCTAssertEqual(label.tag, 9)
        XCTAssertEqual(label.frame, CGRect(x: 20, y: 20, width: 200, height: 20), "frame = center - bounds/2")
        let button = try XCTUnwrap(view.subviews.last as? Button)
        XCTAssertTrue(button.isHidden)
        XCTAssertEqual(button.actions(forTarget: owner, forControlEvent: .touchUpInside), ["confirm:"])
        XCTAssertEqual(button.actions(forTarget: owner, forControlEvent: .touchDown), [])
    }

    func test_nibDirectory_usesTheMemberAppleLoadersPrefer() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("NibLoaderTests-\(UUID().uuidString)/Card.nib")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Data(Self.touchArchive(labelText: "runtime")).write(to: folder.appendingPathComponent("runtime.nib"))
        try Data(Self.touchArchive(labelText: "objects-11")).write(to: folder.appendingPathComponent("objects-11.0+.nib"))
        try Data(Self.touchArchive(labelText: "objects-13")).write(to: folder.appendingPathComponent("objects-13.0+.nib"))
        let owner = CardController()
        let objects = try Nib(contentsOf: folder.path).instantiate(withOwner: owner, options: NibInstantiationOptions(application: Application()))
        XCTAssertEqual(owner.titleLabel?.text, "objects-13", "the newest objects-N+ member wins")
        XCTAssertEqual(objects.count, 1)
    }

    func test_N12_compiledNibInstantiatedManyTimesGivesSeparateGraphs() async throws {
        let nib = try Nib(data: Self.touchArchive(labelText: "Again"))
        let owners = (0..<3).map { _ in CardController() }
        var roots: [AnyObject] = []
        for owner in owners {
            roots += try nib.instantiate(withOwner: owner, options: NibInstantiationOptions(application: Application()))
        }
        XCTAssertEqual(Set(roots.map { ObjectIdentifier($0) }).count, 3)
        XCTAssertEqual(Set(owners.compactMap { $0.titleLabel.map(ObjectIdentifier.init) }).count, 3)
    }

    func test_compiledCocoaTouchVisibleWindowsAreShownAfterAwakening() async throws {
        var builder = NIBArchiveBuilder(coderVersion: 9)
        let root = builder.addObject(className: "NSObject")
        let shown = builder.addObject(className: "UIWindow")
        let hidden = builder.addObject(className: "UIWindow")
        builder.setFrame(of: shown, size: [320, 480], center: [160, 240])
        builder.append(.object(builder.addCollection([.object(shown), .object(hidden)])), forKey: "UINibTopLevelObjectsKey", to: root)
        builder.append(.object(builder.addCollection([.object(shown), .object(hidden)])), forKey: "UINibObjectsKey", to: root)
        builder.append(.object(builder.addCollection([])), forKey: "UINibConnectionsKey", to: root)
        builder.append(.object(builder.addCollection([.object(shown)])), forKey: "UINibVisibleWindowsKey", to: root)
        let application = Application()
        let objects = try Nib(data: builder.build().serialized()).instantiate(withOwner: nil, options: NibInstantiationOptions(application: application))
        let windows = objects.compactMap { $0 as? Window }
        XCTAssertEqual(windows.count, 2)
        XCTAssertFalse(windows[0].isHidden)
        XCTAssertTrue(application.keyWindow === windows[0])
        XCTAssertTrue(windows[1].isHidden)
    }

    func test_hostileArchive_cyclesAreNotFollowedForever() async throws {
        var builder = NIBArchiveBuilder(coderVersion: 9)
        let root = builder.addObject(className: "NSObject")
        let view = builder.addObject(className: "UIView")
        let label = builder.addObject(className: "UILabel")
        let first = builder.addObject(className: "NSAttributedString")
        let second = builder.addObject(className: "NSAttributedString")
        builder.append(.object(second), forKey: "NSString", to: first)
        builder.append(.object(first), forKey: "NSString", to: second)
        builder.append(.object(first), forKey: "UIText", to: label)
        let rect = builder.addObject(className: "NSValue")
        builder.append(.object(rect), forKey: "NS.rectval", to: rect)
        builder.append(.object(rect), forKey: "UIBounds", to: label)
        // A view that contains itself and its own parent.
        builder.append(.object(builder.addCollection([.object(view), .object(label)])), forKey: "UISubviews", to: view)
        builder.append(.object(builder.addCollection([.object(view)])), forKey: "UISubviews", to: label)
        builder.append(.object(builder.addCollection([.object(view)])), forKey: "UINibTopLevelObjectsKey", to: root)
        builder.append(.object(builder.addCollection([.object(view), .object(label)])), forKey: "UINibObjectsKey", to: root)
        let objects = try Nib(data: builder.build().serialized()).instantiate(withOwner: nil, options: NibInstantiationOptions(application: Application()))
        let top = try XCTUnwrap(objects.first as? RuntimeView)
        XCTAssertEqual(top.subviews.count, 1, "a view is never its own subview")
        XCTAssertTrue(top.subviews.first?.subviews.isEmpty == true, "nor its parent's")
        XCTAssertNil((top.subviews.first as? Label)?.text)
    }

    func test_notANib_isADiagnosticNotACrash() async throws {
        XCTAssertThrowsError(try Nib(data: Array("hello".utf8)))
        var truncated = Self.touchArchive(labelText: "x")
        truncated.removeLast(10)
        XCTAssertThrowsError(try Nib(data: truncated))
    }
}

extension NIBArchiveBuilder {
    /// Stores a view's frame as UIKit does: `UIBounds` at the origin and `UICenter`.
    mutating func setFrame(of view: Int, size: [Double], center: [Double]) {
        append(.data(Geometry.blob([0, 0] + size)), forKey: "UIBounds", to: view)
        append(.data(Geometry.blob(center)), forKey: "UICenter", to: view)
    }
}
