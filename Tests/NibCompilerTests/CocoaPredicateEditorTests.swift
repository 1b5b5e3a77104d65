import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// `<predicateEditor>` compiles to `NSPredicateEditor` with its row templates; the expected
/// values are those of Apple's predicateEditor.nib and pred_compound_chain.nib
/// (viraptor/ibtool's samples), which NibForge now compiles equal.
final class CocoaPredicateEditorTests: XCTestCase {
    private static func editor(rowType: String = "compound", extraItem: String = "") -> String {
        cocoaHostDocument(width: 471, height: 248, subviews: """
            <predicateEditor verticalHuggingPriority="750" nestingMode="compound" rowHeight="25" id="34">
                <rect key="frame" x="20" y="20" width="429" height="206"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <rowTemplates>
                    <predicateEditorRowTemplate rowType="\(rowType)" id="35">
                        <popUpMenus>
                            <menu id="47">
                                <items>
                                    <menuItem title="Any" state="on" id="50">
                                        <integer key="representedObject" value="2"/>
                                    </menuItem>
                                    <menuItem title="All" id="51">
                                        <integer key="representedObject" value="1"/>
                                    </menuItem>
                                    \(extraItem)
                                </items>
                            </menu>
                            <menu id="48">
                                <items>
                                    <menuItem title="of the following are true" state="on" id="49"/>
                                </items>
                            </menu>
                        </popUpMenus>
                    </predicateEditorRowTemplate>
                </rowTemplates>
            </predicateEditor>
            """)
    }

    /// The editor: a control whose only subview is AppKit's slice holder, with the rule
    /// editor's settings; its row template and the template's menus and items are listed
    /// under it (template → editor, menu → template, item → menu).
    func test_predicateEditor_ruleEditorKeysAndSliceHolder() throws {
        let (graph, objects) = try compiledCocoaObjects(Self.editor(), path: "predicate.xib")
        let editor = try XCTUnwrap(objects.first { $0.className == "NSPredicateEditor" })
        let holder = try XCTUnwrap(editor["NSSubviews"]?.elements.first)
        XCTAssertEqual(holder.className, "_NSRuleEditorViewSliceHolder")
        XCTAssertEqual(editor["NSNextKeyView"]?.index, holder.index)
        XCTAssertEqual(editor["NSRuleEditorSlicesHolder"]?.index, holder.index)
        XCTAssertEqual(holder.string("NSFrameSize"), "{429, 206}")
        XCTAssertEqual(holder.value("NSvFlags")?.integerValue, 274)
        XCTAssertEqual(editor["NSDragTypes"]?.elements.map(\.text), ["NSRuleEditorItemPBoardType"])
        XCTAssertEqual(editor.value("NSRuleEditorAlignmentGridWidth"), .double(75))
        XCTAssertEqual(editor.value("NSRuleEditorSliceHeight"), .double(25))
        XCTAssertEqual(editor.value("NSRuleEditorNestingMode")?.integerValue, 2)
        XCTAssertEqual(editor.value("NSRuleEditorDisallowEmpty"), .bool(true))
        XCTAssertEqual(editor.string("NSRuleEditorRowClass"), "NSMutableDictionary")
        XCTAssertEqual(editor.string("NSRuleEditorItemsKeyPath"), "criteria")
        XCTAssertEqual(editor["NSRuleEditorBoundArrayOwner"]?.className, "_NSRuleEditorViewUnboundRowHolder")
        XCTAssertEqual(editor.value("NSPredicateEditorPredicate"), .null)
        let values = try XCTUnwrap(GraphCursor(graph)["IB.objectdata"]?["NSObjectsValues"]).elements
        func parent(of className: String, _ position: Int = 0) -> String? {
            let listed = objects.enumerated().filter { $0.element.className == className }
            return listed.count > position ? values[listed[position].offset].className : nil
        }
        XCTAssertEqual(parent(of: "NSPredicateEditorRowTemplate"), "NSPredicateEditor")
        XCTAssertEqual(parent(of: "NSMenu"), "NSPredicateEditorRowTemplate")
        XCTAssertEqual(parent(of: "NSMenuItem"), "NSMenu")
    }

    /// A compound template: type 2 and the two pop-ups AppKit lays out for it, with the
    /// document's menus; the first cell represents its selected item's `NSOrPredicateType` (2).
    func test_compoundTemplate_popUpsAsAppKitMakesThem() throws {
        let objects = try compiledCocoaObjects(Self.editor(), path: "predicate.xib").objects
        let template = try XCTUnwrap(objects.first { $0.className == "NSPredicateEditorRowTemplate" })
        XCTAssertEqual(template.value("NSPredicateTemplateType")?.integerValue, 2)
        let popUps = try XCTUnwrap(template["NSPredicateTemplateViews"]).elements
        XCTAssertEqual(popUps.map(\.className), ["NSPopUpButton", "NSPopUpButton"])
        XCTAssertEqual(popUps.map { $0.string("NSFrame") }, ["{{7, 1}, {68, 24}}", "{{81, 1}, {173, 24}}"])
        XCTAssertEqual(popUps[0]["NSNextKeyView"]?.index, popUps[1].index)
        XCTAssertEqual(popUps[1].value("NSNextKeyView"), .null)
        XCTAssertEqual(popUps[0].value("NSSuperview"), .null)
        XCTAssertEqual(popUps[0].value("NSTag"), .integer(-1, byteCount: 8))
        let cell = try XCTUnwrap(popUps[0]["NSCell"])
        XCTAssertEqual(cell.value("NSCellFlags")?.integerValue, 67_108_928)
        XCTAssertEqual(cell.value("NSButtonFlags")?.integerValue, -2_038_415_360)
        XCTAssertEqual(cell.value("NSBezelStyle")?.integerValue, 12)
        XCTAssertEqual(cell["NSSupport"]?.value("NSSize"), .double(11))
        XCTAssertEqual(cell["NSSupport"]?.index, popUps[1]["NSCell"]?["NSSupport"]?.index)  // one font
        XCTAssertEqual(cell["NSRepresentedObject"]?.value("NS.intval")?.integerValue, 2)
        XCTAssertEqual(cell["NSMenuItem"]?.string("NSTitle"), "Any")
        let items = try XCTUnwrap(cell["NSMenu"]?["NSMenuItems"]).elements
        XCTAssertEqual(items.map { $0.string("NSTitle") }, ["Any", "All"])
        XCTAssertEqual(items.map { $0.string("NSAction") }, ["_popUpItemAction:", "_popUpItemAction:"])
        XCTAssertTrue(items.allSatisfy { $0["NSTarget"]?.index == cell.index })
        XCTAssertEqual(items.map { $0["NSRepObject"]?.value("NS.intval")?.integerValue }, [2, 1])
        XCTAssertNil(popUps[1]["NSCell"]?.value("NSRepresentedObject"))
    }

    /// Apple's pred_compound_chain.nib: a third item ("None") does not change AppKit's layout.
    func test_compoundTemplate_withNone_keepsTheLayout() throws {
        let objects = try compiledCocoaObjects(Self.editor(extraItem: """
            <menuItem title="None" id="52"><integer key="representedObject" value="0"/></menuItem>
            """), path: "none.xib").objects
        let template = try XCTUnwrap(objects.first { $0.className == "NSPredicateEditorRowTemplate" })
        let popUps = try XCTUnwrap(template["NSPredicateTemplateViews"]).elements
        XCTAssertEqual(popUps.map { $0.string("NSFrame") }, ["{{7, 1}, {68, 24}}", "{{81, 1}, {173, 24}}"])
        XCTAssertEqual(popUps[0]["NSCell"]?["NSMenu"]?["NSMenuItems"]?.elements.count, 3)
    }

    /// Other row types are compiled without their views, with a warning naming the element.
    func test_simpleTemplate_isAWarning() throws {
        let document = try InterfaceDocument(parsing: Array(Self.editor(rowType: "simple").utf8), path: "simple.xib")
        let compilation = try NibCompiler.compilation(of: document)
        XCTAssertEqual(compilation.warnings.count, 1)
        XCTAssertEqual(compilation.warnings.first?.objectID, "35")
        XCTAssertTrue(compilation.warnings.first?.description.contains("simple.xib:") == true)
        XCTAssertTrue(compilation.warnings.first?.description.contains("compiled without its views") == true)
        XCTAssertEqual(try NibCompiler.compilation(of: InterfaceDocument(parsing: Array(Self.editor().utf8), path: "c.xib")).warnings.count, 0)
    }

    /// A `<ruleEditor>` is an `NSRuleEditor` with the same rule editor keys (Sequel Pro's
    /// DBView.xib has one whose rows come from its delegate), without templates or predicate.
    func test_ruleEditor_hasTheRuleEditorKeysOnly() throws {
        let objects = try compiledCocoaObjects(cocoaHostDocument(subviews: """
            <ruleEditor nestingMode="compound" canRemoveAllRows="YES" rowHeight="29" id="2">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </ruleEditor>
            """), path: "rules.xib").objects
        let editor = try XCTUnwrap(objects.first { $0.className == "NSRuleEditor" })
        XCTAssertEqual(editor.value("NSRuleEditorSliceHeight"), .double(29))
        XCTAssertEqual(editor.value("NSRuleEditorAllowsEmptyCompoundRows"), .bool(true))
        XCTAssertEqual(editor.value("NSRuleEditorDisallowEmpty"), .bool(false))
        XCTAssertEqual(editor["NSSubviews"]?.elements.map(\.className), ["_NSRuleEditorViewSliceHolder"])
        XCTAssertNil(editor.value("NSPredicateTemplates"))
        XCTAssertNil(editor.value("NSPredicateEditorPredicate"))
    }
}
