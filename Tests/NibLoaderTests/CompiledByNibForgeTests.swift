import NibCompiler
import NibDocument
import NibLoader
import NibRuntime
import XCTest

/// The runtime loads what NibForge's compiler writes: the compiled nib gives the same
/// objects, outlets, actions and properties as the document it was compiled from.
@MainActor
final class CompiledByNibForgeTests: XCTestCase {
    private func compiledNib(_ fixture: String) throws -> Nib {
        guard case .nib(let bytes) = try NibCompiler.compile(contentsOf: Fixtures.path(fixture)) else {
            XCTFail("\(fixture) did not compile to a single nib")
            throw CancellationError()
        }
        XCTAssertTrue(bytes.starts(with: Array("NIBArchive".utf8)))
        return try Nib(data: bytes, path: fixture, registry: makeRegistry())
    }

    func test_compiledCocoaTouchNibLoadsLikeItsDocument() async throws {
        let fromDocument = try Nib(documentAt: Fixtures.path("Card.xib"), registry: makeRegistry())
        let compiled = try compiledNib("Card.xib")
        XCTAssertEqual(compiled.platformMode, .cocoaTouch)

        let documentOwner = CardController()
        let expected = try fromDocument.instantiateReturningResult(withOwner: documentOwner, options: NibInstantiationOptions(application: Application()))
        let owner = CardController()
        let result = try compiled.instantiateReturningResult(withOwner: owner, options: NibInstantiationOptions(application: Application()))

        XCTAssertEqual(result.createdObjectCount, expected.createdObjectCount)
        XCTAssertEqual(result.connectionCount, expected.connectionCount)
        XCTAssertEqual(result.topLevelObjects.count, expected.topLevelObjects.count)
        XCTAssertEqual(owner.titleLabel?.text, "Title")
        XCTAssertEqual(owner.titleLabel?.tag, 7)
        XCTAssertEqual(owner.fields.count, 2, "outlet collection")
        XCTAssertEqual(owner.okButton?.actions(forTarget: owner, forControlEvent: .touchUpInside), ["confirm:"])
        XCTAssertEqual(owner.okButton?.actions(forTarget: nil, forControlEvent: .touchDown), ["copy:"], "First Responder stays nil-targeted")
        let root = try XCTUnwrap(owner.viewIfLoaded)
        XCTAssertEqual(root.frame, documentOwner.viewIfLoaded?.frame)
        XCTAssertEqual(root.subviews.map { String(describing: type(of: $0)) }, documentOwner.viewIfLoaded?.subviews.map { String(describing: type(of: $0)) })
    }

    func test_compiledCocoaNibLoadsLikeItsDocument() async throws {
        let fromDocument = try Nib(documentAt: Fixtures.path("Desk.xib"), registry: makeRegistry())
        let compiled = try compiledNib("Desk.xib")
        XCTAssertEqual(compiled.platformMode, .cocoa)
        let expected = try fromDocument.instantiateReturningResult(withOwner: DeskController(), options: NibInstantiationOptions(application: Application()))
        let owner = DeskController()
        let application = Application()
        let result = try compiled.instantiateReturningResult(withOwner: owner, options: NibInstantiationOptions(application: application))
        XCTAssertEqual(result.createdObjectCount, expected.createdObjectCount)
        XCTAssertEqual(result.topLevelObjects.count, expected.topLevelObjects.count)
        XCTAssertNotNil(owner.window)
        XCTAssertNotNil(owner.helper)
        XCTAssertTrue(owner.app === application)
        XCTAssertEqual(owner.awakeCount, 1, "Cocoa awakens the File's Owner")
    }
}

/// Views compiled with objects of UIKit's own making load in the runtime: a segmented
/// control's `UISegment` views (known to the registry as image views), a date picker's
/// `NSDate` and `NSLocale`, a visual effect view's content view, a button's configuration.
@MainActor
final class CompiledUIKitViewLoadingTests: XCTestCase {
    /// The top-level controls of a Cocoa Touch xib holding `objects`, compiled by NibForge and
    /// instantiated from the compiled nib.
    private func compiledControls(_ objects: String) throws -> [Control] {
        try compiledTopLevelObjects(objects).compactMap { $0 as? Control }
    }

    /// The top-level objects of a Cocoa Touch xib holding `objects`, compiled by NibForge and
    /// instantiated from the compiled nib.
    private func compiledTopLevelObjects(_ objects: String) throws -> [AnyObject] {
        // iOS 14 on: a date picker below it makes a directory of variants (`CocoaTouchNibVariants`).
        var options = CompileOptions()
        options.minimumDeploymentTarget = "14.0"
        guard case .nib(let bytes) = try NibCompiler.compile(try InterfaceDocument(parsing: Array(Self.document(objects).utf8), path: "controls.xib"),
                                                             options: options) else {
            XCTFail("expected a single nib")
            return []
        }
        let nib = try Nib(data: bytes, path: "controls.nib", registry: makeRegistry())
        let result = try nib.instantiateReturningResult(withOwner: nil, options: NibInstantiationOptions(application: Application()))
        return result.topLevelObjects
    }

    /// A Cocoa Touch xib holding `objects` after its placeholders.
    private static func document(_ objects: String) -> String {
        """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    \(objects)
                </objects>
            </document>
            """
    }

    func test_aSegmentedControl_loadsWithItsSegments_fromTheNibAsFromTheDocument() async throws {
        // The segments have no ids: loaded from the document, the control had no segment views
        // where UIKit's decoder (and the compiled nib) give it one per segment.
        let objects = """
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" id="segments">
                <rect key="frame" x="0.0" y="0.0" width="150" height="32"/>
                <segments>
                    <segment title="Day"/>
                    <segment title="Week" width="70"/>
                    <segment title="Month"/>
                </segments>
            </segmentedControl>
            """
        let document = try Nib(document: try InterfaceDocument(parsing: Array(Self.document(objects).utf8), path: "segments.xib"), registry: makeRegistry())
        let fromDocument = try XCTUnwrap(try document.instantiate(withOwner: nil, options: NibInstantiationOptions(application: Application())).first as? Control)
        let fromNib = try XCTUnwrap(try compiledControls(objects).first)
        for control in [fromDocument, fromNib] {
            XCTAssertEqual(control.subviews.count, 3)
            XCTAssertTrue(control.subviews.allSatisfy { $0 is ImageView })
            XCTAssertEqual(control.subviews.map(\.frame.origin.x), [0, 40, 110], "the fixed width first, the rest shared")
            XCTAssertEqual(control.subviews.map(\.frame.size.height), [32, 32, 32])
        }
    }

    func test_aCompiledVisualEffectView_loadsWithItsContentView_asUIKitsDecoderInstallsIt() async throws {
        // The content view is archived apart from the effect view's subviews, under
        // `UIVisualEffectViewContentView`, as Apple's builds do (SDCAlertView's action cell,
        // Xcode 11.4); the runtime read only `UISubviews`, so every view inside a blur was
        // missing from the loaded nib (6 scenes of 1,435 public storyboards).
        let effectView = try XCTUnwrap(try compiledTopLevelObjects("""
            <visualEffectView opaque="NO" contentMode="scaleToFill" id="blur">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="blur-content">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Blurred" id="blur-label">
                            <rect key="frame" x="10" y="10" width="100" height="21"/>
                        </label>
                    </subviews>
                </view>
                <blurEffect style="regular"/>
            </visualEffectView>
            """).first as? RuntimeView)
        XCTAssertEqual(effectView.subviews.count, 1)
        let content = try XCTUnwrap(effectView.subviews.first)
        XCTAssertEqual(content.frame.size, CGSize(width: 200, height: 100))
        XCTAssertEqual((content.subviews.first as? Label)?.text, "Blurred")
    }

    func test_aTablesHeaderAndFooter_areAmongItsSubviews_loadedFromTheDocumentAsFromTheNib() async throws {
        // UIKit's table view adds them to its subviews and a compiled nib lists them there
        // (`UISubviews`); loaded from the document they were in no view hierarchy.
        let objects = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <view key="tableHeaderView" contentMode="scaleToFill" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="36"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Try editing the last cell." id="hint">
                            <rect key="frame" x="70" y="8" width="180" height="20"/>
                        </label>
                    </subviews>
                </view>
                <view key="tableFooterView" contentMode="scaleToFill" id="footer">
                    <rect key="frame" x="0.0" y="80" width="320" height="10"/>
                </view>
            </tableView>
            """
        let document = try Nib(document: try InterfaceDocument(parsing: Array(Self.document(objects).utf8), path: "table.xib"), registry: makeRegistry())
        let loaded = try document.instantiate(withOwner: nil, options: NibInstantiationOptions(application: Application()))
        let fromDocument = try XCTUnwrap(loaded.first as? RuntimeView)
        let fromNib = try XCTUnwrap(try compiledTopLevelObjects(objects).first as? RuntimeView)
        for table in [fromDocument, fromNib] {
            XCTAssertEqual(table.subviews.count, 2)
            XCTAssertEqual(table.subviews.flatMap(\.subviews).compactMap { ($0 as? Label)?.text }, ["Try editing the last cell."])
        }
    }

    func test_aConfigurationBasedButton_showsItsConfigurationsTitle_fromTheDocumentAsFromTheNib() async throws {
        // Xcode 13 and later keep the library's "Button" in the normal state beside the
        // configuration's title; UIKit, and Interface Builder's canvas, show the configuration's.
        let objects = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="continue">
                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="filled" title="Continuar"/>
            </button>
            """
        let document = try Nib(document: try InterfaceDocument(parsing: Array(Self.document(objects).utf8), path: "button.xib"), registry: makeRegistry())
        let fromDocument = try XCTUnwrap(try document.instantiate(withOwner: nil, options: NibInstantiationOptions(application: Application())).first as? Button)
        let fromNib = try XCTUnwrap(try compiledControls(objects).first as? Button)
        XCTAssertEqual(fromDocument.title, "Continuar")
        XCTAssertEqual(fromNib.title, "Continuar")
    }

    func test_aCollectionViewCellsContentViewWithoutAnID_loadsFromTheDocumentAsFromTheNib() async throws {
        // Xcode 8 to 11 leave the cell's content view without an id: the document reader made
        // the label the cell's own subview, where UIKit (and the compiled nib) put it inside the
        // content view.
        let objects = """
            <collectionViewCell contentMode="center" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                <view key="contentView" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                    <subviews>
                        <imageView contentMode="scaleAspectFill" id="photo">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="48"/>
                        </imageView>
                        <label contentMode="left" text="Photo" id="caption">
                            <rect key="frame" x="8" y="50" width="84" height="21"/>
                        </label>
                    </subviews>
                </view>
            </collectionViewCell>
            """
        let document = try Nib(document: try InterfaceDocument(parsing: Array(Self.document(objects).utf8), path: "cell.xib"), registry: makeRegistry())
        let fromDocument = try XCTUnwrap(try document.instantiate(withOwner: nil, options: NibInstantiationOptions(application: Application())).first as? RuntimeView)
        let fromNib = try XCTUnwrap(try compiledTopLevelObjects(objects).first as? RuntimeView)
        for cell in [fromDocument, fromNib] {
            XCTAssertEqual(cell.subviews.count, 1)
            let content = try XCTUnwrap(cell.subviews.first)
            XCTAssertEqual(content.frame.size, CGSize(width: 100, height: 80))
            XCTAssertEqual(content.subviews.count, 2)
            XCTAssertEqual(content.subviews.compactMap { ($0 as? Label)?.text }, ["Photo"])
        }
    }

    func test_aCompiledDatePicker_loadsWithItsDateAndLocale() async throws {
        let controls = try compiledControls("""
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" id="picker">
                <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
                <date key="date" timeIntervalSinceReferenceDate="448248004"/>
                <locale key="locale" localeIdentifier="fr_FR"/>
            </datePicker>
            """)
        XCTAssertEqual(controls.count, 1)
    }
}
