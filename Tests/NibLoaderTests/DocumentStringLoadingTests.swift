import NibDocument
import NibLoader
import NibRuntime
import XCTest

/// A label whose text runs over several lines, or a button title Interface Builder wrote in
/// base64, is a `<string key=...>` child, not an attribute; a label's attributed text is an
/// `<attributedString>` of fragments. A nib loaded from the document gave such objects no
/// text at all (`DocumentStrings`), where the nib compiled from it gave them their text.
@MainActor
final class DocumentStringLoadingTests: XCTestCase {
    /// The objects of a Cocoa Touch xib holding `objects`, loaded from the document.
    private func loadedObjects(_ objects: String) throws -> [AnyObject] {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                    \(objects)
                </objects>
            </document>
            """
        let nib = try Nib(document: try InterfaceDocument(parsing: Array(text.utf8), path: "Strings.xib"), registry: makeRegistry())
        return try nib.instantiate(withOwner: nil, options: NibInstantiationOptions(application: Application()))
    }

    func test_textsWrittenAsChildren_reachTheLoadedObjects() async throws {
        let objects = try loadedObjects("""
                    <label opaque="NO" contentMode="left" id="about">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="42"/>
                        <string key="text">First line
            second line</string>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="period">
                        <rect key="frame" x="0.0" y="50" width="60" height="30"/>
                        <state key="normal">
                            <string key="title" base64-UTF8="YES">
            COadpeacnw
            </string>
                        </state>
                    </button>
            """)
        XCTAssertEqual((objects.first as? Label)?.text, "First line\nsecond line")
        XCTAssertEqual((objects.last as? Button)?.title, "\u{8}来期")
    }

    func test_aLabelsAttributedText_reachesTheLoadedLabel() async throws {
        // 27 scenes of 1,435 public storyboards: their labels came out empty from the
        // document and with their text from the compiled nib.
        let objects = try loadedObjects("""
                    <label opaque="NO" contentMode="left" numberOfLines="0" id="terms">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="42"/>
                        <attributedString key="attributedText">
                            <fragment content="I agree with "/>
                            <fragment content="Terms of Use">
                                <attributes>
                                    <font key="NSFont" metaFont="system" size="15"/>
                                </attributes>
                            </fragment>
                        </attributedString>
                    </label>
            """)
        XCTAssertEqual((objects.first as? Label)?.text, "I agree with Terms of Use")
    }
}
