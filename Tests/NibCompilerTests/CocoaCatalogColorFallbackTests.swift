import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import XCTest

/// System catalog colours carry ibtool's grey fallback in a Gray Gamma 2.2 colour space.
/// The expected values are those of Apple's nibs in viraptor/ibtool's samples (e.g.
/// test_udra.nib: `controlTextColor` → `NSWhite` "0", `NSComponents` "0 1"; every
/// `controlColor` → "0.602715373" / "0.6666666667 1"), which this compiler now matches in 84
/// of the 158 samples (69 before).
final class CocoaCatalogColorFallbackTests: TemporaryFolderTestCase {
    private let text = cocoaDocument("""
        <textField verticalHuggingPriority="750" id="fld-00-001">
                <rect key="frame" x="20" y="20" width="96" height="21"/>
                <autoresizingMask key="autoresizingMask"/>
                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="cel-00-001">
                    <font key="font" metaFont="system"/>
                    <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                    <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
                </textFieldCell>
            </textField>
        """)

    private func cell() throws -> (graph: ObjectGraph, cell: GraphCursor) {
        let (graph, objects) = try compiledCocoaObjects(text, path: "colors.xib")
        let field = try XCTUnwrap(objects.first { $0.className == "NSTextField" })
        return (graph, try XCTUnwrap(field["NSCell"]))
    }

    func test_catalogColours_haveApplesGreyFallbacks_sharingOneGrayColorSpace() throws {
        let (_, cell) = try cell()
        let expected: [(key: String, name: String, white: String, components: String)] = [
            ("NSTextColor", "controlTextColor", "0", "0 1"), ("NSBackgroundColor", "controlColor", "0.602715373", "0.6666666667 1"),
        ]
        var spaces: Set<Int> = []
        for entry in expected {
            let color = try XCTUnwrap(cell[entry.key])
            XCTAssertEqual(color.value("NSColorSpace"), .integer(6, byteCount: 1))
            XCTAssertEqual(color.string("NSColorName"), entry.name)
            let fallback = try XCTUnwrap(color["NSColor"], entry.name)
            XCTAssertEqual(fallback.value("NSColorSpace"), .integer(3, byteCount: 1))
            XCTAssertEqual(fallback.value("NSWhite"), .data(Array(entry.white.utf8) + [0]))
            XCTAssertEqual(fallback.value("NSComponents"), .data(Array(entry.components.utf8)))
            XCTAssertEqual(fallback.value("NSLinearExposure"), .data(Array("1".utf8)))
            let space = try XCTUnwrap(fallback["NSCustomColorSpace"])
            XCTAssertEqual(space.value("NSID"), .integer(9, byteCount: 1))
            spaces.insert(space.index)
        }
        XCTAssertEqual(spaces.count, 1, "one colour space object serves every fallback")
    }

    func test_grayProfile_isAWellFormedICCProfile() throws {
        let (_, cell) = try cell()
        let data = try XCTUnwrap(cell["NSTextColor"]?["NSColor"]?["NSCustomColorSpace"]?["NSICC"])
        guard case .data(let profile)? = data.value("NS.bytes") else { return XCTFail("NSICC holds NSData bytes") }
        func word(_ offset: Int) -> Int { profile[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        func text(_ offset: Int) -> String { String(decoding: profile[offset..<offset + 4], as: UTF8.self) }
        XCTAssertEqual(word(0), profile.count, "the header gives the profile's size")
        XCTAssertEqual([text(12), text(16), text(20), text(36)], ["mntr", "GRAY", "XYZ ", "acsp"])
        let tagCount = word(128)
        var tags: [String: (offset: Int, size: Int)] = [:]
        for index in 0..<tagCount {
            let entry = 132 + 12 * index
            tags[text(entry)] = (word(entry + 4), word(entry + 8))
            XCTAssertLessThanOrEqual(word(entry + 4) + word(entry + 8), profile.count, text(entry))
        }
        XCTAssertEqual(Set(tags.keys), ["desc", "cprt", "wtpt", "kTRC"])
        let curve = try XCTUnwrap(tags["kTRC"])
        XCTAssertEqual(text(curve.offset), "curv")
        XCTAssertEqual(word(curve.offset + 8), 1, "one gamma value")
        XCTAssertEqual(Array(profile[curve.offset + 12..<curve.offset + 14]), [0x02, 0x33], "gamma 2.2 as u8Fixed8")
    }

    func test_compare_countsProfilesOfOneKindAsEqual_andSaysSo() throws {
        let document = try InterfaceDocument(parsing: Array(text.utf8), path: "colors.xib")
        guard case .nib(let bytes) = try NibCompiler.compile(document) else { return XCTFail("a xib compiles to one nib") }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func variant(_ name: String, replacing old: String, with new: String) throws -> String {
            let target = Array(old.utf8), replacement = Array(new.utf8)
            var changed = bytes
            let start = try XCTUnwrap((0...(changed.count - target.count)).first { Array(changed[$0..<$0 + target.count]) == target })
            changed.replaceSubrange(start..<start + target.count, with: replacement)
            let path = directory.appendingPathComponent(name).path
            try Data(changed).write(to: URL(fileURLWithPath: path))
            return path
        }
        let original = directory.appendingPathComponent("original.nib").path
        try Data(bytes).write(to: URL(fileURLWithPath: original))
        // Another grey profile (other description): equal by kind, and noted.
        let renamed = try variant("renamed.nib", replacing: "NibForge Gray", with: "Another Gray ")
        var noted = ComparisonNotes()
        XCTAssertEqual(try NibComparison.differences(betweenContentsOf: renamed, and: original, limit: 20, notes: &noted), [])
        XCTAssertTrue(noted.profilesMatchedByKind)
        // A profile of another colour space is a difference.
        let rgb = try variant("rgb.nib", replacing: "mntrGRAY", with: "mntrRGB ")
        noted = ComparisonNotes()
        XCTAssertFalse(try NibComparison.differences(betweenContentsOf: rgb, and: original, limit: 20, notes: &noted).isEmpty)
        var identical = ComparisonNotes()
        XCTAssertEqual(try NibComparison.differences(betweenContentsOf: original, and: original, limit: 20, notes: &identical), [])
        XCTAssertEqual(identical, ComparisonNotes(), "byte-equal profiles need no note")
    }

    /// An sRGB colour keeps its components in an sRGB colour space (NSID 7) with NibForge's
    /// sRGB profile, the structure Apple's HSChooserWindow.nib shows (`NSRGB` there holds
    /// ColorSync's calibrated conversion, which NibForge does not reproduce).
    func test_sRGBColour_keepsItsComponentsInAnSRGBSpace() throws {
        let objects = try compiledCocoaObjects(cocoaDocument("""
            <textField id="2">
                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                <autoresizingMask key="autoresizingMask"/>
                <textFieldCell key="cell" title="x" drawsBackground="YES" id="3">
                    <font key="font" metaFont="system"/>
                    <color key="backgroundColor" red="0.0" green="0.41176470588235292" blue="0.85098039215686272" alpha="0.0" colorSpace="custom" customColorSpace="sRGB"/>
                </textFieldCell>
            </textField>
            """), path: "srgb.xib").objects
        let color = try XCTUnwrap(objects.first { $0.className == "NSTextFieldCell" }?["NSBackgroundColor"])
        XCTAssertEqual(color.value("NSColorSpace"), .integer(1, byteCount: 1))
        XCTAssertEqual(color.value("NSComponents"), .data(Array("0 0.4117647059 0.8509803922 0".utf8)))
        XCTAssertEqual(color["NSCustomColorSpace"]?.value("NSID"), .integer(7, byteCount: 1))
        guard case .data(let profile)? = color["NSCustomColorSpace"]?["NSICC"]?.value("NS.bytes") else { return XCTFail("no profile") }
        XCTAssertEqual(Array(profile[12..<20]), Array("mntrRGB ".utf8))
    }
}
