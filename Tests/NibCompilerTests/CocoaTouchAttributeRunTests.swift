import NibArchive
import NibCompiler
import XCTest

/// An attributed text of several runs (a bold word in a sentence, a link underlined: 32 of
/// 2,501 public iOS documents) reached the nib with its first run's attributes over the
/// whole text. Apple's nib of DuckDuckGo's "Privacy Practices from ToS;DR" label (Xcode
/// 13.2.1, PrivacyProtection.storyboard; fonts the build machine lacked became the system
/// font) has the runs Foundation archives: the distinct dictionaries in an `NSMutableArray`,
/// `NSAttributeInfo` bytes `17 00 06 01` (23 units of the first, 6 of the second), and in
/// each dictionary the label's shadow UILabel adds (`CocoaTouchAttributedStrings`).
final class CocoaTouchAttributeRunTests: XCTestCase {
    private func subview(_ element: String) throws -> GraphCursor {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 414, height: 100), subviews: element)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2.1"))
        return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
    }

    /// A dictionary's entries by key (a dictionary's elements alternate keys and values).
    private func entries(_ dictionary: GraphCursor) -> [String: GraphCursor] {
        let elements = dictionary.elements
        return Dictionary(uniqueKeysWithValues: stride(from: 0, to: elements.count - 1, by: 2).map { (elements[$0].text ?? "?", elements[$0 + 1]) })
    }

    private let fragments = """
        <fragment content="Privacy Practices from ">
            <attributes>
                <color key="NSColor" name="textColor" catalog="System" colorSpace="catalog"/>
                <font key="NSFont" size="14" name="ProximaNova-Regular"/>
                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
            </attributes>
        </fragment>
        <fragment content="ToS;DR">
            <attributes>
                <color key="NSColor" name="textColor" catalog="System" colorSpace="catalog"/>
                <font key="NSFont" size="14" name="ProximaNova-Semibold"/>
                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                <integer key="NSUnderline" value="1"/>
            </attributes>
        </fragment>
        """

    func test_aLabelOfTwoRuns_archivesBothDictionariesTheirRunsAndTheLabelsShadow() throws {
        let label = try subview("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="NLZ-Bg-d8p">
                <rect key="frame" x="26" y="28" width="362" height="14"/>
                <attributedString key="attributedText">\(fragments)</attributedString>
                <nil key="highlightedColor"/>
            </label>
            """)
        XCTAssertEqual(label.string("UIText"), "Privacy Practices from ToS;DR")
        let text = try XCTUnwrap(label["UIAttributedText"])
        XCTAssertEqual(text.className, "NSMutableAttributedString")
        XCTAssertEqual(text["NSAttributeInfo"]?.className, "NSMutableData")
        XCTAssertEqual(text["NSAttributeInfo"]?.value("NS.bytes"), .data([0x17, 0x00, 0x06, 0x01]))
        let dictionaries = try XCTUnwrap(text["NSAttributes"])
        XCTAssertEqual(dictionaries.className, "NSMutableArray")
        XCTAssertEqual(dictionaries.elements.count, 2)
        let first = entries(dictionaries.elements[0]), second = entries(dictionaries.elements[1])
        XCTAssertEqual(Set(first.keys), ["NSColor", "NSFont", "NSParagraphStyle", "NSShadow"])
        XCTAssertEqual(Set(second.keys), ["NSColor", "NSFont", "NSParagraphStyle", "NSShadow", "NSUnderline"])
        XCTAssertEqual(second["NSUnderline"]?.value("NS.intval"), .integer(1, byteCount: 1))
        let shadow = try XCTUnwrap(first["NSShadow"])
        XCTAssertEqual(shadow.keys, ["NSShadowVert", "NSShadowColor"])
        XCTAssertEqual(shadow.value("NSShadowVert"), .double(1))
        XCTAssertEqual(second["NSParagraphStyle"]?.value("NSLineBreakMode"), .integer(4, byteCount: 1), "the label's truncation replaces word wrapping")
        XCTAssertEqual(first["NSParagraphStyle"]?.index, second["NSParagraphStyle"]?.index, "one changed style over the whole text, as in Apple's nib")
        XCTAssertEqual(second["NSFont"]?.string("UIFontName"), ".SFUI-Regular", "a font the build machine lacks is the system font")
    }

    func test_aTextViewOfTwoRuns_archivesItsRunsWithoutAShadow() throws {
        let textView = try subview("""
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" textAlignment="natural" id="text">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <attributedString key="attributedText">\(fragments)</attributedString>
                <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
            </textView>
            """)
        let text = try XCTUnwrap(textView["UIAttributedText"])
        XCTAssertEqual(text["NSAttributeInfo"]?.value("NS.bytes"), .data([0x17, 0x00, 0x06, 0x01]))
        let dictionaries = try XCTUnwrap(text["NSAttributes"]?.elements)
        XCTAssertEqual(dictionaries.map { Set(entries($0).keys) }, [["NSColor", "NSFont", "NSParagraphStyle"], ["NSColor", "NSFont", "NSParagraphStyle", "NSUnderline"]])
        // No label's line break mode replaced the styles: each run keeps the document's own.
        XCTAssertNotEqual(entries(dictionaries[0])["NSParagraphStyle"]?.index, entries(dictionaries[1])["NSParagraphStyle"]?.index)
    }

    func test_aLabelOfSignPaintersSemiboldFace_takesThatFont_boldByName() throws {
        // A Flutter app's launch screen title (AbhijayPaturi/RestaurantRoulette, Xcode 13.2.1):
        // SignPainter ships with iOS and macOS, so ibtool resolves it, and `HouseScriptSemibold`
        // is a bold face (traits 2); the label takes its attributed text's font.
        let label = try subview("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="center" usesAttributedText="YES" lineBreakMode="tailTruncation" id="title">
                <rect key="frame" x="57" y="137" width="300" height="86"/>
                <attributedString key="attributedText">
                    <fragment content="Restaurant Roulette">
                        <attributes>
                            <font key="NSFont" size="48" name="SignPainter-HouseScriptSemibold"/>
                        </attributes>
                    </fragment>
                </attributedString>
                <nil key="highlightedColor"/>
            </label>
            """)
        let font = try XCTUnwrap(label["UIFont"])
        XCTAssertEqual(font.string("UIFontName"), "SignPainter-HouseScriptSemibold")
        XCTAssertEqual(font.value("UIFontTraits"), .integer(2, byteCount: 1))
        XCTAssertEqual(font.value("UISystemFont"), .bool(false))
    }

    func test_aLabelOfOneRun_keepsOneDictionaryAndNoShadow() throws {
        let label = try subview("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" id="label">
                <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                <attributedString key="attributedText">
                    <fragment content="One run">
                        <attributes>
                            <font key="NSFont" size="14" name="ProximaNova-Regular"/>
                        </attributes>
                    </fragment>
                </attributedString>
                <nil key="highlightedColor"/>
            </label>
            """)
        let text = try XCTUnwrap(label["UIAttributedText"])
        XCTAssertNil(text.value("NSAttributeInfo"))
        XCTAssertEqual(text["NSAttributes"]?.className, "NSDictionary")
        XCTAssertEqual(Set(entries(try XCTUnwrap(text["NSAttributes"])).keys), ["NSFont"])
    }

    /// DuckDuckGo's onboarding (Xcode 13.2.1): three labels' texts of one colour, font and
    /// paragraph style share one attribute dictionary in Apple's nib, as Foundation's
    /// attributed strings share equal dictionaries (none of the 93 distinct ones in the Apple
    /// nibs of the corpora is archived twice; NibForge wrote 7 twice or more before).
    func test_equalAttributeDictionaries_areOneObject() throws {
        func label(_ id: String, y: Int, _ text: String, grey: String) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="300" height="20"/>
                <attributedString key="attributedText">
                    <fragment content="\(text)">
                        <attributes>
                            <color key="NSColor" red="\(grey)" green="\(grey)" blue="\(grey)" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <font key="NSFont" metaFont="system" size="17"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineHeightMultiple="1.1000000000000001" tighteningFactorForTruncation="0.0"/>
                        </attributes>
                    </fragment>
                </attributedString>
                <nil key="highlightedColor"/>
            </label>
            """
        }
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 300, height: 80), subviews: [
            label("a", y: 0, "Long-press on the home screen.", grey: "0.40000000000000002"),
            label("b", y: 20, "Tap the Add button.", grey: "0.40000000000000002"),
            label("c", y: 40, "Find DuckDuckGo in the list.", grey: "0.40000000000000002"),
            label("d", y: 60, "Another grey.", grey: "0.5"),
        ].joined())
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2.1"))
        let dictionaries = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements.map { label in
            try XCTUnwrap(label["UIAttributedText"]?["NSAttributes"]?.index)
        }
        XCTAssertEqual(dictionaries.count, 4)
        XCTAssertEqual(Set(dictionaries[0...2]).count, 1, "equal attributes, one dictionary")
        XCTAssertNotEqual(dictionaries[3], dictionaries[0], "another colour, another dictionary")
    }
}
