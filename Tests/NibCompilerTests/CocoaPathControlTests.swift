import NibArchive
@testable import NibCompiler
import XCTest

/// `NSPathControl` with the keys Apple's ibtool wrote in viraptor's test_path_control.nib,
/// which NibForge now compiles equal.
final class CocoaPathControlTests: XCTestCase {
    /// A document holding a path control to `/usr/` that allows no types (an empty list).
    static let document = cocoaDocument("""
        <pathControl verticalHuggingPriority="750" allowsExpansionToolTips="YES" id="3">
            <rect key="frame" x="20" y="80" width="360" height="22"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
            <pathCell key="cell" selectable="YES" editable="YES" alignment="left" id="4">
                <font key="font" metaFont="system"/>
                <url key="url" string="file:///usr/"/>
                <allowedTypes/>
            </pathCell>
        </pathControl>
        """)

    func test_pathControl_archivesItsURLComponentsAndDragTypes() throws {
        let objects = try compiledCocoaObjects(Self.document, path: "path.xib").objects
        let control = try XCTUnwrap(objects.first { $0.className == "NSPathControl" })
        XCTAssertEqual(Set(try XCTUnwrap(control["NSDragTypes"]).elements.compactMap(\.text)), ["Apple URL pasteboard type", "NSFilenamesPboardType"])
        XCTAssertEqual(control.value("NSControlAllowsExpansionToolTips"), .bool(true))
        let cell = try XCTUnwrap(control["NSCell"])
        XCTAssertEqual(cell.value("NSCellFlags"), .integer(337_641_473, byteCount: 4))
        XCTAssertEqual(cell["NSContents"]?.string("NS.relative"), "file:///usr/")
        XCTAssertEqual(cell["NSDelegate"]?.index, control.index)
        let components = try XCTUnwrap(cell["NSPathComponentCells"]).elements
        XCTAssertEqual(components.map { $0.string("NSContents") }, ["Macintosh HD", "usr"])
        XCTAssertEqual(components.map { $0["NSURL"]?.string("NS.relative") }, ["file:///", "file:///usr"])
        XCTAssertEqual(components.first?.value("NSCellFlags2"), .integer(268_436_480, byteCount: 4))
        XCTAssertEqual(cell["NSAllowedTypes"]?.elements.count, 0)
    }

    func test_pathComponents_ofFileURLs() {
        XCTAssertEqual(CocoaNibCompiler.pathComponents(of: "file:///Users/Shared/My%20Folder/").map(\.name),
                       ["Macintosh HD", "Users", "Shared", "My Folder"])
        XCTAssertEqual(CocoaNibCompiler.pathComponents(of: "https://example.com/a").count, 0, "only file URLs have components")
    }
}
