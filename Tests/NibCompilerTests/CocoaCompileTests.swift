import NibArchive
import NibCompiler
import NibTestSupport
import XCTest

/// Cocoa xibs compile to NIBArchive coder 10 rooted at `IB.objectdata` (nib-formats.md §4).
final class CocoaCompileTests: TemporaryFolderTestCase {
    func test_cocoaNib_isCoderTenWithObjectDataRoot() throws {
        let graph = try compiledGraph("mac-window.xib", options: CompileOptions(module: "Editor"))
        XCTAssertEqual(graph.encoding, .nibArchive(coderVersion: 10))
        let root = GraphCursor(graph)
        XCTAssertEqual(root.className, "NSObject")
        XCTAssertEqual(root.keys, ["IB.objectdata", "IB.systemFontUpdateVersion"])
        XCTAssertEqual(root.value("IB.systemFontUpdateVersion"), .integer(1, byteCount: 1))
        let data = try XCTUnwrap(root["IB.objectdata"])
        XCTAssertEqual(data.className, "NSIBObjectData")
        XCTAssertEqual(Set(data.keys), [
            "NSRoot", "NSVisibleWindows", "NSConnections", "NSObjectsKeys", "NSObjectsValues", "NSOidsKeys", "NSOidsValues",
            "NSAccessibilityConnectors", "NSAccessibilityOidsKeys", "NSAccessibilityOidsValues",
        ])
    }

    func test_filesOwner_namesItsModuleMangledClass() throws {
        let graph = try compiledGraph("mac-window.xib", options: CompileOptions(module: "Editor"))
        let owner = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"]?["NSRoot"])
        XCTAssertEqual(owner.className, "NSCustomObject")
        XCTAssertEqual(owner.string("NSClassName"), "_TtC6Editor16EditorController")
        let reference = try XCTUnwrap(owner["IBClassReference"])
        XCTAssertEqual(reference.string("IBClassName"), "EditorController")
        XCTAssertEqual(reference.string("IBModuleName"), "Editor")
        XCTAssertEqual(reference.string("IBModuleProvider"), "target")
    }

    func test_withoutModuleFlag_classKeepsDocumentModule() throws {
        let graph = try compiledGraph("mac-window.xib")
        let owner = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"]?["NSRoot"])
        XCTAssertEqual(owner.string("NSClassName"), "_TtC6Editor16EditorController")
        XCTAssertEqual(SwiftClassName.runtimeName(of: "Plain", module: nil), "Plain")
    }

    func test_objectsKeysListEveryObjectWithItsParent() throws {
        let graph = try compiledGraph("mac-window.xib")
        let data = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"])
        let keys = try XCTUnwrap(data["NSObjectsKeys"]).elements
        let values = try XCTUnwrap(data["NSObjectsValues"]).elements
        XCTAssertEqual(keys.map(\.className), [
            "NSCustomObject", "NSCustomObject", "NSWindowTemplate", "NSView", "NSCustomView", "NSImageView", "NSImageCell",
            "NSMenu", "NSMenuItem",
        ])
        XCTAssertEqual(keys.count, values.count)
        let owner = try XCTUnwrap(data["NSRoot"]).index
        // Application and delegate and top-level window/menu: the owner; content view: the window; cell: its image view.
        XCTAssertEqual(values[0].index, owner)
        XCTAssertEqual(values[2].index, owner)
        XCTAssertEqual(values[3].index, keys[2].index)
        XCTAssertEqual(values[4].index, keys[3].index)
        XCTAssertEqual(values[6].index, keys[5].index)
        XCTAssertEqual(values[8].index, keys[7].index)
        // Application placeholder.
        XCTAssertEqual(keys[0].string("NSClassName"), "NSApplication")
        XCTAssertEqual(keys[0]["IBClassReference"]?.string("IBClassName"), "NSObject")
    }

    func test_oidsNumberOwnerObjectsAndConnectorsFromOne() throws {
        let graph = try compiledGraph("mac-window.xib")
        let data = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"])
        let oidKeys = try XCTUnwrap(data["NSOidsKeys"]).elements
        let oidValues = try XCTUnwrap(data["NSOidsValues"]).elements
        XCTAssertEqual(oidKeys.count, 1 + 9 + 4)
        XCTAssertEqual(oidValues.map { $0.value("NS.intval") }, (1...14).map { .integer(Int64($0), byteCount: 1) })
        XCTAssertEqual(oidKeys.first?.index, data["NSRoot"]?.index)
        XCTAssertEqual(data["NSAccessibilityOidsKeys"]?.elements.count, 0)
    }

    func test_xcode5_anActionNamingItsTargetDestination_isConnectedToIt() throws {
        // Xcode 5's first documents (toolsVersion 4xxx) write an action's target as
        // `destination` (xctool's test app menu); the compile used to stop: "<action> has no target".
        let (graph, objects) = try compiledCocoaObjects(cocoaDocument("""
            <button verticalHuggingPriority="750" id="2">
                <rect key="frame" x="20" y="20" width="100" height="32"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                <buttonCell key="cell" type="push" title="About" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="3">
                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                    <font key="font" metaFont="system"/>
                </buttonCell>
                <connections>
                    <action selector="orderFrontStandardAboutPanel:" destination="-2" id="4"/>
                </connections>
            </button>
            """))
        let action = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"]?["NSConnections"]?.elements.first { $0.className == "NSNibControlConnector" })
        XCTAssertEqual(action.string("NSLabel"), "orderFrontStandardAboutPanel:")
        XCTAssertEqual(action["NSDestination"]?.index, GraphCursor(graph)["IB.objectdata"]?["NSRoot"]?.index, "File's Owner")
        XCTAssertFalse(objects.isEmpty)
    }

    func test_connectors_outletsFirstThenActionsAndBindings() throws {
        let graph = try compiledGraph("mac-window.xib")
        let data = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"])
        let connections = try XCTUnwrap(data["NSConnections"])
        XCTAssertEqual(connections.className, "NSMutableArray")
        let list = connections.elements
        XCTAssertEqual(list.map(\.className), ["NSNibOutletConnector", "NSNibControlConnector", "NSNibBindingConnector", "NSNibControlConnector"])

        let outlet = list[0]
        XCTAssertEqual(outlet.string("NSLabel"), "window")
        XCTAssertEqual(outlet["NSSource"]?.index, data["NSRoot"]?.index)
        XCTAssertEqual(outlet["NSDestination"]?.className, "NSWindowTemplate")
        XCTAssertEqual(outlet.value("NSChildControllerCreationSelectorName"), .null)

        let action = list[1]
        XCTAssertEqual(action.string("NSLabel"), "adjustBrightness:")
        XCTAssertEqual(action["NSSource"]?.className, "NSImageView")
        XCTAssertEqual(action["NSDestination"]?.index, data["NSRoot"]?.index)

        let binding = list[2]
        XCTAssertEqual(binding.string("NSLabel"), "hidden: isBusy")
        XCTAssertEqual(binding.string("NSBinding"), "hidden")
        XCTAssertEqual(binding.string("NSKeyPath"), "isBusy")
        XCTAssertEqual(binding.value("NSNibBindingConnectorVersion"), .integer(2, byteCount: 1))
        let options = try XCTUnwrap(binding["NSOptions"])
        XCTAssertEqual(options.className, "NSDictionary")
        XCTAssertEqual(options.value("NSInlinedValue"), .bool(true))
        let pairs = options.elements
        XCTAssertEqual(pairs.map { $0.text ?? $0.className ?? "" }, ["NSNullPlaceholder", "NSNumber", "NSValueTransformerName", "NSNegateBoolean"])
        XCTAssertEqual(pairs[1].value("NS.intval"), .integer(-1, byteCount: 8))

        let nilTargeted = list[3]
        XCTAssertEqual(nilTargeted.string("NSLabel"), "terminate:")
        XCTAssertNil(nilTargeted.value("NSDestination"), "an action sent to First Responder has no NSDestination")
    }

    /// Outlets are sorted by their source's id (a source's own in document order), as
    /// Apple's test17_scrollhiding.nib and transmission_MainMenu.nib order them.
    func test_outlets_sortedBySourceID() throws {
        let objects = try compiledCocoaObjects(cocoaDocument("""
            <customObject id="zeta" customClass="Zeta">
                <connections><outlet property="target" destination="-2" id="c1"/></connections>
            </customObject>
            <customObject id="beta" customClass="Beta">
                <connections>
                    <outlet property="delegate" destination="-2" id="c2"/>
                    <outlet property="target" destination="-2" id="c3"/>
                </connections>
            </customObject>
            <customObject id="alpha" customClass="Alpha">
                <connections><outlet property="target" destination="-2" id="c4"/></connections>
            </customObject>
            """), path: "outlets.xib")
        let connections = try XCTUnwrap(GraphCursor(objects.graph)["IB.objectdata"]?["NSConnections"]).elements
        XCTAssertEqual(connections.map { "\($0.string("NSLabel") ?? "") \($0["NSSource"]?["IBClassReference"]?.string("IBClassName") ?? "")" },
                       ["target Alpha", "delegate Beta", "target Beta", "target Zeta"])
    }

    /// The shared user defaults controller (Apple's transmission_MainMenu.nib) and a visual
    /// effect view (HSChooserWindow.nib) with AppKit's enumeration values.
    func test_sharedDefaultsController_andVisualEffectView() throws {
        let objects = try compiledCocoaObjects(cocoaDocument("""
            <userDefaultsController representsSharedInstance="YES" id="9"/>
            <visualEffectView blendingMode="behindWindow" material="sidebar" state="followsWindowActiveState" id="10">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask"/>
            </visualEffectView>
            """), path: "effects.xib").objects
        XCTAssertEqual(objects.first { $0.className == "NSUserDefaultsController" }?.value("NSSharedInstance"), .bool(true))
        let effect = try XCTUnwrap(objects.first { $0.className == "NSVisualEffectView" })
        XCTAssertEqual(effect.value("NSVisualEffectViewBlendingMode"), .integer(0, byteCount: 1))
        XCTAssertEqual(effect.value("NSVisualEffectViewMaterial"), .integer(7, byteCount: 1))
        XCTAssertEqual(effect.value("IBVisualEffectViewExternalMaterial"), .integer(7, byteCount: 1))
        XCTAssertEqual(effect.value("NSVisualEffectViewMaskImage"), .null)
    }

    func test_windowTemplate_rectFlagsAndStyle() throws {
        let graph = try compiledGraph("mac-window.xib")
        let data = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"])
        let window = try XCTUnwrap(data["NSVisibleWindows"]?.elements.first)
        XCTAssertEqual(data["NSVisibleWindows"]?.className, "NSMutableSet")
        XCTAssertEqual(window.className, "NSWindowTemplate")
        XCTAssertEqual(window.string("NSWindowRect"), "{{100, 120}, {480, 320}}", "struts keep the designed origin")
        XCTAssertEqual(window.string("NSScreenRect"), "{{0, 0}, {1440, 900}}")
        XCTAssertEqual(window.value("NSWindowStyleMask"), .integer(11, byteCount: 1))
        // deferred | released-when-closed off | key-view loop; bottom-left struts = 0.
        XCTAssertEqual(window.value("NSWTFlags"), .integer(0x6000_0800, byteCount: 4))
        XCTAssertEqual(window.value("NSWindowBacking"), .integer(2, byteCount: 1))
        XCTAssertEqual(window.string("NSWindowTitle"), "Canvas")
        XCTAssertEqual(window.string("NSWindowClass"), "NSWindow")
        XCTAssertEqual(window.value("NSViewClass"), .null)
        XCTAssertEqual(window.value("NSWindowIsRestorable"), .bool(true))
        XCTAssertEqual(window.string("NSMaxSize"), "{10000000000000, 10000000000000}")
        let content = try XCTUnwrap(window["NSWindowView"])
        XCTAssertEqual(content.string("NSFrameSize"), "{480, 320}")
        XCTAssertEqual(content.value("NSNextResponder"), .null)
    }

    func test_integerWidths_smallestSignedAndNegativesAsInt64() throws {
        let graph = try compiledGraph("mac-window.xib")
        let data = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"])
        let content = try XCTUnwrap(data["NSVisibleWindows"]?.elements.first?["NSWindowView"])
        XCTAssertEqual(content.value("NSvFlags"), .integer(256, byteCount: 2))
        let subviews = try XCTUnwrap(content["NSSubviews"]).elements
        let custom = subviews[0]
        XCTAssertEqual(custom.className, "NSCustomView")
        // hidden (0x80000000 sign-extended) | autoresizes subviews | width+height sizable: negative, so int64.
        XCTAssertEqual(custom.value("NSvFlags"), .integer(-0x8000_0000 | 0x100 | 0x12, byteCount: 8))
        XCTAssertEqual(custom.string("NSFrame"), "{{20, 20.5}, {100, 50}}")
        XCTAssertEqual(custom["NSSuperview"]?.index, content.index)
        XCTAssertEqual(custom["NSNextResponder"]?.index, content.index)
        let imageCell = try XCTUnwrap(subviews[1]["NSCell"])
        XCTAssertEqual(imageCell.value("NSImageAnimation"), .integer(-1, byteCount: 8))
        XCTAssertEqual(imageCell.value("NSCellFlags2"), .integer(0x0200_0000, byteCount: 4))
        XCTAssertEqual(subviews[1].value("NSControlWritingDirection"), .integer(-1, byteCount: 8))
    }

    func test_menus_itemsSubmenuKeysAndSystemName() throws {
        let graph = try compiledGraph("mac-window.xib")
        let data = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"])
        let menu = try XCTUnwrap(data["NSObjectsKeys"]?.elements.first { $0.className == "NSMenu" })
        XCTAssertEqual(menu.string("NSName"), "_NSMainMenu")
        XCTAssertEqual(menu.string("NSTitle"), "Main Menu")
        let item = try XCTUnwrap(menu["NSMenuItems"]?.elements.first)
        XCTAssertEqual(item.string("NSTitle"), "Quit")
        XCTAssertEqual(item.string("NSKeyEquiv"), "q")
        XCTAssertEqual(item.value("NSKeyEquivModMask"), .integer(1 << 20, byteCount: 4))
        XCTAssertEqual(item.value("NSMnemonicLoc"), .integer(0x7FFF_FFFF, byteCount: 4))
        XCTAssertEqual(item["NSMenu"]?.index, menu.index)
        XCTAssertEqual(item["NSOnImage"]?.string("NSResourceName"), "NSMenuCheckmark")
    }

    func test_customObjectOutsideDirectMode_keepsClassReference() throws {
        // mac-window.xib does not use direct instantiation: its AppDelegate stays an
        // NSCustomObject naming the class (direct mode is proven by the oracle tests).
        let graph = try compiledGraph("mac-window.xib")
        let data = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"])
        let delegate = try XCTUnwrap(data["NSObjectsKeys"]?.elements[1])
        XCTAssertEqual(delegate.className, "NSCustomObject")
        XCTAssertEqual(delegate.string("NSClassName"), "AppDelegate")
        XCTAssertEqual(delegate["IBClassReference"]?.string("IBClassName"), "AppDelegate")
    }

    func test_malformedDocument_reportsPathLineAndColumn() throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("broken.xib").path
        try Data("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\">\n  <objects>\n    <window id=\"1\">\n</document>\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try NibCompiler.compile(contentsOf: path)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix(path + ":"), text)
            XCTAssertNotNil(text.range(of: #":\d+:\d+: error: "#, options: .regularExpression), text)
        }
    }

    func test_danglingConnection_isWarningAtTheConnection_andLeftOut() throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("dangling.xib").path
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner">
                        <connections>
                            <outlet property="window" destination="nowhere" id="c1"/>
                        </connections>
                    </customObject>
                </objects>
            </document>
            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        // Xcode compiles such documents: the outlet is left out, with a warning at it.
        let compilation = try NibCompiler.compilation(contentsOf: path)
        XCTAssertEqual(compilation.warnings.map(\.description), [
            "\(path):6:17: warning: <outlet> 'window' (id c1): destination 'nowhere' is no object in this document; left out of the nib, as Xcode leaves it out",
        ])
    }

    /// A title that an attribute cannot hold (here one starting with a tab) is written as a
    /// `<string key="title">` child; Apple's test26_strings.nib keeps it ("\tLeft to Right"
    /// in the Writing Direction menu). NibForge used to archive an empty title.
    func test_menuItemTitle_fromAStringChild() throws {
        let objects = try compiledCocoaObjects(cocoaDocument("""
            <menu title="Writing Direction" id="1">
                <items>
                    <menuItem id="2">
                        <string key="title">\tLeft to Right</string>
                        <modifierMask key="keyEquivalentModifierMask"/>
                    </menuItem>
                </items>
            </menu>
            """), path: "titles.xib").objects
        let item = try XCTUnwrap(objects.first { $0.className == "NSMenuItem" })
        XCTAssertEqual(item.string("NSTitle"), "\tLeft to Right")
    }

    /// A view the document gives no autoresizing mask follows the default mask AppKit
    /// archives for it (flexible right and bottom margins under auto layout) when the window's
    /// content view takes the window's size: Apple's HSChooserWindow.nib moves such a view from
    /// {0, 0} to {0, 103} in a content view that grew from 178 to 281 points.
    func test_viewWithoutMask_followsTheDefaultMaskWhenTheContentViewResizes() throws {
        let document = cocoaWindowDocument(content: (509, 281), frame: (529, 178), subviews: """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="3">
                <rect key="frame" x="0.0" y="0.0" width="529" height="178"/>
            </customView>
            """, autolayout: true)
        let objects = try compiledCocoaObjects(document, path: "chooser.xib").objects
        let view = try XCTUnwrap(objects.first { $0.className == "NSCustomView" })
        XCTAssertEqual(view.value("NSvFlags")?.integerValue, 268)
        XCTAssertEqual(view.string("NSFrame"), "{{0, 103}, {529, 178}}")
    }

    /// A custom view archives its subviews last to first inside a window too (Transmission's
    /// bottom bar in MainMenu.nib); a plain view keeps their order.
    func test_customViewInAWindow_archivesItsSubviewsLastToFirst() throws {
        func separator(_ id: Int, y: Int) -> String {
            "<box boxType=\"separator\" id=\"\(id)\"><rect key=\"frame\" x=\"0.0\" y=\"\(y)\" width=\"480\" height=\"5\"/></box>"
        }
        let barElement = "<customView id=\"3\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"480\" height=\"24\"/>"
            + "<subviews>" + separator(4, y: 21) + separator(5, y: 0) + "</subviews></customView>"
        let document = cocoaWindowDocument(content: (480, 100), frame: (480, 100), subviews: barElement + separator(6, y: 50))
        let objects = try compiledCocoaObjects(document, path: "bars.xib").objects
        let bar = try XCTUnwrap(objects.first { $0.className == "NSCustomView" })
        XCTAssertEqual(bar["NSSubviews"]?.elements.map { $0.string("NSFrame") ?? $0.string("NSFrameSize") }, ["{480, 5}", "{{0, 21}, {480, 5}}"])
        let content = try XCTUnwrap(objects.first { $0.className == "NSView" })
        XCTAssertEqual(content["NSSubviews"]?.elements.map(\.className), ["NSCustomView", "NSBox"])
    }

    /// A titled window whose content view extends under the title bar keeps the content
    /// view's own frame (Transmission's MainMenu.nib: 348 points high, not the content
    /// rectangle's 269); without a title bar the content rectangle sizes it (HSChooserWindow).
    func test_fullSizeContentView_ofATitledWindow_keepsItsFrame() throws {
        func contentSize(titled: Bool) throws -> String? {
            let document = cocoaWindowDocument(styleMask: "titled=\"\(titled ? "YES" : "NO")\" fullSizeContentView=\"YES\"", content: (480, 269), frame: (480, 348))
            let objects = try compiledCocoaObjects(document, path: "main.xib").objects
            return objects.first { $0.className == "NSView" }?.string("NSFrameSize")
        }
        XCTAssertEqual(try contentSize(titled: true), "{480, 348}")
        XCTAssertEqual(try contentSize(titled: false), "{480, 269}")
    }

    /// A menu item's SF Symbol named by `<imageReference>` (Transmission's "Donate…" item):
    /// the resource with its variable value and the design-time symbol configuration.
    func test_menuItem_symbolImageReference() throws {
        let objects = try compiledCocoaObjects(cocoaDocument("""
            <menu title="App" id="1">
                <items>
                    <menuItem title="Donate…" tag="5678" id="2">
                        <imageReference key="secondaryImage" image="heart" catalog="system" symbolScale="default" variableValue="1"/>
                    </menuItem>
                </items>
            </menu>
            """, resources: "<image name=\"heart\" catalog=\"system\" width=\"16\" height=\"14\"/>"), path: "symbols.xib").objects
        let item = try XCTUnwrap(objects.first { $0.className == "NSMenuItem" })
        XCTAssertEqual(item.value("NSHasActionImage"), .bool(true))
        let image = try XCTUnwrap(item["NSActionImage"])
        XCTAssertEqual(image.keys, ["NSClassName", "NSResourceName", "NSCatalogName", "NSImageVariableValue", "IBNamespaceID", "IBDesignSize", "IBDesignImageConfiguration"])
        XCTAssertEqual(image.string("NSResourceName"), "heart")
        XCTAssertEqual(image.value("NSImageVariableValue"), .double(1))
        XCTAssertEqual(image["IBDesignSize"]?.string("NS.sizeval"), "{16, 14}")
        let configuration = try XCTUnwrap(image["IBDesignImageConfiguration"])
        XCTAssertEqual(configuration.className, "IBImageConfiguration")
        XCTAssertEqual(configuration.value("IBSymbolScale"), .integer(-1, byteCount: 8))
        XCTAssertEqual(configuration.value("IBRenderingMode")?.integerValue, 0)
        XCTAssertEqual(configuration["IBVariableValue"]?.value("NS.dblval"), .double(1))
        XCTAssertEqual(configuration["IBHierarchicalColors"]?.elements.count, 0)
        XCTAssertEqual(configuration.value("IBLocale"), .null)
    }
}


/// Tool tips and accessibility descriptions become connectors.
final class CocoaHelpConnectorTests: TemporaryFolderTestCase {
    func test_toolTip_isHelpConnector_andDescription_isAccessibilityConnector() throws {
        let graph = try compiledGraph("mac-help.xib")
        let data = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"])
        let view = try XCTUnwrap(data["NSObjectsKeys"]?.elements.last)
        XCTAssertEqual(view.className, "NSCustomView")
        let help = try XCTUnwrap(data["NSConnections"]?.elements.first)
        XCTAssertEqual(help.className, "NSIBHelpConnector")
        XCTAssertEqual(help["NSDestination"]?.index, view.index)
        XCTAssertEqual(help.string("NSFile"), "NSToolTipHelpKey")
        XCTAssertEqual(help.string("NSMarker"), "Drop images here")
        let accessibility = try XCTUnwrap(data["NSAccessibilityConnectors"]).elements
        XCTAssertEqual(accessibility.map(\.className), ["NSNibAXAttributeConnector"])
        XCTAssertEqual(accessibility.first?["AXDestinationArchiveKey"]?.index, view.index)
        XCTAssertEqual(accessibility.first?["AXAttributeTypeArchiveKey"]?.className, "NSMutableString")
        XCTAssertEqual(accessibility.first?.string("AXAttributeTypeArchiveKey"), "AXDescription")
        XCTAssertEqual(accessibility.first?.string("AXAttributeValueArchiveKey"), "Image well")
        // Oids: owner, application, view, help connector; the accessibility connector follows as 5.
        XCTAssertEqual(data["NSOidsKeys"]?.elements.count, 4)
        XCTAssertEqual(data["NSAccessibilityOidsKeys"]?.elements.map(\.index), accessibility.map(\.index))
        XCTAssertEqual(data["NSAccessibilityOidsValues"]?.elements.first?.value("NS.intval"), .integer(5, byteCount: 1))
    }
}

/// Documents in Base.lproj archive their titles as NSLocalizableString (key `<id>.title`).
final class CocoaBaseLocalizationTests: TemporaryFolderTestCase {
    func test_baseLocalization_titlesAreLocalizableStrings() throws {
        let graph = try compiledGraph("Base.lproj/mac-menu.xib")
        let data = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"])
        let menu = try XCTUnwrap(data["NSObjectsKeys"]?.elements.first { $0.className == "NSMenu" })
        let title = try XCTUnwrap(menu["NSTitle"])
        XCTAssertEqual(title.className, "NSLocalizableString")
        XCTAssertEqual(title.text, "File")
        XCTAssertEqual(title.string("NSKey"), "m1.title")
        XCTAssertEqual(title.string("NSDev"), "File")
        let items = try XCTUnwrap(menu["NSMenuItems"]).elements
        XCTAssertEqual(items.first?["NSTitle"]?.string("NSKey"), "i1.title")
        XCTAssertEqual(items.last?["NSTitle"]?.className, "NSString", "separators are not localized")
        let plain = try compiledGraph("mac-window.xib")
        let window = try XCTUnwrap(GraphCursor(plain)["IB.objectdata"]?["NSVisibleWindows"]?.elements.first)
        XCTAssertEqual(window["NSWindowTitle"]?.className, "NSString")
    }
}
