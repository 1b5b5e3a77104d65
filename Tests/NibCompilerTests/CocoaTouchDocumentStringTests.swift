import NibArchive
import NibCompiler
import XCTest

/// Interface Builder writes a string property as a `<string key=...>` child when the text does
/// not fit an attribute (a long placeholder: IQKeyboardManager's demo, 124 of 2,501 public
/// iOS documents) and base64-encodes it when it holds a control character (Annict's period
/// button title, a fragment that is a lone line break). The compiler read several of these
/// properties from the attribute only, so the nib had no placeholder, no title or the base64
/// text itself (`DocumentStrings`).
final class CocoaTouchDocumentStringTests: XCTestCase {
    private func subviews(_ elements: String) throws -> [GraphCursor] {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 300), subviews: elements)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
        return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements)
    }

    func test_aTextFieldsLongPlaceholderAndText_reachTheNib() throws {
        let field = try XCTUnwrap(subviews("""
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" id="field">
                <rect key="frame" x="0.0" y="0.0" width="375" height="34"/>
                <string key="text">First line
            second line</string>
                <string key="placeholder">TextField enabled. Long Text Test, Long Text Test, Long Text Test,</string>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """).first)
        XCTAssertEqual(field.string("UIPlaceholder"), "TextField enabled. Long Text Test, Long Text Test, Long Text Test,")
        XCTAssertEqual(field.string("UIText"), "First line\nsecond line")
    }

    func test_aButtonsBase64Title_isDecoded() throws {
        let button = try XCTUnwrap(subviews("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="button">
                <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                <state key="normal">
                    <string key="title" base64-UTF8="YES">
            COadpeacnw
            </string>
                </state>
            </button>
            """).first)
        let content = try XCTUnwrap(button["UIButtonStatefulContent"]?.elements.last)
        XCTAssertEqual(content.string("UITitle"), "\u{8}来期")
    }

    func test_anAttributedFragmentInBase64_isItsDecodedText() throws {
        let label = try XCTUnwrap(subviews("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="label">
                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                <attributedString key="attributedText">
                    <fragment content="One">
                        <attributes>
                            <font key="NSFont" size="14" name=".SFUI-Regular"/>
                        </attributes>
                    </fragment>
                    <fragment>
                        <string key="content" base64-UTF8="YES">
            Cg
            </string>
                        <attributes>
                            <font key="NSFont" size="14" name=".SFUI-Regular"/>
                        </attributes>
                    </fragment>
                    <fragment content="Two">
                        <attributes>
                            <font key="NSFont" size="14" name=".SFUI-Regular"/>
                        </attributes>
                    </fragment>
                </attributedString>
                <nil key="highlightedColor"/>
            </label>
            """).first)
        XCTAssertEqual(label.string("UIText"), "One\nTwo")
        XCTAssertEqual(label["UIAttributedText"]?.string("NSString"), "One\nTwo")
    }
}
