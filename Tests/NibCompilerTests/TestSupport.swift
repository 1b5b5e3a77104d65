import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// Fixtures of Tests/Fixtures/NibCompiler and helpers to walk a compiled graph.
enum Fixtures {
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/NibCompiler")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

}

/// Compiles a fixture xib and decodes the nib it produced.
func compiledGraph(_ fixture: String, options: CompileOptions = CompileOptions(), file: StaticString = #filePath, line: UInt = #line) throws -> ObjectGraph {
    guard case .nib(let bytes) = try NibCompiler.compile(contentsOf: Fixtures.path(fixture), options: options) else {
        XCTFail("expected a single nib", file: file, line: line)
        throw CocoaError(.featureUnsupported)
    }
    return try CompiledNibFile(bytes: bytes).graph
}

/// Compiles Cocoa Touch document text as ibtool `release` did (`--ibtool-version`) for
/// `deploymentTarget` (`--minimum-deployment-target`), expecting a single nib, and decodes it.
func compiledCocoaTouchGraph(_ text: String, release: String, deploymentTarget: String? = nil, path: String = "document.xib",
                             file: StaticString = #filePath, line: UInt = #line) throws -> ObjectGraph {
    var options = CompileOptions()
    options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: release)
    options.minimumDeploymentTarget = deploymentTarget
    guard case .nib(let bytes) = try NibCompiler.compile(try InterfaceDocument(parsing: Array(text.utf8), path: path), options: options) else {
        XCTFail("expected a single nib", file: file, line: line)
        throw CocoaError(.featureUnsupported)
    }
    return try CompiledNibFile(bytes: bytes).graph
}

/// The doubles of a geometry blob (`UIBounds`, `UICenter`: a type byte, then little-endian
/// float64s), or nil for another value.
func geometryBlobValues(_ value: ArchivedValue?) -> [Double]? {
    guard case .data(let bytes) = value, bytes.first == 7 else { return nil }
    return stride(from: 1, to: bytes.count, by: 8).map { start in
        Double(bitPattern: bytes[start..<start + 8].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    }
}

/// Navigation over a decoded graph for assertions.
struct GraphCursor {
    let graph: ObjectGraph
    let index: Int

    init(_ graph: ObjectGraph, _ index: Int? = nil) {
        self.graph = graph
        self.index = index ?? graph.rootIndex
    }

    var object: ArchivedObject? { graph.object(at: index) }
    var className: String? { object?.className }

    /// The value under `key`.
    func value(_ key: String) -> ArchivedValue? { object?.value(forKey: key) }

    /// The object referenced under `key`.
    subscript(_ key: String) -> GraphCursor? {
        guard let target = value(key)?.referencedObject else { return nil }
        return GraphCursor(graph, target)
    }

    /// Every object of the graph, in archive order.
    var allObjects: [GraphCursor] { graph.objects.indices.map { GraphCursor(graph, $0) } }

    /// The elements of a collection object.
    var elements: [GraphCursor] {
        (object?.values(forKey: "UINibEncoderEmptyKey") ?? []).compactMap { $0.referencedObject.map { GraphCursor(graph, $0) } }
    }

    /// The text of an NSString object.
    var text: String? {
        guard case .data(let bytes)? = value("NS.bytes") else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of the string object under `key`.
    func string(_ key: String) -> String? { self[key]?.text }

    /// Every key the object stores, in order, without repeats.
    var keys: [String] {
        var seen: [String] = []
        for entry in object?.entries ?? [] where !seen.contains(entry.key) { seen.append(entry.key) }
        return seen
    }
}

/// Compiles a fixture whose first listed `NSCustomView` hosts the views under test, and
/// returns the object data and that view's subviews, checking their classes.
func hostedSubviews(_ fixture: String, classes: [String], file: StaticString = #filePath, line: UInt = #line) throws -> (data: GraphCursor, subviews: [GraphCursor]) {
    let graph = try compiledGraph(fixture, file: file, line: line)
    let data = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"], file: file, line: line)
    let host = try XCTUnwrap(data["NSObjectsKeys"]?.elements.first { $0.className == "NSCustomView" }, file: file, line: line)
    // A top-level view archives its subviews last to first (as Apple's nibs show); the
    // helper returns them in document order.
    let subviews = Array(try XCTUnwrap(host["NSSubviews"], file: file, line: line).elements.reversed())
    XCTAssertEqual(subviews.map(\.className), classes, file: file, line: line)
    return (data, subviews)
}

/// A Cocoa xib (tools 22505) with File's Owner, First Responder and `objects` after them,
/// and `resources` (images, named colours) when given.
func cocoaDocument(_ objects: String, resources: String? = nil) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
        <objects>
            <customObject id="-2" userLabel="File's Owner"/>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            \(objects)
        </objects>
        \(resources.map { "<resources>\($0)</resources>" } ?? "")
    </document>
    """
}

/// A Cocoa Touch xib saved with `toolsVersion`, with File's Owner, First Responder and
/// `objects` after them (`traits`: the document uses size classes), and `resources`.
func cocoaTouchDocument(toolsVersion: String = "14490.70", traits: Bool = false, resources: String? = nil, _ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(traits ? " useTraitCollections=\"YES\"" : "") colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
            \(objects)
        </objects>
        \(resources.map { "<resources>\($0)</resources>" } ?? "")
    </document>
    """
}

/// A Cocoa Touch xib whose one top-level object is a view (id `root`, `size` points) holding
/// `subviews`.
func cocoaTouchViewDocument(toolsVersion: String, size: (width: Int, height: Int), subviews: String) -> String {
    cocoaTouchDocument(toolsVersion: toolsVersion, """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
            <subviews>
                \(subviews)
            </subviews>
        </view>
        """)
}

/// A Cocoa Touch xib whose one top-level object is a table view cell (id `cell`, `size`
/// points, `cellAttributes` added to its element) whose content view (id `content`) holds
/// `subviews`.
func cocoaTouchTableViewCellDocument(toolsVersion: String, size: (width: Int, height: Int), cellAttributes: String = "",
                                     subviews: String) -> String {
    cocoaTouchDocument(toolsVersion: toolsVersion, """
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" \(cellAttributes) id="cell">
            <rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/><autoresizingMask key="autoresizingMask"/>
                <subviews>\(subviews)</subviews>
            </tableViewCellContentView>
        </tableViewCell>
        """)
}

/// A Cocoa xib whose one top-level object is a window (id 1) with `styleMask` attributes, a
/// content rectangle of `content` and a content view (id 2) framed `frame`, holding
/// `subviews`; `autolayout` sets the document's `useAutolayout`.
func cocoaWindowDocument(styleMask: String = "titled=\"YES\"", content: (width: Int, height: Int), frame: (width: Int, height: Int),
                         subviews: String = "", autolayout: Bool = false) -> String {
    let document = cocoaDocument("""
        <window title="Window" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="1">
            <windowStyleMask key="styleMask" \(styleMask)/>
            <rect key="contentRect" x="71" y="712" width="\(content.width)" height="\(content.height)"/>
            <rect key="screenRect" x="0.0" y="0.0" width="2056" height="1290"/>
            <view key="contentView" id="2">
                <rect key="frame" x="0.0" y="0.0" width="\(frame.width)" height="\(frame.height)"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>\(subviews)</subviews>
            </view>
        </window>
        """)
    return autolayout ? document.replacingOccurrences(of: "propertyAccessControl=\"none\"", with: "propertyAccessControl=\"none\" useAutolayout=\"YES\"") : document
}

/// A Cocoa xib whose one top-level object is a custom view (id 1) of `width` × `height`
/// holding `subviews`.
func cocoaHostDocument(width: Int = 300, height: Int = 100, subviews: String, resources: String? = nil) -> String {
    cocoaDocument("""
        <customView id="1">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                \(subviews)
            </subviews>
        </customView>
        """, resources: resources)
}

/// Compiles `text` (a Cocoa xib) and returns the decoded graph and its `NSObjectsKeys`.
func compiledCocoaObjects(_ text: String, path: String = "test.xib") throws -> (graph: ObjectGraph, objects: [GraphCursor]) {
    let document = try InterfaceDocument(parsing: Array(text.utf8), path: path)
    guard case .nib(let bytes) = try NibCompiler.compile(document) else { throw CocoaError(.featureUnsupported) }
    let graph = try CompiledNibFile(bytes: bytes).graph
    return (graph, GraphCursor(graph)["IB.objectdata"]?["NSObjectsKeys"]?.elements ?? [])
}

/// Compiles a text field whose cell has `formatter` (and `title`), and returns the cell.
func compiledFormattedCell(_ formatter: String, title: String?, file: StaticString = #filePath, line: UInt = #line) throws -> (cell: GraphCursor, objects: [GraphCursor]) {
    let objects = try compiledCocoaObjects(cocoaDocument("""
        <textField verticalHuggingPriority="750" id="2">
            <rect key="frame" x="20" y="20" width="200" height="22"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            <textFieldCell key="cell" sendsActionOnEndEditing="YES" \(title.map { "title=\"\($0)\"" } ?? "") id="3">
                \(formatter)
                <font key="font" metaFont="system"/>
            </textFieldCell>
        </textField>
        """), path: "formatter.xib").objects
    return (try XCTUnwrap(objects.first { $0.className == "NSTextFieldCell" }, file: file, line: line), objects)
}

/// A navigation controller's scene (`id`, its bar clipping and taking several touches, 44
/// points high in the document) and its root view controller's (`root`, with a safe area and a
/// navigation item titled `title`), as UIKitCatalog's storyboards hold them.
func cocoaTouchNavigationScenes(_ id: String, identifier: String? = nil, root: String, title: String = "Catalog") -> String {
    """
    <scene sceneID="\(id)-scene"><objects>
        <navigationController \(identifier.map { #"storyboardIdentifier="\#($0)""# } ?? "") id="\(id)" sceneMemberID="viewController">
            <navigationBar key="navigationBar" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="\(id)-bar">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            <connections>
                <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/>
            </connections>
        </navigationController>
    </objects></scene>
    <scene sceneID="\(root)-scene"><objects>
        <viewController id="\(root)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="\(root)-view">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <viewLayoutGuide key="safeArea" id="\(root)-safe-area"/>
            </view>
            <navigationItem key="navigationItem" title="\(title)" id="\(root)-item"/>
        </viewController>
    </objects></scene>
    """
}

/// UIKitCatalog's web view (id `web`, full width, `height` points high): a configuration
/// whose media need no user action and whose preferences are the defaults.
func cocoaTouchCatalogWebView(height: Int) -> String {
    """
    <wkWebView contentMode="scaleToFill" id="web">
        <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
        <wkWebViewConfiguration key="configuration">
            <audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/>
            <wkPreferences key="preferences"/>
        </wkWebViewConfiguration>
    </wkWebView>
    """
}

/// A 220 × 34 text field (`id`, at `y`) in the system font of 14 points, with the border
/// style `border` (none when nil) and `extra` elements (a background colour).
func cocoaTouchTextField(_ id: String, y: Int, border: String? = "roundedRect", extra: String = "") -> String {
    """
    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \(border.map { #"borderStyle="\#($0)""# } ?? "") minimumFontSize="17" id="\(id)">
        <rect key="frame" x="77.5" y="\(y)" width="220" height="34"/>
        \(extra)
        <fontDescription key="fontDescription" type="system" pointSize="14"/>
        <textInputTraits key="textInputTraits"/>
    </textField>
    """
}

/// A Cocoa Touch storyboard of `scenes` (`<scene>` elements), simulated on `device` (none:
/// no `<device>`), with `rootAttributes` added to its `<document>` element.
func cocoaTouchStoryboard(device: String? = "retina6_1", rootAttributes: String = "", initial: String, _ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" \(rootAttributes) useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
        \(device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? "")
        <scenes>
            \(scenes)
        </scenes>
    </document>
    """
}

/// A Cocoa Touch storyboard of the days before Interface Builder's devices: no `<device>`, no
/// safe areas, no colour matching, no size classes unless `traits`; saved by `toolsVersion`
/// (`cocoaTouchStoryboard`'s unless given), for the `runtime` (`iOS.CocoaTouch.iPad` for an
/// iPad document), stating `deployment` (a `<deployment>` element) among its dependencies.
func cocoaTouchLegacyStoryboard(toolsVersion: String? = nil, runtime: String = "iOS.CocoaTouch", traits: Bool = false,
                                deployment: String? = nil, initial: String, _ scenes: String) -> String {
    var text = cocoaTouchStoryboard(device: nil, initial: initial, scenes)
        .replacingOccurrences(of: #"useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" "#, with: traits ? #"useTraitCollections="YES" "# : "")
        .replacingOccurrences(of: #"targetRuntime="iOS.CocoaTouch""#, with: #"targetRuntime="\#(runtime)""#)
    if let toolsVersion { text = text.replacingOccurrences(of: #"toolsVersion="19529""#, with: #"toolsVersion="\#(toolsVersion)""#) }
    if let deployment { text = text.replacingOccurrences(of: "<scenes>", with: "<dependencies>\(deployment)</dependencies>\n    <scenes>") }
    return text
}

/// A storyboard whose initial table view controller (id `controller`) shows a static table
/// (id `table`, 375 points wide) of one section (id `section`, `sectionAttributes` added) with
/// one cell (id `cell`, `height` points, `cellAttributes` added) whose content view (id `content`)
/// holds `subviews`; `connections` are the controller's.
func staticTableStoryboard(device: String? = "retina6_1", controller: String, height: Int, sectionAttributes: String = "",
                           cellAttributes: String = "", subviews: String, connections: String = "") -> String {
    cocoaTouchStoryboard(device: device, initial: controller, """
        <scene sceneID="\(controller)-scene"><objects><tableViewController id="\(controller)" sceneMemberID="viewController">
            <tableView key="view" contentMode="scaleToFill" dataMode="static" style="grouped" rowHeight="\(height)" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="591"/>
                <sections>
                    <tableViewSection \(sectionAttributes) id="section">
                        <cells>
                            <tableViewCell contentMode="scaleToFill" \(cellAttributes) id="cell">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                    <subviews>\(subviews)</subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
            <connections>\(connections)</connections>
        </tableViewController></objects></scene>
        """)
}

/// Compiles storyboard text as ibtool `release` did (for the app module `module` and the
/// deployment target `deploymentTarget`, if given) and decodes each nib of the storyboardc, by file name.
func compiledStoryboardNibs(_ text: String, release: String, path: String = "Base.lproj/Main.storyboard", module: String? = nil,
                            deploymentTarget: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> [String: GraphCursor] {
    var options = CompileOptions()
    options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: release)
    options.module = module
    options.minimumDeploymentTarget = deploymentTarget
    guard case .storyboard(let files) = try NibCompiler.compile(try InterfaceDocument(parsing: Array(text.utf8), path: path), options: options) else {
        XCTFail("expected a storyboardc", file: file, line: line)
        throw CocoaError(.featureUnsupported)
    }
    var nibs: [String: GraphCursor] = [:]
    for compiled in files where compiled.name.hasSuffix(".nib") {
        nibs[compiled.name] = GraphCursor(try CompiledNibFile(bytes: compiled.bytes).graph)
    }
    return nibs
}

/// What compiling `text` as the document at `path` warns of: the ids of the objects warned
/// about, and each warning as printed (`path:line:col: warning: message`).
func compileWarnings(_ text: String, path: String) throws -> (objectIDs: [String], messages: [String]) {
    let warnings = try NibCompiler.compilation(of: InterfaceDocument(parsing: Array(text.utf8), path: path)).warnings
    return (warnings.compactMap(\.objectID), warnings.map(\.description))
}

/// A label of a test document (id `id`) in the 17-point system font, stating `textColor`'s
/// colour element when given and none otherwise (as documents of Xcode 7 and 8 may leave it).
func cocoaTouchLabel(id: String, text: String, frame: String, textColor: String? = nil) -> String {
    """
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" id="\(id)">
        <rect key="frame" \(frame)/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        \(textColor ?? "")
        <nil key="highlightedColor"/>
    </label>
    """
}

/// appium's older UICatalog's web address field: a text field that states no text colour.
let addressFieldWithoutColour = """
    <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="fill" contentVerticalAlignment="center" text="http://apple.com" minimumFontSize="17" id="field">
        <rect key="frame" x="20" y="70" width="280" height="32"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/>
        <textInputTraits key="textInputTraits"/>
    </textField>
    """
